/**
 * The inspection booking page and the applicant's booking e-mails (issue 29, decision 326). The
 * English keeps the pages' and e-mails' words character for character; the error texts are the
 * domain's (src/domain/errors.ts) verbatim, so a Spanish page shows their translation.
 */
export const INSPECTION_BOOKING_EN = {
  'inspectionBooking.headingScheduled': 'Your inspection',
  'inspectionBooking.headingCancelled': 'Your inspection was cancelled',
  'inspectionBooking.headingBook': 'Book your inspection',
  'inspectionBooking.notFoundTitle': 'Booking link not found',
  'inspectionBooking.nothingTitle': 'No inspection to book',
  'inspectionBooking.notFound':
    'We could not find a permit for this link. Use the link in your permit e-mail.',
  'inspectionBooking.booked':
    'Your inspection is booked. We have e-mailed you the details and a calendar invitation.',
  'inspectionBooking.moved': 'Your inspection has moved. We have e-mailed you the new time.',
  'inspectionBooking.cancelled': 'Your inspection is cancelled. We have e-mailed you to confirm.',
  'inspectionBooking.chooseTime': 'Choose a time from the list.',
  'inspectionBooking.errorSummary': 'There is a problem',
  'inspectionBooking.noTimes':
    'There are no free times to book online right now. Call the district office to book.',
  'inspectionBooking.noTimesCancelled':
    'There are no free times to book online right now. Call the Fire Marshal at the district office to book a new time.',
  'inspectionBooking.bookThis': 'Book this time',
  'inspectionBooking.moveThis': 'Move to this time',
  'inspectionBooking.payHeading': 'Pay the re-inspection fee',
  'inspectionBooking.payText':
    'The re-inspection fee is {amount}. Once it is paid, the free times appear here.',
  'inspectionBooking.payLink': 'Pay the re-inspection fee ({amount})',
  'inspectionBooking.bookNew': 'Book a new time',
  'inspectionBooking.freeTimes': 'Free times',
  'inspectionBooking.moveHeading': 'Move to another time',
  'inspectionBooking.cancelHeading': 'Cancel',
  'inspectionBooking.cancelButton': 'Cancel this inspection',
  'inspectionBooking.notChangeable':
    'This inspection can no longer be changed online. Call the district office to change it.',
  'inspectionBooking.needs':
    'Permit {permitNumber} at {address} needs a {inspectionType} inspection by the Fire Marshal (about {minutes} minutes).',
  'inspectionBooking.when': 'When',
  'inspectionBooking.inspection': 'Inspection',
  'inspectionBooking.where': 'Where',
  'inspectionBooking.permit': 'Permit',
  'inspectionBooking.dayTime': '{day}, {time} (Mountain Time)',
  'inspectionBooking.wasCancelled':
    'Your {inspectionType} inspection on {when} was cancelled. The Fire Marshal will not come at that time.',
  'inspectionBooking.bookBelow': ' Book a new time below.',
  'inspectionBooking.chooseBelow': ' Choose a time below.',

  'inspectionBooking.error.notFound': 'We could not find that inspection booking.',
  'inspectionBooking.error.cancelled':
    'This inspection booking was cancelled. Book a new time on your booking page, or call the Fire Marshal at the district office.',
  'inspectionBooking.error.notNeeded': 'This permit needs no inspection, or is not paid yet.',
  'inspectionBooking.error.alreadyBooked':
    'This permit already has an inspection booked. Reschedule or cancel it instead.',
  'inspectionBooking.error.slotTaken':
    'Someone has just booked that time. Choose one of the next free times.',
  'inspectionBooking.error.slotNotAvailable':
    'That time is not free, or is in the past. Choose one of the free times.',
  'inspectionBooking.error.changesLimited':
    'This booking link has booked, moved or cancelled an inspection 6 times today. Try again tomorrow, or call the district office to change it.',
  'inspectionBooking.error.feeDue':
    'Pay the re-inspection fee before booking the re-inspection. The pay link is on this page and in your e-mail.',

  'inspectionBooking.mail.when': '{day}, {start}–{end} (Mountain Time)',
  'inspectionBooking.mail.bookedSubject': 'Inspection booked: {when}',
  'inspectionBooking.mail.movedSubject': 'Inspection moved: {when}',
  'inspectionBooking.mail.cancelledSubject': 'Inspection cancelled: {when}',
  'inspectionBooking.mail.reminderSubject': 'Reminder: your inspection tomorrow, {when}',
  'inspectionBooking.mail.cancelled':
    'Your {inspectionType} inspection for permit {permitNumber} at {address}, {when}, is cancelled.',
  'inspectionBooking.mail.bookAnother': 'Book another time: {link}',
  'inspectionBooking.mail.intro': 'Your {inspectionType} inspection for permit {permitNumber}:',
  'inspectionBooking.mail.whenLine': 'When: {when}',
  'inspectionBooking.mail.whereLine': 'Where: {address}',
  'inspectionBooking.mail.prepare': 'What to prepare:',
  'inspectionBooking.mail.prepareBeThere':
    'Be at the property, or leave the gate open and dogs secured.',
  'inspectionBooking.mail.preparePermit':
    'Have the permit number and any plans the Fire Marshal asked for.',
  'inspectionBooking.mail.prepareReach': 'Make the work being inspected easy to reach.',
  'inspectionBooking.mail.change': 'Reschedule or cancel: {link}',
  'inspectionBooking.mail.hello': 'Hello {name},',
  'inspectionBooking.mail.summary': 'Fire inspection: {inspectionType}, permit {permitNumber}',
} as const satisfies Record<string, string>;
