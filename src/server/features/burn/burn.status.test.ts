import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BURN_SETTINGS, type BurnSettings } from '#domain/burn/burn-day.ts';
import { DEFAULT_WINDOW_EDGES } from '#tests/fixtures/burn-windows.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import {
  DAY,
  postBurnDay,
  putBurnSettings,
  readBurnStatus,
  useBurnTestApp,
} from '#tests/support/factories/burn.ts';

// Open burning (decision 201): the day’s status, its calendar feed, and the burn settings.

for (const store of storesUnderTest()) {
  describe(`open burning: the day and the settings (${store.kind})`, () => {
    let t: TestApp, admin: string;
    // 2026-03-29 10:00 MDT.
    useBurnTestApp(store, '2026-03-29T16:00:00.000Z', (opened) => ({ t, admin } = opened));

    describe('the day’s status', () => {
      it('publishes each burn day as an iCalendar event from the status hour, and a change updates it', async () => {
        const feedOf = async () => {
          const response = await t.app.inject({ method: 'GET', url: '/permits/burn/status.ics' });
          expect(response.headers['content-type']).toContain('text/calendar');
          const calendar = new ICAL.Component(ICAL.parse(response.body));
          for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
            ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
          }
          return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
        };
        await putBurnSettings(t, {
          ...DEFAULT_BURN_SETTINGS,
          windows: [{ from: '01-01', to: '12-31' }],
        });
        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 640 });
        const [today, ...before] = await feedOf();
        expect(before).toHaveLength(6);
        expect(today!.summary).toBe('Burning allowed');
        // 2026-03-29 8 AM MDT to 2026-03-30 8 AM MDT.
        expect(today!.startDate.toJSDate().toISOString()).toBe('2026-03-29T14:00:00.000Z');
        expect(today!.endDate.toJSDate().toISOString()).toBe('2026-03-30T14:00:00.000Z');

        expect((await postBurnDay(t, { isBurningAllowed: false, reason: 'wind' })).statusCode).toBe(
          200,
        );
        const [changed] = await feedOf();
        expect(changed!.uid).toBe(today!.uid);
        expect(changed!.summary).toBe('No burning today');
        expect(changed!.description.toLowerCase()).toContain('wind');
      });

      it('follows Summit County’s default windows March 30 – May 30 and September 15 – October 30, both ends inclusive (R307-202)', async () => {
        let now = Date.parse('2026-03-29T16:00:00.000Z');
        for (const [day, allowed] of DEFAULT_WINDOW_EDGES) {
          const target = Date.parse(`${day}T17:00:00.000Z`);
          t.advanceClock(target - now);
          now = target;
          expect(
            (await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 620 })).statusCode,
          ).toBe(200);
          const current = await readBurnStatus(t);
          expect(current.day, day).toBe(day);
          expect(current.isBurningAllowed, day).toBe(allowed);
          expect(current.headline).toBe(allowed ? 'Burning allowed' : 'No burning today');
          if (!allowed) expect(current.source).toBe('season');
        }
      });

      it('changes at the district’s hour in Mountain time, across daylight saving, not at UTC midnight', async () => {
        // Post 2026-04-01 in advance; 2026-03-31 stays unposted.
        expect(
          (await postBurnDay(t, { day: '2026-04-01', isBurningAllowed: true })).statusCode,
        ).toBe(200);
        // 2026-04-01 00:30 UTC is still March 31 evening in Utah.
        t.advanceClock(
          Date.parse('2026-04-01T00:30:00.000Z') - Date.parse('2026-03-29T16:00:00.000Z'),
        );
        expect(await readBurnStatus(t)).toMatchObject({
          day: '2026-03-31',
          isBurningAllowed: false,
        });
        // 07:59 MDT: yesterday's status still holds.
        t.advanceClock(
          Date.parse('2026-04-01T13:59:00.000Z') - Date.parse('2026-04-01T00:30:00.000Z'),
        );
        expect(await readBurnStatus(t)).toMatchObject({
          day: '2026-03-31',
          isBurningAllowed: false,
        });
        // 08:00 MDT (14:00 UTC): the new day's status.
        t.advanceClock(60_000);
        expect(await readBurnStatus(t)).toMatchObject({
          day: '2026-04-01',
          isBurningAllowed: true,
        });
        // After daylight saving ends (November 1), 8 AM is 15:00 UTC.
        t.advanceClock(
          Date.parse('2026-11-10T14:30:00.000Z') - Date.parse('2026-04-01T14:00:00.000Z'),
        );
        expect((await readBurnStatus(t)).day).toBe('2026-11-09');
        t.advanceClock(30 * 60_000);
        expect((await readBurnStatus(t)).day).toBe('2026-11-10');
      });

      it('lets a restriction that forbids open burning override a posted burn day', async () => {
        t.advanceClock(2 * DAY); // 2026-03-31 10:00 MDT
        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 700 });
        expect((await readBurnStatus(t)).isBurningAllowed).toBe(true);
        const restricted = {
          ...DEFAULT_BURN_SETTINGS,
          restrictions: [
            {
              title: 'Stage 1 fire restrictions',
              from: '2026-03-31',
              to: null,
              forbidsOpenBurning: true,
            },
          ],
        };
        expect((await putBurnSettings(t, restricted)).statusCode).toBe(200);
        expect(await readBurnStatus(t)).toMatchObject({
          isBurningAllowed: false,
          source: 'restriction',
          reason: 'Fire restrictions: Stage 1 fire restrictions.',
        });
      });

      it('refuses bad status input with field messages, and staff without the permission', async () => {
        const refused = await postBurnDay(t, { isBurningAllowed: false });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.fields.reason).toBe('Choose why there is no burning.');
        const low = await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 450 });
        expect(low.statusCode).toBe(400);
        expect(low.json().error.fields.clearingIndex).toMatch(/below 500/);
        const clerk = await t.logInAsNew('clerk', ['permits-clerk']);
        const forbidden = await t.app.inject({
          method: 'POST',
          url: '/api/admin/burn/day',
          headers: { authorization: clerk },
          payload: { isBurningAllowed: true },
        });
        expect(forbidden.statusCode).toBe(403);
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/admin/burn/today' })).statusCode,
        ).toBe(401);
      });
    });

    describe('settings', () => {
      it('refuses settings a clerk got wrong, with a message for each field, and keeps the stored ones', async () => {
        const refused = await putBurnSettings(t, {
          ...DEFAULT_BURN_SETTINGS,
          windows: [{ from: '13-01', to: '12-31' }],
          feeCents: 100_001,
          retentionDays: 30,
          towns: [],
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual(
          expect.objectContaining({
            'windows.0.from': 'Enter a month and day as MM-DD.',
            feeCents: 'Enter a fee of at most $1,000.00.',
            retentionDays: 'Keep records at least 366 days: the rule asks for one year.',
            towns: 'Enter at least one town.',
          }),
        );
        const stored = await t.app.inject({
          method: 'GET',
          url: '/api/admin/burn/settings',
          headers: { authorization: admin },
        });
        expect(stored.json()).toEqual(DEFAULT_BURN_SETTINGS);

        const saved = await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, feeCents: 2_500 });
        expect(saved.statusCode).toBe(200);
        expect(saved.json<{ settings: BurnSettings }>().settings.feeCents).toBe(2_500);
      });
    });
  });
}
