import type { ReactNode } from 'react';
import type { PageMessage } from '#domain/content/page-message.ts';

/**
 * The pieces of a form the server answers (open burning, records requests, inspection booking):
 * no script, so a failed post comes back as the page again with an error summary on top and each
 * message under its field, linked by `aria-describedby` (STYLE.md §4).
 */

export type FieldErrors = Readonly<Record<string, string>>;

/** The ids an input points at: its hint, then its error, when it has either. */
export function describedBy(
  name: string,
  errors: FieldErrors,
  hasHint = false,
): string | undefined {
  const ids = [hasHint ? `${name}-hint` : '', errors[name] ? `${name}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** `aria-invalid` on a field that failed. */
export function invalid(name: string, errors: FieldErrors): true | undefined {
  return errors[name] ? true : undefined;
}

/**
 * The message under a field that failed, with the id its input points at; `prefix` is "Error: "
 * in the page's language (a translated page passes its own).
 */
export function FieldError({
  name,
  errors,
  prefix = 'Error: ',
}: {
  name: string;
  errors: FieldErrors;
  prefix?: string;
}) {
  const message = errors[name];
  return message ? (
    <p className="field-error" id={`${name}-error`}>
      {`${prefix}${message}`}
    </p>
  ) : null;
}

export function FieldHint({ name, children }: { name: string; children: ReactNode }) {
  return (
    <p className="field-hint" id={`${name}-hint`}>
      {children}
    </p>
  );
}

/** The box at the top of a failed form: each entry links to its field; `title` in the page's language. */
export function ErrorSummary({
  entries,
  id,
  title = 'There is a problem',
}: {
  entries: ReadonlyArray<{ href: string; text: string }>;
  id?: string;
  title?: string;
}) {
  if (entries.length === 0) return null;
  return (
    // Without JavaScript the summary cannot take focus; role="alert" announces it.
    <div
      className="error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      id={id}
    >
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {entries.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What happened (a status) or why not (an alert), above the page's content. */
export function MessageBox({ message }: { message: PageMessage | undefined }) {
  if (!message) return null;
  return (
    <div
      className={message.kind === 'refused' ? 'feature-refused' : 'feature-notice'}
      role={message.kind === 'refused' ? 'alert' : 'status'}
    >
      <p>{message.text}</p>
    </div>
  );
}

/** The body of a feature page under its heading band. */
export function FeaturePageBody({ children }: { children: ReactNode }) {
  return <div className="container page-body feature-page">{children}</div>;
}
