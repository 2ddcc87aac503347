import { NewTabIcon } from '#web/components/ui/new-tab-icon.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/permits/payment-status.ts';
import {
  PERMIT_FORM_TITLES,
  PERMIT_FORM_TYPES,
  type PermitFormType,
} from '#domain/permits/permit-application.schema.ts';
import { formatCents } from '#domain/permits/permit-fee.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  fetchApplicationFile,
  listApplications,
  resendPermitEmail,
  type AdminFileKind,
  type AdminPermitApplication,
  type ApplicationFilters,
  APPLICATIONS_PAGE_SIZE,
} from '../api/admin-permits-api.ts';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { StaffFilters } from '#web/components/staff/staff-page-header.tsx';

const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  issued: 'Permit issued',
  emailed: 'E-mailed',
  failed: 'Payment failed',
  expired: 'Expired',
  canceled: 'Canceled',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  voided: 'Void',
};

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISTRICT_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

interface PermitApplicationsTableProps {
  onUnauthorized: () => void;
  /** Opens one application's page: form, e-mails, refunds, timeline. */
  onOpen: (id: string) => void;
}

type LoadState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; applications: AdminPermitApplication[]; total: number; page: number };

function statusFromQuery(value: string | null): ApplicationStatus | '' {
  return APPLICATION_STATUSES.find((status) => status === value) ?? '';
}

