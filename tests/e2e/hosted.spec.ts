/**
 * The hosted story, offline: a second local backend on another origin plays the hosted Supabase project; the site is
 * built with its URL and key (SUPABASE_URL, SUPABASE_ANON_KEY) into its own folder, beside the widgets of the build
 * under test (what the site's pages configure them with is the site build's), and served by a plain static file
 * server, not the project's host, as a CDN would. Then nothing may ask the static origin for /rest, /storage or
 * /functions, the images load from the project, and a consultation lands in the project's database.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import send from 'send';
import type { Page } from '@playwright/test';
import { serveLocalBackend } from '../../supabase/local/index';
import { test, expect } from './support/fixtures';
import { wakeIslands } from './support/islands';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, 'test-results/dist-hosted');
const API_PATHS = /^\/(rest|storage|functions|auth)\/v1\//;

let project: Awaited<ReturnType<typeof serveLocalBackend>>;
let staticServer: Server;
let site = '';

test.describe.configure({ mode: 'serial' });
// The static pages of this origin, offline, load no map (the map is not in view).
test.use({ ignoreConsole: [/get-google-maps-key|map configuration/] });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  project = await serveLocalBackend({ port: 0, env: {} });
  // The widgets of the build under test: on the site's pages they read the project from the page's configuration
  // block, which the site build writes from SUPABASE_URL (site/build.ts configFromEnv), so only the site is rebuilt.
  // (Their times kept: the .br and .gz beside them stay newer than the files, so the build does not compress them again.)
  rmSync(DIST, { recursive: true, force: true });
  cpSync(resolve(ROOT, process.env.MEDSPA_DIST ?? 'dist', 'widgets'), resolve(DIST, 'widgets'), {
    recursive: true,
    preserveTimestamps: true,
  });
  // Not spawnSync: the project answers from this process, and the build reads it (the snapshot) while it runs.
  const built = await new Promise<{ status: number | null; output: string }>((done) => {
    let output = '';
    const child = spawn('npm', ['run', '--silent', 'build:site'], {
      cwd: ROOT,
      env: { ...process.env, SUPABASE_URL: project.url, SUPABASE_ANON_KEY: project.backend.anonKey, MEDSPA_DIST: DIST },
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => done({ status, output }));
  });
  expect(built.status, `the hosted build failed:\n${built.output}`).toBe(0);
  // A plain static file server: files and directory indexes, nothing else (no API, no rewrites, no headers).
  staticServer = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://static').pathname);
    send(req, path, { root: DIST, index: ['index.html'] })
      .on('error', (err: { status?: number }) => {
        res.statusCode = err.status ?? 500;
        res.end();
      })
      .pipe(res);
  });
  await new Promise<void>((ok) => staticServer.listen(0, '127.0.0.1', ok));
  site = `http://127.0.0.1:${(staticServer.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  await new Promise((ok) => staticServer?.close(ok));
  await project?.close();
});

/** Opens a page of the static origin and returns every URL it requested. */
async function visit(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto(`${site}${path}`);
  // Server-rendered elements read the project once live (a visitor's touch): wake them all.
  await wakeIslands(page);
  await page.waitForLoadState('networkidle');
  return urls;
}

for (const path of ['/', '/store', '/blog', '/blog/6f1c2a3e-0d4b-4c1a-9e51-1a2b3c4d5e01/']) {
  test(`${path}: no API call reaches the static origin; the data comes from the project`, async ({ page }) => {
    const urls = await visit(page, path);
    const toStatic = urls.filter((u) => u.startsWith(site) && API_PATHS.test(new URL(u).pathname));
    expect(toStatic).toEqual([]);
    expect(urls.some((u) => u.startsWith(`${project.url}/`))).toBe(true);
  });
}

test("the home page's images load from the project: the static first image and the hero's slides", async ({ page }) => {
  await visit(page, '/');
  const fallback = await page.evaluate(() =>
    document.querySelector('medspa-hero')?.shadowRoot?.querySelector<HTMLImageElement>('img.hero__slide')?.getAttribute('data-original'),
  );
  expect(fallback).toBe(`${project.url}/storage/v1/object/public/hero_images/hero-1-treatment-room.jpg`);
  const slide = page.locator('medspa-hero .hero__slide.is-active');
  await expect(slide).toHaveAttribute('data-original', new RegExp(`^${project.url}/storage/v1/object/public/hero_images/`));
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("a consultation sent from the static site is stored in the project's database", async ({ page }) => {
  await visit(page, '/');
  const email = `hosted-${Date.now()}@example.com`;
  await page.locator('medspa-navbar').getByRole('button', { name: 'Schedule Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await dialog.getByLabel('Name').fill('Hosted Visitor');
  await dialog.getByLabel('Phone').fill('(314) 555-0199');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Reason for Visit').fill('Asking from the static site');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.locator('medspa-toaster .toast__title')).toHaveText("Consultation request sent successfully! We'll contact you soon.");
  const { rows } = await project.backend.db.query('select name from public.contact_submissions where email = $1', [email]);
  expect(rows).toEqual([{ name: 'Hosted Visitor' }]);
});
