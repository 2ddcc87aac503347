import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Issue 30, decision 311: the privacy notice says what a property profile holds, who reads it, how
// long it is kept and how. A fresh database gets that section from the seed; this adds it to a
// database seeded before it existed. Only a notice without a section of that title changes: the
// published text gets a new published version, a newer staff draft a new draft, each with the
// section inserted before "Updates to This Notice". Literal text, so this never changes once run.
const PRIVACY_ITEM_ID = 'privacy';
const SECTION = {
  title: 'Property Profiles for Responders',
  bodyHtml:
    '<p>If you write a property profile, we keep your e-mail address, the property’s address and, if you give them, the spot where a crew turns in, contacts, access (gate code, key location, road limits), hazards, water, animals, and people who may need help and where they sleep; for a business, also occupancy, hours, key holders and site plans (PDF files). Every field but the address is optional.</p>' +
    '<p>Only you, through the private link we e-mail you, and district responders answering a call can read it. A responder reads one profile at a time and must give an incident number or reason; you see on your page who read it, when and why. The county dispatch centre can look it up the same way. No one can list, filter or export profiles, and they are not in the site search. A card printed for dispatch leaves out people’s medical details. Other staff see only how many profiles exist.</p>' +
    '<p>Everything but the address and e-mail, site plans included, is encrypted in our database (AES-256 with keys kept outside it). Medical details are private records under GRAMA (Utah Code 63G-2-302).</p>' +
    '<p>An unconfirmed profile is deleted after 7 days. We ask you to check your profile 365 days after your last change, twice more if you do not answer; then responders see it marked out of date and it is deleted 90 days later, after a last e-mail. You can change or delete it at any time; deletion is immediate and complete, except in backups, which expire on their own schedule.</p>',
};
/** The section goes before the first of these, or last when the notice has neither. */
const INSERT_BEFORE = ['Updates to This Notice', 'Contact Information'];
const NOTE = 'Adds the section on property profiles (issue 30, migration 320a)';

interface VersionRow {
  id: string;
  number: number | string;
  data: string;
}

/** The page with the section added, or undefined when it already has one (or is not a page). */
export function withPropertySection(data: string): string | undefined {
  const page = JSON.parse(data) as { sections?: Array<{ title?: unknown }> };
  if (!Array.isArray(page.sections)) return undefined;
  const titles = page.sections.map((section) =>
    String(section.title ?? '')
      .trim()
      .toLowerCase(),
  );
  if (titles.includes(SECTION.title.toLowerCase())) return undefined;
  const before = INSERT_BEFORE.map((title) => titles.indexOf(title.toLowerCase())).find(
    (index) => index >= 0,
  );
  const sections = [...page.sections];
  sections.splice(before ?? sections.length, 0, { ...SECTION });
  return JSON.stringify({ ...page, sections });
}

export async function up(db: Kysely<any>): Promise<void> {
  // The migrator runs this in its own transaction where the store allows it.
  const item = (await db
    .selectFrom('content_items')
    .select(['published_version_id as publishedVersionId'])
    .where('id', '=', PRIVACY_ITEM_ID)
    .executeTakeFirst()) as { publishedVersionId: string | null } | undefined;
  if (!item) return;
  const versions = (await db
    .selectFrom('content_versions')
    .select(['id', 'number', 'data'])
    .where('item_id', '=', PRIVACY_ITEM_ID)
    .orderBy('number', 'desc')
    .execute()) as VersionRow[];
  const published = versions.find((version) => version.id === item.publishedVersionId);
  const latest = versions[0];
  const draft =
    latest && (!published || Number(latest.number) > Number(published.number)) ? latest : undefined;
  let number = Number(latest?.number ?? 0);
  const now = new Date().toISOString();
  const add = async (data: string) => {
    const id = randomUUID();
    number += 1;
    await db
      .insertInto('content_versions')
      .values({
        id,
        item_id: PRIVACY_ITEM_ID,
        number,
        data,
        created_at: now,
        created_by: '',
        note: NOTE,
      })
      .execute();
    return id;
  };
  const publishedData = published ? withPropertySection(published.data) : undefined;
  if (publishedData) {
    const id = await add(publishedData);
    await db
      .updateTable('content_items')
      .set({ published_version_id: id, updated_at: now })
      .where('id', '=', PRIVACY_ITEM_ID)
      .execute();
    await db
      .updateTable('content_state')
      .set({ version: sql`version + 1` })
      .where('id', '=', 1)
      .execute();
  }
  // A draft staff were writing stays the newest draft, with the section added to it.
  const draftData = draft ? withPropertySection(draft.data) : undefined;
  if (draftData) {
    await add(draftData);
    await db
      .updateTable('content_items')
      .set({ updated_at: now })
      .where('id', '=', PRIVACY_ITEM_ID)
      .execute();
  }
}

export async function down(): Promise<void> {
  // The section stays: it is part of the notice's history like any staff edit.
}
