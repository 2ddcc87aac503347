import { expect, test, type Browser } from '@playwright/test';
import { CHIPPER_API_PATHS } from '#domain/chipper/chipper-api.ts';
import { districtDay } from '../support/district-day.ts';
import { logInToStaffArea } from '../support/log-in-page.ts';
import { readOutbox, readableMail } from '../support/outbox.ts';
import { ownServerForDescribe } from '../support/own-server-hooks.ts';
import { openWithoutScript, pageWithoutJavaScript } from '../support/own-server-test.ts';
import { checkAtWidths as checkLiveAtWidths } from '../support/page-checks.ts';
import { callApi, createStaffAccount, logInStaff } from '../support/staff-api.ts';

// Issue 38 end to end, JavaScript off on the resident's side at 390 px: a resident finds the
// sign-up from the prevention page, signs up two piles, confirms by e-mail and sees their day; a
// second resident, in Spanish, once the day is full, gets the next day; on the day a crew member
// signed in on a phone marks one pile chipped and one refused (too large); each resident gets the
// result in their language, and the figures count them.
const server = ownServerForDescribe('chipper');

/** The mails to `email` so far, decoded as a person reads them. */
function mailsTo(email: string): string[] {
  return readOutbox(server.dataDir)
    .map(readableMail)
    .filter((mail) => mail.includes(`To: ${email}`));
}

async function waitForMail(email: string, text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = mailsTo(email).find((mail) => mail.includes(text))), { timeout: 20_000 })
    .toBeTruthy();
  return found!;
}

async function signUpWithoutScript(
  browser: Browser,
  language: 'en' | 'es',
  answers: { street: string; email: string; piles: Array<[string, string, string]> },
) {
  const { page } = await pageWithoutJavaScript(browser, server.url);
  await page.setViewportSize({ width: 390, height: 844 });
  const english = language === 'en';
  await page.goto(english ? '/prevention' : '/es/prevention');
  await page
    .getByRole('link', {
      name: english
        ? 'Sign up for the chipper program'
        : 'Inscríbase en el programa de trituración de ramas',
    })
    .click();
  await page.getByLabel(english ? 'Street address' : 'Dirección').fill(answers.street);
  await page.getByLabel(english ? 'Town' : 'Población', { exact: true }).fill('Kamas');
  for (const [index, [length, width, height]] of answers.piles.entries()) {
    const number = index + 1;
    await page
      .getByLabel(english ? `Pile ${number} length (ft)` : `Largo del montón ${number} (pies)`)
      .fill(length);
    await page
      .getByLabel(english ? `Pile ${number} width (ft)` : `Ancho del montón ${number} (pies)`)
      .fill(width);
    await page
      .getByLabel(english ? `Pile ${number} height (ft)` : `Alto del montón ${number} (pies)`)
      .fill(height);
  }
  await page.getByLabel(english ? 'Branches and limbs' : 'Ramas y troncos delgados').check();
  await page
    .getByLabel(
      english
        ? 'The piles hold no dirt, rocks, wire or building material'
        : 'Los montones no tienen tierra, piedras, alambre ni material de construcción',
    )
    .check();
  await page
    .getByLabel(english ? 'Where the piles stand' : 'Dónde están los montones en el terreno')
    .fill(english ? 'End of the driveway' : 'Al final de la entrada');
  await page
    .getByLabel(english ? 'Your e-mail address' : 'Su correo electrónico')
    .fill(answers.email);
  await page
    .getByRole('button', {
      name: english ? 'Sign up and confirm by e-mail' : 'Inscribirme y confirmar por correo',
    })
    .click();
  return page;
}

