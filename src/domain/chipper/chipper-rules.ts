import { z } from 'zod';
import type { MessageId } from '#domain/i18n/catalogues.ts';

/**
 * The chipper program's rules (issue 38, decision 348): data staff correct in the back office,
 * each with where it comes from. The defaults follow Park City Fire District's program next door
 * (piles under 8 × 8 × 6 ft; no dirt, wire or building material; at the road by 7 a.m.) and the
 * limb limit other Utah districts publish (8 in); the district confirms them before its first
 * season.
 */

/** Text a resident reads, in both languages. */
export const BilingualTextSchema = z.object({
  en: z.string().trim().min(1).max(500),
  es: z.string().trim().min(1).max(500),
});
export type BilingualText = z.infer<typeof BilingualTextSchema>;

const feet = z.number().positive().max(50);

export const ChipperRulesSchema = z.object({
  maxPileLengthFt: feet,
  maxPileWidthFt: feet,
  maxPileHeightFt: feet,
  maxLimbDiameterIn: z.number().positive().max(36),
  /** How many piles one sign-up may register for one day. */
  maxPilesPerSignUp: z.number().int().min(1).max(10),
  /** Registration for a day closes this many calendar days before it. */
  closeDaysBefore: z.number().int().min(0).max(30),
  /** When piles must be at the road on the day, HH:MM in the district's zone. */
  atRoadBy: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** How far from the road's edge a pile may stand. */
  maxFeetFromRoad: z.number().int().min(1).max(100),
  accepted: BilingualTextSchema,
  notAccepted: BilingualTextSchema,
  /** Where the numbers come from, shown to staff beside them. */
  source: z.string().trim().min(1).max(1000),
});
export type ChipperRules = z.infer<typeof ChipperRulesSchema>;

export const DEFAULT_CHIPPER_RULES: ChipperRules = {
  maxPileLengthFt: 8,
  maxPileWidthFt: 8,
  maxPileHeightFt: 6,
  maxLimbDiameterIn: 8,
  maxPilesPerSignUp: 4,
  closeDaysBefore: 3,
  atRoadBy: '07:00',
  maxFeetFromRoad: 10,
  accepted: {
    en: 'Branches, limbs and brush from trees and shrubs, cut ends facing the road.',
    es: 'Ramas y maleza de árboles y arbustos, con los extremos cortados hacia la calle.',
  },
  notAccepted: {
    en: 'Dirt, rocks, wire, nails, lumber or other building material, root balls, stumps, grass clippings, leaves in bags.',
    es: 'Tierra, piedras, alambre, clavos, madera de construcción u otro material de obra, raíces, tocones, césped cortado, hojas en bolsas.',
  },
  source:
    'Pile size, the material and "at the road by 7 a.m.": Park City Fire District chipper program (same county). Limb diameter 8 in and the cut-off before a zone\'s day: other Utah districts\' programs. The district confirms each before its first season (decision 348).',
};

/** One pile's estimated size, in feet. */
export interface PileSize {
  lengthFt: number;
  widthFt: number;
  heightFt: number;
}

/** What is wrong with a pile's size under the rules, or null when it fits. */
export function checkPile(pile: PileSize, rules: ChipperRules): MessageId | null {
  if (pile.lengthFt > rules.maxPileLengthFt) return 'chipper.error.pileLength';
  if (pile.widthFt > rules.maxPileWidthFt) return 'chipper.error.pileWidth';
  if (pile.heightFt > rules.maxPileHeightFt) return 'chipper.error.pileHeight';
  return null;
}

/** Whether a day still takes sign-ups on `today` (both `YYYY-MM-DD`, the district's days). */
export function isDayOpenFor(day: string, today: string, rules: ChipperRules): boolean {
  return daysBetween(today, day) >= rules.closeDaysBefore;
}

/** Calendar days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
