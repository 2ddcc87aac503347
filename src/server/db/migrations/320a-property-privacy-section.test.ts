import { afterEach, describe, expect, it } from 'vitest';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';
import { up } from './320a-property-privacy-section.ts';

const TITLE = 'Property Profiles for Responders';
const AT = '2026-03-02T16:00:00.000Z';
/** The privacy notice as seeded before issue 30: every section but the property one. */
const OLD_NOTICE = {
  ...SEED_PAGES.privacy,
  sections: SEED_PAGES.privacy.sections.filter((section) => section.title !== TITLE),
};
const STAFF_SECURITY = '<p>Staff wrote this about security.</p>';

type Handle = Awaited<ReturnType<TestStore['open']>>;

async function addPrivacyItem(db: Handle['db']) {
  await db
    .insertInto('contentItems')
    .values({ id: 'privacy', kind: 'page', publishedVersionId: null, createdAt: AT, updatedAt: AT })
    .execute();
}

async function addVersion(db: Handle['db'], number: number, data: unknown, isPublished: boolean) {
  const id = `privacy-v${number}`;
  await db
    .insertInto('contentVersions')
    .values({
      id,
      itemId: 'privacy',
      number,
      data: JSON.stringify(data),
      createdAt: AT,
      createdBy: number === 1 ? '' : 'editor',
      note: '',
    })
    .execute();
  if (isPublished) {
    await db
      .updateTable('contentItems')
      .set({ publishedVersionId: id })
      .where('id', '=', 'privacy')
      .execute();
  }
}

async function readNotice(db: Handle['db']) {
  const item = await db
    .selectFrom('contentItems')
    .innerJoin('contentVersions', 'contentVersions.id', 'contentItems.publishedVersionId')
    .select(['contentVersions.data', 'contentVersions.number'])
    .where('contentItems.id', '=', 'privacy')
    .executeTakeFirstOrThrow();
  const versions = await db
    .selectFrom('contentVersions')
    .select(['number', 'data'])
    .where('itemId', '=', 'privacy')
    .orderBy('number')
    .execute();
  return {
    published: JSON.parse(item.data) as typeof OLD_NOTICE,
    publishedNumber: Number(item.number),
    versions: versions.map((version) => ({
      number: Number(version.number),
      data: JSON.parse(version.data) as typeof OLD_NOTICE,
    })),
  };
}

for (const store of storesUnderTest()) {
  describe(`migration 320a: the privacy notice's property profiles section (${store.kind})`, () => {
    let handle: Handle | undefined;
    afterEach(async () => {
      await handle?.close();
    });

    it('adds the section to an existing notice once, keeping staff edits and their draft', async () => {
      handle = await store.open();
      const { db } = handle;
      // A database seeded before issue 30, whose notice staff edited, with a draft under way.
      await addPrivacyItem(db);
      await addVersion(db, 1, OLD_NOTICE, false);
      const edited = {
        ...OLD_NOTICE,
        sections: OLD_NOTICE.sections.map((section) =>
          section.title === 'Security' ? { ...section, bodyHtml: STAFF_SECURITY } : section,
        ),
      };
      await addVersion(db, 2, edited, true);
      await addVersion(db, 3, { ...edited, intro: 'A draft intro.' }, false);
      const counterBefore = await db
        .selectFrom('contentState')
        .select('version')
        .executeTakeFirstOrThrow();

      await up(db);
      const after = await readNotice(db);
      const titles = after.published.sections.map((section) => section.title);
      expect(titles.slice(-3)).toEqual([TITLE, 'Updates to This Notice', 'Contact Information']);
      // The text seeded when the migration was written (a later seed change does not reach it).
      expect(after.published.sections.find((section) => section.title === TITLE)!.bodyHtml).toMatch(
        /incident number or reason[\s\S]*site plans included, is encrypted[\s\S]*deleted 90 days later/,
      );
      expect(after.published.sections.find((s) => s.title === 'Security')!.bodyHtml).toBe(
        STAFF_SECURITY,
      );
      expect(after.publishedNumber).toBe(4);
      // The draft stays the newest version, with the section too.
      const draft = after.versions.at(-1)!;
      expect(draft.number).toBe(5);
      expect(draft.data.intro).toBe('A draft intro.');
      expect(draft.data.sections.map((section) => section.title)).toContain(TITLE);
      const counterAfter = await db
        .selectFrom('contentState')
        .select('version')
        .executeTakeFirstOrThrow();
      expect(Number(counterAfter.version)).toBe(Number(counterBefore.version) + 1);

      // Run again, nothing changes.
      await up(db);
      expect((await readNotice(db)).versions).toHaveLength(5);
    });

    it('leaves a fresh database, and a notice that has the section, alone', async () => {
      handle = await store.open();
      const { db } = handle;
      await up(db);
      expect(await db.selectFrom('contentVersions').selectAll().execute()).toEqual([]);
      await addPrivacyItem(db);
      await addVersion(db, 1, SEED_PAGES.privacy, true);
      await up(db);
      expect((await readNotice(db)).versions).toHaveLength(1);
    });
  });
}
