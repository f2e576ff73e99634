/** Input shapes of the functions (zod), and a uniform 400 for a wrong shape. */
import { z } from 'zod';
import { errorResponse } from './http.ts';
import { fields, hasVisibleText, isEmailAddress, isPhoneNumber } from '../../../widgets/content/forms.ts';
import { isClientReferenceId, returnUrlOrigin, RETURN_URL_MAX_LENGTH, RULE_MESSAGES } from '../../../widgets/content/checkout.ts';
import { attributionProblem, type Attribution } from '../../../widgets/content/attribution.ts';
import { metadataProblem, type Metadata } from '../../../widgets/content/metadata.ts';

/**
 * A campaign attribution (issue 30) by the rules of widgets/content/attribution.ts: the allowed keys, string values
 * within their caps (visible; referrer an http(s) origin, landing_path a path), no control or bidi characters,
 * markup or character references (issue 38). Anything else is a 400 naming the rule (the
 * browser cuts what it reads before it sends, so only a hand-made request meets this).
 */
const attribution = z.custom<Attribution>((value) => attributionProblem(value) === null, {
  error: (issue) => attributionProblem(issue.input) ?? 'is invalid',
});

/**
 * The embedding partner's metadata (issue 37) by the rules of widgets/content/metadata.ts: at most 10 keys of the
 * key pattern, each value a visible bounded string, a bounded number or a boolean. Anything else is a 400 naming
 * the rule (the browser leaves out what breaks them before it sends).
 */
const metadata = z.custom<Metadata>((value) => metadataProblem(value) === null, {
  error: (issue) => metadataProblem(issue.input) ?? 'is invalid',
});

/** A required, trimmed string of at most `max` characters; the message of `required` is the form's own. */
const text = (label: string, max: number, required = `${label} is required`) =>
  z
    .string({ error: `${label} must be a string` })
    .trim()
    .min(1, { error: required })
    .refine(hasVisibleText, { error: required })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** The form rules are the browser's (widgets/content/forms.ts): the same limits, formats and messages. */
export const consultationSchema = z.object(
  {
    data: z.object(
      {
        // control characters would let a caller forge extra lines in the staff's text message
        // eslint-disable-next-line no-control-regex -- matching them is the point
        name: text('name', fields.name.maxLength, fields.name.messages.required).refine((s) => !/[\u0000-\u001f\u007f]/.test(s), {
          error: 'name contains control characters',
        }),
        phone: text('phone', fields.phone.maxLength, fields.phone.messages.required).refine(isPhoneNumber, {
          error: fields.phone.messages.invalid,
        }),
        email: z
          .string({ error: 'email must be a string' })
          .trim()
          .max(fields.email.maxLength)
          .pipe(z.email({ error: fields.email.messages.invalid }))
          // the database's rule too (visible parts, no markup): what it would refuse is refused here first
          .refine(isEmailAddress, { error: fields.email.messages.invalid }),
        reason: text('reason', fields.reason.maxLength, fields.reason.messages.required),
      },
      { error: 'data must be an object with name, phone, email and reason' },
    ),
    // The claim the insert of the request returned (issue 41): the function notifies that very row.
    claim: z.uuid({ error: 'claim must be a uuid' }),
  },
  { error: 'Body must be a JSON object {"data": {...}, "claim": "..."}' },
);

function returnUrl(label: string) {
  return z
    .string({ error: `${label} must be a string` })
    .max(RETURN_URL_MAX_LENGTH, { error: `${label} must be at most ${RETURN_URL_MAX_LENGTH} characters` })
    .refine((s) => returnUrlOrigin(s) !== null, { error: `${label} ${RULE_MESSAGES.returnUrl}` });
}

export const checkoutSchema = z.object(
  {
    // eslint-disable-next-line no-control-regex -- a NUL or other control character is never in a product's name
    productId: text('productId', 200).refine((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s), {
      error: 'productId contains control characters',
    }),
    price: z.number({ error: 'price must be a number' }).finite().nonnegative({ error: 'price must not be negative' }).max(100000),
    // Per-embed extras (widgets/content/checkout.ts); whether a return address's origin is allowed is the handler's.
    successUrl: returnUrl('successUrl').optional(),
    cancelUrl: returnUrl('cancelUrl').optional(),
    clientReferenceId: z
      .string({ error: 'clientReferenceId must be a string' })
      .refine(isClientReferenceId, { error: `clientReferenceId ${RULE_MESSAGES.clientReferenceId}` })
      .optional(),
    attribution: attribution.optional(),
    metadata: metadata.optional(),
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
