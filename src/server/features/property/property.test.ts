import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  DISPATCH_TOKEN,
  FORM,
  FORM_HEADERS,
  GATE_CODE,
  KEY_2026,
  KEY_2027,
  OXYGEN,
  dumpStore,
  findTraces,
  form,
  linkIn,
  readMails,
  registerProfile,
  sqliteFileStore,
  getAs,
} from '#tests/support/property-setup.ts';
import { createPropertySealer, parsePropertyKeys } from './property-crypto.ts';
import { findProfile, openProfile, resealProfiles } from './property.repo.ts';
import { PROPERTY_KEEP_CURRENT_JOB } from './property-reminders.service.ts';
import { expectToContainEach } from '#tests/support/expect-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(storesUnderTest())('property profiles on $kind', (store) => {
  let t: TestApp;
  let dataDir: string;
  let sqliteFile: string;

  async function open(keys: string = KEY_2026) {
    t = await openTestApp(store.kind === 'sqlite' ? sqliteFileStore(sqliteFile) : store, {
      clockStart: '2026-11-16T17:00:00.000Z',
      env: { DATA_DIR: dataDir, PROPERTY_KEYS: keys, PROPERTY_DISPATCH_TOKEN: DISPATCH_TOKEN },
      hasPages: true,
    });
  }
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-'));
    sqliteFile = path.join(dataDir, 'district.sqlite');
    await open();
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const register = (values: Record<string, string> = FORM) => registerProfile(t, dataDir, values);
  const postManage = (managePath: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: managePath, headers: FORM_HEADERS, payload: form(fields) });

  async function responderRead(bearer: string, id: string, body: object, kind = 'read') {
    return t.app.inject({
      method: 'POST',
      url: `/api/property/profiles/${id}/${kind}`,
      headers: { authorization: bearer },
      payload: body,
    });
  }

  async function searchAs(bearer: string, address: string) {
    return getAs(t, bearer, `/api/property/search?address=${encodeURIComponent(address)}`);
  }

  it('registers with a gate code and oxygen, confirms by e-mail, and lets a responder read it by a misspelt street; the owner sees the read', async () => {
    const form = await t.app.inject({ method: 'GET', url: '/property-profile' });
    expect(form.body).toMatch(/<form [^>]*action="\/property-profile" method="post"/);
    expect(form.body).not.toContain('<script');
    const managePath = await register();
    const manage = await t.app.inject({ method: 'GET', url: managePath });
    expect(manage.headers['cache-control']).toBe('private, no-store');
    expect(manage.headers['referrer-policy']).toBe('no-referrer');
    expectToContainEach(manage.body, ['4821#', OXYGEN, 'Nobody has read your profile yet.']);

    const responder = await t.logInAsNew('crew41', ['responder']);
    const hits = (await searchAs(responder, 'Wier Canyn Rd kamas')).json();
    expect(hits.hits).toEqual([
      {
        id: expect.any(String),
        street: '2400 Weir Canyon Road',
        town: 'Kamas',
        isStale: false,
        occupant: 'owner',
        registeredAt: '2026-11-16T17:00:00.000Z',
        isVerified: false,
        verification: null,
        verifiedAt: null,
      },
    ]);
    const id = hits.hits[0].id as string;
    // Without an incident number or a reason, nothing is read and nothing logged.
    const refused = await responderRead(responder, id, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.incident).toBe(
      'Enter the incident number or the reason for reading this profile.',
    );
    const read = await responderRead(responder, id, { incident: '26-004512' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toContain('no-store');
    expect(read.json()).toMatchObject({
      street: '2400 Weir Canyon Road',
      details: { gateCode: GATE_CODE, peopleNeeds: OXYGEN },
      mapLinks: { geo: 'geo:40.6431,-111.2807' },
    });
    // The dispatch card carries access and hazards, never people's medical details.
    const card = await responderRead(responder, id, { reason: 'print for engine 41' }, 'card');
    expect(card.json().details.gateCode).toBe(GATE_CODE);
    expect(card.json().hasPrivateNotes).toBe(true);
    expect(card.body).not.toContain('oxygen');
    expect(card.body).not.toContain('Back bedroom');

    const after = await t.app.inject({ method: 'GET', url: managePath });
    expectToContainEach(after.body, ['crew41 (Responder)', '26-004512', 'print for engine 41']);
  });

  it('refuses anonymous clients, a records officer and burn staff, and logs nothing as read', async () => {
    await register();
    const admin = await t.logInAsAdmin();
    const id = (await searchAs(admin, 'Weir Canyon')).json().hits[0].id as string;
    const readsBefore = await t.db.selectFrom('propertyViews').selectAll().execute();
    expect(readsBefore).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/property/profiles/${id}/read`,
      payload: { incident: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const roles of [['records-officer'], ['fire-marshal'], ['editor']]) {
      const bearer = await t.logInAsNew(`staff-${roles[0]}`, roles);
      expect((await responderRead(bearer, id, { incident: '1' })).statusCode, roles[0]).toBe(403);
      expect((await searchAs(bearer, 'Weir')).statusCode, roles[0]).toBe(403);
      expect((await getAs(t, bearer, '/api/property/counts')).statusCode).toBe(403);
    }
    expect(await t.db.selectFrom('propertyViews').selectAll().execute()).toEqual([]);
    // Staff with the counts permission see how many, never what.
    const counts = await getAs(t, admin, '/api/property/counts');
    expect(counts.json()).toEqual({ profiles: 1, stale: 0, unconfirmed: 0 });
  });

  it('keeps no gate code or medical word in clear in the database', async () => {
    const managePath = await register();
    // A change seals again; the activity log and outbox carry nothing either.
    const changed = await t.app.inject({
      method: 'POST',
      url: managePath,
      headers: FORM_HEADERS,
      payload: form({
        ...FORM,
        action: 'save',
        animals: 'Two horses and a llama named Pemberquist',
      }),
    });
    expect(changed.statusCode).toBe(303);
    const dump = await dumpStore(t, store.kind, sqliteFile);
    expect(dump).toContain('Weir Canyon Road');
    // '#' is in no UUID or base64url text, so "4821#" cannot turn up by chance.
    for (const secret of [
      '4821#',
      'oxygen',
      'Oxygen',
      'Back bedroom',
      'behind the barn',
      // A made-up name, not "llama": the shipped Spanish says llamar and llamadas (call).
      'Pemberquist',
    ]) {
      expect(dump, secret).not.toContain(secret);
    }
  });

  it('reads rows sealed with a rotated key and seals them again with the new one', async () => {
    const managePath = await register();
    const row = await findProfile(t.db, { manageToken: managePath.split('/').at(-1)! });
    expect(row!.sealedDetails).toMatch(/^k2026\./);
    // KEY_2027 put first: the old row still opens, and resealing moves it to the new key.
    const rotated = createPropertySealer(parsePropertyKeys(`${KEY_2027},${KEY_2026}`));
    expect(openProfile(rotated, row!).details.gateCode).toBe(GATE_CODE);
    expect(await resealProfiles(t.db, rotated)).toBe(1);
    expect(await resealProfiles(t.db, rotated)).toBe(0);
    const resealed = await findProfile(t.db, { id: row!.id });
    expect(resealed!.sealedDetails).toMatch(/^k2027\./);
    const newOnly = createPropertySealer(parsePropertyKeys(KEY_2027));
    expect(openProfile(newOnly, resealed!).details.peopleNeeds).toBe(OXYGEN);
    // The running app, still on KEY_2026 alone, refuses rather than guessing.
    expect(() => openProfile(createPropertySealer(parsePropertyKeys(KEY_2026)), resealed!)).toThrow(
      /k2027/,
    );
  });

  it('deletes a profile for real: only its deletion entry remains', async () => {
    const managePath = await register();
    const confirmToken = linkIn(readMails(dataDir), /\/confirm\/([\w-]+)/)
      .split('/')
      .at(-1)!;
    const responder = await t.logInAsNew('crew41', ['responder']);
    const id = (await searchAs(responder, 'Weir Canyon')).json().hits[0].id as string;
    await responderRead(responder, id, { incident: '26-1' });
    // A year on, a reminder: a third e-mail with the street and the manage link.
    t.advanceClock(366 * DAY_MS);
    await t.runJob(PROPERTY_KEEP_CURRENT_JOB);
    await t.runJob('outbox.send');
    expect(readMails(dataDir)).toHaveLength(3);
    const manageToken = managePath.split('/').at(-1)!;
    const traces = () =>
      findTraces(t, store.kind, dataDir, [
        FORM.email,
        'Weir Canyon',
        manageToken,
        confirmToken,
        id,
      ]);
    expect((await traces()).length).toBeGreaterThan(5);
    // Issue 37 item 6: the first press asks; a delete without the confirmation deletes nothing.
    const asked = await postManage(managePath, { action: 'delete-ask' });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('private, no-store');
    expect(asked.body).toContain('Delete this profile? This cannot be undone.');
    expect(asked.body).toMatch(/<input type="hidden" name="confirm" value="yes"\/>/);
    expect(asked.body).toContain(`<a href="${managePath}" class="button button--secondary">`);
    const unconfirmed = await postManage(managePath, { action: 'delete' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('<title>Error: Delete this profile?');
    expect(unconfirmed.body).toContain('Nothing is deleted yet');
    expect(await t.db.selectFrom('propertyProfiles').selectAll().execute()).toHaveLength(1);
    const deleted = await postManage(managePath, { action: 'delete', confirm: 'yes' });
    expect(deleted.body).toContain('Your property profile is deleted');
    expect(await t.db.selectFrom('propertyProfiles').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('propertyViews').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('propertyDeletions').selectAll().execute()).toEqual([
      { id: expect.any(String), profileId: id, deletedAt: expect.any(String), cause: 'owner' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: managePath })).statusCode).toBe(404);
    // The year ended the responder's session; an administrator searches.
    expect((await searchAs(await t.logInAsAdmin(), 'Weir Canyon')).json().hits).toEqual([]);
    // Every table the database lists, and the outbox folder: the id in the deletion entry only.
    expect(await traces()).toEqual([`${id} in property_deletions row 0`]);
    const dump = await dumpStore(t, store.kind, sqliteFile);
    // SQLite overwrites deleted rows (secure_delete); nothing of the address stays in a free page.
    expect(dump).not.toContain('Weir Canyon');
    expect(dump).not.toContain(FORM.email);
  });

  it('stores nothing for a second registration refused at the mail cap of its address', async () => {
    await register();
    const outboxRows = await t.db.selectFrom('outboxMessages').select('id').execute();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/property-profile',
      headers: FORM_HEADERS,
      payload: form({ ...FORM, street: '77 Samak Hollow Lane', town: 'Samak' }),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many e-mails to this address today');
    expect(refused.body).toContain('Nothing you wrote was saved.');
    expect(await t.db.selectFrom('propertyProfiles').select('street').execute()).toEqual([
      { street: FORM.street },
    ]);
    expect(await t.db.selectFrom('outboxMessages').select('id').execute()).toEqual(outboxRows);
    expect(await findTraces(t, store.kind, dataDir, ['Samak Hollow'])).toEqual([]);
  });

  it('answers bad input with a message under each field', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/property-profile',
      headers: FORM_HEADERS,
      payload: form({
        ...FORM,
        town: 'Park City',
        latitude: '40.6',
        longitude: '',
        animals: '<script>alert(1)</script>',
        email: 'not-an-address',
      }),
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('<title>Error: Property profile for responders');
    expect(posted.body).toContain('There is a problem');
    for (const [field, message] of [
      [
        'town',
        'Enter a town of the district: Francis, Kamas, Marion, Oakley, Peoa, Samak, Woodland.',
      ],
      ['longitude', 'Enter both the latitude and the longitude, or neither.'],
      ['animals', 'Remove the angle brackets: write plain text only.'],
      ['email', 'Enter an e-mail address like name@example.com.'],
    ]) {
      expect(posted.body, field).toContain(`id="${field}-error">Error: ${message}</p>`);
      expect(posted.body, field).toContain(`<a href="#${field}">${message}</a>`);
    }
    // What was typed comes back, escaped, and nothing was stored.
    expect(posted.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(posted.body).not.toContain('<script>alert');
    expect(await t.db.selectFrom('propertyProfiles').selectAll().execute()).toEqual([]);
  });

  it('reminds a year after the last change, twice more, marks it stale, then deletes it', async () => {
    await register();
    const subjects = () =>
      readMails(dataDir)
        .map((mail) => mail.replace(/\r?\n[ \t]+/g, ' '))
        .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '')
        .filter((subject) => subject.includes('still right') || subject.includes('deleted'));
    t.advanceClock(364 * DAY_MS);
    await t.runJob(PROPERTY_KEEP_CURRENT_JOB);
    expect(subjects()).toEqual([]);
    t.advanceClock(2 * DAY_MS);
    for (let reminder = 1; reminder <= 3; reminder += 1) {
      await t.runJob(PROPERTY_KEEP_CURRENT_JOB);
      await t.runJob('outbox.send');
      expect(subjects()).toHaveLength(reminder);
      t.advanceClock(31 * DAY_MS);
    }
    await t.runJob(PROPERTY_KEEP_CURRENT_JOB);
    await t.runJob('outbox.send');
    expect(subjects().at(-1)).toContain('will be deleted');
    const admin = await t.logInAsAdmin();
    expect((await searchAs(admin, 'Weir Canyon')).json().hits[0].isStale).toBe(true);
    t.advanceClock(91 * DAY_MS);
    await t.runJob(PROPERTY_KEEP_CURRENT_JOB);
    expect(await t.db.selectFrom('propertyProfiles').selectAll().execute()).toEqual([]);
    expect(
      (await t.db.selectFrom('propertyDeletions').select('cause').execute()).map(
        (row) => row.cause,
      ),
    ).toEqual(['stale']);
  });
});
