/**
 * send-consultation-sms: tells the clinic's staff by text message that a consultation request arrived.
 * Body `{ data: { name, phone, email, reason } }` (docs/product.md §7.2, made after the row was inserted).
 *
 * - Recipients come from the STAFF_SMS_NUMBERS secret (comma-separated), never from the request.
 * - The text names the visitor and the callback number; the reason (health information) stays out.
 * - Caps per client address and per day (SMS_DAILY_LIMIT_PER_CLIENT, default 5) and overall per day
 *   (SMS_DAILY_LIMIT, default 100), counted in Postgres; over the cap: 429 with Retry-After.
 * - With Twilio secrets (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER or
 *   TWILIO_MESSAGING_SERVICE_SID; TWILIO_API_BASE for tests) it sends through Twilio's Messages API;
 *   without any (the local default) the text goes to public.sms_outbox and the call succeeds.
 */
import { clientAddress, errorResponse, intFrom, json, readJsonBody, tooMany, withHttp } from '../_shared/http.ts';
import { consultationSchema, parseWith } from '../_shared/validation.ts';
import { resolveDeps, type FunctionDeps } from '../_shared/deps.ts';
import { ProviderError, sendTwilioSms, type TwilioConfig } from '../_shared/providers.ts';

export const OUTBOX_RECIPIENT = 'clinic-staff';

export function composeStaffText(name: string, phone: string): string {
  return `New consultation request from ${name}. Please call back at ${phone}. Details are in the contact inbox.`;
}

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
  const { env, fetch: doFetch, store } = resolveDeps(deps);
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

    const perClient = await store.consumeRateLimit('sms:client', clientAddress(req), intFrom(env, 'SMS_DAILY_LIMIT_PER_CLIENT', 5));
    if (!perClient.allowed) return tooMany(perClient.retry_after, 'Too many consultation requests from this address today');
    const overall = await store.consumeRateLimit('sms:all', 'all', intFrom(env, 'SMS_DAILY_LIMIT', 100));
    if (!overall.allowed) return tooMany(overall.retry_after, 'Too many consultation notifications today');

    const text = composeStaffText(name, phone);
    if (setup.kind === 'outbox') {
      for (const to of recipients.length ? recipients : [OUTBOX_RECIPIENT]) await store.queueSms(to, text);
      return json(200, { success: true, delivery: 'outbox', recipients: Math.max(1, recipients.length) });
    }
    try {
      for (const to of recipients) await sendTwilioSms(setup.cfg, to, text, doFetch);
    } catch (err) {
      const status = err instanceof ProviderError ? err.status : 0;
      console.error(`[send-consultation-sms] Twilio failed${status ? ` with ${status}` : ''}`);
      return errorResponse(502, 'The notification could not be sent');
    }
    return json(200, { success: true, delivery: 'sms', recipients: recipients.length });
  });
}
