import type { InfoCard } from './info-card.ts';

/** The Education page (spec §2, "Prevention and Education"). */
export const EDUCATION = {
  intro:
    'Our firefighters teach fire and life safety to residents of every age. Contact the main office to schedule a visit or a class.',
  cards: [
    {
      title: 'School Visits',
      body: 'Firefighters visit classrooms to teach stop, drop and roll, how to crawl low under smoke and how to call 911.',
    },
    {
      title: 'Home Escape Planning',
      body: 'Make a plan and practise it twice a year.',
      points: [
        'Know two ways out of every room',
        'Pick a meeting place outside, in front of the home',
        'Teach children to never go back inside a burning building',
      ],
    },
    {
      title: 'CPR and First Aid',
      body: 'Hands-only CPR classes for community groups and businesses. Learning takes less than an hour and can save a life.',
    },
    {
      title: 'Wildfire Preparedness',
      body: 'Know how you will be alerted, pack a go-bag and plan your evacuation route before fire season.',
      points: [
        'Sign up for Summit County emergency alerts',
        'Pack water, medication, documents and chargers',
        'Plan for pets and livestock',
      ],
    },
    {
      title: 'Station Tours',
      body: 'Groups and families can tour a station, meet the crew and see the engines. Call the main office to arrange a time.',
    },
    {
      title: 'Fire Extinguisher Training',
      body: 'Learn to use an extinguisher safely with the PASS method: Pull, Aim, Squeeze, Sweep.',
    },
  ] satisfies readonly InfoCard[],
} as const;
