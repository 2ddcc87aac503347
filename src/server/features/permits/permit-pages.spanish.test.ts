import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { applyAndPay } from '#tests/support/factories/permits.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { expectSpanishPage, expectToContainEach } from '#tests/support/expect-text.ts';

const RESIDENTIAL_COST_CENTS = 75_473;
const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);

for (const store of storesUnderTest()) {
  describe(`the permit status and verification pages in Spanish (issue 29, decision 330, ${store.kind})`, () => {
    let t: PermitsTestApp;

    beforeEach(async () => {
      t = await openPermitsTestApp(store, { mailer: createMemoryMailer(), hasPages: true });
    });
    afterEach(async () => {
      await t.close();
    });

    async function pay() {
      const { created, completed } = await applyAndPay(
        t.app,
        '/api/clearance',
        RESIDENTIAL_COST_CENTS,
        buildPermitApplication('residential'),
        false,
      );
      expect(completed.statusCode, completed.body).toBe(200);
      return t.db
        .selectFrom('permitApplications')
        .selectAll()
        .where('id', '=', created.applicationId)
        .executeTakeFirstOrThrow();
    }

    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const lookUp = (url: string, form: Record<string, string>, remoteAddress = '203.0.113.8') =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });

    it('shows the lookup form in Spanish, posting to the Spanish page, and the English one as before', async () => {
      const page = await get('/es/permits/status');
      expectSpanishPage(page);
      expectToContainEach(page.body, [
        '<title>Estado del permiso | ',
        '<h1>Estado del permiso</h1>',
        '>Número de permiso</label>',
        'Por ejemplo, RC-2026-000123',
        '>Buscar mi permiso</button>',
        'action="/es/permits/status"',
      ]);
      expect(findCatalogueEnglish(page.body, ENGLISH_PHRASES)).toEqual([]);

      const english = await get('/permits/status');
      expectToContainEach(english.body, [
        '<html lang="en">',
        '<h1>Permit status</h1>',
        '>Find my permit</button>',
        'action="/permits/status"',
      ]);
    });

    it('shows a permit’s status, dates and receipt in Spanish by its private link', async () => {
      const row = await pay();
      const page = await get(`/es/permits/status?token=${row.statusToken}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('<html lang="es">');
      expect(page.body).toContain(`Autorización residencial ${row.permitNumber}`);
      expectToContainEach(page.body, [
        'Estado: <strong>Permiso emitido y enviado por correo electrónico</strong>',
        '<dt>Solicitado</dt>',
        '<dt>Costo del permiso</dt><dd>$754.73</dd>',
        '<dt>Monto pagado</dt><dd>$781.15</dd>',
      ]);
      // Dates in es-US, district time: "3 de junio de 2026, 9:00 a.m."-like.
      expect(page.body).toMatch(/<dt>Pagado<\/dt><dd>\d{1,2} de [a-z]+ de \d{4}/);
      expect(page.body).toContain('>Descargue el permiso (PDF)</a>');
      expect(page.body).toContain('href="/es/permits/status">Consultar otro permiso</a>');
      expect(findCatalogueEnglish(page.body, ENGLISH_PHRASES)).toEqual([]);

      const english = await get(`/permits/status?token=${row.statusToken}`);
      expect(english.body).toContain('Status: <strong>Permit issued and e-mailed</strong>');
      expect(english.body).toMatch(/<dt>Paid<\/dt><dd>[A-Z][a-z]+ \d{1,2}, \d{4} at /);
      expect((await get('/es/permits/status?token=made-up-token')).statusCode).toBe(404);
    });

    it('looks a permit up from the Spanish form, answering in Spanish', async () => {
      const row = await pay();
      const found = await lookUp('/es/permits/status', {
        permitNumber: row.permitNumber!.toLowerCase(),
        email: 'JORDAN@example.org',
      });
      expect(found.statusCode).toBe(303);
      expect(found.headers.location).toBe(`/es/permits/status?token=${row.statusToken}`);

      const missing = await lookUp('/es/permits/status', { permitNumber: '', email: '' });
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toContain('<html lang="es">');
      expect(missing.body).toContain('Escriba su número de permiso y su correo electrónico.');

      const unknown = await lookUp('/es/permits/status', {
        permitNumber: 'RC-2026-999999',
        email: 'someone@example.org',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('No encontramos un permiso con ese número');
      expect(findCatalogueEnglish(unknown.body, ENGLISH_PHRASES)).toEqual([]);

      const tooLong = await lookUp('/es/permits/status', {
        permitNumber: 'X'.repeat(500),
        email: 'someone@example.org',
      });
      expect(tooLong.statusCode).toBe(400);
    });

    it('verifies a permit number in Spanish: its type, status and dates in words', async () => {
      const row = await pay();
      const page = await get(`/es/permits/verify/${row.permitNumber}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="es">');
      expect(page.body).toContain(`<strong>Permiso auténtico ${row.permitNumber}.</strong>`);
      expect(page.body).toContain('emitió este permiso');
      expect(page.body).toContain('<dt>Número de permiso</dt>');
      expect(page.body).toMatch(/<dt>Fecha de emisión<\/dt><dd>\d{1,2} de [a-z]+ de \d{4}<\/dd>/);
      expect(page.body).toMatch(/<dt>Válido hasta<\/dt><dd>\d{1,2} de [a-z]+ de \d{4}<\/dd>/);
      expect(findCatalogueEnglish(page.body, ENGLISH_PHRASES)).toEqual([]);

      // The header's language link leads to this permit's page in the other language.
      expect(page.body).toContain(
        `<a href="/permits/verify/${row.permitNumber}" hrefLang="en" lang="en" class="site-header__language">English</a>`,
      );
      const english = await get(`/permits/verify/${row.permitNumber}`);
      expect(english.body).toContain(`<strong>Genuine permit ${row.permitNumber}.</strong>`);
      expect(english.body).toContain(
        `<a href="/es/permits/verify/${row.permitNumber}" hrefLang="es"`,
      );
      expect(english.body).toMatch(/<dt>Date of issue<\/dt><dd>\d{2}\/\d{2}\/\d{4}<\/dd>/);

      const unknown = await get('/es/permits/verify/RC-2026-999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('El distrito no tiene ningún permiso con este número.');
    });
    it('serves the inspection calendar in Spanish: its content, words and page text, and the English as before', async () => {
      const page = await get('/es/permits/calendar');
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/^<!doctype html><html lang="es">/i);
      expectToContainEach(page.body, [
        '<h1>Calendario de disponibilidad para permisos del jefe de prevención de incendios</h1>',
        '<a href="/api/calendar/events.ics?lang=es">Suscribirme</a>: siga',
        'Cómo leer este calendario',
        'href="/es/permits/applications">Solicite una inspección</a>',
        'Cargando el calendario…',
      ]);
      // The browser draws the calendar's words from the page data, not a catalogue.
      expect(page.body).toContain('"Events in {period}":"Eventos en {period}"');
      expect(page.body).not.toContain('"Permit status":');
      expect(findCatalogueEnglish(page.body, ENGLISH_PHRASES)).toEqual([]);

      const english = await get('/permits/calendar');
      expectToContainEach(english.body, [
        '<h1>Fire Marshal Permit Availability Calendar</h1>',
        '<a href="/api/calendar/events.ics">Subscribe</a> to follow this calendar in your own calendar app',
        '<p role="status">Loading the calendar…</p>',
      ]);
      expect(english.body).not.toContain('"pageText"');
      expect((await get('/es/permits/calendar/no-such-page')).statusCode).toBe(404);
    });

    it('serves the fee pay page in Spanish: its title, heading and words for the browser', async () => {
      const page = await get('/es/permits/pay');
      expect(page.statusCode).toBe(200);
      expectToContainEach(page.body, [
        '<html lang="es">',
        '<title>Pagar un cargo | ',
        '<h1>Pagar un cargo</h1>',
        'Un cargo que el distrito le pidió pagar con tarjeta.',
        '"Back to your permit":"Volver a su permiso"',
        '<meta name="robots" content="noindex" />',
      ]);
      expect(findCatalogueEnglish(page.body, ENGLISH_PHRASES)).toEqual([]);

      const english = await get('/permits/pay');
      expect(english.body).toContain('<title>Pay a fee | ');
      expect(english.body).toContain('<h1>Pay a fee</h1>');
      expect((await get('/es/permits/verify/')).statusCode).toBe(404);
    });
  });
}
