import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { DateTimeLocalField } from '#web/components/ui/date-time-local-field.tsx';

/** What a field's control carries: its id and its links to the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** The ids a control's aria-describedby names: its hint, then its error. */
function describedByOf(id: string, hint: string | undefined, error: string | undefined) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

/** What a control carries so it names its hint and error and says whether it is invalid. */
function controlPropsOf(
  id: string,
  hint: string | undefined,
  error: string | undefined,
): FieldControlProps {
  return {
    id,
    'aria-describedby': describedByOf(id, hint, error),
    'aria-invalid': error ? true : undefined,
  };
}

/** A field's hint and its error, each with the id its control's aria-describedby names. */
function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint: string | undefined;
  error: string | undefined;
}) {
  return (
    <>
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
    </>
  );
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
  const classes = ['form-field', isWide ? 'form-field--wide' : '', error ? 'form-field--error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id} id={labelId} className="form-label">
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
      {children(controlPropsOf(id, hint, error))}
    </div>
  );
}

/** A one-line box whose value a form keeps in its own state (not react-hook-form). */
export function InputField({
  id,
  label,
  hint,
  error,
  isWide,
  type = 'text',
  value,
  onChange,
  inputRef,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  isWide?: boolean;
  type?: 'text' | 'date' | 'search';
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} isWide={isWide}>
      {(props) => (
        <input
          {...props}
          ref={inputRef}
          className="form-input"
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

/**
 * A yes-or-no box, its label after it and its hint and error under both; like FieldShell,
 * `children` draws the box from the props it is given.
 */
export function CheckboxShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}) {
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--error' : ''}`}>
      {children(controlPropsOf(id, hint, error))}
      <label htmlFor={id}>{label}</label>
      <FieldNotes id={id} hint={hint} error={error} />
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
  return (
    <CheckboxShell id={id} label={label} hint={hint} error={errorOf(form, name)}>
      {(props) => (
        <input {...props} type="checkbox" className="form-checkbox" {...form.register(name)} />
      )}
    </CheckboxShell>
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
