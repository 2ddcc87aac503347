import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BURN_SETTINGS } from '#domain/burn/burn-day.ts';
import { SEED_ALERT_ES } from '#domain/content/seed-spanish.ts';
import { toDistrictLocal } from '#domain/content/site-alert.schema.ts';
import { checkCapMessage } from '#tests/support/cap-check.ts';
import {
  liftSeededRestrictions,
  postBurnDay,
  putBurnSettings,
} from '#tests/support/factories/burn.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { SEED_ALERT_ITEM_ID } from '#server/features/content/content.service.ts';

const ORIGIN = 'https://fire.example.org';
const CAP = 'urn:oasis:names:tc:emergency:cap:1.2';
const HEADING_ES = 'Hay restricciones de incendio vigentes';
const TEXT_ES = 'Para proteger nuestras comunidades, se prohíben las fogatas hasta nuevo aviso.';

interface Message {
  xml: string;
  text: (name: string) => string | undefined;
  infos: Element[];
}

function parseXml(xml: string): Document {
  return new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
}

function readMessage(xml: string): Message {
  const document = parseXml(xml);
  const root = document.documentElement;
  return {
    xml,
    text: (name) =>
      [...root.children].find((child) => child.localName === name)?.textContent ?? undefined,
    infos: [...root.getElementsByTagNameNS(CAP, 'info')],
  };
}

function infoText(info: Element, name: string): string | undefined {
  return info.getElementsByTagNameNS(CAP, name)[0]?.textContent ?? undefined;
}

