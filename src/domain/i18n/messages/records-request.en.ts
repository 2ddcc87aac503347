/**
 * The records request pages and the requester's e-mails (issue 29, decision 326). The English is
 * the specification's and the pages' words character for character; the domain's validation
 * messages are here verbatim so a Spanish page shows their translation (`translateEnglish`).
 */
export const RECORDS_REQUEST_EN = {
  'recordsRequest.formTitle': 'Request public records online',
  'recordsRequest.errorTitle': 'Error: {title}',
  'recordsRequest.intro':
    'The district responds within 10 business days after it receives your request (5 business days when it grants an expedited response). A request received after 5 PM or on a weekend or holiday counts from the next business day. You can also use the <link>printable request form</link>.',
  'recordsRequest.aboutYou': 'About you',
  'recordsRequest.emailHint': 'We send your request number and private status link here.',
  'recordsRequest.theRecords': 'The records',
  'recordsRequest.descriptionHint':
    'Describe the records as exactly as you can: subject, people, places, kinds of document.',
  'recordsRequest.dateRange': 'Date range of the records (optional)',
  'recordsRequest.dayHint': 'Format YYYY-MM-DD.',
  'recordsRequest.fees': 'Fees',
  'recordsRequest.feesText':
    'Fees cover only the actual cost of providing the records. You get an estimate before any work that costs money.',
  'recordsRequest.feeWaiverHint': 'Only if you ask for a waiver.',
  'recordsRequest.expeditedHeading': 'Expedited response',
  'recordsRequest.expeditedHint': 'Only if you ask for an expedited response.',
  'recordsRequest.send': 'Send the request',
  'recordsRequest.errorSummary': 'There is a problem',

  'recordsRequest.field.requesterName': 'Your name',
  'recordsRequest.field.email': 'E-mail address',
  'recordsRequest.field.phone': 'Phone number (optional)',
  'recordsRequest.field.mailingAddress': 'Mailing address',
  'recordsRequest.field.description': 'Records you want',
  'recordsRequest.field.fromDay': 'From (optional)',
  'recordsRequest.field.toDay': 'To (optional)',
  'recordsRequest.field.format': 'Preferred format',
  'recordsRequest.field.feeWaiver': 'I ask for a fee waiver',
  'recordsRequest.field.feeWaiverReason': 'Why the fees should be waived',
  'recordsRequest.field.expedited': 'I ask for an expedited response',
  'recordsRequest.field.expediteGround': 'Why the response should be expedited',
  'recordsRequest.field.expediteReason': 'Explain how the release benefits the public',
  'recordsRequest.format.electronic': 'Electronic copy',
  'recordsRequest.format.inspection': 'Inspection in person',
  'recordsRequest.ground.news-media': 'I am a member of the news media',
  'recordsRequest.ground.public-benefit': 'Releasing the records benefits the public',

  'recordsRequest.error.name': 'Enter your name.',
  'recordsRequest.error.emailMissing': 'Enter an e-mail address.',
  'recordsRequest.error.email': 'Enter an e-mail address, like name@example.com.',
  'recordsRequest.error.phone': 'Enter a phone number, like 435-555-0100, or leave it empty.',
  'recordsRequest.error.mailingAddress': 'Enter your mailing address.',
  'recordsRequest.error.description': 'Describe the records you want.',
  'recordsRequest.error.fromDay': 'Enter the first date as YYYY-MM-DD, or leave it empty.',
  'recordsRequest.error.toDay': 'Enter the last date as YYYY-MM-DD, or leave it empty.',
  'recordsRequest.error.dayOrder': 'Enter a last date on or after the first date.',
  'recordsRequest.error.format': 'Choose electronic copy or inspection in person.',
  'recordsRequest.error.feeWaiverReason': 'Say why the fees should be waived.',
  'recordsRequest.error.expediteGround': 'Choose why the response should be expedited.',
  'recordsRequest.error.expediteReason': 'Explain how releasing the records benefits the public.',
  'recordsRequest.error.max200': 'Use at most 200 characters.',
  'recordsRequest.error.max500': 'Use at most 500 characters.',
  'recordsRequest.error.max2000': 'Use at most 2000 characters.',
  'recordsRequest.error.max4000': 'Use at most 4000 characters.',
  'recordsRequest.error.appealReason': 'Say why you appeal.',
  'recordsRequest.error.clarification': 'Write your answer.',
  'recordsRequest.error.withdraw': 'Tick the box to confirm that you withdraw this request.',

  'recordsRequest.status.new': 'New',
  'recordsRequest.status.in_progress': 'In progress',
  'recordsRequest.status.awaiting_payment': 'Awaiting payment',
  'recordsRequest.status.awaiting_clarification': 'Awaiting clarification',
  'recordsRequest.status.extended': 'Extended',
  'recordsRequest.status.fulfilled': 'Fulfilled',
  'recordsRequest.status.partially_fulfilled': 'Partially fulfilled',
  'recordsRequest.status.denied': 'Denied',
  'recordsRequest.status.withdrawn': 'Withdrawn',
  'recordsRequest.status.appealed': 'Appealed',

  'recordsRequest.deadline': 'The response is due in {days} business days, by {dueDay}.',
  'recordsRequest.statusTitle': 'Records request {requestNumber}',
  'recordsRequest.justFiled':
    "We received your request. We have e-mailed {email} the request number and this page's link: keep it to follow your request.",
  'recordsRequest.justFiledUnmailed':
    "We received your request {requestNumber}. We have not e-mailed {email} this time: the district sends an unconfirmed address at most one e-mail a day from this form. Bookmark this page's link to follow your request.",
  'recordsRequest.statusLabel': 'Status',
  'recordsRequest.received': 'Received',
  'recordsRequest.countsFrom': 'Counts from {day}',
  'recordsRequest.responseDue': 'Response due',
  'recordsRequest.appealDue': 'Appeal decision due',
  'recordsRequest.daysLeftLabel': 'Days left',
  'recordsRequest.daysLeft':
    '{days, plural, one {# business day left} other {# business days left}}',
  'recordsRequest.dueToday': 'Due today',
  'recordsRequest.overdue':
    '{days, plural, one {Overdue by # business day} other {Overdue by # business days}}',
  'recordsRequest.recordsAskedFor': 'Records asked for',
  'recordsRequest.withheld': 'Withheld',
  'recordsRequest.yourRecords': 'Your records',
  'recordsRequest.fileAvailable': ' ({size}), available until {day}',
  'recordsRequest.fileGone': '{fileName}: This file is no longer available.',
  'recordsRequest.feeEstimate':
    'The fee for your request is estimated at {amount}, the actual cost:',
  'recordsRequest.payByCard': 'Pay {amount} by card',
  'recordsRequest.afterPay': '. The work goes on once it is paid.',
  'recordsRequest.payLater':
    'The records officer will tell you how to pay. The work goes on once it is paid.',
  'recordsRequest.clarifyHeading': 'Clarify your request',
  'recordsRequest.officerAsks': 'The records officer asks:',
  'recordsRequest.yourAnswer': 'Your answer',
  'recordsRequest.sendAnswer': 'Send your answer',
  'recordsRequest.whatHappened': 'What happened',
  'recordsRequest.appealHeading': 'Appeal',
  'recordsRequest.appealText':
    "You may appeal to {officer}, the district's chief administrative officer (Utah Code 63G-2-401): within 30 days of a denial, or now because the deadline has passed without a response.",
  'recordsRequest.whyAppeal': 'Why you appeal',
  'recordsRequest.sendAppeal': 'Send the appeal',
  'recordsRequest.withdrawHeading': 'Withdraw this request',
  'recordsRequest.withdrawText':
    'If you no longer need these records, withdraw the request: the district stops work on it and you cannot reopen it. Fees already paid are not refunded by this form; contact the records officer',
  'recordsRequest.withdrawAt': ' at ',
  'recordsRequest.withdrawAbout': ' about them.',
  'recordsRequest.withdrawConfirm': 'I want to withdraw this request',
  'recordsRequest.withdrawButton': 'Withdraw this request',
  'recordsRequest.appealDone':
    'Your appeal is sent to {officer}. You will get the decision by e-mail.',
  'recordsRequest.appealRefused': 'This request cannot be appealed now.',
  'recordsRequest.clarifyDone':
    'Thank you. The records officer has your answer and goes on with your request.',
  'recordsRequest.clarifyRefused': 'This request does not wait for a clarification now.',
  'recordsRequest.withdrawDone': 'Your request is withdrawn. We have e-mailed you a confirmation.',
  'recordsRequest.withdrawRefused': 'This request can no longer be withdrawn.',
  'recordsRequest.notFoundTitle': 'Request not found',
  'recordsRequest.notFoundText':
    'This link does not match a records request. Check the link in the e-mail we sent you, or <link>file a new request</link>.',
  'recordsRequest.fileGoneTitle': 'File no longer available',
  'recordsRequest.fileGoneHeading': 'This file is no longer available',
  'recordsRequest.fileGoneText':
    "Responsive records stay on your request's page for a set time, and this one has expired. <link>Back to your request</link>; ask the records officer if you need it again.",

  'recordsRequest.extension.record-in-use': 'Another governmental entity is using the record.',
  'recordsRequest.extension.record-in-audit':
    'Another governmental entity is using the record in an audit, and returning it earlier would impair the audit.',
  'recordsRequest.extension.voluminous-request':
    'The request is for a voluminous quantity of records, or many requests came from the requester within five working days.',
  'recordsRequest.extension.many-requests':
    'The district is processing a large number of records requests.',
  'recordsRequest.extension.large-review':
    'The district must review a large number of records to find those requested.',
  'recordsRequest.extension.legal-review':
    'Deciding whether to release the record requires legal counsel to analyse statutes, rules, ordinances, regulations or case law.',
  'recordsRequest.extension.extensive-editing':
    'Separating what the requester may inspect from what they may not requires extensive editing.',
  'recordsRequest.extension.computer-programming':
    'Separating what the requester may inspect from what they may not requires computer programming.',

  'recordsRequest.mail.subject': 'Records request {requestNumber}{subjectEnd}',
  'recordsRequest.mail.hello': 'Hello {name},',
  'recordsRequest.mail.receivedSubject': ' received',
  'recordsRequest.mail.received':
    "We received your public records request {requestNumber} under Utah's Government Records Access and Management Act (GRAMA).",
  'recordsRequest.mail.format': 'Preferred format: {format}.',
  'recordsRequest.mail.followLink':
    'Follow your request, download records and appeal with your private link (keep it to yourself):',
  'recordsRequest.mail.clarifySubject': ': please clarify',
  'recordsRequest.mail.clarify':
    'To answer your records request {requestNumber}, the records officer asks:',
  'recordsRequest.mail.answerOnPage': 'Answer on your request’s page:',
  'recordsRequest.mail.extendedSubject': ': new response date',
  'recordsRequest.mail.extended':
    'The district needs more time to answer your records request {requestNumber}, as Utah Code 63G-2-204 allows in extraordinary circumstances.',
  'recordsRequest.mail.reason': 'Reason: {reason}',
  'recordsRequest.mail.newDueDay': 'New response date: {day}.',
  'recordsRequest.mail.withdrawnSubject': ' withdrawn',
  'recordsRequest.mail.withdrawn':
    'You withdrew your records request {requestNumber}. The district stops work on it.',
  'recordsRequest.mail.withdrawnFees':
    'A payment on the fee link that the work had not yet started on is refunded in full, with its own e-mail. Fees for work already done are not refunded automatically: write to the records officer at {email} about them.',
  'recordsRequest.classification.private': 'Private record (Utah Code 63G-2-302)',
  'recordsRequest.classification.controlled': 'Controlled record (Utah Code 63G-2-304)',
  'recordsRequest.classification.protected': 'Protected record (Utah Code 63G-2-305)',
  'recordsRequest.classification.other-statute':
    'Access restricted by another statute (Utah Code 63G-2-201(3)(b))',
  'recordsRequest.outcome.granted': 'The appeal is granted: the records will be released.',
  'recordsRequest.outcome.partially-granted': 'The appeal is granted in part.',
  'recordsRequest.outcome.denied': 'The appeal is denied.',
  'recordsRequest.mail.deniedSubject': ': notice of denial',
  'recordsRequest.mail.partialDeniedSubject': ': notice of partial denial',
  'recordsRequest.mail.denied': 'The district denies your records request {requestNumber}.',
  'recordsRequest.mail.partialDenied':
    'The district grants your records request {requestNumber} in part and denies the rest.',
  'recordsRequest.mail.withheldLine': 'Withheld: {withheld}',
  'recordsRequest.mail.classification': 'Classification: {classification}.',
  'recordsRequest.mail.grounds': 'Grounds: {grounds}',
  'recordsRequest.mail.rightToAppeal':
    'Your right to appeal (Utah Code 63G-2-401): you may appeal this decision to the chief administrative officer within 30 days of this notice,',
  'recordsRequest.mail.appealBy': "that is by {day}, from your request's page or in writing to:",
  'recordsRequest.mail.nextSteps':
    'Next step: if you disagree, you may appeal to the {body} ({source}) or petition for judicial review in district court ({court}) within {days} days, that is by {day}.',
  'recordsRequest.mail.appealDecidedSubject': ': decision on your appeal',
  'recordsRequest.mail.appealDecided':
    '{officer} has decided your appeal of records request {requestNumber}.',
  'recordsRequest.mail.reasons': 'Reasons: {reasons}',
  'recordsRequest.mail.appealDeemedSubject': ': your appeal counts as denied',
  'recordsRequest.mail.appealDeemed':
    '{officer} did not decide your appeal of records request {requestNumber} by {day}.',
  'recordsRequest.mail.appealDeemedAccess':
    'Under Utah Code 63G-2-401(5)(b) the appeal now counts as denied, and the denial stands.',
  'recordsRequest.mail.appealDeemedWaiver':
    'Under Utah Code 63G-2-401(5)(b) the appeal now counts as denied, and the denial of your fee waiver stands.',
  'recordsRequest.mail.fulfilledSubject': ': your records are ready',
  'recordsRequest.mail.fulfilled': 'The district fulfils your records request {requestNumber}.',
  'recordsRequest.mail.partiallyFulfilled':
    'The district fulfils your records request {requestNumber} in part.',
  'recordsRequest.mail.withheldWhy': 'Withheld, and why: {withheld}',
  'recordsRequest.mail.download':
    "Download the records from your request's page within {days} days; after that the files are no longer available there:",
  'recordsRequest.mail.feeEstimateSubject': ': fee estimate {amount}',
  'recordsRequest.mail.feeEstimate':
    'The fee for your records request {requestNumber} is estimated at {amount}, the actual cost (Utah Code 63G-2-203):',
  'recordsRequest.mail.payHere': 'Pay by card here; the work goes on once it is paid:',
  'recordsRequest.mail.payLater':
    'The records officer will tell you how to pay; the work goes on once it is paid.',
  'recordsRequest.mail.yourPage': 'Your request’s page:',
  'recordsRequest.mail.waiverGrantedSubject': ': fee waiver granted',
  'recordsRequest.mail.waiverDeniedSubject': ': fee waiver denied',
  'recordsRequest.mail.waiverGranted':
    'The district waives the fees for your records request {requestNumber}: you pay nothing.',
  'recordsRequest.mail.waiverDenied':
    'The district does not waive the fees for your records request {requestNumber}.',
} as const satisfies Record<string, string>;
