/**
 * The staff's side of inspections: the marshal's coming days and private calendar feed, and the
 * search that finds an application to book for a caller.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import { INSPECTION_PERMIT_TYPES } from '#domain/inspections/inspection-settings.ts';
import { toDistrictInstant, toDistrictWallClock } from '#domain/inspections/inspection-slots.ts';
import { DISTRICT_INSPECTOR_ID } from '#domain/inspections/inspection-status.ts';
import {
  MAX_BOOKING_SEARCH_RESULTS,
  MY_INSPECTIONS_DAYS,
  type MyInspection,
  type MyInspections,
  type StaffBookingMatch,
} from '#domain/inspections/inspections-api.ts';
import {
  PERMIT_FIELDS,
  PERMIT_FORM_TITLES,
  type PermitFormType,
} from '#domain/permits/permit-fields.ts';
import { readApplicantEntries } from './applicant-entries.ts';
import type { InspectionDeps } from './inspections.deps.ts';
import { buildInspectorFeed } from './inspection-ics.ts';
import * as repo from './inspections.repo.ts';
import type { InspectionRow } from './inspections.tables.ts';

const HOUR_MS = 3_600_000;

/** An OpenStreetMap search for the address (no API key, no tracking script). */
export function mapUrlOf(address: string): string {
  const url = new URL('https://www.openstreetmap.org/search');
  url.searchParams.set('query', `${address}, Utah`);
  return url.toString();
}

/** Form fields the marshal's day shows apart: already on the card as address, name, phone. */
const SHOWN_APART = new Set([
  'address',
  'serviceAddress',
  'fullName',
  'applicantName',
  'email',
  'applicantEmail',
  'cost',
]);

function applicantEntriesOf(formType: PermitFormType, formData: string) {
  const data = JSON.parse(formData) as Record<string, unknown>;
  return PERMIT_FIELDS[formType]
    .filter((field) => !SHOWN_APART.has(field.name))
    .flatMap((field) => {
      const value = data[field.name];
      if (value === undefined || value === null || value === '') return [];
      return [{ label: field.label, value: String(value) }];
    });
}

async function describeForInspector(
  deps: Pick<InspectionDeps, 'db'>,
  rows: InspectionRow[],
): Promise<MyInspection[]> {
  const inspections: MyInspection[] = [];
  for (const row of rows) {
    const application = await repo.findApplication(deps.db, { id: row.applicationId });
    if (!application) continue;
    const { address, phone } = readApplicantEntries(application.formType, application.formData);
    const start = toDistrictWallClock(Date.parse(row.startsAt));
    inspections.push({
      id: row.id,
      day: start.day,
      time: start.time,
      endTime: toDistrictWallClock(Date.parse(row.endsAt)).time,
      inspectionType: row.inspectionTypeName,
      permitNumber: application.permitNumber ?? '',
      permitTitle: PERMIT_FORM_TITLES[application.formType],
      applicantName: application.applicantName,
      address,
      mapUrl: mapUrlOf(address),
      phone,
      applicantEntries: applicantEntriesOf(application.formType, application.formData),
    });
  }
  return inspections;
}

/**
 * Today's and the coming days' scheduled inspections, by day and in visiting order (start time),
 * each with what the marshal needs at the door.
 */
export async function listMyInspections(
  deps: Pick<InspectionDeps, 'db' | 'clock'>,
): Promise<MyInspections> {
  const now = deps.clock();
  const today = toDistrictWallClock(now.getTime()).day;
  const todayStart = new Date(toDistrictInstant(today, '00:00')).toISOString();
  const rows = await repo.listScheduledBetween(
    deps.db,
    todayStart,
    new Date(toDistrictInstant(addDaysToDay(today, MY_INSPECTIONS_DAYS), '00:00')).toISOString(),
  );
  const inspections = await describeForInspector(deps, rows);
  const waiting = await describeForInspector(
    deps,
    await repo.listScheduledBetween(deps.db, '0000', todayStart),
  );
  const days: MyInspections['days'] = [];
  for (const inspection of inspections) {
    const last = days.at(-1);
    if (last?.day === inspection.day) last.inspections.push(inspection);
    else days.push({ day: inspection.day, inspections: [inspection] });
  }
  return { waiting, days };
}

