import type { PermitFormType } from './permit-application.schema.ts';

/** Residential clearance price bands (spec §9), by area covered in square feet. */
export const RESIDENTIAL_SMALL_MAX_SQ_FT = 4800;
export const RESIDENTIAL_MEDIUM_MAX_SQ_FT = 7700;
export const RESIDENTIAL_SMALL_COST_CENTS = 75_473;
export const RESIDENTIAL_MEDIUM_COST_CENTS = 196_545;
export const RESIDENTIAL_LARGE_COST_CENTS = 305_038;
export const COMMERCIAL_CENTS_PER_SQ_FT = 30;
export const SPRINKLER_COST_CENTS = 25_875;
export const PROPANE_COST_CENTS = 10_712;
/** The processing fee the district adds unless PROCESSING_FEE_PERCENT says otherwise. */
export const DEFAULT_PROCESSING_FEE_PERCENT = 3.5;
/**
 * The least a permit costs unless PERMIT_MINIMUM_CHARGE_CENTS says otherwise: a commercial permit
 * for 0.01 sq ft would otherwise cost $0.00 and be issued (issue 16).
 */
export const DEFAULT_MINIMUM_CHARGE_CENTS = 100;
/** Stripe charges no less than $0.50 in US dollars, so the district's minimum cannot go lower. */
export const LOWEST_MINIMUM_CHARGE_CENTS = 50;

export type PermitCostResult = { ok: true; value: number } | { ok: false; code: 'INVALID_AREA' };

/**
 * The permit's cost in integer cents, before the processing fee.
 *
 * Residential: up to 4800 sq ft 754.73, up to 7700 sq ft 1965.45, above 7700 sq ft 3050.38 (so a
 * fractional 7700.5 is in the top band). Commercial: 0.30 per sq ft, rounded to the nearest cent
 * with Math.round (1000.5 sq ft → 30015 cents; 0.5 cent rounds up). Sprinkler and propane are fixed
 * and ignore the area. A clearance area that is missing, zero, negative or not a finite number is
 * `INVALID_AREA`. No permit costs less than `minimumCents` (the district's minimum charge).
 */
export function calculatePermitCostCents(
  formType: PermitFormType,
  areaSqFt?: unknown,
  minimumCents: number = DEFAULT_MINIMUM_CHARGE_CENTS,
): PermitCostResult {
  const cost = calculateBandCostCents(formType, areaSqFt);
  return cost.ok ? { ok: true, value: Math.max(cost.value, minimumCents) } : cost;
}

function calculateBandCostCents(formType: PermitFormType, areaSqFt: unknown): PermitCostResult {
  if (formType === 'sprinkler') return { ok: true, value: SPRINKLER_COST_CENTS };
  if (formType === 'propane') return { ok: true, value: PROPANE_COST_CENTS };
  if (typeof areaSqFt !== 'number' || !Number.isFinite(areaSqFt) || areaSqFt <= 0) {
    return { ok: false, code: 'INVALID_AREA' };
  }
  if (formType === 'commercial') {
    // Multiply then round once: 0.30 is not exact in binary, 30 cents is.
    return { ok: true, value: Math.round(areaSqFt * COMMERCIAL_CENTS_PER_SQ_FT) };
  }
  if (areaSqFt <= RESIDENTIAL_SMALL_MAX_SQ_FT)
    return { ok: true, value: RESIDENTIAL_SMALL_COST_CENTS };
  if (areaSqFt <= RESIDENTIAL_MEDIUM_MAX_SQ_FT)
    return { ok: true, value: RESIDENTIAL_MEDIUM_COST_CENTS };
  return { ok: true, value: RESIDENTIAL_LARGE_COST_CENTS };
}

/**
 * The processing fee in integer cents: `percent` of the cost, rounded half up to the cent
 * (754.73 at 3.5% = 26.41555 → 26.42). Works in hundredths of a percent so binary fractions
 * cannot tip a half cent the wrong way.
 */
export function calculateProcessingFeeCents(costCents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((costCents * basisPoints + 5000) / 10_000);
}

export interface PermitTotals {
  costCents: number;
  feeCents: number;
  totalCents: number;
}

/** Cost, processing fee and the total charged to the card, all in cents. */
export function calculatePermitTotals(
  formType: PermitFormType,
  areaSqFt: unknown,
  feePercent: number,
  minimumCents: number = DEFAULT_MINIMUM_CHARGE_CENTS,
): { ok: true; value: PermitTotals } | { ok: false; code: 'INVALID_AREA' } {
  const cost = calculatePermitCostCents(formType, areaSqFt, minimumCents);
  if (!cost.ok) return cost;
  const feeCents = calculateProcessingFeeCents(cost.value, feePercent);
  return {
    ok: true,
    value: { costCents: cost.value, feeCents, totalCents: cost.value + feeCents },
  };
}

/** Cents as dollars for people: 75473 → '$754.73'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}
