/** One records request for staff: details, the actions its status allows, timeline and e-mails. */
import { useCallback, useEffect, useId, useState } from 'react';
import {
  RECORDS_EMAIL_LABELS,
  type RecordsRequestDetailResponse,
} from '#domain/records/records-api.ts';
import {
  EXPEDITE_GROUND_LABELS,
  RECORDS_FORMAT_LABELS,
  RECORDS_APPEAL_KINDS,
  RECORDS_REQUEST_MACHINE,
  formatCents,
  type RecordsRequestStatus,
} from '#domain/records/records-request.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  actOnRecordsRequest,
  readRecordsRequest,
  uploadRecordsFile,
} from '../../api/records-admin-api.ts';
import { RecordsLogEntryForm } from '../records-log-entry-form.tsx';
import { RecordsRequestActions, type RecordsActionRun } from './records-request-actions.tsx';
import { formatInstant, type Failure } from './records-admin-format.ts';

export function RequestView({
  id,
  canDecideAppeals,
  onUnauthorized,
  onFailure,
  onClearError,
  onBack,
}: {
  id: string;
  canDecideAppeals: boolean;
  onUnauthorized: () => void;
  onFailure: Failure;
  onClearError: () => void;
  onBack: () => void;
}) {
  const ids = useId();
  const [detail, setDetail] = useState<RecordsRequestDetailResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      readRecordsRequest(id, signal).then(setDetail, (failure: unknown) => {
        if (!signal?.aborted) onFailure(failure);
      }),
    [id, onFailure],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const act: RecordsActionRun =
    (action, done) =>
    async (body: object | undefined): Promise<Record<string, string> | null> => {
      onClearError();
      setNotice(null);
      try {
        await actOnRecordsRequest(id, action, body);
        setNotice(done);
        await load();
        return null;
      } catch (failure) {
        onFailure(failure);
        return failure instanceof ApiError && failure.fields ? failure.fields : {};
      }
    };

  const back = (
    <p>
      <a
        href="?"
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
      >
        Back to all records requests
      </a>
    </p>
  );
  if (!detail) {
    return (
      <>
        {back}
        <p role="status">Loading…</p>
      </>
    );
  }
  const { request, timeline, emails, files } = detail;
  const status = request.status;
  return (
    <>
      {back}
      {notice ? (
        <p className="banner" role="status">
          {notice}
        </p>
      ) : null}
      <section aria-labelledby={`${ids}-details`}>
        <h2 id={`${ids}-details`}>Request {request.requestNumber}</h2>
        <dl className="details-list">
          <dt>Status</dt>
          <dd>{RECORDS_REQUEST_MACHINE.labels[status]}</dd>
          <dt>Received</dt>
          <dd>
            {formatInstant(request.receivedAt)} (counts from {request.receivedDay})
          </dd>
          <dt>Response due</dt>
          <dd>
            {request.dueDay}
            {request.isExpedited ? ' (expedited)' : ''}
          </dd>
          {request.appealedAt && request.appealKind ? (
            <>
              <dt>Appeal</dt>
              <dd>
                {RECORDS_APPEAL_KINDS[request.appealKind]}, received{' '}
                {formatInstant(request.appealedAt)}
              </dd>
              {status === 'appealed' && request.appealDueDay ? (
                <>
                  <dt>Appeal decision due</dt>
                  <dd>
                    {request.appealDueDay} (Utah Code 63G-2-401(5); without a decision the appeal
                    counts as denied the next day)
                  </dd>
                </>
              ) : null}
            </>
          ) : null}
          <dt>Requester</dt>
          <dd>{request.requesterName}</dd>
          <dt>Language</dt>
          <dd>{request.language === 'es' ? 'Spanish' : 'English'}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${request.email}`}>{request.email}</a>
          </dd>
          {request.phone ? (
            <>
              <dt>Phone</dt>
              <dd>{request.phone}</dd>
            </>
          ) : null}
          <dt>Mailing address</dt>
          <dd className="preserve-lines">{request.mailingAddress}</dd>
          <dt>Records wanted</dt>
          <dd className="preserve-lines">{request.description}</dd>
          {request.fromDay || request.toDay ? (
            <>
              <dt>Dates</dt>
              <dd>
                {request.fromDay ?? '…'} to {request.toDay ?? '…'}
              </dd>
            </>
          ) : null}
          {request.feeCents !== null ? (
            <>
              <dt>Fee estimate</dt>
              <dd>
                {formatCents(request.feeCents)}: {request.feeDescription}
                {request.feeWaiverDecision ? ` (waiver ${request.feeWaiverDecision})` : ''}
              </dd>
            </>
          ) : null}
          <dt>Format</dt>
          <dd>{RECORDS_FORMAT_LABELS[request.format]}</dd>
          {request.feeWaiverRequested ? (
            <>
              <dt>Fee waiver asked</dt>
              <dd className="preserve-lines">{request.feeWaiverReason}</dd>
            </>
          ) : null}
          {request.expediteRequested ? (
            <>
              <dt>Expedited response asked</dt>
              <dd className="preserve-lines">
                {request.expediteGround
                  ? `${EXPEDITE_GROUND_LABELS[request.expediteGround]}. `
                  : ''}
                {request.expediteReason}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <RecordsRequestActions
        headingId={`${ids}-actions`}
        request={request}
        files={files}
        canDecideAppeals={canDecideAppeals}
        act={act}
        onUpload={async (file) => {
          onClearError();
          setNotice(null);
          try {
            const added = await uploadRecordsFile(id, file);
            setNotice(`Uploaded ${added.fileName}.`);
            await load();
            return null;
          } catch (failure) {
            if (failure instanceof ApiError && failure.fields?.file) return failure.fields.file;
            onFailure(failure);
            return null;
          }
        }}
      />

      <RecordsLogEntryForm
        key={request.id}
        requestId={request.id}
        isInPublicLog={request.isInPublicLog === 1}
        logSubject={request.logSubject}
        onUnauthorized={onUnauthorized}
      />

      <section aria-labelledby={`${ids}-timeline`}>
        <h2 id={`${ids}-timeline`}>Timeline</h2>
        <ol className="records-timeline">
          {timeline.map((entry) => (
            <li key={entry.id}>
              <strong>{formatInstant(entry.at)}</strong>, {entry.actor}:{' '}
              {entry.toStatus
                ? `${RECORDS_REQUEST_MACHINE.labels[entry.toStatus as RecordsRequestStatus] ?? entry.toStatus}. `
                : ''}
              {entry.reason}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={`${ids}-emails`}>
        <h2 id={`${ids}-emails`}>E-mails</h2>
        {emails.length === 0 ? (
          <p>No e-mail sent yet.</p>
        ) : (
          <TableRegion
            caption="E-mails about this request"
            className="admin-table--stacked"
            columns={['What', 'Queued', 'Sent', 'Text sent']}
          >
            <tbody>
              {emails.map((email) => (
                <tr key={`${email.template}-${email.createdAt}`}>
                  <td data-label="What">
                    {RECORDS_EMAIL_LABELS[email.template] ?? email.template}
                  </td>
                  <td data-label="Queued">{formatInstant(email.createdAt)}</td>
                  <td data-label="Sent">
                    {email.sentAt ? formatInstant(email.sentAt) : email.status}
                  </td>
                  <td data-label="Text sent">
                    {email.subject ? (
                      <details>
                        <summary>{email.subject}</summary>
                        <pre className="records-email-text">{email.bodyText}</pre>
                      </details>
                    ) : (
                      'Not kept'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
      </section>
    </>
  );
}
