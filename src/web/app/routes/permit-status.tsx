import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { PermitStatusPage } from '#domain/content/page-content.schema.ts';
import { formatCents } from '#domain/permits/permit-fee.ts';
import {
  PERMIT_STATUS_PATH,
  type PermitStatusPageView,
  type PermitStatusView,
} from '#domain/permits/permit-status.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { useContentBlocks, useText } from '#web/lib/i18n.tsx';

/** An instant as the page's language writes it, in the district's zone (the provider's). */
function useFormatInstant(): (iso: string | null) => string {
  const intl = useIntl();
  return (iso) =>
    iso ? intl.formatDate(new Date(iso), { dateStyle: 'long', timeStyle: 'short' }) : '';
}

/** A row: its label, its value, and whether the value is staff's English on a Spanish page. */
type Row = [label: string, value: string, isEnglish?: boolean];

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="details-list">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value, isEnglish], index) => (
          <Fragment key={`${index}-${label}`}>
            <dt>{label}</dt>
            <dd {...(isEnglish ? { lang: 'en' } : {})}>{value}</dd>
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
  const english = useContentBlocks('page');
  const message = state.message ? content[state.message] : '';
  const describedBy = (hint?: string) =>
    [hint, message ? 'lookup-error' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <p {...english('intro')}>{content.intro}</p>
      {message && state.message ? (
        <p role="alert" id="lookup-error" className="field-error" {...english(state.message)}>
          {message}
        </p>
      ) : null}
      <form method="post" action={PERMIT_STATUS_PATH} className="status-lookup">
        <div className="form-field">
          <label className="form-label" htmlFor="permitNumber" {...english('permitNumberLabel')}>
            {content.permitNumberLabel}
          </label>
          <p className="field-hint" id="permitNumber-hint" {...english('permitNumberHint')}>
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
          <label className="form-label" htmlFor="email" {...english('emailLabel')}>
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
        <button type="submit" className="button" {...english('submit')}>
          {content.submit}
        </button>
      </form>
    </>
  );
}

function StatusView({ content, view }: { content: PermitStatusPage; view: PermitStatusView }) {
  const english = useContentBlocks('page');
  const t = useText();
  const formatInstant = useFormatInstant();
  // Texts the server could not say in the page's language (staff's words) are marked English.
  const englishTexts = new Set(view.englishTexts ?? []);
  const isEnglish = (text: string) => englishTexts.has(text);
  const warningBlock = view.isVoid ? 'void' : view.isRefunded ? 'refunded' : null;
  const warning = warningBlock ? content[warningBlock] : '';
  return (
    <>
      <h2>{`${view.title} ${view.permitNumber}`}</h2>
      {warning && warningBlock ? (
        <p role="status" className="field-error" {...english(warningBlock)}>
          {warning}
        </p>
      ) : null}
      <p>
        {english('statusLabel').lang ? (
          <>
            <span lang="en">{content.statusLabel}</span>
            {': '}
          </>
        ) : (
          `${content.statusLabel}: `
        )}
        <strong>{view.statusText}</strong>
      </p>
      {view.inspection ? (
        <p>
          {isEnglish(view.inspection.text) ? (
            <>
              <span lang="en">{view.inspection.text}</span>{' '}
            </>
          ) : (
            `${view.inspection.text} `
          )}
          <a href={view.inspection.url}>{view.inspection.linkText}</a>
        </p>
      ) : null}
      {view.pdfUrl ? (
        <p>
          <a href={view.pdfUrl} download {...english('download')}>
            {content.download}
          </a>
        </p>
      ) : null}
      <h2 {...english('datesTitle')}>{content.datesTitle}</h2>
      <Rows
        rows={[
          [t('permitStatus.row.applied'), formatInstant(view.appliedAt)],
          [t('permitStatus.row.paid'), formatInstant(view.paidAt)],
          [t('permitStatus.row.issued'), formatInstant(view.issuedAt)],
          [t('permitStatus.row.emailed'), formatInstant(view.emailedAt)],
          [t('permitStatus.row.voided'), formatInstant(view.voidedAt)],
          ...(view.inspection?.events ?? []).map((event): Row => [
            event.label,
            `${formatInstant(event.at)}: ${event.text}`,
            isEnglish(event.text),
          ]),
        ]}
      />
      <h2 {...english('receiptTitle')}>{content.receiptTitle}</h2>
      <Rows
        rows={[
          [t('permitStatus.row.permit'), `${view.title} ${view.permitNumber}`],
          [t('permitStatus.row.cost'), formatCents(view.costCents)],
          [t('permitStatus.row.fee'), formatCents(view.feeCents)],
          [t('permitStatus.row.amountPaid'), formatCents(view.totalCents)],
          [t('permitStatus.row.amountRefunded'), formatCents(view.refundedCents)],
          [t('permitStatus.row.reference'), view.paymentReference],
          [t('permitStatus.row.emailedTo'), view.emailedTo],
        ]}
      />
      <p>
        <a href={PERMIT_STATUS_PATH} {...english('lookUpAnother')}>
          {content.lookUpAnother}
        </a>
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
      <PageHeader title={content.title} lang={useContentBlocks('page')('title').lang} />
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
