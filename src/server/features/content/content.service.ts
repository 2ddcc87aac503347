import { fieldsOf } from '#domain/zod-fields.ts';
import { randomUUID } from 'node:crypto';
import type { FireRestriction } from '#domain/burn/burn-day.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import {
  ALERT_ITEM_PREFIX,
  contentItemName,
  contentSchemaFor,
  DISTRICT_ITEM_ID,
  FIRE_CONDITIONS_ITEM_ID,
  type AlertSummary,
  type ContentItemDetail,
  type ContentItemSummary,
  type ContentKind,
} from '#domain/content/content-api.ts';
import { isPageId, PAGE_IDS, type MinutesPage } from '#domain/content/page-content.schema.ts';
import {
  SEED_ALERT,
  SEED_DISTRICT,
  SEED_FIRE_CONDITIONS,
  SEED_PAGES,
} from '#domain/content/seed-content.ts';
import {
  isAlertActive,
  selectActiveAlerts,
  SiteAlertSchema,
  toDistrictLocal,
  toStoredAlert,
  type SiteAlert,
  type SiteAlertInput,
} from '#domain/content/site-alert.schema.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import {
  findItem,
  findVersion,
  insertSeedItems,
  insertVersion,
  listItems,
  listPublished,
  listVersions,
} from './content.repo.ts';
import { MEETINGS_ITEM_ID, stampMeetingAgendas } from './meeting-agendas.ts';
import { indexPublishedMeetings } from './meeting-search.ts';
import { sanitizeRichTextFields } from '#server/html/rich-text.ts';

export interface ContentDeps {
  db: Kysely<Database>;
  clock: Clock;
  /**
   * The burn settings' status hour and dated restrictions, so the site banner names every
   * restriction in force (decision 337); absent where open burning is not wired.
   */
  readScheduledRestrictions?: () => Promise<{
    statusHour: number;
    restrictions: FireRestriction[];
  }>;
  /** The documents library's public list, which pages that list documents render from. */
  listDocuments?: () => Promise<SiteDocument[]>;
}

/** The alert the specification's home-page banner becomes; a fixed id keeps the seed idempotent. */
export const SEED_ALERT_ITEM_ID = `${ALERT_ITEM_PREFIX}fire-restrictions`;

/**
 * Copies today's texts into a database that lacks them (a fresh clone's first start, or a page
 * added by a release). Existing items keep what the district made of them.
 */
export async function seedContent(deps: ContentDeps): Promise<number> {
  const items = [
    ...PAGE_IDS.map((id) => ({ itemId: id, kind: 'page' as const, data: SEED_PAGES[id] })),
    { itemId: DISTRICT_ITEM_ID, kind: 'district' as const, data: SEED_DISTRICT },
    {
      itemId: FIRE_CONDITIONS_ITEM_ID,
      kind: 'fire-conditions' as const,
      data: SEED_FIRE_CONDITIONS,
    },
    { itemId: SEED_ALERT_ITEM_ID, kind: 'alert' as const, data: toStoredAlert(SEED_ALERT) },
  ];
  return insertSeedItems(deps.db, items, deps.clock().toISOString());
}

/** What the editor edits: an alert's instants become district wall-clock times. */
function toEditable(itemId: string, data: unknown): unknown {
  // A page stored before a release added a field shows the field with its seed value.
  if (isPageId(itemId)) return { ...SEED_PAGES[itemId], ...(data as object) };
  if (itemId === FIRE_CONDITIONS_ITEM_ID) {
    // Decision 307: "Open burning is allowed now" (never read) became "prohibits open burning".
    const { isOpenBurningAllowed: _unused, ...conditions } = data as Record<string, unknown>;
    return { prohibitsOpenBurning: false, ...conditions };
  }
  if (!itemId.startsWith(ALERT_ITEM_PREFIX)) return data;
  const alert = SiteAlertSchema.parse(data);
  const editable: SiteAlertInput = {
    level: alert.level,
    heading: alert.heading,
    text: alert.text,
    link: alert.link,
    startsAtLocal: alert.startsAt ? toDistrictLocal(alert.startsAt) : null,
    endsAtLocal: alert.endsAt ? toDistrictLocal(alert.endsAt) : null,
    isUrgent: alert.isUrgent === true,
    prohibitsOpenBurning: alert.prohibitsOpenBurning,
    ...(alert.spanish ? { spanish: alert.spanish } : {}),
  };
  return editable;
}

