import type { Booking } from './inspections-api.ts';
import type { FreeSlot } from './inspection-slots.ts';

/** The booking page: book, move or cancel an inspection from the permit's private link. */
export interface InspectionBookingPageView {
  kind: 'inspection-booking';
  token: string;
  permitNumber: string;
  inspectionType: string;
  durationMinutes: number;
  address: string;
  booking: Booking | null;
  slots: readonly FreeSlot[];
  feeDue?: { payUrl: string; amountCents: number } | null;
  error?: string;
  notice?: string;
}

/** The inspection pages, each drawn by src/web/features/inspections from this data alone. */
export type InspectionPageView =
  InspectionBookingPageView | { kind: 'inspection-message'; title: string; message: string };

/** The heading of the booking page, also its document title. */
export function bookingHeading(view: Pick<InspectionBookingPageView, 'booking'>): string {
  if (view.booking?.status === 'scheduled') return 'Your inspection';
  if (view.booking?.status === 'cancelled') return 'Your inspection was cancelled';
  return 'Book your inspection';
}
