import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import {
  FORM,
  FORM_HEADERS,
  KEY_2026,
  form,
  linkIn,
  readMails,
} from '#tests/support/property-setup.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { PROPERTY_KEEP_CURRENT_JOB } from './property-reminders.service.ts';

const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 37 item 6: the property registry at /es/, and its e-mails in the profile's language. */
describe.each(storesUnderTest())('the property registry in Spanish on $kind', (store) => {
  let t: TestApp;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-es-'));
    t = await openTestApp(store, {
      clockStart: '2026-11-16T17:00:00.000Z',
      env: { DATA_DIR: dataDir, PROPERTY_KEYS: KEY_2026 },
      hasPages: true,
    });
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, values: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: FORM_HEADERS, payload: form(values) });
  // What the resident typed (FORM: "Back bedroom", "Main Street") is theirs, not the catalogue's.
  const typed = Object.values(FORM).join('\n');
  const englishIn = (html: string) =>
    findCatalogueEnglish(html, ENGLISH_PHRASES).filter((phrase) => !typed.includes(phrase));

  it('serves the form in Spanish, with no script, posting to its /es/ address', async () => {
    const page = await get('/es/property-profile');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/^<!doctype html><html lang="es">/i);
    expect(page.body).toContain('Perfil de propiedad para los equipos de emergencia');
    expect(page.body).toContain('Código del portón (opcional, privado)');
    expect(page.body).toMatch(/<form [^>]*action="\/es\/property-profile" method="post"/);
    expect(page.body).not.toContain('<script');
    expect(englishIn(page.body)).toEqual([]);
  });

  it('answers a bad form with Spanish messages under the fields and in the summary', async () => {
    const refused = await post('/es/property-profile', { ...FORM, street: '', email: 'nope' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<title>Error: Perfil de propiedad');
    expect(refused.body).toContain('Hay un problema');
    expect(refused.body).toContain('Escriba la dirección, con el número y la calle.');
    expect(refused.body).toContain('Escriba un correo electrónico como nombre@ejemplo.com.');
    expect(englishIn(refused.body)).toEqual([]);
  });

  it('stores the language, mails Spanish links, and keeps the confirm and manage pages Spanish', async () => {
    const posted = await post('/es/property-profile', FORM);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.body).toContain('Revise su correo electrónico');
    const row = await t.db
      .selectFrom('propertyProfiles')
      .select(['id', 'language'])
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('es');

    const confirmUrl = new URL(
      linkIn(readMails(dataDir), /http:\/\/localhost:\d+\/es\/property-profile\/confirm\/[\w-]+/),
    );
    expect(readMails(dataDir).join('\n')).toContain('pulse Confirmar');
    const confirmPage = await get(confirmUrl.pathname);
    expect(confirmPage.statusCode).toBe(200);
    expect(confirmPage.body).toContain('Confirme su perfil de propiedad');
    expect(confirmPage.body).toMatch(/<form [^>]*action="\/es\/property-profile\/confirm\/[\w-]+"/);
    expect(englishIn(confirmPage.body)).toEqual([]);

    const confirmed = await post(confirmUrl.pathname);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toMatch(
      /^\/es\/property-profile\/manage\/[\w-]{32}\?done=confirmed$/,
    );
    const managePath = confirmed.headers.location!.split('?')[0]!;
    expect(linkIn(readMails(dataDir), /\/es\/property-profile\/manage\/[\w-]+/)).toBe(managePath);
    expect(readMails(dataDir).join('\n')).toContain('con su enlace privado');

    const manage = await get(confirmed.headers.location!);
    expect(manage.statusCode).toBe(200);
    expect(manage.body).toContain('Su perfil de propiedad');
    expect(manage.body).toContain('Su perfil está activo');
    expect(manage.body).toContain('Nadie ha leído su perfil todavía.');
    expect(manage.body).toMatch(new RegExp(`<form [^>]*action="${managePath}"`));
    expect(englishIn(manage.body)).toEqual([]);

    // A save that fails says why in Spanish; one that works comes back to the Spanish page.
    const bad = await post(managePath, { ...FORM, action: 'save', latitude: '99' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Escriba la latitud como un número entre -90 y 90');
    expect(englishIn(bad.body)).toEqual([]);
    const saved = await post(managePath, { ...FORM, action: 'save' });
    expect(saved.headers.location).toBe(`${managePath}?done=saved`);

    // Deleting asks first, in Spanish; without the confirmation nothing is deleted.
    const asked = await post(managePath, { action: 'delete-ask' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('¿Borrar este perfil? Esto no se puede deshacer.');
    expect(asked.body).toMatch(new RegExp(`<form [^>]*action="${managePath}"`));
    expect(englishIn(asked.body)).toEqual([]);
    const refused = await post(managePath, { action: 'delete' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Todavía no se borró nada');
    expect(englishIn(refused.body)).toEqual([]);
    const deleted = await post(managePath, { action: 'delete', confirm: 'yes' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toContain('Su perfil de propiedad está borrado');
    expect(englishIn(deleted.body)).toEqual([]);
  });

  it('sends the reminder in the profile’s language: Spanish for a Spanish profile, English for an English one', async () => {
    await post('/es/property-profile', { ...FORM, email: 'luz@example.org' });
    await post('/property-profile', { ...FORM, email: 'ann@example.org' });
    for (const mail of readMails(dataDir)) {
      const link = /\/(?:es\/)?property-profile\/confirm\/[\w-]+/.exec(mail)![0];
      await post(link);
    }
    t.advanceClock(366 * DAY_MS);
    await t.runJob(PROPERTY_KEEP_CURRENT_JOB);
    await t.runJob('outbox.send');
    const mails = readMails(dataDir);
    const spanish = mails.filter((mail) => mail.includes('luz@example.org')).at(-1)!;
    const english = mails.filter((mail) => mail.includes('ann@example.org')).at(-1)!;
    expect(spanish).toContain('/es/property-profile/manage/');
    expect(spanish).toContain('cuentan con su perfil de propiedad');
    expect(english).toContain('rely on your property profile');
    expect(english).not.toContain('/es/');
  });
});
