import { useIntl } from 'react-intl';
import { formatLongDayIn } from '#domain/calendar-date.ts';
import { toDistrictDay } from '#domain/records/grama-clock.ts';
import { RECORDS_PATHS, type RecordsStatusPageView } from '#domain/records/records-pages.ts';
import {
  RECORDS_REQUEST_MACHINE,
  formatCents,
  type RecordsRequestStatus,
} from '#domain/records/records-request.ts';
import { InEnglish, useEnglishContent, useText } from '#web/lib/i18n.tsx';
import { PageHeader } from '#web/components/page/page-header.tsx';
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

const EVENT_TIME: Intl.DateTimeFormatOptions = {
  timeZone: 'America/Denver',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

function isStatus(status: string): status is RecordsRequestStatus {
  return status in RECORDS_REQUEST_MACHINE.labels;
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

/** What a timeline entry says: its status in the page's language, else staff's English words. */
function TimelineWhat({ entry }: { entry: RecordsStatusPageView['timeline'][number] }) {
  const t = useText();
  const english = useEnglishContent();
  if (entry.toStatus && isStatus(entry.toStatus)) {
    return `: ${t(`recordsRequest.status.${entry.toStatus}`)}`;
  }
  const words = entry.toStatus ?? entry.reason ?? entry.kind;
  return english.lang ? (
    <>
      {': '}
      <span lang={english.lang}>{words}</span>
    </>
  ) : (
    `: ${words}`
  );
}

export function StatusPage({ view }: { view: RecordsStatusPageView }) {
  const t = useText();
  const intl = useIntl();
  const longDay = (day: string) => formatLongDayIn(intl, day);
  const { request } = view;
  const files = view.files ?? [];
  const withdrawErrors = view.withdrawErrors ?? {};
  const base = `${RECORDS_PATHS.status}/${request.accessToken}`;
  const isOpen = !request.respondedAt && request.status !== 'withdrawn';
  const daysLeft = view.businessDaysLeft;
  const left =
    daysLeft > 0
      ? t('recordsRequest.daysLeft', { days: daysLeft })
      : daysLeft === 0
        ? t('recordsRequest.dueToday')
        : t('recordsRequest.overdue', { days: -daysLeft });
  return (
    <>
      <PageHeader
        title={t('recordsRequest.statusTitle', { requestNumber: request.requestNumber })}
      />
      <FeaturePageBody>
        {view.isJustFiled ? (
          <div className="feature-notice" role="status">
            <p>
              {view.isUnmailed
                ? t('recordsRequest.justFiledUnmailed', {
                    requestNumber: request.requestNumber,
                    email: request.email,
                  })
                : t('recordsRequest.justFiled', { email: request.email })}
            </p>
            <p>{view.deadline}</p>
          </div>
        ) : null}
        <dl className="feature-details">
          <dt>{t('recordsRequest.statusLabel')}</dt>
          <dd>{t(`recordsRequest.status.${request.status}`)}</dd>
          <dt>{t('recordsRequest.received')}</dt>
          <dd>{t('recordsRequest.countsFrom', { day: longDay(request.receivedDay) })}</dd>
          <dt>{t('recordsRequest.responseDue')}</dt>
          <dd>{longDay(request.dueDay)}</dd>
          {request.status === 'appealed' && request.appealDueDay ? (
            <>
              <dt>{t('recordsRequest.appealDue')}</dt>
              <dd>{longDay(request.appealDueDay)}</dd>
            </>
          ) : null}
          {isOpen ? (
            <>
              <dt>{t('recordsRequest.daysLeftLabel')}</dt>
              <dd>{left}</dd>
            </>
          ) : null}
          <dt>{t('recordsRequest.recordsAskedFor')}</dt>
          <dd>{request.description}</dd>
        </dl>
        {view.notice ? (
          <div className="feature-notice" role="status">
            <p>{view.notice}</p>
          </div>
        ) : null}
        {request.withheld ? (
          <>
            <h2>{t('recordsRequest.withheld')}</h2>
            <p>
              <InEnglish>{request.withheld}</InEnglish>
            </p>
          </>
        ) : null}
        {files.length > 0 ? (
          <>
            <h2>{t('recordsRequest.yourRecords')}</h2>
            <ul className="downloads">
              {files.map((file) =>
                file.isAvailable ? (
                  <li key={file.href}>
                    <a href={file.href} download>
                      {file.fileName}
                    </a>
                    {t('recordsRequest.fileAvailable', {
                      size: formatSize(file.sizeBytes),
                      day: longDay(toDistrictDay(new Date(file.expiresAt)).day),
                    })}
                  </li>
                ) : (
                  <li key={file.href}>
                    {t('recordsRequest.fileGone', { fileName: file.fileName })}
                  </li>
                ),
              )}
            </ul>
          </>
        ) : null}
        {request.status === 'awaiting_payment' && request.feeCents ? (
          <>
            <h2>{t('recordsRequest.fees')}</h2>
            <p>{t('recordsRequest.feeEstimate', { amount: formatCents(request.feeCents) })}</p>
            <p>
              <InEnglish>{request.feeDescription}</InEnglish>
            </p>
            {request.feePayUrl ? (
              <p>
                <a href={request.feePayUrl}>
                  {t('recordsRequest.payByCard', { amount: formatCents(request.feeCents) })}
                </a>
                {t('recordsRequest.afterPay')}
              </p>
            ) : (
              <p>{t('recordsRequest.payLater')}</p>
            )}
          </>
        ) : null}
        {view.clarificationQuestion !== null && view.clarificationQuestion !== undefined ? (
          <>
            <h2>{t('recordsRequest.clarifyHeading')}</h2>
            <p>{t('recordsRequest.officerAsks')}</p>
            <blockquote>
              <p>
                <InEnglish>{view.clarificationQuestion}</InEnglish>
              </p>
            </blockquote>
            <AnswerForm
              action={`${base}/clarify`}
              name="clarification"
              label={t('recordsRequest.yourAnswer')}
              errors={view.clarificationErrors ?? {}}
              submit={t('recordsRequest.sendAnswer')}
            />
          </>
        ) : null}
        <h2>{t('recordsRequest.whatHappened')}</h2>
        <ol className="timeline">
          {view.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>{intl.formatDate(new Date(entry.at), EVENT_TIME)}</time>
              <TimelineWhat entry={entry} />
            </li>
          ))}
        </ol>
        {view.canAppeal ? (
          <>
            <h2>{t('recordsRequest.appealHeading')}</h2>
            <p>{t('recordsRequest.appealText', { officer: view.appealsOfficer })}</p>
            <AnswerForm
              action={`${base}/appeal`}
              name="appealReason"
              label={t('recordsRequest.whyAppeal')}
              errors={view.appealErrors}
              submit={t('recordsRequest.sendAppeal')}
            />
          </>
        ) : null}
        {view.canWithdraw ? (
          <>
            <h2>{t('recordsRequest.withdrawHeading')}</h2>
            <p>
              {t('recordsRequest.withdrawText')}
              {view.officerEmail ? (
                <>
                  {t('recordsRequest.withdrawAt')}
                  <a href={`mailto:${view.officerEmail}`}>{view.officerEmail}</a>
                </>
              ) : null}
              {t('recordsRequest.withdrawAbout')}
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
                <label htmlFor="confirmWithdraw">{t('recordsRequest.withdrawConfirm')}</label>
              </div>
              <button type="submit" className="button">
                {t('recordsRequest.withdrawButton')}
              </button>
            </form>
          </>
        ) : null}
      </FeaturePageBody>
    </>
  );
}
