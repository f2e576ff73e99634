import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSWRConfig } from 'swr';
import { BlogPost, idFromPath } from './BlogPost';
import { postKey } from '../tables/news';
import { renderWidget, routes, settle, withFakeBackend } from '../test/render';
import { getToasts } from '../runtime/toast/toast';

const NEWS = 'GET /rest/v1/news';
const POST = {
  id: '6f1c2a3e-0d4b-4c1a-9e51-1a2b3c4d5e01',
  created_at: '2026-11-16T15:00:00Z',
  title: 'Holiday glow packages',
  content: 'First paragraph.\n\nSecond <b>paragraph</b>\nwith a line break.\n\n\n',
  type: 'promotion',
  source: null,
};
const share = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('.post__share')!;

afterEach(() => vi.unstubAllGlobals());

describe('BlogPost', () => {
  it('reads one post by id, as one object', async () => {
    const { calls } = withFakeBackend(routes({ [NEWS]: { status: 200, body: [POST] } }));
    await renderWidget(<BlogPost postId={POST.id} />);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('id')).toBe(`eq.${POST.id}`);
  });

  it('Back to Blog, Share, title, date, badge, and the text as paragraphs of plain text', async () => {
    withFakeBackend(routes({ [NEWS]: { status: 200, body: [POST] } }));
    const { container } = await renderWidget(<BlogPost postId={POST.id} />);
    await settle();
    expect(container.querySelector('a.post__back')!.getAttribute('href')).toBe('/blog');
    expect(container.querySelector('a.post__back')!.textContent).toContain('Back to Blog');
    expect(share(container).textContent).toBe('Share');
    expect(container.querySelector('h1')!.textContent).toBe(POST.title);
    expect(container.querySelector('time')!.textContent).toBe('November 16, 2026');
    expect(container.querySelector('.post__badge')!.textContent).toBe('promotion');
    expect([...container.querySelectorAll('.post__content p')].map((p) => p.textContent)).toEqual([
      'First paragraph.',
      'Second <b>paragraph</b>\nwith a line break.',
    ]);
    expect(container.querySelector('.post__content b')).toBeNull();
  });

  it('Share copies the page link and shows "Link copied!" / "The blog post link has been copied to your clipboard."', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    withFakeBackend(routes({ [NEWS]: { status: 200, body: [POST] } }));
    const { container } = await renderWidget(<BlogPost postId={POST.id} />);
    await settle();
    await act(async () => share(container).click());
    expect(writeText).toHaveBeenCalledWith(location.href);
    expect(getToasts().map((t) => [t.title, t.description])).toEqual([
      ['Link copied!', 'The blog post link has been copied to your clipboard.'],
    ]);
  });

  it('where the clipboard is refused, says so and shows the link to copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) } });
    withFakeBackend(routes({ [NEWS]: { status: 200, body: [POST] } }));
    const { container } = await renderWidget(<BlogPost postId={POST.id} />);
    await settle();
    await act(async () => share(container).click());
    const input = container.querySelector<HTMLInputElement>('.post__copy input')!;
    expect(input.value).toBe(location.href);
    expect(container.querySelector(`label[for="${input.id}"]`)!.textContent).toBe(
      'Your browser did not allow copying. Copy the link below:',
    );
    expect(getToasts()).toEqual([]);
  });

  it('a post that does not exist (no row, or an id that is not a uuid): "Post not found" with the way back, no Share', async () => {
    for (const answer of [
      { status: 200, body: [] },
      { status: 400, body: { code: '22P02', message: 'invalid input syntax for type uuid' } },
    ]) {
      withFakeBackend(routes({ [NEWS]: answer }));
      const { container, unmount } = await renderWidget(<BlogPost postId="nope" />);
      await settle();
      expect(container.querySelector('h1')!.textContent).toBe('Post not found');
      expect(container.querySelector('.post__message')!.textContent).toBe('This post does not exist or has been removed.');
      expect(container.querySelector('a.post__back')).not.toBeNull();
      expect(container.querySelector('.post__share')).toBeNull();
      unmount();
    }
  });

  it('a failure to load is logged and said on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ [NEWS]: { status: 500, body: { code: 'XX000', message: 'down' } } }));
    const { container } = await renderWidget(<BlogPost postId={POST.id} />);
    await settle();
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('This post could not be loaded. Please try again later.');
  });

  it("on the post's own page, shows the page's copy of the post (slot `post`) and adds Share; another id's copy is not used", async () => {
    withFakeBackend(routes({ [NEWS]: { status: 200, body: [POST] } }));
    const host = document.createElement('div');
    host.innerHTML = `<article slot="post" data-post-id="${POST.id}"><h1>${POST.title}</h1></article>`;
    const shadow = host.attachShadow({ mode: 'open' });
    const { container } = await renderWidget(<BlogPost postId={POST.id} container={shadow} />);
    expect(container.querySelector('slot[name="post"]')).not.toBeNull(); // while loading, too: nothing is painted twice
    await settle();
    expect(container.querySelector('slot[name="post"]')).not.toBeNull();
    expect(container.querySelector('h1')).toBeNull();
    expect(share(container).textContent).toBe('Share');

    const other = await renderWidget(<BlogPost postId="another" container={shadow} />);
    expect(other.container.querySelector('slot[name="post"]')).toBeNull();
  });

  it("a failed load on the post's own page keeps the page's copy and Share (the text painted first stays)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ [NEWS]: { status: 500, body: { code: 'XX000', message: 'down' } } }));
    const host = document.createElement('div');
    host.innerHTML = `<article slot="post" data-post-id="${POST.id}"><h1>${POST.title}</h1></article>`;
    const shadow = host.attachShadow({ mode: 'open' });
    const { container } = await renderWidget(<BlogPost postId={POST.id} container={shadow} />);
    await settle();
    expect(container.querySelector('slot[name="post"]')).not.toBeNull();
    expect(container.textContent).not.toContain('could not be loaded');
    expect(share(container).textContent).toBe('Share');
  });

  it('a failed background refresh keeps the post already shown, and Share', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    withFakeBackend(() => (fail ? { status: 500, body: { code: 'XX000', message: 'down' } } : { status: 200, body: [POST] }));
    let refresh: () => Promise<unknown> = async () => {};
    function Refresher() {
      const { mutate } = useSWRConfig();
      refresh = () => mutate(postKey(POST.id));
      return null;
    }
    const { container } = await renderWidget(
      <>
        <BlogPost postId={POST.id} />
        <Refresher />
      </>,
    );
    await settle();
    expect(container.querySelector('h1')!.textContent).toBe(POST.title);
    fail = true;
    await act(async () => {
      await refresh().catch(() => {});
    });
    await settle();
    expect(container.querySelector('h1')!.textContent).toBe(POST.title);
    expect(container.textContent).not.toContain('could not be loaded');
    expect(share(container).textContent).toBe('Share');
  });

  it('takes the id from the page path when none is given', () => {
    expect(idFromPath('/blog/abc')).toBe('abc');
    expect(idFromPath('/blog/abc/')).toBe('abc');
    expect(idFromPath('/blog/a%20b')).toBe('a b');
    expect(idFromPath('/blog/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
