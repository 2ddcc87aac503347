/**
 * Fills `{name}` placeholders from `values` (a page's words in the browser, which has no
 * FormatJS: these messages take plain placeholders only, no plurals or selects).
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
