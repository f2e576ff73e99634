/** The toolbar's reduced motion (look.ts): the widgets' matchMedia answers the choice at every read, not at install. */
import { describe, expect, it } from 'vitest';
import { REDUCED_MOTION_QUERY } from '../../widgets/runtime/motion/rotation';
import { setReducedMotion } from './look';

describe('setReducedMotion', () => {
  it('the query the widgets read answers the toolbar now, and its listeners hear each change', async () => {
    setReducedMotion(false);
    const list = window.matchMedia(REDUCED_MOTION_QUERY);
    const heard: boolean[] = [];
    list.addEventListener('change', () => heard.push(list.matches));
    expect(list.matches).toBe(false);

    setReducedMotion(true);
    expect(window.matchMedia(REDUCED_MOTION_QUERY).matches).toBe(true);
    expect(list.matches).toBe(true);
    await Promise.resolve();
    setReducedMotion(false);
    expect(list.matches).toBe(false);
    await Promise.resolve();
    expect(heard).toEqual([true, false]);
  });
});
