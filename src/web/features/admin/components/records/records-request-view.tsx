/** One records request for staff: details, the actions its status allows, timeline and e-mails. */
import { useCallback, useEffect, useId, useState } from 'react';
import {
  RECORDS_EMAIL_LABELS,
  type RecordsAction,
  type RecordsRequestDetailResponse,
} from '#domain/records/records-api.ts';
import {
  APPEAL_OUTCOMES,
  DENIAL_CLASSIFICATIONS,
  EXPEDITE_GROUND_LABELS,
  EXTENSION_REASONS,
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
import { ActionForm } from './records-action-form.tsx';
import { formatInstant, type Failure } from './records-admin-format.ts';
import { UploadForm } from './records-upload-form.tsx';

const OPEN: readonly RecordsRequestStatus[] = ['new', 'in_progress', 'extended'];

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

  const act =
    (action: RecordsAction, done: string) =>
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
  const canMoveTo = (to: RecordsRequestStatus) =>
    (RECORDS_REQUEST_MACHINE.moves[status] as readonly string[]).includes(to);
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

      <section aria-labelledby={`${ids}-actions`}>
        <h2 id={`${ids}-actions`}>Actions</h2>
        {RECORDS_REQUEST_MACHINE.moves[status].length === 0 ? (
          <p>This request is closed: no step is open from its status.</p>
        ) : null}
        {status === 'new' ? (
          <button
            type="button"
            className="button"
            onClick={() => void act('acknowledge', 'Acknowledged: in progress.')(undefined)}
          >
            Acknowledge
          </button>
        ) : null}
        {request.expediteRequested && (status === 'new' || status === 'in_progress') ? (
          <ActionForm
            title="Decide the expedited response"
            submitLabel="Record the decision"
            fields={[
              {
                name: 'decision',
                label: 'Decision',
                kind: 'select',
                options: { grant: 'Grant: 5 business days', refuse: 'Refuse: 10 business days' },
              },
              { name: 'reason', label: 'Reason', kind: 'textarea' },
            ]}
            toBody={(values) => ({
              isGranted: values.decision === 'grant',
              reason: values.reason ?? '',
            })}
            onSubmit={act('expedite', 'Expedited response decided.')}
          />
        ) : null}
        {canMoveTo('awaiting_clarification') ? (
          <ActionForm
            title="Ask for clarification"
            submitLabel="E-mail the question"
            fields={[
              { name: 'message', label: 'What the requester should clarify', kind: 'textarea' },
            ]}
            toBody={(values) => ({ message: values.message ?? '' })}
            onSubmit={act('clarify', 'Question e-mailed; the request awaits clarification.')}
          />
        ) : null}
        {canMoveTo('awaiting_payment') ? (
          <ActionForm
            title="Estimate fees"
            submitLabel="E-mail the estimate"
            fields={[
              {
                name: 'amount',
                label: 'Amount in dollars',
                kind: 'text',
                hint: 'The actual cost, like 12.50. Enter 0 for no fee.',
              },
              {
                name: 'description',
                label: 'Actual-cost items',
                kind: 'textarea',
                hint: 'Like: 50 pages at $0.25; 1 hour of search at $20.',
              },
            ]}
            toBody={(values) => ({
              amount: values.amount ?? '',
              description: values.description ?? '',
            })}
            onSubmit={act('estimate-fees', 'Fee estimate recorded.')}
          />
        ) : null}
        {request.feeWaiverRequested && RECORDS_REQUEST_MACHINE.moves[status].length > 0 ? (
          <ActionForm
            title="Decide the fee waiver"
            submitLabel="Record and e-mail the decision"
            fields={[
              {
                name: 'decision',
                label: 'Decision',
                kind: 'select',
                options: { grant: 'Grant: no payment', deny: 'Deny: the fee stands' },
              },
              { name: 'reason', label: 'Reason', kind: 'textarea' },
            ]}
            toBody={(values) => ({
              isGranted: values.decision === 'grant',
              reason: values.reason ?? '',
            })}
            onSubmit={act('fee-waiver', 'Fee waiver decided; the requester is e-mailed.')}
          />
        ) : null}
        {canMoveTo('extended') && OPEN.includes(status) ? (
          <ActionForm
            title="Extend"
            submitLabel="Extend and e-mail the requester"
            fields={[
              {
                name: 'reason',
                label: 'Reason the statute lists',
                kind: 'select',
                options: EXTENSION_REASONS,
              },
              { name: 'newDueDay', label: 'New response date', kind: 'date' },
              { name: 'note', label: 'Note (optional)', kind: 'textarea' },
            ]}
            toBody={(values) => ({
              reason: values.reason,
              newDueDay: values.newDueDay,
              ...(values.note ? { note: values.note } : {}),
            })}
            onSubmit={act('extend', 'Extended; the requester is e-mailed the new date.')}
          />
        ) : null}
        {canMoveTo('denied') ? (
          <ActionForm
            title="Deny, in part or in whole"
            submitLabel="Deny and send the notice"
            fields={[
              {
                name: 'isPartial',
                label: 'Deny only in part (the rest is released)',
                kind: 'checkbox',
              },
              {
                name: 'classification',
                label: 'Statutory classification',
                kind: 'select',
                options: DENIAL_CLASSIFICATIONS,
              },
              { name: 'grounds', label: 'Grounds', kind: 'textarea' },
              { name: 'withheld', label: 'What is withheld (partial denial)', kind: 'textarea' },
            ]}
            toBody={(values) => ({
              isPartial: values.isPartial === 'yes',
              classification: values.classification,
              grounds: values.grounds ?? '',
              ...(values.withheld ? { withheld: values.withheld } : {}),
            })}
            onSubmit={act('deny', 'Denial notice sent with the appeal rights.')}
          />
        ) : null}
        {canMoveTo('fulfilled') || canMoveTo('partially_fulfilled') ? (
          <UploadForm
            files={files}
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
        ) : null}
        {canMoveTo('fulfilled') ? (
          <ActionForm
            title="Fulfil"
            submitLabel="Fulfil and e-mail the download link"
            fields={[
              { name: 'isPartial', label: 'Fulfil only in part', kind: 'checkbox' },
              {
                name: 'withheld',
                label: 'What is withheld and why (partial fulfilment)',
                kind: 'textarea',
              },
            ]}
            toBody={(values) => ({
              isPartial: values.isPartial === 'yes',
              ...(values.withheld ? { withheld: values.withheld } : {}),
            })}
            onSubmit={act('fulfil', 'Fulfilled; the requester is e-mailed the download link.')}
          />
        ) : null}
        {status === 'appealed' && canDecideAppeals ? (
          <ActionForm
            title="Decide the appeal"
            submitLabel="Decide and notify the requester"
            fields={[
              { name: 'outcome', label: 'Decision', kind: 'select', options: APPEAL_OUTCOMES },
              { name: 'reasons', label: 'Reasons', kind: 'textarea' },
            ]}
            toBody={(values) => ({ outcome: values.outcome, reasons: values.reasons ?? '' })}
            onSubmit={act('appeal-decision', 'Appeal decided; the requester is notified.')}
          />
        ) : null}
      </section>

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
          <TableRegion caption="E-mails about this request" className="admin-table--stacked">
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Queued</th>
                <th scope="col">Sent</th>
                <th scope="col">Text sent</th>
              </tr>
            </thead>
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
