/**
 * Rich text from the content editor. The server sanitizes every rich-text value before it stores
 * it (headings, paragraphs, lists, links, bold and italic only), so it is safe to insert here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
