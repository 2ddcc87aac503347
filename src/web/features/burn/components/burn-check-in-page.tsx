import { BURN_PATHS, type BurnPageView } from '#domain/burn/burn-pages.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { ErrorSummary, FeaturePageBody, MessageBox } from '#web/components/ui/server-form.tsx';
import { TextField, TimeFields } from './burn-fields.tsx';
import { StatusBox, formatDay } from './burn-status-box.tsx';

const CHECK_IN_LABELS = {
  permitNumber: 'Permit number',
  code: 'Check-in code',
  startTime: 'From',
  endTime: 'To',
} as const;

/** What names the permit: its number and the check-in code printed on it. */
const CODE_FIELDS: ReadonlyArray<{
  name: 'permitNumber' | 'code';
  hint: string;
  autoCapitalize?: string;
}> = [
  { name: 'permitNumber', hint: 'As printed on your permit, like OB-2026-000001.' },
  {
    name: 'code',
    hint: 'Printed on your permit under the permit number, like 7K3M-Q9TD.',
    autoCapitalize: 'characters',
  },
];

/**
 * The QR code's short check-in form: the permit number, the check-in code printed on the permit,
 * and "I am burning today, from … to …". The server decides, as on the private link.
 */
export function CheckInPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-check-in' }> }) {
  const { values, errors, status } = view;
  const failed = (Object.keys(CHECK_IN_LABELS) as Array<keyof typeof CHECK_IN_LABELS>).filter(
    (name) => errors[name],
  );
  return (
    <>
      <PageHeader title="Check in to burn today" />
      <FeaturePageBody>
        <p>
          Tell the district, before you light, that you burn today under your open burn permit.
          Dispatch then knows your smoke is a permitted burn.
        </p>
        <ErrorSummary
          entries={failed.map((name) => ({
            href: `#${name}`,
            text: `${CHECK_IN_LABELS[name]}: ${errors[name] ?? ''}`,
          }))}
        />
        <MessageBox message={view.message} />
        <StatusBox status={status} isPageHeading={false} />
        <form method="post" action={BURN_PATHS.checkIn} noValidate>
          {CODE_FIELDS.map(({ name, hint, autoCapitalize }) => (
            <TextField
              key={name}
              name={name}
              label={CHECK_IN_LABELS[name]}
              type="text"
              value={values[name]}
              errors={errors}
              autoComplete="off"
              autoCapitalize={autoCapitalize}
              hint={hint}
            />
          ))}
          <fieldset className="form-fieldset">
            <legend className="form-label">{`I am burning today, ${formatDay(status.day)}`}</legend>
            <TimeFields errors={errors} values={values} />
          </fieldset>
          <button type="submit" className="button">
            Check in
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}
