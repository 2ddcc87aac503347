import { RECORDS_PATHS, type RecordsPageView } from '#domain/records/records-pages.ts';
import { FormattedMessage } from 'react-intl';
import {
  EXPEDITE_GROUNDS,
  RECORDS_FORMATS,
  RECORDS_REQUEST_FIELD_LABELS,
  type RecordsRequestField,
} from '#domain/records/records-request.ts';
import { useText } from '#web/lib/i18n.tsx';
import { PageHeader } from '#web/components/page/page-header.tsx';
import {
  ErrorSummary,
  FeaturePageBody,
  FieldError,
  FieldHint,
  describedBy,
  invalid,
  type FieldErrors,
} from '#web/components/ui/server-form.tsx';

/** The public records request form (issue 20): no script; it posts and comes back with errors. */

/** Where the error summary's link for a field points (the first radio of a group). */
function anchorOf(name: string): string {
  if (name === 'format') return `format-${RECORDS_FORMATS[0]}`;
  if (name === 'expediteGround') return `expediteGround-${EXPEDITE_GROUNDS[0]}`;
  return name;
}

export function fieldClass(name: string, errors: FieldErrors): string {
  return `form-field${errors[name] ? ' form-field--error' : ''}`;
}

export function RequestFormPage({
  view,
}: {
  view: Extract<RecordsPageView, { kind: 'records-form' }>;
}) {
  const { values, errors } = view;
  const t = useText();
  const label = (name: RecordsRequestField) => t(`recordsRequest.field.${name}`);
  const text = (name: RecordsRequestField, type: string, autoComplete?: string, hint?: string) => (
    <div className={fieldClass(name, errors)}>
      <label htmlFor={name} className="form-label">
        {label(name)}
      </label>
      {hint ? <FieldHint name={name}>{hint}</FieldHint> : null}
      <FieldError name={name} errors={errors} />
      <input
        type={type}
        id={name}
        name={name}
        className="form-input"
        defaultValue={values[name] ?? ''}
        autoComplete={autoComplete}
        aria-describedby={describedBy(name, errors, Boolean(hint))}
        aria-invalid={invalid(name, errors)}
      />
    </div>
  );
  const area = (name: RecordsRequestField, hint?: string, autoComplete?: string) => (
    <div className={fieldClass(name, errors)}>
      <label htmlFor={name} className="form-label">
        {label(name)}
      </label>
      {hint ? <FieldHint name={name}>{hint}</FieldHint> : null}
      <FieldError name={name} errors={errors} />
      <textarea
        id={name}
        name={name}
        className="form-input"
        defaultValue={values[name] ?? ''}
        autoComplete={autoComplete}
        aria-describedby={describedBy(name, errors, Boolean(hint))}
        aria-invalid={invalid(name, errors)}
      />
    </div>
  );
  const checkbox = (name: RecordsRequestField) => (
    <div className="form-field form-field--checkbox">
      <input
        type="checkbox"
        id={name}
        name={name}
        value="yes"
        className="form-checkbox"
        defaultChecked={values[name] === 'yes'}
      />
      <label htmlFor={name}>{label(name)}</label>
    </div>
  );
  const radios = <Value extends string>(
    name: 'format' | 'expediteGround',
    options: readonly Value[],
    labels: (option: Value) => string,
  ) =>
    options.map((option) => (
      <div key={option} className="form-field--checkbox">
        <input
          type="radio"
          id={`${name}-${option}`}
          name={name}
          value={option}
          className="form-checkbox"
          defaultChecked={values[name] === option}
        />
        <label htmlFor={`${name}-${option}`}>{labels(option)}</label>
      </div>
    ));
  const failed = Object.entries(errors).filter(([name]) => name in RECORDS_REQUEST_FIELD_LABELS);
  return (
    <>
      <PageHeader title={t('recordsRequest.formTitle')} />
      <FeaturePageBody>
        <ErrorSummary
          title={t('recordsRequest.errorSummary')}
          entries={failed.map(([name, message]) => ({ href: `#${anchorOf(name)}`, text: message }))}
        />
        <p>
          <FormattedMessage
            id="recordsRequest.intro"
            values={{ link: (chunks) => <a href="/public-records/request">{chunks}</a> }}
          />
        </p>
        <form method="post" action={RECORDS_PATHS.form} noValidate>
          <h2>{t('recordsRequest.aboutYou')}</h2>
          {text('requesterName', 'text', 'name')}
          {text('email', 'email', 'email', t('recordsRequest.emailHint'))}
          {text('phone', 'tel', 'tel')}
          {area('mailingAddress', undefined, 'street-address')}
          <h2>{t('recordsRequest.theRecords')}</h2>
          {area('description', t('recordsRequest.descriptionHint'))}
          <fieldset className="form-fieldset">
            <legend className="form-label">{t('recordsRequest.dateRange')}</legend>
            {text('fromDay', 'date', undefined, t('recordsRequest.dayHint'))}
            {text('toDay', 'date', undefined, t('recordsRequest.dayHint'))}
          </fieldset>
          <fieldset
            className={`form-fieldset ${fieldClass('format', errors)}`}
            aria-describedby={errors.format ? 'format-error' : undefined}
          >
            <legend className="form-label">{label('format')}</legend>
            <FieldError name="format" errors={errors} />
            {radios('format', RECORDS_FORMATS, (format) => t(`recordsRequest.format.${format}`))}
          </fieldset>
          <h2>{t('recordsRequest.fees')}</h2>
          <p>{t('recordsRequest.feesText')}</p>
          {checkbox('feeWaiver')}
          {area('feeWaiverReason', t('recordsRequest.feeWaiverHint'))}
          <h2>{t('recordsRequest.expeditedHeading')}</h2>
          {checkbox('expedited')}
          <fieldset
            className={`form-fieldset ${fieldClass('expediteGround', errors)}`}
            aria-describedby={errors.expediteGround ? 'expediteGround-error' : undefined}
          >
            <legend className="form-label">{label('expediteGround')}</legend>
            <p className="field-hint">{t('recordsRequest.expeditedHint')}</p>
            <FieldError name="expediteGround" errors={errors} />
            {radios('expediteGround', EXPEDITE_GROUNDS, (ground) =>
              t(`recordsRequest.ground.${ground}`),
            )}
          </fieldset>
          {area('expediteReason', t('recordsRequest.expeditedHint'))}
          <button type="submit" className="button">
            {t('recordsRequest.send')}
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}
