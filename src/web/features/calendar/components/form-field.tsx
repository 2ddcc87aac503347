import type { ReactElement } from 'react';
import { cloneElement } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** The input, select or textarea; it receives the id and the error link. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its error message beneath it, linked by aria-describedby. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="calendar-form__field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="calendar-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
