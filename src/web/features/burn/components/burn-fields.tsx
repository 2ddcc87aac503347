import type { ReactNode } from 'react';
import { FieldBlock, type FieldErrors } from '#web/components/ui/server-form.tsx';
import { useBurnIntl } from '#web/lib/burn-intl.tsx';

/** The burn forms' fields: a text input and the burn's times. */

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
  const { t } = useBurnIntl();
  return (
    <FieldBlock
      name={name}
      label={label}
      hint={hint}
      errors={errors}
      errorPrefix={t('burn.form.errorPrefix')}
    >
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
