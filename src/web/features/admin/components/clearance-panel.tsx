import { useEffect, useState } from 'react';
import type { ClearanceSummary } from '#domain/inspections/clearance.ts';
import { formatCalendarDayUs } from '#domain/permits/permit-wording.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { ReasonForm } from '#web/components/staff/reason-form.tsx';
import { fetchClearance, revokeClearance } from '../api/clearance-admin-api.ts';

/**
 * The permit's clearance as the public verification page answers it, and the revoke form
 * (decision 241). Shows nothing to staff without inspections permissions or before an outcome.
 */
export function ClearancePanel({
  permitNumber,
  onUnauthorized,
}: {
  permitNumber: string;
  onUnauthorized: () => void;
}) {
  const [clearance, setClearance] = useState<ClearanceSummary | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetchClearance(permitNumber, controller.signal).then(
      (answer) => setClearance(answer.clearance),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
      },
    );
    return () => controller.abort();
  }, [permitNumber, onUnauthorized]);

  if (!clearance) return null;
  return (
    <section aria-labelledby="clearance-title">
      <h3 id="clearance-title">Clearance</h3>
      {notice ? (
        <p role="status" className="banner banner--success">
          {notice}
        </p>
      ) : null}
      <dl className="receipt">
        <dt>Verification page says</dt>
        <dd>{clearance.verification}</dd>
        <dt>Inspection result</dt>
        <dd>{clearance.outcome}</dd>
        {clearance.correctionsDueOn ? (
          <>
            <dt>Corrections due</dt>
            <dd>{formatCalendarDayUs(clearance.correctionsDueOn)}</dd>
          </>
        ) : null}
        {clearance.revokeReason ? (
          <>
            <dt>Revoked because</dt>
            <dd>{clearance.revokeReason}</dd>
          </>
        ) : null}
      </dl>
      {clearance.canRevoke ? (
        <ReasonForm
          title="Revoke the clearance"
          headingLevel={4}
          label="Reason for revoking"
          missingMessage="Enter why the clearance is revoked"
          submitLabel="Revoke the clearance"
          run={async (reason) => {
            const answer = await revokeClearance(permitNumber, reason);
            if (answer.clearance) {
              setClearance(answer.clearance);
              setNotice('The clearance is revoked. The verification page now says so.');
            }
          }}
          onUnauthorized={onUnauthorized}
        />
      ) : null}
    </section>
  );
}
