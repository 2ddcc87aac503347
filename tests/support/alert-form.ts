import type { Locator } from '@playwright/test';
import type { AlertLevel } from '#domain/content/site-alert.schema.ts';

/** Fills the back office's New alert form (/admin/alert) with a level, heading and text. */
export async function fillNewAlertForm(
  form: Locator,
  alert: { level: AlertLevel; heading: string; text: string },
): Promise<void> {
  await form.getByLabel('Level').selectOption(alert.level);
  await form.getByLabel('Heading', { exact: true }).fill(alert.heading);
  await form.getByLabel('Text', { exact: true }).fill(alert.text);
}
