import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export interface SpanishToDoEntries {
  entries: { itemId: string; name: string; block: string; state: string; editPath: string }[];
}

/**
 * The staff Spanish API as tests call it (decisions 327 and 329): save one block's Spanish
 * (as `authorization`, or anonymously with ''), read the list of Spanish missing or out of date.
 */
export function spanishContentApi(t: TestApp, authorization: string) {
  return {
    saveSpanish: (id: string, block: string, payload: unknown, auth = authorization) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/content/items/${encodeURIComponent(id)}/spanish/${block}`,
        headers: auth ? { authorization: auth } : {},
        payload: payload as object,
      }),
    toDo: async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/content/spanish',
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SpanishToDoEntries>().entries;
    },
    entryFor: (entries: SpanishToDoEntries['entries'], itemId: string, block: string) =>
      entries.find((entry) => entry.itemId === itemId && entry.block === block),
  };
}
