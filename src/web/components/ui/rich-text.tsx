/**
 * Rich text from the content editor. The server sanitizes every rich-text value before it stores
 * it (headings, paragraphs, lists, links, bold and italic only), so it is safe to insert here.
 */
export function RichText({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  /** The text's language when it is not the page's (staff content on `/es/`). */
  lang?: 'en' | undefined;
}) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
