import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { DateTimeLocalField } from '#web/components/ui/date-time-local-field.tsx';

/** What a field's control carries: its id and its links to the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * The one label-hint-error block of every staff form: the hint and the error sit under the label
 * and the control names both with aria-describedby (STYLE.md §4). Forms that keep their values in
 * their own state use it directly; react-hook-form forms use the fields below.
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  isWide = false,
  labelId,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error: string | undefined;
  isWide?: boolean;
  labelId?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const classes = ['form-field', isWide ? 'form-field--wide' : '', error ? 'form-field--error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id} id={labelId} className="form-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}

interface FormFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  hint?: string;
}

function errorOf<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: Path<Values>,
): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'className'
>;

/** A text box bound to `name` of a react-hook-form form. */
export function TextField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  type = 'text',
  className = 'form-input',
  ...extras
}: FormFieldProps<Values> & InputExtras & { type?: 'text' | 'password' | 'email' | 'tel' }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={errorOf(form, name)}>
      {(props) => (
        <input {...props} {...extras} type={type} className={className} {...form.register(name)} />
      )}
    </FieldShell>
  );
}

/** A password box: never autofilled with a saved password unless `autoComplete` says so. */
export function PasswordField<Values extends FieldValues>(
  props: FormFieldProps<Values> & { autoComplete: 'new-password' | 'current-password' },
) {
  return <TextField {...props} type="password" />;
}

/** A box for several lines of plain text. */
export function TextAreaField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  rows = 6,
}: FormFieldProps<Values> & { rows?: number }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={errorOf(form, name)}>
      {(props) => (
        <textarea {...props} className="form-input" rows={rows} {...form.register(name)} />
      )}
    </FieldShell>
  );
}

/** A drop-down list of `options`. */
export function SelectField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  options,
}: FormFieldProps<Values> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={errorOf(form, name)}>
      {(props) => (
        <select {...props} className="form-input" {...form.register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A single yes-or-no box, its label after it. */
export function CheckboxField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
}: FormFieldProps<Values>) {
  const id = useId();
  const error = errorOf(form, name);
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="form-checkbox"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...form.register(name)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The product's one date and time field (decision 102) bound to `name`: `mode` "date" holds
 * YYYY-MM-DD, "date-time" holds YYYY-MM-DDTHH:mm in the district's zone.
 */
export function DateTimeFormField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  mode,
}: FormFieldProps<Values> & { mode: 'date' | 'date-time' }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={errorOf(form, name)}>
      {(props) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) =>
            mode === 'date' ? (
              <DateTimeField
                {...props}
                mode="date"
                label={label}
                value={String(field.value ?? '')}
                onChange={field.onChange}
              />
            ) : (
              <DateTimeLocalField
                {...props}
                label={label}
                value={String(field.value ?? '')}
                onChange={field.onChange}
              />
            )
          }
        />
      )}
    </FieldShell>
  );
}
