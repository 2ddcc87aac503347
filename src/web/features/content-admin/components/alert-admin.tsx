import { TableRegion } from '#web/components/ui/table-region.tsx';
import { useCallback, useEffect, useState } from 'react';
import type { AlertSummary } from '#domain/content/content-api.ts';
import {
  ALERT_LEVEL_LABELS,
  alertSpanishState,
  SiteAlertInputSchema,
  type SiteAlertInput,
  toDistrictInstant,
} from '#domain/content/site-alert.schema.ts';
import { buildAlertNotice } from '#domain/subscriptions/notice-sources.ts';
import { createAlert, listAlerts } from '../api/content-api.ts';
import { AlertFields, EMPTY_ALERT } from './alert-fields.tsx';
import { setAtPath, type FieldPath } from './content-fields.tsx';
import { ContentForm, SaveStatus, useContentFailure } from './content-form.tsx';
import { NotifySubscribersChoice } from './notify-subscribers.tsx';
import { validateContent } from './item-editor.tsx';
import { useUnsavedChangesWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';

const STATUS_LABELS: Record<AlertSummary['status'], string> = {
  showing: 'Active',
  scheduled: 'Scheduled',
  ended: 'Ended',
  'not-published': 'Not published',
};

const PUBLISHED_STATUS = 'Alert published. It shows on every page from its start until its end.';
/** Said when the e-mail goes out without current Spanish (issue 37, item 3; decision 339). */
const SENT_IN_ENGLISH_STATUS =
  'It has no current Spanish: subscribers who read Spanish get its e-mail in English, under a Spanish line saying the text follows in English.';

/** The notice the new alert would send if ticked, from the form as it is now. */
function noticeOf(value: unknown) {
  const parsed = SiteAlertInputSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { startsAtLocal, endsAtLocal, ...alert } = parsed.data;
  return buildAlertNotice(
    'preview',
    {
      ...alert,
      startsAt: startsAtLocal ? toDistrictInstant(startsAtLocal) : null,
      endsAt: endsAtLocal ? toDistrictInstant(endsAtLocal) : null,
    },
    true,
  );
}

function formatLocal(local: string | null): string {
  return local ? local.replace('T', ' ') : '—';
}

/** /admin/alert: every alert with what it does now, and the form for a new one. */
export function AlertAdmin({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [alerts, setAlerts] = useState<AlertSummary[] | null>(null);
  const [value, setValue] = useState<unknown>(EMPTY_ALERT);
  const [isDirty, setIsDirty] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // Unset: the level decides (an emergency or an urgent alert notifies, a warning does not)
  // until staff choose, as buildAlertNotice does on the server.
  const [notifySubscribers, setNotifySubscribers] = useState<boolean | undefined>(undefined);
  const { level, isUrgent } = (value ?? {}) as { level?: string; isUrgent?: boolean };
  const isNotifiable = level === 'warning' || level === 'emergency';
  const isNotifying = notifySubscribers ?? (level === 'emergency' || isUrgent === true);
  useUnsavedChangesWarning(isDirty);

  const { errors, setErrors, failure, setFailure, handleError } = useContentFailure(onUnauthorized);

  const reload = useCallback(
    () =>
      listAlerts()
        .then((loaded) => setAlerts(loaded.alerts))
        .catch(handleError),
    [handleError],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const onChange = useCallback((path: FieldPath, changed: unknown) => {
    setValue((current: unknown) => setAtPath(current, path, changed));
    setIsDirty(true);
    setStatus(null);
  }, []);

  async function publish() {
    const found = validateContent('alert-new', value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await createAlert(value, isNotifiable ? isNotifying : undefined);
      const isSentInEnglish =
        isNotifiable && isNotifying && alertSpanishState(value as SiteAlertInput) !== 'current';
      setValue(EMPTY_ALERT);
      setNotifySubscribers(undefined);
      setIsDirty(false);
      setStatus(
        isSentInEnglish ? `${PUBLISHED_STATUS} ${SENT_IN_ENGLISH_STATUS}` : PUBLISHED_STATUS,
      );
      await reload();
    } catch (error) {
      handleError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <>
      <section className="section" aria-labelledby="alerts-title">
        <h2 id="alerts-title">Alerts</h2>
        <p>
          Alerts show at the top of every page of the site between their start and end. Change or
          end an alert with Edit; set its end to now to take it down.
        </p>
        {alerts === null ? (
          <p role="status">Loading…</p>
        ) : (
          <TableRegion
            caption="Site alerts"
            columns={['Heading', 'Level', 'Status', 'Start', 'End', 'Action']}
          >
            <tbody>
              {alerts.map((alert) => (
                <tr key={alert.id}>
                  <td>{alert.heading}</td>
                  <td>{ALERT_LEVEL_LABELS[alert.level]}</td>
                  <td>
                    {STATUS_LABELS[alert.status]}
                    {alert.status === 'showing' && !alert.isShown
                      ? ' (hidden by a newer alert of its level)'
                      : ''}
                  </td>
                  <td>{formatLocal(alert.startsAtLocal)}</td>
                  <td>{formatLocal(alert.endsAtLocal)}</td>
                  <td>
                    <a href={`/admin/pages/${alert.id}`}>
                      Edit<span className="visually-hidden"> {alert.heading}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
      </section>
      <section className="section" aria-labelledby="new-alert-title">
        <h2 id="new-alert-title">New alert</h2>
        <ContentForm
          labelledBy="new-alert-title"
          errors={errors}
          failure={failure}
          onSubmit={() => void publish()}
        >
          <AlertFields value={value} errors={errors} onChange={onChange} />
          {isNotifiable ? (
            <NotifySubscribersChoice
              notice={noticeOf(value)}
              listLabel="Fire restrictions and alerts"
              isChecked={isNotifying}
              onChange={setNotifySubscribers}
              hint="E-mail everyone on the alerts list once. Emergencies are sent unless you untick this; a scheduled alert is sent at its start."
            />
          ) : null}
          <SaveStatus status={status} isDirty={isDirty} />
          <div className="button-row">
            <button type="submit" className="button" disabled={isBusy}>
              Publish alert
            </button>
          </div>
        </ContentForm>
      </section>
      <p>
        <a href="/admin/pages/fire-conditions">Edit the fire conditions panel</a> on the home page
        (fire danger, open burning, restrictions, dispatch number).
      </p>
    </>
  );
}
