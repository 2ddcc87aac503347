import type { Locale } from '#domain/i18n/locale.ts';
import { describePage, type PageInfo } from '#domain/pagination.ts';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useUnsavedInputWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';
import { PageNav } from '#web/components/staff/page-nav.tsx';
import type { BurnPermitListItem, TodaysBurnsResponse } from '#domain/burn/burn-api.ts';
import {
  BURN_DAY_REASONS,
  BURN_DAY_REASON_LABELS,
  type BurnDayReason,
  type BurnDayStatus,
} from '#domain/burn/burn-day.ts';
import { BURN_MATERIAL_LABELS, BURN_PERMIT_MACHINE } from '#domain/burn/burn-permit.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  actOnBurnPermit,
  downloadBurnExport,
  postBurnDay,
  readBurnPermits,
  readTodaysBurns,
} from '../api/burn-admin-api.ts';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { BurnSettingsSection } from './burn-settings-form.tsx';

/**
 * The status form's start: today's status as decided, not "Burning allowed" whatever the day
 * (decision 337). A day under a restriction starts on No burning, Fire restrictions.
 */
export function formStartOf(status: BurnDayStatus): {
  isAllowed: 'yes' | 'no';
  reason: BurnDayReason;
} {
  if (status.isBurningAllowed) return { isAllowed: 'yes', reason: 'clearing-index' };
  const why = status.why;
  const reason: BurnDayReason =
    why?.kind === 'restriction'
      ? 'fire-restrictions'
      : why?.kind === 'staff' && why.reason
        ? why.reason
        : 'clearing-index';
  return { isAllowed: 'no', reason };
}

/** The languages a permit holder may apply in, as staff read them. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };

/**
 * /admin/burns (issue 19): post today's burn day status, today's registered burns (printable),
 * the permits to approve, decline or revoke, and (with burn:manage) the district's burn settings.
 * Self-contained: the staff navigation links here.
 */
