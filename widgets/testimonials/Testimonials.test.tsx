import { describe, expect, it, vi } from 'vitest';
import { Testimonials } from './Testimonials';
import { renderWidget, routes, settle, until, withFakeBackend } from '../test/render';
import { setConfig } from '../runtime/config';
import { getToasts } from '../runtime/toast/toast';
import { SWRConfig } from 'swr';
import { TESTIMONIALS_KEY, type Testimonial } from './use-testimonials';
import { originalSrc } from '../test/images';

const row = (n: number, extra: Partial<Testimonial> = {}): Testimonial => ({
  id: `t${n}`,
  featured: true,
  is_case_study: true,
  before_image_url: `/storage/v1/object/public/clinical_images/cases/${n}-before.jpg`,
  after_image_url: `https://cdn.example/${n}-after.jpg`,
  testimonial_text: `Words of client ${n}.`,
  client_name: `Client ${n}`,
  service_type: n === 1 ? 'Hair Restoration' : 'Facial Aesthetics',
  treatment_details: n === 1 ? 'Three PRP sessions.' : null,
  ...extra,
});

describe('Testimonials', () => {
  it('asks for featured rows, at most 3, the columns a card shows (docs/product.md §7.9, issue 27)', async () => {
    const { calls } = withFakeBackend(routes({ 'GET /rest/v1/testimonials': { status: 200, body: [] } }));
    await renderWidget(<Testimonials />);
    await settle();
    expect(calls).toHaveLength(1);
    const q = calls[0]!.url.searchParams;
    expect(q.get('select')).toBe(
      'id,featured,is_case_study,before_image_url,after_image_url,testimonial_text,client_name,service_type,treatment_details',
    );
    expect(q.get('featured')).toBe('eq.true');
    expect(q.get('limit')).toBe('3');
  });

  it('shows 3 skeleton cards while loading', async () => {
    withFakeBackend(routes({ 'GET /rest/v1/testimonials': { status: 200, body: [], delay: Infinity } }));
    const { container } = await renderWidget(<Testimonials />);
    expect(container.querySelector('h2')!.textContent).toBe('Client Transformations');
    const list = container.querySelector('ul[data-state="loading"]')!;
    expect(list.querySelectorAll('li.card--skeleton')).toHaveLength(3);
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('[role="status"]')!.textContent).toContain('Loading');
    expect(container.querySelector('blockquote')).toBeNull();
  });

  it('shows each featured testimonial: before/after photos, quote, client, service, details', async () => {
    setConfig({ supabaseUrl: 'http://api.test' });
    withFakeBackend(
      routes({
        'GET /rest/v1/testimonials': { status: 200, body: [row(1), row(2), row(3, { before_image_url: null, after_image_url: null })] },
      }),
    );
    const { container } = await renderWidget(<Testimonials />);
    await settle();
    const cards = container.querySelectorAll('ul[data-state="ready"] > li');
    expect(cards).toHaveLength(3);

    const first = cards[0]!;
    const figs = first.querySelectorAll('figure');
    expect([...figs].map((f) => f.querySelector('figcaption')!.textContent)).toEqual(['Before', 'After']);
    const imgs = first.querySelectorAll('img');
    expect(originalSrc(imgs[0])).toBe('http://api.test/storage/v1/object/public/clinical_images/cases/1-before.jpg');
    expect(originalSrc(imgs[1])).toBe('https://cdn.example/1-after.jpg');
    expect(imgs[0]!.alt).toBe('Before Hair Restoration treatment');
    expect(imgs[1]!.alt).toBe('After Hair Restoration treatment');
    expect(imgs[0]!.getAttribute('loading')).toBe('lazy');
    expect(imgs[0]!.getAttribute('width')).toBe('400');
    expect(first.querySelector('blockquote')!.textContent).toBe('Words of client 1.');
    expect(first.querySelector('.card__name')!.textContent).toBe('Client 1');
    expect(first.querySelector('.card__service')!.textContent).toBe('Hair Restoration');
    expect(first.querySelector('.card__details')!.textContent).toBe('Three PRP sessions.');

    expect(cards[1]!.querySelector('.card__details')).toBeNull();
    expect(cards[2]!.querySelector('figure')).toBeNull();
    expect(cards[2]!.querySelector('blockquote')!.textContent).toBe('Words of client 3.');
    expect(container.querySelector('section')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('never shows more than 3 even if the backend sends more', async () => {
    withFakeBackend(routes({ 'GET /rest/v1/testimonials': { status: 200, body: [row(1), row(2), row(3), row(4)] } }));
    const { container } = await renderWidget(<Testimonials />);
    await settle();
    expect(container.querySelectorAll('li.card')).toHaveLength(3);
  });

  it("on failure with nothing shown yet (a partner's page) logs the error, shows no message or toast, and leaves the page: no heading over an empty section", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ 'GET /rest/v1/testimonials': { status: 500, body: { code: 'XX000', message: 'boom' } } }));
    const { container } = await renderWidget(<Testimonials />);
    await until(() => expect(log).toHaveBeenCalled()); // after the layer's retries
    expect(String(log.mock.calls[0]![0])).toContain('testimonials');
    expect(container.querySelector('section')).toBeNull();
    expect(container.textContent).toBe('');
    expect(getToasts()).toHaveLength(0);
  });

  it("a failed live read keeps the testimonials the page was built with (the server's, as SWR's fallback): same cards, no message", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ 'GET /rest/v1/testimonials': { status: 500, body: { code: 'XX000', message: 'boom' }, delay: 5 } }));
    const { container } = await renderWidget(
      <SWRConfig value={{ fallback: { [TESTIMONIALS_KEY]: [row(1), row(2)] } }}>
        <Testimonials />
      </SWRConfig>,
    );
    const cards = [...container.querySelectorAll('li.card')];
    expect(cards).toHaveLength(2);
    await until(() => expect(log).toHaveBeenCalledTimes(1));
    expect([...container.querySelectorAll('li.card')]).toEqual(cards);
    expect(container.querySelector('h2')!.textContent).toBe('Client Transformations');
    expect(container.querySelector('.card--skeleton, [role="status"]')).toBeNull();
    expect(container.textContent).toContain('Words of client 2.');
    expect(getToasts()).toHaveLength(0);
  });

  it('with no featured rows shows nothing, heading included', async () => {
    withFakeBackend(routes({ 'GET /rest/v1/testimonials': { status: 200, body: [] } }));
    const { container } = await renderWidget(<Testimonials />);
    await settle();
    expect(container.querySelector('section')).toBeNull();
  });

  it('a row without a service type never reads "null" or "undefined" (alt texts, names)', async () => {
    withFakeBackend(routes({ 'GET /rest/v1/testimonials': { status: 200, body: [row(1, { service_type: null })] } }));
    const { container } = await renderWidget(<Testimonials />);
    await settle();
    const alts = [...container.querySelectorAll('img')].map((i) => i.alt);
    expect(alts).toEqual(['Before treatment', 'After treatment']);
    const labels = [...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    const all = [container.textContent, ...alts, ...labels].join(' ');
    expect(all).not.toMatch(/null|undefined/);
    expect(container.querySelector('.card__service')).toBeNull();
  });
});
