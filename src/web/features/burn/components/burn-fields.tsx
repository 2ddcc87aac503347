import {
  FieldError,
  FieldHint,
  describedBy,
  invalid,
  type FieldErrors,
} from '#web/components/ui/server-form.tsx';

/** The burn forms' fields: a labelled input with its hint and message, and the burn's times. */

export function TextField({
  name,
  label,
  type,
  value,
  errors,
  autoComplete,
  autoCapitalize,
  hint,
}: {
  name: string;
  label: string;
  type: string;
  value: string | undefined;
  errors: FieldErrors;
  autoComplete?: string;
  autoCapitalize?: string;
  hint?: string;
}) {
  return (
    <div className={`form-field${errors[name] ? ' form-field--error' : ''}`}>
      <label htmlFor={name} className="form-label">
        {label}
      </label>
      {hint ? <FieldHint name={name}>{hint}</FieldHint> : null}
      <FieldError name={name} errors={errors} />
      <input
        type={type}
        id={name}
        name={name}
        className="form-input"
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        autoCapitalize={autoCapitalize}
        aria-describedby={describedBy(name, errors, Boolean(hint))}
        aria-invalid={invalid(name, errors)}
      />
    </div>
  );
}

export function TimeFields({
  errors,
  values,
}: {
  errors: FieldErrors;
  values: { startTime?: string | undefined; endTime?: string | undefined };
}) {
  return (
    <>
      <TextField
        name="startTime"
        label="From"
        type="time"
        value={values.startTime}
        errors={errors}
        hint="24-hour time, like 09:00."
      />
      <TextField
        name="endTime"
        label="To"
        type="time"
        value={values.endTime}
        errors={errors}
        hint="24-hour time, like 15:00."
      />
    </>
  );
}
