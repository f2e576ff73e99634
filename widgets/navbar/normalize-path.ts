/**
 * The page a path stands for in the navigation bar. Paths compare without a trailing slash or `.html`, so `/about/`
 * and `/about.html` are the About page; a page inside a section whose pages have no link of their own in the bar is
 * that section: a post, `/blog/<id>`, is Blog (docs/product.md §2.2, issue 32), as a service page is Services.
 */
import { SITE_PAGES } from '../content/navigation';

const SECTIONS = [SITE_PAGES.blog.path] as const;

export function normalizePath(path: string): string {
  const p = path
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return SECTIONS.find((s) => p.startsWith(`${s}/`)) ?? (p || '/');
}
