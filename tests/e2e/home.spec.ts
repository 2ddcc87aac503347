import { expect, test, type Page } from '@playwright/test';
import { DISTRICT } from '#domain/content/district.ts';
import { HOME_HERO_IMAGE, HOME_TOP_TASKS, HOME_TOP_TASKS_TITLE } from '#domain/content/home.ts';
import { MAIN_NAVIGATION } from '#domain/content/navigation.ts';
import { expectNoAxeViolations } from '#tests/support/axe.ts';

// The home page promises to work without JavaScript (issue 11, item 2).
test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });

/** Where each top task leads: its address and the page's h1 (or, for the anchor, the panel's h2). */
const TASK_DESTINATIONS: Record<string, { url: RegExp; heading: string }> = {
  '/permits/applications': { url: /\/permits\/applications$/, heading: 'Permit Forms' },
  '/#fire-conditions': { url: /\/#fire-conditions$/, heading: 'Current fire conditions' },
  '/permits/calendar': {
    url: /\/permits\/calendar$/,
    heading: 'Fire Marshal Permit Availability Calendar',
  },
  '/public-records/minutes': {
    url: /\/public-records\/minutes$/,
    heading: 'Agenda and Meeting Minutes',
  },
  '/public-records/request': {
    url: /\/public-records\/request$/,
    heading: 'Public Records Request',
  },
  '/recruitment-and-hiring': { url: /\/recruitment-and-hiring$/, heading: 'Join Our Team' },
  '/property-profile': { url: /\/property-profile$/, heading: 'Property profile for responders' },
};

function topTasks(page: Page) {
  return page.getByRole('region', { name: HOME_TOP_TASKS_TITLE });
}

/** The focused element's text and whether a focus indicator (outline) is drawn around it. */
function describeFocus(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { text: '', hasOutline: false };
    const style = getComputedStyle(element);
    return {
      text: element.textContent.trim(),
      hasOutline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/** The distinct top edges (rounded) of the given boxes. */
function rowTops(boxes: { y: number }[]): number[] {
  return [...new Set(boxes.map((box) => Math.round(box.y)))].sort((a, b) => a - b);
}

test.describe('home page top tasks', () => {
  test('lists the seven tasks under the hero, each leading to its page', async ({ page }) => {
    await page.goto('/');
    const links = topTasks(page).getByRole('link');
    await expect(topTasks(page).getByRole('heading', { level: 2 })).toHaveText(
      HOME_TOP_TASKS_TITLE,
    );
    await expect(links).toHaveText(HOME_TOP_TASKS.map((task) => task.label));
    for (const [index, task] of HOME_TOP_TASKS.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', task.path);
    }
    // Below the hero: the district's name comes first.
    const heroBox = await page
      .getByRole('heading', { level: 1, name: DISTRICT.name })
      .boundingBox();
    const tasksBox = await topTasks(page).boundingBox();
    expect(tasksBox!.y).toBeGreaterThan(heroBox!.y);

    for (const task of HOME_TOP_TASKS) {
      const destination = TASK_DESTINATIONS[task.path];
      expect(destination, task.path).toBeDefined();
      await page.goto('/');
      await topTasks(page).getByRole('link', { name: task.label }).click();
      await expect(page).toHaveURL(destination!.url);
      await expect(page.getByRole('heading', { name: destination!.heading })).toBeVisible();
    }
  });

  test('Tab reaches every task in order with a visible focus indicator', async ({ page }) => {
    await page.goto('/');
    const remaining: string[] = HOME_TOP_TASKS.map((task) => task.label);
    for (let step = 0; step < 80 && remaining.length > 0; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await describeFocus(page);
      if (focus.text === remaining[0]) {
        expect(focus.hasOutline, `focus indicator on ${focus.text}`).toBe(true);
        remaining.shift();
      }
    }
    expect(remaining).toEqual([]);
    // Enter follows the focused task.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/recruitment-and-hiring$/);
  });

  test('the tasks are large tap targets', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    for (const link of await topTasks(page).getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(300);
    }
  });
});

test.describe('home page hero', () => {
  test('shows the district photo with its text alternative and a reserved box', async ({
    page,
  }) => {
    await page.goto('/');
    const image = page.getByRole('img', { name: HOME_HERO_IMAGE.alt });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', HOME_HERO_IMAGE.src);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('header', () => {
  for (const width of [1024, 1280, 1366, 1920]) {
    test(`shows the 13 entries in two full-width tiers at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(MAIN_NAVIGATION.length);
      const boxes = await Promise.all((await links.all()).map(async (link) => link.boundingBox()));
      const visible = boxes.filter(
        (box): box is NonNullable<typeof box> => box !== null && box.width > 0,
      );
      expect(visible).toHaveLength(13);
      const tops = rowTops(visible);
      expect(tops.length).toBeLessThanOrEqual(2);
      // Every entry keeps to one line: all boxes are the same height.
      expect(new Set(visible.map((box) => Math.round(box.height))).size).toBe(1);
      // Each tier runs from the same left edge to the same right edge (no ragged end).
      const edges = tops.map((top) => {
        const row = visible.filter((box) => Math.round(box.y) === top);
        return {
          left: Math.min(...row.map((box) => box.x)),
          right: Math.max(...row.map((box) => box.x + box.width)),
        };
      });
      for (const edge of edges) {
        expect(Math.abs(edge.left - edges[0]!.left)).toBeLessThanOrEqual(1);
        expect(Math.abs(edge.right - edges[0]!.right)).toBeLessThanOrEqual(1);
      }
      // The search shares the brand's bar, above the navigation.
      const search = await page.getByRole('searchbox', { name: 'Search the site' }).boundingBox();
      expect(search!.y + search!.height).toBeLessThanOrEqual(tops[0]!);
    });
  }
});

test.describe('card grids', () => {
  const pages = [
    '/',
    '/about',
    '/resources',
    '/prevention',
    '/education',
    '/public-records',
    '/recruitment-and-hiring',
    '/contact',
  ];
  for (const path of pages) {
    test(`${path} leaves no card alone on a row at 1366 px`, async ({ page }) => {
      await page.goto(path);
      // Every grid list of the main content, with the number of items on each row.
      const grids = await page.getByRole('main').evaluate((main) =>
        [...main.querySelectorAll('ul, ol')]
          .filter((list) => getComputedStyle(list).display === 'grid')
          .map((list) => {
            const rows = new Map<number, number>();
            for (const item of list.children) {
              const top = Math.round(item.getBoundingClientRect().top);
              rows.set(top, (rows.get(top) ?? 0) + 1);
            }
            return { items: list.children.length, rows: [...rows.values()] };
          }),
      );
      expect(grids.length).toBeGreaterThan(0);
      for (const grid of grids) {
        if (grid.items > 1) expect(grid.rows, JSON.stringify(grid)).not.toContain(1);
      }
    });
  }
});

test.describe('home page accessibility and reflow', () => {
  // axe runs as a script in the page.
  test.use({ javaScriptEnabled: true });

  for (const width of [320, 390, 1366]) {
    test(`axe finds no violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expectNoAxeViolations(page);
    });
  }

  test('does not scroll sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(320);
  });
});
