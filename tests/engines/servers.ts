/**
 * The processes one engine's run needs, started by the suite's global setup (setup.ts):
 * - the site as the Playwright suite runs it (scripts/start.mjs --no-build, the built <dist>, the embedded local
 *   backend on a fresh in-memory database: each engine its own, so per-address limits never meet);
 * - a proxy in front of it that puts the error collector (collector.ts) first in every page's <head> and forwards
 *   everything else untouched, with the Host header kept, so the site and its API run on the proxy's origin;
 * - for WebKit: Xvfb (MiniBrowser has no headless mode); each test file starts its own WebKitWebDriver on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/test-helpers';
import { handleCollector, injectCollector, type ReportStore } from './collector';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Ports of one engine's run from the suite's base port: site, proxy, partner page, the setup's report endpoint, and
 * for WebKit the X display. Firefox takes base..base+3, WebKit base+4..base+7: both can run at once.
 */
export function portsFor(base: number, engine: 'firefox' | 'webkit') {
  const b = engine === 'webkit' ? base + 4 : base;
  return { site: b, proxy: b + 1, partner: b + 2, control: b + 3, display: 50 + (base % 50) };
}
export type Ports = ReturnType<typeof portsFor>;

async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Keeps the last lines a child printed, for the message when it fails to start. */
function tail(child: ChildProcess): () => string {
  let out = '';
  const keep = (b: Buffer) => (out = (out + b.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => out;
}

export interface Site {
  origin: string;
  close: () => Promise<void>;
}

/** The host with its local backend, as playwright.config.ts's webServer starts it. `origin`: the proxy's. */
export async function startSite(ports: Ports, proxyOrigin: string): Promise<Site> {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(ports.site),
      LOCAL_DB_DIR: 'memory',
      // Several consultations a run, all from 127.0.0.1.
      SMS_DAILY_LIMIT_PER_CLIENT: '1000',
      CHECKOUT_RETURN_ORIGINS: proxyOrigin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const last = tail(child);
  const origin = `http://127.0.0.1:${ports.site}`;
  try {
    await waitFor(`${origin}/robots.txt`, 90_000, child);
  } catch (err) {
    await stop(child);
    throw new Error(`the site did not start: ${(err as Error).message}\n${last()}`);
  }
  return { origin, close: () => stop(child) };
}

/** The collector's proxy in front of the site (see the file's comment). */
export async function startProxy(
  port: number,
  target: number,
  store: ReportStore,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (handleCollector(req, res, store)) return;
    const headers = { ...req.headers };
    delete headers['accept-encoding']; // plain bodies, so a page can be edited
    const upstream = httpRequest({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers }, (up) => {
      const type = String(up.headers['content-type'] ?? '');
      if (!type.startsWith('text/html') || up.statusCode === 304 || req.method === 'HEAD') {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = injectCollector(Buffer.concat(chunks).toString('utf8'));
        const out = { ...up.headers };
        delete out['content-length'];
        delete out['content-encoding'];
        delete out['etag'];
        delete out['last-modified'];
        res.writeHead(up.statusCode ?? 502, { ...out, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    upstream.on('error', (err) => {
      res.writeHead(502);
      res.end(String(err));
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** MiniBrowser's toolbar shrunk, so a window can be 390 px wide inside (engines.md). */
const GTK_CSS = 'window * { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n';

export interface Display {
  /** The X display, `:N`. */
  display: string;
  /** XDG_CONFIG_HOME of MiniBrowser (its shrunk toolbar). */
  config: string;
  close: () => Promise<void>;
}

/** Xvfb on the run's display, with the GTK config every MiniBrowser of the run uses. */
export async function startDisplay(ports: Ports): Promise<Display> {
  const config = join(ROOT, 'test-results', 'engines', `webkit-config-${ports.site}`);
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const display = `:${ports.display}`;
  // A tall screen: room for a window the height of a whole page.
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1920x3000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const xlog = tail(xvfb);
  // Up when its socket is there (or it has exited: the display is taken, say).
  const socket = `/tmp/.X11-unix/X${ports.display}`;
  for (const end = Date.now() + 15_000; !existsSync(socket) && xvfb.exitCode === null && Date.now() < end;)
    await new Promise((r) => setTimeout(r, 50));
  if (xvfb.exitCode !== null || !existsSync(socket)) throw new Error(`Xvfb ${display} did not start:\n${xlog()}`);
  return { display, config, close: () => stop(xvfb) };
}

export interface WebKitDriver {
  url: string;
  /** Stops the driver and every MiniBrowser it started (its process group), even one that hangs. */
  close: () => Promise<void>;
}

/** How long a WebKitWebDriver may take to answer its status (driver.ts counts it in OPEN_TIMEOUT). */
export const DRIVER_START_TIMEOUT = 20_000;

/**
 * A WebKitWebDriver of its own for one test file (driver.ts openWebKit), on the run's display. In its own process
 * group, so a session that hangs can be ended with its browser and another driver started.
 */
export async function startWebKitDriver(display: Pick<Display, 'display' | 'config'>): Promise<WebKitDriver> {
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', ['-p', String(port), '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display.display, XDG_CONFIG_HOME: display.config },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const dlog = tail(driver);
  const exited = new Promise<void>((done) => driver.once('exit', () => done()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-driver.pid!, sig);
    } catch {
      // the group is gone
    }
  };
  // Detached, it would outlive a test process that ends without closing it (a crash, a worker stopped at its
  // timeout), browsers and all: the group goes with this process.
  const orphaned = () => signal('SIGKILL');
  process.once('exit', orphaned);
  const close = async () => {
    process.off('exit', orphaned);
    // TERM first, so the browsers exit while the driver is there to reap them; KILL what is left.
    signal('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
    signal('SIGKILL');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/status`, DRIVER_START_TIMEOUT, driver);
  } catch (err) {
    await close();
    throw new Error(`WebKitWebDriver did not start: ${(err as Error).message}\n${dlog()}`);
  }
  return { url, close };
}
