import { RECORDS_PATHS, type RecordsPageView } from '#domain/records/records-pages.ts';
import {
  EXPEDITE_GROUNDS,
  EXPEDITE_GROUND_LABELS,
  RECORDS_FORMATS,
  RECORDS_FORMAT_LABELS,
  RECORDS_REQUEST_FIELD_LABELS,
  type RecordsRequestField,
} from '#domain/records/records-request.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
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

const LABELS = RECORDS_REQUEST_FIELD_LABELS;

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
  const text = (name: RecordsRequestField, type: string, autoComplete?: string, hint?: string) => (
    <div className={fieldClass(name, errors)}>
      <label htmlFor={name} className="form-label">
        {LABELS[name]}
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
        {LABELS[name]}
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
      <label htmlFor={name}>{LABELS[name]}</label>
    </div>
  );
  const radios = <Value extends string>(
    name: 'format' | 'expediteGround',
    options: readonly Value[],
    labels: Record<Value, string>,
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
        <label htmlFor={`${name}-${option}`}>{labels[option]}</label>
      </div>
    ));
  const failed = Object.entries(errors).filter(([name]) => name in LABELS);
  return (
    <>
      <PageHeader title="Request public records online" />
      <FeaturePageBody>
        <ErrorSummary
          entries={failed.map(([name, message]) => ({ href: `#${anchorOf(name)}`, text: message }))}
        />
        <p>
          The district responds within 10 business days after it receives your request (5 business
          days when it grants an expedited response). A request received after 5 PM or on a weekend
          or holiday counts from the next business day. You can also use the{' '}
          <a href="/public-records/request">printable request form</a>.
        </p>
        <form method="post" action={RECORDS_PATHS.form} noValidate>
          <h2>About you</h2>
          {text('requesterName', 'text', 'name')}
          {text(
            'email',
            'email',
            'email',
            'We send your request number and private status link here.',
          )}
          {text('phone', 'tel', 'tel')}
          {area('mailingAddress', undefined, 'street-address')}
          <h2>The records</h2>
          {area(
            'description',
            'Describe the records as exactly as you can: subject, people, places, kinds of document.',
          )}
          <fieldset className="form-fieldset">
            <legend className="form-label">Date range of the records (optional)</legend>
            {text('fromDay', 'date', undefined, 'Format YYYY-MM-DD.')}
            {text('toDay', 'date', undefined, 'Format YYYY-MM-DD.')}
          </fieldset>
          <fieldset
            className={`form-fieldset ${fieldClass('format', errors)}`}
            aria-describedby={errors.format ? 'format-error' : undefined}
          >
            <legend className="form-label">{LABELS.format}</legend>
            <FieldError name="format" errors={errors} />
            {radios('format', RECORDS_FORMATS, RECORDS_FORMAT_LABELS)}
          </fieldset>
          <h2>Fees</h2>
          <p>
            Fees cover only the actual cost of providing the records. You get an estimate before any
            work that costs money.
          </p>
          {checkbox('feeWaiver')}
          {area('feeWaiverReason', 'Only if you ask for a waiver.')}
          <h2>Expedited response</h2>
          {checkbox('expedited')}
          <fieldset
            className={`form-fieldset ${fieldClass('expediteGround', errors)}`}
            aria-describedby={errors.expediteGround ? 'expediteGround-error' : undefined}
          >
            <legend className="form-label">{LABELS.expediteGround}</legend>
            <p className="field-hint">Only if you ask for an expedited response.</p>
            <FieldError name="expediteGround" errors={errors} />
            {radios('expediteGround', EXPEDITE_GROUNDS, EXPEDITE_GROUND_LABELS)}
          </fieldset>
          {area('expediteReason', 'Only if you ask for an expedited response.')}
          <button type="submit" className="button">
            Send the request
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}
