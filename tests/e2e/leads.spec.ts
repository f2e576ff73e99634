/**
 * Leads on a partner's page of ANOTHER origin (issue 37), with the clinic's real host and local backend: the forms'
 * `metadata` (JSON text in the attribute, or an object set as a property before the widgets load) is stored on the
 * row beside the lead id the host page received in the conversion event, and `success-url` (relative: the partner's
 * own page) is where the page goes once the row is stored, with `lead_id=<id>`. The checkout's refusal of a return
 * address outside CHECKOUT_RETURN_ORIGINS is tests/e2e/conversions.spec.ts's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { startPartner, type Partner } from './support/partner-origin';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { newsletter } from '../../widgets/newsletter/newsletter.contract';
import { contactForm } from '../../widgets/contact-form/contact-form.contract';
import { consultationDialog } from '../../widgets/consultation/consultation-button.contract';

const EVENTS = [newsletter.events, contactForm.events, consultationDialog.events].flatMap((e) => Object.keys(e));
const CONTACT_METADATA = { campaign_id: 'A-17', seats: 2, vip: true };
const NEWSLETTER_METADATA = { list: 'spring', price: 49.5 };

let partner: Partner;
let host = '';

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
test.beforeAll(async ({}, testInfo) => {
  host = new URL(testInfo.project.use.baseURL!).origin;
  const page = (title: string, body: string) => () => ({
    type: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title>
${body ? '<script type="module" src="/setup.js"></script>' : ''}
<script type="module" src="${host}/widgets/loader.js"></script>
</head><body><main><h1>${title}</h1>${body}</main></body></html>`,
  });
  partner = await startPartner(host, {
    '/landing.html': page(
      'Spring offer',
      `<medspa-contact-form metadata='${JSON.stringify(CONTACT_METADATA)}' success-url="/thanks.html?from=contact"></medspa-contact-form>
<medspa-newsletter></medspa-newsletter>
<medspa-consultation-button metadata='{"campaign_id":"A-18"}' success-url="thanks.html"></medspa-consultation-button>`,
    ),
    // The partner's own script sets the newsletter's metadata as an object property, before the loader has run.
    '/setup.js': () => ({
      type: 'text/javascript',
      body: `document.querySelector('medspa-newsletter').metadata = ${JSON.stringify(NEWSLETTER_METADATA)};`,
    }),
    '/thanks.html': page('Thanks', ''),
  });
});
test.afterAll(async () => partner?.close());

interface Seen {
  type: string;
  detail: { id?: string };
}

async function open(page: Page): Promise<Seen[]> {
  const events: Seen[] = [];
  await page.exposeFunction('recordEvent', (e: Seen) => events.push(e));
  await page.addInitScript((names: string[]) => {
    const w = window as unknown as { recordEvent: (e: unknown) => void };
    for (const type of names) document.addEventListener(type, (e) => w.recordEvent({ type, detail: (e as CustomEvent).detail }));
  }, EVENTS);
  await page.goto(`${partner.origin}/landing.html`);
  return events;
}

/** The rows of `table` with `email`, as the clinic reads them (service role). */
async function stored(request: APIRequestContext, table: string, email: string) {
  const res = await request.get(`${host}/rest/v1/${table}?select=lead_id,metadata&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { lead_id: string; metadata: unknown }[];
}

const uid = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a contact message: metadata and the event id on the row, then the thank-you page with lead_id', async ({ page, request }) => {
  const events = await open(page);
  const email = `lead.${uid()}@example.com`;
  const form = page.locator('medspa-contact-form');
  await form.getByRole('textbox', { name: 'Name' }).fill('Jane Lead');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill('About the spring offer');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(`${partner.origin}/thanks.html?from=contact&lead_id=*`);
  const id = new URL(page.url()).searchParams.get('lead_id');
  expect(events).toEqual([{ type: 'contact-submitted', detail: { id } }]);
  expect(await stored(request, 'contact_submissions', email)).toEqual([{ lead_id: id, metadata: CONTACT_METADATA }]);
});

test('a signup (metadata set as an object property) and a consultation request: each id in its event and on its row', async ({
  page,
  request,
}) => {
  const events = await open(page);
  const email = `lead.${uid()}@example.com`;
  const news = page.locator('medspa-newsletter');
  await news.getByLabel('Email address').fill(email);
  await news.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('medspa-toaster .toast__title', { hasText: 'Thank you for subscribing!' })).toBeVisible();
  await expect.poll(() => events.length).toBe(1);
  const signup = events[0]!;
  expect(signup.type).toBe('newsletter-subscribed');
  expect(await stored(request, 'newsletter_subscribers', email)).toEqual([{ lead_id: signup.detail.id, metadata: NEWSLETTER_METADATA }]);

  await page.locator('medspa-consultation-button').getByRole('button', { name: 'Schedule Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await dialog.getByLabel('Name').fill('Jane Lead');
  await dialog.getByLabel('Phone').fill('(314) 555-0142');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Reason for Visit').fill('Acne scars');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await page.waitForURL(`${partner.origin}/thanks.html?lead_id=*`);
  const id = new URL(page.url()).searchParams.get('lead_id');
  expect(events.slice(1)).toEqual([{ type: 'consultation-submitted', detail: { outcome: 'sent', id } }]);
  expect(await stored(request, 'contact_submissions', email)).toEqual([{ lead_id: id, metadata: { campaign_id: 'A-18' } }]);
});
