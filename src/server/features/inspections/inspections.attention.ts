import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';

/** Booked inspections whose time is over and whose result nobody has recorded yet. */
export const INSPECTIONS_ATTENTION: readonly AttentionCount[] = [
  rowCount('inspections.waiting-for-result', 'Inspections waiting for a result', {
    permission: 'inspections:manage',
    href: '/admin/inspections',
    rows: (db, clock) =>
      db
        .selectFrom('inspections')
        .where('status', '=', 'scheduled')
        .where('endsAt', '<=', clock().toISOString()),
  }),
];
