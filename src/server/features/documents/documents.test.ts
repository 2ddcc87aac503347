import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryDocument } from '#domain/documents/document-library.schema.ts';
import { MAX_DOCUMENT_BYTES } from '#domain/documents/document-library.schema.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { NO_LANGUAGE_WARNING, NOT_TAGGED_WARNING } from './document-upload-check.ts';
import { multipartBody } from '#tests/support/multipart.ts';

const TAGGED_PDF = fs.readFileSync('public/documents/grama-billing-information.pdf');

/** A PDF with no structure tree and no language, as many office scanners make them. */
async function untaggedPdf(text = 'Budget'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(text);
  pdf.addPage().drawText(text);
  return Buffer.from(await pdf.save());
}

const multipart = (
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) => multipartBody(fields, file ? [{ field: 'file', ...file }] : []);

const METADATA = {
  title: 'Adopted Budget 2025-26',
  date: '2025-07-15',
  description: 'The budget the board adopted in June.',
  category: 'financial-reports',
  financialKind: 'adopted-budget',
};

for (const store of storesUnderTest()) {
  describe(`documents library on ${store.kind}`, () => {
    let t: TestApp;
    let editor: string;

    beforeAll(async () => {
      t = await openTestApp(store, { hasPages: true, clockStart: '2026-03-02T16:00:00.000Z' });
      editor = await t.logInAsNew(`docs-editor-${store.kind}`, ['editor']);
    });
    afterAll(async () => {
      await t.close();
    });

    const list = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { authorization: editor },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ documents: LibraryDocument[] }>().documents;
    };
    const find = async (key: string) => {
      const document = (await list()).find((candidate) => candidate.key === key);
      if (!document) throw new Error(`no document ${key}`);
      return document;
    };
    const upload = (
      fields: Record<string, string>,
      file?: { name: string; type: string; bytes: Buffer },
      authorization = editor,
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/documents',
        ...multipart(fields, file),
        headers: { ...multipart(fields, file).headers, authorization },
      });
    /** A PDF to upload under `name`: the tagged one unless `bytes` are given. */
    const pdfFile = (name: string, bytes: Buffer = TAGGED_PDF) => ({
      name,
      type: 'application/pdf',
      bytes,
    });
    const replace = (id: string, file: { name: string; type: string; bytes: Buffer }) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/documents/${id}/file`,
        payload: multipart({}, file).payload,
        headers: { ...multipart({}, file).headers, authorization: editor },
      });
    const setState = (id: string, state: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/documents/${id}/state`,
        payload: { state },
        headers: { authorization: editor },
      });
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    it('seeds the library from public/documents, so today’s addresses serve the same files', async () => {
      const grama = await find('grama-request-form');
      expect(grama.href).toBe('/documents/grama-request-form.pdf');
      expect(grama.category).toBe('records-request-forms');
      expect(grama.accessibilityWarnings).toEqual([]);
      const response = await get('/documents/grama-request-form.pdf');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        'filename="grama-request-form.pdf"',
      );
      expect(
        response.rawPayload.equals(fs.readFileSync('public/documents/grama-request-form.pdf')),
      ).toBe(true);
      const page = await get('/documents/candidate-forms/page-01.svg');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('image/svg+xml');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect((await get('/public-records/request')).body).toContain(
        'href="/documents/grama-request-form.pdf"',
      );
    });

    it('answers a conditional GET with 304 until the file is replaced, then serves the new file at the same address', async () => {
      const first = await get('/documents/grama-request-form.pdf');
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toContain('no-cache');
      const again = await get('/documents/grama-request-form.pdf', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const grama = await find('grama-request-form');
      const newFile = await untaggedPdf('GRAMA request form, 2026 edition');
      const replaced = await replace(grama.id, pdfFile('new-grama.pdf', newFile));
      expect(replaced.statusCode, replaced.body).toBe(200);
      const after = replaced.json<LibraryDocument>();
      expect(after.href).toBe('/documents/grama-request-form.pdf');
      expect(after.version).toBe(grama.version + 1);
      expect(after.accessibilityWarnings).toEqual([NOT_TAGGED_WARNING, NO_LANGUAGE_WARNING]);

      const fresh = await get('/documents/grama-request-form.pdf', { 'if-none-match': etag });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.rawPayload.equals(newFile)).toBe(true);
      expect(fresh.headers.etag).not.toBe(etag);
      expect((await get('/public-records/request')).body).toContain(
        'href="/documents/grama-request-form.pdf"',
      );
    });

    it('uploads a document, lists it on the budget page by fiscal year and turns the Financial reports card into a link', async () => {
      const before = (await get('/public-records')).body;
      expect(before).toContain('Coming Soon');
      const response = await upload(METADATA, pdfFile('budget.pdf'));
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<LibraryDocument>();
      expect(created.href).toBe('/documents/adopted-budget-2025-26.pdf');
      expect(created.accessibilityWarnings).toEqual([]);
      expect((await get(created.href)).statusCode).toBe(200);
      const budget = (await get('/public-records/budget')).body;
      expect(budget).toContain('Fiscal year 2025–26');
      expect(budget).toContain('Adopted Budget 2025-26');
      expect(budget).toContain('https://transparent.utah.gov/');
      const overview = (await get('/public-records')).body;
      expect(overview).toContain('href="/public-records/budget"');
      expect(overview).not.toContain('Coming Soon');

      const activity = await t.db
        .selectFrom('activityLog')
        .select(['action', 'subject'])
        .where('subject', '=', 'document:adopted-budget-2025-26.pdf')
        .execute();
      expect(activity.map((row) => row.action)).toEqual(['document.upload']);
    });

    it('offers an accessible copy on the Document archive page with the records officer’s contact', async () => {
      const archive = (await get('/public-records/archive')).body;
      expect(archive).toContain('To ask for an accessible copy of any archived document');
      expect(archive).toMatch(/<address[^>]*>Records Officer Name<br\/>/);
      expect(archive).toContain('href="mailto:records@');
      expect(archive).toMatch(/href="tel:[^"]+"/);
    });

    it('hides an unpublished document (404) and lists an archived one only on the Document archive page', async () => {
      const notice = await find('public-notice-la');
      expect((await setState(notice.id, 'unpublished')).statusCode).toBe(200);
      expect((await get('/documents/public-notice-la.pdf')).statusCode).toBe(404);

      const billing = await find('grama-billing-information');
      expect((await setState(billing.id, 'archived')).statusCode).toBe(200);
      expect((await get('/documents/grama-billing-information.pdf')).statusCode).toBe(200);
      expect((await get('/public-records/request')).body).not.toContain(
        'grama-billing-information.pdf',
      );
      const archive = (await get('/public-records/archive')).body;
      expect(archive).toContain('Archived documents, kept for reference');
      expect(archive).toContain('may not be accessible');
      expect(archive).toContain('href="/documents/grama-billing-information.pdf"');
      expect(archive).toContain('mailto:');
      expect(archive).not.toContain('public-notice-la.pdf');
      expect((await get('/public-records')).body).toContain('href="/public-records/archive"');

      expect((await setState(notice.id, 'published')).statusCode).toBe(200);
      expect((await get('/documents/public-notice-la.pdf')).statusCode).toBe(200);
      const actions = await t.db
        .selectFrom('activityLog')
        .select('action')
        .where('subject', 'in', [
          'document:public-notice-la.pdf',
          'document:grama-billing-information.pdf',
        ])
        .orderBy('occurredAt')
        .execute();
      expect(actions.map((row) => row.action).sort()).toEqual(
        ['document.archive', 'document.publish', 'document.unpublish'].sort(),
      );
    });

    it('refuses an empty file, an executable renamed .pdf, a wrong type and an oversized file, storing nothing', async () => {
      const countBefore = (await list()).length;
      const cases: [string, { name: string; type: string; bytes: Buffer }, RegExp][] = [
        ['empty', { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) }, /empty/],
        [
          'executable',
          {
            name: 'setup.pdf',
            type: 'application/pdf',
            bytes: Buffer.concat([
              Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
              Buffer.alloc(2000, 1),
            ]),
          },
          /not a PDF, PNG or JPEG/,
        ],
        [
          'text',
          { name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('just some text') },
          /not a PDF, PNG or JPEG/,
        ],
        [
          'too large',
          {
            name: 'big.pdf',
            type: 'application/pdf',
            bytes: Buffer.concat([TAGGED_PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]),
          },
          /larger than 20 MB/,
        ],
      ];
      for (const [label, file, message] of cases) {
        const response = await upload({ ...METADATA, title: `Bad ${label}` }, file);
        expect(response.statusCode, label).toBe(400);
        expect(response.json().error.fields.file, label).toMatch(message);
      }
      const missingTitle = await upload({ ...METADATA, title: '' }, pdfFile('ok.pdf'));
      expect(missingTitle.statusCode).toBe(400);
      expect(missingTitle.json().error.fields.title).toBe('Enter a title.');
      expect(await list()).toHaveLength(countBefore);
    });

    it('keeps the address type: a PDF is replaced only by a PDF', async () => {
      const burn = await find('burn-permit');
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
        'base64',
      );
      const response = await replace(burn.id, { name: 'burn.png', type: 'image/png', bytes: png });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.file).toMatch(/with a PDF/);
      expect((await find('burn-permit')).version).toBe(burn.version);
    });

    it('refuses a library change without content:edit (403) and without a login (401)', async () => {
      const marshal = await t.logInAsNew(`docs-marshal-${store.kind}`, ['fire-marshal']);
      expect((await upload(METADATA, pdfFile('a.pdf'), marshal)).statusCode).toBe(403);
      const burn = await find('burn-permit');
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${burn.id}/state`,
        payload: { state: 'unpublished' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await get('/documents/burn-permit.pdf')).statusCode).toBe(200);
    });

    it('answers 404 for an unknown document file', async () => {
      expect((await get('/documents/no-such-file.pdf')).statusCode).toBe(404);
    });

    const search = async (query: string) =>
      (await get(`/search?q=${encodeURIComponent(query)}`)).body;
    const editDetails = (document: LibraryDocument, changes: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/documents/${document.id}`,
        payload: {
          title: document.title,
          date: document.date,
          description: document.description,
          category: document.category,
          financialKind: document.financialKind,
          effectiveDate: document.effectiveDate,
          fiscalYear: document.fiscalYear,
          ...changes,
        },
        headers: { authorization: editor },
      });

    it('finds seeded and uploaded documents by title and description, marks archived ones and drops unpublished ones', async () => {
      // Seeded on a fresh start.
      expect(await search('GRAMA request')).toContain('href="/documents/grama-request-form.pdf"');

      const created = (
        await upload(
          {
            title: 'Wildland Mutual Aid Agreement',
            date: '2026-02-10',
            description: 'Signed with the neighbouring county for hydrant refill crews.',
            category: 'policies',
          },
          pdfFile('aid.pdf'),
        )
      ).json<LibraryDocument>();
      const byDescription = await search('hydrant refill');
      expect(byDescription).toContain(`href="${created.href}"`);
      expect(byDescription).toContain('<mark>');

      // An edit re-indexes at once: the old title is no longer found, the new one is.
      expect((await editDetails(created, { title: 'Mutual Aid Compact' })).statusCode).toBe(200);
      expect(await search('agreement')).not.toContain(created.href);
      expect(await search('compact')).toContain(`href="${created.href}"`);

      // Replacing the file keeps it found at the same address.
      const fresh = await find(created.key);
      expect((await replace(fresh.id, pdfFile('v2.pdf'))).statusCode).toBe(200);
      expect(await search('compact')).toContain(`href="${created.href}"`);

      expect((await setState(fresh.id, 'archived')).statusCode).toBe(200);
      const archived = await search('compact');
      expect(archived).toContain(`href="${created.href}"`);
      expect(archived).toContain('Archived document');

      expect((await setState(fresh.id, 'unpublished')).statusCode).toBe(200);
      expect(await search('compact')).not.toContain(created.href);
      expect((await setState(fresh.id, 'published')).statusCode).toBe(200);
      expect(await search('compact')).toContain(`href="${created.href}"`);
    });

    it('gives the candidate-forms viewer its pages and text alternatives from the library', async () => {
      const page3 = await find('candidate-forms/page-03');
      const before = (await get('/public-records/elections')).body;
      expect(before).toContain('/documents/candidate-forms/page-03.svg');
      const edited = await editDetails(page3, {
        description: 'Page 3: Campaign finance disclosure, edited alt text.',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = (await get('/public-records/elections')).body;
      expect(after).toContain('Page 3: Campaign finance disclosure, edited alt text.');
      expect(after).toMatch(/22(<!-- -->)? page images, view only/);

      expect((await setState(page3.id, 'unpublished')).statusCode).toBe(200);
      const without = (await get('/public-records/elections')).body;
      expect(without).not.toContain('/documents/candidate-forms/page-03.svg');
      expect(without).toMatch(/21(<!-- -->)? page images, view only/);
      expect((await setState(page3.id, 'published')).statusCode).toBe(200);
    });

    it('lists the budget page by fiscal year, current first, with each kind and the fee schedule’s effective date', async () => {
      const pdf = pdfFile('f.pdf');
      const noEffectiveDate = await upload(
        { ...METADATA, title: 'Fee Schedule Resolution 2026-01', financialKind: 'fee-schedule' },
        pdf,
      );
      expect(noEffectiveDate.statusCode).toBe(400);
      expect(noEffectiveDate.json().error.fields.effectiveDate).toBe(
        'Enter the date the fee schedule takes effect.',
      );
      const noKind = await upload({ ...METADATA, financialKind: '' }, pdf);
      expect(noKind.json().error.fields.financialKind).toBe(
        'Choose what kind of financial report this is.',
      );

      const uploads: Record<string, string>[] = [
        // Posted in May for the year starting in July: listed under the year it covers.
        {
          title: 'Tentative Budget 2026-27',
          date: '2026-05-01',
          financialKind: 'tentative-budget',
          fiscalYear: '2027',
        },
        { title: 'Audit Report FY2025', date: '2025-12-01', financialKind: 'audit' },
        {
          title: 'Fee Schedule Resolution 2026-01',
          date: '2026-01-14',
          financialKind: 'fee-schedule',
          effectiveDate: '2026-02-01',
        },
        { title: 'Audit Report FY2024', date: '2024-11-20', financialKind: 'audit' },
      ];
      for (const fields of uploads) {
        const response = await upload({ ...METADATA, description: '', ...fields }, pdf);
        expect(response.statusCode, response.body).toBe(201);
      }
      const page = (await get('/public-records/budget')).body;
      const order = [
        'Fiscal year 2025–26 (current fiscal year)',
        'Adopted budget',
        'Adopted Budget 2025-26',
        'Audit',
        'Audit Report FY2025',
        'Fee schedule resolution',
        'Fee Schedule Resolution 2026-01',
        'Fees take effect',
        'February 1, 2026',
        'Fiscal year 2026–27',
        'Tentative budget',
        'Tentative Budget 2026-27',
        'Fiscal year 2024–25',
        'Audit Report FY2024',
        'https://transparent.utah.gov/',
      ];
      const positions = order.map((text) => page.indexOf(text));
      expect(
        positions.every((position) => position >= 0),
        JSON.stringify(positions),
      ).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(page).not.toContain('Fiscal year 2026–27 (current fiscal year)');
    });
  });
}
