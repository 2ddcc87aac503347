import { describe, expect, it } from 'vitest';
import { formatForDisplay, parseTyped } from './date-time-text.ts';

describe('parseTyped', () => {
  it('reads a date typed in the field format or as ISO', () => {
    expect(parseTyped('date', '2026/07/15', 'yyyy/MM/dd')).toBe('2026-07-15');
    expect(parseTyped('date', '07/15/2026', 'MM/dd/yyyy')).toBe('2026-07-15');
    expect(parseTyped('date', '2026-07-15', 'MM/dd/yyyy')).toBe('2026-07-15');
  });

  it('rejects a date that does not exist or is in the other order', () => {
    expect(parseTyped('date', '2026/02/30', 'yyyy/MM/dd')).toBeNull();
    expect(parseTyped('date', '15/07/2026', 'MM/dd/yyyy')).toBeNull();
    expect(parseTyped('date', '07/15/26', 'MM/dd/yyyy')).toBeNull();
    expect(parseTyped('date', '', 'MM/dd/yyyy')).toBeNull();
  });

  it('reads 12-hour and 24-hour times, in any case', () => {
    expect(parseTyped('time', '9:15 AM', 'MM/dd/yyyy')).toBe('09:15');
    expect(parseTyped('time', '9:15pm', 'MM/dd/yyyy')).toBe('21:15');
    expect(parseTyped('time', '12:00 am', 'MM/dd/yyyy')).toBe('00:00');
    expect(parseTyped('time', '21:45', 'MM/dd/yyyy')).toBe('21:45');
  });

  it('rejects text that is not a time', () => {
    expect(parseTyped('time', '25:00', 'MM/dd/yyyy')).toBeNull();
    expect(parseTyped('time', 'soon', 'MM/dd/yyyy')).toBeNull();
  });
});

describe('formatForDisplay', () => {
  it('shows dates in the field format and times on a 12-hour clock', () => {
    expect(formatForDisplay('date', '2026-07-15', 'yyyy/MM/dd')).toBe('2026/07/15');
    expect(formatForDisplay('date', '2026-07-15', 'MM/dd/yyyy')).toBe('07/15/2026');
    expect(formatForDisplay('time', '00:00', 'MM/dd/yyyy')).toBe('12:00 AM');
    expect(formatForDisplay('time', '13:30', 'MM/dd/yyyy')).toBe('1:30 PM');
  });
});
