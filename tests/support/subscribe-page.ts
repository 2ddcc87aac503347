import { expect, type Page } from '@playwright/test';

/**
 * On the Spanish sign-up page (/es/subscribe), ticks the alerts list, gives `email`, checks that
 * Spanish is the chosen language and sends the form; the page then asks to check the e-mail.
 */
export async function askForAlertsInSpanish(page: Page, email: string): Promise<void> {
  await page.getByRole('checkbox', { name: 'Restricciones y alertas de incendio' }).check();
  await page.getByLabel('Correo electrónico').fill(email);
  await expect(page.getByRole('radio', { name: 'En español' })).toBeChecked();
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByRole('heading', { name: 'Revise su correo electrónico' })).toBeVisible();
}
