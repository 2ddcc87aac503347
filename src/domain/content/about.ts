import { DISTRICT } from './district.ts';

/** The About page (spec §2, "About"). */
export const ABOUT = {
  title: 'About Us',
  lead: `The ${DISTRICT.name} protects the people, homes and lands of the valley.`,
  description: [
    `The ${DISTRICT.name} is a special district of the State of Utah. It provides fire suppression, emergency medical services, rescue, fire prevention and public education to the towns of Kamas, Oakley and Woodland and the unincorporated areas of the valley around them.`,
    'A five-member board of trustees governs the district in public meetings; career and part-time firefighters staff its three stations.',
  ],
  history: [
    'The district began as volunteer fire companies in the valley’s towns, neighbours who answered the siren with a pumper kept in a town garage.',
    'As the valley grew, the companies joined into one special district so that every home, ranch and trailhead is covered by the same crews, equipment and training. Today full-time crews staff the main station in Kamas around the clock, backed by firefighters at Oakley and Woodland.',
  ],
  leadership: [
    { role: 'Fire Chief', name: 'Fire Chief Name' },
    { role: 'Deputy Chief', name: 'Deputy Chief Name' },
    { role: 'Fire Marshal', name: DISTRICT.fireMarshal.name },
    { role: 'Chair, Board of Trustees', name: 'Board Chair Name' },
  ],
  statistics: [
    { value: '300-400', label: 'Annual calls' },
    { value: '3', label: 'Stations' },
    { value: '25+', label: 'Staff' },
  ],
  mission:
    'To protect the lives, property and natural resources of our communities through prompt emergency response, prevention and education, delivered with professionalism and compassion.',
} as const;
