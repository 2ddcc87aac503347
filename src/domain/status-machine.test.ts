import { describe, expect, it } from 'vitest';
import { canMove, defineStatusMachine, isFinalStatus, isStatusOf } from './status-machine.ts';

const door = defineStatusMachine({
  subjectKind: 'door',
  statuses: ['open', 'shut', 'welded'],
  moves: { open: ['shut'], shut: ['open', 'welded'], welded: [] },
  labels: { open: 'Open', shut: 'Shut', welded: 'Welded shut' },
});

describe('a status machine', () => {
  it('allows only the moves of its table', () => {
    expect(canMove(door, 'open', 'shut')).toBe(true);
    expect(canMove(door, 'shut', 'welded')).toBe(true);
    expect(canMove(door, 'open', 'welded')).toBe(false);
    expect(canMove(door, 'welded', 'open')).toBe(false);
    expect(canMove(door, 'open', 'open')).toBe(false);
  });

  it('recognises its own statuses and its final ones', () => {
    expect(isStatusOf(door, 'shut')).toBe(true);
    expect(isStatusOf(door, 'ajar')).toBe(false);
    expect(isStatusOf(door, 3)).toBe(false);
    expect(isFinalStatus(door, 'welded')).toBe(true);
    expect(isFinalStatus(door, 'shut')).toBe(false);
  });

  it('refuses a move to a status it does not list', () => {
    expect(() =>
      defineStatusMachine({
        subjectKind: 'broken',
        statuses: ['a', 'b'],
        moves: { a: ['c' as 'b'], b: [] },
        labels: { a: 'A', b: 'B' },
      }),
    ).toThrow(/unknown c/);
  });

  it('refuses a status without a label', () => {
    expect(() =>
      defineStatusMachine({
        subjectKind: 'unlabelled',
        statuses: ['a'],
        moves: { a: [] },
        labels: {} as { a: string },
      }),
    ).toThrow(/no label for a/);
  });
});
