// The inspection result in the booking's language (issue 29, decision 332): the corrections
// e-mail, the re-inspection fee's description and receipt, the clearance certificate (PDF tagged
// Lang es-US) and its e-mail, and the temporary clearance's reminder, for a booking made on a
// Spanish page; a booking made on the English page keeps every English word.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { getDistrictDetails } from '#server/features/content/district-details.ts';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import {
  MONDAY_MORNING,
  addAvailability,
  payClearance,
  setReinspectionFee,
} from '#tests/support/factories/inspections.ts';
import { confirmSandboxCard } from '#tests/support/factories/permits.ts';
import { readPdfSource } from '#tests/support/pdf-text.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { extractPdfText, listPdfFonts } from '#tests/support/poppler.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { CLEARANCE_REMINDER_JOB } from './clearance.routes.ts';
import { expectToContainEach } from '#tests/support/expect-text.ts';

const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);
const HOUR = 3_600_000;
const PUBLIC_URL = 'https://fire.example.org';
/** Tuesday 2026-03-03, 09:00 in Kamas, and Thursday 2026-03-05, 09:00. */
const TUESDAY_NINE = '2026-03-03T16:00:00.000Z';
const THURSDAY_NINE = '2026-03-05T16:00:00.000Z';

for (const store of storesUnderTest()) {
  describe(`an inspection result for a booking made in Spanish (${store.kind})`, () => {
    let t: PermitsTestApp;
    let mailer: ReturnType<typeof createMemoryMailer>;
    let admin: { authorization: string };
    afterEach(async () => {
      await t.close();
    });

    async function open() {
      mailer = createMemoryMailer();
      t = await openPermitsTestApp(store, {
        clockStart: MONDAY_MORNING,
        mailer,
        hasPages: true,
        env: { PUBLIC_URL },
      });
      admin = { authorization: await t.logInAsAdmin() };
      await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
      await addAvailability(t, admin, '2026-03-05', '09:00', '12:00');
      await setReinspectionFee(t, admin, 5_000);
    }

    /** Books `start` on the booking page in `language` (no JavaScript), answers the booking. */
    async function book(token: string, start: string, language: 'en' | 'es') {
      const booked = await t.app.inject({
        method: 'POST',
        url: language === 'es' ? '/es/permits/inspection' : '/permits/inspection',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, action: 'book', start }).toString(),
      });
      expect(booked.statusCode, booked.body).toBe(303);
      return t.db
        .selectFrom('inspections')
        .select(['id', 'language'])
        .where('startsAt', '=', start)
        .where('status', '=', 'scheduled')
        .executeTakeFirstOrThrow();
    }

    async function record(id: string, body: Record<string, unknown>) {
      admin = { authorization: await t.logInAsAdmin() };
      const recorded = await t.app.inject({
        method: 'POST',
        url: `/api/admin/inspections/${id}/result`,
        headers: admin,
        payload: {
          idempotencyKey: randomUUID(),
          inspectionType: 'Final',
          inspectorName: 'Sam Marshal',
          corrections: [],
          comments: '',
          ...body,
        },
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
    }

    /** Pays the due re-inspection fee by sandbox card through its private link `feeToken`. */
    async function payFee(feeToken: string) {
      const headers = { authorization: `Fee ${feeToken}` };
      const payment = (
        await t.app.inject({ method: 'POST', url: '/api/fees/current/payment', headers })
      ).json<{ clientSecret: string; paymentIntentId: string }>();
      await confirmSandboxCard(t.app, payment.clientSecret);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/fees/current/complete',
        headers,
        payload: { paymentIntentId: payment.paymentIntentId },
      });
      expect(paid.json<{ status: string }>().status).toBe('paid');
    }

    /** The mail sent since `from`, without the permit's own e-mail and the booking's. */
    async function newMail(from: number) {
      await t.service.sendDueEmails();
      return mailer.sent.slice(from);
    }

    it('writes the corrections, the fee receipt, the certificate and its reminder in Spanish', async () => {
      await open();
      const { token, permitNumber } = await payClearance(t);
      const first = await book(token, TUESDAY_NINE, 'es');
      expect(first.language).toBe('es');
      await t.service.sendDueEmails();
      t.advanceClock(26 * HOUR);
      let seen = mailer.sent.length;
      await record(first.id, {
        outcome: 'corrections-required',
        corrections: ['Clear brush 30 ft from the house'],
        correctionsDueDays: 14,
        comments: 'Gate was open',
      });

      const [corrections, ...others] = await newMail(seen);
      expect(others).toEqual([]);
      expect(corrections!.subject).toBe(`Se requieren correcciones: permiso ${permitNumber}`);
      expect(corrections!.headers?.['Content-Language']).toBe('es-US');
      expect(corrections!.text).toContain('Hola, Jordan');
      expect(corrections!.text).toContain(
        `El jefe de bomberos inspeccionó la propiedad del permiso ${permitNumber} el martes, 3 de marzo de 2026. El resultado: Se requieren correcciones.`,
      );
      expect(corrections!.text).toContain('Correcciones que debe hacer:\n- Clear brush 30 ft');
      expect(corrections!.text).toContain(
        'Termine el trabajo a más tardar el martes, 17 de marzo de 2026.',
      );
      expect(corrections!.text).toContain(
        `Programe su reinspección: ${PUBLIC_URL}/es/permits/inspection?token=${token}`,
      );
      expect(corrections!.text).toContain('Comentarios del inspector: Gate was open');
      expect(findCatalogueEnglish(corrections!.subject, ENGLISH_PHRASES)).toEqual([]);
      // The inspector's own words stay as written (English here); the rest must be Spanish.
      const districtWords = corrections!.text
        .replace('Clear brush 30 ft from the house', '')
        .replace('Gate was open', '');
      expect(findCatalogueEnglish(districtWords, ENGLISH_PHRASES)).toEqual([]);

      // The fee is asked in the booking's language: its description, the page it returns to.
      const fee = await t.db
        .selectFrom('fees')
        .select(['token', 'description', 'language', 'returnPath'])
        .executeTakeFirstOrThrow();
      expect(fee).toMatchObject({
        description: `Cargo de nueva inspección, permiso ${permitNumber}`,
        language: 'es',
        returnPath: `/es/permits/inspection?token=${token}`,
      });
      expect(corrections!.text).toContain(`Pague la tarifa de reinspección: ${PUBLIC_URL}`);
      seen = mailer.sent.length;
      await payFee(fee.token);
      const [receipt] = await newMail(seen);
      expect(receipt!.subject).toBe('Pago recibido: Cargo de nueva inspección');
      expect(receipt!.text).toContain('Recibimos su pago de $50.00.');
      expect(receipt!.text).toContain(
        `Concepto: Cargo de nueva inspección, permiso ${permitNumber}`,
      );
      expect(receipt!.text).toMatch(/Pagado: 3 de marzo de 2026 a las \d{1,2}:\d{2} [ap]\. ?m\./);
      expect(receipt!.text).toContain(
        `Sígalo aquí: ${PUBLIC_URL}/es/permits/inspection?token=${token}`,
      );
      expect(findCatalogueEnglish(receipt!.text, ENGLISH_PHRASES)).toEqual([]);

      // The re-inspection, booked in Spanish too, passes with a 30-day temporary clearance.
      const second = await book(token, THURSDAY_NINE, 'es');
      await t.service.sendDueEmails();
      t.advanceClock(2 * 24 * HOUR);
      seen = mailer.sent.length;
      await record(second.id, {
        outcome: 'passed-with-conditions',
        corrections: ['Keep 30 feet of defensible space'],
        temporaryClearanceDays: 30,
        comments: 'Good access road.',
      });
      const [issued] = await newMail(seen);
      expect(issued!.subject).toBe(
        `Su certificado temporal de autorización contra incendios del permiso ${permitNumber}`,
      );
      expect(issued!.text).toContain(
        'Esta autorización es temporal: es válida hasta el sábado, 4 de abril de 2026.',
      );
      expect(issued!.text).toContain(
        `Cualquier persona puede verificarla en ${PUBLIC_URL}/permits/verify/${permitNumber}`,
      );
      // The district's office hours are its staff's words (district details, decision 331).
      const { mainOffice } = await getDistrictDetails(t.db);
      expect(
        findCatalogueEnglish(issued!.text.replace(mainOffice.hours, ''), ENGLISH_PHRASES),
      ).toEqual([]);
      const pdf = issued!.attachments![0]!.content as Uint8Array;
      expect(readPdfSource(pdf)).toContain('/Lang (es-US)');
      const fonts = listPdfFonts(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font, font.name).toMatchObject({ isEmbedded: true });
      const text = extractPdfText(pdf).replace(/\s+/g, ' ');
      expectToContainEach(text, [
        'Certificado temporal de autorización contra incendios',
        'Resultado de la inspección Aprobada con condiciones',
        'Fecha de la inspección 5 de marzo de 2026',
        'Permiso Autorización residencial',
        'Verifique esta autorización',
        'Página 1 de 1',
      ]);
      expect(findCatalogueEnglish(text.replace(mainOffice.hours, ''), ENGLISH_PHRASES)).toEqual([]);

      // The reminder before the temporary clearance ends.
      t.advanceClock(27 * 24 * HOUR);
      seen = mailer.sent.length;
      expect(await t.deps.jobs.run(CLEARANCE_REMINDER_JOB)).toEqual({ queued: 1 });
      const [reminder] = await newMail(seen);
      expect(reminder!.subject).toBe(
        'Su autorización temporal contra incendios vence el sábado, 4 de abril de 2026',
      );
      expect(reminder!.text).toContain(`${PUBLIC_URL}/es/permits/inspection?token=${token}`);
      expect(findCatalogueEnglish(reminder!.text, ENGLISH_PHRASES)).toEqual([]);
    });

    it('keeps every English word for a booking made on the English page', async () => {
      await open();
      const { token, permitNumber } = await payClearance(t);
      const booking = await book(token, TUESDAY_NINE, 'en');
      expect(booking.language).toBe('en');
      await t.service.sendDueEmails();
      t.advanceClock(26 * HOUR);
      const seen = mailer.sent.length;
      await record(booking.id, { outcome: 'passed' });
      const [issued] = await newMail(seen);
      expect(issued!.subject).toBe(`Your fire clearance certificate for permit ${permitNumber}`);
      expect(issued!.headers).toBeUndefined();
      expect(issued!.text).toContain(
        `The Fire Marshal inspected the property for permit ${permitNumber}. Your fire clearance certificate is attached.`,
      );
      const pdf = issued!.attachments![0]!.content as Uint8Array;
      expect(readPdfSource(pdf)).toContain('/Lang (en-US)');
      const text = extractPdfText(pdf).replace(/\s+/g, ' ');
      expectToContainEach(text, [
        'Fire Clearance Certificate',
        'Inspection result Passed',
        'Date of inspection 03/03/2026',
        'Verify this clearance',
      ]);
      expect(text).not.toContain('Certificado');
    });
  });
}
