/**
 * "Sent exactly once", asserted on events instead of after a pause: the page's inserts into a table (POST
 * /rest/v1/<table>, to whichever origin) are recorded as they start, and `landed()` waits for the answer of every
 * one started and says how many there were. Call it once the page has said the send went through (the toast, the
 * dialog closing): a second send made of the same press (the held one replayed and React's own, say) starts with the
 * first, before the first's answer is back, so by then it is recorded.
 */
import type { Page, Request } from '@playwright/test';

export function watchSends(page: Page, table: string): { landed(): Promise<number> } {
  const sends: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/rest/v1/${table}`) sends.push(r);
  });
  return {
    async landed() {
      await Promise.all(sends.map((r) => r.response()));
      return sends.length;
    },
  };
}
