import { useCallback, useEffect, useId, useState } from 'react';
import type {
  Subscriber,
  SubscriberStatus,
  SubscriptionList,
  SubscriptionMessageList,
  SubscriptionStats,
} from '#domain/subscriptions/subscriptions-api.ts';
import { describePage } from '#domain/pagination.ts';
import { OutcomeBanner, failureMessage } from '#web/components/staff/staff-form.tsx';
import { PageNav } from '#web/components/staff/page-nav.tsx';
import { StaffFilters } from '#web/components/staff/staff-page-header.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  addSubscriptionList,
  changeSubscriptionList,
  downloadSubscribersCsv,
  readSubscribers,
  readSubscriptionMessages,
  readSubscriptionStats,
  removeSubscriberAddress,
} from '../api/subscriptions-admin-api.ts';
import { ListForm } from './subscription-list-form.tsx';
import { NotifyForm } from './subscription-notice-form.tsx';

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Not confirmed',
  active: 'Subscribed',
  suspended: 'Suspended (mail refused)',
  left: 'Unsubscribed',
};

type OpenDialog =
  { kind: 'add-list' } | { kind: 'edit-list'; list: SubscriptionList } | { kind: 'notify' } | null;

interface PageData {
  stats: SubscriptionStats;
  subscribers: Subscriber[];
  messages: SubscriptionMessageList;
}

/**
 * /admin/subscriptions (issue 18, item 5): the lists (rename, describe, hide, add), subscribers
 * per list and over time, the sending history of each notice, the records officer's CSV, removal
 * of an address on request, and "Notify subscribers" with a preview.
 */
/** The language of a subscriber's mail (decision 325), as the back office (English) names it. */
const LANGUAGE_LABELS: Record<Subscriber['language'], string> = { en: 'English', es: 'Spanish' };

