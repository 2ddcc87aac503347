/** Words of staff content's fixed parts (issue 29 item 4, decision 327): the fire danger levels. */
export const CONTENT_EN = {
  'content.fireDanger.Low': 'Low',
  'content.fireDanger.Moderate': 'Moderate',
  'content.fireDanger.High': 'High',
  'content.fireDanger.Very High': 'Very High',
  'content.fireDanger.Extreme': 'Extreme',
} as const satisfies Record<string, string>;
