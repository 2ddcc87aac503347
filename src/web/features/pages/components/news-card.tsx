import { newsPostPath, type PublicNewsPost } from '#domain/news/news.schema.ts';
import { LocalDay, usePostFields } from '#web/lib/i18n.tsx';
import { NewsAttachments } from './news-attachments.tsx';

/** One post in the News list: its title, day, summary and attachments, each in its language. */
export function NewsCard({ post }: { post: PublicNewsPost }) {
  // Each field in Spanish where staff wrote current Spanish, else English, marked (decision 331).
  const field = usePostFields(post);
  return (
    <li className="card">
      <h2 className="card__title" {...field('title')}>
        <a href={newsPostPath(post.slug)}>{post.title}</a>
      </h2>
      <p className="card__meta">
        <LocalDay day={post.date} />
      </p>
      <p {...field('summary')}>{post.summary}</p>
      {post.attachments.length > 0 ? <NewsAttachments attachments={post.attachments} /> : null}
    </li>
  );
}
