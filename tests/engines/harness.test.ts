/**
 * The suite's own means, checked in each engine so that a passing run means something: the collector records
 * each kind of report (console error and warning, uncaught error, unhandled rejection, CSP violation, failed
 * resource, a hydration line at any level), the view is exactly the width asked for, and a locator finds an
 * element inside a shadow root by its name.
 */
import { expect, it } from 'vitest';
import { describeEngine, ENGINE, useEngine } from './suite';

describeEngine(`${ENGINE}: the harness`, () => {
  const t = useEngine();

  it('the collector records every kind of report, across a navigation', async () => {
    const page = t.page;
    await page.goto('/about');
    expect(await page.evaluate(() => Array.isArray((window as unknown as { __engineErrors?: unknown }).__engineErrors))).toBe(true);
    await page.evaluate(() => {
      console.error('probe console error');
      console.warn('probe console warning');
      console.info('[medspa] <medspa-probe> hydration: probe mismatch');
      console.info('an ordinary line');
      setTimeout(() => {
        throw new Error('probe uncaught');
      });
      void Promise.reject(new Error('probe rejection'));
      const script = document.createElement('script');
      script.src = 'http://127.0.0.2:9/probe.js'; // another origin: the CSP's script-src refuses it
      document.head.append(script);
      const img = document.createElement('img');
      img.src = '/no-such-image.png';
      document.body.append(img);
      return true;
    });
    // Each probe recorded by the page's collector (the uncaught error, the CSP report and the failed image come a task
    // or more later), then the navigation below flushes what it sent.
    await page.waitFor(
      (probes: [string, string][]) => {
        const seen = (window as unknown as { __engineErrors: { kind: string; message: string }[] }).__engineErrors;
        return probes.every(([kind, part]) => seen.some((r) => r.kind === kind && r.message.includes(part)));
      },
      [
        ['pageerror', 'probe uncaught'],
        ['unhandledrejection', 'probe rejection'],
        ['csp', 'probe.js'],
        ['resource', 'no-such-image.png'],
      ],
      { timeout: 10_000 },
    );
    await page.goto('/contact'); // what was sent before leaving arrives
    const kinds = (await t.takeReports()).map((r) => `${r.kind}: ${r.message}`).join('\n');
    expect(kinds).toMatch(/console\.error: probe console error/);
    expect(kinds).toMatch(/console\.warn: probe console warning/);
    expect(kinds).toMatch(/console\.info: \[medspa\] <medspa-probe> hydration: probe mismatch/);
    expect(kinds).not.toMatch(/an ordinary line/);
    expect(kinds).toMatch(/pageerror: .*probe uncaught/);
    expect(kinds).toMatch(/unhandledrejection: .*probe rejection/);
    expect(kinds).toMatch(/csp: script-src.* blocked http:\/\/127\.0\.0\.2:9\/probe\.js/);
    expect(kinds).toMatch(/resource: img .*\/no-such-image\.png/);
  });

  it('the view is exactly 390 and 1280 px wide; a locator reaches into shadow roots by name', async () => {
    const page = t.page;
    for (const width of [390, 1280]) {
      await page.setViewport(width, 800);
      await page.goto('/');
      expect(await page.evaluate(() => [innerWidth, document.documentElement.clientWidth])).toEqual([width, width]);
    }
    const link = page.locator('medspa-navbar', 'a', { name: 'About', exact: true });
    expect(await link.attr('href')).toBe('/about');
    expect(await page.evaluate(() => document.querySelector('a[href="/about"]')?.closest('medspa-navbar'))).toBeFalsy();
    expect(await page.locator('medspa-navbar', 'a', { name: 'No such link', exact: true }).count()).toBe(0);
  });
});

// Only WebKit's driver is a process of the test's own (servers.ts startWebKitDriver, detached in its own group).
if (ENGINE === 'webkit')
  describeEngine(`${ENGINE}: the driver's own process`, () => {
    it('a WebKitWebDriver whose test process ends without closing it goes with that process', async () => {
      const { spawn } = await import('node:child_process');
      const code = `import('./tests/engines/servers.ts').then(async (m) => {
      const d = await m.startWebKitDriver({ display: ':0', config: '/tmp' });
      console.log(d.url);
      process.exit(0); // no close()
    });`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (b: Buffer) => (out += b));
      await new Promise<void>((done) => child.once('exit', () => done()));
      const url = out.trim();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // Its port stops answering once the group is gone (the kill is sent as the process exits; the driver may take a
      // moment to die).
      const answers = () =>
        fetch(`${url}/status`).then(
          () => true,
          () => false,
        );
      await expect.poll(answers, { timeout: 10_000, interval: 100 }).toBe(false);
    });
  });
