import { countRows, type AttentionCount } from '#server/attention/attention-registry.ts';

/** Booked inspections whose time is over and whose result nobody has recorded yet. */
export const INSPECTIONS_ATTENTION: readonly AttentionCount[] = [
  {
    id: 'inspections.waiting-for-result',
    label: 'Inspections waiting for a result',
    permission: 'inspections:manage',
    href: '/admin/inspections',
    count: async (db, clock) =>
      countRows(
        db
          .selectFrom('inspections')
          .where('status', '=', 'scheduled')
          .where('endsAt', '<=', clock().toISOString()),
      ),
  },
];
