import type { PublicNewsAttachment } from '#domain/news/news.schema.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/svg+xml': 'SVG image',
};

/** A file size as people read it: "850 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "PDF" for a library document's type; what an older link's address says otherwise. */
function fileTypeOf(attachment: PublicNewsAttachment): string | null {
  if (attachment.contentType) return TYPE_NAMES[attachment.contentType] ?? attachment.contentType;
  return /\.pdf(?:$|[?#])/i.test(attachment.href) ? 'PDF' : null;
}

/**
 * A post's attached documents with their file type and size; files open in a new tab and say
 * so, as the other document links do.
 */
export function NewsAttachments({ attachments }: { attachments: PublicNewsAttachment[] }) {
  return (
    <ul className="news-attachments">
      {attachments.map((attachment) => {
        const type = fileTypeOf(attachment);
        return (
          <li key={attachment.href}>
            {type ? (
              <ExternalLink
                href={attachment.href}
                hint={`${type}, opens in a new tab`}
                className="button"
              >
                {attachment.title}
              </ExternalLink>
            ) : (
              <a href={attachment.href} className="button">
                {attachment.title}
              </a>
            )}
            {attachment.sizeBytes === null ? null : (
              <span className="news-attachments__size">
                {` ${type ?? 'File'}, ${formatFileSize(attachment.sizeBytes)}`}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
