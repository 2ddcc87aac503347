import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import { TINY_PNG, buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import { PdfDrawingError, type PdfDrawer } from '#server/adapters/pdf-drawer.ts';
import { createInThreadPdfDrawer } from '#server/adapters/pdf-drawer-in-thread.ts';
import { parseEnv } from '#server/env.ts';
import { readPdfSource } from '#tests/support/pdf-text.ts';
import { openPermitsTestApp, type PermitsTestApp } from '#tests/support/permits-test-app.ts';
import { extractPdfText, renderFirstPageToPng } from '#tests/support/poppler.ts';
import { readQrCode } from '#tests/support/qr-reader.ts';
import { applyAndPay, readIssuedPermit } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const PATHS = { residential: 'clearance', sprinkler: 'sprinkler' };
const COST_CENTS = { residential: 75_473, sprinkler: 25_875 };
type JsonForm = keyof typeof PATHS;
const PUBLIC_URL = 'https://fire.example.org';
/** A year-month-day date in any ISO style: the PDF must show none. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
/** A 24-hour clock time such as 09:15 or 14:30 (12-hour times read '9:15 AM'). */
const TWENTY_FOUR_HOUR_TIME = /\b(?:[01]\d|2[0-3]):[0-5]\d\b(?!\s[AP]M)/;

for (const store of storesUnderTest()) {
  describe(`the issued permit PDF and its verification page (${store.kind})`, () => {
    let t: PermitsTestApp | undefined;
    let tempDir: string | undefined;

    afterEach(async () => {
      await t?.close();
      t = undefined;
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
      tempDir = undefined;
    });

    async function open(env: Record<string, string> = {}, pdfDrawer?: PdfDrawer) {
      t = await openPermitsTestApp(store, {
        env: { PUBLIC_URL, ...env },
        hasPages: true,
        ...(pdfDrawer ? { pdfDrawer } : {}),
      });
      return t;
    }

    it('draws the permit once its issue is committed, never inside the transaction', async () => {
      const seenAtDrawing: string[] = [];
      const inThread = createInThreadPdfDrawer();
      const app = await open(
        {},
        {
          ...inThread,
          async drawPermit(input) {
            // Read outside the issuing transaction: inside it, PostgreSQL would show 'paid' and
            // SQLite would wait for the transaction, which would wait for this drawing.
            const row = await app.db
              .selectFrom('permitApplications')
              .select('status')
              .where('permitNumber', '=', input.permitNumber)
              .executeTakeFirst();
            seenAtDrawing.push(row?.status ?? 'not issued');
            return inThread.drawPermit(input);
          },
        },
      );
      const { permitNumber, pdf } = await pay(app, 'sprinkler');
      expect(seenAtDrawing).toEqual(['issued']);
      expect(extractPdfText(pdf)).toContain(permitNumber);
    });

    it('issues the permit when its drawing fails, and draws and keeps it on the first download', async () => {
      const inThread = createInThreadPdfDrawer();
      let failures = 1;
      const app = await open(
        {},
        {
          ...inThread,
          drawPermit(input) {
            if (failures-- > 0) return Promise.reject(new PdfDrawingError('busy'));
            return inThread.drawPermit(input);
          },
        },
      );
      const { applicationId, permitNumber, pdf } = await pay(app, 'sprinkler');
      expect(extractPdfText(pdf)).toContain(permitNumber);
      const kept = await app.db
        .selectFrom('permitDocuments')
        .select('pdf')
        .where('applicationId', '=', applicationId)
        .executeTakeFirstOrThrow();
      expect(Buffer.compare(Buffer.from(kept.pdf), pdf)).toBe(0);
    });

    it('draws through the worker pool as npm start does', async () => {
      const app = await open({ PDF_WORKERS: '1' });
      const { permitNumber, pdf } = await pay(app, 'residential');
      expect(extractPdfText(pdf)).toContain(permitNumber);
    });

    function writeTempFile(name: string, content: string | Buffer) {
      tempDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'permit-pdf-settings-'));
      const file = path.join(tempDir, name);
      fs.writeFileSync(file, content);
      return file;
    }

    async function pay(app: PermitsTestApp, formType: JsonForm = 'residential') {
      const { created, completed } = await applyAndPay(
        app.app,
        `/api/${PATHS[formType]}`,
        COST_CENTS[formType],
        buildPermitApplication(formType as PermitFormType),
      );
      return {
        applicationId: created.applicationId,
        ...(await readIssuedPermit(app.app, completed)),
      };
    }

    /** A permit whose payment a real processor took (the tests pay in the sandbox). */
    async function paidThroughStripe(app: PermitsTestApp, applicationId: string) {
      await app.db
        .updateTable('permitApplications')
        .set({ gateway: 'stripe' })
        .where('id', '=', applicationId)
        .execute();
    }

    it('reads as a permit: title, number, US-style issue date, officer, validity, conditions and the verification URL', async () => {
      const app = await open({
        PERMIT_OFFICER_NAME: 'Alex Rivera',
        PERMIT_OFFICER_TITLE: 'Deputy Fire Marshal',
      });
      const { permitNumber, pdf } = await pay(app);
      expect(permitNumber).toBe('RC-2026-000001');
      const text = extractPdfText(pdf);
      // The test clock reads 2026-03-02T16:00Z: 9:00 AM in Denver.
      for (const expected of [
        'South Summit Fire Protection District',
        'Residential Clearance Inspection — Paid',
        'Issued to Jordan Example on 03/02/2026 at 9:00 AM',
        'Permit number RC-2026-000001',
        'Date of issue 03/02/2026',
        'Valid through 03/02/2027 (365 days from issue)',
        'What this permit allows',
        'Conditions',
        'Show this document to the inspector on request',
        'Issuing officer Alex Rivera, Deputy Fire Marshal',
        'Verify this permit',
        `${PUBLIC_URL}/permits/verify/RC-2026-000001`,
        'Building permit no. (county) BP-2026-0077',
        'Date 07/06/2026',
        'Time 9:15 AM',
      ]) {
        expect(text, text).toContain(expected);
      }
      expect(text).not.toMatch(ISO_DATE);
      expect(text).not.toMatch(TWENTY_FOUR_HOUR_TIME);
      expect(text).not.toMatch(/July 6, 2026|March 2, 2026/);
      // Only the district's number is called the permit number.
      expect(text.match(/Permit number/g)).toHaveLength(1);
    });

    it('carries a QR code on the first page that a scanner reads as the verification URL', async () => {
      const { pdf } = await pay(await open());
      expect(readQrCode(renderFirstPageToPng(pdf, 100))).toBe(
        `${PUBLIC_URL}/permits/verify/RC-2026-000001`,
      );
    });

    it('shows the inspection fields the applicant typed only under "As entered by the applicant"', async () => {
      const { pdf } = await pay(await open());
      const text = extractPdfText(pdf);
      const heading = text.indexOf('As entered by the applicant The applicant typed these');
      expect(heading).toBeGreaterThan(text.indexOf('Application details'));
      for (const entered of [
        'Result of Inspection Pass',
        'Work Must Be Completed In 30 days',
        'Type of Clearance Full',
        'Temporary Clearance (days) 14',
        'Inspector Inspector Name',
      ]) {
        expect(text.indexOf(entered), entered).toBeGreaterThan(heading);
        expect(text.indexOf(entered), entered).toBe(text.lastIndexOf(entered));
      }
    });

    it('leaves the officer out entirely while no name is configured, never a placeholder', async () => {
      const { pdf } = await pay(await open());
      const text = extractPdfText(pdf);
      expect(text).not.toContain('Issuing officer');
      expect(text).not.toMatch(/not configured/i);
      expect(text).not.toContain('Fire Protection Officer');
    });

    it('prints the conditions of the wording file and the logo file the district configures', async () => {
      const wording = writeTempFile(
        'wording.json',
        JSON.stringify({
          sprinkler: { conditions: ['Keep the riser room unlocked during inspections.'] },
        }),
      );
      const logo = writeTempFile('logo.png', TINY_PNG);
      const { pdf } = await pay(
        await open({ PERMIT_WORDING_PATH: wording, PERMIT_LOGO_PATH: logo }),
        'sprinkler',
      );
      const text = extractPdfText(pdf);
      expect(text).toContain('Sprinkler Permit');
      expect(text).toContain('Conditions Keep the riser room unlocked during inspections.');
      expect(text).not.toContain('Call the district for an inspection before any piping');
      expect(text).toContain('Valid through 08/29/2026 (180 days from issue)');
      expect(readPdfSource(pdf)).toContain('/Subtype /Image');
    });

    it('refuses to start with a logo or wording file it cannot use, saying why', () => {
      const problems = (env: Record<string, string>) => {
        const parsed = parseEnv(env);
        return parsed.ok ? [] : parsed.problems;
      };
      expect(
        problems({ PERMIT_LOGO_PATH: writeTempFile('mark.svg', '<svg><text>FD</text></svg>') }),
      ).toEqual(['PERMIT_LOGO_PATH: the SVG needs a viewBox="x y width height"']);
      expect(problems({ PERMIT_LOGO_PATH: path.join(os.tmpdir(), 'no-such-logo.png') })).toEqual([
        'PERMIT_LOGO_PATH: no such file',
      ]);
      expect(problems({ PERMIT_LOGO_PATH: writeTempFile('logo.gif', 'GIF89a') })).toEqual([
        'PERMIT_LOGO_PATH: name a .png or .svg file',
      ]);
      expect(
        problems({
          PERMIT_WORDING_PATH: writeTempFile('w.json', '{"propane": {"conditions": []}}'),
        }),
      ).toHaveLength(1);
      expect(problems({ PERMIT_WORDING_PATH: writeTempFile('w2.json', 'not json') })).toEqual([
        'PERMIT_WORDING_PATH: the file is not valid JSON',
      ]);
      expect(problems({ PERMIT_LOGO_PATH: writeTempFile('ok.png', TINY_PNG) })).toEqual([]);
    });

    it('marks a permit paid in the sandbox as a test on its PDF and on the verification page', async () => {
      const app = await open();
      const { permitNumber, pdf } = await pay(app);
      expect(extractPdfText(pdf)).toContain('TEST — NOT A VALID PERMIT');
      const verified = await app.app.inject({
        method: 'GET',
        url: `/permits/verify/${permitNumber}`,
      });
      expect(verified.body).toContain('<dt>Status</dt><dd>TEST — NOT A VALID PERMIT</dd>');
      expect(verified.body).toContain('no longer valid');
    });

    it('answers the verification URL for a real permit number with its type, status and issue date only', async () => {
      const app = await open();
      const { applicationId, permitNumber } = await pay(app);
      await paidThroughStripe(app, applicationId);
      const verify = () =>
        app.app.inject({ method: 'GET', url: `/permits/verify/${permitNumber}` });

      const genuine = await verify();
      expect(genuine.statusCode).toBe(200);
      expect(genuine.headers['content-type']).toContain('text/html');
      // The page's own content (the site's header and footer are around it).
      const html = /<main[\s\S]*<\/main>/.exec(genuine.body)?.[0] ?? '';
      expect(html).toContain('Genuine permit RC-2026-000001.');
      expect(html).toContain('<dt>Permit</dt><dd>Residential Clearance Inspection — Paid</dd>');
      expect(html).toContain('<dt>Status</dt><dd>Valid</dd>');
      expect(html).toContain('<dt>Date of issue</dt><dd>03/02/2026</dd>');
      expect(html).toContain('<dt>Valid through</dt><dd>03/02/2027</dd>');
      for (const personal of ['Jordan Example', 'jordan@example.org', '1 Example Rd']) {
        expect(html).not.toContain(personal);
      }
      expect(html).not.toMatch(/\$\d/);

      const auth = { authorization: await app.logInAsAdmin() };
      const voided = await app.app.inject({
        method: 'POST',
        url: `/api/admin/permits/${applicationId}/void`,
        headers: auth,
        payload: { reason: 'Issued to the wrong lot' },
      });
      expect(voided.statusCode, voided.body).toBe(200);
      const afterVoid = await verify();
      expect(afterVoid.body).toContain('<dt>Status</dt><dd>Void</dd>');
      expect(afterVoid.body).toContain('no longer valid');
    });

    it('says a permit is expired once its validity has run out', async () => {
      const app = await open();
      const { applicationId, permitNumber } = await pay(app, 'sprinkler');
      await paidThroughStripe(app, applicationId);
      app.advanceClock(181 * 24 * 60 * 60 * 1000);
      const expired = await app.app.inject({
        method: 'GET',
        url: `/permits/verify/${permitNumber}`,
      });
      expect(expired.statusCode).toBe(200);
      expect(expired.body).toContain('<dt>Status</dt><dd>Expired</dd>');
    });

    it('says nothing about a made-up permit number but that the district never issued it', async () => {
      const app = await open();
      await pay(app);
      for (const madeUp of ['RC-2026-000002', 'RC-2025-000001', 'not-a-number']) {
        const response = await app.app.inject({
          method: 'GET',
          url: `/permits/verify/${madeUp}`,
        });
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('The district has no permit with this number.');
        expect(response.body).not.toContain('Genuine');
        expect(response.body).not.toContain('Residential Clearance');
        expect(response.body).not.toContain('<dl');
      }
    });
  });
}
