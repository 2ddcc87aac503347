import { expect, test, type Page } from '@playwright/test';
import { APPLICATIONS_CLOSED_MESSAGE } from '#domain/content/careers.ts';
import { DISTRICT } from '#domain/content/district.ts';
import { BOARD_MEETING_SCHEDULE, PUBLIC_NOTICE_ARCHIVE } from '#domain/content/meetings.ts';
import { MAIN_NAVIGATION } from '#domain/content/navigation.ts';
import { EN_MESSAGES } from '#domain/i18n/messages.en.ts';
import { expectNoAxeViolations } from '#tests/support/axe.ts';

/** Every page of the site and the one h1 it shows. */
const PAGES: { path: string; h1: string; hasNoScript?: boolean }[] = [
  { path: '/', h1: DISTRICT.name, hasNoScript: true },
  { path: '/home', h1: DISTRICT.name, hasNoScript: true },
  { path: '/about', h1: 'About Us', hasNoScript: true },
  { path: '/resources', h1: 'Resources', hasNoScript: true },
  { path: '/prevention', h1: 'Fire Prevention', hasNoScript: true },
  { path: '/education', h1: 'Fire Safety Education', hasNoScript: true },
  { path: '/permits/applications', h1: 'Permit Forms' },
  { path: '/permits', h1: 'Permit Forms' },
  { path: '/permits/calendar', h1: 'Fire Marshal Permit Availability Calendar' },
  { path: '/news', h1: 'News', hasNoScript: true },
  { path: '/public-records', h1: 'Public Records', hasNoScript: true },
  { path: '/public-records/elections', h1: '2025 Special District Election' },
  { path: '/public-records/minutes', h1: 'Agenda and Meeting Minutes', hasNoScript: true },
  { path: '/public-records/request', h1: 'Public Records Request', hasNoScript: true },
  { path: '/recruitment-and-hiring', h1: 'Join Our Team', hasNoScript: true },
  { path: '/contact', h1: 'Contact Us', hasNoScript: true },
  { path: '/privacy', h1: 'Website Privacy Notice', hasNoScript: true },
];

const NEW_TAB_REL = 'noopener noreferrer';

