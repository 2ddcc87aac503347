import { expect, type Page } from '@playwright/test';
import { NEWS_ITEMS } from '#domain/content/news.ts';
import { checkAtWidths, checkWithoutScriptAtWidths } from '../support/page-checks.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { pageWithoutJavaScript, testOnOwnServer } from '../support/own-server-test.ts';

const EDITOR = { username: 'editor', password: 'news-spanish-editor-password' } as const;
const WIDTHS = [320, 390, 1366] as const;
const ANNOUNCEMENT = NEWS_ITEMS[0]!;
const SLUG = 'district-announcement';
const SPANISH = {
  title: 'Anuncio del distrito',
  summary:
    'La junta directiva ha publicado un anuncio para los residentes del distrito. Lea el anuncio completo en el documento adjunto.',
  text: 'La junta le invita a leer el anuncio completo y a comunicarse con la oficina si tiene preguntas.',
};

/** Its own server: the Spanish this spec saves never shows on other specs' pages. */
const test = testOnOwnServer('news-spanish', EDITOR);
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, path: string) {
  await logInOnPage(page, path, EDITOR);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('staff write a post’s Spanish in /admin/news; a resident without JavaScript reads it on /es/news/<slug>', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  test.setTimeout(240_000);
  // The workspace lists the post's Spanish as missing and leads to it in the news editor.
  await logIn(page, '/admin/pages');
  const toDo = page.getByRole('region', { name: 'Spanish missing or out of date' });
  const titleLink = toDo.getByRole('link', { name: `News: ${ANNOUNCEMENT.title}: Title` });
  await expect(titleLink).toBeVisible();
  await titleLink.click();
  await expect(page).toHaveURL(/\/admin\/news\?post=seed-district-announcement#spanish-title$/);
  await expect(page.getByRole('heading', { name: `Edit: ${ANNOUNCEMENT.title}` })).toBeVisible();

  const titleForm = page.getByRole('form', { name: /^Title Spanish/ });
  await expect(titleForm.getByText('Spanish missing')).toBeVisible();
  const title = titleForm.getByLabel('Spanish title');
  await expect(title).toHaveAttribute('lang', 'es');
  await expect(title).toHaveValue(ANNOUNCEMENT.title);
  // A copy of the English is refused.
  await titleForm.getByRole('button', { name: 'Save Spanish title' }).click();
  await expect(
    titleForm.getByText('Write the Spanish: this is still the English.').first(),
  ).toBeVisible();
  await title.fill(SPANISH.title);
  await titleForm.getByRole('button', { name: 'Save Spanish title' }).click();
  await expect(titleForm.getByRole('status')).toHaveText('Saved. The Spanish page shows it now.');
  await expect(titleForm.getByText('Spanish current')).toBeVisible();

  const summaryForm = page.getByRole('form', { name: /^Summary Spanish/ });
  await summaryForm.getByLabel('Spanish summary').fill(SPANISH.summary);
  await summaryForm.getByRole('button', { name: 'Save Spanish summary' }).click();
  await expect(summaryForm.getByRole('status')).toHaveText('Saved. The Spanish page shows it now.');

  const textForm = page.getByRole('form', { name: /^Text Spanish/ });
  await textForm.getByRole('textbox', { name: 'Spanish text' }).fill(SPANISH.text);
  await textForm.getByRole('button', { name: 'Save Spanish text' }).click();
  await expect(textForm.getByRole('status')).toHaveText('Saved. The Spanish page shows it now.');
  await checkAtWidths(page, 'the post’s Spanish beside its English', WIDTHS);

  // A resident without JavaScript reads the post in Spanish.
  const visitor = await pageWithoutJavaScript(browser, ownServerUrl);
  // axe needs a page of a context of its own, with JavaScript on.
  const checkerContext = await browser.newContext({ baseURL: ownServerUrl });
  const checker = await checkerContext.newPage();
  try {
    await visitor.page.goto('/es/news');
    const card = visitor.page.getByRole('listitem').filter({ hasText: SPANISH.title });
    await expect(card).toContainText(SPANISH.summary);
    await expect(card).toContainText('1 de junio de 2025');
    await checkWithoutScriptAtWidths(visitor.page, checker, `${ownServerUrl}/es/news`, WIDTHS);

    await card.getByRole('link', { name: SPANISH.title }).click();
    await expect(visitor.page).toHaveURL(new RegExp(`/es/news/${SLUG}$`));
    const heading = visitor.page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(SPANISH.title);
    expect(await heading.getAttribute('lang')).toBeNull();
    await expect(visitor.page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(visitor.page.getByText(SPANISH.text)).toBeVisible();
    await expect(visitor.page.getByText(ANNOUNCEMENT.title, { exact: true })).toHaveCount(0);
    expect(await visitor.page.locator('script[src]').count()).toBe(0);
    await checkWithoutScriptAtWidths(
      visitor.page,
      checker,
      `${ownServerUrl}/es/news/${SLUG}`,
      WIDTHS,
    );
  } finally {
    await checkerContext.close();
    await visitor.close();
  }

  // The list no longer names the post.
  await page.goto('/admin/pages');
  await expect(toDo).toBeVisible();
  await expect(
    toDo.getByRole('link', { name: new RegExp(`^News: ${ANNOUNCEMENT.title}`) }),
  ).toHaveCount(0);
});
