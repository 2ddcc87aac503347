/** A card of the public records overview: a kind of record and where to find it. */
export interface RecordCard {
  title: string;
  description: string;
  /** Where the records are; absent while the records are not yet published. */
  link?: { label: string; path: string };
  isComingSoon?: boolean;
}

/** The public records overview (spec §2, "Public records overview"). */
export const PUBLIC_RECORDS = {
  intro:
    'The district keeps its records open to the public. Find meeting agendas and minutes, election information and how to request a record.',
  navigation: [
    { label: 'Agenda and Minutes', path: '/public-records/minutes' },
    { label: 'Elections', path: '/public-records/elections' },
    { label: 'Records Request', path: '/public-records/request' },
  ],
  cards: [
    {
      title: 'Agendas',
      description: 'Agendas for board of trustees meetings, posted before each meeting.',
      link: { label: 'View agendas', path: '/public-records/minutes' },
    },
    {
      title: 'Minutes',
      description: 'Approved minutes of past board meetings.',
      link: { label: 'View minutes', path: '/public-records/minutes' },
    },
    {
      title: 'Elections',
      description:
        'Candidate forms, notices and candidates for the 2025 special district election.',
      // The spec links this card to /elections, which redirects to /public-records/elections.
      link: { label: 'View election information', path: '/elections' },
    },
    {
      title: 'Records Requests',
      description: 'How to request a record under GRAMA, with the request and billing forms.',
      link: { label: 'Request a record', path: '/public-records/request' },
    },
    {
      title: 'Policies',
      description:
        'District policies and resolutions adopted by the board. Ask the records officer for a copy.',
      link: { label: 'Ask for a policy', path: '/public-records/request' },
    },
    {
      title: 'Financial Reports',
      description: 'Budgets, audits and financial statements.',
      isComingSoon: true,
    },
  ] satisfies readonly RecordCard[],
  meetingScheduleIntro: 'The board of trustees meets in public on the',
  gramaNote: {
    title: 'Utah’s Government Records Access and Management Act',
    body: 'Utah’s Government Records Access and Management Act (GRAMA, Utah Code Title 63G, Chapter 2) gives everyone the right to see and copy public records of government entities, including special districts. Some records are private, controlled or protected by law. The district answers a records request within 10 business days, or 5 business days when the request shows it benefits the public.',
  },
} as const;
