import { defineStatusMachine } from '#domain/status-machine.ts';

/**
 * The life of one inspection (issue 17), on the shared status machine:
 * - scheduled: booked for a time; rescheduling keeps it scheduled and raises its sequence;
 * - completed: the inspector recorded an outcome (final);
 * - cancelled: the applicant or staff cancelled it (final). A re-inspection is a new inspection
 *   linked to the first.
 */
export const INSPECTION_MACHINE = defineStatusMachine({
  subjectKind: 'inspection',
  statuses: ['scheduled', 'completed', 'cancelled'],
  moves: {
    scheduled: ['completed', 'cancelled'],
    completed: [],
    cancelled: [],
  },
  labels: {
    scheduled: 'Inspection booked',
    completed: 'Inspected',
    cancelled: 'Inspection cancelled',
  },
});
export type InspectionStatus = (typeof INSPECTION_MACHINE.statuses)[number];

/** The one inspector the district has today: the Fire Marshal. */
export const DISTRICT_INSPECTOR_ID = 'fire-marshal';
