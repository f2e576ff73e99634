// @vitest-environment node
/** The house's import rules (eslint/boundaries.js) on the cases that matter. */
import { describe, expect, it } from 'vitest';
import { violation } from './boundaries.js';

describe('medspa/boundaries', () => {
  it.each([
    ['widgets/hero/Hero.tsx', 'widgets/runtime/motion/index.ts'],
    ['widgets/hero/Hero.tsx', 'widgets/content/clinic.ts'],
    ['widgets/news-ticker/use-news.ts', 'widgets/tables/news.ts'],
    ['widgets/navbar/Navbar.tsx', 'widgets/consultation/index.ts'],
    ['widgets/navbar/navbar.contract.ts', 'widgets/consultation/consultation-button.contract.ts'],
    ['widgets/runtime/query/errors.ts', 'widgets/runtime/toast/index.ts'],
    ['supabase/functions/_shared/validation.ts', 'widgets/content/forms.ts'],
    ['site/build.ts', 'widgets/content/clinic.ts'],
    ['widgets/hero/Hero.test.tsx', 'site/build.ts'],
    ['server/files.ts', 'server/mime.ts'],
    ['supabase/local/storage.ts', 'server/files.ts'],
    ['supabase/local/index.ts', 'supabase/functions/_shared/limits.ts'],
    ['supabase/local/verify-anon.ts', 'widgets/content/forms.ts'],
    ['supabase/local/abuse.test.ts', 'scripts/test-helpers.ts'],
    ['supabase/local/render-image.ts', 'widgets/runtime/media/layouts.ts'],
    ['site/host/static.ts', 'server/files.ts'],
    ['site/host/backend.ts', 'supabase/local/index.ts'],
    ['site/build.ts', 'scripts/elements.ts'],
    ['site/build/pages.ts', 'scripts/manifest.ts'],
    ['site/host/fresh.ts', 'site/render/page.ts'],
    ['site/pages/home.tsx', 'site/render/widget.tsx'],
    ['site/host/static.test.ts', 'scripts/test-helpers.ts'],
  ])('%s may import %s', (from, to) => expect(violation(from, to)).toBeNull());

  it.each([
    ['widgets/navbar/Navbar.tsx', 'widgets/consultation/LazyConsultationDialog.tsx', /another feature's internals/],
    ['widgets/runtime/upgrade.ts', 'widgets/hero/hero.define.ts', /no feature/],
    ['widgets/content/clinic.ts', 'widgets/runtime/config.ts', /plain data/],
    ['widgets/hero/Hero.tsx', 'site/routes.ts', /only widgets/],
    ['widgets/tables/news.ts', 'widgets/hero/Hero.tsx', /runtime, content/],
    ['supabase/functions/_shared/http.ts', 'widgets/runtime/config.ts', /widgets\/content/],
    ['server/files.ts', 'site/host/headers.ts', /only server/],
    ['server/timeouts.ts', 'supabase/functions/_shared/limits.ts', /only server/],
    ['supabase/local/storage.ts', 'site/host/static.ts', /never site/],
    ['supabase/local/index.ts', 'scripts/elements.ts', /never site\/ or scripts/],
    ['supabase/local/index.ts', 'widgets/runtime/config.ts', /widgets\/content/],
    ['supabase/local/render-image.ts', 'widgets/runtime/media/image-url.ts', /widgets\/content/],
    ['site/catalogue/catalogue.ts', 'scripts/manifest.ts', /only the build/],
    ['site/render/renderer.ts', 'scripts/elements.ts', /only the build/],
    ['site/host/render-route.ts', 'scripts/elements.ts', /only the build/],
    ['site/host/index.ts', 'site/build.ts', /does not import the build/],
    ['site/host/render-route.ts', 'site/build/pages.ts', /does not import the build/],
    ['site/render/page.ts', 'site/host/static.ts', /do not import the host/],
    ['site/pages/home.tsx', 'site/host/fresh.ts', /do not import the host/],
    ['site/templates/blog.tsx', 'site/host/fresh-pages.ts', /do not import the host/],
    ['site/catalogue/script.tsx', 'site/host/index.ts', /do not import the host/],
  ])('%s may not import %s', (from, to, why) => expect(violation(from, to)).toMatch(why));
});
