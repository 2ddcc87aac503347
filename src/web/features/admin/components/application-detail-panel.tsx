import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { APPLICATION_STATUS_LABELS } from '#domain/permits/payment-status.ts';
import { PERMIT_FORM_TITLES } from '#domain/permits/permit-application.schema.ts';
import { formatCents } from '#domain/permits/permit-fee.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  fetchApplicationDetail,
  refundApplication,
  voidApplication,
  type AdminApplicationDetail,
} from '../api/admin-permits-api.ts';
import { ClearancePanel } from './clearance-panel.tsx';
import { ReasonForm } from '#web/components/staff/reason-form.tsx';
import { useUnsavedInputWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISTRICT_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

function formatInstant(iso: string | null): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : '—';
}

/** '12.50' or '12' → 1250 cents; undefined for anything else. */
function parseDollars(text: string): number | undefined {
  const match = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function newRequestKey(): string {
  return crypto.randomUUID();
}

interface Props {
  id: string;
  onClose: () => void;
  onUnauthorized: () => void;
}

/** One application for staff: form data, money, e-mails, refunds, timeline; refund and void. */
export function ApplicationDetailPanel({ id, onClose, onUnauthorized }: Props) {
  const [detail, setDetail] = useState<AdminApplicationDetail | null>(null);
  const [loadError, setLoadError] = useState('');
  const [reload, setReload] = useState(0);
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchApplicationDetail(id, controller.signal).then(setDetail, (error: unknown) => {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.status === 401) return onUnauthorized();
      setLoadError(error instanceof ApiError ? error.message : 'We could not load it. Try again.');
    });
    return () => controller.abort();
  }, [id, reload, onUnauthorized]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function done(message: string) {
    setNotice(message);
    setReload((value) => value + 1);
  }

  const application = detail?.application;
  const title = application
    ? `${PERMIT_FORM_TITLES[application.type]} ${application.permitNumber ?? ''}`.trim()
    : 'Application';
  const canRefund = Boolean(application && application.remainingCents > 0);
  const canVoid = Boolean(
    application &&
    ['issued', 'emailed', 'partially_refunded', 'refunded'].includes(application.status),
  );

  return (
    <section aria-labelledby="application-title" className="application-detail">
      <p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Back to the applications
        </button>
      </p>
      <h2 id="application-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {notice ? (
        <p role="status" className="banner banner--success">
          {notice}
        </p>
      ) : null}
      {loadError ? <p role="alert">{loadError}</p> : null}
      {!detail || !application ? (
        loadError ? null : (
          <p role="status">Loading…</p>
        )
      ) : (
        <>
          <dl className="receipt">
            <dt>Status</dt>
            <dd>{APPLICATION_STATUS_LABELS[application.status]}</dd>
            <dt>Applicant</dt>
            <dd>
              {application.applicantName}, {application.email}
            </dd>
            <dt>Language</dt>
            <dd>{application.language === 'es' ? 'Spanish' : 'English'}</dd>
            <dt>Paid</dt>
            <dd>
              {formatCents(application.totalCents)} on {formatInstant(application.paidAt)}
            </dd>
            <dt>Refunded</dt>
            <dd>{formatCents(application.refundedCents)}</dd>
            <dt>Payment reference</dt>
            <dd>
              <code>{application.paymentIntentId ?? '—'}</code>
            </dd>
            {application.voidedAt ? (
              <>
                <dt>Voided</dt>
                <dd>
                  {formatInstant(application.voidedAt)}: {application.voidReason}
                </dd>
              </>
            ) : null}
          </dl>

          {canRefund ? (
            <RefundForm
              applicationId={application.id}
              remainingCents={application.remainingCents}
              onDone={done}
              onUnauthorized={onUnauthorized}
            />
          ) : null}
          {canVoid && application.status !== 'voided' ? (
            <ReasonForm
              title="Void the permit"
              label="Reason for voiding"
              missingMessage="Enter the reason for voiding the permit"
              submitLabel="Void the permit"
              run={async (reason) => {
                await voidApplication(application.id, reason);
                done('The permit is void. Its PDF link and status page now say so.');
              }}
              onUnauthorized={onUnauthorized}
            />
          ) : null}

          {application.permitNumber ? (
            <ClearancePanel
              permitNumber={application.permitNumber}
              onUnauthorized={onUnauthorized}
            />
          ) : null}

          <h3>Form</h3>
          <dl className="receipt">
            {detail.fields.map((field) => (
              <div key={field.label} className="receipt__row">
                <dt>{field.label}</dt>
                <dd>{field.value || '—'}</dd>
              </div>
            ))}
          </dl>

          <h3>Refunds</h3>
          {detail.refunds.length === 0 ? (
            <p>No refunds.</p>
          ) : (
            <ul>
              {detail.refunds.map((refund) => (
                <li key={refund.id}>
                  {formatCents(refund.amountCents)} ({refund.status}) on{' '}
                  {formatInstant(refund.requestedAt)} by {refund.requestedBy}: {refund.reason}
                </li>
              ))}
            </ul>
          )}

          <h3>E-mails</h3>
          {detail.emails.length === 0 ? (
            <p>No e-mails.</p>
          ) : (
            <ul>
              {detail.emails.map((email) => (
                <li key={`${email.template}-${email.createdAt}-${email.attempts}`}>
                  {email.template}: {email.status === 'sent' ? 'sent' : 'waiting'}{' '}
                  {formatInstant(email.sentAt ?? email.createdAt)}, {email.attempts} attempt
                  {email.attempts === 1 ? '' : 's'}
                  {email.lastError ? ` (last error: ${email.lastError})` : ''}
                </li>
              ))}
            </ul>
          )}

          <h3>Timeline</h3>
          <ol className="timeline">
            {detail.timeline.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                {formatInstant(event.at)}, {event.actor}:{' '}
                {event.kind === 'status'
                  ? `${event.fromStatus ?? ''} → ${event.toStatus ?? ''}`
                  : event.kind.replaceAll('_', ' ')}
                {event.reason ? ` (${event.reason})` : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function RefundForm({
  applicationId,
  remainingCents,
  onDone,
  onUnauthorized,
}: {
  applicationId: string;
  remainingCents: number;
  onDone: (message: string) => void;
  onUnauthorized: () => void;
}) {
  const formId = useId();
  const [amount, setAmount] = useState((remainingCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const unsaved = useUnsavedInputWarning();
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [isBusy, setIsBusy] = useState(false);
  // One key per form: a second click of the same refund gets the same refund.
  const [requestKey, setRequestKey] = useState(newRequestKey);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountCents = parseDollars(amount);
    const next: typeof errors = {};
    if (amountCents === undefined || amountCents < 1)
      next.amount = 'Enter the amount in dollars and cents, for example 25.00';
    else if (amountCents > remainingCents)
      next.amount = `Enter at most ${formatCents(remainingCents)}`;
    if (!reason.trim()) next.reason = 'Enter the reason for the refund';
    setErrors(next);
    if (next.amount || next.reason || amountCents === undefined) return;
    setIsBusy(true);
    try {
      const answer = await refundApplication(applicationId, {
        amountCents,
        reason: reason.trim(),
        requestKey,
      });
      setRequestKey(newRequestKey());
      setReason('');
      unsaved.markSaved();
      onDone(
        answer.status === 'succeeded'
          ? `Refunded ${formatCents(answer.amountCents)}. The applicant gets an e-mail.`
          : `The refund of ${formatCents(answer.amountCents)} is waiting for the processor; it finishes by itself.`,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onUnauthorized();
      setErrors({ form: error instanceof ApiError ? error.message : 'The refund failed.' });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      className="admin-form"
      aria-labelledby={`${formId}-title`}
      onSubmit={submit}
      onInput={unsaved.onInput}
      noValidate
    >
      <h3 id={`${formId}-title`}>Refund</h3>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <div className="form-field">
        <label htmlFor={`${formId}-amount`} className="form-label">
          Amount to refund (up to {formatCents(remainingCents)})
        </label>
        <input
          id={`${formId}-amount`}
          className="form-input"
          inputMode="decimal"
          value={amount}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? `${formId}-amount-error` : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        {errors.amount ? (
          <p id={`${formId}-amount-error`} className="field-error">
            {errors.amount}
          </p>
        ) : null}
      </div>
      <div className="form-field">
        <label htmlFor={`${formId}-reason`} className="form-label">
          Reason for the refund
        </label>
        <textarea
          id={`${formId}-reason`}
          className="form-input"
          value={reason}
          maxLength={500}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${formId}-reason-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {errors.reason ? (
          <p id={`${formId}-reason-error`} className="field-error">
            {errors.reason}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={isBusy}>
        {isBusy ? 'Refunding…' : 'Refund'}
      </button>
    </form>
  );
}
