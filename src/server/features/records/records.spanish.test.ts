// Records requests in Spanish (issue 29, decision 326): the form, its answer, the private status
// page and its forms at /es/…, the stored language and the requester's e-mails in Spanish.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import {
  FORM_HEADERS,
  RECORDS_FORM,
  formBody,
  getStaffRequest,
  openRecordsTestApp,
  postStaffAction,
  readOutboxMails,
  type RecordsTestApp,
} from '#tests/support/factories/records.ts';
import { expectSpanishPage } from '#tests/support/expect-text.ts';

const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);
const SPANISH_FORM = '/es/public-records/request/online';

/** A mail as the requester reads it: quoted-printable and encoded words decoded as UTF-8. */
function readable(mail: string): string {
  const bytes = (text: string) =>
    decodeURIComponent(text.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1'));
  return bytes(
    mail
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, word: string) => word.replace(/_/g, ' '))
      .replace(/\?=\s+=\?UTF-8\?Q\?/gi, ''),
  );
}

describe.each(storesUnderTest())('records requests in Spanish on $kind', (store) => {
  let records: RecordsTestApp;
  beforeEach(async () => {
    // Monday, November 16, 2026, 10:00 MST.
    records = await openRecordsTestApp(store, { clockStart: '2026-11-16T17:00:00.000Z' });
  });
  afterEach(() => records.close());

  const post = (url: string, values: Record<string, string>) =>
    records.t.app.inject({ method: 'POST', url, headers: FORM_HEADERS, payload: formBody(values) });
  const get = (url: string) => records.t.app.inject({ method: 'GET', url });

  it('files a request from the Spanish form: Spanish messages first, then the deadline and the e-mail in Spanish', async () => {
    const form = await get(SPANISH_FORM);
    expectSpanishPage(form);
    expect(form.body).toContain(
      '<title>Solicitar registros públicos en línea | South Summit Fire Protection District</title>',
    );
    expect(form.body).toMatch(/<form [^>]*action="\/es\/public-records\/request\/online"/);
    expect(form.body).toContain('<label for="requesterName" class="form-label">Su nombre</label>');
    expect(findCatalogueEnglish(form.body, ENGLISH_PHRASES)).toEqual([]);

    const wrong = await post(SPANISH_FORM, { ...RECORDS_FORM, requesterName: '', email: 'dana' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('<title>Error: Solicitar registros públicos en línea |');
    expect(wrong.body).toContain('>Hay un problema</h2>');
    expect(wrong.body).toContain('<a href="#requesterName">Escriba su nombre.</a>');
    expect(wrong.body).toContain(
      '<p class="field-error" id="email-error">Error: Escriba un correo electrónico, como nombre@ejemplo.com.</p>',
    );
    expect(findCatalogueEnglish(wrong.body, ENGLISH_PHRASES)).toEqual([]);

    const filed = await post(SPANISH_FORM, { ...RECORDS_FORM });
    expect(filed.statusCode).toBe(303);
    const location = filed.headers.location as string;
    expect(location).toMatch(/^\/es\/public-records\/request\/status\/[\w-]+\?filed=1$/);
    const statusUrl = location.split('?')[0]!;
    const token = statusUrl.split('/').at(-1)!;

    const status = await get(location);
    expect(status.statusCode).toBe(200);
    expect(status.body).toMatch(/^<!doctype html><html lang="es">/i);
    expect(status.headers['cache-control']).toBe('private, no-store');
    // 10 business days after Monday, November 16, skipping Thanksgiving, written in Spanish.
    expect(status.body).toContain(
      'La respuesta vence en 10 días hábiles, a más tardar el martes, 1 de diciembre de 2026.',
    );
    expect(status.body).toContain('Quedan 10 días hábiles');
    expect(status.body).toContain('<dd>Nueva</dd>');
    expect(status.body).toMatch(/Solicitud de registros GR-2026-\d{6}/);
    expect(status.body).toContain(`action="/es/public-records/request/status/${token}/withdraw"`);
    expect(findCatalogueEnglish(status.body, ENGLISH_PHRASES)).toEqual([]);

    const row = await records.t.db
      .selectFrom('recordsRequests')
      .select(['id', 'language'])
      .where('accessToken', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('es');

    const [mail] = readOutboxMails(records.dataDir).map(readable);
    expect(mail).toMatch(/Subject: Solicitud de registros GR-2026-\d{6} recibida/);
    expect(mail).toContain('Hola, Dana Reporter:');
    expect(mail).toContain(
      'La respuesta vence en 10 días hábiles, a más tardar el martes, 1 de diciembre de 2026.',
    );
    expect(mail).toContain('Formato preferido: Copia electrónica.');
    expect(mail).toContain(`/es/public-records/request/status/${token}`);

    // Staff see the language; the back office stays English.
    const officer = await records.t.logInAsNew('officer-es', ['records-officer']);
    const staff = await getStaffRequest(records.t, officer, row.id);
    expect(staff.json<{ request: { language: string } }>().request.language).toBe('es');

    // The officer's question goes out in Spanish; the Spanish page answers in Spanish.
    const asked = await postStaffAction(records.t, officer, row.id, 'clarify', {
      message: 'Which incident numbers?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const clarify = readOutboxMails(records.dataDir)
      .map(readable)
      .find((text) => text.includes('aclare su solicitud'))!;
    expect(clarify).toMatch(/Subject: Solicitud de registros GR-2026-\d{6}: aclare su solicitud/);
    expect(clarify).toContain('el encargado de registros pregunta:');
    const empty = await post(`${statusUrl}/clarify`, { clarification: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Error: Escriba su respuesta.');
    expect(empty.body).toContain('<span lang="en">Which incident numbers?</span>');
    const answered = await post(`${statusUrl}/clarify`, { clarification: 'Incidents 12 and 13' });
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('Gracias. El encargado de registros tiene su respuesta');

    const unticked = await post(`${statusUrl}/withdraw`, {});
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain(
      'Error: Marque la casilla para confirmar que retira esta solicitud.',
    );
    const withdrawn = await post(`${statusUrl}/withdraw`, { confirmWithdraw: 'yes' });
    expect(withdrawn.body).toContain('Su solicitud fue retirada.');
    expect(
      readOutboxMails(records.dataDir)
        .map(readable)
        .some((text) => text.includes('Usted retiró su solicitud de registros')),
    ).toBe(true);
  });

  it('sends the denial with the right to appeal, and the appeal decision, in Spanish', async () => {
    const filed = await post(SPANISH_FORM, { ...RECORDS_FORM });
    const statusUrl = (filed.headers.location as string).split('?')[0]!;
    const { id } = await records.t.db
      .selectFrom('recordsRequests')
      .select(['id'])
      .executeTakeFirstOrThrow();
    const officer = await records.t.logInAsNew('officer-deny-es', ['records-officer']);
    const denied = await postStaffAction(records.t, officer, id, 'deny', {
      isPartial: false,
      classification: 'protected',
      grounds: 'Security plans.',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    const denial = readOutboxMails(records.dataDir)
      .map(readable)
      .find((text) => text.includes('El distrito deniega'))!;
    expect(denial).toContain('El distrito deniega su solicitud de registros');
    expect(denial).toContain('Clasificación: Registro protegido (Código de Utah 63G-2-305).');
    expect(denial).toContain('Su derecho a apelar (Código de Utah 63G-2-401)');
    expect(denial).toMatch(/es decir, a más tardar el \S+, \d+ de \S+ de 2026, desde la página/);

    const page = await get(statusUrl);
    expect(page.body).toContain('<h2>Apelación</h2>');
    const noReason = await post(`${statusUrl}/appeal`, { appealReason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Error: Diga por qué apela.');
    const appealed = await post(`${statusUrl}/appeal`, { appealReason: 'Son registros públicos.' });
    expect(appealed.statusCode).toBe(200);
    expect(appealed.body).toContain('Su apelación fue enviada a');
  });

  it('keeps English for a request filed on the English form, and answers an unknown Spanish link in Spanish', async () => {
    const filed = await post('/public-records/request/online', { ...RECORDS_FORM });
    expect(filed.headers.location).toMatch(/^\/public-records\/request\/status\//);
    const row = await records.t.db
      .selectFrom('recordsRequests')
      .select(['language'])
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    const [mail] = readOutboxMails(records.dataDir);
    expect(mail).toContain('Hello Dana Reporter,');
    expect(mail).not.toContain('/es/');

    const unknown = await get('/es/public-records/request/status/not-a-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Solicitud no encontrada');
    expect(unknown.body).toContain('href="/es/public-records/request/online"');
  });
});