export function SubscriptionsPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [data, setData] = useState<PageData | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const [listFilter, setListFilter] = useState('');
  const [historyPage, setHistoryPage] = useState(1);
  // The Needs attention count links here with ?status=suspended.
  const [statusFilter, setStatusFilter] = useState<SubscriberStatus | ''>(() => {
    const asked = new URLSearchParams(window.location.search).get('status');
    return asked && asked in STATUS_LABELS ? (asked as SubscriberStatus) : '';
  });
  const ids = useId();

  const handleError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      else setMessage({ text: failureMessage(error), isError: true });
    },
    [onUnauthorized],
  );

  const reload = useCallback(
    (signal?: AbortSignal) =>
      Promise.all([
        readSubscriptionStats(signal),
        readSubscribers(signal),
        readSubscriptionMessages(historyPage, signal),
      ]).then(
        ([stats, subscribers, messages]) => setData({ stats, subscribers, messages }),
        (error: unknown) => {
          if (!signal?.aborted) handleError(error);
        },
      ),
    [handleError, historyPage],
  );

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  const done = (text: string) => {
    setDialog(null);
    setMessage({ text, isError: false });
    void reload();
  };

  async function remove(subscriber: Subscriber) {
    if (
      !window.confirm(
        `Remove ${subscriber.email}? The address, its lists and its unsent mail are deleted.`,
      )
    ) {
      return;
    }
    try {
      await removeSubscriberAddress(subscriber.id);
      done(`${subscriber.email} is removed.`);
    } catch (error) {
      handleError(error);
    }
  }

  async function exportCsv() {
    try {
      await downloadSubscribersCsv();
    } catch (error) {
      handleError(error);
    }
  }

  if (!data) {
    return message ? (
      <OutcomeBanner outcome={message} />
    ) : (
      <p role="status">Loading subscriptions…</p>
    );
  }

  const listName = (id: string) => data.stats.lists.find((list) => list.id === id)?.name ?? id;
  const shown = data.subscribers.filter(
    (subscriber) =>
      (!listFilter || subscriber.listIds.includes(listFilter)) &&
      (!statusFilter || subscriber.status === statusFilter),
  );

  return (
    <>
      <OutcomeBanner outcome={message} />
      <div className="button-row">
        <button type="button" className="button" onClick={() => setDialog({ kind: 'notify' })}>
          Notify subscribers
        </button>
      </div>

      <section aria-labelledby={`${ids}-lists`}>
        <h2 id={`${ids}-lists`}>Lists</h2>
        <p>
          {data.stats.byStatus.active} subscribed, {data.stats.byStatus.pending} not confirmed,{' '}
          {data.stats.byStatus.suspended} suspended, {data.stats.byStatus.left} unsubscribed.
        </p>
        <TableRegion
          caption="Subscription lists"
          className="admin-table--stacked"
          columns={['List', 'Description', 'On the public page', 'Subscribers', 'Actions']}
        >
          <tbody>
            {data.stats.lists.map((list) => (
              <tr key={list.id}>
                <th scope="row">{list.name}</th>
                <td data-label="Description">{list.description || '—'}</td>
                <td data-label="On the public page">{list.isHidden ? 'Hidden' : 'Shown'}</td>
                <td data-label="Subscribers">{list.activeSubscribers}</td>
                <td data-label="Actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Change list ${list.name}`}
                    onClick={() => setDialog({ kind: 'edit-list', list })}
                  >
                    Change
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDialog({ kind: 'add-list' })}
          >
            Add a list
          </button>
        </div>
      </section>

      <section aria-labelledby={`${ids}-growth`}>
        <h2 id={`${ids}-growth`}>Subscribers over time</h2>
        {data.stats.confirmedByMonth.length === 0 ? (
          <p>No address has confirmed yet.</p>
        ) : (
          <TableRegion caption="Confirmed sign-ups per month" columns={['Month', 'Confirmed']}>
            <tbody>
              {data.stats.confirmedByMonth.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{row.month}</th>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
      </section>

      <section aria-labelledby={`${ids}-history`}>
        <h2 id={`${ids}-history`}>Sending history</h2>
        {data.messages.total === 0 ? (
          <p>No notice has been sent yet.</p>
        ) : (
          <p role="status">{describePage(data.messages)}</p>
        )}
        {data.messages.messages.length === 0 ? null : (
          <TableRegion
            caption="Notices and their delivery"
            className="admin-table--stacked"
            columns={['Notice', 'List', 'Goes out', 'Queued', 'Sent', 'Failed', 'Suspended']}
          >
            <tbody>
              {data.messages.messages.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.subject}</th>
                  <td data-label="List">{listName(row.listId)}</td>
                  <td data-label="Goes out">
                    {row.status === 'scheduled'
                      ? `Scheduled for ${row.sendAt}`
                      : row.status === 'cancelled'
                        ? `Cancelled (was ${row.sendAt})`
                        : row.sendAt}
                    {row.isUrgent ? ' · Urgent' : ''}
                  </td>
                  <td data-label="Queued">{row.counts.queued}</td>
                  <td data-label="Sent">{row.counts.sent}</td>
                  <td data-label="Failed">{row.counts.failed}</td>
                  <td data-label="Suspended">{row.counts.suspended}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
        <PageNav label="Pages of notices" info={data.messages} onPage={setHistoryPage} />
      </section>

      <section aria-labelledby={`${ids}-subscribers`} id="subscribers">
        <h2 id={`${ids}-subscribers`}>Subscribers</h2>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void exportCsv()}
          >
            Export subscribers (CSV)
          </button>
        </div>
        <StaffFilters>
          <div className="form-field">
            <label htmlFor={`${ids}-list-filter`}>Show list</label>
            <select
              id={`${ids}-list-filter`}
              className="form-input"
              value={listFilter}
              onChange={(event) => setListFilter(event.target.value)}
            >
              <option value="">Every list</option>
              {data.stats.lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${ids}-status-filter`}>Show status</label>
            <select
              id={`${ids}-status-filter`}
              className="form-input"
              value={statusFilter}
              onChange={(event) => setStatusFilter(event.target.value as SubscriberStatus | '')}
            >
              <option value="">Every status</option>
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </StaffFilters>
        {shown.length === 0 ? (
          <p>No subscriber matches.</p>
        ) : (
          <TableRegion
            caption="Subscriber addresses"
            className="admin-table--stacked"
            columns={[
              'E-mail address',
              'Status',
              'Lists',
              'Refused mail',
              'Language',
              'Signed up',
              'Actions',
            ]}
          >
            <tbody>
              {shown.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row">{subscriber.email}</th>
                  <td data-label="Status">{STATUS_LABELS[subscriber.status]}</td>
                  <td data-label="Lists">{subscriber.listIds.map(listName).join(', ') || '—'}</td>
                  <td data-label="Refused mail">{subscriber.hardFailures}</td>
                  <td data-label="Language">{LANGUAGE_LABELS[subscriber.language]}</td>
                  <td data-label="Signed up">{subscriber.createdAt.slice(0, 10)}</td>
                  <td data-label="Actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Remove ${subscriber.email}`}
                      onClick={() => void remove(subscriber)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
      </section>

      <Dialog
        title="Add a list"
        isOpen={dialog?.kind === 'add-list'}
        onClose={() => setDialog(null)}
      >
        <ListForm
          submitLabel="Add list"
          onCancel={() => setDialog(null)}
          onSubmit={async (input) => {
            const list = await addSubscriptionList(input);
            done(`${list.name} is added.`);
          }}
        />
      </Dialog>
      <Dialog
        title={dialog?.kind === 'edit-list' ? `Change ${dialog.list.name}` : 'Change list'}
        isOpen={dialog?.kind === 'edit-list'}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === 'edit-list' ? (
          <ListForm
            list={dialog.list}
            submitLabel="Save list"
            onCancel={() => setDialog(null)}
            onSubmit={async (input) => {
              const list = await changeSubscriptionList(dialog.list.id, input);
              done(`${list.name} is saved.`);
            }}
          />
        ) : null}
      </Dialog>
      <Dialog
        title="Notify subscribers"
        isOpen={dialog?.kind === 'notify'}
        onClose={() => setDialog(null)}
      >
        <NotifyForm
          lists={data.stats.lists}
          onCancel={() => setDialog(null)}
          onSent={(text) => done(text)}
        />
      </Dialog>
    </>
  );
}
