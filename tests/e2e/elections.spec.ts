import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

const ELECTIONS_PATH = '/public-records/elections';
const PAGE_COUNT = 22;
const JS_BUDGET_GZIP_BYTES = 80 * 1024;

async function openViewer(page: Page) {
  await page.goto(ELECTIONS_PATH);
  // The View button appears once the island has hydrated (before that it is a plain link).
  const viewButton = page.getByRole('button', { name: 'View' });
  await viewButton.click();
  const dialog = page.getByRole('dialog', { name: '2025 Candidate Forms' });
  await expect(dialog).toBeVisible();
  return { dialog, viewButton };
}

test.describe('elections page', () => {
  test('shows the heading, the pick-up notice and the four document cards', async ({ page }) => {
    await page.goto(ELECTIONS_PATH);
    await expect(
      page.getByRole('heading', { level: 1, name: '2025 Special District Election' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const notice = page.getByRole('region', { name: 'Important notice' });
    await expect(notice).toContainText(
      'Candidate forms must be picked up in person at the fire station',
    );
    await expect(notice).toContainText('102 Thorn Creek Dr, Kamas, UT');
    await expect(notice).toContainText('Monday-Friday 8:00 AM-5:00 PM');
    await expect(notice.getByRole('link', { name: /555-01\d\d/ })).toBeVisible();
    for (const title of [
      '2025 Candidate Forms',
      'Declaration of Election Participation',
      'UOCAVA Election Notice',
      'Commissioner Candidates',
    ]) {
      await expect(page.getByRole('article', { name: title })).toBeVisible();
    }
  });

  test('opens each election PDF in a new tab, safely, and says so', async ({ page, request }) => {
    await page.goto(ELECTIONS_PATH);
    for (const title of [
      'Declaration of Election Participation',
      'UOCAVA Election Notice',
      'Commissioner Candidates',
    ]) {
      const link = page.getByRole('article', { name: title }).getByRole('link');
      await expect(link).toContainText('(PDF, opens in a new tab)');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/documents\/.+\.pdf$/);
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
  });

  test('offers an accessible copy of the candidate forms by e-mail', async ({ page }) => {
    await page.goto(ELECTIONS_PATH);
    const link = page
      .getByRole('article', { name: '2025 Candidate Forms' })
      .getByRole('link', { name: /e-mail the records officer/i });
    await expect(link).toHaveAttribute('href', /^mailto:[^@]+@[^?]+\?subject=Accessible%20copy/);
  });

  test('loads only the candidate-forms island script, well under the 80 KB gzip budget', async ({
    page,
    request,
  }) => {
    await page.goto(ELECTIONS_PATH);
    const scripts = await page
      .locator('script')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/candidate-forms-viewer-[\w-]+\.js$/);
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    let gzipBytes = 0;
    for (const url of [scripts[0]!, ...(preloads as string[])]) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      gzipBytes += gzipSync(await response.body()).length;
    }
    console.log(`elections island JavaScript: ${gzipBytes} bytes gzipped`);
    expect(gzipBytes).toBeLessThan(JS_BUDGET_GZIP_BYTES);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto(ELECTIONS_PATH);
    await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('candidate forms viewer', () => {
  test('opens on page 1 of 22 with focus inside and the view-only banner', async ({ page }) => {
    const { dialog } = await openViewer(page);
    await expect(dialog.getByText('Page 1 of 22')).toBeVisible();
    await expect(dialog.getByText('VIEW ONLY - NO DOWNLOAD/PRINT/SAVE')).toBeVisible();
    await expect(dialog.getByText('Press ESC to close')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('offers exactly the 22 existing pages in Go to page and jumps to the chosen one', async ({
    page,
  }) => {
    const { dialog } = await openViewer(page);
    const select = dialog.getByLabel('Go to page');
    await expect(select.locator('option')).toHaveCount(PAGE_COUNT);
    await select.selectOption({ label: '22' });
    await expect(dialog.getByText('Page 22 of 22')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await select.selectOption({ label: '7' });
    await expect(dialog.getByText('Page 7 of 22')).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', /page 7 of 22/);
  });

  test('ignores a Go to page value that names no page', async ({ page }) => {
    const { dialog } = await openViewer(page);
    await dialog.getByLabel('Go to page').evaluate((select: HTMLSelectElement) => {
      const bogus = new Option('99', '98');
      select.add(bogus);
      select.value = '98';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(dialog.getByText('Page 1 of 22')).toBeVisible();
  });

  test('turns pages with Next, Previous and the arrow keys, stopping at the ends', async ({
    page,
  }) => {
    const { dialog } = await openViewer(page);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Page 2 of 22')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByText('Page 1 of 22')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Page 3 of 22')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Page 2 of 22')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Page 1 of 22')).toBeVisible();
    for (let step = 0; step < PAGE_COUNT + 2; step += 1) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Page 22 of 22')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('gives every page image its text as alt text', async ({ page }) => {
    const { dialog } = await openViewer(page);
    const alts = new Set<string>();
    for (let pageNumber = 1; pageNumber <= PAGE_COUNT; pageNumber += 1) {
      const image = dialog.getByRole('img');
      await expect(image).toHaveAttribute('alt', new RegExp(`page ${pageNumber} of 22\\. \\S`));
      alts.add((await image.getAttribute('alt')) ?? '');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      if (pageNumber < PAGE_COUNT) await dialog.getByRole('button', { name: 'Next' }).click();
    }
    expect(alts.size).toBe(PAGE_COUNT);
  });

  test('closes on Escape and returns focus to the View button', async ({ page }) => {
    const { dialog, viewButton } = await openViewer(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewButton).toBeFocused();
  });

  test('closes with the Close button and returns focus to the View button', async ({ page }) => {
    const { dialog, viewButton } = await openViewer(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(viewButton).toBeFocused();
  });

  test('closes when the backdrop is clicked, not when the page is', async ({ page }) => {
    const { dialog } = await openViewer(page);
    await dialog.getByRole('img').click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });

  test('blocks right-click, dragging and selecting inside the viewer', async ({ page }) => {
    const { dialog } = await openViewer(page);
    const prevented = await dialog.getByRole('img').evaluate((img) =>
      ['contextmenu', 'dragstart', 'selectstart'].map((type) => {
        const event =
          type === 'contextmenu'
            ? new MouseEvent(type, { bubbles: true, cancelable: true })
            : new Event(type, { bubbles: true, cancelable: true });
        img.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    );
    expect(prevented).toEqual([true, true, true]);
    expect(await dialog.evaluate((element) => getComputedStyle(element).userSelect)).toBe('none');
  });

  test('keeps Tab inside the open viewer', async ({ page }) => {
    const { dialog } = await openViewer(page);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
  });

  test('has no axe violations while open', async ({ page }) => {
    await openViewer(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('elections page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still links View to the first page and offers the accessible copy', async ({ page }) => {
    await page.goto(ELECTIONS_PATH);
    const card = page.getByRole('article', { name: '2025 Candidate Forms' });
    await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/documents/candidate-forms/page-01.svg',
    );
    await expect(card.getByRole('link', { name: /e-mail the records officer/i })).toBeVisible();
  });
});

test.describe('candidate forms viewer on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('hides the Escape hint where no keyboard is likely and keeps the Close button', async ({
    page,
  }) => {
    const { dialog } = await openViewer(page);
    await expect(dialog.getByText('Page 1 of 22')).toBeVisible();
    await expect(dialog.getByText('Press ESC to close')).toBeHidden();
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    await close.tap();
    await expect(dialog).toBeHidden();
  });
});
