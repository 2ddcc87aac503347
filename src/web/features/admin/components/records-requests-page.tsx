import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { countPages, describePage } from '#domain/pagination.ts';
import {
  RECORDS_EMAIL_LABELS,
  type RecordsAction,
  type RecordsQueueItem,
  type RecordsQueueResponse,
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
import { FieldShell } from '#web/components/staff/staff-fields.tsx';
import { StaffFilters } from '#web/components/staff/staff-page-header.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  actOnRecordsRequest,
  readRecordsQueue,
  readRecordsRequest,
  uploadRecordsFile,
} from '../api/records-admin-api.ts';
import { RecordsLogEntryForm } from './records-log-entry-form.tsx';

type Failure = (failure: unknown) => void;

function describeDaysLeft(item: Pick<RecordsQueueItem, 'businessDaysLeft'>): string {
  const left = item.businessDaysLeft;
  if (left === null) return 'Answered';
  if (left < 0) return `Overdue by ${-left} business day${left === -1 ? '' : 's'}`;
  if (left === 0) return 'Due today';
  return `${left} business day${left === 1 ? '' : 's'} left`;
}

function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Denver',
  });
}

/**
 * /admin/records (issue 20): the records officer's queue, overdue first, and one request's page
 * with its details, timeline, e-mails and the actions the statute allows. The open request is in
 * the address (`?request=<id>`) so a reminder's link or a reload keeps it.
 */
