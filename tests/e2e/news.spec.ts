import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pageWithoutJavaScript, testOnOwnServer } from '../support/own-server-test.ts';
import { logInOnPage } from '../support/log-in-page.ts';

const EDITOR = { username: 'news-editor', password: 'news-editor-password' } as const;

/** Its own server, so the posts published here never show on the other specs' pages. */
const test = testOnOwnServer('news', EDITOR);
test.describe.configure({ mode: 'serial' });

test('an editor posts a news item with a PDF from the library; it is on /news, on its own page, in the feed and found by search', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  test.setTimeout(150_000);
  const flyer = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flyer-')), 'flyer.pdf');
  fs.copyFileSync('public/documents/burn-permit.pdf', flyer);

  // The PDF goes into the library first, filed under News attachments.
  await logInOnPage(page, '/admin/documents', EDITOR);
  const upload = page.getByRole('region', { name: 'Upload a document' });
  await upload.getByLabel('Title').fill('Chipper Day Flyer');
  await upload.getByLabel('Date').fill('2026-05-01');
  await upload.getByLabel('Category').selectOption({ label: 'News attachments' });
  await upload.getByLabel('File', { exact: true }).setInputFiles(flyer);
  await upload.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Its address is /documents/chipper-day-flyer.pdf',
  );

  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'District Announcement' })).toContainText(
    'Published',
  );
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'New post' });
  await form.getByLabel('Title', { exact: true }).fill('Chipper Day in Kamas');
  await form.getByLabel('Date', { exact: true }).fill('2026-05-09');
  await form.getByLabel('Summary').fill('Bring your slash piles to the Kamas station.');
  await form.getByRole('textbox', { name: 'Text' }).fill('The chipper runs from 8 to noon.');
  const attachments = form.getByRole('group', { name: 'Attached documents (optional)' });
  await attachments
    .getByLabel('Document from the library')
    .selectOption({ label: 'Chipper Day Flyer (2026-05-01)' });
  await attachments.getByRole('button', { name: 'Attach document' }).click();
  await expect(attachments.getByRole('listitem')).toHaveText(/Chipper Day Flyer/);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Chipper Day in Kamas' })).toContainText(
    'Draft',
  );

  const visitor = await pageWithoutJavaScript(browser, ownServerUrl);
  try {
    await visitor.page.goto('/news');
    await expect(visitor.page.getByText('Chipper Day in Kamas')).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

    await visitor.page.goto('/news');
    const card = visitor.page.getByRole('listitem').filter({ hasText: 'Chipper Day in Kamas' });
    await expect(card).toContainText('May 9, 2026');
    const attached = card.getByRole('link', { name: /Chipper Day Flyer/ });
    await expect(attached).toHaveAttribute('href', '/documents/chipper-day-flyer.pdf');
    await expect(attached).toHaveAccessibleName(/\(PDF, opens in a new tab\)$/);
    await expect(card).toContainText(/PDF, \d+ KB/);
    const file = await visitor.page.request.get('/documents/chipper-day-flyer.pdf');
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(await visitor.page.locator('script[src]').count()).toBe(0);

    await card.getByRole('link', { name: 'Chipper Day in Kamas' }).click();
    await expect(visitor.page).toHaveURL(/\/news\/chipper-day-in-kamas$/);
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
      'Chipper Day in Kamas',
    );
    await expect(visitor.page.getByText('The chipper runs from 8 to noon.')).toBeVisible();

    await visitor.page.goto('/news');
    const feedLink = visitor.page.getByRole('link', { name: 'Subscribe to the news feed (Atom)' });
    const feed = await visitor.page.request.get((await feedLink.getAttribute('href')) ?? '');
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    expect(await feed.text()).toContain('Chipper Day in Kamas');

    await visitor.page.getByRole('searchbox', { name: 'Search the site' }).fill('chipper');
    await visitor.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(visitor.page).toHaveURL(/\/search\?q=chipper$/);
    const result = visitor.page.getByRole('listitem').filter({ hasText: 'Chipper Day in Kamas' });
    await expect(result.getByRole('link', { name: 'Chipper Day in Kamas' })).toHaveAttribute(
      'href',
      '/news/chipper-day-in-kamas',
    );
    await expect(result.locator('mark').first()).toHaveText(/chipper/i);
    // The attached document is found too, by its title.
    await expect(
      visitor.page
        .getByRole('listitem')
        .filter({ hasText: 'Chipper Day Flyer' })
        .getByRole('link', { name: 'Chipper Day Flyer' }),
    ).toHaveAttribute('href', '/documents/chipper-day-flyer.pdf');
  } finally {
    await visitor.close();
  }
  // axe runs its script in the page, so it checks the same server-rendered pages with it on.
  for (const path of ['/news', '/news/chipper-day-in-kamas', '/search?q=chipper']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});

test('search says so for nothing and for no result, and the header form fits 320 px', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  const visitor = await pageWithoutJavaScript(browser, ownServerUrl);
  try {
    await visitor.page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/news', '/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
      await visitor.page.goto(path);
      await expect(
        visitor.page.getByRole('searchbox', { name: 'Search the site' }).first(),
      ).toBeVisible();
      const overflow = await visitor.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expect(
      visitor.page.getByText('No results for “<script>alert(1)</script>”.'),
    ).toBeVisible();
    await visitor.page.goto('/search?q=');
    await expect(visitor.page.getByText('Enter a word or phrase to search for.')).toBeVisible();
  } finally {
    await visitor.close();
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await expectNoAxeViolations(page);
});
