import { describe, expect, it } from 'vitest';
import {
  chunk,
  defaults,
  findIndex,
  isEqual,
  mapValues,
  omit,
  range,
  sortBy,
  transform,
} from './rbc-lodash.ts';

// The results lodash 4.17 gives for the calls react-big-calendar 1.20 makes.
describe('the lodash functions react-big-calendar uses', () => {
  it('splits a month into weeks of seven days', () => {
    const days = Array.from({ length: 35 }, (_, index) => index);
    expect(chunk(days, 7)).toHaveLength(5);
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(chunk([1, 2], 0)).toEqual([]);
  });

  it('fills only the missing keys, in source order, and changes the target', () => {
    const target: Record<string, unknown> = { event: 'mine', header: undefined };
    const result = defaults(
      target,
      { event: 'theirs', header: 'first' },
      { header: 'second', x: 1 },
    );
    expect(result).toBe(target);
    expect(target).toEqual({ event: 'mine', header: 'first', x: 1 });
  });

  it('finds an index by predicate, -1 when none matches', () => {
    expect(findIndex([3, 5, 8], (value) => value > 4)).toBe(1);
    expect(findIndex([3], (value) => value > 4)).toBe(-1);
    expect(findIndex(undefined, () => true)).toBe(-1);
  });

  it('compares events deeply: dates by time, nested objects and arrays, NaN equal', () => {
    const event = { title: 'Burn', start: new Date(2026, 0, 1), tags: ['a'], meta: { id: 1 } };
    expect(
      isEqual(event, { ...event, start: new Date(2026, 0, 1), tags: ['a'], meta: { id: 1 } }),
    ).toBe(true);
    expect(isEqual(event, { ...event, start: new Date(2026, 0, 2) })).toBe(false);
    expect(isEqual(event, { ...event, tags: ['a', 'b'] })).toBe(false);
    expect(isEqual(event, { ...event, extra: undefined })).toBe(false);
    expect(isEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(isEqual(event, null)).toBe(false);
    expect(isEqual([1], { 0: 1 })).toBe(false);
  });

  it('maps values by key and omits keys into a new object', () => {
    expect(
      mapValues({ month: true, week: 'custom' }, (value, key) => (value === true ? key : value)),
    ).toEqual({
      month: 'month',
      week: 'custom',
    });
    const components = { event: 1, month: 2, week: 3 };
    expect(omit(components, ['month', 'week'])).toEqual({ event: 1 });
    expect(components).toEqual({ event: 1, month: 2, week: 3 });
  });

  it('counts a range up or down, end excluded', () => {
    expect(range(2, 5)).toEqual([2, 3, 4]);
    expect(range(3)).toEqual([0, 1, 2]);
    expect(range(5, 2)).toEqual([5, 4, 3]);
    expect(range(4, 4)).toEqual([]);
  });

  it('sorts stably by a property, then by a function', () => {
    const events = [
      { id: 'a', startMs: 2, endMs: 3 },
      { id: 'b', startMs: 1, endMs: 2 },
      { id: 'c', startMs: 2, endMs: 5 },
      { id: 'd', startMs: 2, endMs: 5 },
    ];
    const sorted = sortBy(events, ['startMs', (event) => -event.endMs]);
    expect(sorted.map((event) => event.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(events.map((event) => event.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('folds views into an object, stopping when the iteratee returns false', () => {
    const views = transform(
      ['month', 'week'],
      (object: Record<string, string>, name) => (object[name] = name.toUpperCase()),
      {},
    );
    expect(views).toEqual({ month: 'MONTH', week: 'WEEK' });
    expect(
      transform([1, 2, 3], (seen: number[], value) => (seen.push(value), value < 2), []),
    ).toEqual([1, 2]);
  });
});