for (const store of storesUnderTest()) {
  describe(`alerts as CAP 1.2 on ${store.kind} (issue 37 item 4)`, () => {
    let t: TestApp;
    let staff: string;

    async function open(clockStart = '2026-04-15T16:00:00.000Z') {
      t = await openTestApp(store, { clockStart, env: { PUBLIC_URL: ORIGIN }, hasPages: true });
      staff = await t.logInAsAdmin();
    }
    afterEach(async () => {
      await t.close();
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    /** The index's entries, each message fetched by its link and checked against CAP 1.2. */
    async function readFeed(): Promise<Message[]> {
      const index = await get('/alerts/cap.atom');
      expect(index.statusCode, index.body).toBe(200);
      expect(index.headers['content-type']).toContain('application/atom+xml');
      const links = [...parseXml(index.body).getElementsByTagName('entry')].map(
        (entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '',
      );
      const messages: Message[] = [];
      for (const link of links) {
        expect(link.startsWith(`${ORIGIN}/alerts/cap/`)).toBe(true);
        const response = await get(link.slice(ORIGIN.length));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toContain('application/cap+xml');
        expect(checkCapMessage(response.body)).toEqual([]);
        messages.push(readMessage(response.body));
      }
      return messages;
    }

    async function alertMessages() {
      return (await readFeed()).filter((message) =>
        message.text('identifier')?.startsWith(SEED_ALERT_ITEM_ID),
      );
    }

    async function republishSeedAlert(change: (data: Record<string, unknown>) => object) {
      const detail = await get(`/api/content/items/${SEED_ALERT_ITEM_ID}`, {
        authorization: staff,
      });
      expect(detail.statusCode, detail.body).toBe(200);
      const data = detail.json<{ data: Record<string, unknown> }>().data;
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/content/items/${SEED_ALERT_ITEM_ID}/published`,
        headers: { authorization: staff },
        payload: { data: change(data), notifySubscribers: false },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return data;
    }

    it('lists the seeded alert with an en-US and an es-US info, English only once its Spanish is out of date', async () => {
      await open();
      const [seeded, ...others] = await alertMessages();
      expect(others).toEqual([]);
      expect(seeded!.text('msgType')).toBe('Alert');
      expect(seeded!.text('sender')).toBe('fire.example.org');
      expect(seeded!.text('status')).toBe('Actual');
      expect(seeded!.text('scope')).toBe('Public');
      expect(seeded!.text('sent')).toBe('2026-04-15T10:00:00-06:00');
      // The seed's Spanish is current from the start (decision 346).
      expect(seeded!.infos.map((info) => infoText(info, 'language'))).toEqual(['en-US', 'es-US']);
      expect(infoText(seeded!.infos[1]!, 'headline')).toBe(SEED_ALERT_ES.heading);
      const [english] = seeded!.infos;
      expect(infoText(english!, 'category')).toBe('Fire');
      expect(infoText(english!, 'event')).toBe('Fire district warning');
      expect(infoText(english!, 'urgency')).toBe('Expected');
      expect(infoText(english!, 'severity')).toBe('Severe');
      expect(infoText(english!, 'certainty')).toBe('Likely');
      expect(infoText(english!, 'headline')).toBe('Fire restrictions are in effect');
      expect(infoText(english!, 'web')).toBe(`${ORIGIN}/`);
      expect(infoText(english!, 'areaDesc')).toBe(
        'Francis, Kamas, Marion, Oakley, Peoa, Samak, and Woodland, Summit County, Utah',
      );
      const geocodes = [...english!.getElementsByTagNameNS(CAP, 'geocode')].map((geocode) => [
        infoText(geocode, 'valueName'),
        infoText(geocode, 'value'),
      ]);
      expect(geocodes).toEqual([
        ['FIPS', '49043'],
        ['SAME', '049043'],
      ]);

      // Spanish written for other English is out of date: still English only.
      await republishSeedAlert((data) => ({
        ...data,
        spanish: {
          text: { heading: HEADING_ES, text: TEXT_ES },
          source: { heading: 'An older heading', text: 'An older text.' },
        },
      }));
      const [outOfDate] = await alertMessages();
      expect(outOfDate!.infos.map((info) => infoText(info, 'language'))).toEqual(['en-US']);
    });

    it('publishes an Update with an es-US info once staff write the current Spanish', async () => {
      await open();
      const [first] = await alertMessages();
      await republishSeedAlert((data) => ({
        ...data,
        spanish: {
          text: { heading: HEADING_ES, text: TEXT_ES },
          source: { heading: data.heading, text: data.text },
        },
      }));
      const [update, ...others] = await alertMessages();
      expect(others).toEqual([]);
      expect(update!.text('msgType')).toBe('Update');
      expect(update!.text('identifier')).not.toBe(first!.text('identifier'));
      expect(update!.text('references')).toBe(
        `fire.example.org,${first!.text('identifier')},${first!.text('sent')}`,
      );
      expect(update!.infos.map((info) => infoText(info, 'language'))).toEqual(['en-US', 'es-US']);
      const spanish = update!.infos[1]!;
      expect(infoText(spanish, 'headline')).toBe(HEADING_ES);
      expect(infoText(spanish, 'description')).toBe(TEXT_ES);
      expect(infoText(spanish, 'event')).toBe('Advertencia del distrito de bomberos');
      expect(infoText(spanish, 'web')).toBe(`${ORIGIN}/es/`);
      expect(infoText(spanish, 'areaDesc')).toContain('y Woodland, condado de Summit, Utah');

      // Publishing the same words again writes no new message.
      await republishSeedAlert((data) => data);
      const [same] = await alertMessages();
      expect(same!.text('identifier')).toBe(update!.text('identifier'));
    });

    it('publishes a Cancel referencing the alert when staff end it early', async () => {
      await open();
      const [alert] = await alertMessages();
      t.advanceClock(60_000);
      await republishSeedAlert((data) => ({
        ...data,
        endsAtLocal: toDistrictLocal(new Date('2026-04-15T16:01:00.000Z').toISOString()),
      }));
      const [cancel, ...others] = await alertMessages();
      expect(others).toEqual([]);
      expect(cancel!.text('msgType')).toBe('Cancel');
      expect(cancel!.text('references')).toBe(
        `fire.example.org,${alert!.text('identifier')},${alert!.text('sent')}`,
      );
      const index = await get('/alerts/cap.atom');
      expect(index.body).toContain('Cancelled: Fire restrictions are in effect');
      // A day later the Cancel leaves the index; its message stays at its address.
      t.advanceClock(25 * 60 * 60 * 1000);
      expect(await alertMessages()).toEqual([]);
      const kept = await get(`/alerts/cap/${cancel!.text('identifier')}.xml`);
      expect(kept.statusCode).toBe(200);
    });

    it('publishes a No burning day in English and Spanish, and cancels it when burning is allowed again', async () => {
      await open();
      // The seeded restrictions forbid burning (decision 337); a spring without them allows it.
      await liftSeededRestrictions(t);
      await putBurnSettings(t, {
        ...DEFAULT_BURN_SETTINGS,
        windows: [{ from: '01-01', to: '12-31' }],
      });
      expect(
        (await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 640 })).statusCode,
      ).toBe(200);
      expect((await postBurnDay(t, { isBurningAllowed: false, reason: 'wind' })).statusCode).toBe(
        200,
      );
      const burnDay = (await readFeed()).find(
        (message) => message.text('identifier') === 'burn-day-2026-04-15-1',
      );
      expect(burnDay?.text('msgType')).toBe('Alert');
      const [english, spanish] = burnDay!.infos;
      expect(infoText(english!, 'event')).toBe('No burning day');
      expect(infoText(english!, 'headline')).toBe('No burning today');
      expect(infoText(english!, 'urgency')).toBe('Immediate');
      expect(infoText(english!, 'expires')).toBe('2026-04-16T08:00:00-06:00');
      expect(infoText(english!, 'web')).toBe(`${ORIGIN}/permits/burn/status`);
      expect(infoText(spanish!, 'language')).toBe('es-US');
      expect(infoText(spanish!, 'headline')).toBe('Hoy no se permite quemar');
      expect(infoText(spanish!, 'event')).toBe('Día sin quemas');
      expect(infoText(spanish!, 'web')).toBe(`${ORIGIN}/es/permits/burn/status`);

      expect(
        (await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 640 })).statusCode,
      ).toBe(200);
      const cancel = (await readFeed()).find(
        (message) => message.text('identifier') === 'burn-day-2026-04-15-2',
      );
      expect(cancel?.text('msgType')).toBe('Cancel');
      expect(cancel?.text('references')).toContain(',burn-day-2026-04-15-1,');
    });

    it('answers a conditional GET of the index with 304, and a changed index with new bytes', async () => {
      await open();
      const first = await get('/alerts/cap.atom');
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect((await get('/alerts/cap.atom', { 'if-none-match': etag })).statusCode).toBe(304);
      await republishSeedAlert((data) => ({ ...data, text: `${String(data.text)} Call 911.` }));
      const changed = await get('/alerts/cap.atom', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      const missing = await get('/alerts/cap/no-such-message-1.xml');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect((await get('/alerts/cap/..%2Fsecret.xml')).statusCode).toBe(400);
    });

    it('names the index in the head of every public page, in its language, and not in the back office', async () => {
      await open();
      const english = await get('/about');
      expect(english.body).toContain(
        `<link rel="alternate" type="application/atom+xml" title="South Summit Fire Protection District alerts (CAP)" href="${ORIGIN}/alerts/cap.atom" />`,
      );
      const spanish = await get('/es/permits/burn/status');
      expect(spanish.body).toContain(
        `title="Alertas de South Summit Fire Protection District (CAP)" href="${ORIGIN}/alerts/cap.atom"`,
      );
      // The No burning day's page links to the index, in words.
      expect(spanish.body).toContain(
        '<a href="/alerts/cap.atom" type="application/atom+xml">Estas alertas para otros sistemas de alerta (CAP 1.2)</a>',
      );
      expect((await get('/admin')).body).not.toContain('/alerts/cap.atom');
    });

    it('lets staff correct the area’s geocodes, refuses bad ones, and asks for permission', async () => {
      await open();
      const settings = {
        countyName: { en: 'Summit County, Utah', es: 'condado de Summit, Utah' },
        geocodes: [{ valueName: 'SAME', value: '049043' }],
      };
      const put = (payload: object, authorization = staff) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/cap/settings',
          headers: authorization ? { authorization } : {},
          payload,
        });
      expect((await put(settings, '')).statusCode).toBe(401);
      const bad = await put({ ...settings, geocodes: [{ valueName: 'SAME', value: '049 043' }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      expect((await put(settings)).statusCode).toBe(200);
      await republishSeedAlert((data) => ({ ...data, heading: 'Stage 2 fire restrictions' }));
      const [update] = await alertMessages();
      const geocodes = [...update!.infos[0]!.getElementsByTagNameNS(CAP, 'geocode')];
      expect(geocodes.map((geocode) => infoText(geocode, 'value'))).toEqual(['049043']);
    });
  });
}

describe('the CAP 1.2 checker', () => {
  const valid = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<alert xmlns="${CAP}">`,
    '<identifier>a-1</identifier><sender>fire.example.org</sender>',
    '<sent>2026-04-15T10:00:00-06:00</sent><status>Actual</status><msgType>Alert</msgType>',
    '<scope>Public</scope>',
    '<info><category>Fire</category><event>No burning day</event><urgency>Immediate</urgency>',
    '<severity>Moderate</severity><certainty>Observed</certainty>',
    '<area><areaDesc>Kamas</areaDesc></area></info>',
    '</alert>',
  ].join('');

  it('passes a message that keeps the rules', () => {
    expect(checkCapMessage(valid)).toEqual([]);
  });

  it.each([
    ['a "Z" date-time', valid.replace('10:00:00-06:00', '16:00:00Z'), /not a CAP date-time/],
    ['a missing scope', valid.replace('<scope>Public</scope>', ''), /<scope> is required/],
    ['an unknown urgency', valid.replace('>Immediate<', '>Soon<'), /not one of Immediate/],
    [
      'elements out of order',
      valid.replace(
        '<status>Actual</status><msgType>Alert</msgType>',
        '<msgType>Alert</msgType><status>Actual</status>',
      ),
      /out of order/,
    ],
    ['a sender with a space', valid.replace('fire.example.org', 'fire district'), /no spaces/],
    ['an Update without references', valid.replace('>Alert<', '>Update<'), /<references>/],
    ['an area without areaDesc', valid.replace('<areaDesc>Kamas</areaDesc>', ''), /areaDesc/],
  ])('fails %s', (_name, xml, problem) => {
    expect(checkCapMessage(xml).join('\n')).toMatch(problem);
  });
});
