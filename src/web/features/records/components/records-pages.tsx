import { countPages, describePage, type PageInfo } from '#domain/pagination.ts';
import { toDistrictDay } from '#domain/records/grama-clock.ts';
import {
  RECORDS_PATHS,
  formatLongDay,
  type RecordsPageView,
  type RecordsStatusPageView,
} from '#domain/records/records-pages.ts';
import {
  EXPEDITE_GROUNDS,
  EXPEDITE_GROUND_LABELS,
  RECORDS_FORMATS,
  RECORDS_FORMAT_LABELS,
  RECORDS_REQUEST_FIELD_LABELS,
  RECORDS_REQUEST_MACHINE,
  formatCents,
  type RecordsRequestField,
  type RecordsRequestStatus,
} from '#domain/records/records-request.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import {
  ErrorSummary,
  FeaturePageBody,
  FieldError,
  FieldHint,
  describedBy,
  invalid,
  type FieldErrors,
} from '#web/components/ui/server-form.tsx';

/**
 * The public records pages (issue 20): the request form, the requester's private status page
 * with its clarification, appeal and withdrawal forms, and the public log. Server-rendered with
 * no script: forms post and the server answers with the page again.
 */

const LABELS = RECORDS_REQUEST_FIELD_LABELS;

/** Where the error summary's link for a field points (the first radio of a group). */
function anchorOf(name: string): string {
  if (name === 'format') return `format-${RECORDS_FORMATS[0]}`;
  if (name === 'expediteGround') return `expediteGround-${EXPEDITE_GROUNDS[0]}`;
  return name;
}

function fieldClass(name: string, errors: FieldErrors): string {
  return `form-field${errors[name] ? ' form-field--error' : ''}`;
}

function RequestFormPage({ view }: { view: Extract<RecordsPageView, { kind: 'records-form' }> }) {
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

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function formatEventTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/Denver',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function statusLabel(status: string): string {
  return RECORDS_REQUEST_MACHINE.labels[status as RecordsRequestStatus] ?? status;
}

/** A textarea answer form on the status page (clarification, appeal). */
function AnswerForm({
  action,
  name,
  label,
  errors,
  submit,
}: {
  action: string;
  name: string;
  label: string;
  errors: FieldErrors;
  submit: string;
}) {
  return (
    <form method="post" action={action} noValidate>
      <div className={fieldClass(name, errors)}>
        <label htmlFor={name}>{label}</label>
        <FieldError name={name} errors={errors} />
        <textarea
          id={name}
          name={name}
          className="form-input"
          aria-describedby={describedBy(name, errors)}
          aria-invalid={invalid(name, errors)}
        />
      </div>
      <button type="submit" className="button">
        {submit}
      </button>
    </form>
  );
}

