import { SEED_ALERT_ES, SEED_FIRE_CONDITIONS_ES } from '#domain/content/seed-spanish.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BURN_SETTINGS } from '#domain/burn/burn-day.ts';
import { SEED_FIRE_CONDITIONS } from '#domain/content/seed-content.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  BURN_DISPATCH_TOKEN,
  asBurnAdmin,
  liftSeededRestrictions,
  postBurnDay,
  putBurnSettings,
  readBurnStatus,
} from '#tests/support/factories/burn.ts';

const NOTICE = 'Open burning prohibited';
const NOTICE_ES = 'Prohibido quemar al aire libre';

// Decision 337: three inputs set a restriction (an alert's flag, the fire conditions' flag, the
// burn settings' dated list); the banner, the burn status and dispatch read the same list.
for (const store of storesUnderTest()) {
  describe(`every fire restriction, whichever input set it (${store.kind})`, () => {
    let t: TestApp;
    afterEach(async () => {
      await t.close();
    });
    // 2026-04-10 10:00 MDT: inside the spring window, after the 8 AM status hour.
    const open = async () => {
      t = await openTestApp(store, {
        clockStart: '2026-04-10T16:00:00.000Z',
        env: { BURN_DISPATCH_TOKEN },
        hasPages: true,
      });
    };
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    /** The banner's notice of restrictions on a page, or '' when it shows none. */
    const noticeOn = async (url: string, heading: string) => {
      const body = (await get(url)).body;
      const start = body.indexOf(`>${heading}</h2>`);
      return start < 0 ? '' : body.slice(start, body.indexOf('</aside>', start));
    };
    /** What the public, the fire marshal and dispatch read, in each place. */
    async function expectRestricted(names: readonly string[], spanishNames = names) {
      for (const [url, heading, named] of [
        ['/', NOTICE, names],
        ['/about', NOTICE, names],
        ['/permits/burn', NOTICE, names],
        ['/es/', NOTICE_ES, spanishNames],
        ['/es/permits/burn', NOTICE_ES, spanishNames],
      ] as const) {
        const notice = await noticeOn(url, heading);
        for (const name of named) expect(notice, `${url} names ${name}`).toContain(name);
      }
      const status = await readBurnStatus(t);
      expect(status).toMatchObject({ isBurningAllowed: false, source: 'restriction' });
      expect(names).toContain(status.restriction);
      expect((await get('/permits/burn')).body).toContain('No burning today');
      const marshal = await asBurnAdmin(t, 'GET', '/api/admin/burn/today');
      expect(marshal.json().status).toMatchObject({ isBurningAllowed: false });
      expect(names).toContain(marshal.json().status.restriction);
      const dispatch = (await get(`/dispatch/burns?token=${BURN_DISPATCH_TOKEN}`)).body;
      expect(dispatch).toContain('No burning today');
      expect(dispatch).toContain(status.restriction);
      const dispatchJson = await get(`/dispatch/burns.json?token=${BURN_DISPATCH_TOKEN}`);
      expect(JSON.stringify(dispatchJson.json())).toContain(status.restriction);
    }

    it('a fresh install agrees with itself: its seeded alert and fire conditions prohibit open burning, and the banner says so', async () => {
      await open();
      await postBurnDay(t, {
        isBurningAllowed: true,
        clearingIndex: 620,
        confirmOverRestriction: true,
      });
      // Spanish pages name them in the seed's Spanish (decision 346).
      await expectRestricted(
        ['Fire restrictions are in effect', 'Open fires'],
        [SEED_ALERT_ES.heading, SEED_FIRE_CONDITIONS_ES.restrictions![0]!],
      );
    });

    it('names the fire conditions’ restriction, then a dated one from the burn settings, then none', async () => {
      await open();
      await liftSeededRestrictions(t);
      expect(
        (await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 620 })).statusCode,
      ).toBe(200);
      expect(await noticeOn('/', NOTICE)).toBe('');
      expect((await readBurnStatus(t)).isBurningAllowed).toBe(true);

      const conditions = await asBurnAdmin(
        t,
        'PUT',
        '/api/content/items/fire-conditions/published',
        {
          data: {
            ...SEED_FIRE_CONDITIONS,
            restrictions: ['Stage 1 fire restrictions'],
            prohibitsOpenBurning: true,
          },
        },
      );
      expect(conditions.statusCode).toBe(200);
      await expectRestricted(['Stage 1 fire restrictions']);

      await liftSeededRestrictions(t);
      const dated = await putBurnSettings(t, {
        ...DEFAULT_BURN_SETTINGS,
        restrictions: [
          {
            title: 'County burn ban',
            from: '2026-04-09',
            to: '2026-04-11',
            forbidsOpenBurning: true,
          },
        ],
      });
      expect(dated.statusCode).toBe(200);
      await expectRestricted(['County burn ban']);

      // The day after the ban's last day: no restriction is left to name.
      t.advanceClock(2 * 24 * 3_600_000);
      expect(await noticeOn('/', NOTICE)).toBe('');
      expect(await noticeOn('/es/', NOTICE_ES)).toBe('');
    });

    it('names an alert marked "Prohibits open burning", in Spanish where staff wrote it', async () => {
      await open();
      await liftSeededRestrictions(t);
      const heading = 'Stage 2 fire restrictions';
      const published = await asBurnAdmin(t, 'POST', '/api/content/alerts', {
        data: {
          level: 'warning',
          heading,
          text: 'Open fires are prohibited in the district.',
          link: null,
          startsAtLocal: null,
          endsAtLocal: null,
          prohibitsOpenBurning: true,
          spanish: {
            text: { heading: 'Restricciones de etapa 2', text: 'Se prohíben los fuegos abiertos.' },
            source: { heading, text: 'Open fires are prohibited in the district.' },
          },
        },
      });
      expect(published.statusCode).toBe(201);
      await expectRestricted([heading], ['Restricciones de etapa 2']);
      // The notice says why once, not "Fire restrictions in force: Fire restrictions …" (issue 37).
      expect(await noticeOn('/', NOTICE)).toContain(`Reason: <span>${heading}</span>`);
      expect(await noticeOn('/es/', NOTICE_ES)).toContain(
        'Motivo: <span>Restricciones de etapa 2</span>',
      );
    });

    it('refuses Burning allowed over a live restriction until staff confirm, naming it', async () => {
      await open();
      const refused = await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 620 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'BURN_DAY_RESTRICTED' });
      expect(refused.json().error.message).toBe(
        'Fire restrictions are in force: Fire restrictions are in effect; Open fires. Open burning stays prohibited until they end, whatever you post. Confirm to post Burning allowed anyway.',
      );
      // No burning posts as before; Burning allowed posts once confirmed, and the status obeys
      // the restriction still.
      expect((await postBurnDay(t, { isBurningAllowed: false, reason: 'wind' })).statusCode).toBe(
        200,
      );
      const confirmed = await postBurnDay(t, {
        isBurningAllowed: true,
        clearingIndex: 620,
        confirmOverRestriction: true,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ isBurningAllowed: false, source: 'restriction' });
    });
  });
}
