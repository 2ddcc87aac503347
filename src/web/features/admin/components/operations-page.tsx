import { TableRegion } from '#web/components/ui/table-region.tsx';
import { useCallback, useState } from 'react';
import type { OperationsResponse } from '#domain/operations/operations-api.ts';
import { FormFailure } from '#web/components/staff/staff-form.tsx';
import { useLoadOnOpen, useStaffFailure } from '#web/components/staff/use-staff-failure.ts';
import { readOperations, retryEmail } from '../api/operations-api.ts';

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const RETRY_OUTCOMES = {
  sent: 'The e-mail went out.',
  failed: 'The e-mail failed again; see its last error.',
  busy: 'Another attempt is sending this e-mail right now.',
  'still-sending': 'The mail server is slow; the attempt goes on in the background.',
} as const;

function formatTime(iso: string) {
  return <time dateTime={iso}>{TIME_FORMAT.format(new Date(iso))}</time>;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(0)} KB`;
}

/** /admin/operations: mail waiting or failing, stuck payments, the last job runs, the database. */
export function OperationsPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [data, setData] = useState<OperationsResponse | null>(null);
  const { error, setError, handleFailure } = useStaffFailure(onUnauthorized);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      readOperations(signal).then(
        (next) => {
          setData(next);
          setError(null);
        },
        (failure: unknown) => {
          if (!signal?.aborted) handleFailure(failure);
        },
      ),
    [handleFailure, setError],
  );

  useLoadOnOpen(load);

  async function retry(id: string) {
    setNotice(null);
    try {
      const { outcome } = await retryEmail(id);
      setNotice(RETRY_OUTCOMES[outcome]);
      await load();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  return (
    <>
      <FormFailure message={error} />
      <p role="status">{notice ?? (data === null ? 'Loading…' : '')}</p>
      {data ? (
        <>
          <h2>E-mails waiting or failing</h2>
          {data.emails.length === 0 ? (
            <p>Every e-mail has gone out.</p>
          ) : (
            <TableRegion
              caption="E-mails not yet sent, oldest first"
              columns={[
                'Queued (Mountain Time)',
                'Kind',
                'About',
                'Attempts',
                'Last error',
                'Action',
              ]}
            >
              <tbody>
                {data.emails.map((email) => (
                  <tr key={email.id}>
                    <td>{formatTime(email.createdAt)}</td>
                    <td>{email.template}</td>
                    <td>{email.reference ?? ''}</td>
                    <td>{email.attempts}</td>
                    <td>{email.lastError ?? 'Waiting for its first try'}</td>
                    <td>
                      {email.lastError ? (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`Retry ${email.template} ${email.reference ?? email.id}`}
                          onClick={() => void retry(email.id)}
                        >
                          Retry
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          )}

          <h2>Paid but not issued for more than 10 minutes</h2>
          {data.paidNotIssued.length === 0 ? (
            <p>None: every paid application has its permit.</p>
          ) : (
            <TableRegion
              caption="Paid applications without a permit"
              columns={['Paid (Mountain Time)', 'Form', 'Applicant', 'Application']}
            >
              <tbody>
                {data.paidNotIssued.map((application) => (
                  <tr key={application.id}>
                    <td>{formatTime(application.paidAt)}</td>
                    <td>{application.formType}</td>
                    <td>{application.applicantName}</td>
                    <td>{application.id}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          )}

          <h2>Background jobs</h2>
          <p>
            The last run of each job on this server process. This is kept in memory: with several
            instances, each shows its own runs, and the list is empty after a restart until the jobs
            run.
          </p>
          {data.jobRuns.length === 0 ? (
            <p>No job has run since this server started.</p>
          ) : (
            <TableRegion
              caption="Last run of each background job"
              columns={['Job', 'Last run (Mountain Time)', 'Result', 'Details']}
            >
              <tbody>
                {data.jobRuns.map((run) => (
                  <tr key={run.job}>
                    <td>{run.job}</td>
                    <td>{formatTime(run.at)}</td>
                    <td>{run.outcome === 'ok' ? 'Succeeded' : 'Failed'}</td>
                    <td>{run.detail}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          )}

          <h2>System</h2>
          <dl className="operations-facts">
            <dt>Database</dt>
            <dd>{data.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite (embedded)'}</dd>
            <dt>Database size</dt>
            <dd>{formatBytes(data.database.sizeBytes)}</dd>
            <dt>App version</dt>
            <dd>{data.version}</dd>
          </dl>
        </>
      ) : null}
    </>
  );
}
