/** The records officer's queue: search, status filter, pages, overdue first. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { countPages, describePage } from '#domain/pagination.ts';
import { type RecordsQueueItem, type RecordsQueueResponse } from '#domain/records/records-api.ts';
import {
  RECORDS_REQUEST_MACHINE,
  type RecordsRequestStatus,
} from '#domain/records/records-request.ts';
import { FieldShell } from '#web/components/staff/staff-fields.tsx';
import { StaffFilters } from '#web/components/staff/staff-page-header.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { readRecordsQueue } from '../../api/records-admin-api.ts';
import type { Failure } from './records-admin-format.ts';

function describeDaysLeft(item: Pick<RecordsQueueItem, 'businessDaysLeft'>): string {
  const left = item.businessDaysLeft;
  if (left === null) return 'Answered';
  if (left < 0) return `Overdue by ${-left} business day${left === -1 ? '' : 's'}`;
  if (left === 0) return 'Due today';
  return `${left} business day${left === 1 ? '' : 's'} left`;
}

export function QueueView({
  onFailure,
  onOpen,
}: {
  onFailure: Failure;
  onOpen: (id: string) => void;
}) {
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
          <TableRegion
            caption="Records requests, overdue first"
            className="admin-table--stacked"
            columns={['Request', 'Requester', 'Status', 'Due', 'Days left']}
          >
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