/**
 * Checks content against its item's schema after sanitizing its rich text, and turns it into
 * what is stored. Nothing is stored when a field fails.
 */
export function prepareContent(
  itemId: string,
  data: unknown,
): Result<unknown, 'NOT_FOUND' | 'VALIDATION_FAILED'> {
  const schema = contentSchemaFor(itemId);
  if (!schema) return fail('NOT_FOUND');
  const parsed = schema.safeParse(sanitizeRichTextFields(data));
  if (!parsed.success) return fail('VALIDATION_FAILED', fieldsOf(parsed.error, { rootKey: '_' }));
  return ok(
    itemId.startsWith(ALERT_ITEM_PREFIX)
      ? toStoredAlert(parsed.data as SiteAlertInput)
      : parsed.data,
  );
}

function viewPathOf(itemId: string): string | null {
  if (itemId === DISTRICT_ITEM_ID) return '/contact';
  if (itemId === FIRE_CONDITIONS_ITEM_ID || itemId.startsWith(ALERT_ITEM_PREFIX)) return '/';
  return null;
}

export async function listContentItems(
  deps: ContentDeps,
  kind?: ContentKind,
): Promise<ContentItemSummary[]> {
  const rows = await listItems(deps.db, kind);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: contentItemName(row.id),
    publishedNumber: row.publishedNumber ?? null,
    latestNumber: Number(row.latestNumber ?? 0),
    updatedAt: row.updatedAt,
  }));
}

export async function getContentItem(
  deps: ContentDeps,
  itemId: string,
  viewPathForPage: (pageId: string) => string | null,
): Promise<ContentItemDetail | null> {
  const item = await findItem(deps.db, itemId);
  if (!item) return null;
  const versions = await listVersions(deps.db, itemId);
  const latest = versions[0];
  if (!latest) return null;
  const published = versions.find((version) => version.id === item.publishedVersionId);
  return {
    id: item.id,
    kind: item.kind,
    name: contentItemName(item.id),
    publishedNumber: published?.number ?? null,
    latestNumber: latest.number,
    updatedAt: item.updatedAt,
    data: toEditable(itemId, JSON.parse(latest.data)),
    ...(published ? { publishedData: toEditable(itemId, JSON.parse(published.data)) } : {}),
    latestVersionId: latest.id,
    viewPath: isPageId(itemId) ? viewPathForPage(itemId) : viewPathOf(itemId),
    versions: versions.map((version) => ({
      id: version.id,
      number: version.number,
      createdAt: version.createdAt,
      createdBy: version.createdBy,
      note: version.note,
      isPublished: version.id === item.publishedVersionId,
    })),
  };
}

export interface SavedVersion {
  versionId: string;
  number: number;
  before: unknown;
  after: unknown;
  /** The content the public site showed before this save (null when none was published). */
  publishedBefore?: unknown;
}

/** A published minutes page puts its meetings in the site search (issue 10, items 3 and 6). */
async function indexPublishedPage(
  trx: Transaction<Database>,
  itemId: string,
  data: unknown,
  at: Date,
): Promise<void> {
  if (itemId !== MEETINGS_ITEM_ID) return;
  await indexPublishedMeetings(trx, (data as Partial<MinutesPage>).meetings ?? [], at);
}

/** Saves a new version of an existing item; publishes it when asked. */
export async function saveContentItem(
  deps: ContentDeps,
  itemId: string,
  input: { data: unknown; publish: boolean },
  actor: ActivityActor,
): Promise<Result<SavedVersion, 'NOT_FOUND' | 'VALIDATION_FAILED'>> {
  const prepared = prepareContent(itemId, input.data);
  if (!prepared.ok) return prepared;
  return deps.db.transaction().execute(async (trx) => {
    const item = await findItem(trx, itemId);
    if (!item) return fail('NOT_FOUND');
    const [previous] = await listVersions(trx, itemId);
    const published = item.publishedVersionId
      ? await findVersion(trx, itemId, item.publishedVersionId)
      : undefined;
    const data = stampMeetingAgendas(
      itemId,
      prepared.value,
      published ? JSON.parse(published.data) : null,
      input.publish ? deps.clock() : null,
    );
    const version = await insertVersion(trx, {
      itemId,
      kind: item.kind,
      data,
      createdBy: actor.username,
      isPublished: input.publish,
      now: deps.clock().toISOString(),
    });
    if (input.publish) await indexPublishedPage(trx, itemId, data, deps.clock());
    const before = previous ? JSON.parse(previous.data) : null;
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: input.publish ? 'content.publish' : 'content.save-draft',
      subject: `${contentItemName(itemId)} (${itemId}) version ${version.number}`,
      before,
      after: data,
    });
    return ok({
      versionId: version.id,
      number: version.number,
      before: previous ? JSON.parse(previous.data) : null,
      after: data,
      publishedBefore: published ? JSON.parse(published.data) : null,
    });
  });
}

