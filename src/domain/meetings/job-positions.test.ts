import { describe, expect, it } from 'vitest';
import { ApplyHrefSchema, isPositionOpen } from './job-positions.ts';

describe('job positions', () => {
  it('keeps an open position open through its closing date and closes it the day after', () => {
    const position = { status: 'Open' as const, closingDate: '2026-11-30' };
    expect(isPositionOpen(position, '2026-11-30')).toBe(true);
    expect(isPositionOpen(position, '2026-12-01')).toBe(false);
    expect(isPositionOpen({ ...position, closingDate: '' }, '2030-01-01')).toBe(true);
    expect(isPositionOpen({ ...position, status: 'Closed' }, '2026-11-01')).toBe(false);
  });

  it('takes an https link or a mailto address to apply, nothing else', () => {
    expect(ApplyHrefSchema.safeParse('mailto:jobs@example.org').success).toBe(true);
    expect(ApplyHrefSchema.safeParse('https://example.org/apply').success).toBe(true);
    expect(ApplyHrefSchema.safeParse('').success).toBe(true);
    expect(ApplyHrefSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });
});
