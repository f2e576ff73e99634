/**
 * Content at a clinic's real scale (issue 27): 1,000 posts (two a week for ten years), 200 products and 100
 * testimonials, stored with the service key through the REST API as staff do from the dashboard, and what each page
 * then costs. `npm run bench` with BENCH_CONTENT=large runs it on a host of its own (bench/run.ts); tests may seed
 * with seedLargeContent() alone.
 *
 * Per route: the page's weight (transfer bytes of everything it loaded), its DOM elements (shadow roots included),
 * the bytes it fetched from the API (/rest/v1, /storage/v1/object/list, /functions/v1; response bodies as sent), and
 * the server's time to answer the page's HTML when it must render it (after a write, which drops the host's pages:
 * site/host/fresh.ts) and from its cache (medians of 5).
 */
import type { Browser } from '@playwright/test';
import { LIMITS } from '../supabase/functions/_shared/limits.ts';
import { insertPosts, scalePosts } from '../supabase/local/scale-posts.ts';

export const LARGE_CONTENT = { posts: 1000, products: 200, testimonials: 100 } as const;
export type ContentCounts = { posts: number; products: number; testimonials: number };

const CATEGORIES = ['Skincare', 'Hair Care', 'Supplements', 'Body Care'] as const;
const SERVICES = ['Hair Restoration', 'Facial Aesthetics', 'Body Treatments', 'IV Therapy', 'Neurotoxins'] as const;
/** The seed's own product photos (supabase/media/clinical_images/products). */
const PHOTOS = ['spf-50', 'hydration-serum', 'night-cream', 'hair-supplement'].map(
  (n) => `/storage/v1/object/public/clinical_images/products/${n}.jpg`,
);

/** `n` products with distinct names, a sentence or two of description, prices and the seed's photos. */
export function largeProducts(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `Scale Product ${String(i + 1).padStart(3, '0')}`,
    description: `A clinic-grade ${CATEGORIES[i % CATEGORIES.length]!.toLowerCase()} product, number ${i + 1}. Gentle enough for daily use after treatments.`,
    price: Math.round((12 + ((i * 37) % 180) + 0.99) * 100) / 100,
    category: CATEGORIES[i % CATEGORIES.length],
    image_url: PHOTOS[i % PHOTOS.length],
  }));
}

/** `n` testimonials; every tenth featured (the home page shows the newest few featured). */
export function largeTestimonials(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => ({
    created_at: new Date(Date.UTC(2026, 9, 1) - i * 86_400_000).toISOString(),
    featured: i % 10 === 0,
    is_case_study: false,
    testimonial_text: `Visit ${i + 1}: the team explained every step, the treatment was comfortable and the results were what they said they would be.`,
    client_name: `Client ${i + 1}`,
    service_type: SERVICES[i % SERVICES.length],
  }));
}

