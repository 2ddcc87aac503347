import { useCallback, useState, type ReactNode } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { ErrorSummary } from './error-summary.tsx';

type FieldErrors = Record<string, string>;

const asFieldErrors = (fields: FieldErrors): FieldErrors => fields;

/**
 * A content form's field errors and failure banner, and what a failed request sets: a lapsed
 * login goes back to the login form, the server's field errors go beside their fields (through
 * `toFieldErrors`), anything else shows in the banner.
 */
export function useContentFailure(
  onUnauthorized: () => void,
  toFieldErrors: (fields: FieldErrors) => FieldErrors = asFieldErrors,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const handleError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      else if (error instanceof ApiError && error.fields) setErrors(toFieldErrors(error.fields));
      else setFailure(error instanceof ApiError ? error.message : 'We could not reach the server.');
    },
    [onUnauthorized, toFieldErrors],
  );
  return { errors, setErrors, failure, setFailure, handleError };
}

/**
 * A content form: it checks its fields itself, so the browser's checks are off; after a failed
 * save the error summary, then the failure banner, sit above the fields.
 */
export function ContentForm({
  label,
  labelledBy,
  errors,
  failure,
  onSubmit,
  children,
}: {
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  errors: Readonly<FieldErrors>;
  failure: string | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="content-form"
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary errors={errors} />
      {failure ? (
        <p className="banner banner--error" role="alert">
          {failure}
        </p>
      ) : null}
      {children}
    </form>
  );
}

/** Read out as it changes: what the last action did, else whether there are unsaved changes. */
export function SaveStatus({ status, isDirty }: { status: string | null; isDirty: boolean }) {
  return (
    <p role="status" className="content-form__status">
      {status ?? (isDirty ? 'You have unsaved changes.' : '')}
    </p>
  );
}
