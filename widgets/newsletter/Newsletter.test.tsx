import { describe, expect, it, vi } from 'vitest';
import { Newsletter } from './Newsletter';
import { renderWidget, routes, withFakeBackend } from '../test/render';
import { control, fill, submit } from '../test/forms';
import { getToasts } from '../runtime/toast/toast';
import { resetAttributionForTests } from '../runtime/attribution';
import { leadNavigation } from '../runtime/lead';
import { newsletter } from './newsletter.contract';

const INSERT = 'POST /rest/v1/newsletter_subscribers';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const leadIdOf = (call: { body: unknown } | undefined) => (call?.body as { lead_id: string }).lead_id;

describe('Newsletter', () => {
  it('heading "Newsletter", a required email-type field "Enter your email", "Subscribe"', async () => {
    const { container } = await renderWidget(<Newsletter />);
    expect(container.querySelector('h2')!.textContent).toBe('Newsletter');
    const email = control(container, 'email');
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(email.placeholder).toBe('Enter your email');
    expect(container.querySelector('label[for="' + email.id + '"]')!.textContent).toBe('Email address');
    expect(container.querySelector('button[type="submit"]')!.textContent).toBe('Subscribe');
  });

  it('stores the address (trimmed) and the page, then the toast and an empty field', async () => {
    const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201 } }));
    const onNewsletterSubscribed = vi.fn();
    const { container } = await renderWidget(<Newsletter headingLevel={1} onNewsletterSubscribed={onNewsletterSubscribed} />);
    expect(container.querySelector('h1')!.textContent).toBe('Newsletter');
    await fill(container, { email: '  reader@example.com ' });
    await submit(container);
    expect(calls.map((c) => c.body)).toEqual([
      { email: 'reader@example.com', source_page: `${location.origin}${location.pathname}`, lead_id: expect.stringMatching(UUID) },
    ]);
    expect(getToasts().map((t) => t.title)).toEqual(['Thank you for subscribing!']);
    expect(control(container, 'email').value).toBe('');
    // newsletter-subscribed, without the address, with the lead id sent
    expect(onNewsletterSubscribed.mock.calls).toEqual([[{ id: leadIdOf(calls[0]) }]]);
  });

  it('an address the browser lets through but the rules refuse never reaches the database', async () => {
    const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201 } }));
    const { container } = await renderWidget(<Newsletter />);
    for (const value of ['a@b', `${'x'.repeat(250)}@example.com`]) {
      await fill(container, { email: value });
      await submit(container);
      const email = control(container, 'email');
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(container.querySelector(`#${email.getAttribute('aria-describedby')}`)!.textContent).toBe('Invalid email address');
    }
    expect(calls).toEqual([]);
  });

  it('a failure: the destructive toast, the address kept, a log line without it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ [INSERT]: { status: 500, body: { code: 'XX000', message: 'reader@example.com' } } }));
    const onNewsletterSubscribed = vi.fn();
    const { container } = await renderWidget(<Newsletter onNewsletterSubscribed={onNewsletterSubscribed} />);
    await fill(container, { email: 'reader@example.com' });
    await submit(container);
    expect(onNewsletterSubscribed).not.toHaveBeenCalled();
    expect(getToasts().map((t) => [t.title, t.description, t.variant])).toEqual([
      ['Subscription failed', 'We could not subscribe you. Please try again.', 'destructive'],
    ]);
    expect(control(container, 'email').value).toBe('reader@example.com');
    expect(log.mock.calls.flat().join('\n')).not.toContain('reader@example.com');
  });

  describe('campaign attribution and prefill (issue 30)', () => {
    const landOn = (address: string) => {
      sessionStorage.clear();
      resetAttributionForTests();
      history.replaceState(null, '', address);
    };

    it('stores the first touch with the signup; newsletter-subscribed carries it, never the address', async () => {
      landOn('/blog?utm_source=facebook&fbclid=fb-1');
      const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201 } }));
      const onNewsletterSubscribed = vi.fn();
      const { container } = await renderWidget(<Newsletter email="reader@example.com" onNewsletterSubscribed={onNewsletterSubscribed} />);
      expect(control(container, 'email').value).toBe('reader@example.com');
      await submit(container);
      const attribution = { utm_source: 'facebook', fbclid: 'fb-1', landing_path: '/blog' };
      expect(calls.map((c) => c.body)).toEqual([
        { email: 'reader@example.com', source_page: `${location.origin}/blog`, lead_id: expect.stringMatching(UUID), attribution },
      ]);
      expect(onNewsletterSubscribed.mock.calls).toEqual([[{ attribution, id: leadIdOf(calls[0]) }]]);
      landOn('/');
    });
  });

  describe('lead metadata, id and thank-you page (issue 37)', () => {
    it("stores the element's metadata and the lead id; newsletter-subscribed carries the id, then the page goes to success-url", async () => {
      const order: string[] = [];
      const go = vi.spyOn(leadNavigation, 'go').mockImplementation((url) => void order.push(`go ${url}`));
      const { calls } = withFakeBackend(routes({ [INSERT]: () => (order.push('stored'), { status: 201 }) }));
      const { container } = await renderWidget(
        <Newsletter
          metadata={{ list: 'spring', sale: true }}
          successUrl={`${location.origin}/welcome`}
          onNewsletterSubscribed={(d) => order.push(`event ${d.id}`)}
        />,
      );
      await fill(container, { email: 'reader@example.com' });
      await submit(container);
      expect(calls.map((c) => c.body)).toEqual([
        expect.objectContaining({ lead_id: expect.stringMatching(UUID), metadata: { list: 'spring', sale: true } }),
      ]);
      const id = leadIdOf(calls[0]);
      expect(order).toEqual(['stored', `event ${id}`, `go ${location.origin}/welcome?lead_id=${id}`]);
      expect(go).toHaveBeenCalledTimes(1);
    });

    it('a success-url elsewhere is not followed and metadata breaking the rules is left out, each with one console error', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const go = vi.spyOn(leadNavigation, 'go').mockImplementation(() => {});
      const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201 } }));
      const { container } = await renderWidget(<Newsletter metadata={{ total: 0.1 + 0.2 }} successUrl="javascript:alert(1)" />);
      await fill(container, { email: 'reader@example.com' });
      await submit(container);
      expect('metadata' in (calls[0]!.body as object)).toBe(false);
      expect(go).not.toHaveBeenCalled();
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringContaining(`<${newsletter.tag}> metadata: left out: "total" must have at most 6 decimal places`),
        expect.stringContaining(`<${newsletter.tag}> success-url: javascript:alert(1) is not followed`),
      ]);
    });
  });
});
