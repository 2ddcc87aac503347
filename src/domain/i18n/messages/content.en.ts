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
  'content.propertyProfile.link': 'Register your property for responders',
  'content.chipper.link': 'Sign up for the chipper program',
  'content.chipper.prevention':
    '{link}: clear brush around your home and our crew chips the registered piles at the road, zone by zone.',
  'content.propertyProfile.prevention':
    '{link}: tell our crews your gate code, where the key is, tanks, water, animals, and anyone inside who may need help.',
  'content.propertyProfile.contact':
    'Want crews to know your gate code, tanks or anyone inside who may need help? {link}.',
  // The board's meeting rule on the public records overview (issue 37: it read English on /es/).
  'content.meetingRule.First': 'first',
  'content.meetingRule.Second': 'second',
  'content.meetingRule.Third': 'third',
  'content.meetingRule.Fourth': 'fourth',
  'content.meetingRule.Last': 'last',
  'content.meetingRule.Monday': 'Monday',
  'content.meetingRule.Tuesday': 'Tuesday',
  'content.meetingRule.Wednesday': 'Wednesday',
  'content.meetingRule.Thursday': 'Thursday',
  'content.meetingRule.Friday': 'Friday',
  'content.meetingRule.Saturday': 'Saturday',
  'content.meetingRule.Sunday': 'Sunday',
  'content.meetingRule.time': '{clock} {period, select, am {AM} other {PM}}',
  'content.meetingRule.readingAt': '{ordinal} {weekday} of each month at {time} at {place}',
  /** The seeded overview's words (the specification's), `BOARD_MEETING_SCHEDULE.overview`. */
  'content.meetingRule.seededOverview': 'second Thursday of each month, 7:00 PM',
} as const satisfies Record<string, string>;
