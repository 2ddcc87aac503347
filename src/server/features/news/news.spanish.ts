import {
  localizeContent,
  newsPostIdOf,
  newsSpanishItemId,
} from '#domain/content/spanish-content.ts';
import { documentSpanishItemId } from '#domain/documents/site-documents.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import type { NewsPost, PublicNewsPost } from '#domain/news/news.schema.ts';
import { findNewsPost, listNewsPosts, reindexNewsPost, type NewsDeps } from './news.service.ts';

/** The words of a post staff write Spanish for (decision 331). */
function englishOf(post: { title: string; summary: string; bodyHtml: string }) {
  return { title: post.title, summary: post.summary, bodyHtml: post.bodyHtml };
}

const nameOf = (post: NewsPost) => `News: ${post.title}`;

/**
 * A post as a page in `locale` shows it: each field's current Spanish in place of its English,
 * and which fields those are (the rest are English, marked `lang="en"`).
 */
export async function localizeNewsPost(
  deps: NewsDeps,
  post: PublicNewsPost,
  locale: Locale,
): Promise<PublicNewsPost> {
  if (locale === 'en') return post;
  const spanish = await deps.readSpanish?.(newsSpanishItemId(post.id));
  const { value, spanishBlocks } = localizeContent(englishOf(post), spanish, locale);
  // An attachment that reads its document's title reads the title's current Spanish too.
  const attachments = await Promise.all(
    post.attachments.map(async (attachment) => {
      if (attachment.documentKey === undefined) return attachment;
      const titles = await deps.readSpanish?.(documentSpanishItemId(attachment.documentKey));
      const title = localizeContent({ title: attachment.title }, titles, locale);
      return { ...attachment, ...title.value, isTranslated: title.spanishBlocks.includes('title') };
    }),
  );
  return { ...post, ...value, attachments, translatedBlocks: spanishBlocks };
}

/**
 * The posts' side of the content's Spanish (decision 327's table and API): each post's English,
 * the posts the workspace lists, and its search entry once its Spanish is saved.
 */
export function newsSpanishItems(deps: NewsDeps) {
  return {
    find: async (itemId: string) => {
      const postId = newsPostIdOf(itemId);
      const post = postId === undefined ? undefined : await findNewsPost(deps, postId);
      return post ? { name: nameOf(post), english: englishOf(post) } : undefined;
    },
    // Every published post (scheduled ones too): what residents read now or will read.
    list: async () =>
      (await listNewsPosts(deps))
        .filter((post) => post.status === 'published')
        .map((post) => ({
          itemId: newsSpanishItemId(post.id),
          name: nameOf(post),
          english: englishOf(post),
        })),
    afterSave: async (itemId: string) => {
      const postId = newsPostIdOf(itemId);
      if (postId !== undefined) await reindexNewsPost(deps, postId);
    },
  };
}