function StatusPage({ view }: { view: RecordsStatusPageView }) {
  const { request } = view;
  const files = view.files ?? [];
  const withdrawErrors = view.withdrawErrors ?? {};
  const base = `${RECORDS_PATHS.status}/${request.accessToken}`;
  const isOpen = !request.respondedAt && request.status !== 'withdrawn';
  const daysLeft = view.businessDaysLeft;
  const left =
    daysLeft > 0
      ? `${daysLeft} business day${daysLeft === 1 ? '' : 's'} left`
      : daysLeft === 0
        ? 'Due today'
        : `Overdue by ${-daysLeft} business day${daysLeft === -1 ? '' : 's'}`;
  return (
    <>
      <PageHeader title={`Records request ${request.requestNumber}`} />
      <FeaturePageBody>
        {view.isJustFiled ? (
          <div className="feature-notice" role="status">
            <p>
              {view.isUnmailed
                ? `We received your request ${request.requestNumber}. We have not e-mailed ${request.email} this time: the district sends an unconfirmed address at most one e-mail a day from this form. Bookmark this page's link to follow your request.`
                : `We received your request. We have e-mailed ${request.email} the request number and this page's link: keep it to follow your request.`}
            </p>
            <p>{view.deadline}</p>
          </div>
        ) : null}
        <dl className="feature-details">
          <dt>Status</dt>
          <dd>{RECORDS_REQUEST_MACHINE.labels[request.status]}</dd>
          <dt>Received</dt>
          <dd>{`Counts from ${formatLongDay(request.receivedDay)}`}</dd>
          <dt>Response due</dt>
          <dd>{formatLongDay(request.dueDay)}</dd>
          {request.status === 'appealed' && request.appealDueDay ? (
            <>
              <dt>Appeal decision due</dt>
              <dd>{formatLongDay(request.appealDueDay)}</dd>
            </>
          ) : null}
          {isOpen ? (
            <>
              <dt>Days left</dt>
              <dd>{left}</dd>
            </>
          ) : null}
          <dt>Records asked for</dt>
          <dd>{request.description}</dd>
        </dl>
        {view.notice ? (
          <div className="feature-notice" role="status">
            <p>{view.notice}</p>
          </div>
        ) : null}
        {request.withheld ? (
          <>
            <h2>Withheld</h2>
            <p>{request.withheld}</p>
          </>
        ) : null}
        {files.length > 0 ? (
          <>
            <h2>Your records</h2>
            <ul className="downloads">
              {files.map((file) =>
                file.isAvailable ? (
                  <li key={file.href}>
                    <a href={file.href} download>
                      {file.fileName}
                    </a>
                    {` (${formatSize(file.sizeBytes)}), available until ${formatLongDay(toDistrictDay(new Date(file.expiresAt)).day)}`}
                  </li>
                ) : (
                  <li key={file.href}>{`${file.fileName}: This file is no longer available.`}</li>
                ),
              )}
            </ul>
          </>
        ) : null}
        {request.status === 'awaiting_payment' && request.feeCents ? (
          <>
            <h2>Fees</h2>
            <p>
              {`The fee for your request is estimated at ${formatCents(request.feeCents)}, the actual cost:`}
            </p>
            <p>{request.feeDescription}</p>
            {request.feePayUrl ? (
              <p>
                <a href={request.feePayUrl}>{`Pay ${formatCents(request.feeCents)} by card`}</a>.
                The work goes on once it is paid.
              </p>
            ) : (
              <p>The records officer will tell you how to pay. The work goes on once it is paid.</p>
            )}
          </>
        ) : null}
        {view.clarificationQuestion !== null && view.clarificationQuestion !== undefined ? (
          <>
            <h2>Clarify your request</h2>
            <p>The records officer asks:</p>
            <blockquote>
              <p>{view.clarificationQuestion}</p>
            </blockquote>
            <AnswerForm
              action={`${base}/clarify`}
              name="clarification"
              label="Your answer"
              errors={view.clarificationErrors ?? {}}
              submit="Send your answer"
            />
          </>
        ) : null}
        <h2>What happened</h2>
        <ol className="timeline">
          {view.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>{formatEventTime(entry.at)}</time>
              {`: ${entry.toStatus ? statusLabel(entry.toStatus) : (entry.reason ?? entry.kind)}`}
            </li>
          ))}
        </ol>
        {view.canAppeal ? (
          <>
            <h2>Appeal</h2>
            <p>
              {`You may appeal to ${view.appealsOfficer}, the district's chief administrative officer (Utah Code 63G-2-401): within 30 days of a denial, or now because the deadline has passed without a response.`}
            </p>
            <AnswerForm
              action={`${base}/appeal`}
              name="appealReason"
              label="Why you appeal"
              errors={view.appealErrors}
              submit="Send the appeal"
            />
          </>
        ) : null}
        {view.canWithdraw ? (
          <>
            <h2>Withdraw this request</h2>
            <p>
              If you no longer need these records, withdraw the request: the district stops work on
              it and you cannot reopen it. Fees already paid are not refunded by this form; contact
              the records officer
              {view.officerEmail ? (
                <>
                  {' at '}
                  <a href={`mailto:${view.officerEmail}`}>{view.officerEmail}</a>
                </>
              ) : null}{' '}
              about them.
            </p>
            <form method="post" action={`${base}/withdraw`} noValidate>
              <div
                className={`form-field form-field--checkbox${withdrawErrors.confirmWithdraw ? ' form-field--error' : ''}`}
              >
                <FieldError name="confirmWithdraw" errors={withdrawErrors} />
                <input
                  type="checkbox"
                  id="confirmWithdraw"
                  name="confirmWithdraw"
                  value="yes"
                  className="form-checkbox"
                  aria-describedby={describedBy('confirmWithdraw', withdrawErrors)}
                  aria-invalid={invalid('confirmWithdraw', withdrawErrors)}
                />
                <label htmlFor="confirmWithdraw">I want to withdraw this request</label>
              </div>
              <button type="submit" className="button">
                Withdraw this request
              </button>
            </form>
          </>
        ) : null}
      </FeaturePageBody>
    </>
  );
}

