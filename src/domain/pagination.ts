import { z } from 'zod';

/**
 * One way staff queues and public logs page through rows (issue 25): a page number in the query,
 * a total in the answer and in the words shown ("Showing 1–50 of 612"), never a silent cut-off.
 */
export const PAGE_SIZE = 50;
/** The largest page number accepted: 500,000 rows at 50 a page, far past any real queue. */
export const MAX_PAGE_NUMBER = 10_000;

export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Enter a page number.' })
    .int('Enter a whole page number.')
    .min(1, 'Enter a page number from 1.')
    .max(MAX_PAGE_NUMBER, `Enter a page number of at most ${MAX_PAGE_NUMBER}.`)
    .default(1),
});

export const PageInfoSchema = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** How many pages `total` rows fill; at least 1, so an empty list is page 1 of 1. */
export function countPages(info: Pick<PageInfo, 'perPage' | 'total'>): number {
  return Math.max(1, Math.ceil(info.total / info.perPage));
}

/** "Showing 1–50 of 612"; "Showing 0 of 0" for an empty list, or past its last page. */
export function describePage(info: PageInfo): string {
  const first = (info.page - 1) * info.perPage + 1;
  const last = Math.min(info.page * info.perPage, info.total);
  if (first > last) return `Showing 0 of ${info.total.toLocaleString('en-US')}`;
  return `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${info.total.toLocaleString('en-US')}`;
}
