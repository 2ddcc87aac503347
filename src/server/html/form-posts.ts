import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * What the no-script pages and forms share (decision 301): a page whose address carries a private
 * token is never cached and never sent on as Referer; a token in the path is bounded; a form post
 * is a record of strings (a repeated name gives a list) read as its first values.
 */
export const PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
};

export const TokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

export const FormBodySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** A form post's fields, the first value of each. */
export function firstValues(body: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) ? (value[0] ?? '') : value,
    ]),
  );
}

/**
 * The 303 a form post answers with, so a reload does not post again; the next page is never
 * cached, and with `isPrivate` (a private token in its address) never sent on as Referer.
 */
export function seeOther(
  reply: FastifyReply,
  location: string,
  options: { isPrivate?: boolean } = {},
): FastifyReply {
  const answer = reply.code(303).header('cache-control', 'no-store');
  return (options.isPrivate ? answer.header('referrer-policy', 'no-referrer') : answer).redirect(
    location,
  );
}
