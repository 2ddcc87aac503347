import { expect, test } from '@playwright/test';
import { districtDay } from '../support/district-day.ts';
import { addInspectionBlock, payClearanceToBook } from '../support/inspection-setup.ts';
import { readOutbox, waitForOutboxMail } from '../support/outbox.ts';
import { ownServerForDescribe } from '../support/own-server-hooks.ts';
import { openWithoutScript } from '../support/own-server-test.ts';

// Issue 29 end to end, JavaScript off: a resident files a records request on the Spanish form
// (wrong first, then right), reads the statutory deadline in Spanish, gets the acknowledgement in
// Spanish and opens the private page in Spanish; an applicant books an inspection on the Spanish
// booking page. Axe and reflow at 320, 390 and 1366 px on each Spanish page.
/** A mail as the resident reads it: quoted-printable and encoded words decoded as UTF-8. */
function readable(mail: string): string {
  const joined = mail
    .replace(/=\r?\n/g, '')
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, word: string) => word.replace(/_/g, ' '));
  return decodeURIComponent(joined.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1'));
}

const isReceived = (mail: string) => mail.includes('recibida');

test.describe('records requests and inspection booking in Spanish', () => {
  test.describe.configure({ mode: 'serial' });
  const server = ownServerForDescribe('recins-es');

  test('a resident files a records request in Spanish and reads the deadline in Spanish', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const {
      context: resident,
      page,
      checkAtWidths,
    } = await openWithoutScript(browser, server.url, '/es/contact');

    await page.goto('/es/public-records/request/online');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Solicitar registros públicos en línea' }),
    ).toBeVisible();
    await checkAtWidths(page);

    await page.getByLabel('Correo electrónico').fill('dana');
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(page.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Escriba su nombre.' })).toBeVisible();
    await expect(
      page.getByText('Error: Escriba un correo electrónico, como nombre@ejemplo.com.'),
    ).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('dana');
    await checkAtWidths(page);

    await page.getByLabel('Su nombre').fill('Dana Reporter');
    await page.getByLabel('Correo electrónico').fill('dana@example.org');
    await page.getByLabel('Dirección postal').fill('PO Box 12, Kamas, UT 84036');
    await page.getByLabel('Registros que desea').fill('Informes de incidentes del incendio');
    await page.getByLabel('Copia electrónica').check();
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();

    await expect(page).toHaveURL(/\/es\/public-records\/request\/status\/[\w-]+\?filed=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByText(
        /La respuesta vence en 10 días hábiles, a más tardar el \S+, \d+ de \S+ de \d{4}\./,
      ),
    ).toBeVisible();
    await expect(page.getByText(/Quedan \d+ días hábiles/)).toBeVisible();
    await checkAtWidths(page);

    let mail = '';
    await expect
      .poll(() => (mail = readOutbox(server.dataDir).map(readable).find(isReceived) ?? ''), {
        timeout: 20_000,
      })
      .toBeTruthy();
    expect(mail).toMatch(/Subject: Solicitud de registros GR-\d{4}-\d{6} recibida/);
    expect(mail).toContain('Hola, Dana Reporter:');
    expect(mail).toMatch(/La respuesta vence en 10 días hábiles, a más tardar el /);
    const link = /https?:\/\/\S+(\/es\/public-records\/request\/status\/[\w-]+)/.exec(mail)![1]!;

    // The private page from the e-mail's link, in Spanish.
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: /Solicitud de registros GR-\d{4}-\d{6}/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retirar esta solicitud' })).toBeVisible();
    await checkAtWidths(page);
    await resident.close();
  });

  test('an applicant books an inspection on the Spanish booking page without JavaScript', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await addInspectionBlock(server.url, server.staffToken, districtDay(7));
    const { statusToken: token } = await payClearanceToBook(server.url);
    const {
      context: applicant,
      page,
      checkAtWidths,
    } = await openWithoutScript(browser, server.url, '/es/contact');

    await page.goto(`/es/permits/inspection?token=${token}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Programe su inspección' }),
    ).toBeVisible();
    await checkAtWidths(page);

    await page.getByRole('radio', { name: '9:00 a.m.' }).check();
    await page.getByRole('button', { name: 'Programar esta hora' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Su inspección' })).toBeVisible();
    await expect(page.getByText('Su inspección está programada.')).toBeVisible();
    await checkAtWidths(page);

    // The invitation goes out; its Spanish words are checked in inspections.spanish.test.ts.
    await waitForOutboxMail(server.dataDir, /invite\.ics/);
    await applicant.close();
  });
});
