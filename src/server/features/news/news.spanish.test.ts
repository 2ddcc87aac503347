import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DISTRICT_WORDS_ES } from '#domain/content/seed-spanish.ts';
import { SEED_DISTRICT } from '#domain/content/seed-content.ts';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { spanishContentApi } from '#tests/support/spanish-content-api.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { publishNewsVersion } from '#tests/support/factories/news.ts';

interface Post {
  id: string;
  slug: string;
}
interface Failure {
  error: { code: string; fields?: Record<string, string> };
}

const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);

const POST = {
  title: 'Chipper Days Return',
  date: '2026-03-02',
  summary: 'Crews chip brush piles along county roads in April.',
  bodyHtml: '<p>Stack branches at the curb by April 1.</p>',
  publishAtLocal: null,
  attachments: [],
};
const SPANISH = {
  title: 'Regresan los días de trituración',
  summary: 'Las cuadrillas triturarán montones de ramas en los caminos del condado en abril.',
  bodyHtml: '<p>Apile las ramas junto a la calle antes del 1 de abril.</p>',
};
const HOURS_ES = 'Lunes a viernes de 8:00 a. m. a 5:00 p. m. (MST)';

for (const store of storesUnderTest()) {
  describe(`news posts and the district's details in Spanish on ${store.kind} (decision 331)`, () => {
    let t: TestApp;
    let editor: string;
    let post: Post;

    beforeAll(async () => {
      t = await openTestApp(store, { hasPages: true, clockStart: '2026-03-02T16:00:00.000Z' });
      editor = await t.logInAsNew(`news-es-editor-${store.kind}`, ['editor']);
      const send = (method: 'POST' | 'PUT', url: string) =>
        t.app.inject({ method, url, headers: { authorization: editor }, payload: POST });
      const created = await send('POST', '/api/news/posts');
      expect(created.statusCode, created.body).toBe(201);
      const published = await send('PUT', `/api/news/posts/${created.json<Post>().id}/published`);
      expect(published.statusCode, published.body).toBe(200);
      post = published.json<Post>();
    });
    afterAll(async () => {
      await t.close();
    });

    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const page = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    const spanishApi = () => spanishContentApi(t, editor);
    const saveSpanish = (itemId: string, block: string, payload: unknown, auth = editor) =>
      spanishApi().saveSpanish(itemId, block, payload, auth);
    const toDo = () => spanishApi().toDo();
    const itemOf = () => `news-${post.id}`;

    it('shows a post without Spanish in English, marked lang="en", and lists its Spanish as missing', async () => {
      const single = await page(`/es/news/${post.slug}`);
      expect(single).toContain(`<h1 lang="en">${POST.title}</h1>`);
      expect(single).toContain(`<p lang="en"><strong>${POST.summary}</strong></p>`);
      const list = await page('/es/news');
      expect(list).toContain(`<h2 class="card__title" lang="en"><a href="/es/news/${post.slug}">`);
      const entries = (await toDo()).filter((entry) => entry.itemId === itemOf());
      expect(entries).toEqual(
        ['title', 'summary', 'bodyHtml'].map((block) => ({
          itemId: itemOf(),
          name: `News: ${POST.title}`,
          block,
          state: 'missing',
          editPath: `/admin/news?post=${post.id}#spanish-${block}`,
        })),
      );
    });

    it('refuses a "Spanish" that is the English, an empty one, a post or field that does not exist', async () => {
      const copy = await saveSpanish(itemOf(), 'title', { text: POST.title, source: POST.title });
      expect(copy.statusCode).toBe(400);
      expect(copy.json<Failure>().error.fields).toEqual({
        title: 'Write the Spanish: this is still the English.',
      });
      const empty = await saveSpanish(itemOf(), 'summary', { text: ' ', source: POST.summary });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json<Failure>().error.fields ?? {})).toEqual(['summary']);
      const unknownPost = await saveSpanish('news-00000000-0000-4000-8000-000000000000', 'title', {
        text: SPANISH.title,
        source: POST.title,
      });
      expect(unknownPost.statusCode).toBe(404);
      const noWords = await saveSpanish(itemOf(), 'date', {
        text: '2026-03-03',
        source: POST.date,
      });
      expect(noWords.statusCode).toBe(404);
      const anonymous = await saveSpanish(
        itemOf(),
        'title',
        { text: SPANISH.title, source: POST.title },
        '',
      );
      expect(anonymous.statusCode).toBe(401);
      expect(await page(`/es/news/${post.slug}`)).not.toContain(SPANISH.title);
    });

    it('shows the Spanish staff wrote on /es/news, the post’s page, the feed and search; English stays as it was', async () => {
      for (const [block, text] of Object.entries(SPANISH)) {
        const source = POST[block as keyof typeof SPANISH];
        const saved = await saveSpanish(itemOf(), block, { text, source });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      expect((await toDo()).filter((entry) => entry.itemId === itemOf())).toEqual([]);

      const single = await page(`/es/news/${post.slug}`);
      expect(single).toMatch(/^<!doctype html><html lang="es">/i);
      expect(single).toContain(`<title>${SPANISH.title} |`);
      expect(single).toContain(`<h1>${SPANISH.title}</h1>`);
      expect(single).toContain(`<p><strong>${SPANISH.summary}</strong></p>`);
      expect(single).toContain(SPANISH.bodyHtml);
      expect(single).not.toContain(POST.title);
      expect(findCatalogueEnglish(single, ENGLISH_PHRASES)).toEqual([]);

      const list = await page('/es/news');
      expect(list).toContain(
        `<h2 class="card__title"><a href="/es/news/${post.slug}">${SPANISH.title}</a></h2>`,
      );
      expect(list).toContain(`<p>${SPANISH.summary}</p>`);
      expect(list).toContain('href="/es/news/feed.xml"');
      expect(list).toContain('title="Noticias (Atom)"');
      expect(findCatalogueEnglish(list, ENGLISH_PHRASES)).toEqual([]);

      // The English pages and feed are as they were.
      const english = await page(`/news/${post.slug}`);
      expect(english).toContain(`<h1>${POST.title}</h1>`);
      expect(english).not.toContain(SPANISH.title);
      const englishList = await page('/news');
      expect(englishList).toContain('href="/news/feed.xml"');
      expect(englishList).toContain('title="News (Atom)"');
      const englishFeed = await page('/news/feed.xml');
      expect(englishFeed).toContain(`<title type="html"><![CDATA[${POST.title}]]></title>`);
      expect(englishFeed).toContain('<title>News | ');
      expect(englishFeed).not.toContain(SPANISH.title);

      const feed = await get('/es/news/feed.xml');
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toContain('application/atom+xml');
      expect(feed.headers['content-language']).toBe('es-US');
      expect(feed.body).toContain(`<title>Noticias | ${SEED_DISTRICT.name}</title>`);
      expect(feed.body).toContain(`<title type="html"><![CDATA[${SPANISH.title}]]></title>`);
      expect(feed.body).toContain(`/es/news/${post.slug}"`);
      // The seeded announcement carries the seed's Spanish (decision 331), in the feed too.
      expect(feed.body).toContain('<title type="html"><![CDATA[Anuncio del distrito]]></title>');
      expect(feed.body).not.toContain('District Announcement');

      // The post's Spanish is in the search index: a Spanish word finds it from /es/search.
      const search = await page('/es/search?q=trituraci%C3%B3n');
      expect(search).toContain(`href="/es/news/${post.slug}"`);
    });

    it('marks a field’s Spanish out of date when its English changes: the page shows that English, lang="en"', async () => {
      const title = 'Chipper Days Return in April';
      t.advanceClock(60_000);
      await publishNewsVersion(t.app, editor, post.id, { ...POST, title });
      const single = await page(`/es/news/${post.slug}`);
      expect(single).toContain(`<h1 lang="en">${title}</h1>`);
      expect(single).not.toContain(SPANISH.title);
      // The summary did not change: its Spanish is still current.
      expect(single).toContain(`<p><strong>${SPANISH.summary}</strong></p>`);
      const entries = (await toDo()).filter((entry) => entry.itemId === itemOf());
      expect(entries.map(({ block, state, name }) => ({ block, state, name }))).toEqual([
        { block: 'title', state: 'out-of-date', name: `News: ${title}` },
      ]);
      const item = await t.app.inject({
        method: 'GET',
        url: `/api/content/items/${itemOf()}/spanish`,
        headers: { authorization: editor },
      });
      expect(item.statusCode).toBe(200);
      expect(item.json<{ blocks: unknown[] }>().blocks[0]).toMatchObject({
        block: 'title',
        english: title,
        state: 'out-of-date',
        spanish: { text: SPANISH.title, source: POST.title },
      });
    });

    it('lists the words of the district’s details, and shows their Spanish on /es/contact, /es/about and the footer', async () => {
      // The seed's Spanish of the district's words is current (decision 346).
      expect((await toDo()).filter((entry) => entry.itemId === 'district')).toEqual([]);
      expect(await page('/es/contact')).toContain(
        `<dd>${SEED_DISTRICT_WORDS_ES.mainOfficeHours}</dd>`,
      );

      const hours = await saveSpanish('district', 'mainOfficeHours', {
        text: HOURS_ES,
        source: SEED_DISTRICT.mainOffice.hours,
      });
      expect(hours.statusCode, hours.body).toBe(200);
      const roles = SEED_DISTRICT.leadership.map((person) => person.role);
      const spanishRoles = [
        'Jefe de bomberos',
        'Subjefe',
        'Jefe de prevención de incendios',
        'Presidente de la junta',
      ];
      const short = await saveSpanish('district', 'leadershipRoles', {
        text: spanishRoles.slice(1),
        source: roles,
      });
      expect(short.statusCode).toBe(400);
      expect(short.json<Failure>().error.fields).toEqual({
        leadershipRoles: `Write one Spanish entry for each of the ${roles.length} English entries.`,
      });
      expect(
        (await saveSpanish('district', 'leadershipRoles', { text: spanishRoles, source: roles }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await saveSpanish('district', 'poweredByLabel', {
            text: 'Sitio web a cargo de',
            source: SEED_DISTRICT.poweredBy.label,
          })
        ).statusCode,
      ).toBe(200);
      // Names, phone numbers and addresses have no Spanish.
      expect(
        (await saveSpanish('district', 'name', { text: 'Distrito', source: SEED_DISTRICT.name }))
          .statusCode,
      ).toBe(404);

      const contact = await page('/es/contact');
      expect(contact).toContain(`<dd>${HOURS_ES}</dd>`);
      expect(contact).toContain('Sitio web a cargo de');
      expect(contact).not.toContain(SEED_DISTRICT.poweredBy.label);
      expect(findCatalogueEnglish(contact, ENGLISH_PHRASES)).toEqual([]);
      const about = await page('/es/about');
      expect(about).toContain('<h3 class="card__title">Jefe de bomberos</h3>');
      // The English pages keep the district's English.
      const english = await page('/contact');
      expect(english).toContain(`<dd>${SEED_DISTRICT.mainOffice.hours}</dd>`);
      expect(english).toContain(SEED_DISTRICT.poweredBy.label);
      expect(english).not.toContain(HOURS_ES);
      expect(await page('/about')).toContain(`>${roles[0]}</h3>`);

      // New office hours in English: the Spanish page shows them, marked, until staff update it.
      const details = await t.app.inject({
        method: 'GET',
        url: '/api/content/items/district',
        headers: { authorization: editor },
      });
      const { data } = details.json<{ data: typeof SEED_DISTRICT }>();
      const newHours = 'Monday-Thursday 7:00 AM-5:30 PM MST';
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/content/items/district/published',
        headers: { authorization: editor },
        payload: { data: { ...data, mainOffice: { ...data.mainOffice, hours: newHours } } },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = await page('/es/contact');
      expect(after).toContain(`<dd lang="en">${newHours}</dd>`);
      expect(after).not.toContain(HOURS_ES);
      expect(
        (await toDo()).find((entry) => entry.itemId === 'district' && entry.state !== 'missing'),
      ).toMatchObject({ block: 'mainOfficeHours', state: 'out-of-date' });
    });
  });
}
