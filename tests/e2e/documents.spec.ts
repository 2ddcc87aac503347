import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pageWithoutJavaScript, testOnOwnServer } from '../support/own-server-test.ts';
import { logInOnPage } from '../support/log-in-page.ts';

const EDITOR = { username: 'editor', password: 'documents-editor-password' } as const;

/** Its own server, so the documents these tests replace never show up in the other specs. */
const test = testOnOwnServer('documents', EDITOR);
test.describe.configure({ mode: 'serial' });

test('an editor replaces the GRAMA request form and the records request page links to the new file at the same address', async ({
  page,
  browser,
  baseURL,
}) => {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('GRAMA request form, 2026 edition');
  const bytes = Buffer.from(await pdf.save());
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'grama-')), 'grama-2026.pdf');
  fs.writeFileSync(file, bytes);

  await logInOnPage(page, '/admin/documents', EDITOR);
  const grama = page.getByRole('article', { name: 'GRAMA Request Form' });
  await expect(grama).toBeVisible();
  await expectNoAxeViolations(page);
  await grama.getByText('Replace the file').click();
  await grama.getByLabel('New file').setInputFiles(file);
  await grama.getByRole('button', { name: 'Replace file' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Its address stays /documents/grama-request-form.pdf',
  );
  // An untagged PDF is taken, with a warning.
  const replaced = page.getByRole('article', { name: 'GRAMA Request Form' });
  await expect(replaced.getByRole('note')).toContainText('not tagged');
  await expect(replaced).toContainText('version 2');

  const visitor = await pageWithoutJavaScript(browser, baseURL!);
  try {
    await visitor.page.goto('/public-records/request');
    const link = visitor.page.getByRole('link', { name: /GRAMA Request Form/ });
    await expect(link).toHaveAttribute('href', '/documents/grama-request-form.pdf');
    const response = await visitor.page.request.get('/documents/grama-request-form.pdf');
    expect(response.status()).toBe(200);
    expect(Buffer.from(await response.body()).equals(bytes)).toBe(true);
  } finally {
    await visitor.close();
  }
});

test('an editor gets a clear message under the field for a renamed executable, and nothing is stored', async ({
  page,
}) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bad-')), 'setup.pdf');
  fs.writeFileSync(file, Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), Buffer.alloc(4000, 7)]));
  await logInOnPage(page, '/admin/documents', EDITOR);
  const upload = page.getByRole('region', { name: 'Upload a document' });
  await upload.getByLabel('Title').fill('Board Policy Manual');
  await upload.getByLabel('Date').fill('2026-01-10');
  await upload.getByLabel('Category').selectOption('policies');
  await upload.getByLabel('File', { exact: true }).setInputFiles(file);
  await upload.getByRole('button', { name: 'Upload document' }).click();
  await expect(upload.getByLabel('File', { exact: true })).toHaveAccessibleDescription(
    /not a PDF, PNG or JPEG/,
  );
  await expect(page.getByRole('article', { name: 'Board Policy Manual' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const [path, heading] of [
  ['/accessibility', 'Accessibility'],
  ['/public-records/budget', 'Budget and Finances'],
  ['/public-records/archive', 'Document Archive'],
] as const) {
  test(`${path} renders without JavaScript and has no axe violations`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const visitor = await pageWithoutJavaScript(browser, baseURL!);
    try {
      await visitor.page.goto(path);
      await expect(visitor.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    } finally {
      await visitor.close();
    }
    // axe runs as a script in the page, so it checks the same page with JavaScript on.
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test('the footer links to the Accessibility page and the records overview to the Document archive', async ({
  browser,
  baseURL,
}) => {
  const visitor = await pageWithoutJavaScript(browser, baseURL!);
  try {
    await visitor.page.goto('/public-records');
    await expect(
      visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }),
    ).toHaveAttribute('href', '/accessibility');
    await visitor.page.getByRole('link', { name: 'Document archive' }).click();
    await expect(
      visitor.page.getByRole('heading', { name: 'Archived documents, kept for reference' }),
    ).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('an editor posts the adopted budget and the fee schedule resolution; the budget page lists them under the current fiscal year', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'budget-')), 'budget.pdf');
  fs.copyFileSync('public/documents/grama-billing-information.pdf', file);

  await logInOnPage(page, '/admin/documents', EDITOR);
  const upload = page.getByRole('region', { name: 'Upload a document' });
  const post = async (fields: {
    title: string;
    date: string;
    kind: string;
    takesEffect?: string;
  }) => {
    await upload.getByLabel('Title').fill(fields.title);
    await upload.getByLabel('Date').fill(fields.date);
    await upload.getByLabel('Category').selectOption({ label: 'Financial reports' });
    await upload.getByLabel('Kind of financial report').selectOption({ label: fields.kind });
    if (fields.takesEffect) await upload.getByLabel('Fees take effect on').fill(fields.takesEffect);
    await upload.getByLabel('File', { exact: true }).setInputFiles(file);
    await upload.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByRole('status')).toContainText(`Uploaded ${fields.title}.`);
  };
  // The clock of the e2e server is the real one: date the documents in today's fiscal year.
  const today = new Date();
  const fiscalEnd = today.getMonth() >= 6 ? today.getFullYear() + 1 : today.getFullYear();
  const yearStart = `${fiscalEnd - 1}-07-01`;
  const label = `${fiscalEnd - 1}–${String(fiscalEnd).slice(-2)}`;
  await post({ title: 'Adopted Budget', date: yearStart, kind: 'Adopted budget' });
  await post({
    title: 'Fee Schedule Resolution',
    date: yearStart,
    kind: 'Fee schedule resolution',
    takesEffect: `${fiscalEnd - 1}-08-01`,
  });

  const visitor = await pageWithoutJavaScript(browser, baseURL!);
  try {
    await visitor.page.goto('/public-records/budget');
    const year = visitor.page.getByRole('region', {
      name: `Fiscal year ${label} (current fiscal year)`,
    });
    await expect(year.getByRole('heading', { level: 3, name: 'Adopted budget' })).toBeVisible();
    await expect(year.getByRole('link', { name: /Adopted Budget/ })).toHaveAttribute(
      'href',
      '/documents/adopted-budget.pdf',
    );
    const fees = year.getByRole('region', { name: 'Fee schedule resolution' });
    await expect(fees).toContainText(`Fees take effect August 1, ${fiscalEnd - 1}`);
    await expect(visitor.page.getByRole('link', { name: /Transparent Utah/ })).toHaveAttribute(
      'href',
      'https://transparent.utah.gov/',
    );
  } finally {
    await visitor.close();
  }
  await page.goto('/public-records/budget');
  await expectNoAxeViolations(page);
});
