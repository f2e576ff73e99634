/**
 * send-consultation-sms: tells the clinic's staff by text message that a consultation request arrived.
 * Body `{ data: { name, phone, email, reason }, claim }` (docs/product.md §7.2, made after the row was inserted;
 * `claim`, issue 41: the secret that insert returned, migration 20261129000100_consultation_claim.sql).
 *
 * - Every text belongs to one stored request: the function finds the contact_submissions row by its claim and
 *   marks it notified in one conditional UPDATE, when it was stored in the last 10 minutes, is not yet notified
 *   and holds the body's name, email and message = consultationMessage(phone, reason) (the text quotes the body).
 *   No such row: 422 and no text. A text that fails to send releases the claim (a retry may use it again).
 * - Recipients come from the STAFF_SMS_NUMBERS secret (comma-separated), never from the request.
 * - The text names the visitor and the callback number; the reason (health information) stays out. The name is
 *   made safe for a text (sms-text.ts: no line/paragraph separators, bidi controls or links); the row keeps it.
 * - Caps, in Postgres: first per client address and day (SMS_DAILY_LIMIT_PER_CLIENT, default 5: 429 with
 *   Retry-After); then a daily budget of individual texts for everyone (SMS_DAILY_LIMIT, default 100). Over the
 *   budget a real visitor is not turned away: the request is answered `delivery: 'digest'` and the staff get one
 *   digest text ("N more requests...") for the first and then every 25th (at most SMS_DIGEST_DAILY_LIMIT, 10).
 * - With Twilio secrets (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER or
 *   TWILIO_MESSAGING_SERVICE_SID; TWILIO_API_BASE for tests) it sends through Twilio's Messages API;
 *   without any (the local default) the text goes to public.sms_outbox and the call succeeds.
 */
import { clientAddress, errorResponse, intFrom, json, readJsonBody, tooMany, withHttp } from '../_shared/http.ts';
import { consultationSchema, parseWith } from '../_shared/validation.ts';
import { resolveDeps, type FunctionDeps } from '../_shared/deps.ts';
import { ProviderError, sendTwilioSms, type TwilioConfig } from '../_shared/providers.ts';
import { LIMITS } from '../_shared/limits.ts';
import { smsSafeText } from '../_shared/sms-text.ts';
import { consultationMessage } from '../../../widgets/content/forms.ts';

export const OUTBOX_RECIPIENT = 'clinic-staff';

export function composeStaffText(name: string, phone: string): string {
  const who = smsSafeText(name) || 'a visitor';
  return `New consultation request from ${who}. Please call back at ${smsSafeText(phone, 40)}. Details are in the contact inbox.`;
}

/** The digest sent instead of individual texts once the day's budget is spent (no name, no number). */
export function composeDigestText(more: number): string {
  return `${more} more consultation request${more === 1 ? '' : 's'} arrived today after the daily text limit. Details are in the contact inbox.`;
}

export const NO_STORED_REQUEST = 'No stored consultation request matches this notification';

type TwilioSetup = { kind: 'twilio'; cfg: TwilioConfig } | { kind: 'outbox' } | { kind: 'misconfigured'; why: string };

function twilioSetup(env: FunctionDeps['env']): TwilioSetup {
  const sid = env.TWILIO_ACCOUNT_SID?.trim();
  const token = env.TWILIO_AUTH_TOKEN?.trim();
  const from = env.TWILIO_FROM_NUMBER?.trim();
  const mss = env.TWILIO_MESSAGING_SERVICE_SID?.trim();
  if (!sid && !token && !from && !mss) return { kind: 'outbox' };
  if (!sid || !token || (!from && !mss)) return { kind: 'misconfigured', why: 'Twilio secrets are incomplete' };
  return {
    kind: 'twilio',
    cfg: { accountSid: sid, authToken: token, from, messagingServiceSid: mss, baseUrl: env.TWILIO_API_BASE || 'https://api.twilio.com' },
  };
}

export function createHandler(deps: FunctionDeps): (req: Request) => Promise<Response> {
  const { env, fetch: doFetch, db } = resolveDeps(deps);
  return withHttp(env, 'send-consultation-sms', async (req) => {
    const body = await readJsonBody(req);
    if (!body.ok) return body.response;
    const parsed = parseWith(consultationSchema, body.value);
    if (!parsed.ok) return parsed.response;
    const { name, phone } = parsed.value.data;

    const setup = twilioSetup(env);
    const recipients = (env.STAFF_SMS_NUMBERS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (setup.kind === 'misconfigured') return errorResponse(500, 'SMS notifications are not configured correctly');
    if (setup.kind === 'twilio' && recipients.length === 0) return errorResponse(500, 'SMS notifications have no recipients configured');

    const perClient = await db.consumeRateLimit(
      'sms:client',
      clientAddress(req),
      intFrom(env, 'SMS_DAILY_LIMIT_PER_CLIENT', LIMITS.smsPerClientPerDay),
    );
    if (!perClient.allowed) return tooMany(perClient.retry_after, 'Too many consultation requests from this address today');

    const { email, reason } = parsed.value.data;
    const claimed = await db.claimConsultation(
      { claim: parsed.value.claim, name, email, message: consultationMessage(phone, reason) },
      LIMITS.smsClaimWindowSeconds,
    );
    if (!claimed) return errorResponse(422, NO_STORED_REQUEST);

    const to = setup.kind === 'outbox' && recipients.length === 0 ? [OUTBOX_RECIPIENT] : recipients;
    const deliver = async (text: string): Promise<Response | null> => {
      if (setup.kind === 'outbox') {
        for (const r of to) await db.queueSms(r, text);
        return null;
      }
      try {
        for (const r of to) await sendTwilioSms(setup.cfg, r, text, doFetch);
        return null;
      } catch (err) {
        const status = err instanceof ProviderError ? err.status : 0;
        console.error(`[send-consultation-sms] Twilio failed${status ? ` with ${status}` : ''}`);
        return errorResponse(502, 'The notification could not be sent');
      }
    };
    const delivery = setup.kind === 'outbox' ? 'outbox' : 'sms';

    const overall = await db.consumeRateLimit('sms:all', 'all', intFrom(env, 'SMS_DAILY_LIMIT', LIMITS.smsPerDay));
    if (overall.allowed) {
      const failed = await deliver(composeStaffText(name, phone));
      if (failed) {
        await db.releaseConsultation(claimed);
        return failed;
      }
      return json(200, { success: true, delivery, recipients: to.length });
    }

    // Over the day's budget: the request is stored and counted; the staff hear of it in a digest.
    const more = (await db.consumeRateLimit('sms:overflow', 'all', 1_000_000_000)).hits;
    let digestSent = false;
    if (more === 1 || more % LIMITS.smsDigestEvery === 0) {
      const digests = await db.consumeRateLimit('sms:digest', 'all', intFrom(env, 'SMS_DIGEST_DAILY_LIMIT', LIMITS.smsDigestsPerDay));
      if (digests.allowed) digestSent = !(await deliver(composeDigestText(more)));
    }
    return json(200, { success: true, delivery: 'digest', recipients: digestSent ? to.length : 0 });
  });
}