async function expectOneH1(page: Page, text: string) {
  const headings = page.getByRole('heading', { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).toHaveText(text);
}

async function expectOpensInNewTab(page: Page, name: string | RegExp) {
  const link = page.getByRole('link', { name });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', NEW_TAB_REL);
  return link;
}

test.describe('every page', () => {
  for (const { path, h1, hasNoScript } of PAGES) {
    test(`${path} answers 200 with its heading and no accessibility violations`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectOneH1(page, h1);
      if (hasNoScript) await expect(page.locator('script')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('an unknown path shows the not-found page with links home, without accessibility violations', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expectOneH1(page, 'Page not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('header and footer', () => {
  test('the main navigation lists the 13 entries in order and marks the current page', async ({
    page,
  }) => {
    await page.goto('/about');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(MAIN_NAVIGATION.map((entry) => EN_MESSAGES[entry.messageId]));
    expect(MAIN_NAVIGATION).toHaveLength(13);
    for (const [index, entry] of MAIN_NAVIGATION.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', entry.path);
    }
    await expect(links.filter({ hasText: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('the logo leads to the home page', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: `${DISTRICT.name}, home page` }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectOneH1(page, DISTRICT.name);
  });

  test('a skip link moves to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the footer shows the year, the privacy notice and the external credit', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${DISTRICT.name}`);
    await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const credit = footer.getByRole('link', {
      name: /^Website Powered By .*\(opens in a new tab\)$/,
    });
    await expect(credit).toHaveAttribute('href', 'https://example.org');
    await expect(credit).toHaveAttribute('target', '_blank');
    await expect(credit).toHaveAttribute('rel', NEW_TAB_REL);
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu opens and is used with the keyboard alone', async ({ page }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Contact' })).toBeHidden();

      // Skip link, the restrictions notice's status link (decision 337), the site alert's one-line
      // disclosure and Dismiss button, the logo, then Menu.
      for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
      const menu = page.locator('summary', { hasText: 'Menu' });
      const disclosure = page.getByRole('banner').getByRole('group');
      await expect(menu).toBeFocused();
      await expect(disclosure).not.toHaveAttribute('open');
      await page.keyboard.press('Enter');
      await expect(disclosure).toHaveAttribute('open', '');
      await expect(nav.getByRole('link')).toHaveCount(13);
      await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
      for (let step = 1; step < MAIN_NAVIGATION.length; step += 1) await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Contact' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/contact$/);
      await expectOneH1(page, 'Contact Us');
    });

    test('pages fit a 320-pixel screen without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const path of [
        '/',
        '/about',
        '/public-records',
        '/public-records/request',
        '/recruitment-and-hiring',
        '/contact',
      ]) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1 } of PAGES.filter((candidate) => candidate.hasNoScript)) {
    test(`${path} reads the same`, async ({ page }) => {
      await page.goto(path);
      await expectOneH1(page, h1);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(
        13,
      );
    });
  }
});

test.describe('content pages', () => {
  test('/home serves the same page as /', async ({ page }) => {
    await page.goto('/');
    const root = await page.getByRole('main').innerHTML();
    await page.goto('/home');
    expect(await page.getByRole('main').innerHTML()).toBe(root);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('/permits serves the permit forms page', async ({ page }) => {
    await page.goto('/permits');
    await expectOneH1(page, 'Permit Forms');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Permit Forms' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('home shows the fire conditions and links to contact and about', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Current fire conditions' });
    await expect(panel).toContainText('Fire danger');
    await expect(panel).toContainText('Open burning');
    for (const item of ['Open fires', 'Fireworks', 'Charcoal grills', 'Grinding and welding']) {
      await expect(panel.getByRole('listitem').filter({ hasText: item })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: '(435) 555-0103' })).toHaveAttribute(
      'href',
      'tel:4355550103',
    );
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('link', { name: 'About the District' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  test('the seeded fire-restrictions alert shows on every page, not in the main content', async ({
    page,
  }) => {
    const alert = page.getByRole('complementary', {
      name: 'Warning: Fire restrictions are in effect',
    });
    await page.goto('/about');
    await expect(alert).toContainText('open fires, fireworks, charcoal grills');
    // On the home page the alert leads to the fire conditions, which list the restrictions once.
    await page.goto('/');
    await expect(
      alert.getByRole('link', { name: 'See the current fire conditions' }),
    ).toBeVisible();
    await expect(alert).not.toContainText('open fires, fireworks, charcoal grills');
    await expect(page.getByRole('main')).toContainText('Charcoal grills');
  });

  test('the fire conditions panel and the alert do not shift the layout', async ({ page }) => {
    await page.goto('/');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);
  });

  test('about shows the statistics, leadership and mission', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('term')).toHaveText(['Annual calls', 'Stations', 'Staff']);
    await expect(page.getByRole('definition')).toHaveText(['300-400', '3', '25+']);
    for (const name of ['Who We Are', 'Our History', 'Leadership', 'Our Mission']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText('102 Thorn Creek Dr');
  });

  test('resources lists the three stations with their equipment', async ({ page }) => {
    await page.goto('/resources');
    for (const station of ['Station 41 — Kamas', 'Station 42 — Oakley', 'Station 43 — Woodland']) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: station }) });
      await expect(card.getByRole('heading', { name: 'Equipment' })).toBeVisible();
      expect(await card.getByRole('list').getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    }
  });

  test('prevention and education show information cards', async ({ page }) => {
    await page.goto('/prevention');
    await expect(page.getByRole('heading', { level: 2, name: 'Defensible Space' })).toBeVisible();
    await page.goto('/education');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Home Escape Planning' }),
    ).toBeVisible();
  });

  test('news offers the announcement as a PDF in a new tab', async ({ page }) => {
    await page.goto('/news');
    const link = await expectOpensInNewTab(page, /\(PDF, opens in a new tab\)$/);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/documents\/.+\.pdf$/);
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  });

  test('the public records overview shows six cards, the schedule, the officer and GRAMA', async ({
    page,
  }) => {
    await page.goto('/public-records');
    const records = page.getByRole('navigation', { name: 'Public records' });
    await expect(records.getByRole('link', { name: 'Agenda and Minutes' })).toHaveAttribute(
      'href',
      '/public-records/minutes',
    );
    await expect(records.getByRole('link', { name: 'Records Request' })).toHaveAttribute(
      'href',
      '/public-records/request',
    );

    const cards = [
      'Agendas',
      'Minutes',
      'Elections',
      'Records Requests',
      'Policies',
      'Financial Reports',
    ];
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(
      cards.map((title) => new RegExp(`^${title}`)),
    );
    await expect(page.getByRole('heading', { level: 3, name: 'Financial Reports' })).toContainText(
      'Coming Soon',
    );
    await expect(page.getByText('Coming Soon')).toHaveCount(1);

    await expect(page.getByRole('main')).toContainText(BOARD_MEETING_SCHEDULE.overview);
    await expect(page.getByRole('heading', { name: 'Records Officer' })).toBeVisible();
    await expect(page.getByRole('link', { name: DISTRICT.recordsOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${DISTRICT.recordsOfficer.email}`,
    );
    await expect(
      page.getByRole('heading', { name: /Government Records Access and Management Act/ }),
    ).toBeVisible();

    const elections = page.getByRole('link', { name: 'View election information' });
    await expect(elections).toHaveAttribute('href', '/elections');
    await elections.click();
    await expect(page).toHaveURL(/\/public-records\/elections$/);
  });

  test('minutes gives its meeting schedule and the state notice archive', async ({ page }) => {
    await page.goto('/public-records/minutes');
    await expect(page.getByRole('main')).toContainText(
      'third Wednesday of each month at 6:30 PM at Station 41',
    );
    const archive = await expectOpensInNewTab(
      page,
      `${PUBLIC_NOTICE_ARCHIVE.label} (opens in a new tab)`,
    );
    await expect(archive).toHaveAttribute('href', 'https://www.utah.gov/pmn/');
  });

  test('the records request page gives the officer and four PDFs opening in a new tab', async ({
    page,
  }) => {
    await page.goto('/public-records/request');
    const officer = page.getByRole('region', { name: 'Records Officer' });
    await expect(officer).toContainText(DISTRICT.recordsOfficer.name);
    await expect(officer).toContainText('Monday-Friday 8-5 MST');
    await expect(officer).toContainText('102 Thorn Creek Dr, Kamas UT 84036');
    await expect(
      officer.getByRole('link', { name: DISTRICT.recordsOfficer.email }),
    ).toHaveAttribute('href', `mailto:${DISTRICT.recordsOfficer.email}`);
    await expect(
      officer.getByRole('link', { name: DISTRICT.recordsOfficer.phone }),
    ).toHaveAttribute('href', /^tel:/);
    for (const title of [
      /GRAMA Request Form/,
      /GRAMA Billing Information/,
      /Insurance Information Letter/,
      /Public Notice LA/,
    ]) {
      const link = page.getByRole('link', { name: title });
      await expect(link).toHaveAccessibleName(/\(PDF, opens in a new tab\)$/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', NEW_TAB_REL);
    }
  });

  test('careers shows the closed Firefighter/EMT position with Apply Now disabled and why', async ({
    page,
  }) => {
    await page.goto('/recruitment-and-hiring');
    await expect(page.getByRole('main')).toContainText(
      `Make a difference in your community — ${DISTRICT.name}`,
    );
    await expect(
      page.getByRole('heading', { level: 2, name: 'Career Opportunities' }),
    ).toBeVisible();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Firefighter/EMT' }) });
    await expect(card.getByText('Full-Time', { exact: true })).toBeVisible();
    await expect(card.getByText('Closed', { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText([
      'Valid Utah EMT certification',
      'Firefighter I & II certification',
      'Valid driver’s license',
      'Must be 18 years or older',
    ]);
    const apply = card.getByRole('button', { name: 'Apply Now' });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAccessibleDescription(APPLICATIONS_CLOSED_MESSAGE);
    await expect(card.getByText(APPLICATIONS_CLOSED_MESSAGE)).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'Why Join Us?' })).toBeVisible();
    for (const name of ['Career Growth', 'Benefits Package', 'Team Environment']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
  });

  test('contact gives the emergency number, the main office and the Fire Marshal', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    const main = page.getByRole('main');
    await expect(main).toContainText(DISTRICT.mainOffice.phone);
    await expect(main).toContainText('Monday-Friday 8:00 AM-5:00 PM MST');
    await expect(main).toContainText(DISTRICT.fireMarshal.name);
    await expect(page.getByRole('link', { name: DISTRICT.fireMarshal.email })).toHaveAttribute(
      'href',
      `mailto:${DISTRICT.fireMarshal.email}`,
    );
    await expect(main).toContainText('Thank you for visiting');
  });

  test('the privacy notice has its sections and links to contact', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Information We Collect',
      'How We Use Information',
      'Public Records Notice',
      'Security',
      'Children Under 13',
      'Your Choices',
      'E-mail Updates',
      'Property Profiles for Responders',
      'Updates to This Notice',
      'Contact Information',
    ]);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contact the district' }),
    ).toHaveAttribute('href', '/contact');
  });
});
