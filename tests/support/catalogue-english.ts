import { JSDOM } from 'jsdom';

/** Attributes people read or hear as text. */
const TEXT_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The catalogue English a translated page shows as its own language (issue 29, item 5): each
 * phrase found in the body's text or readable attributes whose nearest `lang` is not English.
 * Staff content inside `lang="en"` is allowed; the head (title, description: content) is not read.
 */
export function findCatalogueEnglish(html: string, phrases: readonly string[]): string[] {
  const { document } = new JSDOM(html).window;
  const languageOf = (element: Element | null) =>
    element?.closest('[lang]')?.getAttribute('lang') ?? '';
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && languageOf(parent) !== 'en') {
      texts.push(node.textContent ?? '');
    }
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (languageOf(element) === 'en') continue;
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  const text = texts.join('\n');
  return phrases.filter((phrase) =>
    new RegExp(`(?<![\\p{L}])${escapeRegExp(phrase)}(?![\\p{L}])`, 'u').test(text),
  );
}
