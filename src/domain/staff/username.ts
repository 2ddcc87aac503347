/**
 * One spelling per username (issue 16): NFKC folds compatibility forms (full-width letters,
 * ligatures) into their plain letters, and lower case makes `Admin` and `admin` the same name.
 * Usernames are stored this way and a login's username is looked up this way.
 */
export function normalizeUsername(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
}

/**
 * Control, format (zero-width space, joiners, direction marks, soft hyphen), private-use,
 * unassigned and surrogate code points, separators (every kind of space), and the default
 * ignorables that are not in those categories (variation selectors, Hangul fillers, …).
 */
const INVISIBLE = /[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}]/u;

/** True when the username holds a character a reader cannot see or tell from a space. */
export function hasInvisibleCharacter(username: string): boolean {
  return INVISIBLE.test(username);
}