test.describe('the chipper program', () => {
  test('a resident’s season, end to end, JavaScript off at 390 px, in both languages', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const firstDay = districtDay(10);
    const secondDay = districtDay(17);
    const admin = await logInStaff(server.url);
    const zone = await callApi(server.url, CHIPPER_API_PATHS.zones, {
      token: admin,
      json: { name: { en: 'Kamas and Marion', es: 'Kamas y Marion' }, towns: ['Kamas', 'Marion'] },
    });
    const { id: zoneId } = (await zone.json()) as { id: string };
    const days: string[] = [];
    for (const day of [firstDay, secondDay]) {
      const created = await callApi(server.url, CHIPPER_API_PATHS.days, {
        token: admin,
        json: { zoneId, day, capacityPiles: 2 },
      });
      expect(created.status).toBe(201);
      days.push(((await created.json()) as { id: string }).id);
    }

    // A pile over the limit is refused on its field, and the form keeps what was typed.
    const ana = await signUpWithoutScript(browser, 'en', {
      street: '120 Center Street',
      email: 'ana@example.org',
      piles: [
        ['9', '4', '3'],
        ['5', '5', '4'],
      ],
    });
    await expect(ana.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(
      ana.getByText('Error: This pile is longer than 8 ft. Make it smaller, or make two piles.'),
    ).toBeVisible();
    await expect(ana.getByLabel('Street address')).toHaveValue('120 Center Street');
    const checks = await openWithoutScript(browser, server.url, '/prevention/chipper');
    await checks.checkAtWidths(ana);
    await ana.getByLabel('Pile 1 length (ft)').fill('6');
    await ana.getByLabel('The piles hold no dirt, rocks, wire or building material').check();
    await ana.getByLabel('Branches and limbs').check();
    await ana.getByRole('button', { name: 'Sign up and confirm by e-mail' }).click();
    await expect(ana.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    const confirmMail = await waitForMail('ana@example.org', '/prevention/chipper/confirm/');
    const confirmPath = /\/prevention\/chipper\/confirm\/[\w-]+/.exec(confirmMail)![0];
    await ana.goto(confirmPath);
    await ana.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(ana.getByText('Your sign-up is confirmed.')).toBeVisible();
    await expect(ana.getByText(/^Your chipping day: /)).toContainText(
      new Date(`${firstDay}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
    await checks.checkAtWidths(ana);
    await waitForMail('ana@example.org', 'Subject: Your chipper day:');

    // The first day is full (2 piles): the second resident, in Spanish, gets the next day.
    const eva = await signUpWithoutScript(browser, 'es', {
      street: '15 Birch Lane',
      email: 'eva@example.org',
      piles: [['7', '4', '3']],
    });
    await expect(
      eva.getByRole('heading', { level: 1, name: 'Revise su correo electrónico' }),
    ).toBeVisible();
    const evaConfirm = await waitForMail('eva@example.org', '/es/prevention/chipper/confirm/');
    await eva.goto(/\/es\/prevention\/chipper\/confirm\/[\w-]+/.exec(evaConfirm)![0]);
    await eva.getByRole('button', { name: 'Confirmar mi inscripción' }).click();
    await expect(eva.getByText('Su inscripción está confirmada.')).toBeVisible();
    await expect(
      eva.getByText(
        'El primer día de su zona estaba lleno, así que le reservamos el siguiente día con lugar.',
      ),
    ).toBeVisible();
    await checks.checkAtWidths(eva);

    // On the day, a crew member signs in on a phone and opens the day's route page.
    const crewAccount = await createStaffAccount(server.url, admin, 'crew1', ['chipper-crew']);
    const crewContext = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
    });
    const phone = await crewContext.newPage();
    await logInToStaffArea(phone, '/admin/chipper', crewAccount);
    await expect(phone.getByRole('heading', { name: 'Chipping days' })).toBeVisible();
    await checkLiveAtWidths(phone, phone.url());
    await phone
      .getByRole('button', { name: /Open the crew page/ })
      .first()
      .click();
    await expect(
      phone.getByRole('heading', { level: 1, name: /Chipper route: Kamas and Marion/ }),
    ).toBeVisible();
    await expect(phone.getByRole('heading', { name: '1. 120 Center Street, Kamas' })).toBeVisible();
    const anaStop = phone.locator('li.crew-stop', { hasText: '120 Center Street' });
    await anaStop.getByRole('radio', { name: 'Chipped', exact: true }).check();
    await anaStop.getByRole('button', { name: /Save stop/ }).click();
    await expect(phone.getByText('Saved.')).toBeVisible();
    await checkLiveAtWidths(phone, phone.url());
    await crewContext.close();

    // Eva's day is the second: its own crew page, marked not chipped (too large) by the crew link.
    const link = await callApi(server.url, CHIPPER_API_PATHS.crewLink.replace(':id', days[1]!), {
      token: await logInStaff(server.url, crewAccount),
      json: {},
    });
    const { url } = (await link.json()) as { url: string };
    const { page: crewPage } = await pageWithoutJavaScript(browser, server.url);
    await crewPage.setViewportSize({ width: 390, height: 844 });
    await crewPage.goto(new URL(url).pathname);
    const evaStop = crewPage.locator('li.crew-stop', { hasText: '15 Birch Lane' });
    await evaStop.getByRole('radio', { name: 'Not chipped' }).check();
    await evaStop.getByLabel('Why not (when not chipped)').selectOption('too-large');
    await evaStop.getByRole('button', { name: /Save stop/ }).click();
    await expect(crewPage.getByText('Status: Not chipped')).toBeVisible();
    await checks.checkAtWidths(crewPage);

    await waitForMail('ana@example.org', 'The crew chipped your piles at 120 Center Street');
    const refused = await waitForMail('eva@example.org', 'Sus montones no se trituraron');
    expect(refused).toContain('un montón superaba el tamaño permitido');

    const figures = await callApi(server.url, CHIPPER_API_PATHS.figures, { token: admin });
    expect(((await figures.json()) as { season: object }).season).toMatchObject({
      pilesRegistered: 3,
      pilesChipped: 2,
      pilesNotChipped: 1,
      notChippedByReason: { 'too-large': 1 },
      households: 2,
    });
    const csv = await callApi(server.url, CHIPPER_API_PATHS.figuresCsv, { token: admin });
    expect(await csv.text()).toContain('season,,,3,2,1,0,1,0,0,0,2,0,0');
    await checks.close();
  });
});
