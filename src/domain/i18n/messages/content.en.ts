/**
 * Fixed words around staff content (issue 29 item 4, decision 327): the fire danger levels, the
 * records request overview.
 */
export const CONTENT_EN = {
  'content.fireDanger.Low': 'Low',
  'content.fireDanger.Moderate': 'Moderate',
  'content.fireDanger.High': 'High',
  'content.fireDanger.Very High': 'Very High',
  'content.fireDanger.Extreme': 'Extreme',
  'content.recordsRequest.onlineLink': 'Request public records online',
  'content.recordsRequest.online':
    '{link}: you get a request number, the response deadline and a private link to follow your request.',
} as const satisfies Record<string, string>;
