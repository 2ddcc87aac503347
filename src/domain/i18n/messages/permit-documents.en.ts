/**
 * The issued permit's PDF and e-mails (issue 29): English word for word as the code writes it
 * (the documents look their English up here, decision 316); kept apart from `permits.` so the
 * permit forms' page data does not carry them.
 */
export const PERMIT_DOCUMENTS_EN = {
  'permitDocs.plotPlan': 'Plot Plan',
  'permitDocs.attached': 'Attached to the application',
  'permitDocs.sameAddress': 'Same as the service address',
  'permitDocs.yes': 'Yes',
  'permitDocs.no': 'No',
  'permitDocs.countyPermit': 'Building permit no. (county)',
  'permitDocs.property': 'Property',
  'permitDocs.serviceAddress': 'Service address',
  'permitDocs.testNotice': 'TEST — NOT A VALID PERMIT',
  'permitDocs.testPaid': '{notice}: paid in the offline sandbox with a test card.',
  'permitDocs.issuedOn': 'Issued to {name} on {date} at {time} by the {district}.',
  'permitDocs.issued': 'Issued to {name} by the {district}.',
  'permitDocs.permitNumber': 'Permit number',
  'permitDocs.dateOfIssue': 'Date of issue',
  'permitDocs.validThrough': 'Valid through',
  'permitDocs.validDays': '{date} ({days} days from issue)',
  'permitDocs.issuedTo': 'Issued to',
  'permitDocs.permitCost': 'Permit cost',
  'permitDocs.processingFee': 'Processing fee',
  'permitDocs.feeAmount': '{amount} ({percent}% processing fee)',
  'permitDocs.totalPaid': 'Total paid',
  'permitDocs.paymentReference': 'Payment reference',
  'permitDocs.titleResidential': 'Residential Clearance Inspection — Paid',
  'permitDocs.titleCommercial': 'Commercial Clearance Inspection — Paid',
  'permitDocs.allowsResidential':
    'The fee for a fire clearance inspection of the residential property below is paid. The district’s fire protection officer inspects the property and, if it meets the adopted fire code, gives the clearance the county building department asks for.',
  'permitDocs.allowsCommercial':
    'The fee for a fire clearance inspection of the commercial building below is paid. The district’s fire protection officer inspects the building and, if it meets the adopted fire code, gives the clearance the county building department asks for.',
  'permitDocs.allowsPropane':
    'The holder may install the propane tank described below at the service address, in the location shown on the plot plan submitted with the application.',
  'permitDocs.allowsSprinkler':
    'The holder may install or alter the fire sprinkler system at the service address below.',
  'permitDocs.clearance1':
    'The clearance itself is given by the district’s inspector at the inspection. Details under “As entered by the applicant” are not inspection results.',
  'permitDocs.clearance2':
    'Show this document to the inspector on request and keep it with the building permit records.',
  'permitDocs.clearance3':
    'Post the address where it is readable from the road and keep the driveway open for fire apparatus on the inspection day.',
  'permitDocs.clearance4':
    'To change the inspection date, call the main office at least one business day ahead.',
  'permitDocs.propane1':
    'A licensed propane supplier installs the tank following NFPA 58 as adopted by the State of Utah.',
  'permitDocs.propane2':
    'Keep weeds, dry grass and other easily ignited material at least 10 feet from the tank.',
  'permitDocs.propane3':
    'Keep the tank and its shut-off valve reachable for fire apparatus and crews.',
  'permitDocs.propane4':
    'The district may inspect the installation. Keep this permit at the property.',
  'permitDocs.sprinkler1':
    'A Utah-licensed fire sprinkler contractor does the work following the adopted fire code and NFPA 13, 13R or 13D as applies.',
  'permitDocs.sprinkler2': 'Call the district for an inspection before any piping is covered.',
  'permitDocs.sprinkler3':
    'Keep this permit at the property until the district has accepted the system.',
  'permitDocs.mailSubject': 'Your {title} {permitNumber}',
  'permitDocs.mailTest': '{notice}. It was paid in the offline sandbox with a test card.',
  'permitDocs.dear': 'Dear {name},',
  'permitDocs.thanks': 'Thank you for your payment. Your {title} is attached as a PDF.',
  'permitDocs.mailPermitNumber': 'Permit number: {permitNumber}',
  'permitDocs.mailAmountPaid': 'Amount paid: {total} (permit {cost}, processing fee {fee})',
  'permitDocs.mailReference': 'Payment reference: {reference}',
  'permitDocs.mailStatus': 'See your application and download the permit again: {url}',
  'permitDocs.questions': 'Questions? Call {phone}, {hours}.',
  'permitDocs.refundSubject': 'Refund for your {title} {permitNumber}',
  'permitDocs.refunded': 'We have refunded {amount} of your payment for {title} {permitNumber}.',
  'permitDocs.reason': 'Reason: {reason}',
  'permitDocs.paid': 'Paid: {total}',
  'permitDocs.refundedWhole': 'Refunded in total: {total} (the whole payment)',
  'permitDocs.refundedTotal': 'Refunded in total: {total}',
  'permitDocs.moneyBack':
    'The money goes back to the card you paid with. Your bank may take 5 to 10 business days to show it.',
  'permitDocs.seeApplication': 'See your application: {url}',
  'permitDocs.entered': 'As entered by the applicant',
  'permitDocs.enteredNote':
    'The applicant typed these on the application. They are not inspection results: the district’s inspector records the official outcome.',
} as const satisfies Record<string, string>;
