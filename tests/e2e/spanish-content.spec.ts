import { expect, type Page } from '@playwright/test';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import { checkAtWidths, checkWithoutScriptAtWidths } from '../support/page-checks.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { pageWithoutJavaScript, testOnOwnServer } from '../support/own-server-test.ts';

const EDITOR = { username: 'editor', password: 'spanish-editor-password' } as const;
const WIDTHS = [320, 390, 1366] as const;
const MISSION_ES = 'Proteger la vida y la propiedad del valle, con respeto y prontitud.';

/** Its own server: the Spanish this spec saves never shows on other specs' pages. */
const test = testOnOwnServer('spanish-content', EDITOR);
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, path: string) {
  await logInOnPage(page, path, EDITOR);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('staff write the Spanish of a page block beside the English; the Spanish page shows it', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  test.setTimeout(240_000);
  // The workspace lists what the Spanish pages still show in English.
  await logIn(page, '/admin/pages');
  const toDo = page.getByRole('region', { name: 'Spanish missing or out of date' });
  const missionLink = toDo.getByRole('link', { name: 'About: Mission', exact: true });
  await expect(missionLink).toBeVisible();
  await checkAtWidths(page, 'the list of Spanish to write', WIDTHS);
  await page.setViewportSize({ width: 1366, height: 900 });

  await missionLink.click();
  await expect(page).toHaveURL(/\/admin\/pages\/about#spanish-mission$/);
  const form = page.getByRole('form', { name: /^Mission/ });
  await expect(form.getByText('Spanish missing')).toBeVisible();
  await expect(
    form.getByRole('listitem').filter({ hasText: SEED_PAGES.about.mission }),
  ).toBeVisible();
  const field = form.getByLabel('Spanish mission');
  await expect(field).toHaveAttribute('lang', 'es');
  await field.fill(MISSION_ES);
  await form.getByRole('button', { name: 'Save Spanish mission' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved. The Spanish page shows it now.');
  await expect(form.getByText('Spanish current')).toBeVisible();
  await checkAtWidths(page, 'the Spanish beside the English', WIDTHS);

  // A resident without JavaScript reads it on the Spanish page, in Spanish.
  const visitor = await pageWithoutJavaScript(browser, ownServerUrl);
  // axe needs a page of a context of its own, with JavaScript on.
  const checkerContext = await browser.newContext({ baseURL: ownServerUrl });
  const checker = await checkerContext.newPage();
  try {
    await visitor.page.goto('/es/about');
    const mission = visitor.page.getByText(MISSION_ES);
    await expect(mission).toBeVisible();
    expect(await mission.getAttribute('lang')).toBeNull();
    // A block with no Spanish yet is the English, marked as English.
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await checkWithoutScriptAtWidths(visitor.page, checker, `${ownServerUrl}/es/about`, WIDTHS);
  } finally {
    await checkerContext.close();
    await visitor.close();
  }

  // The list no longer names the block.
  await page.goto('/admin/pages');
  await expect(toDo).toBeVisible();
  await expect(toDo.getByRole('link', { name: 'About: Mission', exact: true })).toHaveCount(0);
});
