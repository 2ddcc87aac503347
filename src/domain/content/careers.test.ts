import { describe, expect, it } from 'vitest';
import { canApplyFor, POSITIONS, type Position } from './careers.ts';

describe('positions', () => {
  it('lists the closed full-time Firefighter/EMT position with its four requirements', () => {
    expect(POSITIONS).toEqual([
      expect.objectContaining({
        title: 'Firefighter/EMT',
        type: 'Full-Time',
        status: 'Closed',
        requirements: [
          'Valid Utah EMT certification',
          'Firefighter I & II certification',
          'Valid driver’s license',
          'Must be 18 years or older',
        ],
      }),
    ]);
  });

  it('takes applications only while a position is open', () => {
    const position: Position = POSITIONS[0]!;
    expect(canApplyFor(position)).toBe(false);
    expect(canApplyFor({ ...position, status: 'Open' })).toBe(true);
  });
});
