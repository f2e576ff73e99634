// @vitest-environment node
/**
 * The site build renders from build-time data: the first images come from the bucket listings of the snapshot, with
 * the URLs of the configured project, so a static host never serves (or lacks) a /storage path of its own.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './build';
import { densityCapped, MAX_DENSITY } from '../widgets/runtime/media/image-url';
import { IMAGE_LAYOUTS } from '../widgets/runtime/media/layouts';
import { readHashes, SCRIPT_HASHES, STYLE_HASHES, cspHash } from './render/paths';
import { takeSnapshot, type Snapshot } from './snapshot';

const HOSTED = 'https://abcdefgh.supabase.co';
const savedUrl = process.env.SUPABASE_URL;
let seed: Snapshot;
let hosted: Snapshot;
const dist = mkdtempSync(join(tmpdir(), 'medspa-site-'));
const html = (file: string) => readFileSync(join(dist, file), 'utf8');
const allHtml = (dir = dist): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allHtml(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );

beforeAll(async () => {
  seed = await takeSnapshot();
  // The same data as a hosted project would list it: every URL on the project's origin.
  hosted = JSON.parse(JSON.stringify(seed).replaceAll('"/storage/v1/', `"${HOSTED}/storage/v1/`)) as Snapshot;
  hosted.source = HOSTED;
  // A hosted build is configured for its project (the elements' server render resolves storage paths against it,
  // e.g. the store's featured products).
  process.env.SUPABASE_URL = HOSTED;
  await buildSite({ dist, quiet: true, snapshot: hosted });
}, 60_000);
afterAll(() => {
  if (savedUrl === undefined) delete process.env.SUPABASE_URL;
  else process.env.SUPABASE_URL = savedUrl;
  rmSync(dist, { recursive: true, force: true });
});

describe('build-time data', () => {
  it('the local seed lists every bucket with public URLs relative to the site (the local host mounts the API)', () => {
    expect(seed.source).toBe('local seed');
    expect(seed.buckets.hero_images.map((i) => i.name)).toEqual([
      'hero-1-treatment-room.jpg',
      'hero-2-reception.jpg',
      'hero-3-iv-lounge.jpg',
    ]);
    expect(seed.buckets.hero_images[0]!.url).toBe('/storage/v1/object/public/hero_images/hero-1-treatment-room.jpg');
    expect(seed.buckets.gallery_images.some((i) => i.kind === 'video')).toBe(true);
    expect(seed.news.length).toBeGreaterThan(0);
    expect(seed.products.length).toBeGreaterThan(0);
  });

  it("the home page's first image is the hero bucket's first image, on the configured project, as variants", () => {
    const page = html('index.html');
    // <medspa-hero> draws its first slide itself, in its server-rendered shadow root (React writes srcSet).
    const img = page.match(/<img class="hero__slide[^"]*"[^>]*>/)![0];
    const hero = `${HOSTED}/storage/v1/render/image/public/hero_images/hero-1-treatment-room.jpg`;
    expect(img).toContain(`data-original="${HOSTED}/storage/v1/object/public/hero_images/hero-1-treatment-room.jpg"`);
    expect(img).toContain(`srcSet="${hero}?width=80&amp;height=45&amp;resize=cover&amp;quality=${IMAGE_LAYOUTS.hero.quality} 80w,`);
    expect(img).toContain(`${hero}?width=2400&amp;height=1350&amp;resize=cover&amp;quality=${IMAGE_LAYOUTS.hero.quality} 2400w"`);
    // its layout's sizes, capped at 2 device pixels per CSS pixel (widgets/runtime/media/layouts.ts)
    const sizes = densityCapped(IMAGE_LAYOUTS.hero.sizes, MAX_DENSITY);
    const portraitSizes = densityCapped(IMAGE_LAYOUTS.hero.art[0].sizes, MAX_DENSITY);
    expect(sizes).toMatch(/^\(min-resolution: 3dppx\) /);
    expect(img).toContain(` sizes="${sizes}"`);
    // phones get a portrait crop, and the head preloads exactly what the <picture> picks, one link per media
    expect(page).toContain(
      `<source media="(max-width: 700px)" srcSet="${hero}?width=80&amp;height=120&amp;resize=cover&amp;quality=${IMAGE_LAYOUTS.hero.quality} 80w,`,
    );
    const head = page.slice(0, page.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g)!;
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain('media="(max-width: 700px)"');
    expect(preloads[0]).toContain(`imageSizes="${portraitSizes}"`);
    expect(preloads[1]).toContain('media="not all and (max-width: 700px)"');
    expect(preloads[1]).toContain(`imageSizes="${sizes}"`);
    for (const p of preloads) expect(p).toMatch(/fetchpriority="high"/i);
  });

  it('with transformations off (SUPABASE_IMAGE_TRANSFORMATIONS=off) every image is its original address', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'medspa-site-plain-'));
    try {
      await buildSite({ dist: plain, quiet: true, snapshot: hosted, imageTransformations: false });
      for (const file of allHtml(plain)) expect(readFileSync(file, 'utf8'), file).not.toMatch(/render\/image|srcset=|data-original=/i);
      expect(readFileSync(join(plain, 'index.html'), 'utf8')).toContain(
        `src="${HOSTED}/storage/v1/object/public/hero_images/hero-1-treatment-room.jpg"`,
      );
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  }, 60_000);

  it('no page points at /storage on the static host', () => {
    for (const file of allHtml()) expect(readFileSync(file, 'utf8'), file).not.toMatch(/(src|href|srcset|poster)="\/storage\//);
  });
});

describe('scripts in the page (issue 39)', () => {
  it("a page carries no script of its own but the loader's start, which the host's CSP allows by hash", () => {
    const allowed = new Set(readHashes(dist, SCRIPT_HASHES));
    let started = 0;
    for (const file of allHtml()) {
      const page = readFileSync(file, 'utf8');
      // executable inline scripts: no src and no data type (JSON-LD, the elements' answers and config are data)
      for (const [, attrs, js] of page.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=|\stype="application\/(ld\+)?json"/.test(attrs ?? '')) continue;
        expect(attrs, file).toContain('data-src="/widgets/loader.js"');
        expect(allowed.has(cspHash(js!)), file).toBe(true);
        started++;
      }
    }
    expect(started, 'the home page, /about and the service pages with a photo start the loader so').toBeGreaterThan(2);
  });
});

describe('CSS in the page (issue 39)', () => {
  it("every page carries its CSS itself, and each stylesheet (head or shadow root) is one the host's CSP allows", () => {
    const allowed = new Set(readHashes(dist, STYLE_HASHES));
    for (const file of allHtml()) {
      const page = readFileSync(file, 'utf8');
      // No second request before the first paint: no page links a stylesheet of the site.
      expect(page, file).not.toMatch(/<link rel="stylesheet"/);
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head, file).toMatch(/<style>[^<]*--medspa-/); // the site's CSS, its theme tokens first
      for (const [, css] of page.matchAll(/<style>([\s\S]*?)<\/style>/g)) expect(allowed.has(cspHash(css!)), file).toBe(true);
    }
  });
});
