import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHIPPER_API_PATHS } from '#domain/chipper/chipper-api.ts';
import {
  CHIPPER_CLOCK_START,
  PILE_FORM,
  createInbox,
  type Inbox,
  setUpSeason,
  signUpAndConfirm,
  staffCall,
} from '#tests/support/chipper-setup.ts';
import { FORM_HEADERS, form, readMails } from '#tests/support/property-setup.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { extractPdfText } from '#tests/support/poppler.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { CHIPPER_REMINDER_JOB } from './chipper-season.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(storesUnderTest())('the chipper program on $kind', (store) => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let season: Awaited<ReturnType<typeof setUpSeason>>;
  let inbox: Inbox;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chipper-'));
    t = await openTestApp(store, {
      clockStart: CHIPPER_CLOCK_START,
      env: { DATA_DIR: dataDir },
      hasPages: true,
    });
    inbox = createInbox(dataDir);
    admin = await t.logInAsAdmin();
    season = await setUpSeason(t, admin);
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const resident = (email: string, street: string, extra: Record<string, string> = {}) => ({
    ...PILE_FORM,
    email,
    street,
    ...extra,
  });
  const onePile = { pile2Length: '', pile2Width: '', pile2Height: '' };

  it('books a confirmed resident on the zone’s day, the next resident on the next day with room, then the waitlist; a cancel moves the waitlist up', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/prevention/chipper' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).toMatch(/<form [^>]*action="\/prevention\/chipper" method="post"/);
    expect(page.body).toContain('Tuesday, June 1, 2027');
    expect(page.body).toContain('Each pile up to 8 × 8 × 6 ft, limbs up to 8 in across.');

    const posted = await t.app.inject({
      method: 'POST',
      url: '/prevention/chipper',
      headers: FORM_HEADERS,
      payload: form(resident('ana@example.org', '120 Center Street')),
    });
    expect(posted.body).toContain('We sent a link to ana@example.org');
    // Nothing is booked before the e-mail is confirmed.
    const before = await staffCall<{ days: Array<{ bookedPiles: number }> }>(
      t,
      admin,
      'GET',
      CHIPPER_API_PATHS.season,
    );
    expect(before.days[0]!.bookedPiles).toBe(0);
    const [confirmMail] = inbox.take('ana@example.org');
    expect(confirmMail).toContain('Confirm your chipper sign-up for 120 Center Street, Kamas');
    const confirmPath = new URL(
      /http:\/\/\S+\/prevention\/chipper\/confirm\/[\w-]+/.exec(confirmMail!)![0],
    ).pathname;
    // Opening the link (a mail scanner) confirms nothing: the page asks for a press.
    const opened = await t.app.inject({ method: 'GET', url: confirmPath });
    expect(opened.body).toContain('Confirm my sign-up');
    const confirmed = await t.app.inject({ method: 'POST', url: confirmPath });
    expect(confirmed.statusCode).toBe(303);
    const ana = await t.app.inject({ method: 'GET', url: confirmed.headers.location! });
    expect(ana.headers['cache-control']).toBe('private, no-store');
    expect(ana.body).toContain('Your sign-up is confirmed.');
    expect(ana.body).toContain('Your chipping day: Tuesday, June 1, 2027.');
    expect(inbox.take('ana@example.org').join()).toContain(
      'Subject: Your chipper day: Tuesday, June 1, 2027',
    );
    // The link works once.
    expect((await t.app.inject({ method: 'POST', url: confirmPath })).statusCode).toBe(410);

    // Two more piles do not fit the first day (3): the next day with room.
    const ben = await signUpAndConfirm(t, inbox, resident('ben@example.org', '8 Main Street'));
    expect(ben.page).toContain('Your chipping day: Tuesday, June 8, 2027.');
    expect(ben.page).toContain('Your zone’s first day was full');
    // One pile still fits the first day.
    const cy = await signUpAndConfirm(
      t,
      inbox,
      resident('cy@example.org', '9 Main Street', onePile),
    );
    expect(cy.page).toContain('Your chipping day: Tuesday, June 1, 2027.');
    // Both days full: the waitlist, numbered.
    const di = await signUpAndConfirm(t, inbox, resident('di@example.org', '40 Elm Street'));
    expect(di.page).toContain('You are number 1 on the waitlist for Tuesday, June 1, 2027.');
    expect(di.mails.join()).toContain('number 1 on the waitlist');

    // Ana cancels: her two piles go to Di.
    const anaPath = confirmed.headers.location!.split('?')[0]!;
    const cancelled = await t.app.inject({ method: 'POST', url: anaPath });
    expect(cancelled.statusCode).toBe(303);
    const anaAfter = await t.app.inject({ method: 'GET', url: cancelled.headers.location! });
    expect(anaAfter.body).toContain('Your sign-up is cancelled.');
    const diAfter = await t.app.inject({ method: 'GET', url: di.managePath });
    expect(diAfter.body).toContain('Your chipping day: Tuesday, June 1, 2027.');
    expect(inbox.take('di@example.org').join()).toContain(
      'Subject: Your chipper day: Tuesday, June 1, 2027',
    );
  });

  it('refuses bad input on its field and stores nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ pile1Length: '9' }, 'This pile is longer than 8 ft. Make it smaller, or make two piles.'],
      [{ pile2Height: '' }, 'Give this pile’s length, width and height in feet.'],
      [{ pile1Width: 'lots' }, 'Enter the size in feet, like 6 or 7.5.'],
      [{ town: 'Park City' }, 'Enter a town of the district: Francis, Kamas, Marion'],
      [{ town: 'Oakley' }, 'This address is outside the chipper program’s zones.'],
      [{ town: 'Woodland' }, 'No chipping day for this zone is open for sign-up now.'],
      [{ location: '<script>alert(1)</script>' }, 'Remove the &lt; and &gt; characters'],
      [{ isClean: '' }, 'Confirm the piles hold no dirt, rocks, wire or building material'],
      [{ email: 'not-an-address' }, 'Enter your e-mail address, like name@example.com.'],
    ];
    for (const [change, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/prevention/chipper',
        headers: FORM_HEADERS,
        payload: form({ ...PILE_FORM, ...change }),
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.body, JSON.stringify(change)).toContain(message);
      expect(response.body).toContain('There is a problem');
      // What the resident typed stays in the form.
      if (!('location' in change)) {
        expect(response.body).toContain('value="At the end of the driveway"');
      }
    }
    const rows = await t.db.selectFrom('chipperSignUps').select('id').execute();
    expect(rows).toHaveLength(0);
    expect(readMails(dataDir)).toHaveLength(0);
  });

  it('answers bad staff input with a 400 naming the field, and changes nothing', async () => {
    const bad: Array<[string, string, object]> = [
      ['POST', CHIPPER_API_PATHS.zones, { name: { en: 'X' }, towns: [] }],
      [
        'POST',
        CHIPPER_API_PATHS.days,
        { zoneId: season.zoneId, day: '2027-13-40', capacityPiles: 3 },
      ],
      [
        'POST',
        CHIPPER_API_PATHS.days,
        { zoneId: season.zoneId, day: '2027-06-15', capacityPiles: 0 },
      ],
      ['PUT', CHIPPER_API_PATHS.rules, { maxPileLengthFt: -1 }],
      ['POST', CHIPPER_API_PATHS.cancelDay.replace(':id', season.firstDayId), { reason: '' }],
      ['PUT', CHIPPER_API_PATHS.day.replace(':id', season.firstDayId), { capacityPiles: 'many' }],
    ];
    for (const [method, url, payload] of bad) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { authorization: admin },
        payload,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().error.fields, `${method} ${url}`).toBeDefined();
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: CHIPPER_API_PATHS.days,
      headers: { authorization: admin },
      payload: { zoneId: 'no-such-zone', day: '2027-06-15', capacityPiles: 3 },
    });
    expect(missing.statusCode).toBe(404);
    const after = await staffCall<{ zones: unknown[]; days: Array<{ isCancelled: boolean }> }>(
      t,
      admin,
      'GET',
      CHIPPER_API_PATHS.season,
    );
    expect(after.zones).toHaveLength(2);
    expect(after.days).toHaveLength(2);
    expect(after.days.every((day) => !day.isCancelled)).toBe(true);
  });

  it('takes a sign-up in Spanish and writes its e-mails and pages in Spanish', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/es/prevention/chipper' });
    expect(page.body).toContain('Inscripción al programa de trituración de ramas');
    expect(page.body).toContain('martes, 1 de junio de 2027');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/es/prevention/chipper',
      headers: FORM_HEADERS,
      payload: form({ ...PILE_FORM, pile1Height: '7', language: 'es' }),
    });
    expect(refused.body).toContain('Este montón mide más de 6 pies de alto.');
    const spanish = await signUpAndConfirm(
      t,
      inbox,
      { ...PILE_FORM, language: 'es', email: 'eva@example.org' },
      '/es',
    );
    expect(spanish.page).toContain('Su día de trituración: martes, 1 de junio de 2027.');
    const { mails } = spanish;
    expect(mails[0]).toContain('/es/prevention/chipper/confirm/');
    expect(mails[1]).toContain('Tenga los montones junto a la calle antes de las 07:00');
  });

  it('lets the crew mark a stop chipped and one refused on a phone page, mails each result, and counts them', async () => {
    await signUpAndConfirm(t, inbox, resident('ana@example.org', '120 Center Street', onePile));
    await signUpAndConfirm(
      t,
      inbox,
      resident('eva@example.org', '15 Birch Lane', { ...onePile, language: 'es' }),
    );
    const editor = await t.logInAsNew('editor1', ['editor']);
    const refused = await t.app.inject({
      method: 'POST',
      url: CHIPPER_API_PATHS.crewLink.replace(':id', season.firstDayId),
      headers: { authorization: editor },
    });
    expect(refused.statusCode).toBe(403);
    const crew = await t.logInAsNew('crew1', ['chipper-crew']);
    const { url } = await staffCall<{ url: string }>(
      t,
      crew,
      'POST',
      CHIPPER_API_PATHS.crewLink.replace(':id', season.firstDayId),
    );
    const crewPath = new URL(url).pathname;
    const route = await t.app.inject({ method: 'GET', url: crewPath });
    expect(route.headers['cache-control']).toBe('private, no-store');
    expect(route.body).not.toContain('<script');
    // In the order of the route: by street within the zone.
    expect(route.body.indexOf('15 Birch Lane')).toBeLessThan(
      route.body.indexOf('120 Center Street'),
    );
    const stops = await staffCall<{ stops: Array<{ id: string; street: string }> }>(
      t,
      crew,
      'GET',
      CHIPPER_API_PATHS.stops.replace(':id', season.firstDayId),
    );
    const [birch, center] = stops.stops;
    expect(birch!.street).toBe('15 Birch Lane');

    const noReason = await t.app.inject({
      method: 'POST',
      url: `${crewPath}/stops/${birch!.id}`,
      headers: FORM_HEADERS,
      payload: form({ outcome: 'not-chipped', reason: '', note: '' }),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Choose why the pile was not chipped.');
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: `${crewPath}/stops/${birch!.id}`,
      headers: FORM_HEADERS,
      payload: form({ outcome: 'not-chipped', reason: 'too-large', note: 'About 12 ft long' }),
    });
    expect(tooLarge.statusCode).toBe(303);
    const chipped = await t.app.inject({
      method: 'POST',
      url: `${crewPath}/stops/${center!.id}`,
      headers: FORM_HEADERS,
      payload: form({ outcome: 'chipped', note: '' }),
    });
    expect(chipped.statusCode).toBe(303);
    const work = await t.app.inject({
      method: 'POST',
      url: `${crewPath}/work`,
      headers: FORM_HEADERS,
      payload: form({ loads: '2', crewHours: '7.5', crewSize: '3' }),
    });
    expect(work.statusCode).toBe(303);
    const badWork = await t.app.inject({
      method: 'POST',
      url: `${crewPath}/work`,
      headers: FORM_HEADERS,
      payload: form({ loads: 'two', crewHours: '7.5', crewSize: '3' }),
    });
    expect(badWork.statusCode).toBe(400);
    expect(badWork.body).toContain('Enter a whole number from 0.');

    expect(inbox.take('ana@example.org').join()).toContain('The crew chipped your piles at');
    const eva = inbox.take('eva@example.org').join();
    expect(eva).toContain('Sus montones no se trituraron');
    expect(eva).toContain('un montón superaba el tamaño permitido');
    expect(eva).toContain('Reduzca el montón al tamaño permitido');

    const figures = await staffCall<{
      season: Record<string, unknown>;
      days: Array<{ dayId: string; figures: Record<string, unknown> }>;
    }>(t, admin, 'GET', CHIPPER_API_PATHS.figures);
    expect(figures.season).toMatchObject({
      pilesRegistered: 2,
      pilesChipped: 1,
      pilesNotChipped: 1,
      notChippedByReason: { 'too-large': 1, 'not-found': 0 },
      households: 2,
      loads: 2,
      crewHours: 7.5,
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: CHIPPER_API_PATHS.figuresCsv,
      headers: { authorization: admin },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('season,,,2,1,1,0,1,0,0,0,2,2,7.5');
    expect(csv.body).toContain('day,2027-06-01,Kamas and Marion,2,1,1,0,1,0,0,0,2,2,7.5');

    // The printed route sheet, for a crew without a phone: the stops in the route's order.
    const sheet = await t.app.inject({
      method: 'GET',
      url: CHIPPER_API_PATHS.routeSheet.replace(':id', season.firstDayId),
      headers: { authorization: crew },
    });
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const sheetText = extractPdfText(sheet.rawPayload).replace(/\s+/g, ' ');
    expect(sheetText).toContain('Chipper route sheet');
    expect(sheetText.indexOf('1. 15 Birch Lane, Kamas')).toBeGreaterThan(0);
    expect(sheetText.indexOf('2. 120 Center Street, Kamas')).toBeGreaterThan(
      sheetText.indexOf('1. 15 Birch Lane, Kamas'),
    );
    expect(sheetText).toContain('1 pile: 6 × 4 × 3 ft');

    // A link that is not the day's opens nothing.
    const wrong = await t.app.inject({ method: 'GET', url: `${crewPath.slice(0, -2)}xx` });
    expect(wrong.statusCode).toBe(404);
  });

  it('replaces an address’s earlier sign-up with its second, reminds two days before, and tells everyone when a day is cancelled', async () => {
    const first = await signUpAndConfirm(t, inbox, resident('ana@example.org', '120 Center St'));
    const second = await signUpAndConfirm(
      t,
      inbox,
      resident('ana@example.org', '120 center street', onePile),
    );
    expect((await t.app.inject({ method: 'GET', url: first.managePath })).body).toContain(
      'This sign-up is cancelled.',
    );
    expect(second.page).toContain('Your chipping day: Tuesday, June 1, 2027.');

    // 2027-05-30 is two days before the first day.
    t.advanceClock(10 * DAY_MS);
    expect(await t.runJob(CHIPPER_REMINDER_JOB)).toBe(1);
    expect(await t.runJob(CHIPPER_REMINDER_JOB)).toBe(0);
    expect(inbox.take('ana@example.org').join()).toContain(
      'Subject: Chipper day in two days: Tuesday, June 1, 2027',
    );

    // Ten days on, staff sign in again.
    const marshal = await t.logInAsAdmin();
    const cancelled = await staffCall<{ told: number }>(
      t,
      marshal,
      'POST',
      CHIPPER_API_PATHS.cancelDay.replace(':id', season.firstDayId),
      { reason: 'The chipper is being repaired' },
    );
    expect(cancelled.told).toBe(1);
    const last = inbox.take('ana@example.org').join();
    expect(last).toContain('Your chipper day on Tuesday, June 1, 2027 is cancelled');
    expect(last).toContain('Why: The chipper is being repaired');
    const activity = await t.db
      .selectFrom('activityLog')
      .select('action')
      .where('action', 'like', 'chipper.%')
      .execute();
    expect(activity.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['chipper.zone.add', 'chipper.day.add', 'chipper.day.cancel']),
    );
  });
});
