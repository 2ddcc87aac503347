import { loadPermitLogo, type PermitLogo } from './permit-pdf-settings.ts';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import type { PdfDrawer } from './pdf-drawer.ts';
import { addSectionHeading, drawPageFooters, startDistrictDocument } from './permit-pdf.ts';
import { letterheadOf } from './property-letter-pdf.ts';
import { addList, addText } from './tagged-pdf.ts';

/** One stop of the printed route, as the crew reads it at the road. */
export interface ChipperRouteStop {
  position: number;
  address: string;
  /** "2 piles: 6 × 4 × 3 ft; 5 × 5 × 4 ft". */
  piles: string;
  material: string;
  location: string;
  phone: string;
}

/** The route sheet of one chipping day (issue 38 item 4): for crews without a phone. */
export interface ChipperRoutePdfInput {
  districtName: string;
  districtAddress: string;
  districtContact: string;
  logo: PermitLogo;
  zoneName: string;
  /** The day as people read it: "Tuesday, June 1, 2027". */
  day: string;
  stops: ChipperRouteStop[];
  /** The size and road rules, one line. */
  rules: string;
  createdAt: Date;
}

export const CHIPPER_ROUTE_TITLE = 'Chipper route sheet';
const RESULT_LINE =
  'Result: ☐ chipped   ☐ not chipped: ☐ not found ☐ too large ☐ wrong material ☐ not at the road';

/**
 * The day's stops in the crew's order as a tagged PDF with the district's letterhead: each stop a
 * heading (its number and address) with the piles, where they stand, a phone when given, and the
 * boxes to tick; the crew enters the results on the route page afterwards.
 */
export async function renderChipperRoutePdf(input: ChipperRoutePdfInput): Promise<Uint8Array> {
  const label = `${input.zoneName}, ${input.day}`;
  const pdf = startDistrictDocument({
    ...input,
    title: CHIPPER_ROUTE_TITLE,
    permitNumber: `for ${label}`,
    subject: `${CHIPPER_ROUTE_TITLE}: ${input.stops.length} stops in ${input.zoneName} on ${input.day}, from ${input.districtName}`,
    statement: input.rules,
    keyFacts: [
      { label: 'Zone', value: input.zoneName },
      { label: 'Day', value: input.day },
      { label: 'Stops', value: String(input.stops.length) },
    ],
  });
  if (input.stops.length === 0) addText(pdf, 'P', 'No stops on this day.', { size: 10.5 });
  for (const stop of input.stops) {
    addSectionHeading(pdf, `${stop.position}. ${stop.address}`);
    addList(
      pdf,
      [
        stop.piles,
        `${stop.material}. ${stop.location}`,
        ...(stop.phone ? [`Phone: ${stop.phone}`] : []),
        RESULT_LINE,
      ],
      { size: 10, gapAfter: 6 },
    );
  }
  drawPageFooters(pdf, `${CHIPPER_ROUTE_TITLE}, ${label}`);
  return pdf.finish();
}

/** The chipper feature's route sheet drawer, drawn in the PDF worker pool. */
export function createChipperRouteDrawer(options: {
  pdf: Pick<PdfDrawer, 'drawChipperRoute'>;
  readDistrict: () => Promise<PermitDistrict>;
  logoPath: string | undefined;
}) {
  return async (
    route: Omit<
      ChipperRoutePdfInput,
      'districtName' | 'districtAddress' | 'districtContact' | 'logo'
    >,
  ): Promise<Buffer> => {
    const district = await options.readDistrict();
    return options.pdf.drawChipperRoute({
      ...letterheadOf(district),
      logo: await loadPermitLogo(options.logoPath),
      ...route,
    });
  };
}
export type DrawChipperRoute = ReturnType<typeof createChipperRouteDrawer>;
