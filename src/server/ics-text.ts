/**
 * ical-generator writes calendar-level X- properties (X-WR-TIMEZONE, X-PUBLISHED-TTL…) after the
 * components and ends without a line break. RFC 5545 3.4 puts the calendar's properties before
 * its components and 3.1 ends every content line, the last included, with CRLF; strict parsers
 * (issue 16) refuse or misread the feed otherwise. Both feeds pass through this.
 */
export function toStandardIcsText(text: string): string {
  // Unfolding is not needed: a folded continuation starts with a space and stays with its line.
  let end = text.length;
  while (end >= 2 && text.slice(end - 2, end) === '\r\n') end -= 2;
  const lines = text.slice(0, end).split('\r\n');
  const entries: string[][] = [];
  for (const line of lines) {
    if (line.startsWith(' ') || line.startsWith('\t')) entries.at(-1)?.push(line);
    else entries.push([line]);
  }
  const calendarProperties: string[][] = [];
  const components: string[][] = [];
  let depth = 0;
  for (const entry of entries.slice(1, -1)) {
    const name = entry[0] ?? '';
    if (name.startsWith('BEGIN:')) depth += 1;
    if (depth === 0) calendarProperties.push(entry);
    else components.push(entry);
    if (name.startsWith('END:')) depth -= 1;
  }
  const ordered = [entries[0] ?? [], ...calendarProperties, ...components, entries.at(-1) ?? []];
  return `${ordered.flat().join('\r\n')}\r\n`;
}
