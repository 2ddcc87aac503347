import type { Page } from '@playwright/test';
import type { BurnPermitRequest } from './burn-setup.ts';
import { districtDay } from './district-day.ts';

const LABELS = {
  en: {
    name: 'Your name',
    phone: 'Phone',
    email: 'E-mail',
    street: 'Street address of the burn',
    town: 'Town',
    firstDay: 'First day',
    lastDay: 'Last day',
    description: 'What you will burn and how much',
    pileSize: 'Pile size',
    conditions: 'I agree to these conditions',
  },
  es: {
    name: 'Su nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    street: 'Dirección de la quema',
    town: 'Población',
    firstDay: 'Primer día',
    lastDay: 'Último día',
    description: 'Qué va a quemar y cuánto',
    pileSize: 'Tamaño de las pilas',
    conditions: 'Acepto estas condiciones',
  },
} as const;

/**
 * Fills the open burn permit form (/permits/burn/apply or its Spanish twin) for today and agrees
 * to the conditions, leaving the material unchosen: each spec picks it, or leaves it out.
 */
export async function fillBurnApplication(
  page: Page,
  language: keyof typeof LABELS,
  answers: Omit<BurnPermitRequest, 'material'>,
): Promise<void> {
  const labels = LABELS[language];
  await page.getByLabel(labels.name).fill(answers.applicantName);
  // Matched exactly in English, as open-burning.spec.ts always did.
  await page.getByLabel(labels.phone, { exact: language === 'en' }).fill(answers.phone);
  await page.getByLabel(labels.email).fill(answers.email);
  await page.getByLabel(labels.street).fill(answers.street);
  await page.getByLabel(labels.town).selectOption(answers.town);
  const today = districtDay();
  await page.getByLabel(labels.firstDay).fill(today);
  await page.getByLabel(labels.lastDay).fill(today);
  await page.getByLabel(labels.description).fill(answers.materialDescription);
  await page.getByLabel(labels.pileSize).fill(answers.pileSize);
  await page.getByLabel(labels.conditions).check();
}
