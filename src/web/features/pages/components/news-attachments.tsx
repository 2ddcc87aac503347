import type { PublicNewsAttachment } from '#domain/news/news.schema.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { InEnglish, useText } from '#web/lib/i18n.tsx';

const TYPE_NAMES: Readonly<Record<string, MessageId | 'PDF'>> = {
  'application/pdf': 'PDF',
  'image/png': 'attachment.pngImage',
  'image/jpeg': 'attachment.jpegImage',
  'image/svg+xml': 'attachment.svgImage',
};

/** A file size as people read it: "850 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "PDF" for a library document's type; what an older link's address says otherwise. */
function fileTypeOf(
  attachment: PublicNewsAttachment,
  t: ReturnType<typeof useText>,
): string | null {
  if (attachment.contentType) {
    const name = TYPE_NAMES[attachment.contentType];
    return name === undefined || name === 'PDF' ? (name ?? attachment.contentType) : t(name);
  }
  return /\.pdf(?:$|[?#])/i.test(attachment.href) ? 'PDF' : null;
}

/**
 * A post's attached documents with their file type and size; files open in a new tab and say
 * so, as the other document links do.
 */
export function NewsAttachments({ attachments }: { attachments: PublicNewsAttachment[] }) {
  const t = useText();
  return (
    <ul className="news-attachments">
      {attachments.map((attachment) => {
        const type = fileTypeOf(attachment, t);
        return (
          <li key={attachment.href}>
            {type ? (
              <ExternalLink
                href={attachment.href}
                hint={t('link.typeOpensInNewTab', { type })}
                className="button"
              >
                <InEnglish isTranslated={attachment.isTranslated === true}>
                  {attachment.title}
                </InEnglish>
              </ExternalLink>
            ) : (
              <a href={attachment.href} className="button">
                <InEnglish isTranslated={attachment.isTranslated === true}>
                  {attachment.title}
                </InEnglish>
              </a>
            )}
            {attachment.sizeBytes === null ? null : (
              <span className="news-attachments__size">
                {` ${type ?? t('attachment.file')}, ${formatFileSize(attachment.sizeBytes)}`}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
