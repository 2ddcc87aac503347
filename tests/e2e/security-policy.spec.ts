import { test as base, expect, type Page } from '@playwright/test';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { logInOnCalendarDialog } from '../support/log-in-page.ts';
import { ownServerFixtures, type OwnServerWorkerFixtures } from '../support/own-server-test.ts';
import { STRIPE_TEST_KEYS } from '../support/stripe-mode.ts';
import { payPermit } from '../support/permits-e2e.ts';

interface Violation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
}

/**
 * Records every Content-Security-Policy violation the page reports, from before its first script
 * runs. The init script comes from Playwright itself, so the policy does not block it.
 */
async function collectViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
      });
    });
  });
  const consoleRefusals: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      consoleRefusals.push({ directive: 'console', blockedURI: message.text(), sourceFile: '' });
    }
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
    )),
    ...consoleRefusals,
  ];
}

const test = base.extend<{ violations: () => Promise<Violation[]> }>({
  violations: async ({ page }, use) => {
    const read = await collectViolations(page);
    await use(read);
    // Every test ends with no violation, whatever it checked on the way.
    expect(await read()).toEqual([]);
  },
});

const CONTENT_PAGES = [
  ...new Set(SITE_ROUTES.filter((route) => !route.isAppShell).map((r) => r.path)),
];

test.describe('Content-Security-Policy in the browser', () => {
  test('every content page loads its styles, images and islands without a violation', async ({
    page,
    violations,
  }) => {
    for (const path of [...CONTENT_PAGES, '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }
    // The elections island hydrates and reacts under the policy.
    await page.goto('/public-records/elections');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a sandbox permit payment completes without a violation and passes axe', async ({
    page,
    violations,
  }) => {
    await payPermit(page, 'sprinkler');
    await expectNoAxeViolations(page);
    expect(await violations()).toEqual([]);
  });

  test('the calendar with the admin dialog open and the back office cause no violation', async ({
    page,
    violations,
  }) => {
    await page.goto('/permits/calendar');
    await expect(page.getByRole('button', { name: 'Month', exact: true })).toBeVisible();
    await logInOnCalendarDialog(page, E2E_ADMIN);
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await violations()).toEqual([]);

    await page.goto('/admin/permits');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Permit Applications' }),
    ).toBeVisible();
    // The calendar's login carries over to the back office.
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Applications' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

const stripeTest = test.extend<{}, OwnServerWorkerFixtures>(
  ownServerFixtures('csp-stripe', STRIPE_TEST_KEYS),
);

stripeTest(
  "in Stripe mode the policy lets the page load Stripe's script, frame and API hosts",
  async ({ page, violations }) => {
    // Offline stand-ins at Stripe's real addresses: the script opens a frame on js.stripe.com
    // and hooks.stripe.com and calls api.stripe.com, as Stripe.js does, and sets no `Stripe`, so
    // the form then shows its load failure. The browser checks the policy against these URLs.
    const stripeHits: string[] = [];
    await page.route(/^https:\/\/(js|hooks|api)\.stripe\.com\//, async (route) => {
      const url = route.request().url();
      stripeHits.push(url);
      if (url.startsWith('https://api.stripe.com/')) {
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: '{}',
        });
      }
      if (url.includes('/frame')) {
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>card</p>' });
      }
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `
          for (const src of ['https://js.stripe.com/frame', 'https://hooks.stripe.com/frame']) {
            const frame = document.createElement('iframe');
            frame.title = 'Stripe stand-in';
            frame.src = src;
            frame.hidden = true;
            document.body.append(frame);
          }
          fetch('https://api.stripe.com/v1/ping').catch(() => {});
        `,
      });
    });

    await page.goto('/permits/applications');
    const form = page.getByRole('form', { name: 'Residential Clearance' });
    await expect(
      form.getByRole('alert').filter({ hasText: 'The secure card form could not load' }),
    ).toBeVisible();
    await expect
      .poll(() => stripeHits.map((url) => new URL(url).host).sort())
      .toEqual(expect.arrayContaining(['api.stripe.com', 'hooks.stripe.com', 'js.stripe.com']));
    expect(await violations()).toEqual([]);
    await expectNoAxeViolations(page);
  },
);
