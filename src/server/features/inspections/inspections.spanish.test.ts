// Inspection booking in Spanish (issue 29, decision 326): the no-script booking page at /es/…,
// the language kept on the booking, its e-mails in Spanish, and English bookings unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import {
  MONDAY_MORNING,
  addAvailability,
  payClearance,
} from '#tests/support/factories/inspections.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);
const SLOT = '2026-03-03T16:00:00.000Z';

for (const store of storesUnderTest()) {
  describe(`inspection booking in Spanish (${store.kind})`, () => {
    let t: PermitsTestApp;
    let mailer: ReturnType<typeof createMemoryMailer>;
    afterEach(async () => {
      await t.close();
    });

    async function openWithSlots() {
      mailer = createMemoryMailer();
      t = await openPermitsTestApp(store, { clockStart: MONDAY_MORNING, mailer, hasPages: true });
      await addAvailability(
        t,
        { authorization: await t.logInAsAdmin() },
        '2026-03-03',
        '09:00',
        '12:00',
      );
    }
    const form = (url: string, token: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, ...fields }).toString(),
      });

    it('books on the Spanish page without JavaScript, keeps Spanish on the booking and mails in Spanish', async () => {
      await openWithSlots();
      const applicant = await payClearance(t);
      const page = await t.app.inject({
        method: 'GET',
        url: `/es/permits/inspection?token=${applicant.token}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/^<!doctype html><html lang="es">/i);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('<h1>Programe su inspección</h1>');
      expect(page.body).toContain('<legend>martes, 3 de marzo de 2026</legend>');
      expect(page.body).toMatch(/<form [^>]*action="\/es\/permits\/inspection"/);
      expect(page.body).toContain('Programar esta hora');
      expect(page.body).not.toContain('<script');
      expect(findCatalogueEnglish(page.body, ENGLISH_PHRASES)).toEqual([]);

      const empty = await form('/es/permits/inspection', applicant.token, { action: 'book' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Hay un problema');
      expect(empty.body).toContain('Elija una hora de la lista.');

      const booked = await form('/es/permits/inspection', applicant.token, {
        action: 'book',
        start: SLOT,
      });
      expect(booked.statusCode).toBe(303);
      expect(booked.headers.location).toBe(
        `/es/permits/inspection?token=${applicant.token}&done=booked`,
      );
      const after = await t.app.inject({ method: 'GET', url: booked.headers.location as string });
      expect(after.body).toContain('<h1>Su inspección</h1>');
      expect(after.body).toContain('Su inspección está programada.');
      expect(after.body).toContain('martes, 3 de marzo de 2026, 9:00 a.m. (hora de la montaña)');
      expect(findCatalogueEnglish(after.body, ENGLISH_PHRASES)).toEqual([]);

      const row = await t.db
        .selectFrom('inspections')
        .select(['language'])
        .where('applicationId', '=', applicant.applicationId)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('es');
      // The booking says its language (the staff's phone booking page shows it).
      const booking = await t.app.inject({
        method: 'GET',
        url: `/api/inspections/${applicant.token}/booking`,
      });
      expect(booking.json<{ booking: { language: string } }>().booking.language).toBe('es');

      await t.service.sendDueEmails();
      const mail = mailer.sent.find((message) => message.subject.startsWith('Inspección'))!;
      expect(mail.subject).toBe(
        'Inspección programada: martes, 3 de marzo de 2026, 09:00–10:00 (hora de la montaña)',
      );
      expect(mail.text).toContain('Hola, Jordan');
      expect(mail.text).toContain('Qué preparar:');
      expect(mail.text).toContain(`/es/permits/inspection?token=${applicant.token}`);

      const cancelled = await form('/es/permits/inspection', applicant.token, { action: 'cancel' });
      expect(cancelled.headers.location).toBe(
        `/es/permits/inspection?token=${applicant.token}&done=cancelled`,
      );
      await t.service.sendDueEmails();
      expect(mailer.sent.map((message) => message.subject)).toContain(
        'Inspección cancelada: martes, 3 de marzo de 2026, 09:00–10:00 (hora de la montaña)',
      );
    });

    it('keeps English for a booking made on the English page', async () => {
      await openWithSlots();
      const applicant = await payClearance(t);
      await form('/permits/inspection', applicant.token, { action: 'book', start: SLOT });
      const row = await t.db
        .selectFrom('inspections')
        .select(['language'])
        .where('applicationId', '=', applicant.applicationId)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('en');
      await t.service.sendDueEmails();
      const mail = mailer.sent.find((message) => message.subject.startsWith('Inspection booked'))!;
      expect(mail.text).toContain(`/permits/inspection?token=${applicant.token}`);
      expect(mail.text).not.toContain('/es/');
    });
  });
}
