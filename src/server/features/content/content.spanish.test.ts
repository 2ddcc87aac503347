import { describe, expect, it } from 'vitest';
import { SEED_FIRE_CONDITIONS, SEED_PAGES } from '#domain/content/seed-content.ts';
import { SEED_FIRE_CONDITIONS_ES } from '#domain/content/seed-spanish.ts';
import { ABOUT_ES } from '#domain/content/seed-spanish-pages.ts';
import { useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { spanishContentApi } from '#tests/support/spanish-content-api.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

interface SpanishItem {
  itemId: string;
  blocks: { block: string; english: unknown; spanish: unknown; state: string }[];
}

const MISSION_ES = 'Proteger la vida y la propiedad del valle con respeto y prontitud.';

for (const store of storesUnderTest()) {
  describe(`the Spanish staff write for content on ${store.kind} (issue 29 item 4)`, () => {
    let t: TestApp, authorization: string;
    useTestApp(store, (opened) => ({ t, admin: authorization } = opened), {
      once: true,
      hasPages: true,
    });

    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    // t and the login are made in beforeAll.
    const api = () => spanishContentApi(t, authorization);

    it('starts with the seed’s Spanish of every seeded block, and lists the rest as missing', async () => {
      const entries = await api().toDo();
      // The seed's Spanish (decision 346) is current, so the block is not listed.
      expect(api().entryFor(entries, 'about', 'mission')).toBeUndefined();
      expect(api().entryFor(entries, 'fire-conditions', 'heading')).toBeUndefined();
      // The permit status page's words are the catalogue's (decision 330): no seeded Spanish.
      expect(api().entryFor(entries, 'permit-status', 'title')).toEqual({
        itemId: 'permit-status',
        name: 'Permit status',
        block: 'title',
        state: 'missing',
        editPath: '/admin/pages/permit-status#spanish-title',
      });
      // Nothing to translate in a date, a phone number or the danger level (the catalogue's).
      expect(api().entryFor(entries, 'fire-conditions', 'danger')).toBeUndefined();
      expect(api().entryFor(entries, 'fire-conditions', 'dispatchPhone')).toBeUndefined();
      // Back office pages have no Spanish.
      expect(entries.some((entry) => entry.itemId.startsWith('admin'))).toBe(false);
      expect(await page('/es/about')).toContain(`<p class="mission__text">${ABOUT_ES.mission}</p>`);
    });

    it('shows a saved Spanish version on the Spanish page, unmarked, and leaves English alone', async () => {
      const response = await api().saveSpanish('about', 'mission', {
        text: MISSION_ES,
        source: SEED_PAGES.about.mission,
      });
      expect(response.statusCode, response.body).toBe(200);
      const mission = response
        .json<SpanishItem>()
        .blocks.find((block) => block.block === 'mission');
      expect(mission).toMatchObject({ state: 'current', spanish: { text: MISSION_ES } });
      const spanish = await page('/es/about');
      expect(spanish).toContain(`<p class="mission__text">${MISSION_ES}</p>`);
      // Other blocks keep the seed's Spanish.
      expect(spanish).toContain(`<h1>${ABOUT_ES.title}</h1>`);
      const english = await page('/about');
      expect(english).toContain(`<p class="mission__text">${SEED_PAGES.about.mission}</p>`);
      expect(english).not.toContain(MISSION_ES);
      expect(api().entryFor(await api().toDo(), 'about', 'mission')).toBeUndefined();
    });

    it('marks the Spanish out of date when the English changes: the page shows the English, lang="en"', async () => {
      const mission = 'To protect lives, property and the valley we share.';
      const published = await t.app.inject({
        method: 'PUT',
        url: '/api/content/items/about/published',
        headers: { authorization },
        payload: { data: { ...SEED_PAGES.about, mission } },
      });
      expect(published.statusCode, published.body).toBe(200);
      const spanish = await page('/es/about');
      expect(spanish).toContain(`<p class="mission__text" lang="en">${mission}</p>`);
      expect(spanish).not.toContain(MISSION_ES);
      expect(api().entryFor(await api().toDo(), 'about', 'mission')).toMatchObject({
        state: 'out-of-date',
      });
      const item = await t.app.inject({
        method: 'GET',
        url: '/api/content/items/about/spanish',
        headers: { authorization },
      });
      const block = item.json<SpanishItem>().blocks.find((entry) => entry.block === 'mission');
      expect(block).toMatchObject({
        english: mission,
        state: 'out-of-date',
        spanish: { text: MISSION_ES, source: SEED_PAGES.about.mission },
      });
    });

    it('translates the fire conditions panel: staff write its heading, the catalogue its danger level', async () => {
      const before = await page('/es/');
      expect(before).toContain(`>${SEED_FIRE_CONDITIONS_ES.heading}</h2>`);
      expect(before).toContain('>Alto</span>');
      const response = await api().saveSpanish('fire-conditions', 'heading', {
        text: 'Condiciones actuales de incendio',
        source: SEED_FIRE_CONDITIONS.heading,
      });
      expect(response.statusCode, response.body).toBe(200);
      const after = await page('/es/');
      expect(after).toContain(
        '<h2 id="fire-conditions-title" class="restrictions-banner__title">Condiciones actuales de incendio</h2>',
      );
      expect(await page('/')).toContain(`>${SEED_FIRE_CONDITIONS.heading}</h2>`);
    });

    it('refuses bad Spanish with the field’s message, and blocks that do not exist or have no words', async () => {
      const empty = await api().saveSpanish('about', 'mission', { text: '', source: 'x' });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json<{ error: { fields: object } }>().error.fields)).toEqual([
        'mission',
      ]);
      const copy = await api().saveSpanish('about', 'lead', {
        text: SEED_PAGES.about.lead,
        source: SEED_PAGES.about.lead,
      });
      expect(copy.statusCode).toBe(400);
      expect(copy.json<{ error: { fields: object } }>().error.fields).toEqual({
        lead: 'Write the Spanish: this is still the English.',
      });
      const nested = await api().saveSpanish('home', 'hero', {
        text: { ...SEED_PAGES.home.hero, lead: '' },
        source: SEED_PAGES.home.hero,
      });
      expect(nested.statusCode).toBe(400);
      expect(nested.json<{ error: { fields: object } }>().error.fields).toHaveProperty('hero.lead');
      expect(
        (await api().saveSpanish('about', 'nothing', { text: 'x', source: 'x' })).statusCode,
      ).toBe(404);
      expect(
        (await api().saveSpanish('fire-conditions', 'danger', { text: 'Alto', source: 'High' }))
          .statusCode,
      ).toBe(404);
      // A page without a Spanish address (the back office) has nothing to translate.
      expect(
        (await api().saveSpanish('admin', 'title', { text: 'x', source: 'x' })).statusCode,
      ).toBe(404);
      expect((await api().saveSpanish('about', 'mission', { text: MISSION_ES })).statusCode).toBe(
        400,
      );
    });

    it('asks for a login to read or save Spanish, and content:publish to save it', async () => {
      expect(
        (await api().saveSpanish('about', 'lead', { text: 'x', source: 'x' }, '')).statusCode,
      ).toBe(401);
      const list = await t.app.inject({ method: 'GET', url: '/api/content/spanish' });
      expect(list.statusCode).toBe(401);
      const marshal = await t.logInAsNew(`marshal-es-${store.kind}`, ['fire-marshal']);
      expect(
        (await api().saveSpanish('about', 'lead', { text: 'x', source: 'x' }, marshal)).statusCode,
      ).toBe(403);
      expect(await page('/es/about')).not.toContain('>x</p>');
    });
  });
}
