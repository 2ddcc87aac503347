// Every e-mail a resident receives follows the language on their record (issue 29, decision 332).
// The templates come from the outbox's own registry, so a template added later is checked too:
// each one a resident reads must render from a Spanish record, with no catalogue English in its
// subject or text. Staff mail (`audience: 'staff'`) stays English, as the back office does; a
// resident's mail whose form has no Spanish page says why (`englishOnlyReason`).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDistrictDetails } from '#server/features/content/district-details.ts';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { FEES_EN } from '#domain/i18n/messages/fees.en.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { translateText } from '#domain/i18n/translate-english.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import { issueAfterResult } from '#server/features/inspections/clearance.service.ts';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { BURN_APPLICATION } from '#tests/support/factories/burn.ts';
import { addAvailability, clearanceDepsOf } from '#tests/support/factories/inspections.ts';
import { applyAndConfirmCard, completeApplication } from '#tests/support/factories/permits.ts';
import { RECORDS_FORM } from '#tests/support/factories/records.ts';
import { FORM as PROPERTY_FORM } from '#tests/support/property-setup.ts';
import { PILE_FORM } from '#tests/support/chipper-setup.ts';
import { postNotice, sendNotices } from '#tests/support/factories/subscriptions.ts';
import { createMemoryMailer, openPermitsTestApp } from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
/** Friday 2026-04-10, 09:00 in Kamas: inside the spring burn window. */
const FRIDAY_MORNING = '2026-04-10T15:00:00.000Z';
/** Monday 2026-04-13, 09:00 in Kamas: the booked inspection. */
const MONDAY_NINE = '2026-04-13T15:00:00.000Z';
const RESIDENTIAL_CENTS = 75_473;

