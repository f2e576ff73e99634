/**
 * What went wrong in a page, the same way in every engine. WebKit's driver has no console (no log endpoint, no
 * BiDi), so a same-origin script, served by the test's own servers and put first in <head>, records what a page
 * reports: console.error and console.warn, uncaught errors, unhandled rejections, CSP violations, a resource (script,
 * stylesheet, image, media) that failed to load, and any console line about a hydration (`[medspa] <tag> hydration:`,
 * whatever its level). Each record is POSTed back to the server that served the script (keepalive, so one sent just
 * before a navigation arrives) and kept in the page too; `pending` counts what is not yet acknowledged.
 *
 * Production pages are untouched: the proxy (servers.ts) inserts the script into the HTML it forwards, the partner
 * pages of the embed tests carry it in their own markup.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const COLLECTOR_PATH = '/__engines/collect.js';
export const REPORT_PATH = '/__engines/report';
export const COLLECTOR_TAG = `<script src="${COLLECTOR_PATH}"></script>`;

/** Runs in the page (classic script, before any other). Kept to what every engine of the suite has. */
const collector = `(() => {
  if (window.__engineErrors) return;
  const list = (window.__engineErrors = []);
  window.__enginePending = 0;
  const text = (v) => {
    if (v instanceof Error) return (v.name ? v.name + ': ' : '') + v.message;
    if (typeof v === 'string') return v;
    try { return JSON.stringify(v); } catch { return String(v); }
  };
  const record = (kind, message) => {
    const entry = { kind, message: String(message).slice(0, 2000), page: location.href };
    list.push(entry);
    window.__enginePending++;
    fetch(${JSON.stringify(REPORT_PATH)}, { method: 'POST', body: JSON.stringify(entry), keepalive: true, headers: { 'content-type': 'text/plain' } })
      .catch(() => {})
      .finally(() => { window.__enginePending--; });
  };
  for (const level of ['error', 'warn', 'info', 'log']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      const line = args.map(text).join(' ');
      if (level === 'error' || level === 'warn') record('console.' + level, line);
      else if (/\\[medspa\\].*hydration/.test(line)) record('console.' + level, line);
      original(...args);
    };
  }
  addEventListener('error', (e) => {
    const t = e.target;
    if (t && t !== window && t.localName) {
      record('resource', t.localName + ' ' + (t.currentSrc || t.src || t.href || ''));
      return;
    }
    record('pageerror', e.error ? text(e.error) : e.message);
  }, true);
  addEventListener('unhandledrejection', (e) => record('unhandledrejection', text(e.reason)));
  addEventListener('securitypolicyviolation', (e) =>
    record('csp', e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' (' + e.sourceFile + ':' + e.lineNumber + ')'));
})();
`;

export interface Report {
  kind: string;
  message: string;
  page: string;
}

/** Where a server keeps what its pages reported (the suite drains it after each test). */
export class ReportStore {
  private entries: Report[] = [];
  add(r: Report): void {
    this.entries.push(r);
  }
  drain(): Report[] {
    return this.entries.splice(0);
  }
}

/** Answers the collector's two paths; returns false for any other request. */
export function handleCollector(req: IncomingMessage, res: ServerResponse, store: ReportStore): boolean {
  const path = (req.url ?? '/').split('?')[0];
  if (path === COLLECTOR_PATH) {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(collector);
    return true;
  }
  if (path === REPORT_PATH && req.method === 'POST') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      try {
        store.add(JSON.parse(body) as Report);
      } catch {
        store.add({ kind: 'collector', message: `unreadable report: ${body.slice(0, 200)}`, page: '' });
      }
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
    });
    return true;
  }
  return false;
}

/** Puts the collector first in <head> (right after <head>, before the page's first script or stylesheet). */
export function injectCollector(html: string): string {
  const at = /<head[^>]*>/i.exec(html);
  if (!at) return COLLECTOR_TAG + html;
  const end = at.index + at[0].length;
  return html.slice(0, end) + COLLECTOR_TAG + html.slice(end);
}
