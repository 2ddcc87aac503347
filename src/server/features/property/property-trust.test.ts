import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { extractPdfText } from '#tests/support/poppler.ts';
import { TEST_ADMIN, openTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  DISPATCH_TOKEN,
  FORM,
  FORM_HEADERS,
  GATE_CODE,
  KEY_2026,
  form,
  registerProfile,
  getAs,
} from '#tests/support/property-setup.ts';

// Issue 36, decision 334: the CAD answers one profile only for the exact address, with the
// card's fields; a read needs a real reason; an address is verified by a letter's code or a call.
const STRANGER = {
  ...FORM,
  occupant: 'tenant',
  email: 'stranger@example.net',
  gateCode: '',
  chemicals: 'Explosives stored, do not enter',
  peopleNeeds: '',
  sleepingArea: '',
};
const TOKEN_WITH_SYMBOLS = 'dGhpcyBpcyBhIGRpc3BhdGNoIHRva2Vu+/with/slashes+and==';
const LETTER_CODE = /\b([A-HJ-NP-Z2-9]{5})-([A-HJ-NP-Z2-9]{5})\b/;

describe.each(storesUnderTest())('trusting property profiles on $kind', (store) => {
  let t: TestApp;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-trust-'));
    t = await openTestApp(store, {
      clockStart: '2026-11-16T17:00:00.000Z',
      env: {
        DATA_DIR: dataDir,
        PROPERTY_KEYS: KEY_2026,
        PROPERTY_DISPATCH_TOKEN: TOKEN_WITH_SYMBOLS,
      },
      hasPages: true,
    });
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const register = (values: Record<string, string> = FORM) => registerProfile(t, dataDir, values);
  const cad = (query: Record<string, string>, token = TOKEN_WITH_SYMBOLS) =>
    t.app.inject({
      method: 'GET',
      url: `/api/dispatch/property?${new URLSearchParams(query).toString()}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const readsLogged = async () =>
    (await t.db.selectFrom('propertyViews').select('profileId').execute()).length;
  const idOf = async (managePath: string) =>
    (
      await t.db
        .selectFrom('propertyProfiles')
        .select('id')
        .where('manageToken', '=', managePath.split('/').at(-1)!)
        .executeTakeFirstOrThrow()
    ).id;
  const verifyByPhone = async (id: string, bearer: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/property/profiles/${id}/verify`,
      headers: { authorization: bearer },
      payload: { note: 'Owner called from the number on file' },
    });
  const printLetter = (id: string, bearer: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/property/profiles/${id}/letter`,
      headers: { authorization: bearer },
    });
  const enterCode = (managePath: string, letterCode: string) =>
    t.app.inject({
      method: 'POST',
      url: managePath,
      headers: FORM_HEADERS,
      payload: form({ action: 'verify-code', letterCode }),
    });
  const attention = async (bearer: string) =>
    Object.fromEntries(
      (
        (await getAs(t, bearer, '/api/admin/attention')).json() as {
          items: Array<{ id: string; count: number }>;
        }
      ).items.map((item) => [item.id, item.count]),
    );

  it('answers one profile only for the exact address, without medical fields; a misspelt street or the neighbour’s number gets a list and logs no read', async () => {
    const id = await idOf(await register({ ...FORM, firearms: 'Rifles in the hall safe' }));
    const admin = await t.logInAsAdmin();
    expect((await verifyByPhone(id, admin)).statusCode).toBe(200);

    for (const address of [
      '2400 Wier Canyon Road, Kamas',
      '2402 Weir Canyon Road, Kamas',
      '2400 Weir Canyon Road, Oakley',
      'Weir Canyon Road Kamas',
    ]) {
      const answer = await cad({ address, incident: '26-004512' });
      expect(answer.statusCode, address).toBe(200);
      expect(answer.json(), address).toMatchObject({ match: null });
      expect(answer.body, address).not.toContain(GATE_CODE);
    }
    const listed = await cad({ address: '2400 Wier Canyon Road, Kamas', incident: '26-004512' });
    expect(listed.json().candidates).toEqual([
      expect.objectContaining({ id, street: '2400 Weir Canyon Road', isVerified: true }),
    ]);
    expect(Object.keys(listed.json().candidates[0]).sort()).toEqual(
      [
        'id',
        'isStale',
        'isVerified',
        'occupant',
        'registeredAt',
        'street',
        'town',
        'verification',
        'verifiedAt',
      ].sort(),
    );
    expect(await readsLogged()).toBe(0);

    // Written another way, the same address is an exact match: read and logged once.
    const exact = await cad({
      address: '2400 WEIR CANYON RD., Kamas, UT 84036',
      incident: '26-004512',
    });
    expect(exact.json().candidates).toEqual([]);
    expect(exact.json().match).toMatchObject({
      id,
      details: { gateCode: GATE_CODE },
      hasPrivateNotes: true,
      isVerified: true,
      verification: 'phone',
    });
    for (const field of ['peopleNeeds', 'sleepingArea', 'firearms']) {
      expect(exact.json().match.details, field).not.toHaveProperty(field);
    }
    for (const word of ['oxygen', 'Back bedroom', 'Rifles']) {
      expect(exact.body, word).not.toContain(word);
    }
    expect(await readsLogged()).toBe(1);

    // The reader chooses from the list by id: the card's fields, and the read is logged then.
    const chosen = await t.app.inject({
      method: 'GET',
      url: `/api/dispatch/property/${id}?reason=${encodeURIComponent('caller gave this address')}`,
      headers: { authorization: `Bearer ${TOKEN_WITH_SYMBOLS}` },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().details).not.toHaveProperty('peopleNeeds');
    expect(chosen.body).not.toContain('oxygen');
    expect(await readsLogged()).toBe(2);
  });

  it('returns verified profiles by default; two at one address come back as a list saying who wrote each, when, and whether verified', async () => {
    const resident = await idOf(await register());
    t.advanceClock(60 * 60 * 1000);
    const stranger = await idOf(await register(STRANGER));
    const query = { address: '2400 Weir Canyon Road, Kamas', incident: '26-000001' };

    expect((await cad(query)).json()).toEqual({ match: null, candidates: [] });
    const both = (await cad({ ...query, includeUnverified: 'true' })).json();
    expect(both.match).toBeNull();
    expect(both.candidates).toEqual([
      expect.objectContaining({
        id: resident,
        occupant: 'owner',
        registeredAt: '2026-11-16T17:00:00.000Z',
        isVerified: false,
      }),
      expect.objectContaining({
        id: stranger,
        occupant: 'tenant',
        registeredAt: '2026-11-16T18:00:00.000Z',
        isVerified: false,
      }),
    ]);
    expect(JSON.stringify(both)).not.toContain('Explosives');

    const admin = await t.logInAsAdmin();
    await verifyByPhone(resident, admin);
    const verified = (await cad(query)).json();
    expect(verified.match).toMatchObject({ id: resident, isVerified: true });
    expect(JSON.stringify(verified)).not.toContain('Explosives');
    expect(await readsLogged()).toBe(1);

    // The responder's search shows both, each saying whether it is verified.
    const hits = (await getAs(t, admin, '/api/property/search?address=2400%20Weir%20Canyon')).json()
      .hits as Array<{ id: string; isVerified: boolean; occupant: string }>;
    expect(hits.map((hit) => [hit.id, hit.occupant, hit.isVerified])).toEqual([
      [resident, 'owner', true],
      [stranger, 'tenant', false],
    ]);
  });

  it('refuses a one-character reason or a made-up incident number with a message on the field, and logs nothing', async () => {
    const id = await idOf(await register());
    const responder = await t.logInAsNew('crew41', ['responder']);
    const read = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/property/profiles/${id}/read`,
        headers: { authorization: responder },
        payload: body,
      });
    const dash = await read({ reason: '-' });
    expect(dash.statusCode).toBe(400);
    expect(dash.json().error.fields).toEqual({
      reason: 'Write the reason in a few words, like “smoke reported at the barn”.',
    });
    const oneWord = await read({ reason: 'checking' });
    expect(oneWord.statusCode).toBe(400);
    const incident = await read({ incident: 'x' });
    expect(incident.json().error.fields.incident).toBe(
      'Enter the incident number as the CAD writes it, like 26-004512, or give a reason.',
    );
    const cadDash = await cad({ address: '2400 Weir Canyon Road, Kamas', reason: '-' });
    expect(cadDash.statusCode).toBe(400);
    expect(cadDash.json().error.fields.reason).toContain('a few words');
    expect(await readsLogged()).toBe(0);

    expect((await read({ incident: '26-004512' })).statusCode).toBe(200);
    expect((await read({ reason: 'smoke at the barn' })).statusCode).toBe(200);
    expect(await readsLogged()).toBe(2);
  });

  it('verifies by the code on the printed letter; a wrong code is refused, five end the letter; the waiting counts go down', async () => {
    const managePath = await register();
    const id = await idOf(managePath);
    const admin = await t.logInAsAdmin();
    expect(await attention(admin)).toMatchObject({
      'property.letters-to-print': 1,
      'property.unverified': 1,
    });
    const before = await t.app.inject({ method: 'GET', url: managePath });
    expect(before.body).toContain('Responders see this profile marked unverified');
    expect((await enterCode(managePath, 'ABCDE-FGHJK')).body).toContain(
      'No letter has been printed for this address yet.',
    );

    const responder = await t.logInAsNew('crew41', ['responder']);
    expect((await printLetter(id, responder)).statusCode).toBe(403);
    const letter = await printLetter(id, admin);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const text = extractPdfText(letter.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('2400 Weir Canyon Road, Kamas');
    expect(text).not.toContain('4821');
    const [, first, second] = LETTER_CODE.exec(text)!;
    expect(await attention(admin)).toMatchObject({
      'property.letters-to-print': 0,
      'property.unverified': 1,
    });
    const activity = await t.db
      .selectFrom('activityLog')
      .select(['action', 'actorUsername', 'subject', 'after'])
      .where('action', 'like', 'property.%')
      .execute();
    expect(activity).toEqual([
      expect.objectContaining({
        action: 'property.letter-print',
        subject: `property profile ${id}`,
      }),
    ]);
    expect(JSON.stringify(activity)).not.toContain(first);

    const wrong = await enterCode(managePath, 'ZZZZZ-ZZZZZ');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(
      'id="letterCode-error">Error: That code is not the one on the letter.',
    );
    // Typed in lower case, with a space: the same code.
    const right = await enterCode(managePath, `${first!.toLowerCase()} ${second}`);
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toContain('done=verified');
    const after = await t.app.inject({ method: 'GET', url: managePath });
    expect(after.body).toContain('Your address is verified');
    expect(await attention(admin)).toMatchObject({ 'property.unverified': 0 });
    const row = await t.db
      .selectFrom('propertyProfiles')
      .select(['verification', 'verifiedAt', 'letterCodeHash'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      verification: 'letter',
      verifiedAt: '2026-11-16T17:00:00.000Z',
      letterCodeHash: null,
    });
    expect((await printLetter(id, admin)).statusCode).toBe(409);

    // A new address must be verified again.
    const moved = await t.app.inject({
      method: 'POST',
      url: managePath,
      headers: FORM_HEADERS,
      payload: form({ ...FORM, action: 'save', street: '12 Bench Road', town: 'Oakley' }),
    });
    expect(moved.statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: managePath })).body).toContain(
      'Verify your address',
    );

    await printLetter(id, admin);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await enterCode(managePath, 'ZZZZZ-ZZZZZ')).statusCode).toBe(400);
    }
    const locked = await enterCode(managePath, 'ZZZZZ-ZZZZZ');
    expect(locked.body).toContain('The code was entered wrongly too many times.');
  });

  it('verifies by staff after a call, keeping who and when in the activity log; others are refused', async () => {
    const id = await idOf(await register());
    const officer = await t.logInAsNew('clerk', ['records-officer']);
    const responder = await t.logInAsNew('crew41', ['responder']);
    for (const bearer of [officer, responder]) {
      expect((await verifyByPhone(id, bearer)).statusCode).toBe(403);
      expect((await getAs(t, bearer, '/api/property/verification')).statusCode).toBe(403);
    }
    const admin = await t.logInAsAdmin();
    const waiting = await getAs(t, admin, '/api/property/verification');
    expect(waiting.json().profiles).toEqual([
      expect.objectContaining({ id, street: '2400 Weir Canyon Road', letterPrintedAt: null }),
    ]);
    expect(waiting.body).not.toContain('4821');
    const shortNote = await t.app.inject({
      method: 'POST',
      url: `/api/property/profiles/${id}/verify`,
      headers: { authorization: admin },
      payload: { note: '' },
    });
    expect(shortNote.statusCode).toBe(400);
    expect(shortNote.json().error.fields.note).toContain('who called');
    t.advanceClock(5 * 60 * 1000);
    expect((await verifyByPhone(id, admin)).json()).toEqual({
      verifiedAt: '2026-11-16T17:05:00.000Z',
    });
    expect((await verifyByPhone(id, admin)).statusCode).toBe(409);
    const entry = await t.db
      .selectFrom('activityLog')
      .select(['occurredAt', 'actorUsername', 'after'])
      .where('action', '=', 'property.verify-phone')
      .executeTakeFirstOrThrow();
    expect(entry.occurredAt).toBe('2026-11-16T17:05:00.000Z');
    expect(entry.actorUsername).toBe(TEST_ADMIN.username);
    expect(JSON.parse(entry.after!)).toMatchObject({ verification: 'phone' });
    const list = await getAs(t, admin, '/api/property/verification');
    expect(list.json().profiles).toEqual([]);
  });

  it('accepts a dispatch token with + / and =, refuses a wrong one', async () => {
    await register();
    const query = { address: '2400 Weir Canyon Road, Kamas', incident: '26-1' };
    expect((await cad(query)).statusCode).toBe(200);
    expect((await cad(query, `${TOKEN_WITH_SYMBOLS.slice(0, -1)}+`)).statusCode).toBe(401);
    expect((await cad(query, DISPATCH_TOKEN)).statusCode).toBe(401);
  });
});

describe('the dispatch token at start-up', () => {
  it('starts with a token holding + / and =, and refuses one with a space, saying why', () => {
    expect(parseEnv({ PROPERTY_DISPATCH_TOKEN: TOKEN_WITH_SYMBOLS }).ok).toBe(true);
    const spaced = parseEnv({
      PROPERTY_DISPATCH_TOKEN: `${TOKEN_WITH_SYMBOLS.slice(0, 20)} x${TOKEN_WITH_SYMBOLS}`,
    });
    expect(spaced).toEqual({
      ok: false,
      problems: [
        'PROPERTY_DISPATCH_TOKEN: PROPERTY_DISPATCH_TOKEN must be letters, digits and punctuation, without spaces',
      ],
    });
  });
});
