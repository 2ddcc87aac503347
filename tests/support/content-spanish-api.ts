import { expect } from 'vitest';
import type { SpanishToDoList } from '#domain/content/spanish-content.ts';
import type { TestApp } from './test-app.ts';

/**
 * The staff API for the Spanish of content (decisions 327 and 331), for server tests: save one
 * block's Spanish with the English it translates, and read the list of Spanish to write.
 */
export function contentSpanishApi(t: TestApp, authorization: () => string) {
  return {
    save: (itemId: string, block: string, payload: unknown, auth = authorization()) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/content/items/${itemId}/spanish/${block}`,
        headers: auth ? { authorization: auth } : {},
        payload: payload as object,
      }),
    toDo: async (): Promise<SpanishToDoList['entries']> => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/content/spanish',
        headers: { authorization: authorization() },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SpanishToDoList>().entries;
    },
  };
}
