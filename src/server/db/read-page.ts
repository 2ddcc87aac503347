import { PAGE_SIZE, type PageInfo } from '#domain/pagination.ts';

/**
 * Reads one page of rows and the total that match, so a queue says how many there are instead of
 * stopping silently (issue 25). `count` and `rows` run the same filtered query; `rows` orders it
 * with a tie-breaker, so pages never overlap or skip a row.
 */
export async function readPage<T>(input: {
  page: number;
  perPage?: number;
  count: () => Promise<number | string | bigint>;
  rows: (range: { limit: number; offset: number }) => Promise<T[]>;
}): Promise<PageInfo & { rows: T[] }> {
  const perPage = input.perPage ?? PAGE_SIZE;
  const [total, rows] = await Promise.all([
    input.count(),
    input.rows({ limit: perPage, offset: (input.page - 1) * perPage }),
  ]);
  return { page: input.page, perPage, total: Number(total), rows };
}