/** The back office's list of applications, newest first, with filters, files and re-sending. */
export function PermitApplicationsTable({ onUnauthorized, onOpen }: PermitApplicationsTableProps) {
  // A "needs attention" count links here with ?status=paid or ?refund=pending: the list opens
  // filtered.
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<ApplicationFilters>(() => ({
    type: '',
    status: statusFromQuery(searchParams.get('status')),
    refund: searchParams.get('refund') === 'pending' ? 'pending' : '',
  }));
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [reload, setReload] = useState(0);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    listApplications(filters, controller.signal).then(
      (body) =>
        setState({
          kind: 'loaded',
          applications: body.applications,
          total: body.total,
          page: body.page,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          onUnauthorized();
          return;
        }
        setState({
          kind: 'failed',
          message:
            error instanceof ApiError
              ? error.message
              : 'We could not load the applications. Try again.',
        });
      },
    );
    return () => controller.abort();
  }, [filters, reload, onUnauthorized]);

  function handleFailure(error: unknown, fallback: string) {
    if (error instanceof ApiError && error.status === 401) {
      onUnauthorized();
      return;
    }
    setNotice(error instanceof ApiError ? error.message : fallback);
  }

  async function openFile(application: AdminPermitApplication, kind: AdminFileKind) {
    setNotice('');
    try {
      const blob = await fetchApplicationFile(application.id, kind);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.target = '_blank';
      link.rel = 'noopener';
      link.click();
      // Give the new tab time to read the blob before letting it go.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      handleFailure(error, 'We could not open that file. Try again.');
    }
  }

  async function resend(application: AdminPermitApplication) {
    setNotice('');
    try {
      await resendPermitEmail(application.id);
      setNotice(
        `The permit e-mail for ${application.permitNumber ?? application.applicantName} was sent again.`,
      );
      setReload((value) => value + 1);
    } catch (error) {
      handleFailure(error, 'We could not re-send that e-mail. Try again.');
    }
  }

  function changeFilter(next: Partial<ApplicationFilters>) {
    setState({ kind: 'loading' });
    setFilters((previous) => ({ ...previous, page: 1, ...next }));
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    changeFilter({
      q: String(data.get('q') ?? '').trim(),
      from: String(data.get('from') ?? ''),
      to: String(data.get('to') ?? ''),
    });
  }

  const pageCount =
    state.kind === 'loaded' ? Math.max(1, Math.ceil(state.total / APPLICATIONS_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="applications-title">
      <h2 id="applications-title" className="visually-hidden">
        Applications
      </h2>
      <StaffFilters>
        <div className="admin-permits__filters">
          <FilterSelect
            id="filter-type"
            label="Type"
            allLabel="All types"
            value={filters.type}
            options={PERMIT_FORM_TYPES.map((type) => ({
              value: type,
              label: PERMIT_FORM_TITLES[type],
            }))}
            onChange={(value) => changeFilter({ type: value as PermitFormType | '' })}
          />
          <FilterSelect
            id="filter-status"
            label="Status"
            allLabel="All statuses"
            value={filters.status}
            options={APPLICATION_STATUSES.map((status) => ({
              value: status,
              label: STATUS_LABELS[status],
            }))}
            onChange={(value) => changeFilter({ status: value as ApplicationStatus | '' })}
          />
          <FilterSelect
            id="filter-refund"
            label="Refunds"
            allLabel="Any"
            value={filters.refund ?? ''}
            options={[{ value: 'pending', label: 'Waiting for the processor' }]}
            onChange={(value) => changeFilter({ refund: value === 'pending' ? 'pending' : '' })}
          />
        </div>
        <form
          className="admin-permits__search"
          role="search"
          aria-label="Permit applications"
          onSubmit={search}
        >
          <div className="form-field">
            <label htmlFor="search-q" className="form-label">
              Search
            </label>
            <input
              id="search-q"
              name="q"
              className="form-input"
              aria-describedby="search-q-hint"
              maxLength={200}
            />
            <p id="search-q-hint" className="field-hint">
              Permit number, name, e-mail, address or payment reference
            </p>
          </div>
          <div className="form-field">
            <label htmlFor="search-from" className="form-label">
              Applied from
            </label>
            <DateTimeField id="search-from" name="from" mode="date" label="Applied from" />
          </div>
          <div className="form-field">
            <label htmlFor="search-to" className="form-label">
              Applied to
            </label>
            <DateTimeField id="search-to" name="to" mode="date" label="Applied to" />
          </div>
          <button type="submit" className="button">
            Search
          </button>
        </form>
      </StaffFilters>
      <p role="status" className="admin-permits__notice">
        {notice}
      </p>
      {state.kind === 'loading' ? <p role="status">Loading applications…</p> : null}
      {state.kind === 'failed' ? (
        <div className="banner banner--error" role="alert">
          <p>{state.message}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setReload((value) => value + 1)}
          >
            Try again
          </button>
        </div>
      ) : null}
      {state.kind === 'loaded' && state.applications.length === 0 ? (
        <p>No applications match these filters.</p>
      ) : null}
      {state.kind === 'loaded' && state.applications.length > 0 ? (
        <TableRegion
          caption="Permit applications, newest first"
          className="admin-table--stacked"
          columns={[
            'Received',
            'Type',
            'Applicant',
            'Status',
            'Permit number',
            'Amount',
            'Payment reference',
            'Files',
            'Actions',
          ]}
        >
          <tbody>
            {state.applications.map((application) => {
              const reference = application.permitNumber ?? application.applicantName;
              const hasPermit = application.status === 'issued' || application.status === 'emailed';
              return (
                <tr key={application.id}>
                  <td data-label="Received">
                    {dateTimeFormat.format(new Date(application.createdAt))}
                  </td>
                  <td data-label="Type">{PERMIT_FORM_TITLES[application.type]}</td>
                  <td data-label="Applicant">
                    {application.applicantName}
                    <br />
                    <a href={`mailto:${application.email}`}>{application.email}</a>
                  </td>
                  <td data-label="Status">{STATUS_LABELS[application.status]}</td>
                  <td data-label="Permit number">{application.permitNumber ?? '—'}</td>
                  <td data-label="Amount">
                    {formatCents(application.totalCents)}
                    <br />
                    <small>
                      {formatCents(application.costCents)} + {formatCents(application.feeCents)} fee
                    </small>
                  </td>
                  <td data-label="Payment reference">
                    <code>{application.paymentIntentId ?? '—'}</code>
                  </td>
                  <td data-label="Files">
                    {hasPermit ? (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => void openFile(application, 'pdf')}
                      >
                        Permit PDF<span className="visually-hidden"> of {reference}</span>
                        <NewTabIcon />
                      </button>
                    ) : null}
                    {hasPermit && application.hasPlotPlan ? <br /> : null}
                    {application.hasPlotPlan ? (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => void openFile(application, 'plot-plan')}
                      >
                        Plot plan<span className="visually-hidden"> of {reference}</span>
                        <NewTabIcon />
                      </button>
                    ) : null}
                  </td>
                  <td data-label="Actions" className="admin-table__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => onOpen(application.id)}
                    >
                      Details<span className="visually-hidden"> of {reference}</span>
                    </button>
                    {hasPermit ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => void resend(application)}
                      >
                        Resend e-mail<span className="visually-hidden"> of {reference}</span>
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableRegion>
      ) : null}
      {state.kind === 'loaded' && state.total > 0 ? (
        <nav aria-label="Pages of applications" className="button-row">
          <button
            type="button"
            className="button button--secondary"
            disabled={state.page <= 1}
            onClick={() => changeFilter({ page: state.page - 1 })}
          >
            Previous page
          </button>
          <span>
            Page {state.page} of {pageCount} ({state.total} applications)
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={state.page >= pageCount}
            onClick={() => changeFilter({ page: state.page + 1 })}
          >
            Next page
          </button>
        </nav>
      ) : null}
    </section>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first option, which shows every application. */
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
