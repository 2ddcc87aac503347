/**
 * The path without trailing slashes, keeping the first character ('/about//' → '/about', '/' → '/').
 * A loop instead of `/\/+$/`: that pattern is quadratic on a long run of slashes followed by
 * another character (issue 16).
 */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

const MAX_RETURN_PATH_LENGTH = 300;

/**
 * A safe place to send a visitor back to (a `returnTo` or other redirect target taken from a
 * request): a path on this site, or `fallback`. Only visible ASCII is allowed, so no
 * protocol-relative `//host`, no backslash, no space and no control character (issue 36: a
 * `%01` reached the Location header and Node refused to write it, a 500).
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  return typeof value === 'string' &&
    value.length < MAX_RETURN_PATH_LENGTH &&
    /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(value)
    ? value
    : fallback;
}
