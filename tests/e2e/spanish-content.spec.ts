import { expect, type Page } from '@playwright/test';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import { ABOUT_ES } from '#domain/content/seed-spanish-pages.ts';
import { checkAtWidths, checkWithoutScriptAtWidths } from '../support/page-checks.ts';
import { logInToStaffArea } from '../support/log-in-page.ts';
import { logInStaff } from '../support/staff-api.ts';
import { testOnOwnServer, withVisitorWithoutScript } from '../support/own-server-test.ts';

const EDITOR = { username: 'editor', password: 'spanish-editor-password' } as const;
const WIDTHS = [320, 390, 1366] as const;
const MISSION_ES = 'Proteger la vida y la propiedad del valle, con respeto y prontitud.';
// A post staff write (the seeded announcement carries the seed's Spanish, decision 346).
const ANNOUNCEMENT = {
  title: 'Chipper Days Return',
  date: '2026-03-02',
  summary: 'Crews chip brush piles along county roads in April.',
  bodyHtml: '<p>Stack branches at the curb by April 1.</p>',
  publishAtLocal: null,
  attachments: [],
};
const SLUG = 'chipper-days-return';
const SPANISH = {
  title: 'Regresan los días de trituración',
  summary: 'Las cuadrillas triturarán montones de ramas en los caminos del condado en abril.',
  text: 'Apile las ramas junto a la calle antes del 1 de abril.',
};

/** Writes and publishes ANNOUNCEMENT as the editor does; answers its id. */
async function publishAnnouncement(origin: string): Promise<string> {
  const token = await logInStaff(origin, EDITOR);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${origin}/api/news/posts`, {
    method: 'POST',
    headers,
    body: JSON.stringify(ANNOUNCEMENT),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await fetch(`${origin}/api/news/posts/${id}/published`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(ANNOUNCEMENT),
  });
  expect(published.status).toBe(200);
  return id;
}

/** Its own server: the Spanish this spec saves never shows on other specs' pages. */
const test = testOnOwnServer('spanish-content', EDITOR);
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** Logs in on /admin/pages and answers its list of what the Spanish pages show in English. */
async function openSpanishToDo(page: Page) {
  await logInToStaffArea(page, '/admin/pages', EDITOR);
  return page.getByRole('region', { name: 'Spanish missing or out of date' });
}

test('staff write the Spanish of a page block beside the English; the Spanish page shows it', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  // The workspace lists what the Spanish pages still show in English; the seeded mission has
  // the seed's Spanish (decision 346), so it is not listed.
  const toDo = await openSpanishToDo(page);
  await expect(toDo).toBeVisible();
  await expect(toDo.getByRole('link', { name: 'About: Mission', exact: true })).toHaveCount(0);
  await checkAtWidths(page, 'the list of Spanish to write', WIDTHS);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Staff rewrite the seed's Spanish of the mission.
  await page.goto('/admin/pages/about#spanish-mission');
  const form = page.getByRole('form', { name: /^Mission/ });
  await expect(form.getByText('Spanish current')).toBeVisible();
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
  await withVisitorWithoutScript(browser, ownServerUrl, async (visitor, checker) => {
    await visitor.goto('/es/about');
    const mission = visitor.getByText(MISSION_ES);
    await expect(mission).toBeVisible();
    expect(await mission.getAttribute('lang')).toBeNull();
    // The other blocks show the seed's Spanish, unmarked.
    const heading = visitor.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(ABOUT_ES.title!);
    expect(await heading.getAttribute('lang')).toBeNull();
    await checkWithoutScriptAtWidths(visitor, checker, `${ownServerUrl}/es/about`, WIDTHS);
  });

  // The list no longer names the block.
  await page.goto('/admin/pages');
  await expect(toDo).toBeVisible();
  await expect(toDo.getByRole('link', { name: 'About: Mission', exact: true })).toHaveCount(0);
});

// News posts have their Spanish beside the English in the news editor (decision 331).
test('staff write a post’s Spanish in /admin/news; a resident without JavaScript reads it on /es/news/<slug>', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  const postId = await publishAnnouncement(ownServerUrl);
  // The workspace lists the post's Spanish as missing and leads to it in the news editor.
  const toDo = await openSpanishToDo(page);
  const titleLink = toDo.getByRole('link', { name: `News: ${ANNOUNCEMENT.title}: Title` });
  await expect(titleLink).toBeVisible();
  await titleLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/news\\?post=${postId}#spanish-title$`));
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
  await withVisitorWithoutScript(browser, ownServerUrl, async (visitor, checker) => {
    await visitor.goto('/es/news');
    const card = visitor.getByRole('listitem').filter({ hasText: SPANISH.title });
    await expect(card).toContainText(SPANISH.summary);
    await expect(card).toContainText('2 de marzo de 2026');
    await checkWithoutScriptAtWidths(visitor, checker, `${ownServerUrl}/es/news`, WIDTHS);

    await card.getByRole('link', { name: SPANISH.title }).click();
    await expect(visitor).toHaveURL(new RegExp(`/es/news/${SLUG}$`));
    const heading = visitor.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(SPANISH.title);
    expect(await heading.getAttribute('lang')).toBeNull();
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
    await expect(visitor.getByText(SPANISH.text)).toBeVisible();
    await expect(visitor.getByText(ANNOUNCEMENT.title, { exact: true })).toHaveCount(0);
    expect(await visitor.locator('script[src]').count()).toBe(0);
    await checkWithoutScriptAtWidths(visitor, checker, `${ownServerUrl}/es/news/${SLUG}`, WIDTHS);
  });

  // The list no longer names the post.
  await page.goto('/admin/pages');
  await expect(toDo).toBeVisible();
  await expect(
    toDo.getByRole('link', { name: new RegExp(`^News: ${ANNOUNCEMENT.title}`) }),
  ).toHaveCount(0);
});
