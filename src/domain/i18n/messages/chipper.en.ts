/**
 * The chipper program's pages and e-mails (issue 38): the resident's sign-up, confirmation and
 * private page, and the crew's route page. Field messages are ids the domain names
 * (chipper-api.ts), never English text looked up again.
 */
export const CHIPPER_EN = {
  'chipper.form.title': 'Chipper program sign-up',
  'chipper.errorTitle': 'Error: {title}',
  'chipper.errorSummary': 'There is a problem',
  'chipper.errorPrefix': 'Error: ',
  'chipper.form.intro':
    'Our crew chips branches and brush at the road, zone by zone, so you can clear the ground around your home without burning it. Register every pile: a pile that is not registered is not chipped.',
  'chipper.form.daysTitle': 'Chipping days',
  'chipper.form.zoneLine': '{zone} ({towns})',
  'chipper.form.dayFull': '{day} (full: waitlist)',
  'chipper.form.noDays': 'No day open for sign-up yet.',
  'chipper.rules.title': 'What the crew takes',
  'chipper.rules.size':
    'Each pile up to {length} × {width} × {height} ft, limbs up to {limb} in across.',
  'chipper.rules.road':
    'Piles at the road by {time} on the day, no more than {feet} ft from its edge.',
  'chipper.rules.accepted': 'We take: {text}',
  'chipper.rules.notAccepted': 'We leave: {text}',
  'chipper.rules.closes': 'Sign-up for a day closes {days} days before it.',
  'chipper.form.address': 'Where the piles are',
  'chipper.field.street': 'Street address',
  'chipper.field.town': 'Town',
  'chipper.form.townHint': 'One of: {towns}.',
  'chipper.form.pilesTitle': 'Your piles, in feet',
  'chipper.form.pilesHint': 'One row per pile, up to {max}. An estimate is fine.',
  'chipper.form.pile': 'Pile {number}',
  'chipper.field.Length': 'Pile {number} length (ft)',
  'chipper.field.Width': 'Pile {number} width (ft)',
  'chipper.field.Height': 'Pile {number} height (ft)',
  'chipper.field.material': 'What the piles are',
  'chipper.material.branches': 'Branches and limbs',
  'chipper.material.brush': 'Brush and shrubs',
  'chipper.material.both': 'Both',
  'chipper.field.isClean': 'The piles hold no dirt, rocks, wire or building material',
  'chipper.field.location': 'Where the piles stand',
  'chipper.form.locationHint': 'For example: at the end of the driveway, left of the mailbox.',
  'chipper.field.email': 'Your e-mail address',
  'chipper.form.emailHint':
    'We send a link to confirm, then your day and a private link to see or cancel the sign-up.',
  'chipper.field.phone': 'Phone (optional)',
  'chipper.form.phoneHint': 'Only if the crew may call you on the day.',
  'chipper.field.language': 'Language of the e-mails',
  'chipper.form.send': 'Sign up and confirm by e-mail',
  'chipper.form.replaces':
    'Signed up already? A new sign-up for the same address and day replaces the first.',

  'chipper.error.street': 'Enter the street address, like 123 Main Street.',
  'chipper.error.streetLong': 'Keep the street address under 120 characters.',
  'chipper.error.town': 'Enter a town of the district: {towns}.',
  'chipper.error.outside':
    'This address is outside the chipper program’s zones. Call the district office to ask about it.',
  'chipper.error.noDay': 'No chipping day for this zone is open for sign-up now.',
  'chipper.error.piles': 'Give the size of at least one pile.',
  'chipper.error.tooManyPiles': 'Register at most {max} piles for one day.',
  'chipper.error.pileIncomplete': 'Give this pile’s length, width and height in feet.',
  'chipper.error.pileNumber': 'Enter the size in feet, like 6 or 7.5.',
  'chipper.error.pileLength':
    'This pile is longer than {max} ft. Make it smaller, or make two piles.',
  'chipper.error.pileWidth':
    'This pile is wider than {max} ft. Make it smaller, or make two piles.',
  'chipper.error.pileHeight': 'This pile is higher than {max} ft. Make it lower.',
  'chipper.error.material': 'Choose what the piles are.',
  'chipper.error.isClean':
    'Confirm the piles hold no dirt, rocks, wire or building material: the chipper cannot take them.',
  'chipper.error.location': 'Say where the piles stand, so the crew finds them.',
  'chipper.error.locationLong': 'Keep the place under 300 characters.',
  'chipper.error.email': 'Enter your e-mail address, like name@example.com.',
  'chipper.error.phone': 'Enter a phone number in digits, like 435-555-0100.',
  'chipper.error.markup': 'Remove the < and > characters and any control characters.',
  'chipper.error.outcome': 'Choose chipped or not chipped.',
  'chipper.error.reason': 'Choose why the pile was not chipped.',
  'chipper.error.noteLong': 'Keep the note under 500 characters.',
  'chipper.error.count': 'Enter a whole number from 0.',
  'chipper.error.hours': 'Enter the crew hours, like 7.5.',

  'chipper.closed.title': 'Chipper sign-up is closed',
  'chipper.closed.text':
    'No chipping day is open for sign-up now. The district posts the season’s days here in the spring.',
  'chipper.checkEmail.title': 'Check your e-mail',
  'chipper.checkEmail.text':
    'We sent a link to {email}. Open it within {hours} hours to confirm your sign-up: nothing is booked until you do.',
  'chipper.tooMany.title': 'Too many sign-ups',
  'chipper.tooMany.text':
    'We cannot send more e-mails to this address today. Please try again tomorrow, or call the district office.',
  'chipper.confirm.title': 'Confirm your chipper sign-up',
  'chipper.confirm.text': 'Press the button to confirm your sign-up and get your day.',
  'chipper.confirm.button': 'Confirm my sign-up',
  'chipper.invalid.title': 'This link does not work',
  'chipper.invalid.text':
    'It may have expired or been used already. You can sign up again on the chipper page.',
  'chipper.invalid.back': 'Go to the chipper sign-up',

  'chipper.manage.title': 'Your chipper sign-up',
  'chipper.manage.confirmed': 'Your sign-up is confirmed.',
  'chipper.manage.cancelledNow': 'Your sign-up is cancelled.',
  'chipper.manage.booked': 'Your chipping day: {day}.',
  'chipper.manage.zoneDayFull':
    'Your zone’s first day was full, so we booked you on the next day with room.',
  'chipper.manage.waitlisted':
    'Every day for your zone is full. You are number {position} on the waitlist for {day}. We e-mail you if a place opens.',
  'chipper.manage.chipped': 'Chipped on {day}. Thank you for clearing around your home.',
  'chipper.manage.notChipped': 'The crew could not chip your piles on {day}: {reason}.',
  'chipper.manage.cancelled': 'This sign-up is cancelled.',
  'chipper.manage.pending': 'This sign-up waits for its e-mail confirmation.',
  'chipper.manage.details': 'What you registered',
  'chipper.manage.addressLabel': 'Address',
  'chipper.manage.zoneLabel': 'Zone',
  'chipper.manage.pilesLabel': 'Piles',
  'chipper.manage.pileSize': 'Pile {number}: {length} × {width} × {height} ft',
  'chipper.manage.materialLabel': 'What the piles are',
  'chipper.manage.locationLabel': 'Where they stand',
  'chipper.manage.change':
    'To change it, sign up again for the same address: the new sign-up replaces this one.',
  'chipper.manage.cancelButton': 'Cancel my sign-up',

  'chipper.reason.not-found': 'the crew could not find the piles',
  'chipper.reason.too-large': 'a pile was larger than the size limit',
  'chipper.reason.wrong-material': 'a pile held material the chipper cannot take',
  'chipper.reason.not-at-road': 'the piles were not at the road',
  'chipper.next.not-found':
    'Check the address and the place you gave, and sign up again for a later day.',
  'chipper.next.too-large':
    'Cut the pile down to the size limit or split it in two, and sign up again for a later day.',
  'chipper.next.wrong-material':
    'Take out the dirt, rocks, wire or building material, and sign up again for a later day.',
  'chipper.next.not-at-road':
    'Move the piles to the road, no more than {feet} ft from its edge, and sign up again for a later day.',

  'chipper.crew.title': 'Chipper route: {zone}, {day}',
  'chipper.crew.none': 'No stops on this day.',
  'chipper.crew.stop': '{position}. {street}, {town}',
  'chipper.crew.piles': '{count, plural, one {# pile} other {# piles}}: {sizes}',
  'chipper.crew.map': 'Open {street} in the map',
  'chipper.crew.status': 'Status: {status}',
  'chipper.crew.outcome': 'Result',
  'chipper.crew.chipped': 'Chipped',
  'chipper.crew.notChipped': 'Not chipped',
  'chipper.crew.reason': 'Why not (when not chipped)',
  'chipper.crew.chooseReason': 'Choose a reason',
  'chipper.crew.note': 'Note (optional)',
  'chipper.crew.save': 'Save stop {position}',
  'chipper.crew.workTitle': 'The day’s work',
  'chipper.crew.loads': 'Loads',
  'chipper.crew.crewHours': 'Crew hours',
  'chipper.crew.crewSize': 'Crew size',
  'chipper.crew.saveWork': 'Save the day’s work',
  'chipper.crew.saved': 'Saved.',
  'chipper.status.pending': 'Waiting for e-mail confirmation',
  'chipper.status.booked': 'Booked',
  'chipper.status.waitlisted': 'On the waitlist',
  'chipper.status.chipped': 'Chipped',
  'chipper.status.not_chipped': 'Not chipped',
  'chipper.status.cancelled': 'Cancelled',

  'chipper.mail.confirmSubject': 'Confirm your chipper sign-up for {address}',
  'chipper.mail.confirmText':
    'Someone, we hope you, signed up {count, plural, one {# pile} other {# piles}} at {address} for chipping by {districtName}.',
  'chipper.mail.confirmOpen':
    'Open this link within {hours} hours to confirm; nothing is booked until you do:',
  'chipper.mail.confirmIgnore': 'If you did not sign up, ignore this e-mail.',
  'chipper.mail.bookedSubject': 'Your chipper day: {day}',
  'chipper.mail.bookedText': '{address} is booked for chipping on {day}.',
  'chipper.mail.zoneDayFull':
    'Your zone’s first day was full, so we booked you on the next day with room.',
  'chipper.mail.waitlistSubject': 'You are on the chipper waitlist',
  'chipper.mail.waitlistText':
    'Every day for your zone is full. {address} is number {position} on the waitlist for {day}. We e-mail you if a place opens.',
  'chipper.mail.rulesRoad':
    'Have the piles at the road by {time} on the day, no more than {feet} ft from its edge.',
  'chipper.mail.rulesSize':
    'Each pile up to {length} × {width} × {height} ft, limbs up to {limb} in across. No dirt, rocks, wire or building material.',
  'chipper.mail.manage': 'See or cancel your sign-up:',
  'chipper.mail.reminderSubject': 'Chipper day in two days: {day}',
  'chipper.mail.reminderText': 'The crew comes to {address} on {day}.',
  'chipper.mail.chippedSubject': 'Your piles were chipped',
  'chipper.mail.chippedText':
    'The crew chipped your piles at {address} on {day}. Thank you for clearing around your home.',
  'chipper.mail.notChippedSubject': 'Your piles were not chipped',
  'chipper.mail.notChippedText':
    'The crew could not chip your piles at {address} on {day}: {reason}.',
  'chipper.mail.crewNote': 'The crew’s note: {note}',
  'chipper.mail.signUpAgain': 'Sign up again:',
  'chipper.mail.movedSubject': 'Your chipper day moved to {day}',
  'chipper.mail.movedText': 'The chipping day for {address} moved from {from} to {day}.',
  'chipper.mail.cancelledSubject': 'Your chipper day on {day} is cancelled',
  'chipper.mail.cancelledText': 'The chipping day for {address} on {day} is cancelled.',
  'chipper.mail.why': 'Why: {reason}',
} as const satisfies Record<string, string>;
