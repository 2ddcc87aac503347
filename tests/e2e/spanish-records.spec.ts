import { expect, type Page } from '@playwright/test';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import { BLANK_MEETING, type Meeting } from '#domain/meetings/board-meetings.ts';
import { checkAtWidths, checkWithoutScriptAtWidths } from '../support/page-checks.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { pageWithoutJavaScript, testOnOwnServer } from '../support/own-server-test.ts';
import { callApi, logInStaff } from '../support/staff-api.ts';

const EDITOR = { username: 'editor', password: 'spanish-records-password' } as const;
const WIDTHS = [320, 390, 1366] as const;
/** A meeting far ahead, so it is the next one whatever day the spec runs. */
const MEETING: Meeting = {
  ...BLANK_MEETING,
  date: '2099-06-17',
  time: '18:30',
  place: 'Station 41, Kamas',
  agendaTitle: 'June regular meeting agenda',
  agendaHref: '/documents/agenda-2099-06.pdf',
};
const MEETING_ID = 'meeting-2099-06-17-1830';
const AGENDA_ES = 'Agenda de la reunión ordinaria de junio';

/** Its own server: the meeting and the Spanish this spec saves stay off other specs' pages. */
const test = testOnOwnServer('spanish-records', EDITOR);
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, path: string) {
  await logInOnPage(page, path, EDITOR);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('staff write a meeting’s Spanish agenda title; a resident reads it on /es/public-records/minutes', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  test.setTimeout(240_000);
  const token = await logInStaff(ownServerUrl, EDITOR);
  const published = await callApi(ownServerUrl, '/api/content/items/minutes/published', {
    method: 'PUT',
    token,
    json: { data: { ...SEED_PAGES.minutes, meetings: [MEETING] } },
  });
  expect(published.status, await published.clone().text()).toBe(200);

  // The workspace lists the meeting's agenda title as missing Spanish, linking to its form.
  await logIn(page, '/admin/pages');
  const toDo = page.getByRole('region', { name: 'Spanish missing or out of date' });
  const link = toDo.getByRole('link', {
    name: 'Regular board meeting, Wednesday, June 17, 2099, 6:30 PM: Agenda title',
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/meetings#spanish-${MEETING_ID}-agendaTitle$`));

  const form = page.getByRole('form', { name: /^Agenda title/ });
  await expect(form).toBeVisible();
  await expect(form.getByText('Spanish missing')).toBeVisible();
  await expect(form.getByRole('listitem').filter({ hasText: MEETING.agendaTitle })).toBeVisible();
  const field = form.getByLabel('Spanish agenda title', { exact: true });
  await expect(field).toHaveAttribute('lang', 'es');
  await field.fill(AGENDA_ES);
  await form.getByRole('button', { name: 'Save Spanish agenda title' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved. The Spanish page shows it now.');
  await expect(form.getByText('Spanish current')).toBeVisible();
  await checkAtWidths(page, 'the meetings’ Spanish beside the English', WIDTHS);

  // A resident without JavaScript reads it on the Spanish minutes page, in Spanish.
  const visitor = await pageWithoutJavaScript(browser, ownServerUrl);
  const checkerContext = await browser.newContext({ baseURL: ownServerUrl });
  const checker = await checkerContext.newPage();
  try {
    await visitor.page.goto('/es/public-records/minutes');
    await expect(visitor.page.locator('html')).toHaveAttribute('lang', 'es');
    const agenda = visitor.page.getByRole('link', { name: `Agenda: ${AGENDA_ES}` });
    await expect(agenda).toBeVisible();
    await expect(agenda.locator('[lang="en"]')).toHaveCount(0);
    await expect(
      visitor.page.getByRole('heading', {
        name: 'Reunión ordinaria — miércoles, 17 de junio de 2099, 6:30 p.m.',
      }),
    ).toBeVisible();
    // The place has no Spanish yet: English, marked as English.
    await expect(visitor.page.getByText('Station 41, Kamas')).toHaveAttribute('lang', 'en');
    await checkWithoutScriptAtWidths(
      visitor.page,
      checker,
      `${ownServerUrl}/es/public-records/minutes`,
      WIDTHS,
    );
    // The English page keeps the English.
    await visitor.page.goto('/public-records/minutes');
    await expect(
      visitor.page.getByRole('link', { name: `Agenda: ${MEETING.agendaTitle}` }),
    ).toBeVisible();
  } finally {
    await checkerContext.close();
    await visitor.close();
  }

  // The list no longer names the block.
  await page.goto('/admin/pages');
  await expect(toDo).toBeVisible();
  await expect(
    toDo.getByRole('link', { name: /June 17, 2099, 6:30 PM: Agenda title/ }),
  ).toHaveCount(0);
});
