import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import {
  buildPdfBomb,
  buildPdfWithEmbeddedFile,
  buildPdfWithJavaScript,
} from '#tests/fixtures/hostile-pdfs.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { multipartBody } from '#tests/support/multipart.ts';

const multipart = (fields: Record<string, string>, file: Buffer, name: string) =>
  multipartBody(fields, [{ field: 'file', name, type: 'application/pdf', bytes: file }]);

const METADATA = {
  title: 'Hostile upload',
  date: '2025-07-15',
  description: 'A file that must not be published.',
  category: 'financial-reports',
  financialKind: 'adopted-budget',
};

// One store is enough: the checks run before anything is stored.
const store = storesUnderTest()[0]!;

describe('PDF uploads to the documents library that could harm the server or a reader', () => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await openTestApp(store, { hasPages: true, clockStart: '2026-03-02T16:00:00.000Z' });
    editor = await t.logInAsNew('pdf-safety-editor', ['editor']);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (file: Buffer, name: string) => {
    const body = multipart(METADATA, file, name);
    return t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, authorization: editor },
    });
  };

  it('refuses a PDF bomb with a clear message while /healthz keeps answering at once', async () => {
    const bomb = buildPdfBomb(300);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    let isDone = false;
    const uploading = upload(bomb, 'bomb.pdf').finally(() => {
      isDone = true;
    });
    const latencies: number[] = [];
    // The check is quick now that inflating stops at a size limit: ask often.
    await new Promise((resolve) => setTimeout(resolve, 10));
    while (!isDone) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const response = await uploading;
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.file).toBe(ERROR_MESSAGES.PDF_TOO_COMPLEX);
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(250);
  }, 30_000);

  it('refuses a PDF that runs JavaScript and one that carries an attached file', async () => {
    for (const [name, pdf] of [
      ['script.pdf', await buildPdfWithJavaScript()],
      ['attachment.pdf', await buildPdfWithEmbeddedFile()],
    ] as const) {
      const response = await upload(pdf, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.fields.file, name).toBe(ERROR_MESSAGES.UNSAFE_PDF);
    }
  });
});
