/**
 * Global setup of one engine's run (vitest.engines.config.ts; ENGINE=firefox|webkit): the site on a fresh in-memory
 * database behind the collector's proxy, and for WebKit the X display (each file starts its own WebKitWebDriver on
 * it). The test files get the addresses through `inject` (suite.ts). Errors the pages report go to the proxy's store,
 * which a small endpoint of the setup hands to the tests (they run in workers): GET <control>/reports drains it.
 *
 * Ports: from ENGINES_PORT (default: E2E_PORT, else 4173), eight in all (servers.ts portsFor), so both engines can run
 * at once.
 */
import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { ReportStore, handleCollector } from './collector';
import { portsFor, startDisplay, startProxy, startSite } from './servers';
import type { EngineName } from './driver';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: EngineName;
    baseURL: string;
    siteOrigin: string;
    /** WebKit: the X display and MiniBrowser's config directory (servers.ts startDisplay), or ''. */
    webkitDisplay: string;
    webkitConfig: string;
    partnerPort: number;
    reportsURL: string;
    /** Why the engine cannot run here (then every test is skipped), or ''. */
    unavailable: string;
  }
}

export function engineOf(env = process.env.ENGINE): EngineName {
  if (env === 'firefox' || env === 'webkit') return env;
  throw new Error(`ENGINE must be firefox or webkit (got ${env ?? 'nothing'})`);
}

export default async function setup(project: TestProject) {
  const engine = engineOf();
  const unavailable = process.env.ENGINE_UNAVAILABLE ?? '';
  project.provide('engine', engine);
  project.provide('unavailable', unavailable);
  if (unavailable) {
    console.log(`engines: ${engine} skipped: ${unavailable}`);
    for (const key of ['baseURL', 'siteOrigin', 'webkitDisplay', 'webkitConfig', 'reportsURL'] as const) project.provide(key, '');
    project.provide('partnerPort', 0);
    return;
  }
  const ports = portsFor(Number(process.env.ENGINES_PORT ?? process.env.E2E_PORT ?? 4173), engine);
  const store = new ReportStore();
  const closers: (() => Promise<void>)[] = [];
  const t0 = performance.now();
  try {
    const proxy = await startProxy(ports.proxy, ports.site, store);
    closers.push(proxy.close);
    const site = await startSite(ports, proxy.origin);
    closers.push(site.close);
    let display = { display: '', config: '' };
    if (engine === 'webkit') {
      const x = await startDisplay(ports);
      closers.push(x.close);
      display = x;
    }
    // The partner pages' reports (their own server, in the workers) and the proxy's, drained by the tests.
    const control = createServer((req, res) => {
      if (handleCollector(req, res, store)) return;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(store.drain()));
    });
    await new Promise<void>((done) => control.listen(ports.control, '127.0.0.1', done));
    closers.push(() => new Promise((done) => control.close(() => done())));
    project.provide('baseURL', proxy.origin);
    project.provide('siteOrigin', site.origin);
    project.provide('webkitDisplay', display.display);
    project.provide('webkitConfig', display.config);
    project.provide('partnerPort', ports.partner);
    project.provide('reportsURL', `http://127.0.0.1:${ports.control}`);
    console.log(`engines: ${engine} against ${proxy.origin} (site ${site.origin}), ready in ${Math.round(performance.now() - t0)} ms`);
  } catch (err) {
    for (const close of closers.reverse()) await close();
    throw err;
  }
  return async () => {
    for (const close of closers.reverse()) await close();
  };
}
