/**
 * The inspection result's e-mails and the clearance certificate (issue 29, decision 332): English
 * word for word as the code wrote it; the booking's language picks the catalogue.
 */
export const CLEARANCE_EN = {
  'clearance.title': 'Fire Clearance Certificate',
  'clearance.titleTemporary': 'Temporary Fire Clearance Certificate',
  'clearance.outcome.passed': 'Passed',
  'clearance.outcome.passedWithConditions': 'Passed with conditions',
  'clearance.outcome.correctionsRequired': 'Corrections required',
  'clearance.outcome.failed': 'Failed',
  'clearance.outcome.noAccess': 'No access',
  'clearance.mail.hello': 'Hello {name},',
  'clearance.mail.issuedSubject': 'Your {title} for permit {permitNumber}',
  'clearance.mail.issued':
    'The Fire Marshal inspected the property for permit {permitNumber}. Your {title} is attached.',
  'clearance.mail.temporary': 'This clearance is temporary: it is valid through {day}.',
  'clearance.mail.anyoneCanCheck': 'Anyone can check it at {url}',
  'clearance.mail.correctionsSubject': 'Corrections required: permit {permitNumber}',
  'clearance.mail.result':
    'The Fire Marshal inspected the property for permit {permitNumber} on {day}. The result: {result}.',
  'clearance.mail.correctionsToMake': 'Corrections to make:',
  'clearance.mail.completeBy': 'Complete the work by {day}.',
  'clearance.mail.payFee': 'Pay the re-inspection fee: {url}',
  'clearance.mail.bookReinspection': 'Book your re-inspection: {url}',
  'clearance.mail.comments': 'Inspector’s comments: {comments}',
  'clearance.mail.expiringSubject': 'Your temporary fire clearance ends on {day}',
  'clearance.mail.expiring':
    'The temporary fire clearance for permit {permitNumber} is valid through {day}.',
  'clearance.mail.bookBefore': 'Book your inspection before then: {url}',
  'clearance.pdf.subject': '{title} for permit {permitNumber}, issued by {district}',
  'clearance.pdf.statementTemporary':
    'The Fire Marshal inspected this property and grants a temporary fire clearance through {day}.',
  'clearance.pdf.statement':
    'The Fire Marshal inspected this property and grants its fire clearance.',
  'clearance.pdf.permitNumber': 'Permit number',
  'clearance.pdf.permit': 'Permit',
  'clearance.pdf.property': 'Property',
  'clearance.pdf.result': 'Inspection result',
  'clearance.pdf.dateOfInspection': 'Date of inspection',
  'clearance.pdf.validThrough': 'Valid through',
  'clearance.pdf.noEndDate': 'No end date',
  'clearance.pdf.inspector': 'Inspector',
  'clearance.pdf.corrections': 'Corrections to complete',
  'clearance.pdf.conditions': 'Conditions',
  'clearance.pdf.comments': 'Inspector’s comments',
  'clearance.pdf.verify': 'Verify this clearance',
  'clearance.pdf.verifyNote':
    'Scan the code or open this address to check with the district that this clearance is genuine, and whether it is valid, temporary, expired or revoked.',
  'clearance.pdf.footer': '{label} · Page {page} of {count}',
} as const satisfies Record<string, string>;
