import { describe, expect, it, vi } from 'vitest';
import { Newsletter } from './Newsletter';
import { renderWidget, routes, withFakeBackend } from '../test/render';
import { control, fill, submit } from '../test/forms';
import { getToasts } from '../runtime/toast/toast';
import { resetAttributionForTests } from '../runtime/attribution';

const INSERT = 'POST /rest/v1/newsletter_subscribers';

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
    expect(calls.map((c) => c.body)).toEqual([{ email: 'reader@example.com', source_page: `${location.origin}${location.pathname}` }]);
    expect(getToasts().map((t) => t.title)).toEqual(['Thank you for subscribing!']);
    expect(control(container, 'email').value).toBe('');
    // newsletter-subscribed, without the address
    expect(onNewsletterSubscribed.mock.calls).toEqual([[{}]]);
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
      expect(calls.map((c) => c.body)).toEqual([{ email: 'reader@example.com', source_page: `${location.origin}/blog`, attribution }]);
      expect(onNewsletterSubscribed.mock.calls).toEqual([[{ attribution }]]);
      landOn('/');
    });
  });
});
