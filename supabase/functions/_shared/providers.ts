/**
 * Twilio and Stripe through their REST APIs with plain fetch (no SDK), base URLs configurable so tests
 * point them at fakes on 127.0.0.1.
 */
import type { FetchLike } from './db.ts';

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function basicAuth(user: string, pass: string): string {
  // btoa is in Deno, browsers and Node >= 16; credentials are ASCII
  return 'Basic ' + btoa(`${user}:${pass}`);
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  baseUrl: string;
}

/** POST /2010-04-01/Accounts/{sid}/Messages.json; returns the message SID. */
export async function sendTwilioSms(cfg: TwilioConfig, to: string, body: string, doFetch: FetchLike): Promise<string> {
  const form = new URLSearchParams({ To: to, Body: body });
  if (cfg.messagingServiceSid) form.set('MessagingServiceSid', cfg.messagingServiceSid);
  else if (cfg.from) form.set('From', cfg.from);
  const url = `${cfg.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
  const res = await doFetch(url, {
    method: 'POST',
    headers: {
      Authorization: basicAuth(cfg.accountSid, cfg.authToken),
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: form.toString(),
  });
  const data = (await res.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
  if (!res.ok) throw new ProviderError(`Twilio answered ${res.status}${data.code ? ` (code ${data.code})` : ''}`, res.status);
  return data.sid ?? '';
}

export interface StripeConfig {
  secretKey: string;
  baseUrl: string;
}

export interface CheckoutLine {
  name: string;
  amountCents: number;
  currency: string;
}

/** Where the session returns, and the caller's reference (Stripe's client_reference_id), if any. */
export interface CheckoutReturn {
  success: string;
  cancel: string;
  clientReferenceId?: string;
  /** The campaign attribution (issue 30) and the partner's meta_<key> entries (issue 37), already validated (Stripe: keys up to 40, values up to 500 characters). */
  metadata?: Readonly<Record<string, string>>;
}

/** POST /v1/checkout/sessions (form-encoded); returns the hosted checkout URL. */
export async function createStripeSession(
  cfg: StripeConfig,
  line: CheckoutLine,
  urls: CheckoutReturn,
  doFetch: FetchLike,
  idempotencyKey?: string,
): Promise<{ id: string; url: string }> {
  const form = new URLSearchParams();
  form.set('mode', 'payment');
  form.set('success_url', urls.success);
  form.set('cancel_url', urls.cancel);
  if (urls.clientReferenceId) form.set('client_reference_id', urls.clientReferenceId);
  form.set('line_items[0][quantity]', '1');
  form.set('line_items[0][price_data][currency]', line.currency);
  form.set('line_items[0][price_data][unit_amount]', String(line.amountCents));
  form.set('line_items[0][price_data][product_data][name]', line.name);
  form.set('metadata[product_name]', line.name);
  for (const [key, value] of Object.entries(urls.metadata ?? {})) form.set(`metadata[${key}]`, value);
  const headers: Record<string, string> = {
    Authorization: `Bearer ${cfg.secretKey}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const res = await doFetch(`${cfg.baseUrl.replace(/\/+$/, '')}/v1/checkout/sessions`, { method: 'POST', headers, body: form.toString() });
  const data = (await res.json().catch(() => ({}))) as { id?: string; url?: string; error?: { type?: string } };
  if (!res.ok || !data.url)
    throw new ProviderError(`Stripe answered ${res.status}${data.error?.type ? ` (${data.error.type})` : ''}`, res.status);
  return { id: data.id ?? '', url: data.url };
}
