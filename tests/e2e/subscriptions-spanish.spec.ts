import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { linkTo, waitForReadableMail } from '../support/outbox.ts';
import { ownServerForDescribe } from '../support/own-server-hooks.ts';
import { openWithoutScript } from '../support/own-server-test.ts';
import { allowBurningToday } from '../support/burn-setup.ts';
import { callApi, publishUrgentAlertWithSpanish } from '../support/staff-api.ts';
import { askForAlertsInSpanish } from '../support/subscribe-page.ts';

// Issue 29 end to end (decision 325), JavaScript off: a resident opens /es/, subscribes to
// alerts in Spanish, reads the confirmation in Spanish from the outbox and confirms; staff publish
// an urgent alert with its Spanish through the API; the resident's alert mail is in Spanish. Its
// own server with the file outbox, so the shared e2e server is never disturbed.
const RESIDENT = 'vecina@example.org';
const NEIGHBOUR = 'neighbour@example.org';

test.describe('e-mail updates in Spanish', () => {
  test.describe.configure({ mode: 'serial' });
  const server = ownServerForDescribe('subscriptions-es', {
    PUBLIC_URL: 'https://district.example.org',
    OUTBOX_INTERVAL_MS: '500',
  });

  function waitForMail(pattern: RegExp): Promise<string> {
    return waitForReadableMail(server.dataDir, RESIDENT, pattern);
  }

  test('a resident subscribes in Spanish without JavaScript and gets an urgent alert in Spanish', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { page, checkAtWidths, close } = await openWithoutScript(
      browser,
      server.url,
      '/es/subscribe',
    );

    await page.goto('/es/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Reciba avisos por correo electrónico' })
      .click();
    await expect(page).toHaveURL(/\/es\/subscribe$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reciba avisos por correo electrónico' }),
    ).toBeVisible();
    await checkAtWidths(page);
    await askForAlertsInSpanish(page, RESIDENT);
    await checkAtWidths(page);

    const confirmation = await waitForMail(/es\/subscribe\/confirm/);
    expect(confirmation).toContain('Subject: Confirme sus avisos por correo electrónico');
    expect(confirmation).toContain('Alguien, probablemente usted, pidió a');
    await page.goto(linkTo(confirmation, '/es/subscribe/confirm'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await checkAtWidths(page);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('heading', { name: 'Ya está suscrito' })).toBeVisible();
    await checkAtWidths(page);
    await page.getByRole('link', { name: 'Cambiar sus suscripciones' }).click();
    await expect(
      page.getByRole('heading', { name: 'Sus avisos por correo electrónico' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'En español' })).toBeChecked();
    await checkAtWidths(page);

    // Staff publish an urgent alert with its Spanish, written beside the English.
    const english = { heading: 'Evacuate Weber Canyon', text: 'Leave the Weber Canyon area now.' };
    await publishUrgentAlertWithSpanish(server.url, server.staffToken, english, {
      heading: 'Evacúe el cañón Weber',
      text: 'Salga ahora de la zona del cañón Weber.',
    });
    const alert = await waitForMail(/Evacúe el cañón Weber/);
    expect(alert).toContain('Subject: Emergencia: Evacúe el cañón Weber');
    expect(alert).toContain('Salga ahora de la zona del cañón Weber.');
    expect(alert).toContain('Léalo en el sitio web: https://district.example.org/es/');
    expect(alert).not.toContain('Leave the Weber Canyon area now.');

    // The banner on the Spanish pages shows the Spanish.
    await page.goto('/es/');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Emergencia: Evacúe el cañón Weber' }),
    ).toBeVisible();

    await close();
  });

  test('staff turn a burn day to No burning: the Spanish reader’s notice is Spanish, an English reader’s English', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // An English reader signs up beside the Spanish one of the test before, without JavaScript.
    const { page, close } = await openWithoutScript(browser, server.url, '/subscribe');
    await page.goto('/subscribe');
    await page.getByRole('checkbox', { name: 'Fire restrictions and alerts' }).check();
    await page.getByLabel('E-mail address').fill(NEIGHBOUR);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const confirmation = await waitForReadableMail(server.dataDir, NEIGHBOUR, /subscribe\/confirm/);
    await page.goto(linkTo(confirmation, '/subscribe/confirm'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    await close();

    // Staff call today a burn day, then turn it to No burning for the wind.
    await allowBurningToday(server.url, server.staffToken, { clearingIndex: 650 });
    const stopped = await callApi(server.url, '/api/admin/burn/day', {
      token: server.staffToken,
      json: { isBurningAllowed: false, reason: 'wind' },
    });
    expect(stopped.status).toBe(200);

    const spanish = await waitForMail(/Hoy no se permite quemar/);
    expect(spanish).toContain('Subject: Hoy no se permite quemar');
    expect(spanish).toContain('Hoy no se permite quemar. Viento.');
    expect(spanish).toContain(
      'Léalo en el sitio web: https://district.example.org/es/permits/burn/status',
    );
    expect(spanish).not.toContain('No burning today');
    const english = await waitForReadableMail(server.dataDir, NEIGHBOUR, /No burning today/);
    expect(english).toContain('Subject: No burning today');
    expect(english).toContain('No burning today. Wind.');
    expect(english).not.toContain('Hoy no se permite quemar');
  });

  test('the alert editor with its Spanish fields passes axe', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await logInOnPage(page, '/admin', E2E_ADMIN);
    await expect(page.getByRole('heading', { level: 2, name: 'Needs attention' })).toBeVisible();
    await page.goto('/admin/alert');
    const form = page.getByRole('form', { name: 'New alert' });
    await form.getByLabel('Heading', { exact: true }).fill('Red flag warning');
    await form.getByLabel('Text', { exact: true }).fill('No open burning today.');
    const spanish = form.getByRole('group', { name: 'Spanish' });
    await expect(spanish).toContainText('1 subscriber reads Spanish');
    await expect(spanish).toContainText("they get this alert's e-mail in English");
    await spanish.getByLabel('Heading in Spanish').fill('Alerta de bandera roja');
    await spanish.getByLabel('Text in Spanish').fill('Hoy no se permiten quemas al aire libre.');
    await expect(spanish).toContainText("they get this alert's e-mail in Spanish");
    await expectNoAxeViolations(page);
    await context.close();
  });
});
