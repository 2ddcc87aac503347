import type { ReactNode } from 'react';
import {
  FieldError,
  FieldHint,
  describedBy,
  invalid,
  type FieldErrors,
} from '#web/components/ui/server-form.tsx';
import { useBurnIntl } from './burn-intl.tsx';

/**
 * The burn forms' fields: one labelled block (label, hint, message) around any control, a text
 * input, and the burn's times.
 */

/** What a control inside a field block carries: its id and name, and what describes it. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * The label, the hint (text or markup, a link included) and the message of one field, around the
 * control it draws; the control gets the id and `aria-describedby` that tie them together.
 */
export function FieldBlock({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  errors: FieldErrors;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const { t } = useBurnIntl();
  return (
    <div className={`form-field${errors[name] ? ' form-field--error' : ''}`}>
      <label htmlFor={name} className="form-label">
        {label}
      </label>
      {hasHint ? <FieldHint name={name}>{hint}</FieldHint> : null}
      <FieldError name={name} errors={errors} prefix={t('burn.form.errorPrefix')} />
      {children({
        id: name,
        name,
        'aria-describedby': describedBy(name, errors, hasHint),
        'aria-invalid': invalid(name, errors),
      })}
    </div>
  );
}

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
  autoComplete?: string | undefined;
  autoCapitalize?: string;
  hint?: ReactNode;
}) {
  return (
    <FieldBlock name={name} label={label} hint={hint} errors={errors}>
      {(control) => (
        <input
          type={type}
          {...control}
          className="form-input"
          defaultValue={value ?? ''}
          autoComplete={autoComplete}
          autoCapitalize={autoCapitalize}
        />
      )}
    </FieldBlock>
  );
}

/** "From" and "To" of a burn, in 24-hour time. */
const TIME_FIELDS = [
  { name: 'startTime', label: 'burn.form.from', hint: 'burn.form.hint.startTime' },
  { name: 'endTime', label: 'burn.form.to', hint: 'burn.form.hint.endTime' },
] as const;

export function TimeFields({
  errors,
  values,
}: {
  errors: FieldErrors;
  values: { startTime?: string | undefined; endTime?: string | undefined };
}) {
  const { t } = useBurnIntl();
  return (
    <>
      {TIME_FIELDS.map(({ name, label, hint }) => (
        <TextField
          key={name}
          name={name}
          label={t(label)}
          type="time"
          value={values[name]}
          errors={errors}
          hint={t(hint)}
        />
      ))}
    </>
  );
}
