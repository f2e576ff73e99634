/** Paths compare without a trailing slash or `.html`, so `/about/` and `/about.html` are the About page. */
export function normalizePath(path: string): string {
  const p = path
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return p || '/';
}
