/**
 * The words of the alerts published as CAP 1.2 (issue 37 item 4, decision 340): the link every
 * public page's head names, the index's title, and each message's event.
 */
export const CAP_EN = {
  'cap.feedLinkTitle': '{district} alerts (CAP)',
  'cap.feedTitle': '{district}: alerts and No burning days (CAP 1.2)',
  'cap.event.emergency': 'Fire district emergency',
  'cap.event.warning': 'Fire district warning',
  'cap.event.information': 'Fire district notice',
  'cap.event.noBurning': 'No burning day',
  'cap.cancelled': 'Cancelled: {headline}',
  'cap.areaDesc': '{towns}, {county}',
  'cap.statusPageLink': 'These alerts for other alerting systems (CAP 1.2)',
} as const satisfies Record<string, string>;
