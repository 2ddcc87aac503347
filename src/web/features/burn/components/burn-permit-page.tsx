import { BURN_PATHS, type BurnPageView, type BurnVerifyView } from '#domain/burn/burn-pages.ts';
import {
  BURN_MATERIAL_LABELS,
  BURN_PERMIT_MACHINE,
  formatCheckInCode,
} from '#domain/burn/burn-permit.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { FeaturePageBody, MessageBox } from '#web/components/ui/server-form.tsx';
import { TimeFields } from './burn-fields.tsx';
import { StatusBox, formatDay } from './burn-status-box.tsx';

/** The holder's private permit page with its check-in, and the public verification page. */

function formatFee(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function PermitPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-permit' }> }) {
  const { permit, status } = view;
  const base = `${BURN_PATHS.permit}/${encodeURIComponent(permit.accessToken)}`;
  return (
    <>
      <PageHeader title="Your open burn permit" />
      <FeaturePageBody>
        <MessageBox message={view.message} />
        <dl className="feature-details">
          <dt>Permit</dt>
          <dd>{permit.permitNumber ?? 'Not issued yet'}</dd>
          <dt>Status</dt>
          <dd>
            {`${BURN_PERMIT_MACHINE.labels[permit.status]}${permit.revokeReason ? `: ${permit.revokeReason}` : ''}`}
          </dd>
          <dt>Address</dt>
          <dd>{`${permit.street}, ${permit.town}`}</dd>
          <dt>Material</dt>
          <dd>
            {`${BURN_MATERIAL_LABELS[permit.material]}: ${permit.materialDescription} (${permit.pileSize})`}
          </dd>
          <dt>Dates</dt>
          <dd>{`${permit.fromDay} to ${permit.toDay}, burn days only`}</dd>
          {permit.checkInCode ? (
            <>
              <dt>Check-in code</dt>
              <dd>{`${formatCheckInCode(permit.checkInCode)} (also on the permit, for checking in by its QR code)`}</dd>
            </>
          ) : null}
        </dl>
        {permit.status === 'awaiting_payment' && view.payUrl ? (
          <>
            <h2>Pay the fee</h2>
            <p>
              {`The district charges ${formatFee(permit.feeCents)} for an open burn permit. Nothing is issued until it is paid; then your permit goes on as the district set it (issued at once, or after review).`}
            </p>
            <p>
              <a href={view.payUrl}>{`Pay ${formatFee(permit.feeCents)} by card`}</a>
            </p>
          </>
        ) : null}
        {permit.status === 'issued' || permit.status === 'revoked' ? (
          <p>
            <a href={`${base}/pdf`}>Download the permit (PDF)</a>
          </p>
        ) : null}
        <StatusBox status={status} isPageHeading={false} />
        {permit.status === 'issued' ? (
          <>
            <h2>Check in</h2>
            {view.todaysCheckIn ? (
              <p>
                {`You are checked in for today, ${view.todaysCheckIn.startTime} to ${view.todaysCheckIn.endTime}.`}
              </p>
            ) : (
              <form method="post" action={`${base}/check-in`} noValidate>
                <p>{`I am burning today, ${formatDay(status.day)}:`}</p>
                <TimeFields errors={view.fieldErrors ?? {}} values={view.values ?? {}} />
                <button type="submit" className="button">
                  Check in
                </button>
              </form>
            )}
          </>
        ) : null}
      </FeaturePageBody>
    </>
  );
}

/**
 * The page behind the permit's QR code: genuine or not, status, town and dates, never the street
 * (issue 25). The QR code carries the check-in code; the link to the check-in form passes it on
 * unchecked, so this page tells nothing about a code.
 */
export function VerifyPage({
  permit,
  checkInCode,
}: {
  permit: BurnVerifyView | undefined;
  checkInCode?: string | undefined;
}) {
  if (!permit) {
    return (
      <>
        <PageHeader title="Permit not found" />
        <FeaturePageBody>
          <p>The district has not issued an open burn permit with this number.</p>
        </FeaturePageBody>
      </>
    );
  }
  return (
    <>
      <PageHeader title={`Open burn permit ${permit.permitNumber ?? ''}`} />
      <FeaturePageBody>
        <p>
          This is a genuine permit of the district. Status: <strong>{permit.statusLabel}</strong>.
        </p>
        <dl className="feature-details">
          <dt>Town</dt>
          <dd>{permit.town}</dd>
          <dt>Dates</dt>
          <dd>{`${permit.fromDay} to ${permit.toDay}`}</dd>
        </dl>
        <p>
          The permit holder checks in with the private link in their permit e-mail, or here:{' '}
          <a
            href={`${BURN_PATHS.checkIn}?permit=${encodeURIComponent(permit.permitNumber ?? '')}${
              checkInCode ? `&code=${encodeURIComponent(checkInCode)}` : ''
            }`}
          >{`Check in to burn today with permit ${permit.permitNumber ?? ''}`}</a>
          .
        </p>
        <p>
          <a href={BURN_PATHS.status}>Today’s burn day status</a>
        </p>
      </FeaturePageBody>
    </>
  );
}
