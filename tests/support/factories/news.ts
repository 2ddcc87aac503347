import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Creates a news post as `authorization` (an editor) and expects 201: the post as answered. */
export async function createNewsPost<Post = { id: string }>(
  app: FastifyInstance,
  authorization: string,
  payload: object,
): Promise<Post> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/news/posts',
    headers: { authorization },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Post>();
}

/** Publishes `payload` as news post `id`'s new version and expects 200: the post as answered. */
export async function publishNewsVersion<Post = { id: string }>(
  app: FastifyInstance,
  authorization: string,
  id: string,
  payload: object,
): Promise<Post> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/news/posts/${id}/published`,
    headers: { authorization },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
}