export function RecordsRequestsPage({
  onUnauthorized,
  canDecideAppeals,
}: {
  onUnauthorized: () => void;
  canDecideAppeals: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('request');
  const [error, setError] = useState<string | null>(null);

  const handleFailure = useCallback<Failure>(
    (failure) => {
      if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
      else if (failure instanceof ApiError) setError(failure.message);
      else setError('We could not reach the server. Try again.');
    },
    [onUnauthorized],
  );

  return (
    <>
      {error ? (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      ) : null}
      {openId ? (
        <RequestView
          id={openId}
          canDecideAppeals={canDecideAppeals}
          onUnauthorized={onUnauthorized}
          onFailure={handleFailure}
          onClearError={() => setError(null)}
          onBack={() => setSearchParams({})}
        />
      ) : (
        <QueueView
          onFailure={handleFailure}
          onOpen={(id) => {
            setError(null);
            setSearchParams({ request: id });
          }}
        />
      )}
    </>
  );
}

function QueueView({ onFailure, onOpen }: { onFailure: Failure; onOpen: (id: string) => void }) {
  const ids = useId();
  const [queue, setQueue] = useState<RecordsQueueResponse | null>(null);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<RecordsRequestStatus | ''>('');
  const [filter, setFilter] = useState<{
    q: string;
    status: RecordsRequestStatus | '';
    page: number;
  }>({ q: '', status: '', page: 1 });

  useEffect(() => {
    const controller = new AbortController();
    readRecordsQueue(filter, controller.signal).then(setQueue, (failure: unknown) => {
      if (!controller.signal.aborted) onFailure(failure);
    });
    return () => controller.abort();
  }, [filter, onFailure]);

  function search(event: FormEvent) {
    event.preventDefault();
    setFilter({ q, status, page: 1 });
  }
  const items: RecordsQueueItem[] | null = queue?.requests ?? null;
  const pages = queue ? countPages(queue) : 1;

  return (
    <>
      <StaffFilters>
        <form className="staff-filters__form" onSubmit={search} role="search">
          <FieldShell
            id={`${ids}-q`}
            label="Search"
            hint="Number, name, e-mail or words"
            error={undefined}
          >
            {(control) => (
              <input
                {...control}
                className="form-input"
                type="search"
                value={q}
                onChange={(event) => setQ(event.target.value)}
              />
            )}
          </FieldShell>
          <FieldShell id={`${ids}-status`} label="Status" error={undefined}>
            {(control) => (
              <select
                {...control}
                className="form-input"
                value={status}
                onChange={(event) => setStatus(event.target.value as RecordsRequestStatus | '')}
              >
                <option value="">Any status</option>
                {RECORDS_REQUEST_MACHINE.statuses.map((value) => (
                  <option key={value} value={value}>
                    {RECORDS_REQUEST_MACHINE.labels[value]}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <button type="submit" className="button">
            Show requests
          </button>
        </form>
      </StaffFilters>
      {items === null ? (
        <p role="status">Loading…</p>
      ) : items.length === 0 ? (
        <p>No records request matches.</p>
      ) : (
        <>
          <p role="status">{describePage(queue!)}</p>
          <TableRegion caption="Records requests, overdue first" className="admin-table--stacked">
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Requester</th>
                <th scope="col">Status</th>
                <th scope="col">Due</th>
                <th scope="col">Days left</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label="Request">
                    <a
                      href={`?request=${encodeURIComponent(item.id)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        onOpen(item.id);
                      }}
                    >
                      {item.requestNumber}
                    </a>
                  </td>
                  <td data-label="Requester">{item.requesterName}</td>
                  <td data-label="Status">{item.statusLabel}</td>
                  <td data-label="Due">
                    {item.appealDueDay ? `Appeal decision ${item.appealDueDay}` : item.dueDay}
                  </td>
                  <td data-label="Days left">
                    {item.isOverdue ? (
                      <strong>{describeDaysLeft(item)}</strong>
                    ) : (
                      describeDaysLeft(item)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          {pages > 1 ? (
            <nav aria-label="Pages of the queue" className="staff-pages">
              <button
                type="button"
                className="button button--secondary"
                disabled={filter.page <= 1}
                onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
              >
                Previous page
              </button>{' '}
              <span>
                Page {filter.page} of {pages}
              </span>{' '}
              <button
                type="button"
                className="button button--secondary"
                disabled={filter.page >= pages}
                onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
              >
                Next page
              </button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

type FieldSpec =
  | { name: string; label: string; kind: 'text' | 'textarea' | 'date'; hint?: string }
  | { name: string; label: string; kind: 'select'; options: Readonly<Record<string, string>> }
  | { name: string; label: string; kind: 'checkbox' };

/** One action on a request: a disclosure holding a small form that posts to the action's API. */
function ActionForm({
  title,
  submitLabel,
  fields,
  toBody,
  onSubmit,
}: {
  title: string;
  submitLabel: string;
  fields: readonly FieldSpec[];
  toBody: (values: Record<string, string>) => object | undefined;
  onSubmit: (body: object | undefined) => Promise<Record<string, string> | null>;
}) {
  const ids = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    const fieldErrors = await onSubmit(toBody(values));
    setIsBusy(false);
    setErrors(fieldErrors ?? {});
    if (!fieldErrors) setValues({});
  }

  const set = (name: string, value: string) => setValues((old) => ({ ...old, [name]: value }));
  return (
    <details className="records-action">
      <summary>{title}</summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {fields.map((field) => {
          const id = `${ids}-${field.name}`;
          if (field.kind === 'checkbox') {
            return (
              <div key={field.name} className="form-field form-field--checkbox">
                <input
                  id={id}
                  type="checkbox"
                  className="form-checkbox"
                  checked={values[field.name] === 'yes'}
                  onChange={(event) => set(field.name, event.target.checked ? 'yes' : '')}
                />
                <label htmlFor={id}>{field.label}</label>
              </div>
            );
          }
          return (
            <FieldShell
              key={field.name}
              id={id}
              label={field.label}
              hint={'hint' in field ? field.hint : undefined}
              error={errors[field.name]}
              isWide={field.kind === 'textarea'}
            >
              {(control) =>
                field.kind === 'select' ? (
                  <select
                    {...control}
                    className="form-input"
                    value={values[field.name] ?? ''}
                    onChange={(event) => set(field.name, event.target.value)}
                  >
                    <option value="">Choose…</option>
                    {Object.entries(field.options).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                ) : field.kind === 'textarea' ? (
                  <textarea
                    {...control}
                    className="form-input"
                    rows={4}
                    value={values[field.name] ?? ''}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                ) : (
                  <input
                    {...control}
                    className="form-input"
                    type={field.kind === 'date' ? 'date' : 'text'}
                    value={values[field.name] ?? ''}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                )
              }
            </FieldShell>
          );
        })}
        <button type="submit" className="button" disabled={isBusy}>
          {submitLabel}
        </button>
      </form>
    </details>
  );
}

const OPEN: readonly RecordsRequestStatus[] = ['new', 'in_progress', 'extended'];

/** Uploads responsive records one by one and lists those already uploaded. */
function UploadForm({
  files,
  onUpload,
}: {
  files: RecordsRequestDetailResponse['files'];
  onUpload: (file: File) => Promise<string | null>;
}) {
  const ids = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError('Choose a file to upload.');
      return;
    }
    setIsBusy(true);
    const problem = await onUpload(chosen);
    setIsBusy(false);
    setError(problem ?? undefined);
    if (!problem) {
      setChosen(null);
      setInputKey((key) => key + 1);
    }
  }

  return (
    <details className="records-action" open={files.length > 0 ? true : undefined}>
      <summary>Upload responsive records</summary>
      {files.length > 0 ? (
        <ul>
          {files.map((file) => (
            <li key={file.id}>
              {file.fileName}:{' '}
              {file.isAvailable
                ? `available to the requester until ${formatInstant(file.expiresAt)}`
                : 'expired, no longer available'}
            </li>
          ))}
        </ul>
      ) : (
        <p>No record uploaded yet.</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FieldShell
          id={`${ids}-file`}
          label="Record to upload"
          hint="A PDF, an image or an office file, up to 20 MB."
          error={error}
          isWide
        >
          {(control) => (
            <input
              {...control}
              key={inputKey}
              className="form-input"
              type="file"
              onChange={(event) => setChosen(event.target.files?.[0] ?? null)}
            />
          )}
        </FieldShell>
        <button type="submit" className="button" disabled={isBusy}>
          Upload
        </button>
      </form>
    </details>
  );
}

function RequestView({
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
