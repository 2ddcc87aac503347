import { describe, expect, it } from 'vitest';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import {
  BURN_DISPATCH_TOKEN,
  checkInToBurn,
  DAY,
  issuedBurnPermit,
  postBurnDay,
  postBurnForm,
  readBurnOutbox,
  useBurnTestApp,
} from '#tests/support/factories/burn.ts';
import { purgeExpiredBurnPermits } from './burn-export.service.ts';

// Open burning (decision 201): the holder’s check-ins, revoking a permit, the CSV and the purge.

// The check-in form shows the code as typed; the rest of the answer must not depend on it.
const withoutTypedCode = (body: string) => body.replace(/name="code" value="[^"]*"/, '');

for (const store of storesUnderTest()) {
  describe(`open burning: check-ins, revoking and the export (${store.kind})`, () => {
    let t: TestApp, admin: string;
    // 2026-04-10 09:00 MDT, a burn day once posted.
    useBurnTestApp(store, '2026-04-10T15:00:00.000Z', (opened) => ({ t, admin } = opened));

    describe('check-ins', () => {
      it('checks in once per day, refuses it when the day turns to No burning and e-mails those checked in', async () => {
        const { accessToken } = await issuedBurnPermit(t);
        const notPosted = await checkInToBurn(t, accessToken);
        expect(notPosted.statusCode).toBe(409);
        expect(notPosted.json().error.message).toMatch(/^Today is not a burn day\./);

        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 650 });
        const first = await checkInToBurn(t, accessToken);
        expect(first.statusCode).toBe(201);
        const again = await checkInToBurn(t, accessToken, { startTime: '10:00', endTime: '16:00' });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toMatchObject({
          isNew: false,
          checkIn: { day: '2026-04-10', startTime: '09:00', endTime: '14:00' },
        });
        expect(await t.db.selectFrom('burnCheckIns').selectAll().execute()).toHaveLength(1);

        const dispatch = await t.app.inject({
          method: 'GET',
          url: `/dispatch/burns.json?token=${BURN_DISPATCH_TOKEN}`,
        });
        expect(dispatch.json().burns).toEqual([
          expect.objectContaining({ street: '12 Ditch Rd', town: 'Oakley', startTime: '09:00' }),
        ]);
        expect(
          (await t.app.inject({ method: 'GET', url: '/dispatch/burns.json?token=wrong-token-xyz' }))
            .statusCode,
        ).toBe(404);

        await postBurnDay(t, { isBurningAllowed: false, reason: 'wind', note: 'Gusts to 40 mph' });
        const stopped = await readBurnOutbox(t, 'burn-day-stopped');
        expect(stopped).toHaveLength(1);
        expect(stopped[0]?.status).toBe('sent');
        const refused = await checkInToBurn(t, accessToken);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.message).toBe('Today is not a burn day. Wind: Gusts to 40 mph');
        const after = await t.app.inject({
          method: 'GET',
          url: `/dispatch/burns.json?token=${BURN_DISPATCH_TOKEN}`,
        });
        expect(after.json().burns).toEqual([]);
        // Subscribers to fire restrictions get one "No burning today" notice (issue 18's lists).
        const notices = () =>
          t.db
            .selectFrom('subscriptionMessages')
            .select(['listId', 'subject', 'url'])
            .where('itemKey', '=', 'burn-day:2026-04-10:no-burning')
            .execute();
        expect(await notices()).toEqual([
          { listId: 'alerts', subject: 'No burning today', url: '/permits/burn/status' },
        ]);
        // No burning is urgent without anyone ticking a box (decision 304).
        expect(
          await t.db
            .selectFrom('subscriptionMessages')
            .select('isUrgent')
            .where('itemKey', '=', 'burn-day:2026-04-10:no-burning')
            .executeTakeFirstOrThrow(),
        ).toEqual({ isUrgent: 1 });
        // Posting No burning again tells nobody twice.
        await postBurnDay(t, { isBurningAllowed: false, reason: 'wind' });
        expect(await readBurnOutbox(t, 'burn-day-stopped')).toHaveLength(1);
        expect(await notices()).toHaveLength(1);
      });

      it('checks in from the QR code’s short form by permit number and the check-in code on the permit, refused with the same reasons', async () => {
        const { accessToken, permitNumber, checkInCode } = await issuedBurnPermit(t);
        const created = { permitNumber, code: checkInCode };
        expect(created.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
        const printed = `${created.code.slice(0, 4)}-${created.code.slice(4)}`;
        // The holder's page shows the code printed on the permit.
        const holderPage = await t.app.inject({
          method: 'GET',
          url: `/permits/burn/permit/${accessToken}`,
        });
        expect(holderPage.body).toContain(printed);
        // The QR code's address carries the code; the page passes it on to the check-in form.
        const verify = await t.app.inject({
          method: 'GET',
          url: `/permits/burn/verify/${created.permitNumber}?code=${printed}`,
        });
        const link = `/permits/burn/check-in?permit=${encodeURIComponent(created.permitNumber)}&amp;code=${printed}`;
        expect(verify.body).toContain(`href="${link}"`);
        const form = await t.app.inject({ method: 'GET', url: link.replace('&amp;', '&') });
        expect(form.statusCode).toBe(200);
        expect(form.body).toContain(`value="${created.permitNumber}"`);
        expect(form.body).toContain(`value="${printed}"`);
        expect(form.body).not.toContain('<script');

        const post = (fields: Record<string, string>) =>
          postBurnForm(t, '/permits/burn/check-in', fields);
        const times = { startTime: '09:00', endTime: '14:00' };
        // Typed in small letters without the dash, as a phone keyboard may.
        const byCode = {
          permitNumber: created.permitNumber.toLowerCase(),
          code: created.code.toLowerCase(),
        };
        const wrongCode = {
          ...byCode,
          code: created.code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ',
        };

        // Not a burn day yet: the right and a wrong code get the same refusal.
        const notPosted = await post({ ...byCode, ...times });
        expect(notPosted.statusCode).toBe(409);
        expect(notPosted.body).toContain('Check-in refused. Today is not a burn day.');
        const notPostedWrong = await post({ ...wrongCode, ...times });
        expect(notPostedWrong.statusCode).toBe(notPosted.statusCode);
        expect(withoutTypedCode(notPostedWrong.body)).toBe(withoutTypedCode(notPosted.body));

        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 650 });
        const empty = await post({ permitNumber: '', code: '12', startTime: '', endTime: '' });
        expect(empty.statusCode).toBe(400);
        expect(empty.body).toContain('Error: Enter the permit number, like OB-2026-000001.');
        expect(empty.body).toContain(
          'Error: Enter the check-in code printed on your permit, like 7K3M-Q9TD.',
        );
        expect(empty.body).toContain('Error: Enter the start time as HH:MM, like 09:00.');
        const wrong = await post({ ...wrongCode, ...times });
        expect(wrong.statusCode).toBe(404);
        expect(wrong.body).toContain(
          'Check-in refused. We found no permit with that number and check-in code.',
        );
        // The phone's last four digits no longer prove anything.
        const byPhone = await post({ ...byCode, code: '0142', holder: '0142', ...times });
        expect(byPhone.statusCode).toBe(400);
        const unknown = await post({ ...byCode, permitNumber: 'OB-2026-999999', ...times });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.body).toContain('We found no permit with that number');
        expect(await t.db.selectFrom('burnCheckIns').selectAll().execute()).toEqual([]);

        const first = await post({ ...byCode, ...times });
        expect(first.statusCode).toBe(200);
        expect(first.body).toContain('You are checked in for today, 09:00 to 14:00.');
        const again = await post({
          permitNumber: created.permitNumber,
          code: printed,
          startTime: '10:00',
          endTime: '16:00',
        });
        expect(again.body).toContain('You were already checked in for today, 09:00 to 14:00.');
        expect(await t.db.selectFrom('burnCheckIns').selectAll().execute()).toHaveLength(1);
        const dispatch = await t.app.inject({
          method: 'GET',
          url: `/dispatch/burns.json?token=${BURN_DISPATCH_TOKEN}`,
        });
        expect(dispatch.json().burns).toHaveLength(1);

        await postBurnDay(t, { isBurningAllowed: false, reason: 'wind', note: 'Gusts to 40 mph' });
        const stopped = await post({ ...byCode, ...times });
        expect(stopped.statusCode).toBe(409);
        expect(stopped.body).toContain(
          'Check-in refused. Today is not a burn day. Wind: Gusts to 40 mph',
        );
      });

      it('answers a wrong code as a missing permit, the same status and words in English and Spanish, whatever the day or the permit', async () => {
        const permit = await issuedBurnPermit(t, { fromDay: '2026-04-12', toDay: '2026-04-14' });
        const wrongCode = permit.checkInCode === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
        const post = (path: string, permitNumber: string, code: string) =>
          postBurnForm(t, path, { permitNumber, code, startTime: '09:00', endTime: '14:00' });
        // The form shows the number and code as typed; the rest must not depend on them.
        const answerOf = async (response: Awaited<ReturnType<typeof post>>) => ({
          status: response.statusCode,
          body: withoutTypedCode(response.body).replace(/name="permitNumber" value="[^"]*"/, ''),
        });
        const compare = async (expected: { status: number; text: string; es: string }) => {
          for (const [path, text] of [
            ['/permits/burn/check-in', expected.text],
            ['/es/permits/burn/check-in', expected.es],
          ] as const) {
            const wrong = await answerOf(await post(path, permit.permitNumber, wrongCode));
            const missing = await answerOf(await post(path, 'OB-2026-999999', wrongCode));
            expect(wrong.status, path).toBe(expected.status);
            expect(wrong.body, path).toContain(text);
            expect(missing, path).toEqual(wrong);
          }
        };
        // A day without burning: every number and code hears the day's reason.
        await compare({
          status: 409,
          text: 'Check-in refused. Today is not a burn day.',
          es: 'Hoy no es un día de quema.',
        });
        // A burn day, outside the permit's dates: a wrong code still reads as a missing permit.
        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 650 });
        const notFound = {
          status: 404,
          text: 'We found no permit with that number and check-in code.',
          es: 'No encontramos ningún permiso con ese número y ese código de aviso.',
        };
        await compare(notFound);
        const right = await post('/permits/burn/check-in', permit.permitNumber, permit.checkInCode);
        expect(right.statusCode).toBe(409);
        expect(right.body).toContain('Today is outside the dates on your permit.');

        const revoked = await t.app.inject({
          method: 'POST',
          url: `/api/admin/burn/permits/${permit.id}/revoke`,
          headers: { authorization: await t.logInAsAdmin() },
          payload: { reason: 'Neighbour complaint at 12 Ditch Rd' },
        });
        expect(revoked.statusCode).toBe(200);
        await compare(notFound);
        const rightRevoked = await post(
          '/permits/burn/check-in',
          permit.permitNumber,
          permit.checkInCode,
        );
        expect(rightRevoked.body).toContain('This permit was revoked.');
        expect(rightRevoked.body).not.toContain('Neighbour complaint');
      });

      it('refuses a check-in outside the permit’s dates', async () => {
        const { accessToken } = await issuedBurnPermit(t, {
          fromDay: '2026-04-12',
          toDay: '2026-04-14',
        });
        await postBurnDay(t, { isBurningAllowed: true });
        const refused = await checkInToBurn(t, accessToken);
        expect(refused.json().error.message).toBe(
          'Today is outside the dates on your permit. Your permit covers 2026-04-12 to 2026-04-14.',
        );
      });

      it('revokes a permit with a reason, tells the holder and refuses its check-ins', async () => {
        const permit = await issuedBurnPermit(t);
        const { accessToken } = permit;
        await postBurnDay(t, { isBurningAllowed: true });
        const revoke = (reason: string) =>
          t.app.inject({
            method: 'POST',
            url: `/api/admin/burn/permits/${permit.id}/revoke`,
            headers: { authorization: admin },
            payload: { reason },
          });
        expect((await revoke('')).statusCode).toBe(400);
        const revoked = await revoke('Burned trash on 04/09');
        expect(revoked.json()).toMatchObject({
          status: 'revoked',
          revokeReason: 'Burned trash on 04/09',
        });
        expect((await revoke('again')).json().error.code).toBe('BURN_PERMIT_NOT_REVOCABLE');
        const [mail] = await readBurnOutbox(t, 'burn-permit-revoked');
        expect(mail?.status).toBe('sent');
        const refused = await checkInToBurn(t, accessToken);
        expect(refused.json().error.message).toBe(
          'This permit was revoked. Reason: Burned trash on 04/09',
        );
      });

      it('exports permits and check-ins as CSV and purges them after the retention', async () => {
        const { accessToken } = await issuedBurnPermit(t);
        await postBurnDay(t, { isBurningAllowed: true });
        await checkInToBurn(t, accessToken);
        const csv = await t.app.inject({
          method: 'GET',
          url: '/api/admin/burn/export.csv',
          headers: { authorization: admin },
        });
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        const lines = csv.body.trim().split('\r\n');
        expect(lines).toHaveLength(2);
        expect(lines[1]).toMatch(/^OB-2026-\d{6},issued,Robin Rancher,.*,2026-04-10,09:00,14:00$/);

        const deps = {
          db: t.db,
          env: buildTestEnv(),
          outbox: undefined as never,
          readDistrict: undefined as never,
          pdf: undefined as never,
        };
        // Kept for the retention (400 days by default) after its last day, 2026-04-20.
        t.advanceClock(400 * DAY);
        const at = () => new Date(Date.parse('2026-04-10T15:00:00.000Z') + 400 * DAY);
        expect(await purgeExpiredBurnPermits({ ...deps, clock: at })).toBe(0);
        t.advanceClock(11 * DAY);
        const later = () => new Date(Date.parse('2026-04-10T15:00:00.000Z') + 411 * DAY);
        expect(await purgeExpiredBurnPermits({ ...deps, clock: later })).toBe(1);
        expect(await t.db.selectFrom('burnPermits').selectAll().execute()).toEqual([]);
        expect(await t.db.selectFrom('burnCheckIns').selectAll().execute()).toEqual([]);
        expect(
          await t.db
            .selectFrom('statusEvents')
            .selectAll()
            .where('subjectKind', '=', 'burn-permit')
            .execute(),
        ).toEqual([]);
      });
    });
  });
}
