import { useEffect, useRef } from 'react';
import { fieldId } from './content-fields.tsx';
import { labelFor } from './field-labels.ts';

function describeField(key: string): string {
  return key
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : labelFor(part)))
    .join(' › ');
}

/** After a failed save: a focused list linking to each field that needs attention. */
export function ErrorSummary({
  errors,
  idPrefix = '',
}: {
  errors: Readonly<Record<string, string>>;
  /** The fields' id prefix (`FieldLanguage`), for the Spanish beside the English. */
  idPrefix?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  useEffect(() => {
    if (entries.length > 0) ref.current?.focus();
  }, [entries.length]);
  if (entries.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="alert">
      <h2 className="error-summary__title">Some fields need attention</h2>
      <ul className="error-summary__list">
        {entries.map(([key, message]) => (
          <li key={key}>
            <a href={`#${fieldId(key.split('.'), idPrefix)}`}>
              {describeField(key)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
