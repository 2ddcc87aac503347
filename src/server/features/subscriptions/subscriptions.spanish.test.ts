import { afterEach, describe, expect, it } from 'vitest';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { SUBSCRIPTION_MAIL_EN } from '#domain/i18n/messages/subscription-mail.en.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { SEEDED_LIST_WORDS } from '#domain/subscriptions/subscribe-page-words.ts';
import { fillMailText } from '#domain/subscriptions/subscription-mail.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import {
  FORM_HEADERS,
  formOf,
  linkIn,
  sendNotices,
  subscribeAndConfirm,
  tokenOf,
  waitForMail,
} from '#tests/support/factories/subscriptions.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { listLists } from './subscriptions.repo.ts';
import { liftSeededRestrictions, postBurnDay } from '#tests/support/factories/burn.ts';
import { expectSpanishPage, expectToContainEach } from '#tests/support/expect-text.ts';

const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);
const ORIGIN = 'https://district.example.org';

/** An alert as the editor sends it; `spanish` as the editor records it beside the English. */
function alertInput(overrides: Record<string, unknown> = {}) {
  return {
    level: 'emergency',
    heading: 'Evacuate Weber Canyon',
    text: 'Leave the Weber Canyon area now.',
    link: null,
    startsAtLocal: null,
    endsAtLocal: null,
    isUrgent: true,
    ...overrides,
  };
}

const SPANISH_WORDS = {
  heading: 'Evacúe el cañón Weber',
  text: 'Salga ahora de la zona del cañón Weber.',
};