/** Undo: a new version with an earlier version's content, published at once. */
export async function restoreContentVersion(
  deps: ContentDeps,
  itemId: string,
  versionId: string,
  actor: ActivityActor,
): Promise<Result<SavedVersion, 'NOT_FOUND'>> {
  return deps.db.transaction().execute(async (trx) => {
    const item = await findItem(trx, itemId);
    const source = item ? await findVersion(trx, itemId, versionId) : undefined;
    if (!item || !source) return fail('NOT_FOUND');
    const [previous] = await listVersions(trx, itemId);
    const version = await insertVersion(trx, {
      itemId,
      kind: item.kind,
      data: JSON.parse(source.data),
      createdBy: actor.username,
      note: `Restored from version ${source.number}`,
      isPublished: true,
      now: deps.clock().toISOString(),
    });
    await indexPublishedPage(trx, itemId, JSON.parse(source.data), deps.clock());
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'content.restore',
      subject: `${contentItemName(itemId)} (${itemId}) version ${source.number} as version ${version.number}`,
      before: previous ? JSON.parse(previous.data) : null,
      after: JSON.parse(source.data),
    });
    return ok({
      versionId: version.id,
      number: version.number,
      before: previous ? JSON.parse(previous.data) : null,
      after: JSON.parse(source.data),
    });
  });
}

/** A new alert, published at once (it still waits for its start time). */
export async function createAlert(
  deps: ContentDeps,
  data: unknown,
  actor: ActivityActor,
): Promise<Result<SavedVersion & { id: string }, 'NOT_FOUND' | 'VALIDATION_FAILED'>> {
  const id = `${ALERT_ITEM_PREFIX}${randomUUID()}`;
  const prepared = prepareContent(id, data);
  if (!prepared.ok) return prepared;
  return deps.db.transaction().execute(async (trx) => {
    const version = await insertVersion(trx, {
      itemId: id,
      kind: 'alert',
      data: prepared.value,
      createdBy: actor.username,
      isPublished: true,
      now: deps.clock().toISOString(),
    });
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'content.alert-add',
      subject: `Site alert (${id})`,
      after: prepared.value,
    });
    return ok({
      id,
      versionId: version.id,
      number: version.number,
      before: null,
      after: prepared.value,
    });
  });
}

/** Every alert with what it does now: showing, waiting for its start, or ended. */
export async function listAlerts(deps: ContentDeps): Promise<AlertSummary[]> {
  const published = (await listPublished(deps.db)).filter((row) => row.kind === 'alert');
  const now = deps.clock();
  const alerts = published.map((row) => ({
    id: row.itemId,
    ...(SiteAlertSchema.parse(JSON.parse(row.data)) satisfies SiteAlert),
  }));
  const shown = new Set(selectActiveAlerts(alerts, now).map((alert) => alert.id));
  const items = await listItems(deps.db, 'alert');
  return items.map((item) => {
    const alert = alerts.find((candidate) => candidate.id === item.id);
    if (!alert) {
      return {
        id: item.id,
        level: 'information' as const,
        heading: contentItemName(item.id),
        status: 'not-published' as const,
        startsAtLocal: null,
        endsAtLocal: null,
        isUrgent: false,
        isShown: false,
      };
    }
    const status = isAlertActive(alert, now)
      ? ('showing' as const)
      : alert.startsAt && now < new Date(alert.startsAt)
        ? ('scheduled' as const)
        : ('ended' as const);
    return {
      id: alert.id,
      level: alert.level,
      heading: alert.heading,
      status,
      startsAtLocal: alert.startsAt ? toDistrictLocal(alert.startsAt) : null,
      endsAtLocal: alert.endsAt ? toDistrictLocal(alert.endsAt) : null,
      isUrgent: alert.isUrgent === true,
      isShown: shown.has(alert.id),
    };
  });
}
