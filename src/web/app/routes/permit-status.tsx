import { Fragment } from 'react';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import type { PermitStatusPage } from '#domain/content/page-content.schema.ts';
import { formatCents } from '#domain/permits/permit-fee.ts';
import {
  PERMIT_STATUS_PATH,
  type PermitStatusPageView,
  type PermitStatusView,
} from '#domain/permits/permit-status.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

const instantFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISTRICT_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

function formatInstant(iso: string | null): string {
  return iso ? instantFormat.format(new Date(iso)) : '';
}

function Rows({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="details-list">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value], index) => (
          <Fragment key={`${index}-${label}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

function LookupForm({
  content,
  state,
}: {
  content: PermitStatusPage;
  state: Extract<PermitStatusPageView, { kind: 'lookup' }>;
}) {
  const message = state.message ? content[state.message] : '';
  const describedBy = (hint?: string) =>
    [hint, message ? 'lookup-error' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <p>{content.intro}</p>
      {message ? (
        <p role="alert" id="lookup-error" className="field-error">
          {message}
        </p>
      ) : null}
      <form method="post" action={PERMIT_STATUS_PATH} className="status-lookup">
        <div className="form-field">
          <label className="form-label" htmlFor="permitNumber">
            {content.permitNumberLabel}
          </label>
          <p className="field-hint" id="permitNumber-hint">
            {content.permitNumberHint}
          </p>
          <input
            className="form-input"
            id="permitNumber"
            name="permitNumber"
            type="text"
            autoComplete="off"
            required
            maxLength={40}
            defaultValue={state.permitNumber}
            aria-describedby={describedBy('permitNumber-hint')}
          />
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="email">
            {content.emailLabel}
          </label>
          <input
            className="form-input"
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={200}
            defaultValue={state.email}
            aria-describedby={describedBy()}
          />
        </div>
        <button type="submit" className="button">
          {content.submit}
        </button>
      </form>
    </>
  );
}

function StatusView({ content, view }: { content: PermitStatusPage; view: PermitStatusView }) {
  const warning = view.isVoid ? content.void : view.isRefunded ? content.refunded : '';
  return (
    <>
      <h2>{`${view.title} ${view.permitNumber}`}</h2>
      {warning ? (
        <p role="status" className="field-error">
          {warning}
        </p>
      ) : null}
      <p>
        {`${content.statusLabel}: `}
        <strong>{view.statusText}</strong>
      </p>
      {view.inspection ? (
        <p>
          {`${view.inspection.text} `}
          <a href={view.inspection.url}>{view.inspection.linkText}</a>
        </p>
      ) : null}
      {view.pdfUrl ? (
        <p>
          <a href={view.pdfUrl} download>
            {content.download}
          </a>
        </p>
      ) : null}
      <h2>{content.datesTitle}</h2>
      <Rows
        rows={[
          ['Applied', formatInstant(view.appliedAt)],
          ['Paid', formatInstant(view.paidAt)],
          ['Permit issued', formatInstant(view.issuedAt)],
          ['Permit e-mailed', formatInstant(view.emailedAt)],
          ['Voided', formatInstant(view.voidedAt)],
          ...(view.inspection?.events ?? []).map((event): [string, string] => [
            event.label,
            `${formatInstant(event.at)}: ${event.text}`,
          ]),
        ]}
      />
      <h2>{content.receiptTitle}</h2>
      <Rows
        rows={[
          ['Permit', `${view.title} ${view.permitNumber}`],
          ['Permit cost', formatCents(view.costCents)],
          ['Processing fee', formatCents(view.feeCents)],
          ['Amount paid', formatCents(view.totalCents)],
          ['Amount refunded', formatCents(view.refundedCents)],
          ['Payment reference', view.paymentReference],
          ['Permit e-mailed to', view.emailedTo],
        ]}
      />
      <p>
        <a href={PERMIT_STATUS_PATH}>{content.lookUpAnother}</a>
      </p>
    </>
  );
}

/**
 * The applicant's status page: a plain POST form that needs no JavaScript, or one application's
 * status, dates and receipt, inside the site's header and footer.
 */
export function PermitStatusRoute({
  content,
  state,
}: {
  content: PermitStatusPage;
  state: PermitStatusPageView;
}) {
  return (
    <>
      <PageHeader title={content.title} />
      <div className="container page-body">
        {state.kind === 'lookup' ? (
          <LookupForm content={content} state={state} />
        ) : (
          <StatusView content={content} view={state.view} />
        )}
      </div>
    </>
  );
}
