import type { NewsAttachment } from '#domain/news/news.schema.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';

/** A post's attached documents; PDFs open in a new tab and say so. */
export function NewsAttachments({ attachments }: { attachments: NewsAttachment[] }) {
  return (
    <ul className="news-attachments">
      {attachments.map((attachment) => (
        <li key={attachment.href}>
          {/\.pdf($|[?#])/i.test(attachment.href) ? (
            <ExternalLink href={attachment.href} hint="PDF, opens in a new tab" className="button">
              {attachment.title}
            </ExternalLink>
          ) : (
            <a href={attachment.href} className="button">
              {attachment.title}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
