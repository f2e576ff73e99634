/**
 * For tests that render pages: createPageContext (./context.ts) with a test's defaults: an empty snapshot, `asset`
 * giving `/<path>`, `css` a comment naming the file, the origin https://clinic.test and the booking URL https://book.test/.
 */
import type { PageBody, PageContext } from './page';
import { renderHtml } from './html';
import { headHtml } from './layout';
import type { Snapshot } from '../snapshot';
import { BUCKETS } from '../../widgets/content/buckets';
import { createPageContext, type PageContextInput } from './context';
import { loadRenderer } from './renderer';

/** An empty snapshot, for pages that read none of it. */
export const emptySnapshot = (): Snapshot => ({
  source: 'test',
  takenAt: '',
  news: [],
  products: [],
  buckets: Object.fromEntries(BUCKETS.map((b) => [b, []])) as unknown as Snapshot['buckets'],
});

/** A page context over the real renderer, with the test's defaults for what is not given. */
export async function testContext(given: Partial<PageContextInput> = {}): Promise<PageContext> {
  return createPageContext(await loadRenderer(), {
    siteUrl: 'https://clinic.test',
    bookingUrl: 'https://book.test/',
    asset: (p) => `/${p}`,
    css: (p) => `/* ${p} */`,
    js: (p) => `/* ${p} */`,
    snapshot: emptySnapshot(),
    ...given,
  });
}

/** A page body as the layout writes it: its content and its <head> elements as HTML. */
export const bodyHtml = (body: PageBody): { content: string; head: string; styles?: string[] } => ({
  ...body,
  content: renderHtml(body.content),
  head: headHtml(body.head ?? []),
});
