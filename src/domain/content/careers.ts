import type { InfoCard } from './info-card.ts';

/** Whether the district takes applications for a position. Displayed only; no transitions. */
export type PositionStatus = 'Open' | 'Closed';

/** A job (spec §3, "Position"). */
export interface Position {
  title: string;
  type: string;
  status: PositionStatus;
  description: string;
  requirements: readonly string[];
}

export const POSITIONS: readonly Position[] = [
  {
    title: 'Firefighter/EMT',
    type: 'Full-Time',
    status: 'Closed',
    description:
      'Respond to fires, medical emergencies, rescues and hazardous conditions across the district. Firefighter/EMTs staff engines and ambulances on rotating shifts, maintain apparatus and equipment, and teach fire safety in our community.',
    requirements: [
      'Valid Utah EMT certification',
      'Firefighter I & II certification',
      'Valid driver’s license',
      'Must be 18 years or older',
    ],
  },
];

/** Shown next to a disabled Apply Now button, saying why it is disabled. */
export const APPLICATIONS_CLOSED_MESSAGE = 'Applications are closed for this position.';

export function canApplyFor(position: Position): boolean {
  return position.status === 'Open';
}

/** The Careers page (spec §2, "Careers"). */
export const CAREERS = {
  title: 'Join Our Team',
  subtitle: 'Make a difference in your community',
  opportunitiesTitle: 'Career Opportunities',
  opportunitiesIntro:
    'We look for people who want to serve their neighbours. Open positions are listed below; check back often or contact the main office to learn about upcoming openings.',
  /** Where an open position's Apply Now button leads. */
  applyPath: '/contact',
  whyJoinTitle: 'Why Join Us?',
  whyJoin: [
    {
      title: 'Career Growth',
      body: 'Paid training and certification, from EMT and Firefighter I & II to paramedic, officer and specialist courses.',
    },
    {
      title: 'Benefits Package',
      body: 'Competitive pay, health, dental and vision insurance, and retirement through the Utah Retirement Systems.',
    },
    {
      title: 'Team Environment',
      body: 'A close crew that trains, works and serves the community together.',
    },
  ] satisfies readonly InfoCard[],
} as const;
