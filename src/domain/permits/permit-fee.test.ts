import { describe, expect, it } from 'vitest';
import {
  calculatePermitCostCents,
  calculatePermitTotals,
  calculateProcessingFeeCents,
  formatCents,
} from './permit-fee.ts';

describe('calculatePermitCostCents', () => {
  it.each([
    [1, 75_473],
    [4800, 75_473],
    [4801, 196_545],
    [4800.5, 196_545],
    [7700, 196_545],
    [7700.5, 305_038],
    [7701, 305_038],
    [100_000, 305_038],
  ])('prices a residential clearance of %d sq ft at %d cents', (area, cents) => {
    expect(calculatePermitCostCents('residential', area)).toEqual({ ok: true, value: cents });
  });

  it.each([
    [1000, 30_000],
    [1, 30],
    [0.1, 3],
    [1000.5, 30_015],
    [333.35, 10_001],
  ])('prices a commercial clearance of %d sq ft at 30 cents per sq ft: %d cents', (area, cents) => {
    // Without a minimum charge, to hold the rate and its rounding on their own.
    expect(calculatePermitCostCents('commercial', area, 0)).toEqual({ ok: true, value: cents });
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, '5000', undefined, null])(
    'rejects the clearance area %s',
    (area) => {
      expect(calculatePermitCostCents('residential', area)).toEqual({
        ok: false,
        code: 'INVALID_AREA',
      });
      expect(calculatePermitCostCents('commercial', area)).toEqual({
        ok: false,
        code: 'INVALID_AREA',
      });
    },
  );

  it('charges at least the minimum charge, $1.00 unless the district sets another', () => {
    expect(calculatePermitCostCents('commercial', 0.01)).toEqual({ ok: true, value: 100 });
    expect(calculatePermitCostCents('commercial', 3)).toEqual({ ok: true, value: 100 });
    expect(calculatePermitCostCents('commercial', 4)).toEqual({ ok: true, value: 120 });
    expect(calculatePermitCostCents('commercial', 0.01, 250)).toEqual({ ok: true, value: 250 });
    expect(calculatePermitTotals('commercial', 0.01, 3.5)).toEqual({
      ok: true,
      value: { costCents: 100, feeCents: 4, totalCents: 104 },
    });
  });

  it('charges fixed prices for sprinkler and propane permits, whatever the area', () => {
    expect(calculatePermitCostCents('sprinkler')).toEqual({ ok: true, value: 25_875 });
    expect(calculatePermitCostCents('propane', -5)).toEqual({ ok: true, value: 10_712 });
  });
});

describe('calculateProcessingFeeCents', () => {
  it.each([
    [75_473, 3.5, 2642],
    [196_545, 3.5, 6879],
    [305_038, 3.5, 10_676],
    [25_875, 3.5, 906],
    [10_712, 3.5, 375],
    [100, 3.5, 4],
    [10, 5, 1],
    [1000, 0, 0],
  ])('adds a fee on %d cents at %d%%: %d cents, half cents rounded up', (cost, percent, fee) => {
    expect(calculateProcessingFeeCents(cost, percent)).toBe(fee);
  });
});

describe('calculatePermitTotals', () => {
  it('adds the fee to the cost', () => {
    expect(calculatePermitTotals('sprinkler', undefined, 3.5)).toEqual({
      ok: true,
      value: { costCents: 25_875, feeCents: 906, totalCents: 26_781 },
    });
  });

  it('passes an invalid area on', () => {
    expect(calculatePermitTotals('commercial', 0, 3.5)).toEqual({
      ok: false,
      code: 'INVALID_AREA',
    });
  });
});

describe('formatCents', () => {
  it('writes dollars with cents', () => {
    expect(formatCents(305_038)).toBe('$3,050.38');
    expect(formatCents(5)).toBe('$0.05');
  });
});
