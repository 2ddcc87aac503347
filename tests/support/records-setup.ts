import type { Page } from '@playwright/test';

export interface RecordsRequestAnswers {
  name: string;
  email: string;
  mailingAddress: string;
  records: string;
}

/** The request most records specs file: a reporter asking for incident reports. */
export const INCIDENT_REPORTS_REQUEST: RecordsRequestAnswers = {
  name: 'Dana Reporter',
  email: 'dana@example.org',
  mailingAddress: 'PO Box 12, Kamas, UT 84036',
  records: 'Incident reports for the Weber Canyon fire',
};

/** Fills the online records request form on `page`, asks for an electronic copy and sends it. */
export async function sendRecordsRequest(
  page: Page,
  answers: RecordsRequestAnswers = INCIDENT_REPORTS_REQUEST,
): Promise<void> {
  await page.getByLabel('Your name').fill(answers.name);
  await page.getByLabel('E-mail address').fill(answers.email);
  await page.getByLabel('Mailing address').fill(answers.mailingAddress);
  await page.getByLabel('Records you want').fill(answers.records);
  await page.getByLabel('Electronic copy').check();
  await page.getByRole('button', { name: 'Send the request' }).click();
}
