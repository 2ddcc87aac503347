/** The home page: the fire-restrictions banner and the hero (spec §2, "Home"). */
export const FIRE_RESTRICTIONS = {
  title: 'Fire restrictions are in effect',
  intro:
    'To protect our communities and wildlands, the following are prohibited until further notice:',
  prohibited: ['Open fires', 'Fireworks', 'Charcoal grills', 'Grinding and welding'],
  followUp: 'Questions about the restrictions or a permit? Call the main office.',
} as const;

export const HOME_HERO = {
  eyebrow: 'Serving Kamas, Oakley, Woodland and the surrounding valley',
  lead: 'Fire suppression, emergency medical services, fire prevention and public education from three stations, around the clock.',
  primaryLink: { label: 'Contact Us', path: '/contact' },
  secondaryLink: { label: 'About the District', path: '/about' },
} as const;

/**
 * The hero's default picture: an illustration that says it is a placeholder until staff publish a
 * photo of the district (Content → Home → Hero photo).
 */
export const HOME_HERO_IMAGE = {
  src: '/images/hero-placeholder.svg',
  alt: 'Placeholder illustration of the district’s valley: mountains over farm fields and a river, to be replaced with a photo of the district',
} as const;

/** The "I want to…" block: what residents come to the site for most, in a few words each. */
export const HOME_TOP_TASKS_TITLE = 'I want to…';

export const HOME_TOP_TASKS = [
  { label: 'Apply and pay for a permit', path: '/permits/applications' },
  { label: 'Check fire restrictions', path: '/#fire-conditions' },
  { label: 'See the Fire Marshal’s availability', path: '/permits/calendar' },
  { label: 'Find meeting agendas and minutes', path: '/public-records/minutes' },
  { label: 'Request public records', path: '/public-records/request' },
  { label: 'Register my property for responders', path: '/property-profile' },
  { label: 'See open jobs', path: '/recruitment-and-hiring' },
] as const;

/** Shortcuts on the home page to what visitors come for most. */
export const HOME_QUICK_LINKS = [
  {
    title: 'Permit Forms',
    description: 'Apply and pay online for clearance inspections, propane and sprinkler permits.',
    path: '/permits/applications',
  },
  {
    title: 'Fire Marshal Availability',
    description: 'See when the Fire Marshal is available for permit inspections.',
    path: '/permits/calendar',
  },
  {
    title: 'Public Records',
    description: 'Agendas, minutes, elections and records requests.',
    path: '/public-records',
  },
  {
    title: 'Careers',
    description: 'Join a team that serves its neighbours.',
    path: '/recruitment-and-hiring',
  },
] as const;
