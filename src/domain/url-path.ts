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
