import { useCallback, useId, useState } from 'react';
import type { RecordsReportMonth } from '#domain/records/records-api.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { FormFailure } from '#web/components/staff/staff-form.tsx';
import { useLoadOnOpen, useStaffFailure } from '#web/components/staff/use-staff-failure.ts';
import { readRecordsReport } from '../api/records-admin-api.ts';

/** "November 2026" for "2026-11". */
export function formatReportMonth(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function formatRate(rate: number | null): string {
  return rate === null ? 'None answered' : `${Math.round(rate * 100)}%`;
}

const BAR_HEIGHT = 14;
const ROW_HEIGHT = 44;
const LABEL_WIDTH = 130;
const CHART_WIDTH = 480;

/**
 * Requests received and answered on time, a month a row. The picture is for the eye; its title and
 * description say the same in words, and the table beside it holds every figure.
 */
function RecordsReportChart({ months }: { months: readonly RecordsReportMonth[] }) {
  const ids = useId();
  const most = Math.max(1, ...months.map((month) => month.received));
  const scale = (count: number) => ((CHART_WIDTH - LABEL_WIDTH - 40) * count) / most;
  const height = months.length * ROW_HEIGHT + 24;
  return (
    <figure className="records-report__chart">
      <svg
        role="img"
        aria-labelledby={`${ids}-title ${ids}-desc`}
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      >
        <title id={`${ids}-title`}>Records requests a month, received and answered on time</title>
        <desc id={`${ids}-desc`}>
          {months
            .map(
              (month) =>
                `${formatReportMonth(month.month)}: ${month.received} received, ${month.onTime} answered on time.`,
            )
            .join(' ')}
        </desc>
        {months.map((month, index) => {
          const y = index * ROW_HEIGHT + 4;
          return (
            <g key={month.month}>
              <text x={0} y={y + BAR_HEIGHT} fontSize="13" fill="#1f2937">
                {formatReportMonth(month.month)}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y}
                width={scale(month.received)}
                height={BAR_HEIGHT}
                fill="#9ca3af"
              />
              <text
                x={LABEL_WIDTH + scale(month.received) + 4}
                y={y + BAR_HEIGHT - 2}
                fontSize="12"
                fill="#1f2937"
              >
                {month.received}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y + BAR_HEIGHT + 4}
                width={scale(month.onTime)}
                height={BAR_HEIGHT}
                fill="#7f1d1d"
              />
              <text
                x={LABEL_WIDTH + scale(month.onTime) + 4}
                y={y + 2 * BAR_HEIGHT + 2}
                fontSize="12"
                fill="#1f2937"
              >
                {month.onTime}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>Grey: received. Dark red: answered on time.</figcaption>
    </figure>
  );
}

/**
 * /admin/records/report (decision 302): the monthly report the CSV route gives, as a page: the
 * requests a month, how many were answered by the deadline, and the median business days to
 * answer, in a chart with the table beside it.
 */
export function RecordsReportPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [months, setMonths] = useState<RecordsReportMonth[] | null>(null);
  const { error, handleFailure } = useStaffFailure(onUnauthorized);

  const load = useCallback(
    (signal: AbortSignal) =>
      readRecordsReport(signal)
        .then((report) => setMonths(report.months))
        .catch((failure: unknown) => {
          if (!signal.aborted) handleFailure(failure);
        }),
    [handleFailure],
  );
  useLoadOnOpen(load);

  if (error) return <FormFailure message={error} />;
  if (months === null) return <p role="status">Loading…</p>;
  return (
    <>
      {months.length === 0 ? (
        <p>No records request has been received yet.</p>
      ) : (
        <div className="records-report">
          <RecordsReportChart months={months} />
          <TableRegion
            caption="Records requests a month"
            isCaptionVisible
            columns={['Month', 'Received', 'Answered', 'On time', 'Median business days']}
          >
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatReportMonth(month.month)}</th>
                  <td>{month.received}</td>
                  <td>{month.answered}</td>
                  <td>
                    {month.onTime} ({formatRate(month.onTimeRate)})
                  </td>
                  <td>{month.medianBusinessDaysToRespond ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </div>
      )}
    </>
  );
}
