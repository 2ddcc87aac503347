/** GOV.UK pattern: while a form shows an error summary, the page title starts with 'Error: '. */
export const ERROR_TITLE_PREFIX = 'Error: ';

export function setErrorTitlePrefix(hasErrors: boolean): void {
  const title = document.title;
  const hasPrefix = title.startsWith(ERROR_TITLE_PREFIX);
  if (hasErrors && !hasPrefix) document.title = `${ERROR_TITLE_PREFIX}${title}`;
  if (!hasErrors && hasPrefix) document.title = title.slice(ERROR_TITLE_PREFIX.length);
}
