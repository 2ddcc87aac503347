/**
 * The property profile pages and their e-mails (issue 30; issue 37 item 6): the form, the
 * confirmation, the owner's private page and the reminders. The field messages are the domain's
 * English (property-profile.ts, property-trust.ts), translated on Spanish pages by their text.
 */
export const PROPERTY_EN = {
  'property.form.title': 'Property profile for responders',
  'property.errorTitle': 'Error: {title}',
  'property.errorSummary': 'There is a problem',
  'property.errorPrefix': 'Error: ',
  'property.form.intro':
    'Tell our crews what they need at your gate: the code, where the key is, tanks, water, animals, and anyone inside who may need help. Every field but the address is optional. Only responders answering a call to this address can read it, one profile at a time, and you see each time they do. You can change or delete it whenever you like.',
  'property.form.send': 'Send and confirm by e-mail',
  'property.form.theProperty': 'The property',
  'property.form.townHint': 'One of: {towns}.',
  'property.form.turnIn': 'Where a crew should turn in (optional)',
  'property.form.turnInHint':
    'Responders open this spot in their phone’s map app. Copy it from a map, like 40.6431 and -111.2807.',
  'property.form.emailHint':
    'We send a link to confirm, then your private link to see, change or delete the profile.',
  'property.form.fixedEmail': 'Your e-mail address:',
  'property.section.contacts': 'Contacts',
  'property.section.access': 'Access to the property',
  'property.section.hazards': 'Hazards',
  'property.section.water': 'Water and animals',
  'property.section.people': 'People who may need help',
  'property.section.peopleIntro':
    'Only responders answering a call to this address read this. It is never on the dispatch card, and nobody can list or export it.',
  'property.section.business': 'Businesses only',
  'property.kind.home': 'A home',
  'property.kind.business': 'A business',
  'property.occupant.owner': 'Owner of the property',
  'property.occupant.tenant': 'Tenant',
  'property.field.kind': 'This property is',
  'property.field.occupant': 'You are the',
  'property.field.street': 'Street address',
  'property.field.town': 'Town',
  'property.field.latitude': 'Latitude (optional)',
  'property.field.longitude': 'Longitude (optional)',
  'property.field.email': 'Your e-mail address',
  'property.field.contactName': 'Contact name (optional)',
  'property.field.contactPhone': 'Contact phone (optional)',
  'property.field.otherContacts': 'Other contacts (optional)',
  'property.field.gateCode': 'Gate code (optional, private)',
  'property.field.keyLocation': 'Where the key or lock box is (optional, private)',
  'property.field.roadLimits': 'Road or bridge limits for a fire engine (optional)',
  'property.field.fuelTanks': 'Propane or fuel tanks: size and location (optional)',
  'property.field.solar': 'Solar panels and where they shut off (optional)',
  'property.field.chemicals': 'Chemicals stored (optional)',
  'property.field.firearms': 'Firearms or ammunition stored (optional, private)',
  'property.field.electricFence': 'Electric fences (optional)',
  'property.field.water': 'Water: pond, well, pool, distance to a hydrant (optional)',
  'property.field.animals': 'Animals and livestock (optional)',
  'property.field.peopleNeeds':
    'People who may need help: mobility, oxygen, hearing or sight (optional, private)',
  'property.field.sleepingArea': 'Where they sleep (optional, private)',
  'property.field.occupancy': 'Business: how many people are usually there (optional)',
  'property.field.hours': 'Business: opening hours (optional)',
  'property.field.keyHolders': 'Business: key holders and how to reach them (optional, private)',

  'property.checkEmail.title': 'Check your e-mail',
  'property.checkEmail.text':
    'We sent a link to {email}. Open it and press Confirm: responders see nothing until you do.',
  'property.confirm.title': 'Confirm your property profile',
  'property.confirm.text':
    'Press Confirm to let responders answering a call to this address read it.',
  'property.confirm.button': 'Confirm',
  'property.tooMany.title': 'Too many e-mails to this address today',
  'property.tooMany.text':
    'We already sent a link to this address today. Use that link, or try tomorrow. Nothing you wrote was saved.',
  'property.deleted.title': 'Your property profile is deleted',
  'property.deleted.text': 'Everything in it, and the list of who read it, is gone.',
  'property.deleted.newLink': 'Write a new profile',
  'property.invalid.title': 'Link not found',
  'property.invalid.text':
    'This link does not work: it may be mistyped, expired, or the profile may be deleted.',
  'property.invalid.formLink': 'Write a property profile',

  'property.manage.title': 'Your property profile',
  'property.manage.private':
    'This page is private: keep its link to yourself. {street}, {town}, last changed {changedAt}.',
  'property.manage.stale':
    'Responders see this profile marked out of date. Check it and press “It is still right”, or change it, to keep it.',
  'property.manage.whoRead': 'Who read your profile',
  'property.manage.nobodyRead': 'Nobody has read your profile yet.',
  'property.manage.when': 'When',
  'property.manage.who': 'Who',
  'property.manage.incident': 'Incident number',
  'property.manage.why': 'Why',
  'property.manage.viewer': '{viewer} ({channel})',
  'property.channel.responder': 'Responder',
  'property.channel.dispatch-card': 'Dispatch card',
  'property.channel.cad': 'Dispatch system',
  'property.channel.site-plan': 'Responder, site plan',
  'property.manage.stillRight': 'It is still right',
  'property.manage.save': 'Save changes',
  'property.manage.deleteTitle': 'Delete the profile',
  'property.manage.deleteText':
    'Deleting removes everything at once, including who read it. Only a note that a profile was deleted, and when, remains.',
  'property.manage.deleteButton': 'Delete my property profile',
  'property.deleteConfirm.title': 'Delete this profile?',
  'property.deleteConfirm.text':
    'Delete this profile? This cannot be undone. The profile for {street}, {town} and the list of who read it are deleted at once.',
  'property.deleteConfirm.button': 'Yes, delete this profile',
  'property.deleteConfirm.keep': 'No, keep my profile',
  'property.deleteConfirm.required':
    'Nothing is deleted yet: press “Yes, delete this profile” to delete it.',
  'property.notice.confirmed':
    'Your profile is active: responders can read it when they answer a call here.',
  'property.notice.saved': 'Your changes are saved.',
  'property.notice.current': 'Thank you: your profile is marked as checked today.',
  'property.notice.plan-added': 'The site plan is added. Responders can open it from your profile.',
  'property.notice.plan-deleted': 'The site plan is deleted.',
  'property.notice.verified':
    'Thank you: your address is verified. Responders see your profile as verified.',

  'property.plans.title': 'Site plans',
  'property.plans.none': 'No site plans yet.',
  'property.plans.entry': 'Site plan {number} (PDF, {size}, added {addedAt})',
  'property.plans.delete': 'Delete site plan {number}',
  'property.plans.label': 'Site plan (PDF, at most {size})',
  'property.plans.hint':
    'Responders open them from your profile, and you see each time they do. Up to {max} plans.',
  'property.plans.add': 'Add the site plan',
  'property.plans.full':
    'This profile holds {max} site plans, the most it can. Delete one to add another.',

  'property.verify.verifiedTitle': 'Your address is verified',
  'property.verify.letter': 'Address verified by the code on a mailed letter',
  'property.verify.phone': 'Address verified by district staff after a call',
  'property.verify.verifiedText': '{how}. Responders see your profile as verified.',
  'property.verify.title': 'Verify your address',
  'property.verify.unverified': 'Responders see this profile marked unverified',
  'property.verify.untilCode':
    'until you enter the code from the letter the district mails to {street}, {town}.',
  'property.verify.letterSent': 'The letter is on its way or has arrived.',
  'property.verify.letterNotSent':
    'The district prints and mails the letter; you can also call the office to verify.',
  'property.verify.codeLabel': 'Code from the letter',
  'property.verify.codeHint': 'Ten letters and digits, like ABCDE-FGH23.',
  'property.verify.button': 'Verify the address',

  'property.mail.confirmSubject': 'Confirm your property profile for {address}',
  'property.mail.confirmWho':
    'Someone, probably you, wrote a property profile for {address} for {districtName}’s responders.',
  'property.mail.confirmOpen':
    'Nothing is shown to responders until you confirm. Open this link within {hours} hours and press Confirm:',
  'property.mail.confirmIgnore':
    'If you did not ask for this, ignore this e-mail: the profile is deleted unconfirmed.',
  'property.mail.activeSubject': 'Your property profile for {address} is active',
  'property.mail.activeText':
    '{districtName}’s responders can now read your property profile for {address} when they answer a call there.',
  'property.mail.activeLink':
    'See, change or delete it, and see who read it and why, with your private link (keep it to yourself):',
  'property.mail.reminderSubject': 'Is your property profile for {address} still right?',
  'property.mail.reminderText':
    '{districtName}’s responders rely on your property profile for {address}. Please check that the gate code, hazards and people notes are still right.',
  'property.mail.lastSubject': 'Your property profile for {address} will be deleted',
  'property.mail.lastText':
    'You did not answer our reminders, so responders now see your property profile for {address} marked out of date. It will be deleted in {days} days.',
  'property.mail.reminderLink':
    'Open your private page, then change what is wrong, press “It is still right”, or delete the profile:',

  'property.domain.plainText': 'Remove the angle brackets: write plain text only.',
  'property.domain.keepUnder': 'Keep this under {max} characters.',
  'property.domain.latitudeLike': 'Enter the latitude as a number, like 40.6431.',
  'property.domain.longitudeLike': 'Enter the longitude as a number, like -111.2807.',
  'property.domain.latitudeBetween':
    'Enter the latitude as a number between -90 and 90, like 40.6431.',
  'property.domain.longitudeBetween':
    'Enter the longitude as a number between -180 and 180, like -111.2807.',
  'property.domain.bothOrNeither': 'Enter both the latitude and the longitude, or neither.',
  'property.domain.chooseKind': 'Choose a home or a business.',
  'property.domain.chooseOccupant': 'Choose owner or tenant.',
  'property.domain.enterStreet': 'Enter the street address.',
  'property.domain.streetLike': 'Enter the street address, like 123 Main Street.',
  'property.domain.streetUnder': 'Keep the street address under 150 characters.',
  'property.domain.enterTown': 'Enter the town.',
  'property.domain.townOfDistrict': 'Enter a town of the district: {towns}.',
  'property.domain.enterEmail': 'Enter your e-mail address.',
  'property.domain.emailUnder': 'Enter an e-mail address under 254 characters.',
  'property.domain.emailLike': 'Enter an e-mail address like name@example.com.',
  'property.domain.codeMissing': 'Enter the code from the letter we mailed to this address.',
  'property.domain.codeWrong':
    'That code is not the one on the letter. Check it and enter it again.',
  'property.domain.noLetter':
    'No letter has been printed for this address yet. The district mails one; you can also call the office.',
  'property.domain.tooManyTries':
    'The code was entered wrongly too many times. Call the district office for a new letter.',
  'property.domain.planNotPdf': 'Choose a PDF file of at most {size}: site plans are PDFs only.',
  'property.domain.planTooLarge': 'The file is larger than {size}.',
  'property.domain.planMissing': 'Choose a PDF file to upload.',
  'property.domain.planTooMany':
    'A profile holds at most {max} site plans. Delete one to add another.',
  'property.domain.planNotBusiness':
    'Site plans are for businesses: choose “A business” above and save first.',
  'property.domain.planUnreadable': 'The form could not be read. Please send it again.',
  'property.domain.planProfileFull':
    'Your site plans take all the room a profile has. Delete one, or upload a smaller file.',
  'property.domain.planStorageFull':
    'We cannot take more site plans right now. Please try again tomorrow, or call the district office.',
} as const satisfies Record<string, string>;
