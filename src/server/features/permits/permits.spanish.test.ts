import { afterEach, describe, expect, it } from 'vitest';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import {
  applyAndConfirmCard,
  completeApplication,
  readIssuedPermit,
} from '#tests/support/factories/permits.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { readPdfSource } from '#tests/support/pdf-text.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { extractPdfText } from '#tests/support/poppler.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const SPRINKLER_COST_CENTS = 25_875;
const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);

for (const store of storesUnderTest()) {
  describe(`a permit applied for on a Spanish page (issue 29, ${store.kind})`, () => {
    let t: PermitsTestApp | undefined;

    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    async function paySprinkler(app: PermitsTestApp, language?: string) {
      const created = await applyAndConfirmCard(
        app.app,
        '/api/sprinkler',
        SPRINKLER_COST_CENTS,
        buildPermitApplication('sprinkler'),
        language ? { language } : {},
      );
      const completed = await completeApplication(app.app, '/api/sprinkler', created);
      return {
        applicationId: created.applicationId,
        ...(await readIssuedPermit(app.app, completed)),
      };
    }

    it('writes the permit PDF (Lang es-US) and its e-mail in Spanish, and shows staff the language', async () => {
      const mailer = createMemoryMailer();
      t = await openPermitsTestApp(store, { mailer });
      const { applicationId, permitNumber, pdf } = await paySprinkler(t, 'es');

      const text = extractPdfText(pdf).replace(/\s+/g, ' ');
      expect(text).toContain('Lo que permite este permiso');
      expect(text).toContain('Condiciones');
      expect(text).toContain('Verifique este permiso');
      expect(text).not.toContain('What this permit allows');
      expect(readPdfSource(pdf)).toContain('/Lang (es-US)');

      await t.service.sendDueEmails();
      const mail = (
        t.deps.mailer as unknown as { sent: { to: string; subject: string; text: string }[] }
      ).sent.at(-1);
      expect(mail?.subject).toBe(`Su Permiso de rociadores ${permitNumber}`);
      expect(mail?.text).toContain('Gracias por su pago.');
      expect(mail?.text).toContain(`Número de permiso: ${permitNumber}`);
      expect(mail?.text).not.toContain('Thank you for your payment');

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/permits/${applicationId}`,
        headers: { authorization: await t.logInAsAdmin() },
      });
      expect(detail.json<{ application: { language?: string } }>().application.language).toBe('es');
    });

    it('keeps a permit without a language in English, word for word as before', async () => {
      const mailer = createMemoryMailer();
      t = await openPermitsTestApp(store, { mailer });
      const { permitNumber, pdf } = await paySprinkler(t);
      expect(extractPdfText(pdf)).toContain('What this permit allows');
      expect(readPdfSource(pdf)).toContain('/Lang (en-US)');
      await t.service.sendDueEmails();
      const mail = (t.deps.mailer as unknown as { sent: { subject: string }[] }).sent.at(-1);
      expect(mail?.subject).toBe(`Your Sprinkler Permit ${permitNumber}`);
    });

    it('refuses a language it cannot write with a message, never a 500', async () => {
      t = await openPermitsTestApp(store, {});
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sprinkler',
        payload: {
          amount: SPRINKLER_COST_CENTS,
          formData: buildPermitApplication('sprinkler'),
          language: 'fr',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('language');
    });
  });
}

describe('the permit forms at /es/permits/applications (issue 29)', () => {
  const [sqlite] = storesUnderTest();
  let t: PermitsTestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('renders the four forms in Spanish with no catalogue English, and hands the browser the words', async () => {
    t = await openPermitsTestApp(sqlite!, { hasPages: true });
    const response = await t.app.inject({ method: 'GET', url: '/es/permits/applications' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Solicite y pague en línea');
    expect(html).toContain('Autorización residencial');
    expect(html).toContain('Pagar ahora');
    expect(findCatalogueEnglish(html, ENGLISH_PHRASES)).toEqual([]);
    const english = await t.app.inject({ method: 'GET', url: '/permits/applications' });
    expect(english.body).toContain('Apply and pay online');
    expect(english.body).not.toContain('Solicite y pague en línea');
  });
});
