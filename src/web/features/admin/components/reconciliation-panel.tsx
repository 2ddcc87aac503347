import { TableRegion } from '#web/components/ui/table-region.tsx';
import { useId, useState, type FormEvent } from 'react';
import { PERMIT_FORM_TITLES } from '#domain/permits/permit-application.schema.ts';
import { formatCents } from '#domain/permits/permit-fee.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  fetchReconciliation,
  fetchReconciliationCsv,
  type Reconciliation,
} from '../api/admin-permits-api.ts';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';

const SIDE_LABELS = {
  'only-here': 'Only here',
  'only-at-processor': 'Only at the processor',
  'amounts-differ': 'Amounts differ',
} as const;

/** The finance officer's report: payments in a date range per form and in total, and its CSV. */
export function ReconciliationPanel({ onUnauthorized }: { onUnauthorized: () => void }) {
  const id = useId();
  const [range, setRange] = useState({ from: '', to: '' });
  const [report, setReport] = useState<Reconciliation | null>(null);
  const [error, setError] = useState('');

  function fail(caught: unknown) {
    if (caught instanceof ApiError && caught.status === 401) return onUnauthorized();
    setError(caught instanceof ApiError ? caught.message : 'The report failed. Try again.');
  }

  async function show(event: FormEvent) {
    event.preventDefault();
    if (!range.from || !range.to) {
      setError('Enter both dates of the range.');
      return;
    }
    setError('');
    try {
      setReport(await fetchReconciliation(range.from, range.to));
    } catch (caught) {
      fail(caught);
    }
  }

  async function download() {
    try {
      const blob = await fetchReconciliationCsv(range.from, range.to);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `permit-payments-${range.from}-to-${range.to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (caught) {
      fail(caught);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="reconciliation">
      <h2 id={`${id}-title`}>Reconciliation</h2>
      <form className="admin-permits__search" onSubmit={show} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-from`} className="form-label">
            Paid from
          </label>
          <DateTimeField
            id={`${id}-from`}
            mode="date"
            label="Paid from"
            value={range.from}
            onChange={(value) => setRange({ ...range, from: value })}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-to`} className="form-label">
            Paid to
          </label>
          <DateTimeField
            id={`${id}-to`}
            mode="date"
            label="Paid to"
            value={range.to}
            onChange={(value) => setRange({ ...range, to: value })}
          />
        </div>
        <button type="submit" className="button">
          Show report
        </button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {report ? (
        <>
          <TableRegion
            caption={`Payments from ${report.from} to ${report.to}`}
            isCaptionVisible
            columns={['Form', 'Payments', 'Gross', 'Processing fees', 'Refunds', 'Net']}
          >
            <tbody>
              {[
                ...report.forms.map((form) => ({
                  name: PERMIT_FORM_TITLES[form.formType],
                  ...form,
                })),
                { name: 'Total', ...report.total },
              ].map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.payments}</td>
                  <td>{formatCents(row.grossCents)}</td>
                  <td>{formatCents(row.feesCents)}</td>
                  <td>{formatCents(row.refundsCents)}</td>
                  <td>{formatCents(row.netCents)}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void download()}
            >
              Download CSV
            </button>
          </p>
          {report.processorComparison ? (
            report.processorComparison.length === 0 ? (
              <p>Every payment matches the processor’s balance.</p>
            ) : (
              <ul aria-label="Differences with the processor">
                {report.processorComparison.map((difference) => (
                  <li key={`${difference.side}-${difference.paymentReference}`}>
                    {SIDE_LABELS[difference.side]}: <code>{difference.paymentReference}</code>
                    {difference.hereCents !== null
                      ? ` here ${formatCents(difference.hereCents)}`
                      : ''}
                    {difference.processorCents !== null
                      ? ` at the processor ${formatCents(difference.processorCents)}`
                      : ''}
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </>
      ) : null}
    </section>
  );
}
