// @vitest-environment node
/** The house's import rules (eslint/boundaries.js) on the cases that matter. */
import { describe, expect, it } from 'vitest';
import { violation } from './boundaries.js';

describe('medspa/boundaries', () => {
  it.each([
    ['widgets/hero/Hero.tsx', 'widgets/runtime/motion/index.ts'],
    ['widgets/hero/Hero.tsx', 'widgets/content/clinic.ts'],
    ['widgets/news-ticker/use-news.ts', 'widgets/data/news.ts'],
    ['widgets/navbar/Navbar.tsx', 'widgets/consultation/index.ts'],
    ['widgets/navbar/navbar.contract.ts', 'widgets/consultation/consultation-button.contract.ts'],
    ['widgets/runtime/data/errors.ts', 'widgets/runtime/toast/index.ts'],
    ['supabase/functions/_shared/validation.ts', 'widgets/content/forms.ts'],
    ['site/build.ts', 'widgets/content/clinic.ts'],
    ['widgets/hero/Hero.test.tsx', 'site/build.ts'],
  ])('%s may import %s', (from, to) => expect(violation(from, to)).toBeNull());

  it.each([
    ['widgets/navbar/Navbar.tsx', 'widgets/consultation/LazyConsultationDialog.tsx', /another feature's internals/],
    ['widgets/runtime/upgrade.ts', 'widgets/hero/hero.define.ts', /no feature/],
    ['widgets/content/clinic.ts', 'widgets/runtime/config.ts', /plain data/],
    ['widgets/hero/Hero.tsx', 'site/routes.ts', /only widgets/],
    ['widgets/data/news.ts', 'widgets/hero/Hero.tsx', /runtime, content/],
    ['supabase/functions/_shared/http.ts', 'widgets/runtime/config.ts', /widgets\/content/],
  ])('%s may not import %s', (from, to, why) => expect(violation(from, to)).toMatch(why));
});
