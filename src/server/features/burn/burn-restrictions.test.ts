import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_BURN_SETTINGS,
  STATE_BURN_REGISTRATION_URL,
  type BurnSettings,
} from '#domain/burn/burn-day.ts';
import { SEED_FIRE_CONDITIONS } from '#domain/content/seed-content.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  applyForBurnPermit,
  asBurnAdmin,
  BURN_DISPATCH_TOKEN,
  checkInToBurn,
  issuedBurnPermit,
  liftSeededRestrictions,
  postBurnDay,
  putBurnSettings,
  readBurnStatus,
} from '#tests/support/factories/burn.ts';

const DAY = 24 * 3_600_000;

const PROHIBITING_ALERT = {
  level: 'emergency',
  heading: 'Stage 2 fire restrictions',
  text: 'Open fires are prohibited in the district.',
  link: null,
  startsAtLocal: null,
  endsAtLocal: null,
  prohibitsOpenBurning: true,
};

// Decision 307: one source of truth for fire restrictions, and the burn settings that are data.
for (const store of storesUnderTest()) {
  describe(`fire restrictions and burn settings (${store.kind})`, () => {
    let t: TestApp;
    afterEach(async () => {
      await t.close();
    });

    // 2026-04-10 10:00 MDT: inside the spring window, after the 8 AM status hour.
    async function open(hasPages = true) {
      t = await openTestApp(store, {
        clockStart: '2026-04-10T16:00:00.000Z',
        env: { BURN_DISPATCH_TOKEN },
        hasPages,
      });
      await liftSeededRestrictions(t);
    }
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      asBurnAdmin(t, method, url, payload);
    const allowToday = async () =>
      expect(
        (await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 620 })).statusCode,
      ).toBe(200);
    // Spring days 2026-04-10 to 2026-04-12.
    const apply = (overrides: object = {}) =>
      applyForBurnPermit(t, { toDay: '2026-04-12', ...overrides });
    const checkIn = (token: string) =>
      checkInToBurn(t, token, { startTime: '11:00', endTime: '14:00' });

    it('an alert published as "Prohibits open burning" makes the burn-day status No burning, naming it, and refuses check-ins', async () => {
      await open();
      await allowToday();
      const { accessToken } = await issuedBurnPermit(t, { toDay: '2026-04-12' });
      // The seeded restrictions were lifted: the status stays allowed.
      expect((await readBurnStatus(t)).isBurningAllowed).toBe(true);

      const published = await as('POST', '/api/content/alerts', { data: PROHIBITING_ALERT });
      expect(published.statusCode).toBe(201);

      expect(await readBurnStatus(t)).toMatchObject({
        isBurningAllowed: false,
        headline: 'No burning today',
        reason: 'Fire restrictions: Stage 2 fire restrictions.',
        source: 'restriction',
        restriction: 'Stage 2 fire restrictions',
      });
      const refused = await checkIn(accessToken);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'Today is not a burn day. Fire restrictions: Stage 2 fire restrictions.',
      );
      const page = await t.app.inject({ method: 'GET', url: '/permits/burn' });
      expect(page.body).toContain('No burning today');
      const dispatch = await t.app.inject({
        method: 'GET',
        url: `/dispatch/burns?token=${BURN_DISPATCH_TOKEN}`,
      });
      expect(dispatch.body).toContain('No burning today');
      expect(dispatch.body).toContain('Stage 2 fire restrictions');
    });

    it('publishing a prohibiting alert tells each holder checked in today to put the fire out, once', async () => {
      await open();
      await allowToday();
      const { accessToken } = await issuedBurnPermit(t, { toDay: '2026-04-12' });
      expect((await checkIn(accessToken)).statusCode).toBe(201);
      const stops = () =>
        t.db
          .selectFrom('outboxMessages')
          .selectAll()
          .where('template', '=', 'burn-day-stopped')
          .execute();
      expect(await stops()).toHaveLength(0);
      expect(
        (await as('POST', '/api/content/alerts', { data: PROHIBITING_ALERT })).statusCode,
      ).toBe(201);
      const [stop] = await stops();
      expect(stop?.status).toBe('sent');
      expect(JSON.parse(stop!.payload).reason).toBe(
        'Fire restrictions: Stage 2 fire restrictions.',
      );
      // A second publish the same day does not tell the holder again.
      expect(
        (await as('POST', '/api/content/alerts', { data: PROHIBITING_ALERT })).statusCode,
      ).toBe(201);
      expect(await stops()).toHaveLength(1);
    });

    it('an alert that has ended no longer forbids burning', async () => {
      await open();
      await allowToday();
      const published = await as('POST', '/api/content/alerts', {
        data: { ...PROHIBITING_ALERT, endsAtLocal: '2026-04-10T12:00' },
      });
      expect(published.statusCode).toBe(201);
      expect((await readBurnStatus(t)).isBurningAllowed).toBe(false);
      t.advanceClock(3 * 3_600_000); // 13:00 MDT, after the alert's end
      expect((await readBurnStatus(t)).isBurningAllowed).toBe(true);
    });

    it('the fire conditions control "Fire restrictions prohibit open burning" drives the burn-day status', async () => {
      await open();
      await allowToday();
      const save = (prohibitsOpenBurning: boolean) =>
        as('PUT', '/api/content/items/fire-conditions/published', {
          data: {
            ...SEED_FIRE_CONDITIONS,
            restrictions: ['Stage 1 fire restrictions: no open fires'],
            prohibitsOpenBurning,
          },
        });
      expect((await save(true)).statusCode).toBe(200);
      expect(await readBurnStatus(t)).toMatchObject({
        isBurningAllowed: false,
        reason: 'Fire restrictions: Stage 1 fire restrictions: no open fires.',
      });
      expect((await save(false)).statusCode).toBe(200);
      expect((await readBurnStatus(t)).isBurningAllowed).toBe(true);
      // The field that did nothing is gone from the editor's data.
      const editable = await as('GET', '/api/content/items/fire-conditions');
      expect(JSON.stringify(editable.json())).not.toContain('isOpenBurningAllowed');
    });

    it('a permit past its last day verifies as expired, not "Permit issued"', async () => {
      await open();
      const permit = await issuedBurnPermit(t, { toDay: '2026-04-12' });
      const verify = () =>
        t.app.inject({ method: 'GET', url: `/permits/burn/verify/${permit.permitNumber}` });
      expect((await verify()).body).toContain('<strong>Permit issued</strong>');
      t.advanceClock(2 * DAY); // 2026-04-12, the last day: still in force
      expect((await verify()).body).toContain('<strong>Permit issued</strong>');
      t.advanceClock(DAY); // 2026-04-13
      const expired = await verify();
      expect(expired.body).toContain('<strong>Expired: its last day was 2026-04-12</strong>');
      expect(expired.body).not.toContain('Permit issued');
    });

    it('defaults to Summit County’s windows with the source, and an install that saved its windows keeps them', async () => {
      await open();
      const fresh = (await as('GET', '/api/admin/burn/settings')).json<BurnSettings>();
      expect(fresh.windows).toEqual([
        { from: '03-30', to: '05-30' },
        { from: '09-15', to: '10-30' },
      ]);
      expect(fresh.minClearingIndex).toBe(500);
      // Settings saved before this release: no threshold, no registration fields.
      const {
        minClearingIndex: _m,
        asksStateRegistration: _a,
        stateRegistrationUrl: _u,
        ...old
      } = { ...DEFAULT_BURN_SETTINGS, windows: [{ from: '03-30', to: '11-15' }] };
      await t.db
        .insertInto('burnSettings')
        .values({
          id: 'district',
          settings: JSON.stringify(old),
          updatedAt: '2026-01-01T00:00:00.000Z',
          updatedBy: 'admin',
        })
        .execute();
      const kept = (await as('GET', '/api/admin/burn/settings')).json<BurnSettings>();
      expect(kept.windows).toEqual([{ from: '03-30', to: '11-15' }]);
      expect(kept).toMatchObject({
        minClearingIndex: 500,
        asksStateRegistration: false,
        stateRegistrationUrl: STATE_BURN_REGISTRATION_URL,
      });
    });

    it('the clearing index threshold is a setting: a posted index under it is refused with a field message', async () => {
      await open();
      const tooLow = await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, minClearingIndex: 400 });
      expect(tooLow.statusCode).toBe(400);
      expect(tooLow.json().error.fields.minClearingIndex).toMatch(/500 or more/);
      expect(
        (await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, minClearingIndex: 600 })).statusCode,
      ).toBe(200);
      const under = await as('POST', '/api/admin/burn/day', {
        isBurningAllowed: true,
        clearingIndex: 550,
      });
      expect(under.statusCode).toBe(400);
      expect(under.json().error.fields.clearingIndex).toBe(
        'Burning cannot be allowed with a clearing index below 600.',
      );
      await allowToday();
      expect((await readBurnStatus(t)).isBurningAllowed).toBe(true);
    });

    it('permits waiting for review show in "needs attention" and e-mail the burn staff once', async () => {
      await open();
      expect(
        (await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, reviewMode: 'staff' })).statusCode,
      ).toBe(200);
      const countOf = async () =>
        (await as('GET', '/api/admin/attention'))
          .json<{ items: { id: string; count: number }[] }>()
          .items.find((item) => item.id === 'burn.pending-review')?.count;
      expect(await countOf()).toBe(0);
      expect((await apply()).statusCode).toBe(201);
      expect(await countOf()).toBe(1);
      const mail = await t.db
        .selectFrom('outboxMessages')
        .selectAll()
        .where('template', '=', 'burn-permit-review')
        .execute();
      expect(mail).toHaveLength(1);
      expect(mail[0]?.status).toBe('sent');
      const permit = await t.db.selectFrom('burnPermits').select('id').executeTakeFirstOrThrow();
      expect((await as('POST', `/api/admin/burn/permits/${permit.id}/approve`)).statusCode).toBe(
        200,
      );
      expect(await countOf()).toBe(0);
    });

    it('asks for the state burn registration number when the setting says so, and shows it to staff and dispatch', async () => {
      await open();
      // Not asked by default: the form has no such field.
      const plain = await t.app.inject({ method: 'GET', url: '/permits/burn/apply' });
      expect(plain.body).not.toContain('stateRegistrationNumber');
      const url = 'https://air.utah.gov/OpenBurning/form/index.php';
      const badUrl = await putBurnSettings(t, {
        ...DEFAULT_BURN_SETTINGS,
        asksStateRegistration: true,
        stateRegistrationUrl: 'javascript:alert(1)',
      });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json().error.fields.stateRegistrationUrl).toMatch(/https:\/\//);
      expect(
        (
          await putBurnSettings(t, {
            ...DEFAULT_BURN_SETTINGS,
            asksStateRegistration: true,
            stateRegistrationUrl: url,
          })
        ).statusCode,
      ).toBe(200);
      const form = await t.app.inject({ method: 'GET', url: '/permits/burn/apply' });
      expect(form.body).toContain(`<a href="${url}">the state’s open burn registration</a>`);
      const missing = await apply();
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.stateRegistrationNumber).toMatch(
        /Enter your state burn registration number/,
      );
      // An empty form gets the registration message beside the others, not after them.
      const empty = await t.app.inject({ method: 'POST', url: '/api/burn/permits', payload: {} });
      expect(empty.json().error.fields).toMatchObject({
        applicantName: 'Enter your name.',
        stateRegistrationNumber: expect.stringMatching(/Enter your state burn registration/),
      });
      const wrong = await apply({ stateRegistrationNumber: '<b>' });
      expect(wrong.json().error.fields.stateRegistrationNumber).toMatch(/letters, digits/);
      const { accessToken } = (await apply({ stateRegistrationNumber: 'SUM-2026-0042' })).json<{
        accessToken: string;
      }>();
      const list = await as('GET', '/api/admin/burn/permits');
      expect(list.json().permits[0].stateRegistrationNumber).toBe('SUM-2026-0042');
      await allowToday();
      expect((await checkIn(accessToken)).statusCode).toBe(201);
      const dispatch = await t.app.inject({
        method: 'GET',
        url: `/dispatch/burns?token=${BURN_DISPATCH_TOKEN}`,
      });
      expect(dispatch.body).toContain('state registration SUM-2026-0042');
    });

    it('the Permit Forms page shows the burn permit fee from the settings', async () => {
      await open(true);
      const page = async () =>
        (await t.app.inject({ method: 'GET', url: '/permits/applications' })).body;
      expect(await page()).toContain('(no fee)');
      expect(
        (await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, feeCents: 2_500 })).statusCode,
      ).toBe(200);
      const withFee = await page();
      expect(withFee).not.toContain('(no fee)');
      expect(withFee).toContain('fee $25.00, paid by card when you apply');
    });
  });
}