function PublicLogPage({ view }: { view: Extract<RecordsPageView, { kind: 'records-log' }> }) {
  return (
    <>
      <PageHeader title="Public records request log" />
      <FeaturePageBody>
        <p>
          Every records request the district received, with its dates, subject and outcome. The
          subject is written by the records officer; the log names no requester and holds no
          personal data.
        </p>
        {view.total === 0 ? (
          <p>No requests yet.</p>
        ) : (
          <>
            <p role="status">{describePage(view)}</p>
            <TableRegion
              caption="Requests, newest first"
              isCaptionVisible
              className="feature-table"
            >
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Received</th>
                  <th scope="col">Due</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Outcome</th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.requestNumber}>
                    <td data-label="Request">{row.requestNumber}</td>
                    <td data-label="Received">{row.receivedDay}</td>
                    <td data-label="Due">{row.dueDay}</td>
                    <td data-label="Subject">{row.logSubject ?? 'Not described yet'}</td>
                    <td data-label="Outcome">{RECORDS_REQUEST_MACHINE.labels[row.status]}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
            <PageLinks info={view} path={RECORDS_PATHS.log} />
          </>
        )}
      </FeaturePageBody>
    </>
  );
}

/** Previous and next links under a paged list, with the page's place in words. */
function PageLinks({ info, path }: { info: PageInfo; path: string }) {
  const pages = countPages(info);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of the log">
      <p>
        {info.page > 1 ? (
          <>
            <a href={`${path}?page=${info.page - 1}`} rel="prev">
              Previous page
            </a>
            {' · '}
          </>
        ) : null}
        {`Page ${info.page} of ${pages}`}
        {info.page < pages ? (
          <>
            {' · '}
            <a href={`${path}?page=${info.page + 1}`} rel="next">
              Next page
            </a>
          </>
        ) : null}
      </p>
    </nav>
  );
}

/** One records-request page, chosen by its view's kind. */
export function RecordsPage({ view }: { view: RecordsPageView }) {
  switch (view.kind) {
    case 'records-form':
      return <RequestFormPage view={view} />;
    case 'records-status':
      return <StatusPage view={view} />;
    case 'records-log':
      return <PublicLogPage view={view} />;
    case 'records-file-gone':
      return (
        <>
          <PageHeader title="This file is no longer available" />
          <FeaturePageBody>
            <p>
              Responsive records stay on your request&apos;s page for a set time, and this one has
              expired. <a href={view.statusHref}>Back to your request</a>; ask the records officer
              if you need it again.
            </p>
          </FeaturePageBody>
        </>
      );
    case 'records-not-found':
      return (
        <>
          <PageHeader title="Request not found" />
          <FeaturePageBody>
            <p>
              This link does not match a records request. Check the link in the e-mail we sent you,
              or <a href={RECORDS_PATHS.form}>file a new request</a>.
            </p>
          </FeaturePageBody>
        </>
      );
  }
}
