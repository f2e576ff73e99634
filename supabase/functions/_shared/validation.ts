/** Input shapes of the functions (zod), and a uniform 400 for a wrong shape. */
import { z } from 'zod';
import { errorResponse } from './http.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be a string` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const consultationSchema = z.object(
  {
    data: z.object(
      {
        // control characters would let a caller forge extra lines in the staff's text message
        name: text('name', 100).refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { error: 'name contains control characters' }),
        phone: z
          .string({ error: 'phone must be a string' })
          .trim()
          .max(30, { error: 'phone must be at most 30 characters' })
          .regex(/^\+?[0-9 ().-]+$/, { error: 'phone may contain only digits, spaces, +, (, ), . and -' })
          .refine(
            (s) => {
              const d = s.replace(/\D/g, '').length;
              return d >= 7 && d <= 15;
            },
            { error: 'phone must have 7 to 15 digits' },
          ),
        email: z
          .string({ error: 'email must be a string' })
          .trim()
          .max(254)
          .pipe(z.email({ error: 'email is not a valid address' })),
        reason: text('reason', 2000),
      },
      { error: 'data must be an object with name, phone, email and reason' },
    ),
  },
  { error: 'Body must be a JSON object {"data": {...}}' },
);

export const checkoutSchema = z.object(
  {
    productId: text('productId', 200),
    price: z.number({ error: 'price must be a number' }).finite().nonnegative({ error: 'price must not be negative' }).max(100000),
  },
  { error: 'Body must be a JSON object {"productId", "price"}' },
);

export const emptySchema = z.union([z.undefined(), z.null(), z.object({}).loose()], { error: 'Body must be empty or a JSON object' });

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  const issues = r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request body';
  return { ok: false, response: errorResponse(400, message, { issues }) };
}
