import { expect, test } from '@playwright/test';
import { checkAtWidths } from '../support/page-checks.ts';
import { decodeQuotedPrintable, waitForOutboxMail } from '../support/outbox.ts';
import { fillSprinklerFormInSpanish } from '../support/permits-e2e.ts';

/**
 * Issue 29: the permit forms in Spanish (JavaScript on: they pay by card). A resident fills the
 * sprinkler form on /es/permits/applications, reads the Spanish messages of a wrong entry, pays
 * in the sandbox, and gets the permit e-mail and PDF in Spanish.
 */
test('a resident pays for a sprinkler permit in Spanish and gets the e-mail and PDF in Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const applicant = `Ana Solicitante ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/es/permits/applications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Solicite y pague en línea' }),
  ).toBeVisible();
  // The page hydrated with the same Spanish the server drew.
  await expect(page.getByText('Modo de prueba: no se hacen cargos reales').first()).toBeVisible();
  await page.getByRole('button', { name: 'Rociadores', exact: true }).click();
  const form = page.getByRole('form', { name: 'Permiso de rociadores' });
  await expect(form.getByText('Modo de prueba: no se hacen cargos reales')).toBeVisible();
  await checkAtWidths(page, '/es/permits/applications', [320, 390, 1366]);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Wrong input first: the error summary and each field's message in Spanish.
  await form.getByRole('button', { name: /^Pagar \$/ }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'Hay un problema' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Escriba su nombre' })).toBeVisible();
  await expect(form.getByText('Escriba el número de tarjeta').first()).toBeVisible();

  await fillSprinklerFormInSpanish(form, {
    name: applicant,
    email: 'ana@example.org',
    serviceAddress: '12 Aspen Way, Kamas',
  });
  await form.getByRole('button', { name: /^Pagar/ }).click();

  const banner = form.getByRole('status').filter({ hasText: 'Pago realizado' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  const permitNumber = (await banner.locator('strong').first().textContent())?.trim() ?? '';
  expect(permitNumber).toMatch(/^SP-/);
  await expect(banner).toContainText('Qué sigue');
  await checkAtWidths(page, '/es/permits/applications (paid)', [320, 1366]);

  const raw = await waitForOutboxMail(process.env.E2E_DATA_DIR ?? '', new RegExp(permitNumber));
  const text = Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');
  expect(text).toContain('Gracias por su pago.');
  expect(text).toContain(`Número de permiso: ${permitNumber}`);
  // The attached permit is the Spanish PDF: its catalog says Lang es-US.
  const attachment = /filename="?[^"\r\n]*\.pdf"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  expect(attachment, 'the permit PDF is attached').not.toBeNull();
  const pdf = Buffer.from((attachment?.[1] ?? '').replace(/\s+/g, ''), 'base64').toString('latin1');
  expect(pdf).toContain('/Lang (es-US)');
});
