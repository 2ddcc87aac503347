import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';

// What a browser without script sends when the permit form is submitted.
const BROWSER = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
const FORM = new URLSearchParams({
  applicantName: 'Rosa Aplicante',
  email: 'rosa@example.org',
  serviceAddress: '12 Aspen Lane, Oakley, UT 84055',
}).toString();

// The card fields are drawn by script, so the permit forms cannot be paid without it. The form
// posts (never a GET that would put the applicant's details in the address) and the answer says
// that nothing was sent or paid and how to apply by phone, in the form's language.
describe.each(storesUnderTest())('the permit forms without JavaScript on $kind', (store) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(store, { hasPages: true });
  });
  afterEach(async () => {
    await t.close();
  });

  it('draws the form to post to its own page, never to put the details in the address', async () => {
    for (const url of ['/permits/applications', '/es/permits/applications']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      const forms = page.body.match(/<form [^>]*class="permit-form"[^>]*>/g) ?? [];
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) expect(form).toContain('method="post"');
    }
  });

  it('answers a post with a page that says nothing was sent or paid, and never echoes the details', async () => {
    for (const url of ['/permits/applications', '/permits', '/permits/applications?form=propane']) {
      const page = await t.app.inject({ method: 'POST', url, headers: BROWSER, payload: FORM });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toMatch(/<h1[^>]*>Paying by card needs JavaScript<\/h1>/);
      expect(page.body).toContain(
        'Your application was not sent and nothing was paid. Turn on JavaScript in your browser and fill in the form again, or call',
      );
      expect(page.body).toContain(`<a href="${url.split('?')[0]}">Back to the form</a>`);
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
      expect(page.body).not.toContain('Rosa Aplicante');
      expect(page.body).not.toContain('Aspen Lane');
    }
    const { count } = await t.db
      .selectFrom('permitApplications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it('says it in Spanish on the Spanish form', async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: '/es/permits/applications',
      headers: BROWSER,
      payload: FORM,
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<html lang="es"');
    expect(page.body).toMatch(/<h1[^>]*>Para pagar con tarjeta se necesita JavaScript<\/h1>/);
    expect(page.body).toContain('Su solicitud no se envió y no se cobró nada.');
    expect(page.body).toContain('<a href="/es/permits/applications">Volver al formulario</a>');
    const phrases = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);
    expect(findCatalogueEnglish(page.body, phrases)).toEqual([]);
  });
});
