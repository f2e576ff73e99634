/**
 * No dead ends (issue #20 item 9): a treatment named on a service page that has its own page links to it (derived
 * from the catalogue), and each news ticker item opens its post.
 */
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';

test.use({ ignoreConsole: [/get-google-maps-key|map configuration/] });

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('Hair Restoration: PRP Therapy and Red Light Laser Therapy link to their pages; the others stay text', async ({
      page,
      gotoAndSettle,
    }) => {
      await gotoAndSettle('/services/hair-restoration');
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: 'PRP Therapy', exact: true })).toHaveAttribute('href', '/services/prp');
      await expect(main.getByRole('link', { name: 'Red Light Laser Therapy', exact: true })).toHaveAttribute(
        'href',
        '/services/red-light-laser',
      );
      await expect(main.getByRole('link', { name: 'Hair Growth Treatment' })).toHaveCount(0);
      await main.getByRole('link', { name: 'PRP Therapy', exact: true }).click();
      await expect(page).toHaveURL(/\/services\/prp$/);
    });

    test('Facial Aesthetics: the Dermal Fillers and Medical-Grade Facials cards link to their pages', async ({ page, gotoAndSettle }) => {
      await gotoAndSettle('/services/facial-aesthetics');
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: 'Dermal Fillers', exact: true })).toHaveAttribute('href', '/services/fillers');
      await expect(main.getByRole('link', { name: 'Medical-Grade Facials', exact: true })).toHaveAttribute('href', '/services/facials');
    });

    test('the news ticker item opens its post', async ({ page, gotoAndSettle }) => {
      await gotoAndSettle('/');
      const link = page.locator('medspa-news-ticker .ticker__item.is-active a.ticker__link');
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^\/blog\/[0-9a-f-]{36}$/);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('medspa-blog-post')).toBeVisible();
    });
  });
}

test('axe finds nothing on the pages with the new links', async ({ page, gotoAndSettle }) => {
  for (const path of ['/services/hair-restoration', '/services/facial-aesthetics', '/services/prp', '/']) {
    await gotoAndSettle(path);
    await expectNoA11yViolations(page);
  }
});