for (const store of storesUnderTest()) {
  describe(`e-mail updates in Spanish (${store.kind})`, () => {
    let t: PermitsTestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    async function open(clockStart?: string) {
      const mailer = createMemoryMailer();
      t = await openPermitsTestApp(store, {
        mailer,
        hasPages: true,
        env: { MAIL_BULK_PER_MINUTE: '10000', PUBLIC_URL: ORIGIN },
        ...(clockStart ? { clockStart } : {}),
      });
      return { app: t, mailer };
    }

    /** The notices `email` got, confirmation mails left out. */
    const noticesTo = (mailer: ReturnType<typeof createMemoryMailer>, email: string) =>
      mailer.sent.filter((mail) => mail.to === email && !/^Confirm/.test(mail.subject));

    const post = (app: PermitsTestApp, url: string, fields: Array<[string, string]>) =>
      app.app.inject({ method: 'POST', url, headers: FORM_HEADERS, payload: formOf(fields) });

    /** Signs `email` up to the alerts on the Spanish page and confirms from the Spanish mail. */
    async function subscribeInSpanish(
      app: PermitsTestApp,
      mailer: ReturnType<typeof createMemoryMailer>,
      email: string,
    ) {
      await post(app, '/es/subscribe', [
        ['email', email],
        ['lists', 'alerts'],
      ]);
      const confirmation = await waitForMail(app, mailer, email);
      const confirmed = await post(app, '/es/subscribe/confirm', [
        ['token', tokenOf(linkIn(confirmation, '/es/subscribe/confirm'))],
      ]);
      expect(confirmed.statusCode).toBe(200);
    }

    const languageOf = async (app: PermitsTestApp, email: string) =>
      (
        await app.deps.db
          .selectFrom('subscribers')
          .select('language')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).language;

    it('serves the sign-up, confirm and manage pages in Spanish, with no catalogue English', async () => {
      const { app, mailer } = await open();
      const form = await app.app.inject({ method: 'GET', url: '/es/subscribe' });
      expectSpanishPage(form);
      expectToContainEach(form.body, [
        '<title>Avisos por correo electrónico |',
        '<h1>Reciba avisos por correo electrónico</h1>',
        'action="/es/subscribe"',
        'Idioma de los correos',
      ]);
      // The page's language is the mail's language unless the resident chooses.
      expect(form.body).toMatch(/<input id="language-es"[^>]*checked=""/);
      expect(form.body).not.toContain('<script');
      expect(findCatalogueEnglish(form.body, ENGLISH_PHRASES)).toEqual([]);

      const refused = await post(app, '/es/subscribe', [['email', 'not an address']]);
      expect(refused.statusCode).toBe(400);
      expectToContainEach(refused.body, [
        'Hay un problema',
        'Ingrese una dirección de correo electrónico con el formato correcto, como nombre@example.org',
        'Elija al menos un tipo de aviso.',
      ]);
      expect(findCatalogueEnglish(refused.body, ENGLISH_PHRASES)).toEqual([]);

      const asked = await post(app, '/es/subscribe', [
        ['email', 'vecina@example.org'],
        ['lists', 'alerts'],
      ]);
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain('Revise su correo electrónico');
      expect(await languageOf(app, 'vecina@example.org')).toBe('es');

      const mail = await waitForMail(app, mailer, 'vecina@example.org');
      expect(mail.subject).toMatch(/^Confirme sus avisos por correo electrónico de /);
      expect(mail.text).toContain('Alguien, probablemente usted, pidió a');
      expect(mail.text).toContain('dentro de 48 horas');
      expect(mail.html).toContain('<html lang="es">');
      // The list the district started with reads in Spanish (issue 37).
      expect(mail.html).toContain('<li>Restricciones y alertas de incendio</li>');
      expect(mail.text).toContain('- Restricciones y alertas de incendio');
      const confirmLink = linkIn(mail, '/es/subscribe/confirm');
      const confirmPage = await app.app.inject({ method: 'GET', url: confirmLink });
      expect(confirmPage.statusCode).toBe(200);
      expect(confirmPage.body).toContain('Confirme sus avisos por correo electrónico');
      expect(confirmPage.body).toContain('action="/es/subscribe/confirm"');
      expect(findCatalogueEnglish(confirmPage.body, ENGLISH_PHRASES)).toEqual([]);

      const confirmed = await post(app, '/es/subscribe/confirm', [['token', tokenOf(confirmLink)]]);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('Ya está suscrito');
      expect(confirmed.body).toContain('<li>Restricciones y alertas de incendio</li>');
      const manageHref = /href="(\/es\/subscribe\/manage\?token=[^"]+)"/.exec(confirmed.body)?.[1];
      expect(manageHref).toBeDefined();
      const manage = await app.app.inject({
        method: 'GET',
        url: manageHref!.replaceAll('&amp;', '&'),
      });
      expect(manage.statusCode).toBe(200);
      expect(manage.body).toContain('Sus avisos por correo electrónico');
      expect(manage.body).toMatch(/<input id="language-es"[^>]*checked=""/);
      expect(findCatalogueEnglish(manage.body, ENGLISH_PHRASES)).toEqual([]);

      const reused = await post(app, '/es/subscribe/confirm', [['token', tokenOf(confirmLink)]]);
      expect(reused.statusCode).toBe(410);
      expect(reused.body).toContain('Este enlace no funciona');
    });

    it('shows the lists the district started with in Spanish, and a list staff renamed in English, marked', async () => {
      const { app } = await open();
      const seeded = await listLists(app.deps.db, { isPublicOnly: false });
      // The catalogue holds the seed's words: each list as migration 191 made it.
      for (const list of seeded) {
        const ids = SEEDED_LIST_WORDS[list.id];
        expect(ids, list.id).toBeDefined();
        expect(CATALOGUES.en[ids!.name]).toBe(list.name);
        expect(CATALOGUES.en[ids!.description]).toBe(list.description);
      }
      await app.deps.db
        .updateTable('subscriptionLists')
        .set({ name: 'Wildfire news' })
        .where('id', '=', 'news')
        .execute();
      const form = await app.app.inject({ method: 'GET', url: '/es/subscribe' });
      expect(form.body).toContain('>Restricciones y alertas de incendio</label>');
      expect(form.body).toContain('>Ofertas de empleo</label>');
      expect(form.body).toMatch(/<label for="list-news" lang="en">Wildfire news<\/label>/);
      // Its description is still the seed's, so it stays Spanish.
      expect(form.body).toContain('Noticias del distrito.');
      const english = await app.app.inject({ method: 'GET', url: '/subscribe' });
      expect(english.body).toContain('>Fire restrictions and alerts</label>');
      expect(english.body).toMatch(/<label for="list-news">Wildfire news<\/label>/);
    });

    it('lets a subscriber change the language of their mail on the manage page', async () => {
      const { app, mailer } = await open();
      await subscribeAndConfirm(app, mailer, 'switch@example.org', ['alerts']);
      expect(await languageOf(app, 'switch@example.org')).toBe('en');
      const token = (
        await app.deps.db
          .selectFrom('subscribers')
          .select('manageToken')
          .where('email', '=', 'switch@example.org')
          .executeTakeFirstOrThrow()
      ).manageToken;
      const saved = await post(app, '/subscribe/manage', [
        ['token', token],
        ['lists', 'alerts'],
        ['language', 'es'],
        ['action', 'save'],
      ]);
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toMatch(/^\/subscribe\/manage\?token=/);
      expect(await languageOf(app, 'switch@example.org')).toBe('es');
      // From the Spanish manage page, the answer stays in Spanish.
      const again = await post(app, '/es/subscribe/manage', [
        ['token', token],
        ['lists', 'alerts'],
        ['language', 'en'],
        ['action', 'save'],
      ]);
      expect(again.headers.location).toMatch(/^\/es\/subscribe\/manage\?token=.+&saved=1$/);
      expect(await languageOf(app, 'switch@example.org')).toBe('en');
      const staff = await app.logInAsAdmin();
      const listed = await app.app.inject({
        method: 'GET',
        url: '/api/admin/subscriptions/subscribers',
        headers: { authorization: staff },
      });
      expect(listed.json()).toEqual([
        expect.objectContaining({ email: 'switch@example.org', language: 'en' }),
      ]);
    });

    it('keeps the English pages and mails as they were, and old sign-ups in English', async () => {
      const { app, mailer } = await open();
      const form = await app.app.inject({ method: 'GET', url: '/subscribe' });
      expect(form.body).toContain('<h1>Get updates by e-mail</h1>');
      expect(form.body).toMatch(/<input id="language-en"[^>]*checked=""/);
      await subscribeAndConfirm(app, mailer, 'old@example.org', ['alerts']);
      const mail = mailer.sent.find((one) => one.to === 'old@example.org')!;
      expect(mail.subject).toMatch(/^Confirm your e-mail updates from /);
      expect(mail.text).toContain(
        'To start them, open this link within 48 hours and press Confirm:',
      );
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain('<li>Fire restrictions and alerts</li>');
    });

    it('sends an urgent alert to each subscriber in their language, and says who gets English', async () => {
      const { app, mailer } = await open();
      const staff = await app.logInAsAdmin();
      await subscribeAndConfirm(app, mailer, 'english@example.org', ['alerts']);
      await subscribeInSpanish(app, mailer, 'spanish@example.org');
      const readers = await app.app.inject({
        method: 'GET',
        url: '/api/content/alerts/readers',
        headers: { authorization: staff },
      });
      expect(readers.json()).toEqual({ subscribers: 2, spanishReaders: 1 });

      const publish = (data: Record<string, unknown>) =>
        app.app.inject({
          method: 'POST',
          url: '/api/content/alerts',
          headers: { authorization: staff },
          payload: { data },
        });
      const english = alertInput();
      const published = await publish({
        ...english,
        spanish: {
          text: SPANISH_WORDS,
          source: { heading: english.heading, text: english.text },
        },
      });
      expect(published.statusCode).toBe(201);
      await sendNotices(app);
      const toSpanish = mailer.sent.filter(
        (mail) => mail.to === 'spanish@example.org' && !mail.subject.startsWith('Confirme'),
      );
      expect(toSpanish.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Emergencia: Evacúe el cañón Weber – /),
      ]);
      expect(toSpanish[0]?.text).toContain('Salga ahora de la zona del cañón Weber.');
      expect(toSpanish[0]?.text).toContain(`Léalo en el sitio web: ${ORIGIN}/es/`);
      expect(toSpanish[0]?.text).toMatch(
        new RegExp(`Cambiar sus suscripciones: ${ORIGIN}/es/subscribe/manage\\?token=`),
      );
      expect(toSpanish[0]?.html).toContain('<html lang="es">');
      expect(toSpanish[0]?.html).toContain(
        '<h1 style="font-size:1.4em">Emergencia: Evacúe el cañón Weber</h1>',
      );
      // Why they get it names the list the district started with in Spanish, as the forms do.
      expect(toSpanish[0]?.text).toContain(
        'Recibe este correo porque se suscribió a "Restricciones y alertas de incendio"',
      );
      const toEnglish = mailer.sent.filter(
        (mail) => mail.to === 'english@example.org' && !mail.subject.startsWith('Confirm'),
      );
      expect(toEnglish.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Emergency: Evacuate Weber Canyon – /),
      ]);
      expect(toEnglish[0]?.text).toContain(`Read it on the website: ${ORIGIN}/\n`);

      // The banner on Spanish pages shows the Spanish; English pages the English.
      const spanishPage = await app.app.inject({ method: 'GET', url: '/es/about' });
      expect(spanishPage.body).toContain('>Emergencia: Evacúe el cañón Weber</h2>');
      expect(spanishPage.body).toContain('Salga ahora de la zona del cañón Weber.');
      const englishPage = await app.app.inject({ method: 'GET', url: '/about' });
      expect(englishPage.body).toContain('>Emergency: Evacuate Weber Canyon</h2>');
    });

    it('sends the English, marked, to Spanish readers when the Spanish is missing or out of date', async () => {
      const { app, mailer } = await open();
      const staff = await app.logInAsAdmin();
      await subscribeInSpanish(app, mailer, 'lectora@example.org');
      // The Spanish was written for an earlier English: out of date.
      const published = await app.app.inject({
        method: 'POST',
        url: '/api/content/alerts',
        headers: { authorization: staff },
        payload: {
          data: alertInput({
            spanish: {
              text: SPANISH_WORDS,
              source: { heading: 'Evacuate Weber Canyon now', text: 'Leave the area.' },
            },
          }),
        },
      });
      expect(published.statusCode).toBe(201);
      await sendNotices(app);
      const notices = mailer.sent.filter(
        (mail) => mail.to === 'lectora@example.org' && !mail.subject.startsWith('Confirme'),
      );
      // Never English alone: a Spanish line says what it is and that the text follows in English.
      expect(notices.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Aviso urgente \(en inglés\): Emergency: Evacuate Weber Canyon – /),
      ]);
      const [notice] = notices;
      expect(notice?.text).toMatch(
        /^.+\nAviso urgente del distrito; el texto sigue en inglés\nEmergency: Evacuate Weber Canyon\n/,
      );
      expect(notice?.html).toContain(
        '<p><strong>Aviso urgente del distrito; el texto sigue en inglés</strong></p><h1',
      );
      expect(notice?.html).toContain('<html lang="es">');
      expect(notice?.html).toContain(
        '<h1 style="font-size:1.4em" lang="en">Emergency: Evacuate Weber Canyon</h1>',
      );
      expect(notice?.html).toContain('<p lang="en">Leave the Weber Canyon area now.</p>');
      expect(notice?.text).toContain('Léalo en el sitio web:');
      const spanishPage = await app.app.inject({ method: 'GET', url: '/es/about' });
      expect(spanishPage.body).toContain('<span lang="en">Evacuate Weber Canyon</span>');
      expect(spanishPage.body).toContain('lang="en">Leave the Weber Canyon area now.</summary>');
      expect(findCatalogueEnglish(spanishPage.body, ENGLISH_PHRASES)).toEqual([]);
    });

    it('sends the No burning notice to each subscriber in their language, the reason in the catalogue’s words', async () => {
      // 2026-04-10 09:00 MDT, in the burn season.
      const { app, mailer } = await open('2026-04-10T15:00:00.000Z');
      await liftSeededRestrictions(app);
      await subscribeAndConfirm(app, mailer, 'english@example.org', ['alerts']);
      await subscribeInSpanish(app, mailer, 'spanish@example.org');
      expect(
        (await postBurnDay(app, { isBurningAllowed: true, clearingIndex: 650 })).statusCode,
      ).toBe(200);
      expect((await postBurnDay(app, { isBurningAllowed: false, reason: 'wind' })).statusCode).toBe(
        200,
      );
      await sendNotices(app);

      const [english] = noticesTo(mailer, 'english@example.org');
      expect(english?.subject).toMatch(/^No burning today – /);
      expect(english?.text).toContain('No burning today. Wind.');
      expect(english?.html).toContain('<html lang="en">');

      const spanish = noticesTo(mailer, 'spanish@example.org');
      expect(spanish.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Hoy no se permite quemar – /),
      ]);
      expect(spanish[0]?.text).toContain('Hoy no se permite quemar. Viento.');
      expect(spanish[0]?.text).toContain(`Léalo en el sitio web: ${ORIGIN}/es/permits/burn/status`);
      expect(spanish[0]?.text).not.toContain('No burning');
      expect(spanish[0]?.html).toContain('<html lang="es">');
      expect(spanish[0]?.html).not.toContain('lang="en">Hoy');
    });

    it('sends a news notice in the staff’s Spanish once its title and summary have current Spanish', async () => {
      const { app, mailer } = await open();
      const editor = await app.logInAsAdmin();
      await subscribeAndConfirm(app, mailer, 'reader@example.org', ['news']);
      await post(app, '/es/subscribe', [
        ['email', 'lector@example.org'],
        ['lists', 'news'],
      ]);
      const confirmation = await waitForMail(app, mailer, 'lector@example.org');
      await post(app, '/es/subscribe/confirm', [
        ['token', tokenOf(linkIn(confirmation, '/es/subscribe/confirm'))],
      ]);
      const writePost = (title: string, summary: string) => ({
        title,
        date: '2026-03-02',
        summary,
        bodyHtml: '<p>Stack branches at the curb.</p>',
        publishAtLocal: null,
        attachments: [],
      });
      const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
        app.app.inject({ method, url, headers: { authorization: editor }, payload });

      // A post with current Spanish: its Spanish readers get the Spanish.
      const chipper = writePost('Chipper Days Return', 'Crews chip brush piles in April.');
      const created = await send('POST', '/api/news/posts', chipper);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: string }>().id;
      const spanishOf = (block: string, text: string, source: string) =>
        send('PUT', `/api/content/items/news-${id}/spanish/${block}`, { text, source });
      expect(
        (await spanishOf('title', 'Regresan los días de trituración', chipper.title)).statusCode,
      ).toBe(200);
      expect(
        (await spanishOf('summary', 'Las cuadrillas trituran ramas en abril.', chipper.summary))
          .statusCode,
      ).toBe(200);
      const published = await send('PUT', `/api/news/posts/${id}/published`, {
        ...chipper,
        notifySubscribers: true,
      });
      expect(published.statusCode, published.body).toBe(200);

      // A post without Spanish: the English, with the Spanish line above it.
      const meeting = writePost('Board Meeting Moved', 'The board meets on Thursday.');
      const other = await send('POST', '/api/news/posts', meeting);
      const otherId = other.json<{ id: string }>().id;
      await send('PUT', `/api/news/posts/${otherId}/published`, {
        ...meeting,
        notifySubscribers: true,
      });
      await sendNotices(app);

      expect(
        noticesTo(mailer, 'reader@example.org')
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual([
        expect.stringMatching(/^Board Meeting Moved – /),
        expect.stringMatching(/^Chipper Days Return – /),
      ]);
      const toSpanish = noticesTo(mailer, 'lector@example.org');
      expect(toSpanish.map((mail) => mail.subject).sort()).toEqual([
        expect.stringMatching(/^Aviso \(en inglés\): Board Meeting Moved – /),
        expect.stringMatching(/^Regresan los días de trituración – /),
      ]);
      const spanishNotice = toSpanish.find((mail) => mail.subject.startsWith('Regresan'));
      expect(spanishNotice?.text).toContain('Las cuadrillas trituran ramas en abril.');
      expect(spanishNotice?.text).not.toContain('Crews chip');
      const englishNotice = toSpanish.find((mail) => mail.subject.startsWith('Aviso'));
      expect(englishNotice?.text).toContain('Aviso del distrito; el texto sigue en inglés');
    });

    it('answers the unsubscribe link in the language of the mail it came in', async () => {
      const { app } = await open();
      const oneClick = await app.app.inject({
        method: 'POST',
        url: '/es/subscribe/unsubscribe/unknown-token',
        headers: FORM_HEADERS,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.body).toBe('Se canceló su suscripción.');
      const opened = await app.app.inject({
        method: 'GET',
        url: '/es/subscribe/unsubscribe/some-token',
      });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe('/es/subscribe/manage?token=some-token');
    });
  });
}

describe('the back office preview of mail words', () => {
  it('fills each English mail word as FormatJS does', () => {
    const plain = fillMailText(SUBSCRIPTION_MAIL_EN);
    const { t } = createSiteIntl('en');
    const values = { districtName: 'D', hours: 48, url: 'https://x/', title: 'T', listName: 'L' };
    for (const id of Object.keys(SUBSCRIPTION_MAIL_EN) as Array<
      keyof typeof SUBSCRIPTION_MAIL_EN
    >) {
      expect(plain(id, values), id).toBe(t(id, values));
    }
  });
});
