import { z } from 'zod';

/** GET: the back office home's "needs attention" counts the account may act on (issue 21). */
export const ATTENTION_PATH = '/api/admin/attention';

export const AttentionItemSchema = z.object({
  /** Stable id, e.g. `permits.paid-not-issued`. */
  id: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  /** The back office page, filtered to these items where it can be. */
  href: z.string(),
});
export type AttentionItem = z.infer<typeof AttentionItemSchema>;

export const AttentionResponseSchema = z.object({ items: z.array(AttentionItemSchema) });
export type AttentionResponse = z.infer<typeof AttentionResponseSchema>;
