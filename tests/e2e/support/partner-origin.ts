/**
 * A partner's page on ANOTHER origin: a tiny static server on its own port whose every answer carries a strict
 * CSP (scripts, styles, fetches and images only from itself and the clinic; no inline script or style).
 *
 *   const partner = await startPartner(host, { '/page.html': () => ({ type: 'text/html', body }) });
 *   await page.goto(`${partner.origin}/page.html`); … await partner.close();
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const partnerCsp = (clinic: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${clinic}`,
    "style-src 'self'",
    `connect-src 'self' ${clinic}`,
    `img-src 'self' data: blob: ${clinic}`,
    `media-src 'self' blob: ${clinic}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * The port of the one partner origin the clinic's test server allows as a checkout return address
 * (CHECKOUT_RETURN_ORIGINS, set in playwright.config.ts): derived from the clinic's port, so parallel runs differ.
 */
export const returnPartnerPort = (clinicPort: number) => clinicPort + 1000;

export interface Partner {
  origin: string;
  close: () => Promise<void>;
}

export async function startPartner(
  clinic: string,
  /** Each path's answer; `headers` replace the defaults (a page with its own CSP: tests/e2e/attribution.spec.ts). */
  files: Record<string, () => { type: string; body: string; headers?: Record<string, string> }>,
  port = 0,
): Promise<Partner> {
  const server = createServer((req, res) => {
    const file = files[(req.url ?? '/').split('?')[0]!];
    const headers = { 'Content-Security-Policy': partnerCsp(clinic), 'Cache-Control': 'no-store' };
    if (!file) {
      res.writeHead(404, headers);
      return res.end();
    }
    const { type, body, headers: own } = file();
    res.writeHead(200, { ...headers, ...own, 'Content-Type': `${type}; charset=utf-8` });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
