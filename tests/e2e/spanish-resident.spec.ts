import { expect, test } from '@playwright/test';
import { linkTo, mimeParts, waitForOutboxMail, waitForReadableMail } from '../support/outbox.ts';
import { ownServerForDescribe } from '../support/own-server-hooks.ts';
import { pageWithoutJavaScript } from '../support/own-server-test.ts';
import { fillSprinklerFormInSpanish } from '../support/permits-e2e.ts';
import { readPdfSource } from '../support/pdf-text.ts';
import { extractPdfText } from '../support/poppler.ts';
import { publishUrgentAlertWithSpanish } from '../support/staff-api.ts';
import { askForAlertsInSpanish } from '../support/subscribe-page.ts';

// Issue 29, "Done when", as one resident's visit (decision 333). JavaScript off: the resident
// opens /es/, follows links to the burn status and reads it in Spanish, subscribes to alerts in
// Spanish and gets the confirmation in Spanish, then an urgent alert staff publish with its
// Spanish; files a records request in Spanish and reads the statutory deadline in Spanish. The
// permit forms take a card only with JavaScript (the sandbox's card fields are drawn in the
// browser; without JavaScript the form has none), so that part runs with JavaScript on; the
// permit's e-mail and PDF are read as text. Axe and reflow on each page are the feature specs'
// (burn-, subscriptions-, records-inspections- and permits-spanish).
const PUBLIC_URL = 'https://district.example.org';
const RESIDENT = 'lucia@example.org';

test.describe('a resident who reads Spanish', () => {
  const server = ownServerForDescribe('resident-es', { PUBLIC_URL, OUTBOX_INTERVAL_MS: '500' });

  function waitForMail(pattern: RegExp): Promise<string> {
    return waitForReadableMail(server.dataDir, RESIDENT, pattern);
  }

  test('reads the burn status, gets alerts, files a records request and buys a permit, all in Spanish', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const resident = await pageWithoutJavaScript(browser, server.url);
    const { page } = resident;

    // The burn status, reached by links from the Spanish home page.
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('link', { name: 'Permisos de quema y registro del día de quema' }).click();
    await page.getByRole('link', { name: 'El estado de hoy en su propia página' }).click();
    await expect(page).toHaveURL(/\/es\/permits\/burn\/status$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estado del día de quema' }),
    ).toBeVisible();
    // Whatever today's status is, it is said in Spanish, with the day written in Spanish.
    const status = page.getByRole('region', { name: 'Estado del día de quema' });
    await expect(status.getByText(/^Hoy (no )?se permite quemar/)).toBeVisible();
    await expect(
      status.getByText(/Para el (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de /),
    ).toBeVisible();

    // Alerts by e-mail, from the footer's link.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Reciba avisos por correo electrónico' })
      .click();
    await expect(page).toHaveURL(/\/es\/subscribe$/);
    await askForAlertsInSpanish(page, RESIDENT);
    const confirmation = await waitForMail(/es\/subscribe\/confirm/);
    expect(confirmation).toContain('Subject: Confirme sus avisos por correo electrónico');
    await page.goto(linkTo(confirmation, '/es/subscribe/confirm'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('heading', { name: 'Ya está suscrito' })).toBeVisible();

    // Staff publish an urgent alert with its Spanish; the resident's e-mail is the Spanish.
    const english = { heading: 'Evacuate Kamas Valley', text: 'Leave the Kamas Valley now.' };
    await publishUrgentAlertWithSpanish(server.url, server.staffToken, english, {
      heading: 'Evacúe el valle de Kamas',
      text: 'Salga ahora del valle de Kamas.',
    });
    const alert = await waitForMail(/Evacúe el valle de Kamas/);
    expect(alert).toContain('Subject: Emergencia: Evacúe el valle de Kamas');
    expect(alert).toContain('Salga ahora del valle de Kamas.');
    expect(alert).not.toContain(english.text);

    // A records request, from the menu, with the statutory deadline in Spanish.
    await page.goto('/es/');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Solicitudes de registros públicos' })
      .click();
    await page.getByRole('link', { name: 'Solicite registros públicos en línea' }).click();
    await expect(page).toHaveURL(/\/es\/public-records\/request\/online$/);
    await page.getByLabel('Su nombre').fill('Lucía Vecina');
    await page.getByLabel('Correo electrónico').fill(RESIDENT);
    await page.getByLabel('Dirección postal').fill('PO Box 7, Kamas, UT 84036');
    await page.getByLabel('Registros que desea').fill('Informes del incendio del valle de Kamas');
    await page.getByLabel('Copia electrónica').check();
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(page).toHaveURL(/\/es\/public-records\/request\/status\/[\w-]+\?filed=1$/);
    await expect(
      page.getByText(
        /La respuesta vence en 10 días hábiles, a más tardar el \S+, \d+ de \S+ de \d{4}\./,
      ),
    ).toBeVisible();
    await resident.close();

    // A permit on /es/permits/applications: with JavaScript off there is no card field.
    const noScript = await pageWithoutJavaScript(browser, server.url);
    const formsWithoutScript = noScript.page;
    await formsWithoutScript.goto('/es/permits/applications');
    await expect(formsWithoutScript.getByLabel('Número de tarjeta', { exact: true })).toHaveCount(
      0,
    );
    await noScript.close();

    const withScript = await browser.newContext({ baseURL: server.url });
    const forms = await withScript.newPage();
    await forms.goto('/es/');
    await forms
      .getByRole('navigation')
      .getByRole('link', { name: 'Formularios de permisos' })
      .click();
    await expect(forms).toHaveURL(/\/es\/permits\/applications$/);
    await expect(
      forms.getByText('Modo de prueba: no se hacen cargos reales').first(),
    ).toBeVisible();
    await forms.getByRole('button', { name: 'Rociadores', exact: true }).click();
    const form = forms.getByRole('form', { name: 'Permiso de rociadores' });
    await fillSprinklerFormInSpanish(form, {
      name: 'Lucía Vecina',
      email: RESIDENT,
      serviceAddress: '7 Aspen Way, Kamas',
    });
    await form.getByRole('button', { name: /^Pagar/ }).click();
    const banner = form.getByRole('status').filter({ hasText: 'Pago realizado' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    const permitNumber = (await banner.locator('strong').first().textContent())?.trim() ?? '';
    expect(permitNumber).toMatch(/^SP-\d{4}-\d{6}$/);
    await withScript.close();

    const parts = mimeParts(await waitForOutboxMail(server.dataDir, new RegExp(permitNumber)));
    const text = parts.find((part) => /text\/plain/i.test(part.headers))?.body.toString('utf8');
    expect(text).toContain('Gracias por su pago.');
    expect(text).toContain(`Número de permiso: ${permitNumber}`);
    const pdf = parts.find((part) => /application\/pdf/i.test(part.headers))?.body;
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfText = extractPdfText(pdf!);
    expect(pdfText).toContain(permitNumber);
    expect(pdfText).toContain('Número de permiso');
    expect(pdfText).toContain('Emitido a nombre de');
    expect(pdfText).toContain('Lucía Vecina');
    expect(pdfText).toContain('PRUEBA — NO ES UN PERMISO VÁLIDO');
    expect(readPdfSource(pdf!)).toContain('/Lang (es-US)');
  });
});
