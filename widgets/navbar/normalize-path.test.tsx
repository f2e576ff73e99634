import { describe, expect, it } from 'vitest';
import { Navbar } from './Navbar';
import { normalizePath } from './normalize-path';
import { renderWidget } from '../test/render';

const current = (container: HTMLElement) => [...container.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);

describe('normalizePath: the page a path stands for in the bar', () => {
  it.each([
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    // a post is in the Blog section (issue 32)
    ['/blog/42', '/blog'],
    ['/blog/42/', '/blog'],
    ['/blog/42/index.html', '/blog'],
    ['/blog/rss.xml', '/blog'],
    // pages of their own stay themselves
    ['/blogger', '/blogger'],
    ['/services/prp', '/services/prp'],
  ])('%s -> %s', (path, page) => {
    expect(normalizePath(path)).toBe(page);
  });

  it('on a blog post the Blog link is marked current, and only it', async () => {
    const { container } = await renderWidget(<Navbar currentPath="/blog/7b0c2a4e-1d2f-4c55-9d7e-1a2b3c4d5e6f" />);
    expect(current(container)).toEqual(['Blog']);
  });
});
