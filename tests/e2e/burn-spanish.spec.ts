import { expect, test } from '@playwright/test';
import { fillBurnApplication } from '../support/burn-form.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { mimeParts, waitForOutboxMail } from '../support/outbox.ts';
import { burnServerForDescribe } from '../support/own-server-hooks.ts';
import { openWithoutScript } from '../support/own-server-test.ts';
import { readPdfSource } from '../support/pdf-text.ts';
import { extractPdfText } from '../support/poppler.ts';

// Issue 29 (decision 324) end to end, JavaScript off: a resident starts on /es/, reads the burn
// status in Spanish, applies on the Spanish form (a wrong post first), and receives a Spanish
// e-mail with a Spanish PDF. Every Spanish burn page passes axe and reflows at each width.
const PUBLIC_URL = 'http://127.0.0.1:1';

test.describe('open burning in Spanish', () => {
  const server = burnServerForDescribe('burn-es', { PUBLIC_URL });

  test('a resident reads the status and applies in Spanish, and gets the e-mail and PDF in Spanish', async ({
    browser,
  }) => {
    // Several pages at three widths, each checked by axe.
    test.setTimeout(300_000);
    const { page, checkAtWidths, close } = await openWithoutScript(
      browser,
      server.url,
      '/es/permits/burn/status',
    );

    await page.goto('/es/');
    await page.getByRole('link', { name: 'Permisos de quema y registro del día de quema' }).click();
    await expect(page).toHaveURL(/\/es\/permits\/burn$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Quemas al aire libre' }),
    ).toBeVisible();
    await checkAtWidths(page);

    await page.getByRole('link', { name: 'El estado de hoy en su propia página' }).click();
    await expect(page).toHaveURL(/\/es\/permits\/burn\/status$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estado del día de quema' }),
    ).toBeVisible();
    await expect(page.getByText('Se permite quemar')).toBeVisible();
    await expect(page.getByText(/Índice de dispersión: 640\./)).toBeVisible();
    await checkAtWidths(page);

    await page.goto('/es/permits/burn');
    await page.getByRole('link', { name: 'Solicite un permiso de quema al aire libre' }).click();
    await expect(page).toHaveURL(/\/es\/permits\/burn\/apply$/);
    await checkAtWidths(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await fillBurnApplication(page, 'es', {
      applicantName: 'Rosa Ramírez',
      phone: '435-555-0142',
      email: 'rosa@example.org',
      street: '12 Ditch Rd',
      town: 'Oakley',
      materialDescription: 'Pasto seco a lo largo de la acequia',
      pileSize: 'Una franja de 200 pies por 3 pies',
    });
    // The material left out: the form comes back in Spanish with what was typed.
    await page.getByRole('button', { name: 'Solicitar el permiso' }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Elija el material que va a quemar.' }),
    ).toBeVisible();
    await expect(page.getByText('Error: Elija el material que va a quemar.')).toBeVisible();
    await expect(page.getByLabel('Dirección de la quema')).toHaveValue('12 Ditch Rd');
    await checkAtWidths(page);

    await page.getByLabel('Orilla de acequia').check();
    await page.getByLabel('Acepto estas condiciones').check();
    await page.getByRole('button', { name: 'Solicitar el permiso' }).click();
    await expect(page).toHaveURL(/\/es\/permits\/burn\/permit\/[\w-]+\?applied=1$/);
    await expect(page.getByText(/Se emitió su permiso OB-\d{4}-\d{6}/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Su permiso de quema al aire libre' }),
    ).toBeVisible();
    await checkAtWidths(page);

    const raw = await waitForOutboxMail(server.dataDir, /rosa@example\.org/);
    expect(raw).toMatch(/^Content-Language: es-US$/m);
    const parts = mimeParts(raw);
    const text = parts.find((part) => /text\/plain/i.test(part.headers))?.body.toString('utf8');
    expect(text).toContain('Hola, Rosa Ramírez:');
    expect(text).toContain(
      'El día de la quema, avise primero que va a quemar con su enlace privado',
    );
    const link = new RegExp(`${PUBLIC_URL}(/es/permits/burn/permit/[\\w-]+)`).exec(text ?? '')?.[1];
    expect(link).toBeTruthy();
    expect(text).toContain(`${PUBLIC_URL}/es/permits/burn/status`);

    const pdf = parts.find((part) => /application\/pdf/i.test(part.headers))?.body;
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfText = extractPdfText(pdf!);
    expect(pdfText).toMatch(/Permiso de quema al aire libre OB-\d{4}-\d{6}/);
    expect(pdfText).toContain('Emitido a Rosa Ramírez');
    expect(pdfText).toContain('Lo que permite este permiso');
    expect(pdfText).toContain('Verifique este permiso');
    expect(readPdfSource(pdf!)).toContain('/Lang (es-US)');

    // The link in the e-mail leads to the holder's page in Spanish, where they check in.
    await page.goto(link!);
    await page.getByLabel('Desde').fill('09:00');
    await page.getByLabel('Hasta').fill('15:00');
    await page.getByRole('button', { name: 'Avisar que voy a quemar' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Ya avisó que va a quemar hoy, de 09:00 a 15:00.',
    );
    await checkAtWidths(page);

    const permitNumber = /OB-\d{4}-\d{6}/.exec(pdfText)?.[0];
    await page.goto(`/es/permits/burn/verify/${permitNumber}`);
    await expect(page.getByText('Este es un permiso auténtico del distrito.')).toBeVisible();
    await checkAtWidths(page);
    await page.goto(`/es/permits/burn/check-in?permit=${permitNumber}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Avise que va a quemar hoy' }),
    ).toBeVisible();
    await checkAtWidths(page);

    // Staff see the permit's language in the back office, which stays English.
    const staff = await browser.newContext({ baseURL: server.url });
    const office = await staff.newPage();
    await logInOnPage(office, '/admin/burns', E2E_ADMIN);
    await expect(
      office.getByRole('cell', {
        name: new RegExp(`^${permitNumber}, Rosa Ramírez · Language: Spanish`),
      }),
    ).toBeVisible();

    await staff.close();
    await close();
  });
});
