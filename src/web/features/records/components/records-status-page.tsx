import { toDistrictDay } from '#domain/records/grama-clock.ts';
import {
  RECORDS_PATHS,
  formatLongDay,
  type RecordsStatusPageView,
} from '#domain/records/records-pages.ts';
import {
  RECORDS_REQUEST_MACHINE,
  formatCents,
  type RecordsRequestStatus,
} from '#domain/records/records-request.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import {
  FeaturePageBody,
  FieldError,
  describedBy,
  invalid,
  type FieldErrors,
} from '#web/components/ui/server-form.tsx';
import { fieldClass } from './records-form-page.tsx';

/**
 * The requester's private status page (issue 20): the clock, the timeline, the files, and the
 * clarification, appeal and withdrawal forms. No script: each form posts and the page comes back.
 */

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

export function StatusPage({ view }: { view: RecordsStatusPageView }) {
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
