import type { InfoCard } from './info-card.ts';

/** The Prevention page (spec §2, "Prevention and Education"). */
export const PREVENTION = {
  intro:
    'Most fires are preventable. These steps protect your family, your property and the forests and rangeland around our towns.',
  cards: [
    {
      title: 'Defensible Space',
      body: 'Clear a buffer around your home so a wildfire has less fuel to reach it.',
      points: [
        'Keep 5 feet around the house free of anything that burns',
        'Mow grass and remove dead vegetation within 30 feet',
        'Trim tree limbs 6 to 10 feet above the ground',
        'Stack firewood at least 30 feet from structures',
      ],
    },
    {
      title: 'Smoke and Carbon Monoxide Alarms',
      body: 'Working alarms halve the risk of dying in a home fire.',
      points: [
        'Install smoke alarms in every bedroom, outside each sleeping area and on every level',
        'Test alarms monthly and replace them every 10 years',
        'Install carbon monoxide alarms near bedrooms if you burn fuel for heat',
      ],
    },
    {
      title: 'Heating and Wood Stoves',
      body: 'Heating is a leading cause of winter house fires in the valley.',
      points: [
        'Have chimneys inspected and cleaned every year',
        'Keep anything that burns at least 3 feet from heaters and stoves',
        'Put ashes in a metal can with a lid, outside and away from the house',
      ],
    },
    {
      title: 'Outdoor Burning',
      body: 'Burning yard waste requires a permit and good weather. Check current fire restrictions before you burn.',
      points: [
        'Never burn on windy days or during restrictions',
        'Keep water and a shovel at hand and stay with the fire until it is out cold',
        'Call the main office before any controlled burn',
      ],
    },
    {
      title: 'Businesses and Inspections',
      body: 'Commercial buildings need clear exits, working extinguishers and maintained sprinkler and alarm systems.',
      points: [
        'Schedule your clearance inspection with the Fire Marshal',
        'Keep exits and exit paths clear at all times',
        'Have extinguishers serviced every year',
      ],
    },
    {
      title: 'Address Markers',
      body: 'Crews cannot help you if they cannot find you. Post reflective house numbers at least 4 inches tall where they are visible from the road in both directions.',
    },
  ] satisfies readonly InfoCard[],
} as const;
