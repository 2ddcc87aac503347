import { LOCALES } from '#domain/i18n/locale.ts';
import { z } from 'zod';
import { INSPECTION_MACHINE } from './inspection-status.ts';

/** The inspections API (issue 17): paths and the shapes clients read. */
export const INSPECTIONS_API = {
  settings: '/api/admin/inspections/settings',
  bookings: '/api/admin/inspections/bookings',
} as const;

export const AffectedInspectionsSchema = z.object({
  inspections: z.array(
    z.object({
      id: z.string(),
      permitNumber: z.string(),
      applicantName: z.string(),
      inspectionType: z.string(),
      day: z.string(),
      time: z.string(),
    }),
  ),
});
export type AffectedInspections = z.infer<typeof AffectedInspectionsSchema>;

/** The booking page (no JavaScript needed); its address carries the private status token. */
export const INSPECTION_PAGE_PATH = '/permits/inspection';
export function inspectionPagePath(statusToken: string): string {
  return `${INSPECTION_PAGE_PATH}?token=${encodeURIComponent(statusToken)}`;
}

/** Public booking endpoints carry the application's private status token. */
export function inspectionSlotsPath(statusToken: string): string {
  return `/api/inspections/${encodeURIComponent(statusToken)}/slots`;
}
export function inspectionBookingPath(statusToken: string): string {
  return `/api/inspections/${encodeURIComponent(statusToken)}/booking`;
}

/**
 * Bookings, moves and cancellations one permit's booking link makes in a day (issue 25): each
 * mails the applicant and the district. Enough for a resident who changes their mind twice; staff
 * changing it for a caller are not counted (decision 290).
 */
export const MAX_APPLICANT_BOOKING_CHANGES_PER_DAY = 6;

/** How many free slots a booking list offers, and how many after a lost race. */
export const MAX_LISTED_SLOTS = 60;
export const NEXT_SLOTS_AFTER_LOSS = 5;

export const FreeSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  day: z.string(),
  time: z.string(),
});

export const SlotsResponseSchema = z.object({
  inspectionType: z.string(),
  durationMinutes: z.number(),
  days: z.array(z.object({ day: z.string(), slots: z.array(FreeSlotSchema) })),
});
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

export const BookSlotBodySchema = z.object({
  start: z
    .string({ error: 'Choose a time' })
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Choose a time from the list'),
});
export type BookSlotBody = z.infer<typeof BookSlotBodySchema>;

export const BookingSchema = z.object({
  id: z.string(),
  status: z.enum(INSPECTION_MACHINE.statuses),
  statusText: z.string(),
  inspectionType: z.string(),
  start: z.string(),
  end: z.string(),
  day: z.string(),
  time: z.string(),
  sequence: z.number(),
  /** True while the applicant may still reschedule or cancel online. */
  canChange: z.boolean(),
  /** The language of the page it was booked on, its e-mails' language (decision 326). */
  language: z.enum(LOCALES),
});
export type Booking = z.infer<typeof BookingSchema>;

/** Staff booking for a caller (issue 28, item 5): the search box and what it finds. */
export const MIN_BOOKING_SEARCH_LENGTH = 2;
export const MAX_BOOKING_SEARCH_RESULTS = 20;

export const StaffBookingSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Enter a permit number, a name or an address' })
    .trim()
    .min(
      MIN_BOOKING_SEARCH_LENGTH,
      `Enter at least ${MIN_BOOKING_SEARCH_LENGTH} characters of a permit number, a name or an address`,
    )
    .max(100, 'Keep the search to 100 characters or fewer'),
});
export type StaffBookingSearchQuery = z.infer<typeof StaffBookingSearchQuerySchema>;

export const StaffBookingMatchSchema = z.object({
  permitNumber: z.string(),
  permitTitle: z.string(),
  applicantName: z.string(),
  address: z.string(),
});
export type StaffBookingMatch = z.infer<typeof StaffBookingMatchSchema>;

export const StaffBookingSearchSchema = z.object({ matches: z.array(StaffBookingMatchSchema) });
export type StaffBookingSearch = z.infer<typeof StaffBookingSearchSchema>;

/** One application as the staff booking page shows it: its booking and the free times. */
export const StaffBookingViewSchema = z.object({
  permitNumber: z.string(),
  applicantName: z.string(),
  address: z.string(),
  phone: z.string(),
  inspectionType: z.string(),
  durationMinutes: z.number(),
  booking: BookingSchema.nullable(),
  /** False when nothing is left to book (a passing result is recorded). */
  canBook: z.boolean(),
  days: z.array(z.object({ day: z.string(), slots: z.array(FreeSlotSchema) })),
});
export type StaffBookingView = z.infer<typeof StaffBookingViewSchema>;

export function staffBookingPath(permitNumber: string): string {
  return `${INSPECTIONS_API.bookings}/${encodeURIComponent(permitNumber)}`;
}

/** What a lost race answers besides the error: the next free times. */
export const SlotTakenFieldsSchema = z.object({ nextSlots: z.array(FreeSlotSchema) });

export const MY_INSPECTIONS_PATH = '/api/admin/inspections/mine';
export const INSPECTOR_FEED_TOKEN_PATH = '/api/admin/inspections/feed-token';
/** The marshal's private iCalendar feed; the token in the address is revocable. */
export function inspectorFeedPath(token: string): string {
  return `/api/inspections/feed/${encodeURIComponent(token)}.ics`;
}
/** `POST INSPECTOR_FEED_TOKEN_PATH` answers the new feed address; the old one stops working. */
export const InspectorFeedSchema = z.object({ url: z.string() });
export type InspectorFeed = z.infer<typeof InspectorFeedSchema>;
/** Days ahead "My inspections" lists, today included. */
export const MY_INSPECTIONS_DAYS = 14;

export const MyInspectionSchema = z.object({
  id: z.string(),
  day: z.string(),
  time: z.string(),
  endTime: z.string(),
  inspectionType: z.string(),
  permitNumber: z.string(),
  permitTitle: z.string(),
  applicantName: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  phone: z.string(),
  /** What the applicant typed on the form, labelled as theirs; the marshal's record comes later. */
  applicantEntries: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type MyInspection = z.infer<typeof MyInspectionSchema>;

export const MyInspectionsSchema = z.object({
  /** Inspections of earlier days still without a result, oldest first. */
  waiting: z.array(MyInspectionSchema),
  days: z.array(z.object({ day: z.string(), inspections: z.array(MyInspectionSchema) })),
});
export type MyInspections = z.infer<typeof MyInspectionsSchema>;
