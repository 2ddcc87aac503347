import { TableRegion } from '#web/components/ui/table-region.tsx';
import { useEffect, useId, useState } from 'react';
import type { ActivityPage as ActivityPageData } from '#domain/staff/activity.schema.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { listActivity, type ActivityFilterValues } from '../api/staff-api.ts';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { StaffFilters } from '#web/components/staff/staff-page-header.tsx';

const EMPTY_FILTERS: ActivityFilterValues = { actor: '', action: '', from: '', to: '', page: 1 };

const ACTION_AREAS = [
  { value: '', label: 'All actions' },
  { value: 'auth', label: 'Logins and logouts' },
  { value: 'account', label: 'Accounts' },
  { value: 'calendar', label: 'Availability calendar' },
  { value: 'content', label: 'Site content' },
  { value: 'permit', label: 'Permit applications' },
  { value: 'settings', label: 'Settings' },
];

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function describeValues(value: unknown): string {
  if (value === null || value === undefined) return '';
  return JSON.stringify(value, null, 1);
}

/** /admin/activity: who changed what and when, newest first, filtered and paged. */
export function ActivityPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(EMPTY_FILTERS);
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [data, setData] = useState<ActivityPageData | null>(null);
  const [error, setError] = useState<{ message: string; fields?: Record<string, string> } | null>(
    null,
  );

  useEffect(() => {
    const controller = new AbortController();
    listActivity(filters, controller.signal).then(
      (page) => {
        setData(page);
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
        else if (failure instanceof ApiError)
          setError(
            failure.fields
              ? { message: failure.message, fields: failure.fields }
              : { message: failure.message },
          );
        else setError({ message: 'We could not reach the server. Try again.' });
      },
    );
    return () => controller.abort();
  }, [filters, onUnauthorized]);

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const field = (name: 'actor' | 'action' | 'from' | 'to') => ({
    id: `${id}-${name}`,
    value: draft[name],
    'aria-invalid': error?.fields?.[name] ? (true as const) : undefined,
    'aria-describedby': error?.fields?.[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [name]: event.target.value }),
  });
  const fieldError = (name: string) =>
    error?.fields?.[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {error.fields[name]}
      </p>
    ) : null;

  return (
    <>
      <StaffFilters>
        <form
          className="staff-filters__form"
          aria-label="Filter the activity log"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters({ ...draft, page: 1 });
          }}
        >
          <div className="form-field">
            <label htmlFor={`${id}-actor`} className="form-label">
              Username
            </label>
            {fieldError('actor')}
            <input className="form-input" autoComplete="off" {...field('actor')} />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-action`} className="form-label">
              Action
            </label>
            <select className="form-input" {...field('action')}>
              {ACTION_AREAS.map((area) => (
                <option key={area.value} value={area.value}>
                  {area.label}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-from`} className="form-label">
              From
            </label>
            {fieldError('from')}
            <DateTimeField
              {...field('from')}
              mode="date"
              label="From"
              onChange={(value) => setDraft({ ...draft, from: value })}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-to`} className="form-label">
              To
            </label>
            {fieldError('to')}
            <DateTimeField
              {...field('to')}
              mode="date"
              label="To"
              onChange={(value) => setDraft({ ...draft, to: value })}
            />
          </div>
          <div className="button-row">
            <button type="submit" className="button">
              Show
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setDraft(EMPTY_FILTERS);
                setFilters(EMPTY_FILTERS);
              }}
            >
              Clear filters
            </button>
          </div>
        </form>
      </StaffFilters>
      {error ? (
        <p className="banner banner--error" role="alert">
          {error.message}
        </p>
      ) : null}
      {data === null ? <p role="status">Loading the activity log…</p> : null}
      {data && data.entries.length === 0 ? <p>No activity matches these filters.</p> : null}
      {data && data.entries.length > 0 ? (
        <>
          <p role="status">
            {data.total} {data.total === 1 ? 'entry' : 'entries'}, page {data.page} of {pageCount}
          </p>
          <TableRegion
            caption="Activity, newest first"
            columns={['When (Mountain Time)', 'Who', 'Action', 'Subject', 'Before', 'After']}
          >
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.occurredAt}>
                      {TIME_FORMAT.format(new Date(entry.occurredAt))}
                    </time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td>{entry.subject}</td>
                  <td>
                    <pre className="activity-values">{describeValues(entry.before)}</pre>
                  </td>
                  <td>
                    <pre className="activity-values">{describeValues(entry.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <nav className="button-row" aria-label="Activity log pages">
            <button
              type="button"
              className="button button--secondary"
              disabled={data.page <= 1}
              onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
            >
              Newer entries
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={data.page >= pageCount}
              onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
            >
              Older entries
            </button>
          </nav>
        </>
      ) : null}
    </>
  );
}
