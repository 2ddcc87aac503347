import { useCallback, useEffect, useState } from 'react';
import type { MyInspection, MyInspections } from '#domain/inspections/inspections-api.ts';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { FormFailure } from '#web/components/staff/staff-form.tsx';
import { useLoadOnOpen, useStaffFailure } from '#web/components/staff/use-staff-failure.ts';
import { InspectionSettingsForm } from './inspection-settings-form.tsx';
import { InspectorFeedSection } from './inspector-feed-section.tsx';
import type { InspectionReport } from '#domain/inspections/inspection-report.ts';
import {
  downloadInspectionReport,
  readInspectionReport,
  readMyInspections,
} from '../api/inspections-admin-api.ts';

/** "Tuesday, March 3" for a district day. */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function InspectionCard({ inspection }: { inspection: MyInspection }) {
  return (
    <li className="inspection-card">
      <h3 className="inspection-card__title">
        {inspection.time}–{inspection.endTime}: {inspection.inspectionType}
      </h3>
      <dl className="inspection-card__facts">
        <dt>Address</dt>
        <dd>
          {inspection.address}{' '}
          <a href={inspection.mapUrl} rel="noreferrer">
            Map<span className="visually-hidden"> of {inspection.address}</span>
          </a>
        </dd>
        <dt>Applicant</dt>
        <dd>
          {inspection.applicantName}
          {inspection.phone ? (
            <>
              {', '}
              <PhoneLink phone={inspection.phone} />
            </>
          ) : null}
        </dd>
        <dt>Permit</dt>
        <dd>
          {inspection.permitNumber} ({inspection.permitTitle})
        </dd>
      </dl>
      {inspection.applicantEntries.length > 0 ? (
        <details className="inspection-card__entries">
          <summary>Entered by the applicant</summary>
          <dl>
            {inspection.applicantEntries.map((entry) => (
              <div key={entry.label}>
                <dt>{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      <p>
        <a
          className="button button--small"
          href={`/admin/inspections?inspection=${encodeURIComponent(inspection.id)}`}
        >
          Record the result<span className="visually-hidden"> for {inspection.address}</span>
        </a>
      </p>
    </li>
  );
}

function ReportsSection() {
  const [report, setReport] = useState<InspectionReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    readInspectionReport(controller.signal).then(setReport, () => {
      if (!controller.signal.aborted) setError('The reports could not be loaded.');
    });
    return () => controller.abort();
  }, []);
  return (
    <section aria-labelledby="inspection-reports" className="inspection-reports">
      <h2 id="inspection-reports">Reports</h2>
      {error ? <p role="alert">{error}</p> : null}
      {report ? (
        <>
          <dl className="inspection-card__facts">
            <dt>Pass rate on first inspection</dt>
            <dd>
              {report.firstPassRate === null
                ? 'No first inspections yet'
                : `${Math.round(report.firstPassRate * 100)}% (${report.passedOnFirst} of ${report.firstInspections})`}
            </dd>
            <dt>Days from payment to clearance (median)</dt>
            <dd>
              {report.medianDaysPaymentToClearance === null
                ? 'No clearances yet'
                : `${report.medianDaysPaymentToClearance} days (${report.cleared} cleared)`}
            </dd>
          </dl>
          {report.weeks.length > 0 ? (
            <TableRegion
              caption="Inspections per week"
              isCaptionVisible
              columns={['Week of', 'Inspections', 'Passed on first']}
            >
              <tbody>
                {report.weeks.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{formatDay(week.weekStart)}</th>
                    <td>{week.inspections}</td>
                    <td>
                      {week.passedOnFirst} of {week.firstInspections}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          ) : (
            <p>No results recorded yet.</p>
          )}
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void downloadInspectionReport().catch(() =>
                  setError('The CSV could not be downloaded. Try again.'),
                )
              }
            >
              Download CSV
            </button>
          </p>
        </>
      ) : null}
    </section>
  );
}

/**
 * /admin/inspections (issue 17): the marshal's day on a phone. Inspections of earlier days still
 * waiting for a result first, then today's and the coming days' in visiting (time) order, as
 * cards.
 */
export function MyInspectionsPage({
  onUnauthorized,
  canManage = false,
}: {
  onUnauthorized: () => void;
  /** Accounts holding inspections:manage also edit the inspection settings. */
  canManage?: boolean;
}) {
  const [data, setData] = useState<MyInspections | null>(null);
  const { error, handleFailure } = useStaffFailure(onUnauthorized);

  const load = useCallback(
    (signal?: AbortSignal) =>
      readMyInspections(signal).then(setData, (failure: unknown) => {
        if (!signal?.aborted) handleFailure(failure);
      }),
    [handleFailure],
  );
  useLoadOnOpen(load);

  if (error) return <FormFailure message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <div className="my-inspections">
      {data.waiting.length > 0 ? (
        <section aria-labelledby="inspections-waiting">
          <h2 id="inspections-waiting">Waiting for a result</h2>
          <ul className="inspection-cards">
            {data.waiting.map((inspection) => (
              <InspectionCard key={inspection.id} inspection={inspection} />
            ))}
          </ul>
        </section>
      ) : null}
      {data.days.length === 0 ? (
        <p>No inspections are booked for the next two weeks.</p>
      ) : (
        data.days.map((day) => (
          <section key={day.day} aria-labelledby={`inspections-${day.day}`}>
            <h2 id={`inspections-${day.day}`}>{formatDay(day.day)}</h2>
            <ul className="inspection-cards">
              {day.inspections.map((inspection) => (
                <InspectionCard key={inspection.id} inspection={inspection} />
              ))}
            </ul>
          </section>
        ))
      )}
      <ReportsSection />
      <InspectorFeedSection onUnauthorized={onUnauthorized} />
      {canManage ? <InspectionSettingsForm onUnauthorized={onUnauthorized} /> : null}
    </div>
  );
}
