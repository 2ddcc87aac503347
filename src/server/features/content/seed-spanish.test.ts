import { describe, expect, it } from 'vitest';
import { SEED_ALERT, SEED_PAGES } from '#domain/content/seed-content.ts';
import { ABOUT_ES } from '#domain/content/seed-spanish-pages.ts';
import { SEED_ALERT_ES } from '#domain/content/seed-spanish.ts';
import {
  spanishBlockSchemaFor,
  spanishListLengthProblem,
} from '#domain/content/spanish-content.ts';
import { toStoredAlert } from '#domain/content/site-alert.schema.ts';
import { useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { spanishContentApi } from '#tests/support/spanish-content-api.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { insertVersion } from './content.repo.ts';
import { SEED_ALERT_ITEM_ID } from './content.service.ts';
import { listSeedSpanish, seedSpanishContent } from './seed-spanish.ts';

/** Every value under a key that is an address or a number, not words: it must not change. */
function addressesOf(value: unknown, key = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => addressesOf(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => addressesOf(item, name));
  }
  const isAddress = ['path', 'href', 'src', 'number', 'value', 'category', 'status'].includes(key);
  return isAddress || typeof value !== 'string' ? [`${key}=${String(value)}`] : [];
}

describe('the seed’s Spanish (decision 346)', () => {
  it.each(listSeedSpanish().map((entry) => [`${entry.itemId}.${entry.block}`, entry] as const))(
    '%s is valid Spanish of its English: its schema, no copy, the same entries and addresses',
    (_name, { itemId, block, version }) => {
      const schema = spanishBlockSchemaFor(itemId, block);
      expect(schema, 'a block with a Spanish version').toBeDefined();
      expect(schema!.safeParse(version.text).success).toBe(true);
      expect(schema!.safeParse(version.source).success).toBe(true);
      expect(JSON.stringify(version.text)).not.toBe(JSON.stringify(version.source));
      expect(spanishListLengthProblem(version.text, version.source)).toBeUndefined();
      expect(addressesOf(version.text)).toEqual(addressesOf(version.source));
    },
  );
});

for (const store of storesUnderTest()) {
  describe(`seeding the Spanish on ${store.kind} (issue 37 item 2)`, () => {
    let t: TestApp, authorization: string;
    useTestApp(store, (opened) => ({ t, admin: authorization } = opened), {
      once: true,
      hasPages: true,
    });

    const deps = () => ({ db: t.db, clock: () => new Date() });
    const api = () => spanishContentApi(t, authorization);
    const spanishOf = async (itemId: string, block: string) =>
      (
        await t.db
          .selectFrom('contentSpanishVersions')
          .select(['text', 'updatedBy'])
          .where('itemId', '=', itemId)
          .where('block', '=', block)
          .executeTakeFirst()
      )?.text;
    const removeSpanish = (itemId: string, block: string) =>
      t.db
        .deleteFrom('contentSpanishVersions')
        .where('itemId', '=', itemId)
        .where('block', '=', block)
        .execute();

    it('stores the seed’s Spanish once, as written against the seeded English', async () => {
      expect(await spanishOf('about', 'mission')).toBe(JSON.stringify(ABOUT_ES.mission));
      expect(await seedSpanishContent(deps())).toBe(0);
    });

    it('adds a missing block’s Spanish while its English is the seed’s', async () => {
      await removeSpanish('about', 'title');
      expect(await seedSpanishContent(deps())).toBe(1);
      expect(await spanishOf('about', 'title')).toBe(JSON.stringify(ABOUT_ES.title));
    });

    it('never overwrites staff’s Spanish', async () => {
      const mission = 'Cuidar la vida y los bienes del valle.';
      const saved = await api().saveSpanish('about', 'mission', {
        text: mission,
        source: SEED_PAGES.about.mission,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await seedSpanishContent(deps());
      expect(await spanishOf('about', 'mission')).toBe(JSON.stringify(mission));
    });

    it('adds nothing to a block whose English staff changed, and marks the seed’s out of date', async () => {
      const lead = 'The district protects the valley’s people, homes and lands.';
      const published = await t.app.inject({
        method: 'PUT',
        url: '/api/content/items/about/published',
        headers: { authorization },
        payload: { data: { ...SEED_PAGES.about, lead } },
      });
      expect(published.statusCode, published.body).toBe(200);
      expect(api().entryFor(await api().toDo(), 'about', 'lead')?.state).toBe('out-of-date');
      expect(await t.app.inject({ method: 'GET', url: '/es/about' })).toHaveProperty(
        'body',
        expect.stringContaining(`<p class="page-header__lead" lang="en">${lead}</p>`),
      );
      await removeSpanish('about', 'lead');
      expect(await seedSpanishContent(deps())).toBe(0);
      expect(await spanishOf('about', 'lead')).toBeUndefined();
    });

    it('gives the seeded alert its Spanish where a database has it without', async () => {
      const { spanish: _seeded, ...english } = toStoredAlert(SEED_ALERT);
      await t.db.transaction().execute((trx) =>
        insertVersion(trx, {
          itemId: SEED_ALERT_ITEM_ID,
          kind: 'alert',
          data: english,
          createdBy: '',
          isPublished: true,
          now: new Date().toISOString(),
        }),
      );
      expect(await seedSpanishContent(deps())).toBe(1);
      const page = await t.app.inject({ method: 'GET', url: '/es/' });
      expect(page.body).toContain(SEED_ALERT_ES.text);
      expect(page.body).toContain(SEED_ALERT_ES.linkLabel);
      expect(await seedSpanishContent(deps())).toBe(0);
    });

    it('gives the seeded alert’s link its Spanish where a database has the rest without it', async () => {
      const stored = toStoredAlert(SEED_ALERT);
      const { linkLabel: _text, ...text } = SEED_ALERT.spanish!.text;
      const { linkLabel: _source, ...source } = SEED_ALERT.spanish!.source;
      await t.db.transaction().execute((trx) =>
        insertVersion(trx, {
          itemId: SEED_ALERT_ITEM_ID,
          kind: 'alert',
          data: { ...stored, spanish: { text, source } },
          createdBy: '',
          isPublished: true,
          now: new Date().toISOString(),
        }),
      );
      expect(await seedSpanishContent(deps())).toBe(1);
      const page = await t.app.inject({ method: 'GET', url: '/es/' });
      expect(page.body).toContain(SEED_ALERT_ES.linkLabel);
      expect(await seedSpanishContent(deps())).toBe(0);
    });
  });
}
