import { usePageText, type PageTextTranslator } from '#web/lib/page-text.tsx';
import { Controller, useFormContext } from 'react-hook-form';
import type { PermitField } from '#domain/permits/permit-fields.ts';
import { PLOT_PLAN_ACCEPT } from '../lib/plot-plan.ts';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';

/** Autocomplete purposes (WCAG 1.3.5) of the fields that collect the applicant's own details. */
const AUTOCOMPLETE: Record<string, string> = {
  fullName: 'name',
  applicantName: 'name',
  email: 'email',
  applicantEmail: 'email',
  phoneNumber: 'tel',
  telephoneNumber: 'tel',
  postalCode: 'postal-code',
};

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

interface PermitFieldInputProps {
  formId: string;
  field: PermitField;
  dateFormat: string;
  /** Help under the label, after the format hint of a date or time. */
  help?: string | undefined;
}

/** One labelled field of a permit form with its hint and its error message under the label. */
export function PermitFieldInput({ formId, field, dateFormat, help }: PermitFieldInputProps) {
  const tr = usePageText();
  const { register, control, formState } = useFormContext<Record<string, unknown>>();
  const id = fieldId(formId, field.name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = formState.errors[field.name]?.message;
  const message = typeof error === 'string' ? tr(error) : undefined;
  const hint =
    [hintFor(field, dateFormat, tr), help === undefined ? undefined : tr(help)]
      .filter(Boolean)
      .join(' ') || undefined;
  const describedBy =
    [hint ? hintId : undefined, message ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const isInvalid = message !== undefined;
  const label =
    field.isRequired || field.kind === 'checkbox' || field.kind === 'readonly'
      ? tr(field.label)
      : tr('{label} (optional)', { label: tr(field.label) });

  const errorText = message ? (
    <p id={errorId} className="field-error">
      <span className="visually-hidden">{tr('Error:')} </span>
      {message}
    </p>
  ) : null;
  const hintText = hint ? (
    <p id={hintId} className="field-hint">
      {hint}
    </p>
  ) : null;

  if (field.kind === 'checkbox') {
    return (
      <div className={`form-field form-field--checkbox${isInvalid ? ' form-field--error' : ''}`}>
        {errorText}
        <input
          id={id}
          type="checkbox"
          className="form-checkbox"
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          {...register(field.name)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  }

  let input;
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    className: 'form-input',
  };
  switch (field.kind) {
    case 'date':
    case 'time': {
      const mode = field.kind;
      input = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: controlled }) => (
            <DateTimeField
              id={id}
              name={controlled.name}
              mode={mode}
              label={tr(field.label)}
              dateFormat={dateFormat}
              value={typeof controlled.value === 'string' ? controlled.value : ''}
              onChange={controlled.onChange}
              onBlur={controlled.onBlur}
              aria-describedby={describedBy}
              aria-invalid={isInvalid || undefined}
            />
          )}
        />
      );
      break;
    }
    case 'textarea':
      input = <textarea {...common} rows={4} {...register(field.name)} />;
      break;
    case 'select':
      input = (
        <select {...common} {...register(field.name)}>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {tr(option)}
            </option>
          ))}
        </select>
      );
      break;
    case 'file':
      input = <input {...common} type="file" accept={PLOT_PLAN_ACCEPT} {...register(field.name)} />;
      break;
    case 'readonly':
      input = (
        <input
          {...common}
          type="text"
          readOnly
          className="form-input form-input--readonly"
          {...register(field.name)}
        />
      );
      break;
    case 'number':
      input = (
        <input
          {...common}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...register(field.name)}
        />
      );
      break;
    default:
      input = (
        <input
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
          spellCheck={field.kind === 'email' ? false : undefined}
          {...register(field.name)}
        />
      );
  }

  return (
    <div
      className={`form-field${isInvalid ? ' form-field--error' : ''}${field.kind === 'textarea' ? ' form-field--wide' : ''}`}
    >
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {hintText}
      {errorText}
      {input}
    </div>
  );
}

function hintFor(
  field: PermitField,
  dateFormat: string,
  tr: PageTextTranslator,
): string | undefined {
  if (field.kind === 'date') {
    return tr('Type or pick a date, as {format}', { format: dateFormat.toLowerCase() });
  }
  if (field.kind === 'time') return tr('Type or pick a time in 15-minute steps, like 9:15 AM');
  if (field.kind === 'readonly') return tr('Set by the district');
  return undefined;
}
