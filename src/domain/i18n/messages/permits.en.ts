/**
 * The permit forms' words (issue 29): the Permit Forms page, its four forms, the card fields and
 * the payment's outcome. English word for word as the specification and the forms have it; the
 * browser looks each English text up in the page's data (decision 316), so a key's English must
 * stay exactly what the component writes.
 */
export const PERMITS_EN = {
  'permits.page.printableForms': 'Printable forms',
  'permits.page.openBurnPermit': 'Open burn permit',
  'permits.page.burnNeedsPermit':
    'Burning yard waste, a ditch bank or agricultural material needs a permit for each burn.',
  'permits.page.burnNeedsPermitNoFee':
    'Burning yard waste, a ditch bank or agricultural material needs a permit for each burn (no fee).',
  'permits.page.burnNeedsPermitFee':
    'Burning yard waste, a ditch bank or agricultural material needs a permit for each burn (fee {fee}, paid by card when you apply).',
  'permits.page.applyBurnOnline': 'Apply for an open burn permit online',
  'permits.page.orSee': ', or see',
  'permits.page.burnStatusLink': 'today’s burn day status and how to check in',
  'permits.page.applyAndPay': 'Apply and pay online',
  'permits.page.feeNote': 'A {feePercent}% processing fee is added to each payment.',
  'permits.page.configError':
    'We could not load the payment settings. Check your connection and try again.',
  'permits.page.tryAgain': 'Try again',
  'permits.toggle.label': 'Choose a form',
  'permits.toggle.residential': 'Residential',
  'permits.toggle.commercial': 'Commercial',
  'permits.toggle.propane': 'Propane',
  'permits.toggle.sprinkler': 'Sprinkler',
  'permits.title.residential': 'Residential Clearance',
  'permits.title.commercial': 'Commercial Clearance',
  'permits.title.propane': 'Propane Tank Permit',
  'permits.title.sprinkler': 'Sprinkler Permit',

  'permits.form.allRequired': 'All fields are required unless marked optional.',
  'permits.form.costPending':
    'Enter the area covered to see the cost, the processing fee and the total.',
  'permits.form.loadingPayment': 'Loading the payment form…',
  'permits.form.loadingSecureCard': 'Loading the secure card form…',
  'permits.form.paymentUnavailable':
    'Online payment for this form is not available right now. Please call {phone}.',
  'permits.form.paid': 'Paid',
  'permits.form.payAmount': 'Pay {amount}',
  'permits.form.payNow': 'Pay now',
  'permits.form.optional': '{label} (optional)',
  'permits.form.errorPrefix': 'Error:',
  'permits.form.dateHint': 'Type or pick a date, as {format}',
  'permits.form.timeHint': 'Type or pick a time in 15-minute steps, like 9:15 AM',
  'permits.form.setByDistrict': 'Set by the district',
  'permits.form.errorSummary': 'There is a problem',
  'permits.cost.label': 'Cost',
  'permits.cost.fee': 'Processing fee ({feePercent}%)',
  'permits.cost.total': 'Total',

  'permits.group.aboutYou': 'About you',
  'permits.group.aboutYouHelp':
    'Who is asking for the inspection, and where we send the receipt and the permit.',
  'permits.group.aboutProperty': 'About the property',
  'permits.group.aboutPropertyHelp':
    'The home to inspect, as on your county building permit. The area covered sets the fee.',
  'permits.group.aboutInspection': 'About the inspection',
  'permits.group.aboutInspectionHelp':
    'When you would like the inspection, and why. The inspector records the outcome; until then, enter what the help under each field says.',

  'permits.hint.fullName': 'The person applying for the clearance.',
  'permits.hint.email': 'We send the receipt and the permit here.',
  'permits.hint.lotNumber': 'As on the plat or your county building permit.',
  'permits.hint.permitNumber': 'Your county building permit number.',
  'permits.hint.generalContractor': 'Building it yourself? Enter Owner.',
  'permits.hint.areaCovered': 'The floor area in square feet, a number like 2400. It sets the fee.',
  'permits.hint.stage': 'Where construction is now, like Foundation, Framing or Final.',
  'permits.hint.reasonForInspection': 'Like New home, Addition or Wildland defensible space.',
  'permits.hint.inspectionType': 'Like Defensible space or Final. Not sure? Enter Not sure.',
  'permits.hint.resultOfInspection':
    'Not inspected yet? Enter Pending. The inspector records the result.',
  'permits.hint.inspector': 'No inspector assigned yet? Enter To be assigned.',
  'permits.hint.typeOfClearance': 'Not known yet? Enter To be decided. The inspector sets it.',
  'permits.hint.workMustBeCompletedIn':
    'No deadline set yet? Enter Not set yet. The inspector sets it.',
  'permits.hint.temporaryClearance':
    'The days of temporary clearance you ask for, a number like 30.',
  'permits.hint.comments':
    'Gate codes, access, anything the inspector should know. Nothing to add? Enter None.',

  'permits.field.date': 'Date',
  'permits.field.time': 'Time',
  'permits.field.lotNumber': 'Lot Number',
  'permits.field.permitNumber': 'Permit Number',
  'permits.field.fullName': 'Full Name',
  'permits.field.address': 'Address',
  'permits.field.generalContractor': 'General Contractor',
  'permits.field.fireProtectionOfficer': 'Fire Protection Officer',
  'permits.field.reasonForInspection': 'Reason for Inspection',
  'permits.field.stage': 'Stage',
  'permits.field.areaCovered': 'Area Covered (sq ft)',
  'permits.field.inspectionType': 'Inspection Type',
  'permits.field.resultOfInspection': 'Result of Inspection',
  'permits.field.workMustBeCompletedIn': 'Work Must Be Completed In',
  'permits.field.typeOfClearance': 'Type of Clearance',
  'permits.field.temporaryClearance': 'Temporary Clearance (days)',
  'permits.field.comments': 'Comments',
  'permits.field.inspector': 'Inspector',
  'permits.field.email': 'Email',
  'permits.field.buildingType': 'Building Type',
  'permits.field.applicantName': 'Applicant Name',
  'permits.field.applicantEmail': 'Applicant Email',
  'permits.field.applicationDate': 'Application Date',
  'permits.field.serviceAddress': 'Service Address',
  'permits.field.phoneNumber': 'Phone Number',
  'permits.field.postalCode': 'Postal Code',
  'permits.field.isMailingSame': 'Mailing address is the same as the service address',
  'permits.field.mailingAddress': 'Mailing Address',
  'permits.field.telephoneNumber': 'Telephone Number',
  'permits.field.faxNumber': 'Fax Number',
  'permits.field.propaneSupplier': 'Propane Supplier',
  'permits.field.propaneSupplierPhoneNumber': 'Propane Supplier Phone Number',
  'permits.field.tankSize': 'Tank Size',
  'permits.field.tankLocation': 'Tank Location',
  'permits.field.plotPlan': 'Plot Plan (PDF, PNG or JPEG, up to 10 MB)',

  'permits.error.plotPlanRequired': 'Choose a plot plan: a PDF, PNG or JPEG file of at most 10 MB',
  'permits.error.cardNumberInForm':
    'Remove the card number. Never type card details into this form',
  'permits.error.emailTooLong': 'Keep the e-mail address to 254 characters or fewer',
  'permits.error.emailFormat':
    'Enter an e-mail address in the correct format, like name@example.org',
  'permits.error.realDate': 'Enter a real date as YYYY-MM-DD',
  'permits.error.enterTime': 'Enter a time',
  'permits.error.quarterHour': 'Enter a time as HH:mm in 15-minute steps, like 09:15',
  'permits.error.phoneFormat': 'Enter a phone number like 435-555-0100',
  'permits.error.inspectionDate': 'Enter the inspection date',
  'permits.error.lotNumber': 'Enter the lot number',
  'permits.error.permitNumber': 'Enter the building permit number',
  'permits.error.fullName': 'Enter your full name',
  'permits.error.address': 'Enter the address of the property',
  'permits.error.generalContractor': 'Enter the general contractor',
  'permits.error.reasonForInspection': 'Enter the reason for the inspection',
  'permits.error.stage': 'Enter the stage of construction',
  'permits.error.areaCovered': 'Enter the area covered in square feet, a number above 0',
  'permits.error.inspectionType': 'Enter the inspection type',
  'permits.error.resultOfInspection': 'Enter the result of the inspection',
  'permits.error.workMustBeCompletedIn': 'Enter when the work must be completed',
  'permits.error.typeOfClearance': 'Enter the type of clearance',
  'permits.error.temporaryClearance': 'Enter the temporary clearance in days, a number above 0',
  'permits.error.comments': 'Enter comments',
  'permits.error.inspector': 'Enter the inspector',
  'permits.error.email': 'Enter your e-mail address',
  'permits.error.residentialBuilding': 'Choose Residential as the building type',
  'permits.error.commercialBuilding': 'Choose Commercial as the building type',
  'permits.error.name': 'Enter your name',
  'permits.error.applicationDate': 'Enter the application date',
  'permits.error.serviceAddress': 'Enter the service address',
  'permits.error.zipCode': 'Enter a ZIP code like 84036 or 84036-1234',
  'permits.error.isMailingSame':
    'Say whether the mailing address is the same as the service address',
  'permits.error.mailingAddress': 'Enter the mailing address',

  'permits.payment.noClientSecretReceived': 'No client secret received from server',
  'permits.payment.noClientSecretReturned': 'No client secret returned from the server',
  'permits.error.telephoneNumber': 'Enter your telephone number',
  'permits.error.faxFormat': 'Enter a fax number like 435-555-0100',
  'permits.error.propaneSupplier': 'Enter the propane supplier',
  'permits.error.propaneSupplierPhone': "Enter the propane supplier's phone number",
  'permits.error.tankSize': 'Enter the tank size, like 500 gallons',
  'permits.error.tankLocation': 'Enter where the tank is',
  'permits.error.mailingOrSame':
    'Enter the mailing address, or tick that it is the same as the service address',

  'permits.card.details': 'Card details',
  'permits.card.testMode': 'Test mode — no real charges',
  'permits.card.number': 'Card number',
  'permits.card.expiration': 'Expiration',
  'permits.card.expirationPlaceholder': 'MM / YY',
  'permits.card.cvc': 'CVC',
  'permits.card.zip': 'ZIP',
  'permits.card.testCards': 'Test cards',
  'permits.card.testCardsHelp': 'Use any future expiration date, any CVC and any ZIP.',
  'permits.card.succeeds': 'Succeeds',
  'permits.card.asks3ds': 'Asks for 3-D Secure authentication',
  'permits.card.declined': 'Declined',
  'permits.card.insufficientFunds': '(insufficient funds)',
  'permits.card.enterNumber': 'Enter the card number',
  'permits.card.enterExpiry': 'Enter the expiration date as MM / YY',
  'permits.card.enterCvc': 'Enter the 3 or 4 digit CVC',
  'permits.card.enterZip': 'Enter the 5 digit ZIP code',
  'permits.card.enterDetails': 'Enter your card details',
  'permits.card.stripeFailed':
    'The secure card form could not load. Check your connection or turn off any content blocker for this page, then try again. You can also pay by phone: call {phone}.',
  'permits.card.retry': 'Retry',
  'permits.card.challengeTitle': '3-D Secure authentication',
  'permits.card.challengeText':
    'Your card issuer asks you to confirm this payment. This is the test sandbox: choose how the check ends.',
  'permits.card.completeAuthentication': 'Complete authentication',
  'permits.card.failAuthentication': 'Fail authentication',
  'permits.card.declinedMessage': 'Your card was declined.',
  'permits.card.insufficientFundsMessage': 'Your card has insufficient funds.',
  'permits.card.notAuthenticated': 'We could not authenticate your card. No money has been taken.',

  'permits.payment.processingButton': 'Processing...',
  'permits.payment.processingTitle': 'Processing Payment',
  'permits.payment.processingBody': 'Please wait...',
  'permits.payment.configurationIssue':
    "There's a configuration issue with our payment system. Please contact support.",
  'permits.payment.failedTitle': 'Payment failed',
  'permits.payment.authenticationFailedTitle': 'Authentication failed',
  'permits.payment.completionFailed': 'An error occurred while generating PDF and sending email.',
  'permits.payment.paidDespiteFailure':
    'Your payment went through: do not pay again. We will issue your permit and e-mail it to you, and our team will contact you if anything more is needed.',
  'permits.payment.partialSuccessTitle': 'Payment Succeeded, But...',
  'permits.payment.failedFallback': 'Payment failed. Please try again.',
  'permits.payment.processingErrorFallback': 'An error occurred during payment processing.',
  'permits.payment.notReadySandbox':
    'Payment processing is initializing. Please try again in a moment.',
  'permits.payment.notReadyStripe': 'Stripe not loaded yet...',
  'permits.payment.cardElementMissing':
    'Card element not found. Please refresh the page and try again.',
  'permits.payment.canceled':
    'This payment was canceled. No money has been taken. Start the application again.',
  'permits.payment.cannotAuthenticate':
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',

  'permits.result.successTitle': 'Payment successful',
  'permits.result.permitNumberIs':
    'Your permit number is {permitNumber}. We have e-mailed your permit to you; keep the number for your records.',
  'permits.result.partialNoMail':
    'Your payment went through and your permit number is {permitNumber}, but we could not e-mail your permit. Our team will contact you to make sure you receive it.',
  'permits.result.partialNoPdf':
    'Your payment went through, but we could not create your permit PDF. Do not pay again: our team will contact you to make sure you receive your permit.',
  'permits.result.downloadYourPermit': 'Download your permit (PDF)',
  'permits.result.statusPage': 'See your application’s status page',
  'permits.result.applyAgain': 'Apply for another permit',
  'permits.result.amountPaid': 'Amount paid',
  'permits.result.paidOn': 'Paid on',
  'permits.result.sentTo': 'Permit sent to',
  'permits.result.whatNext': 'What happens next',
  'permits.result.marshalWillContact':
    'The Fire Marshal will contact you to schedule the inspection.',
  'permits.result.propaneKeep': 'Keep the permit with your propane supplier’s paperwork.',
  'permits.result.sprinklerKeep': 'Keep the permit for your records.',
  'permits.result.bookStep':
    'This permit needs an inspection by the Fire Marshal: choose a time that suits you online.',
  'permits.result.pdfByMail': 'The permit PDF comes by e-mail.',
  'permits.result.bookInspection': 'Book your inspection',
  'permits.result.downloadPermit': 'Download permit',

  'permits.picker.calendar': 'calendar',
  'permits.picker.timeList': 'time list',
  'permits.picker.close': 'Close the {noun}',
  'permits.picker.choose': 'Choose {label}',
  'permits.picker.panel': '{label}: {noun}',
  'permits.picker.loading': 'Loading the {noun}…',

  // Without JavaScript (the card fields are drawn by script): the answer to the form's post.
  'permits.noScript.heading': 'Paying by card needs JavaScript',
  'permits.noScript.message':
    'Your application was not sent and nothing was paid. Turn on JavaScript in your browser and fill in the form again, or call {phone} to apply by phone.',
} as const satisfies Record<string, string>;
