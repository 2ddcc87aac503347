import sanitizeHtml from 'sanitize-html';

/**
 * What page bodies may contain (issue 9, item 8): headings, paragraphs, lists, links, bold and
 * italic. Everything else — scripts, styles, event handlers, `javascript:` links — is removed
 * before a value is stored, so the public pages insert only this.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    // The editor offers one heading scale under the page's own h1.
    h1: 'h2',
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/**
 * The same rich text with every link absolute, resolved against `base`: a feed reader shows a
 * post away from the site, where "/documents/x.pdf" would lead nowhere (issue 16).
 */
export function absolutizeRichTextLinks(html: string, base: string): string {
  return sanitizeHtml(html, {
    ...RICH_TEXT_OPTIONS,
    transformTags: {
      ...RICH_TEXT_OPTIONS.transformTags,
      a: (tagName, attribs) => {
        const href = attribs.href;
        if (href === undefined || !URL.canParse(href, base)) return { tagName, attribs };
        return { tagName, attribs: { ...attribs, href: new URL(href, base).toString() } };
      },
    },
  }).trim();
}

/** Sanitizes every rich-text value (keys ending in `Html`) anywhere in a content value. */
export function sanitizeRichTextFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => sanitizeRichTextFields(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key.endsWith('Html') && typeof item === 'string'
          ? sanitizeRichText(item)
          : sanitizeRichTextFields(item),
      ]),
    );
  }
  return value;
}