export function TodaysBurnsPage({
  onUnauthorized,
  canManage,
}: {
  onUnauthorized: () => void;
  canManage: boolean;
}) {
  const [today, setToday] = useState<TodaysBurnsResponse | null>(null);
  const [permits, setPermits] = useState<BurnPermitListItem[]>([]);
  const [permitsPage, setPermitsPage] = useState<PageInfo>({ page: 1, perPage: 50, total: 0 });
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isAllowed, setIsAllowed] = useState<'yes' | 'no'>('yes');
  const [reason, setReason] = useState<BurnDayReason>('clearing-index');
  const [note, setNote] = useState('');
  const [clearingIndex, setClearingIndex] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [reasons, setReasons] = useState<Record<string, string>>({});
  /** The server's words when Burning allowed meets a restriction in force: confirm or cancel. */
  const [restricted, setRestricted] = useState<string | null>(null);
  /** Staff changed the status form: a reload no longer resets it to today's status. */
  const isStatusEdited = useRef(false);
  const unsaved = useUnsavedInputWarning();
  const ids = useId();

  const handleFailure = useCallback(
    (failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
      else if (failure instanceof ApiError) {
        setError(failure.message);
        setFieldErrors(failure.fields ?? {});
      } else setError('We could not reach the server. Try again.');
    },
    [onUnauthorized],
  );

  const load = useCallback(
    (signal?: AbortSignal) =>
      Promise.all([readTodaysBurns(signal), readBurnPermits(page, signal)]).then(
        ([nextToday, { permits: nextPermits, ...nextPage }]) => {
          setToday(nextToday);
          if (!isStatusEdited.current) {
            const start = formStartOf(nextToday.status);
            setIsAllowed(start.isAllowed);
            setReason(start.reason);
          }
          setPermits(nextPermits);
          setPermitsPage(nextPage);
        },
        (failure: unknown) => {
          if (!signal?.aborted) handleFailure(failure);
        },
      ),
    [handleFailure, page],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function submitStatus(event: FormEvent | null, confirmOverRestriction = false) {
    event?.preventDefault();
    setError(null);
    setNotice(null);
    setRestricted(null);
    setFieldErrors({});
    const index = clearingIndex.trim() === '' ? null : Number(clearingIndex);
    if (index !== null && !Number.isInteger(index)) {
      setFieldErrors({ clearingIndex: 'Enter the clearing index as a whole number.' });
      return;
    }
    try {
      const status = await postBurnDay({
        isBurningAllowed: isAllowed === 'yes',
        reason: isAllowed === 'yes' ? null : reason,
        note,
        clearingIndex: index,
        ...(confirmOverRestriction ? { confirmOverRestriction: true } : {}),
      });
      unsaved.markSaved();
      isStatusEdited.current = false;
      setNotice(`Posted. Today’s status: ${status.headline}.`);
      await load();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'BURN_DAY_RESTRICTED') {
        setRestricted(failure.message);
      } else handleFailure(failure);
    }
  }

  async function act(permit: BurnPermitListItem, action: 'approve' | 'decline' | 'revoke') {
    setError(null);
    setNotice(null);
    try {
      const done = await actOnBurnPermit(permit.id, action, reasons[permit.id]);
      setNotice(
        `Permit ${done.permitNumber ?? permit.applicantName}: ${BURN_PERMIT_MACHINE.labels[done.status]}.`,
      );
      await load();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  const status = today?.status;
  return (
    <>
      {error ? (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="banner" role="status">
          {notice}
        </p>
      ) : null}
      {status ? (
        <section aria-labelledby={`${ids}-status`}>
          <h2 id={`${ids}-status`}>Today’s status: {status.headline}</h2>
          <p>
            {status.reason || 'Permit holders may burn after checking in.'} Burn day {status.day}.
          </p>
        </section>
      ) : (
        <p role="status">Loading…</p>
      )}
      {canManage ? (
        <form
          onSubmit={(event) => void submitStatus(event)}
          onInput={() => {
            isStatusEdited.current = true;
            unsaved.onInput();
          }}
          onChange={() => {
            isStatusEdited.current = true;
          }}
          noValidate
        >
          <fieldset>
            <legend>Post today’s status</legend>
            <div className="radio-row">
              <input
                type="radio"
                id={`${ids}-allowed`}
                name="isAllowed"
                checked={isAllowed === 'yes'}
                onChange={() => setIsAllowed('yes')}
              />
              <label htmlFor={`${ids}-allowed`}>Burning allowed</label>
            </div>
            <div className="radio-row">
              <input
                type="radio"
                id={`${ids}-forbidden`}
                name="isAllowed"
                checked={isAllowed === 'no'}
                onChange={() => setIsAllowed('no')}
              />
              <label htmlFor={`${ids}-forbidden`}>No burning today</label>
            </div>
          </fieldset>
          {isAllowed === 'no' ? (
            <div className="form-field">
              <label htmlFor={`${ids}-reason`}>Reason</label>
              <select
                id={`${ids}-reason`}
                className="form-input"
                value={reason}
                onChange={(event) => setReason(event.target.value as BurnDayReason)}
              >
                {BURN_DAY_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {BURN_DAY_REASON_LABELS[value]}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="form-field">
            <label htmlFor={`${ids}-note`}>Note (optional)</label>
            <input
              id={`${ids}-note`}
              className="form-input"
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${ids}-index`}>Clearing index (optional)</label>
            <input
              id={`${ids}-index`}
              className="form-input"
              inputMode="numeric"
              value={clearingIndex}
              aria-invalid={fieldErrors.clearingIndex ? true : undefined}
              aria-describedby={fieldErrors.clearingIndex ? `${ids}-index-error` : undefined}
              onChange={(event) => setClearingIndex(event.target.value)}
            />
            {fieldErrors.clearingIndex ? (
              <p className="field-error" id={`${ids}-index-error`}>
                {fieldErrors.clearingIndex}
              </p>
            ) : null}
          </div>
          {restricted ? (
            <div className="banner banner--error" role="alert">
              <p>{restricted}</p>
              <p className="button-row">
                <button
                  type="button"
                  className="button"
                  onClick={() => void submitStatus(null, true)}
                >
                  Post Burning allowed anyway
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setRestricted(null)}
                >
                  Cancel
                </button>
              </p>
            </div>
          ) : null}
          <button type="submit" className="button">
            Post status
          </button>
        </form>
      ) : null}
      <section aria-labelledby={`${ids}-burns`}>
        <h2 id={`${ids}-burns`}>Today’s burns</h2>
        <p className="button-row">
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            Print
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void downloadBurnExport().catch(handleFailure)}
          >
            Export all permits (CSV)
          </button>
        </p>
        {today && today.burns.length === 0 ? <p>No registered burns today.</p> : null}
        {today && today.burns.length > 0 ? (
          <TableRegion caption="Today’s registered burns" className="admin-table--stacked">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Time</th>
                <th scope="col">Material</th>
                <th scope="col">Holder and phone</th>
                <th scope="col">Map</th>
              </tr>
            </thead>
            <tbody>
              {today.burns.map((burn) => (
                <tr key={burn.checkInId}>
                  <td data-label="Address">
                    {burn.street}, {burn.town} ({burn.permitNumber})
                  </td>
                  <td data-label="Time">
                    {burn.startTime}–{burn.endTime}
                  </td>
                  <td data-label="Material">
                    {BURN_MATERIAL_LABELS[burn.material]}: {burn.materialDescription} (
                    {burn.pileSize})
                  </td>
                  <td data-label="Holder and phone">
                    {burn.applicantName}, <PhoneLink phone={burn.phone} />
                    {burn.stateRegistrationNumber
                      ? `, state registration ${burn.stateRegistrationNumber}`
                      : ''}
                  </td>
                  <td data-label="Map">
                    <a href={burn.mapUrl}>Map of {burn.street}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        ) : null}
      </section>
      <section aria-labelledby={`${ids}-permits`}>
        <h2 id={`${ids}-permits`}>Open burn permits</h2>
        {permits.length === 0 ? <p>No permits yet.</p> : null}
        {permits.length > 0 ? <p role="status">{describePage(permitsPage)}</p> : null}
        {permits.length > 0 ? (
          <TableRegion caption="Open burn permits, newest first" className="admin-table--stacked">
            <thead>
              <tr>
                <th scope="col">Permit</th>
                <th scope="col">Status</th>
                <th scope="col">Address and dates</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {permits.map((permit) => (
                <tr key={permit.id}>
                  <td data-label="Permit">
                    {permit.permitNumber ?? 'Not issued'}, {permit.applicantName}
                    {permit.stateRegistrationNumber
                      ? ` (state registration ${permit.stateRegistrationNumber})`
                      : ''}
                    {/* Mail and the PDF go in the language applied in (decision 324). */}
                    {permit.language === 'en'
                      ? ''
                      : ` · Language: ${LANGUAGE_NAMES[permit.language]}`}
                  </td>
                  <td data-label="Status">
                    {BURN_PERMIT_MACHINE.labels[permit.status]}
                    {permit.revokeReason ? `: ${permit.revokeReason}` : ''}
                  </td>
                  <td data-label="Address and dates">
                    {permit.street}, {permit.town}; {permit.fromDay} to {permit.toDay}
                  </td>
                  <td data-label="Action">
                    {canManage &&
                    (permit.status === 'issued' || permit.status === 'pending_review') ? (
                      <>
                        <label htmlFor={`${ids}-reason-${permit.id}`}>
                          Reason for {permit.applicantName}
                        </label>
                        <input
                          id={`${ids}-reason-${permit.id}`}
                          className="form-input"
                          value={reasons[permit.id] ?? ''}
                          maxLength={500}
                          onChange={(event) =>
                            setReasons((previous) => ({
                              ...previous,
                              [permit.id]: event.target.value,
                            }))
                          }
                        />
                        {permit.status === 'issued' ? (
                          <button
                            type="button"
                            className="button button--secondary"
                            onClick={() => void act(permit, 'revoke')}
                          >
                            Revoke {permit.permitNumber}
                          </button>
                        ) : (
                          <>
                            <button
                              type="button"
                              className="button"
                              onClick={() => void act(permit, 'approve')}
                            >
                              Approve
                            </button>{' '}
                            <button
                              type="button"
                              className="button button--secondary"
                              onClick={() => void act(permit, 'decline')}
                            >
                              Decline
                            </button>
                          </>
                        )}
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        ) : null}
        <PageNav label="Pages of permits" info={{ ...permitsPage, page }} onPage={setPage} />
      </section>
      {canManage ? <BurnSettingsSection onUnauthorized={onUnauthorized} /> : null}
    </>
  );
}
