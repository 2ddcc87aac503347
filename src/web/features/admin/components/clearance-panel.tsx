import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ClearanceSummary } from '#domain/inspections/clearance.ts';
import { formatCalendarDayUs } from '#domain/permits/permit-wording.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useUnsavedInputWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';
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
        <RevokeForm
          permitNumber={permitNumber}
          onUnauthorized={onUnauthorized}
          onDone={(revoked) => {
            setClearance(revoked);
            setNotice('The clearance is revoked. The verification page now says so.');
          }}
        />
      ) : null}
    </section>
  );
}

function RevokeForm({
  permitNumber,
  onDone,
  onUnauthorized,
}: {
  permitNumber: string;
  onDone: (clearance: ClearanceSummary) => void;
  onUnauthorized: () => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const unsaved = useUnsavedInputWarning();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Enter why the clearance is revoked');
      return;
    }
    setIsBusy(true);
    try {
      const answer = await revokeClearance(permitNumber, reason.trim());
      setError('');
      unsaved.markSaved();
      if (answer.clearance) onDone(answer.clearance);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return onUnauthorized();
      setError(caught instanceof ApiError ? caught.message : 'Revoking failed.');
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
      <h4 id={`${formId}-title`}>Revoke the clearance</h4>
      <div className="form-field">
        <label htmlFor={`${formId}-reason`} className="form-label">
          Reason for revoking
        </label>
        <textarea
          id={`${formId}-reason`}
          className="form-input"
          value={reason}
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${formId}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? (
          <p id={`${formId}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={isBusy}>
        Revoke the clearance
      </button>
    </form>
  );
}
