/**
 * The permit status, verification, fee pay and calendar pages (issue 29, decision 330). The
 * status and verification pages' content as seeded (their words are page content staff may
 * edit; a Spanish page shows these translations while the English is still the seeded text),
 * and the words their code writes: row labels, status words, the inspection line. English word
 * for word as the code and the seed write them: pages look their English up here.
 */
export const PERMIT_PAGES_EN = {
  'permitStatus.title': 'Permit status',
  'permitStatus.description': 'Look up a permit’s status, receipt and PDF.',
  'permitStatus.intro':
    'Enter your permit number and the e-mail address you applied with, or open the link in your permit e-mail.',
  'permitStatus.permitNumber': 'Permit number',
  'permitStatus.permitNumberHint': 'For example RC-2026-000123',
  'permitStatus.email': 'E-mail address',
  'permitStatus.submit': 'Find my permit',
  'permitStatus.notFound':
    'We could not find a permit with that number and e-mail address. Check both and try again.',
  'permitStatus.tooMany': 'Too many lookups from your address. Try again in a few minutes.',
  'permitStatus.missing': 'Enter your permit number and e-mail address.',
  'permitStatus.void': 'This permit has been voided. It is no longer valid.',
  'permitStatus.refunded': 'This payment has been refunded in full. The permit is no longer valid.',
  'permitStatus.status': 'Status',
  'permitStatus.download': 'Download the permit (PDF)',
  'permitStatus.datesTitle': 'Dates',
  'permitStatus.receiptTitle': 'Receipt',
  'permitStatus.lookUpAnother': 'Look up another permit',

  'permitStatus.row.applied': 'Applied',
  'permitStatus.row.paid': 'Paid',
  'permitStatus.row.issued': 'Permit issued',
  'permitStatus.row.emailed': 'Permit e-mailed',
  'permitStatus.row.voided': 'Voided',
  'permitStatus.row.permit': 'Permit',
  'permitStatus.row.cost': 'Permit cost',
  'permitStatus.row.fee': 'Processing fee',
  'permitStatus.row.amountPaid': 'Amount paid',
  'permitStatus.row.amountRefunded': 'Amount refunded',
  'permitStatus.row.reference': 'Payment reference',
  'permitStatus.row.emailedTo': 'Permit e-mailed to',

  'permitStatus.state.pending': 'Waiting for payment',
  'permitStatus.state.paid': 'Paid, permit being issued',
  'permitStatus.state.emailed': 'Permit issued and e-mailed',
  'permitStatus.state.failed': 'Payment failed',
  'permitStatus.state.expired': 'Expired unpaid',
  'permitStatus.state.canceled': 'Payment canceled',
  'permitStatus.state.partlyRefunded': 'Permit issued, partly refunded',
  'permitStatus.state.refunded': 'Refunded',
  'permitStatus.state.void': 'Void',

  'permitStatus.inspection.needs':
    'This permit needs a {inspectionType} inspection by the Fire Marshal.',
  'permitStatus.inspection.cancelled':
    'Your inspection for {day} at {time} (Mountain Time) was cancelled. {needs}',
  'permitStatus.inspection.booked': 'Inspection booked for {day} at {time} (Mountain Time).',
  'permitStatus.inspection.temporary':
    'Inspected on {day}: a temporary clearance was granted until the follow-up inspection.',
  'permitStatus.inspection.reinspection': 'Inspected on {day}: the work needs a re-inspection.',
  'permitStatus.inspection.inspected': 'Inspected on {day}.',
  'permitStatus.inspection.correctionsBy': 'Corrections required: complete the work by {day}.',
  'permitStatus.inspection.corrections': 'Corrections required.',
  'permitStatus.inspection.book': 'Book your inspection',
  'permitStatus.inspection.change': 'See, move or cancel your inspection',
  'permitStatus.inspection.bookFollowUp': 'Book your follow-up inspection',
  'permitStatus.inspection.bookReinspection': 'Book your re-inspection',
  'permitStatus.inspection.see': 'See your inspection',
  'permitStatus.event.booked': 'Inspection booked',
  'permitStatus.event.moved': 'Inspection moved',
  'permitStatus.event.inspected': 'Inspected',
  'permitStatus.event.cancelled': 'Inspection cancelled',
  'permitStatus.event.result': 'Inspection result',
  'permitStatus.event.clearance': 'Clearance issued',
  'permitStatus.event.feePaid': 'Re-inspection fee paid',
  'permitStatus.event.revoked': 'Clearance revoked',
  'permitStatus.event.temporary': 'Temporary clearance, valid through {day}',
  'permitStatus.event.fireClearance': 'Fire clearance',
  'permitStatus.outcome.passed': 'Passed',
  'permitStatus.outcome.conditions': 'Passed with conditions',
  'permitStatus.outcome.failed': 'Failed',
  'permitStatus.outcome.noAccess': 'No access',

  'permitVerify.title': 'Permit verification',
  'permitVerify.description': 'Check that a permit number was issued by the district.',
  'permitVerify.genuine': 'Genuine permit',
  'permitVerify.validVerdict': 'issued this permit and it is valid.',
  'permitVerify.invalidVerdict': 'issued this permit, but it is no longer valid.',
  'permitVerify.notFound':
    'The district has no permit with this number. Check the number printed on the permit, or call the main office.',
  'permitVerify.issuedOn': 'Date of issue',
  'permitVerify.validThrough': 'Valid through',
  'permitVerify.valid': 'Valid',
  'permitVerify.expired': 'Expired',
  'permitVerify.refunded': 'Refunded, no longer valid',
  'permitVerify.notValid': 'Not valid',
  'permitVerify.revoked': 'Revoked',
  'permitVerify.temporary': 'Temporary until {day}',
  'permitVerify.testClearance': '{notice}. Clearance: {clearance}',

  // The pay page of the district's other fees (decision 270), an app-shell page of the permits:
  // its words ride in the permit pages' page text (`permits.` keys).
  'permits.fee.title': 'Pay a fee',
  'permits.fee.lead': 'A fee the district asked you to pay, by card.',
  'permits.fee.loading': 'Loading the payment…',
  'permits.fee.linkNotFound': 'We could not find that payment link',
  'permits.fee.linkNotFoundHelp':
    'Open the link from your e-mail again, whole. A link is replaced when the district changes the amount; the newest e-mail has the right one. Questions: call {phone}.',
  'permits.fee.for': 'For',
  'permits.fee.fee': 'Fee',
  'permits.fee.amount': 'Amount',
  'permits.fee.refundedTitle': 'Payment refunded',
  'permits.fee.refunded':
    'We received {amount} and refunded it in full, because this fee is no longer due. We e-mailed you the refund reference; the money reaches your card within 5 to 10 business days.',
  'permits.fee.paid':
    'We received {amount} and e-mailed you a receipt. There is nothing more to pay.',
  'permits.fee.backToRequest': 'Back to your request',
  'permits.fee.backToPermit': 'Back to your permit',
  'permits.fee.lead2':
    'Pay this fee by card. The amount is set by the district; nothing is charged until you select Pay.',
  'permits.fee.unavailable': 'Online payment is not available right now. Please call {phone}.',
  'permits.fee.kind.burn': 'Open burn permit fee',
  'permits.fee.kind.reinspection': 'Re-inspection fee',
  'permits.fee.kind.records': 'Records request fee',

  // The inspection calendar (/permits/calendar), an app-shell page: its seeded content, the
  // words its code writes, and react-big-calendar's (`calendar.` keys ride in its page text).
  'calendar.metaTitle': 'Fire Marshal Availability',
  'calendar.description': 'The Fire Marshal’s permit and inspection availability calendar.',
  'calendar.title': 'Fire Marshal Permit Availability Calendar',
  'calendar.lead':
    "When the Fire Marshal is booked or away. Dates and times are the district's local time (Mountain Time).",
  'calendar.legendTitle': 'How to read this calendar',
  'calendar.legendBusy':
    'A red block is a time the Fire Marshal is booked or away. Any time without a red block is open.',
  'calendar.legendBooking':
    'To book an inspection, apply and pay for it online; we then contact you to set a time that is open on this calendar.',
  'calendar.legendLink': 'Apply for an inspection',
  'calendar.subscribe': 'Subscribe',
  'calendar.subscribeHelp':
    '{link} to follow this calendar in your own calendar app: copy the link and add it in Google Calendar, Outlook or Apple Calendar as a calendar from a URL (a subscription). The app then picks up changes on its own.',
  'calendar.loading': 'Loading the calendar…',
  'calendar.eventsIn': 'Events in {period}',
  'calendar.eventsOn': 'Events on {period}',
  'calendar.eventsFrom': 'Events from {first} to {last}',
  'calendar.noEvents': 'No events in this period.',
  'calendar.allDay': 'All day',
  'calendar.midnight': 'midnight',
  'calendar.from': 'from',
  'calendar.until': 'until',
  'calendar.grid.date': 'Date',
  'calendar.grid.time': 'Time',
  'calendar.grid.event': 'Event',
  'calendar.grid.allDay': 'All Day',
  'calendar.grid.week': 'Week',
  'calendar.grid.day': 'Day',
  'calendar.grid.month': 'Month',
  'calendar.grid.previous': 'Back',
  'calendar.grid.next': 'Next',
  'calendar.grid.today': 'Today',
  'calendar.grid.agenda': 'Agenda',
  'calendar.grid.noEvents': 'There are no events in this range.',
  'calendar.grid.showMore': '+{total} more',
} as const satisfies Record<string, string>;
