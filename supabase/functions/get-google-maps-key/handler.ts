/**
 * get-google-maps-key: answers `{ GOOGLE_MAPS_API_KEY }` from the secret of that name (docs/product.md §7.12).
 * The key is a browser key (restrict it by HTTP referrer in Google Cloud); this function only keeps it out
 * of the page source. No key configured: 503 with a JSON error. Cap per client address and day:
 * MAPS_DAILY_LIMIT_PER_CLIENT (default 500).
 */
import { clientAddress, errorResponse, intFrom, json, readJsonBody, tooMany, withHttp } from '../_shared/http.ts';
import { emptySchema, parseWith } from '../_shared/validation.ts';
import { resolveDeps, type FunctionDeps } from '../_shared/deps.ts';
import { LIMITS } from '../_shared/limits.ts';

export function createHandler(deps: FunctionDeps): (req: Request) => Promise<Response> {
  const { env, db } = resolveDeps(deps);
  return withHttp(env, 'get-google-maps-key', async (req) => {
    const body = await readJsonBody(req);
    if (!body.ok) return body.response;
    const parsed = parseWith(emptySchema, body.value);
    if (!parsed.ok) return parsed.response;
    const key = env.GOOGLE_MAPS_API_KEY?.trim();
    if (!key) return errorResponse(503, 'Google Maps API key is not configured');
    const cap = await db.consumeRateLimit(
      'maps:client',
      clientAddress(req),
      intFrom(env, 'MAPS_DAILY_LIMIT_PER_CLIENT', LIMITS.mapsPerClientPerDay),
    );
    if (!cap.allowed) return tooMany(cap.retry_after, 'Too many map key requests from this address today');
    return json(200, { GOOGLE_MAPS_API_KEY: key });
  });
}