function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new private feed token for the inspector; every earlier one stops working. */
export async function issueFeedToken(
  deps: Pick<InspectionDeps, 'db' | 'clock'>,
  actor: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('inspectionFeedTokens')
      .where('inspectorId', '=', DISTRICT_INSPECTOR_ID)
      .execute();
    await trx
      .insertInto('inspectionFeedTokens')
      .values({
        tokenHash: hashFeedToken(token),
        inspectorId: DISTRICT_INSPECTOR_ID,
        createdAt: deps.clock().toISOString(),
        createdBy: actor,
      })
      .execute();
  });
  return token;
}

export async function revokeFeedTokens(deps: Pick<InspectionDeps, 'db'>): Promise<void> {
  await deps.db
    .deleteFrom('inspectionFeedTokens')
    .where('inspectorId', '=', DISTRICT_INSPECTOR_ID)
    .execute();
}

/** The inspector's bookings from a week ago on as iCalendar, or null for an unknown token. */
export async function renderInspectorFeed(
  deps: Pick<InspectionDeps, 'db' | 'clock'>,
  token: string,
  options: { uidDomain: string; districtName: string },
): Promise<string | null> {
  const found = await deps.db
    .selectFrom('inspectionFeedTokens')
    .select('inspectorId')
    .where('tokenHash', '=', hashFeedToken(token))
    .executeTakeFirst();
  if (!found) return null;
  const now = deps.clock().getTime();
  const rows = await repo.listScheduledBetween(
    deps.db,
    new Date(now - 7 * 24 * HOUR_MS).toISOString(),
    new Date(now + 400 * 24 * HOUR_MS).toISOString(),
  );
  const events = [];
  for (const row of rows) {
    const application = await repo.findApplication(deps.db, { id: row.applicationId });
    if (!application) continue;
    const { address, phone } = readApplicantEntries(application.formType, application.formData);
    events.push({
      uid: `inspection-${row.id}@${options.uidDomain}`,
      sequence: Number(row.sequence),
      start: row.startsAt,
      end: row.endsAt,
      summary: `${row.inspectionTypeName}: ${application.permitNumber} (${application.applicantName})`,
      location: address,
      description: [`Phone: ${phone || 'not given'}`, `Map: ${mapUrlOf(address)}`].join('\n'),
    });
  }
  return buildInspectorFeed(events, {
    districtName: options.districtName,
    stamp: new Date(now).toISOString(),
  });
}

/** Applications staff may book for a caller, found by permit number, applicant name or address. */
export async function searchApplicationsForStaff(
  deps: Pick<InspectionDeps, 'db'>,
  text: string,
): Promise<StaffBookingMatch[]> {
  const settings = await repo.readInspectionSettings(deps.db);
  const formTypes = INSPECTION_PERMIT_TYPES.filter(
    (type) => settings.permitTypes[type].needsInspection,
  );
  if (formTypes.length === 0) return [];
  const needle = text.toLowerCase();
  const rows = await repo.searchApplicationsForBooking(
    deps.db,
    text,
    formTypes,
    MAX_BOOKING_SEARCH_RESULTS * 3,
  );
  return (
    rows
      .map((row) => ({
        permitNumber: row.permitNumber ?? '',
        permitTitle: PERMIT_FORM_TITLES[row.formType],
        applicantName: row.applicantName,
        address: readApplicantEntries(row.formType, row.formData).address,
      }))
      // The form matched anywhere; keep only a match on what the page shows.
      .filter((match) =>
        [match.permitNumber, match.applicantName, match.address].some((value) =>
          value.toLowerCase().includes(needle),
        ),
      )
      .slice(0, MAX_BOOKING_SEARCH_RESULTS)
  );
}
