import type { z } from 'zod';
import {
  NEWS_API,
  type NewsPost,
  type NewsPostInput,
  type NewsPostListSchema,
} from '#domain/news/news.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listNewsPosts() {
  return apiRequest<z.infer<typeof NewsPostListSchema>>(NEWS_API.posts, { isAuthenticated: true });
}

export function createNewsPost(input: NewsPostInput) {
  return apiRequest<NewsPost>(NEWS_API.posts, {
    method: 'POST',
    body: input,
    isAuthenticated: true,
  });
}

/** Saves a draft, or with `publish` saves and publishes (and may notify the News list). */
export function saveNewsPost(
  id: string,
  input: NewsPostInput,
  publish: boolean,
  notifySubscribers = false,
) {
  return apiRequest<NewsPost>(publish ? NEWS_API.published(id) : NEWS_API.post(id), {
    method: 'PUT',
    body: notifySubscribers ? { ...input, notifySubscribers } : input,
    isAuthenticated: true,
  });
}

export function unpublishNewsPost(id: string) {
  return apiRequest<NewsPost>(NEWS_API.unpublish(id), { method: 'POST', isAuthenticated: true });
}
