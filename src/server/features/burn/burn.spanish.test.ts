import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BURN_SETTINGS } from '#domain/burn/burn-day.ts';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { BURN_APPLICATION, liftSeededRestrictions } from '#tests/support/factories/burn.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { readPdfSource } from '#tests/support/pdf-text.ts';
import { extractPdfText } from '#tests/support/poppler.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { expectToContainEach } from '#tests/support/expect-text.ts';

const ORIGIN = 'https://district.example.org';
const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);

/** The Spanish burn pages answer a resident's request on their own, without a permit. */
const SPANISH_BURN_PAGES = [
  '/es/permits/burn',
  '/es/permits/burn/status',
  '/es/permits/burn/apply',
  '/es/permits/burn/check-in',
];

// Issue 29 (decision 324): the open-burning pages in Spanish, and a permit applied for on them
// kept in Spanish: its e-mail, its PDF and the pages its links lead to.
describe.each(storesUnderTest())('open burning in Spanish on $kind', (store) => {
  let t: PermitsTestApp;
  let mailer: ReturnType<typeof createMemoryMailer>;
  beforeEach(async () => {
    mailer = createMemoryMailer();
    // 2026-04-10 09:00 MDT, inside the spring window.
    t = await openPermitsTestApp(store, {
      mailer,
      hasPages: true,
      clockStart: '2026-04-10T15:00:00.000Z',
      env: { PUBLIC_URL: ORIGIN },
    });
    await liftSeededRestrictions(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const postForm = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const asAdmin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: await t.logInAsAdmin() },
      ...(payload ? { payload } : {}),
    });

  it('serves each burn page in Spanish at /es/…, with no catalogue English outside lang="en"', async () => {
    for (const url of SPANISH_BURN_PAGES) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-language'], url).toBe('es-US');
      expect(page.body, url).toContain('<html lang="es">');
      expect(findCatalogueEnglish(page.body, ENGLISH_PHRASES), url).toEqual([]);
    }
    const status = await get('/es/permits/burn/status');
    expectToContainEach(status.body, [
      '<h1 id="burn-status-title">Estado del día de quema</h1>',
      '<title>Hoy no se permite quemar |',
      'El distrito todavía no ha publicado el estado de hoy.',
      'href="/es/permits/burn"',
    ]);
    const overview = await get('/es/permits/burn');
    expect(overview.body).toContain(
      'Solo se permite quemar del 30 de marzo al 30 de mayo y del 15 de septiembre al 30 de octubre, y solo en días de quema.',
    );
    // The feed keeps its one address, its language in the query (decision 332).
    expect(overview.body).toContain('href="/permits/burn/status.ics?lang=es"');
    const english = await get('/permits/burn');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('href="/permits/burn/status.ics"');
  });

  it('writes the burn-day iCalendar feed in Spanish with ?lang=es, and in English without', async () => {
    await asAdmin('PUT', '/api/admin/burn/settings', {
      ...DEFAULT_BURN_SETTINGS,
      windows: [{ from: '01-01', to: '12-31' }],
    });
    await asAdmin('POST', '/api/admin/burn/day', { isBurningAllowed: false, reason: 'wind' });
    const eventsOf = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      return {
        calendar,
        events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
      };
    };
    const spanish = await eventsOf('/permits/burn/status.ics?lang=es');
    expect(spanish.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Estado del día de quema, South Summit Fire Protection District',
    );
    expect(spanish.calendar.getFirstPropertyValue('prodid')).toMatch(/\/\/ES$/);
    const [today] = spanish.events;
    expect(today!.summary).toBe('Hoy no se permite quemar');
    expect(today!.description).toContain(`Estado de hoy: ${ORIGIN}/es/permits/burn/status`);
    const words = spanish.events.map((event) => `${event.summary}\n${event.description}`);
    expect(findCatalogueEnglish(words.join('\n'), ENGLISH_PHRASES)).toEqual([]);

    const english = await eventsOf('/permits/burn/status.ics');
    expect(english.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Burn day status, South Summit Fire Protection District',
    );
    expect(english.events[0]!.summary).toBe('No burning today');
    expect(english.events[0]!.description).toContain(
      `Today's status: ${ORIGIN}/permits/burn/status`,
    );
    const bad = await get('/permits/burn/status.ics?lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/json');
  });

  it('applies on the Spanish form: Spanish messages and summary first, then a Spanish permit, e-mail and PDF', async () => {
    const wrong = await postForm('/es/permits/burn/apply', { ...BURN_APPLICATION, material: '' });
    expect(wrong.statusCode).toBe(400);
    expectToContainEach(wrong.body, [
      '<title>Error: Solicitar permiso de quema |',
      'Hay un problema',
      '<a href="#material-yard-waste">Elija el material que va a quemar.</a>',
      'Error: Elija el material que va a quemar.',
    ]);
    // Messages that carry values (the district's towns, the longest permit) are Spanish too.
    const outside = await postForm('/es/permits/burn/apply', {
      ...BURN_APPLICATION,
      town: 'Heber',
      toDay: '2026-05-20',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.body).toContain(
      'Error: La quema debe estar dentro del distrito: Francis, Kamas, Marion, Oakley, Peoa, Samak, Woodland.',
    );
    expect(outside.body).toContain('Error: Un permiso cubre como máximo 31 días.');
    expect(findCatalogueEnglish(outside.body, ENGLISH_PHRASES)).toEqual([]);
    expect(wrong.body).toContain('action="/es/permits/burn/apply"');
    expect(findCatalogueEnglish(wrong.body, ENGLISH_PHRASES)).toEqual([]);

    const applied = await postForm('/es/permits/burn/apply', BURN_APPLICATION);
    expect(applied.statusCode).toBe(303);
    const permitUrl = applied.headers.location as string;
    expect(permitUrl).toMatch(/^\/es\/permits\/burn\/permit\/[\w-]+\?applied=1$/);
    const permitPage = await get(permitUrl);
    expect(permitPage.body).toContain('<html lang="es">');
    expect(permitPage.body).toMatch(
      /Se emitió su permiso OB-2026-\d{6}\. Se lo enviamos a robin@example\.org/,
    );
    expect(permitPage.body).toContain(
      'Del 10 de abril de 2026 al 20 de abril de 2026, solo en días de quema',
    );
    expect(findCatalogueEnglish(permitPage.body, ENGLISH_PHRASES)).toEqual([]);

    // Staff see the language on the record; the back office stays English.
    const list = await asAdmin('GET', '/api/admin/burn/permits');
    const [permit] = list.json().permits;
    expect(permit.language).toBe('es');

    const mail = mailer.sent.find((sent) => sent.to === 'robin@example.org');
    expect(mail?.subject).toBe(`Su permiso de quema al aire libre ${permit.permitNumber}`);
    expect(mail?.headers?.['Content-Language']).toBe('es-US');
    expect(mail?.text).toContain('Hola, Robin Rancher:');
    expect(mail?.text).toContain(
      'Es válido solo en días de quema, del 10 de abril de 2026 al 20 de abril de 2026.',
    );
    expect(mail?.text).toContain(`${ORIGIN}${permitUrl.split('?')[0]}`);
    expect(mail?.text).toContain(`${ORIGIN}/es/permits/burn/status`);

    const pdf = mail?.attachments?.[0]?.content;
    expect(pdf).toBeDefined();
    const text = extractPdfText(pdf!);
    expectToContainEach(text, [
      'Permiso de quema al aire libre',
      'Lo que permite este permiso',
      'Verifique este permiso',
    ]);
    expect(text).toContain(`${ORIGIN}/es/permits/burn/verify/${permit.permitNumber}`);
    expect(readPdfSource(pdf!)).toContain('/Lang (es-US)');

    // Its check-in refusal and verification page are Spanish too.
    const checkIn = await postForm(`${permitUrl.split('?')[0]}/check-in`, {
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(checkIn.statusCode).toBe(409);
    expect(checkIn.body).toContain(
      'No se aceptó el registro. Hoy no es un día de quema. El distrito todavía no ha publicado el estado de hoy.',
    );
    const verify = await get(`/es/permits/burn/verify/${permit.permitNumber}`);
    expect(verify.body).toContain('Estado: <strong>Permiso emitido</strong>');
  });

  it('tells a Spanish holder checked in to put the fire out in Spanish, staff’s note marked English', async () => {
    const applied = await postForm('/es/permits/burn/apply', BURN_APPLICATION);
    const permitPath = (applied.headers.location as string).split('?')[0];
    expect(
      (await asAdmin('POST', '/api/admin/burn/day', { isBurningAllowed: true, clearingIndex: 600 }))
        .statusCode,
    ).toBe(200);
    const checkedIn = await postForm(`${permitPath}/check-in`, {
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(checkedIn.body).toContain('Ya avisó que va a quemar hoy, de 09:00 a 12:00.');
    await asAdmin('POST', '/api/admin/burn/day', {
      isBurningAllowed: false,
      reason: 'wind',
      note: 'Gusts to 40 mph',
    });
    await t.service.sendDueEmails();
    const stopped = mailer.sent.find(
      (sent) => sent.subject === 'Hoy no se permite quemar: apague el fuego',
    );
    expect(stopped?.text).toContain(
      'El distrito cambió el estado de hoy (viernes, 10 de abril de 2026) a Hoy no se permite quemar. Viento: Gusts to 40 mph',
    );
    expect(stopped?.text).toContain(`${ORIGIN}/es/permits/burn/status`);
    const status = await get('/es/permits/burn/status');
    expect(status.body).toContain('Viento: <span lang="en">Gusts to 40 mph</span>');
  });

  it('keeps an English application English: language en, English e-mail and PDF', async () => {
    const applied = await postForm('/permits/burn/apply', BURN_APPLICATION);
    expect(applied.headers.location).toMatch(/^\/permits\/burn\/permit\//);
    const [permit] = (await asAdmin('GET', '/api/admin/burn/permits')).json().permits;
    expect(permit.language).toBe('en');
    const mail = mailer.sent.find((sent) => sent.to === 'robin@example.org');
    expect(mail?.subject).toBe(`Your open burn permit ${permit.permitNumber}`);
    expect(mail?.headers).toBeUndefined();
    expect(readPdfSource(mail!.attachments![0]!.content)).toContain('/Lang (en-US)');
  });

  it('shows staff’s Spanish of a restriction and the conditions while current, else the English marked lang="en"', async () => {
    const title = 'Stage 2 fire restrictions';
    const settings = {
      ...DEFAULT_BURN_SETTINGS,
      restrictions: [
        {
          title,
          from: '2026-04-01',
          to: null,
          forbidsOpenBurning: true,
          titleSpanish: { text: 'Restricciones de incendios de nivel 2', source: title },
        },
      ],
      conditionsSpanish: {
        text: ['Un adulto vigila el fuego hasta que se apague.'],
        source: DEFAULT_BURN_SETTINGS.conditions,
      },
    };
    expect((await asAdmin('PUT', '/api/admin/burn/settings', settings)).statusCode).toBe(200);
    const status = await get('/es/permits/burn/status');
    expect(status.body).toContain('<h1 id="burn-status-title">Estado del día de quema</h1>');
    expect(status.body).toContain(
      'Restricciones de incendios: Restricciones de incendios de nivel 2.',
    );
    expect((await get('/permits/burn/status')).body).toContain(`Fire restrictions: ${title}.`);
    const apply = await get('/es/permits/burn/apply');
    expect(apply.body).toContain(
      '<ul><li>Un adulto vigila el fuego hasta que se apague.</li></ul>',
    );

    // The English changed after the Spanish was written: the Spanish page shows the English, marked.
    const changed = {
      ...settings,
      restrictions: [{ ...settings.restrictions[0]!, title: 'Stage 3 fire restrictions' }],
      conditions: ['Keep a hose at the burn.'],
    };
    expect((await asAdmin('PUT', '/api/admin/burn/settings', changed)).statusCode).toBe(200);
    const stale = await get('/es/permits/burn/status');
    expect(stale.body).toContain(
      'Restricciones de incendios: <span lang="en">Stage 3 fire restrictions</span>.',
    );
    const staleApply = await get('/es/permits/burn/apply');
    expect(staleApply.body).toContain('<ul lang="en"><li>Keep a hose at the burn.</li></ul>');
  });
});
