import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { pathInLocale } from '#domain/i18n/locale.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkWithoutScriptAtWidths } from '../support/page-checks.ts';

/**
 * Issue 29: the Spanish content pages are server-rendered HTML with no script (the permit forms,
 * an app-shell page, have their own test in permits-spanish.spec.ts), pass axe at
 * 320, 390 and 1366 CSS px and reflow at 320 and 390 px (WCAG 2.1 1.4.10) with the alert banner
 * and the English staff content in them.
 */
const SPANISH_ROUTES = SITE_ROUTES.filter(
  (route) => route.hasSpanish && !route.isAppShell && !route.path.includes(':'),
);
/** Pages with an island (the elections page's candidate forms): checked without their script. */
const ISLAND_PATHS = SPANISH_ROUTES.filter((route) => route.island).map((route) =>
  pathInLocale(route.path, 'es'),
);
const SPANISH_PATHS = [
  ...SITE_ROUTES.filter(
    (route) =>
      route.hasSpanish &&
      !route.isAppShell &&
      !route.island &&
      !route.path.includes(':') &&
      !route.canonicalPath &&
      // The e-mail updates' private pages need a mailed token: subscriptions-spanish.spec.ts.
      !route.path.startsWith('/subscribe/'),
  ).map((route) => pathInLocale(route.path, 'es')),
  '/es/search?q=burn',
];
const WIDTHS = [320, 390, 1366] as const;
const PHONE_WIDTHS = new Set<number>([320, 390]);

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const excess = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(excess, `${where} scrolls sideways`).toBe(0);
}

test.describe('the Spanish pages', () => {
  // axe runs as a script in the page, so these run with JavaScript on; the pages load none.
  for (const path of SPANISH_PATHS) {
    test(`${path}: Spanish, no script, axe clean and reflowing`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
        await expect(page.locator('script')).toHaveCount(0);
        if (PHONE_WIDTHS.has(width)) await expectNoSidewaysScroll(page, `${path} at ${width}px`);
        await expectNoAxeViolations(page);
      }
      expect(scripts).toEqual([]);
    });
  }
});

test.describe('the Spanish pages with an island', () => {
  for (const path of ISLAND_PATHS) {
    test(`${path}: Spanish without JavaScript, axe clean and reflowing; the island in Spanish`, async ({
      browser,
      page,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      try {
        const visitor = await context.newPage();
        const response = await visitor.goto(path);
        expect(response?.status()).toBe(200);
        await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
        await expect(visitor.getByRole('link', { name: 'English' })).toBeVisible();
        await expect(visitor.getByRole('link', { name: 'Ver', exact: true })).toBeVisible();
        await checkWithoutScriptAtWidths(visitor, page, `${baseURL}${path}`, WIDTHS);
      } finally {
        await context.close();
      }
      // With JavaScript the island hydrates, and its viewer speaks Spanish.
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(path);
      await page.getByRole('button', { name: 'Ver', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Pulse ESC para cerrar')).toBeVisible();
      await expect(dialog.getByText('Página 1 de 22')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toHaveCount(0);
    });
  }
});

test.describe('the Spanish pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the language link leads from an English page to its Spanish page and back', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Oficina principal' })).toBeVisible();
    await expect(page.getByText('Teléfono').first()).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('search from a Spanish page stays in Spanish', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('searchbox', { name: 'Buscar en el sitio' }).fill('burn');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/search\?q=burn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