async function insertRows(url: string, serviceKey: string, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += LIMITS.insertRows) {
    const res = await fetch(`${url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(rows.slice(i, i + LIMITS.insertRows)),
    });
    if (res.status !== 201) throw new Error(`inserting ${table}: ${res.status} ${await res.text()}`);
  }
}

export interface SeedFigures {
  posts: number;
  products: number;
  testimonials: number;
  /** JSON bytes of the rows sent. */
  bytes: number;
  ms: number;
}

/** Stores the rows with the service key on the backend at `url` (the host's origin when it mounts the local one). */
export async function seedLargeContent(url: string, serviceKey: string, counts: ContentCounts = LARGE_CONTENT): Promise<SeedFigures> {
  const t0 = performance.now();
  const posts = scalePosts(counts.posts);
  const products = largeProducts(counts.products);
  const testimonials = largeTestimonials(counts.testimonials);
  await insertPosts(url, serviceKey, posts);
  await insertRows(url, serviceKey, 'products', products);
  await insertRows(url, serviceKey, 'testimonials', testimonials);
  const bytes = [posts, products, testimonials].reduce((n, rows) => n + Buffer.byteLength(JSON.stringify(rows)), 0);
  return { ...counts, bytes, ms: Math.round(performance.now() - t0) };
}

export interface ContentRow {
  route: string;
  status: number;
  /** HTML bytes as sent (br) and as read. */
  htmlBrBytes: number;
  htmlBytes: number;
  transferBytes: number;
  domElements: number;
  apiBytes: number;
  apiRequests: number;
  /** After a write (the host renders, reading the tables), and from the host's cache: medians of 5. */
  renderMsMedian: number;
  cachedMsMedian: number;
  error?: string;
}

/** Elements of the document and of every shadow root in it; transfer bytes of the page and all it loaded. */
const COUNT_IN_PAGE = `(() => {
  const count = (root) => {
    let n = 0;
    for (const el of root.querySelectorAll('*')) {
      n++;
      if (el.shadowRoot) n += count(el.shadowRoot);
    }
    return n;
  };
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  return { dom: count(document), transfer: (nav ? nav.transferSize : 0) + resources.reduce((s, r) => s + r.transferSize, 0) };
})()`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const API = /\/(rest\/v1|storage\/v1\/object\/list|functions\/v1)\//;

/**
 * A write that changes nothing but drops the host's pages, as any staff write does (the publish hook's NOTIFY,
 * statement-level: it fires with no row updated): the next request renders.
 */
export async function touchContent(url: string, serviceKey: string): Promise<void> {
  const res = await fetch(`${url}/rest/v1/testimonials?id=eq.00000000-0000-0000-0000-000000000000`, {
    method: 'PATCH',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ featured: false }),
  });
  if (!res.ok) throw new Error(`touching the content: ${res.status}`);
  await new Promise((r) => setTimeout(r, 30)); // the notification reaches the host
}

/**
 * The server's time to answer the HTML (brotli accepted, as a browser asks), 5 times after `invalidate` (it renders:
 * the read of the tables included) and 5 times from its cache.
 */
async function serverTimes(url: string, invalidate: () => Promise<void>) {
  const time = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    const body = await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status, br: Number(res.headers.get('content-length') ?? 0) || body.byteLength };
  };
  const rendered: number[] = [];
  for (let i = 0; i < 5; i++) {
    await invalidate();
    rendered.push((await time()).ms);
  }
  const cached = [];
  for (let i = 0; i < 5; i++) cached.push(await time());
  const plain = (await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer()).byteLength;
  return { rendered, cached: cached.map((c) => c.ms), status: cached[0]!.status, br: cached[0]!.br, plain };
}

/** One route in a fresh context: loaded, scrolled to the end (visible islands wake), then counted. */
async function measurePage(
  browser: Browser,
  url: string,
): Promise<Pick<ContentRow, 'transferBytes' | 'domElements' | 'apiBytes' | 'apiRequests'>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const api = { bytes: 0, requests: 0 };
    page.on('requestfinished', (req) => {
      if (!API.test(req.url())) return;
      api.requests++;
      void req
        .sizes()
        .then((s) => (api.bytes += s.responseBodySize))
        .catch(() => {});
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(500);
    // A string, not a function: tsx names functions with a helper the page does not have.
    const counted = (await page.evaluate(COUNT_IN_PAGE)) as { dom: number; transfer: number };
    return { transferBytes: counted.transfer, domElements: counted.dom, apiBytes: api.bytes, apiRequests: api.requests };
  } finally {
    await context.close();
  }
}

/** Every route's figures on the host at `origin` (seeded beforehand); `invalidate` makes the next request render. */
export async function measureContent(
  browser: Browser,
  origin: string,
  routes: string[],
  invalidate: () => Promise<void>,
): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  for (const route of routes) {
    try {
      const server = await serverTimes(origin + route, invalidate);
      const page = /\.xml$/.test(route)
        ? { transferBytes: server.br, domElements: 0, apiBytes: 0, apiRequests: 0 }
        : await measurePage(browser, origin + route);
      rows.push({
        route,
        status: server.status,
        htmlBrBytes: server.br,
        htmlBytes: server.plain,
        renderMsMedian: Math.round(median(server.rendered)),
        cachedMsMedian: Math.round(median(server.cached)),
        ...page,
      });
    } catch (err) {
      const error = err instanceof Error ? err.message.split('\n')[0]! : String(err);
      rows.push({
        route,
        status: 0,
        htmlBrBytes: 0,
        htmlBytes: 0,
        transferBytes: 0,
        domElements: 0,
        apiBytes: 0,
        apiRequests: 0,
        renderMsMedian: 0,
        cachedMsMedian: 0,
        error,
      });
    }
  }
  return rows;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The table printed by the bench and written to its markdown report. */
export function markdownContent(rows: ContentRow[], seed: SeedFigures): string {
  const head =
    `Seeded with the service key: ${seed.posts} posts, ${seed.products} products, ${seed.testimonials} testimonials ` +
    `(${kb(seed.bytes)} of JSON, ${(seed.ms / 1000).toFixed(1)} s).\n\n` +
    '| route | status | HTML (br / plain) | page weight | DOM elements | API data (requests) | server: render / cached (median of 5) |\n' +
    '| --- | --- | --- | --- | --- | --- | --- |\n';
  return (
    head +
    rows
      .map((r) =>
        r.error
          ? `| ${r.route} | error: ${r.error} | | | | | |`
          : `| ${r.route} | ${r.status} | ${kb(r.htmlBrBytes)} / ${kb(r.htmlBytes)} | ${kb(r.transferBytes)} | ${r.domElements} | ${kb(r.apiBytes)} (${r.apiRequests}) | ${r.renderMsMedian} / ${r.cachedMsMedian} ms |`,
      )
      .join('\n') +
    '\n'
  );
}
