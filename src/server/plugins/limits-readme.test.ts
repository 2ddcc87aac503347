import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS, ROUTE_LIMITS } from './rate-limits.ts';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const MINUTE_MS = 60_000;
const MIB = 1024 * 1024;

/** The cells of the README's table rows whose first cell is in backticks. */
function tableRows(): string[][] {
  return README.split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

function describeWindow(max: number, windowMs: number): string {
  if (windowMs === MINUTE_MS) return `${max} a minute`;
  if (windowMs === 24 * 60 * MINUTE_MS) return `${max} a day`;
  return `${max} in ${windowMs / MINUTE_MS} minutes`;
}

function describeBytes(bytes: number | undefined): string {
  if (bytes === undefined) return 'default';
  return bytes % MIB === 0 ? `${bytes / MIB} MB` : `${bytes / 1024} KB`;
}

// The README's limits tables are what an operator reads (issue 36: the property and dispatch
// limits were missing); they must say what ROUTE_LIMITS and REQUEST_LIMITS do.
describe('the README limits tables', () => {
  it('lists every request budget with its count and window', () => {
    const budgets = new Map(
      tableRows()
        .filter((cells) => !cells[0]!.startsWith('`') && /^`[a-z-]+`$/.test(cells[1] ?? ''))
        .map((cells) => [cells[1]!.slice(1, -1), cells[2]!]),
    );
    const expected = new Map(
      Object.entries(REQUEST_LIMITS).map(([name, { max, timeWindow }]) => [
        name,
        describeWindow(max, timeWindow),
      ]),
    );
    expect(budgets).toEqual(expected);
  });

  it('lists every limited route with its budget and body limit, and no other', () => {
    const routes = Object.fromEntries(
      tableRows()
        .filter((cells) => /^`(?:GET|POST|PUT|DELETE|PATCH) \//.test(cells[0]!))
        .map((cells) => [cells[0]!.slice(1, -1), `${cells[1]} ${cells[2]}`]),
    );
    const expected = Object.fromEntries(
      Object.entries(ROUTE_LIMITS).map(([route, limit]) => [
        route,
        `${limit.requests ? `\`${limit.requests}\`` : '—'} ${describeBytes(limit.bodyLimitBytes)}`,
      ]),
    );
    expect(routes).toEqual(expected);
  });
});
