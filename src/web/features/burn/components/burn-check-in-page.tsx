import { BURN_PATHS, type BurnPageView } from '#domain/burn/burn-pages.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { ErrorSummary, FeaturePageBody, MessageBox } from '#web/components/ui/server-form.tsx';
import { TextField, TimeFields } from './burn-fields.tsx';
import { useBurnIntl, useFormatBurnDay } from '#web/lib/burn-intl.tsx';
import { StatusBox } from './burn-status-box.tsx';

const CHECK_IN_LABELS = {
  permitNumber: 'burn.checkIn.permitNumber',
  code: 'burn.checkIn.code',
  startTime: 'burn.form.from',
  endTime: 'burn.form.to',
} as const satisfies Record<string, MessageId>;

/** What names the permit: its number and the check-in code printed on it. */
const CODE_FIELDS: ReadonlyArray<{
  name: 'permitNumber' | 'code';
  hint: MessageId;
  autoCapitalize?: string;
}> = [
  { name: 'permitNumber', hint: 'burn.checkIn.hint.permitNumber' },
  { name: 'code', hint: 'burn.checkIn.hint.code', autoCapitalize: 'characters' },
];

/**
 * The QR code's short check-in form: the permit number, the check-in code printed on the permit,
 * and "I am burning today, from … to …". The server decides, as on the private link.
 */
export function CheckInPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-check-in' }> }) {
  const { values, errors, status } = view;
  const { t } = useBurnIntl();
  const formatDay = useFormatBurnDay();
  const failed = (Object.keys(CHECK_IN_LABELS) as Array<keyof typeof CHECK_IN_LABELS>).filter(
    (name) => errors[name],
  );
  return (
    <>
      <PageHeader title={t('burn.checkIn.title')} />
      <FeaturePageBody>
        <p>{t('burn.checkIn.intro')}</p>
        <ErrorSummary
          title={t('burn.form.errorSummaryTitle')}
          entries={failed.map((name) => ({
            href: `#${name}`,
            text: t('burn.checkIn.summaryEntry', {
              label: t(CHECK_IN_LABELS[name]),
              message: errors[name] ?? '',
            }),
          }))}
        />
        <MessageBox message={view.message} />
        <StatusBox status={status} isPageHeading={false} />
        <form method="post" action={BURN_PATHS.checkIn} noValidate>
          {CODE_FIELDS.map(({ name, hint, autoCapitalize }) => (
            <TextField
              key={name}
              name={name}
              label={t(CHECK_IN_LABELS[name])}
              type="text"
              value={values[name]}
              errors={errors}
              autoComplete="off"
              autoCapitalize={autoCapitalize}
              hint={t(hint)}
            />
          ))}
          <fieldset className="form-fieldset">
            <legend className="form-label">
              {t('burn.checkIn.burningToday', { day: formatDay(status.day) })}
            </legend>
            <TimeFields errors={errors} values={values} />
          </fieldset>
          <button type="submit" className="button">
            {t('burn.permit.checkInButton')}
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}
