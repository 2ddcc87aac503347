/** The officer's action form: one small form in a disclosure that posts to one action of the API. */
import { useId, useState, type FormEvent } from 'react';
import { FieldShell } from '#web/components/staff/staff-fields.tsx';

export type FieldSpec =
  | { name: string; label: string; kind: 'text' | 'textarea' | 'date'; hint?: string }
  | { name: string; label: string; kind: 'select'; options: Readonly<Record<string, string>> }
  | { name: string; label: string; kind: 'checkbox' };

/** One action on a request: a disclosure holding a small form that posts to the action's API. */
export function ActionForm({
  title,
  submitLabel,
  fields,
  toBody,
  onSubmit,
}: {
  title: string;
  submitLabel: string;
  fields: readonly FieldSpec[];
  toBody: (values: Record<string, string>) => object | undefined;
  onSubmit: (body: object | undefined) => Promise<Record<string, string> | null>;
}) {
  const ids = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    const fieldErrors = await onSubmit(toBody(values));
    setIsBusy(false);
    setErrors(fieldErrors ?? {});
    if (!fieldErrors) setValues({});
  }

  const set = (name: string, value: string) => setValues((old) => ({ ...old, [name]: value }));
  return (
    <details className="records-action">
      <summary>{title}</summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {fields.map((field) => {
          const id = `${ids}-${field.name}`;
          if (field.kind === 'checkbox') {
            return (
              <div key={field.name} className="form-field form-field--checkbox">
                <input
                  id={id}
                  type="checkbox"
                  className="form-checkbox"
                  checked={values[field.name] === 'yes'}
                  onChange={(event) => set(field.name, event.target.checked ? 'yes' : '')}
                />
                <label htmlFor={id}>{field.label}</label>
              </div>
            );
          }
          return (
            <FieldShell
              key={field.name}
              id={id}
              label={field.label}
              hint={'hint' in field ? field.hint : undefined}
              error={errors[field.name]}
              isWide={field.kind === 'textarea'}
            >
              {(control) =>
                field.kind === 'select' ? (
                  <select
                    {...control}
                    className="form-input"
                    value={values[field.name] ?? ''}
                    onChange={(event) => set(field.name, event.target.value)}
                  >
                    <option value="">Choose…</option>
                    {Object.entries(field.options).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                ) : field.kind === 'textarea' ? (
                  <textarea
                    {...control}
                    className="form-input"
                    rows={4}
                    value={values[field.name] ?? ''}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                ) : (
                  <input
                    {...control}
                    className="form-input"
                    type={field.kind === 'date' ? 'date' : 'text'}
                    value={values[field.name] ?? ''}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                )
              }
            </FieldShell>
          );
        })}
        <button type="submit" className="button" disabled={isBusy}>
          {submitLabel}
        </button>
      </form>
    </details>
  );
}
