import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export type E2eFormType = 'residential' | 'commercial' | 'propane' | 'sprinkler';

export const FORM_NAMES: Record<E2eFormType, { toggle: string; form: string }> = {
  residential: { toggle: 'Residential', form: 'Residential Clearance' },
  commercial: { toggle: 'Commercial', form: 'Commercial Clearance' },
  propane: { toggle: 'Propane', form: 'Propane Tank Permit' },
  sprinkler: { toggle: 'Sprinkler', form: 'Sprinkler Permit' },
};

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
} as const;

export const PLOT_PLAN_FIXTURE = path.resolve('tests/fixtures/plot-plan.pdf');

/** Opens the Permit Forms page on one form, ready for input (the sandbox card form has loaded). */
export async function openPermitForm(page: Page, formType: E2eFormType): Promise<Locator> {
  await page.goto('/permits/applications');
  // The default form's card fields appear once the page has hydrated and loaded its settings.
  await expect(page.getByText('Test mode — no real charges').first()).toBeVisible();
  await page.getByRole('button', { name: FORM_NAMES[formType].toggle, exact: true }).click();
  const form = page.getByRole('form', { name: FORM_NAMES[formType].form });
  await expect(form.getByText('Test mode — no real charges')).toBeVisible();
  return form;
}

async function typeDate(form: Locator, label: string, value: string) {
  const input = form.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Escape');
}

/** Fills every field a form requires with plausible values (and the propane plot plan). */
export async function fillPermitFields(
  form: Locator,
  formType: E2eFormType,
  applicant = 'Pat Applicant',
) {
  const fill = (label: string, value: string) =>
    form.getByLabel(label, { exact: true }).fill(value);
  if (formType === 'residential' || formType === 'commercial') {
    await typeDate(form, 'Date', '2026/07/15');
    await typeDate(form, 'Time', '9:15 AM');
    await fill('Lot Number', '42');
    await fill('Permit Number', 'BP-2026-17');
    await fill('Full Name', applicant);
    await fill('Address', '12 Aspen Way, Kamas');
    await fill('General Contractor', 'Valley Builders');
    await fill('Reason for Inspection', 'New home');
    await fill('Stage', 'Framing');
    await fill('Area Covered (sq ft)', '2400');
    await fill('Inspection Type', 'Defensible space');
    await fill('Result of Inspection', 'Pending');
    await fill('Work Must Be Completed In', '30 days');
    await fill('Type of Clearance', 'Full');
    await fill('Temporary Clearance (days)', '30');
    await fill('Comments', 'Gate code 1234');
    await fill('Inspector', 'Inspector Example');
    await fill('Email', 'pat@example.org');
    return;
  }
  await fill('Applicant Name', applicant);
  await fill('Applicant Email', 'pat@example.org');
  await typeDate(form, 'Application Date', formType === 'sprinkler' ? '07/15/2026' : '2026/07/15');
  await fill('Service Address', '12 Aspen Way, Kamas');
  if (formType === 'sprinkler') {
    await fill('Phone Number (optional)', '435-555-0199');
    await fill('Postal Code (optional)', '84036');
    return;
  }
  await fill('Telephone Number', '435-555-0199');
  await fill('Propane Supplier', 'Summit Propane');
  await fill('Propane Supplier Phone Number', '435-555-0188');
  await fill('Tank Size', '500 gallons');
  await fill('Tank Location', 'North side of the house');
  await form
    .getByLabel('Plot Plan (PDF, PNG or JPEG, up to 10 MB)')
    .setInputFiles(PLOT_PLAN_FIXTURE);
}

const CARD_LABELS = {
  en: { number: 'Card number', expiry: 'Expiration', zip: 'ZIP' },
  es: { number: 'Número de tarjeta', expiry: 'Vencimiento', zip: 'Código postal' },
} as const;

/** Fills the sandbox card form (of a permit form, or a whole pay page) in English or Spanish. */
export async function fillCard(
  form: Page | Locator,
  cardNumber: string,
  language: keyof typeof CARD_LABELS = 'en',
) {
  const labels = CARD_LABELS[language];
  await form.getByLabel(labels.number, { exact: true }).fill(cardNumber);
  await form.getByLabel(labels.expiry, { exact: true }).fill('12 / 34');
  await form.getByLabel('CVC', { exact: true }).fill('123');
  await form.getByLabel(labels.zip, { exact: true }).fill('84036');
}

/** Fills the Spanish sprinkler form (/es/permits/applications) and the success card. */
export async function fillSprinklerFormInSpanish(
  form: Locator,
  applicant: { name: string; email: string; serviceAddress: string },
) {
  await form.getByLabel('Nombre del solicitante', { exact: true }).fill(applicant.name);
  await form
    .getByLabel('Correo electrónico del solicitante', { exact: true })
    .fill(applicant.email);
  const date = form.getByRole('textbox', { name: 'Fecha de la solicitud', exact: true });
  await date.fill('07/15/2026');
  await date.press('Escape');
  await form.getByLabel('Dirección del servicio', { exact: true }).fill(applicant.serviceAddress);
  await form.getByLabel('Número de tarjeta', { exact: true }).fill(TEST_CARDS.success);
  await form.getByLabel('Vencimiento', { exact: true }).fill('12 / 34');
  await form.getByLabel('CVC', { exact: true }).fill('123');
  await form.getByLabel('Código postal', { exact: true }).last().fill('84036');
}

export function payButton(form: Locator): Locator {
  return form.getByRole('button', { name: /^(Pay|Paid|Processing)/ });
}

/**
 * Opens one form, fills every field it requires and the success card, and presses Pay; answers
 * the form, for what it shows next.
 */
export async function fillAndPay(
  page: Page,
  formType: E2eFormType,
  applicant?: string,
): Promise<Locator> {
  const form = await openPermitForm(page, formType);
  await fillPermitFields(form, formType, applicant);
  await fillCard(form, TEST_CARDS.success);
  await payButton(form).click();
  return form;
}

/** Pays one form with the success card and answers the permit number shown. */
export async function payPermit(
  page: Page,
  formType: E2eFormType,
  applicant?: string,
): Promise<string> {
  const form = await fillAndPay(page, formType, applicant);
  const banner = form.getByRole('status').filter({ hasText: 'Payment successful' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  const permitNumber = (await banner.locator('strong').textContent())?.trim() ?? '';
  expect(permitNumber).not.toBe('');
  return permitNumber;
}
