/**
 * The islands wake in each engine as runtime/upgrade.ts says (issue 29), with no test help (no dispatched events):
 * on the home page at 1280 px the hero and the news ticker move from their markup with no widget code (the loader's
 * plain-DOM driver, runtime/motion/dom.ts, issue 39) and stay server markup until touched; the `visible`
 * testimonials stay server markup until scrolled near, then go live; the gallery, scrolled into view, stays server
 * markup (it moves by the driver too) until a pointer is over it; the `interaction` navbar and footer stay server
 * markup until touched: a real click on Services opens the dropdown (the press held and given again once live), a
 * pointer over the footer wakes it. On /about the collage moves before React too and wakes on a pointer.
 */
import { expect, it } from 'vitest';
import type { EnginePage } from './driver';
import { describeEngine, ENGINE, useEngine } from './suite';

/** In the page: whether <tag> is live: its code arrived and hydrated it (no server mark left on its root box). */
function live(tag: string): boolean {
  return !!document.querySelector(tag)?.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])');
}

const isLive = (page: EnginePage, tag: string) => page.evaluate(live, tag);

/** In the page: the hero has moved past its first slide. */
function heroMoved(): boolean {
  const slides = [...(document.querySelector('medspa-hero')?.shadowRoot?.querySelectorAll('.hero__slide') ?? [])];
  return slides.findIndex((s) => s.classList.contains('is-active')) > 0;
}

describeEngine(`${ENGINE}: islands`, () => {
  const t = useEngine();

  it('what moves moves before React, visible ones wake when scrolled near, interaction ones on the first touch (and the press counts)', async () => {
    const page = t.page;
    await page.setViewport(1280, 800);
    await page.goto('/');
    const idleApi = await page.evaluate(() => 'requestIdleCallback' in window);
    console.log(`${ENGINE}: requestIdleCallback ${idleApi ? 'present' : 'absent (the loader waits on a timeout)'}`);

    // Server markup everywhere at first for what waits for a touch.
    expect(await isLive(page, 'medspa-navbar')).toBe(false);
    expect(await isLive(page, 'medspa-footer')).toBe(false);

    // The hero moves with no widget code: its next slide comes by the driver (an interval of 5 s), still server markup.
    await page.waitFor(heroMoved, undefined, { timeout: 15_000, message: 'the hero did not move before React' });
    expect(await isLive(page, 'medspa-hero')).toBe(false);
    expect(await isLive(page, 'medspa-news-ticker')).toBe(false);

    // visible: the testimonials are far below the first screen; not loaded until scrolled near.
    const below = await page.evaluate(() => document.querySelector('medspa-testimonials')!.getBoundingClientRect().top - innerHeight);
    expect(below).toBeGreaterThan(300);
    expect(await isLive(page, 'medspa-testimonials')).toBe(false);
    await page.evaluate(() => document.querySelector('medspa-gallery')!.scrollIntoView({ block: 'center' }));
    await page.waitFor(live, 'medspa-testimonials', { timeout: 10_000, message: 'the testimonials (visible) never went live' });
    // The gallery on screen moves by the driver and stays server markup until a pointer is over it (issue 39).
    expect(await isLive(page, 'medspa-gallery')).toBe(false);
    await page.locator('medspa-gallery', '.gallery').hover();
    await page.waitFor(live, 'medspa-gallery', { timeout: 10_000, message: 'the gallery never went live on a pointer over it' });

    // interaction: still server markup after all that, until touched.
    expect(await isLive(page, 'medspa-navbar')).toBe(false);
    expect(await isLive(page, 'medspa-footer')).toBe(false);
    await page.evaluate(() => scrollTo(0, 0));
    const services = page.locator('medspa-navbar', 'nav', 'button', { name: 'Services', exact: true });
    await services.click();
    await page.waitFor(live, 'medspa-navbar', { timeout: 10_000, message: 'the navbar never went live on a click' });
    await services.toHaveAttr('aria-expanded', 'true');
    await page.locator('medspa-navbar', 'a[href="/services/prp"]', { name: 'PRP Therapy' }).waitFor();

    expect(await isLive(page, 'medspa-footer')).toBe(false);
    await page.locator('medspa-footer', 'footer').hover();
    await page.waitFor(live, 'medspa-footer', { timeout: 10_000, message: 'the footer never went live on a pointer over it' });

    // The about collage moves before React (issue 39) and wakes on a pointer over it.
    await page.goto('/about');
    expect(await isLive(page, 'medspa-about-collage')).toBe(false);
    await page.locator('medspa-about-collage', '.collage').hover();
    await page.waitFor(live, 'medspa-about-collage', { timeout: 15_000, message: 'the collage never went live on a pointer over it' });
  });
});
