import { formatCsv, type CsvCell } from '#domain/csv.ts';
import * as repo from './burn.repo.ts';
import { todayOf, type BurnDeps } from './burn.deps.ts';

/** The permits as staff take them away (CSV), and their deletion after the retention. */

/** Every permit and check-in as CSV (one row per permit and check-in day; permits with none once). */
export async function exportBurnPermitsCsv(deps: BurnDeps): Promise<string> {
  const { permits, checkIns } = await repo.listForExport(deps.db);
  const header = [
    'permit_number',
    'status',
    'applicant',
    'phone',
    'email',
    'street',
    'town',
    'material',
    'material_description',
    'pile_size',
    'from_day',
    'to_day',
    'fee_cents',
    'applied_at',
    'issued_at',
    'revoked_at',
    'revoke_reason',
    'check_in_day',
    'check_in_start',
    'check_in_end',
  ];
  const rows: CsvCell[][] = [];
  for (const permit of permits) {
    const base = [
      permit.permitNumber,
      permit.status,
      permit.applicantName,
      permit.phone,
      permit.email,
      permit.street,
      permit.town,
      permit.material,
      permit.materialDescription,
      permit.pileSize,
      permit.fromDay,
      permit.toDay,
      permit.feeCents,
      permit.createdAt,
      permit.issuedAt,
      permit.revokedAt,
      permit.revokeReason,
    ];
    const own = checkIns.filter((row) => row.permitId === permit.id);
    for (const row of own.length > 0 ? own : [undefined]) {
      rows.push([...base, row?.day, row?.startTime, row?.endTime]);
    }
  }
  return formatCsv(header, rows);
}

/** Deletes permits (with their check-ins and timeline) whose last day is past the retention. */
export async function purgeExpiredBurnPermits(deps: BurnDeps): Promise<number> {
  const { settings } = await repo.readBurnSettings(deps.db);
  const keepFrom = new Date(`${todayOf(deps)}T00:00:00Z`);
  keepFrom.setUTCDate(keepFrom.getUTCDate() - settings.retentionDays);
  return deps.db
    .transaction()
    .execute((trx) => repo.purgeBurnPermitsBefore(trx, keepFrom.toISOString().slice(0, 10)));
}