for (const store of storesUnderTest()) {
  describe(`every resident e-mail in the outbox registry, in Spanish (${store.kind})`, () => {
    it('renders each from a Spanish record with no catalogue English; staff mail stays English', async () => {
      const mailer = createMemoryMailer();
      const t = await openPermitsTestApp(store, {
        mailer,
        hasPages: true,
        clockStart: FRIDAY_MORNING,
        env: { PUBLIC_URL: 'https://fire.example.org', MAIL_BULK_PER_MINUTE: '10000' },
      });
      try {
        const admin = { authorization: await t.logInAsAdmin() };
        const form = (url: string, fields: Record<string, string>) =>
          t.app.inject({
            method: 'POST',
            url,
            headers: FORM_HEADERS,
            payload: new URLSearchParams(fields).toString(),
          });
        const staff = (url: string, payload: object) =>
          t.app.inject({ method: 'POST', url, headers: admin, payload });

        // Every record in this store is Spanish, each made on its Spanish page where it has one.
        const created = await applyAndConfirmCard(
          t.app,
          '/api/clearance',
          RESIDENTIAL_CENTS,
          buildPermitApplication('residential'),
          { language: 'es' },
        );
        expect((await completeApplication(t.app, '/api/clearance', created)).statusCode).toBe(200);
        const application = await t.db
          .selectFrom('permitApplications')
          .select(['id', 'statusToken', 'permitNumber'])
          .where('id', '=', created.applicationId)
          .executeTakeFirstOrThrow();
        const refunded = await staff(`/api/admin/permits/${application.id}/refund`, {
          amountCents: 1_000,
          reason: 'Duplicate',
          requestKey: randomUUID(),
        });
        expect(refunded.statusCode, refunded.body).toBeLessThan(300);

        await addAvailability(t, admin, '2026-04-13', '09:00', '12:00');
        const booked = await form('/es/permits/inspection', {
          token: application.statusToken!,
          action: 'book',
          start: MONDAY_NINE,
        });
        expect(booked.statusCode, booked.body).toBe(303);
        const inspection = await t.db
          .selectFrom('inspections')
          .select(['id', 'language'])
          .executeTakeFirstOrThrow();
        expect(inspection.language).toBe('es');
        const clearance = await issueAfterResult(clearanceDepsOf(t), {
          inspectionId: inspection.id,
          applicationId: application.id,
          outcome: 'passed-with-conditions',
          corrections: ['30 ft'],
          correctionsDueDays: 14,
          temporaryClearanceDays: 30,
          inspectorName: 'Sam Marshal',
          comments: '',
          recordedAt: t.deps.clock().toISOString(),
        });

        const burn = await form('/es/permits/burn/apply', BURN_APPLICATION);
        expect(burn.statusCode, burn.body).toBe(303);
        const burnPermit = await t.db
          .selectFrom('burnPermits')
          .select(['id', 'language'])
          .executeTakeFirstOrThrow();
        expect(burnPermit.language).toBe('es');

        const filed = await form('/es/public-records/request/online', RECORDS_FORM);
        expect(filed.statusCode, filed.body).toBe(303);
        const request = await t.db
          .selectFrom('recordsRequests')
          .select(['id', 'requestNumber', 'language'])
          .executeTakeFirstOrThrow();
        expect(request.language).toBe('es');
        await t.db
          .updateTable('recordsRequests')
          .set({ feeCents: 1_250 })
          .where('id', '=', request.id)
          .execute();

        // One subscriber confirmed in Spanish (the notice), one still to confirm (its link).
        await form('/es/subscribe', { email: 'luz@example.org', lists: 'alerts' });
        const confirmRow = await t.db
          .selectFrom('outboxMessages')
          .select('payload')
          .where('template', '=', 'subscription-confirm')
          .executeTakeFirstOrThrow();
        const { token } = JSON.parse(confirmRow.payload) as { token: string };
        await form('/es/subscribe/confirm', { token });
        await form('/es/subscribe', { email: 'sol@example.org', lists: 'alerts' });
        expect((await postNotice(t, admin.authorization)).statusCode).toBeLessThan(300);
        await sendNotices(t);

        // Property profiles written on the Spanish form (issue 37 item 6): one still to confirm
        // (its link), one confirmed (active, then its reminders).
        for (const email of ['rio@example.org', 'mar@example.org']) {
          const written = await form('/es/property-profile', { ...PROPERTY_FORM, email });
          expect(written.statusCode, written.body).toBe(200);
        }
        const profiles = await t.db
          .selectFrom('propertyProfiles')
          .select(['id', 'email', 'confirmToken', 'language'])
          .orderBy('email')
          .execute();
        expect(profiles.map((profile) => profile.language)).toEqual(['es', 'es']);
        const activeProfile = profiles.find((profile) => profile.email === 'mar@example.org')!;
        const confirmedProfile = await form(
          `/es/property-profile/confirm/${activeProfile.confirmToken}`,
          {},
        );
        expect(confirmedProfile.statusCode).toBe(303);

        // Chipper sign-ups on the Spanish form (issue 38): one waiting for its link, one booked
        // (then reminded, its day moved and cancelled), one the crew could not chip.
        const zone = await staff('/api/chipper/zones', {
          name: { en: 'Kamas', es: 'Kamas' },
          towns: ['Kamas'],
        });
        const chipperDay = await staff('/api/chipper/days', {
          zoneId: zone.json<{ id: string }>().id,
          day: '2026-04-20',
          capacityPiles: 10,
        });
        expect(chipperDay.statusCode, chipperDay.body).toBe(201);
        const residents = ['rio@example.org', 'mar@example.org', 'sol@example.org'];
        for (const [index, email] of residents.entries()) {
          // Three houses: one sign-up per address and day (a second would replace the first).
          const signedUp = await form('/es/prevention/chipper', {
            ...PILE_FORM,
            street: `${index + 1}0 Calle Mayor`,
            email,
            language: 'es',
          });
          expect(signedUp.statusCode, signedUp.body).toBe(200);
        }
        const signUps = await t.db
          .selectFrom('chipperSignUps')
          .select(['id', 'email', 'confirmToken'])
          .orderBy('email')
          .execute();
        for (const signUp of signUps.filter((row) => row.email !== 'rio@example.org')) {
          const confirmed = await form(`/es/prevention/chipper/confirm/${signUp.confirmToken}`, {});
          expect(confirmed.statusCode).toBe(303);
        }
        const refusedPile = signUps.find((row) => row.email === 'sol@example.org')!;
        await t.db
          .updateTable('chipperSignUps')
          .set({ status: 'not_chipped', reason: 'too-large', note: 'Unos 12 pies' })
          .where('id', '=', refusedPile.id)
          .execute();
        const bookedPile = signUps.find((row) => row.email === 'mar@example.org')!;

        // A fee paid and one refunded, asked for in Spanish as the features ask for them.
        const es = createSiteIntl('es');
        const feeIds = { paid: randomUUID(), refunded: randomUUID() };
        for (const [status, id] of Object.entries(feeIds)) {
          const at = t.deps.clock().toISOString();
          await t.db
            .insertInto('fees')
            .values({
              id,
              token: randomUUID(),
              kind: 'records',
              subjectId: request.id,
              description: translateText(es, FEES_EN['fees.description.records'], {
                requestNumber: request.requestNumber,
                description: 'Copias',
              }),
              amountCents: 1_250,
              email: RECORDS_FORM.email,
              returnPath: `/es/public-records/request/status/x`,
              language: 'es',
              status: status as 'paid' | 'refunded',
              paymentIntentId: 'pi_1',
              createdAt: at,
              updatedAt: at,
              paidAt: at,
              handledAt: at,
              refundReason: status === 'refunded' ? FEES_EN['fees.reason.requestWithdrawn'] : null,
              refundId: status === 'refunded' ? 're_1' : null,
              refundedAt: status === 'refunded' ? at : null,
            })
            .execute();
        }

        // What each template may be given: every payload queued above, then one naming every
        // Spanish record at once (a template reads the ids it knows), for the fee and the
        // burn-day notice a second one.
        const queued = await t.db.selectFrom('outboxMessages').select(['payload']).execute();
        const everything = {
          applicationId: application.id,
          inspectionId: inspection.id,
          sequence: 0,
          clearanceId: clearance.clearanceId,
          requestId: request.id,
          permitId: burnPermit.id,
          feeId: feeIds.paid,
          reason: 'record-in-use',
          message: 'Cuáles informes',
          isGranted: true,
          isPartial: false,
          classification: 'private',
          grounds: 'Datos médicos.',
          outcome: 'denied',
          reasons: 'Datos médicos.',
          appealDueDay: '2026-05-01',
        };
        const payloads: unknown[] = [
          ...queued.map((row) => JSON.parse(row.payload) as unknown),
          everything,
          // The chipper's reminder, result and day changes.
          { signUpId: bookedPile.id },
          { signUpId: refusedPile.id },
          { signUpId: bookedPile.id, change: 'moved', from: '2026-04-18', reason: '' },
          { signUpId: bookedPile.id, change: 'cancelled', from: '2026-04-20', reason: '' },
          // A property reminder, and the last one before deletion.
          { profileId: activeProfile.id, step: 1 },
          { profileId: activeProfile.id, step: 4 },
          {
            ...everything,
            feeId: feeIds.refunded,
            day: '2026-04-11',
            reason: 'The status for today has not been posted yet.',
            why: { kind: 'not-posted' },
          },
        ];

        // Words staff wrote are theirs to put in Spanish (decisions 325 and 327), not the
        // catalogue's: the lists' names, the notice posted above and the district's office
        // hours (district details, decision 331) are left out of the check.
        const lists = await t.db.selectFrom('subscriptionLists').select('name').execute();
        const district = await getDistrictDetails(t.db);
        const staffWords = [
          ...lists.map((list) => list.name),
          district.mainOffice.hours,
          district.recordsOfficer.hours,
          'Stage 1 fire restrictions',
          'No open fires outside developed sites.',
        ];
        const withoutStaffWords = (text: string) =>
          staffWords.reduce((left, words) => left.replaceAll(words, ''), text);

        const registry = t.deps.outbox.listTemplates();
        expect(registry.filter((entry) => entry.audience === 'staff').length).toBeGreaterThan(0);
        const unrendered: string[] = [];
        const english: Array<{ template: string; found: string[] }> = [];
        for (const entry of registry) {
          if (entry.audience === 'staff' || entry.englishOnlyReason) continue;
          const rendered: MailMessage[] = [];
          for (const payload of payloads) {
            // A payload of another template's shape does not parse: not this template's.
            const mail = await entry.render(payload).catch(() => null);
            if (mail) rendered.push(mail);
          }
          if (rendered.length === 0) unrendered.push(entry.name);
          for (const mail of rendered) {
            const found = findCatalogueEnglish(
              withoutStaffWords(`${mail.subject}\n${mail.text}`),
              ENGLISH_PHRASES,
            );
            if (found.length > 0) english.push({ template: entry.name, found });
          }
        }
        // A template no Spanish record here renders: give the test a record it reads.
        expect(unrendered).toEqual([]);
        expect(english).toEqual([]);
      } finally {
        await t.close();
      }
    });
  });
}
