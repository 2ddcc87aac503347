/** Domains whose mailboxes ignore dots in the local part (Gmail's, issue 36). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the per-recipient mail caps count it (issue 36): lower case,
 * a `+tag` dropped on every domain (`victim+records1@example.org` is `victim@example.org`), and
 * for Gmail's domains the dots of the local part dropped and googlemail.com read as gmail.com.
 * Only the cap's key is normalised; the mail still goes to the address as typed. A local part
 * that starts with `+` has no mailbox before its tag and is kept whole.
 */
export function mailboxKeyOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let domain = lower.slice(at + 1);
  // A fully qualified domain's trailing dot ("gmail.com.") names the same mail host.
  while (domain.endsWith('.')) domain = domain.slice(0, -1);
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  const mailbox = plus > 0 ? local.slice(0, plus) : local;
  if (!DOTLESS_DOMAINS.has(domain)) return `${mailbox}@${domain}`;
  const dotless = mailbox.replaceAll('.', '');
  return `${dotless === '' ? mailbox : dotless}@gmail.com`;
}
