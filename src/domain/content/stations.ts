/** A fire station and the apparatus it houses (spec §2, "Resources"). */
export interface Station {
  number: string;
  town: string;
  description: string;
  equipment: readonly string[];
}

export const STATIONS: readonly Station[] = [
  {
    number: '41',
    town: 'Kamas',
    description: 'The district’s headquarters and main office, staffed around the clock.',
    equipment: [
      'Engine 41 — Type 1 structure engine',
      'Brush 41 — Type 6 wildland engine',
      'Water Tender 41 — 3,000-gallon tender',
      'Medic 41 — advanced life support ambulance',
      'Rescue 41 — extrication and technical rescue tools',
      'Command 41 — incident command vehicle',
    ],
  },
  {
    number: '42',
    town: 'Oakley',
    description: 'Covers Oakley and the northern end of the valley.',
    equipment: [
      'Engine 42 — Type 1 structure engine',
      'Brush 42 — Type 6 wildland engine',
      'Water Tender 42 — 2,500-gallon tender',
      'Ambulance 42 — basic life support ambulance',
    ],
  },
  {
    number: '43',
    town: 'Woodland',
    description: 'Covers Woodland, the river bottoms and the canyon recreation areas to the east.',
    equipment: [
      'Engine 43 — Type 3 wildland-urban interface engine',
      'Brush 43 — Type 6 wildland engine',
      'Water Tender 43 — 2,000-gallon tender',
      'UTV 43 — off-road rescue and wildland unit',
    ],
  },
];
