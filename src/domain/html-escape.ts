/**
 * The one HTML escaper for the few strings written outside React: page heads, search snippets,
 * the seed's rich text, mail bodies and generated SVG. `&`, `<`, `>`, `"` and `'` become
 * entities, so a value is safe as text and inside a quoted attribute (and as XML). escape-html
 * does the work; nothing else escapes by hand.
 */
import escapeHtmlText from 'escape-html';

export function escapeHtml(text: string): string {
  return escapeHtmlText(text);
}
