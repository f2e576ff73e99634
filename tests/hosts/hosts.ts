/**
 * The host apps of the conformance suite (issue 37), built and served as a partner would run them:
 *
 *   const built = await buildHosts(dir);                       // vite build of each app (seconds)
 *   const hosts = await serveHosts(built, clinicOrigin);       // each app on its own origin (a port of its own)
 *   … hosts.origin.react … ; await hosts.close();
 *
 * Each app is served by a small node http server with a partner's strict CSP (tests/e2e/support/partner-origin.ts),
 * its pages with the clinic's origin in place of https://clinic.example (the one script tag of the catalogue's
 * snippet) and any path without a file answered with the app's index.html (client-side routes).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partnerCsp } from '../e2e/support/partner-origin';
import { HOST_APPS, type HostApp } from './shared/cases';

export const HOSTS_DIR = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HOSTS_DIR, '..', '..');
/** What the apps' index.html files name as the clinic; the server puts the real origin there. */
export const CLINIC_PLACEHOLDER = 'https://clinic.example';

/** Each app's Vite plugins (imported when building only: the plugins load compilers). */
async function pluginsFor(app: HostApp) {
  if (app === 'react') return [(await import('@vitejs/plugin-react')).default()];
  if (app === 'vue') {
    const vue = (await import('@vitejs/plugin-vue')).default;
    // Vue renders the widgets (and the design system's tags) as custom elements, not components.
    return [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('medspa-') || tag.startsWith('acme-') } } })];
  }
  if (app === 'svelte') return [(await import('@sveltejs/vite-plugin-svelte')).svelte({ configFile: false })];
  return [];
}

/** Builds every app into `<outDir>/<app>`; returns outDir. */
export async function buildHosts(outDir: string): Promise<string> {
  const { build } = await import('vite');
  for (const app of HOST_APPS) {
    await build({
      root: join(HOSTS_DIR, app),
      configFile: false,
      envFile: false,
      logLevel: 'error',
      plugins: await pluginsFor(app),
      // The apps' own production build: no development warnings in the page (the suites fail on any).
      mode: 'production',
      build: { outDir: join(outDir, app), emptyOutDir: true, reportCompressedSize: false },
    });
  }
  return outDir;
}

/** Every file of tests/hosts and the lock file: what a build depends on. */
function sourceHash(): string {
  const hash = createHash('sha256').update(readFileSync(join(ROOT, 'package-lock.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(HOSTS_DIR, path)).update(readFileSync(path));
    }
  };
  walk(HOSTS_DIR);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The apps built once for their sources: test-results/hosts-build/<hash of tests/hosts and the lock file>, built
 * when missing (into a folder of this process, then renamed: the two engine runs may build at the same moment).
 */
export async function builtHosts(): Promise<string> {
  const dir = join(ROOT, 'test-results', 'hosts-build', sourceHash());
  if (existsSync(join(dir, '.built'))) return dir;
  rmSync(dir, { recursive: true, force: true }); // a build cut short
  const tmp = `${dir}.${process.pid}.tmp`;
  await buildHosts(tmp);
  writeFileSync(join(tmp, '.built'), '');
  try {
    renameSync(tmp, dir);
  } catch {
    rmSync(tmp, { recursive: true, force: true }); // another process's build came first: the same sources
  }
  // Builds of older sources are not read again.
  for (const old of readdirSync(dirname(dir)))
    if (!old.endsWith('.tmp') && join(dirname(dir), old) !== dir) rmSync(join(dirname(dir), old), { recursive: true, force: true });
  return dir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface ServeOptions {
  /** Edits each HTML page (the engines suite puts its error collector first in <head>). */
  html?: (body: string) => string;
  /** Answers a request before the files do (returns true when it did). */
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface Hosts {
  origin: Record<HostApp, string>;
  close: () => Promise<void>;
}

function appServer(dir: string, clinic: string, opts: ServeOptions): Server {
  return createServer((req, res) => {
    if (opts.handle?.(req, res)) return;
    const headers = { 'Content-Security-Policy': partnerCsp(clinic), 'Cache-Control': 'no-store' };
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(path)) {
        res.writeHead(404, headers);
        return res.end();
      }
      file = join(dir, 'index.html'); // a client-side route
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body: string | Buffer = readFileSync(file);
    if (type === 'text/html') {
      body = body.toString('utf8').replaceAll(CLINIC_PLACEHOLDER, clinic);
      if (opts.html) body = opts.html(body);
    }
    res.writeHead(200, { ...headers, 'Content-Type': `${type}; charset=utf-8` });
    res.end(body);
  });
}

/**
 * Serves each built app (buildHosts) on its own origin: 127.0.0.1 on a port the system picks (so runs in parallel,
 * and the engines' fixed ports, never meet), against the clinic at `clinic`.
 */
export async function serveHosts(builtDir: string, clinic: string, opts: ServeOptions = {}): Promise<Hosts> {
  const servers: Server[] = [];
  const origin = {} as Record<HostApp, string>;
  for (const app of HOST_APPS) {
    const server = appServer(join(builtDir, app), clinic, opts);
    server.keepAliveTimeout = 1_000;
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    servers.push(server);
    origin[app] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    origin,
    close: async () => {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((done) => {
              s.closeAllConnections();
              s.close(() => done());
            }),
        ),
      );
    },
  };
}
