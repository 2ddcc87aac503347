import { usePageText } from '#web/lib/page-text.tsx';
import { formatCents, type PermitTotals } from '#domain/permits/permit-fee.ts';

interface CostSummaryProps {
  totals: PermitTotals | null;
  feePercent: number;
  /** Shown while the cost cannot be computed yet (no valid area typed). */
  pendingText: string;
}

/** The cost, the processing fee and the total the card is charged, before payment. */
export function CostSummary({ totals, feePercent, pendingText }: CostSummaryProps) {
  const tr = usePageText();
  return (
    <section className="cost-summary" aria-label={tr('Cost')} aria-live="polite">
      {totals ? (
        <dl className="cost-summary__list">
          <div>
            <dt>{tr('Cost')}</dt>
            <dd>{formatCents(totals.costCents)}</dd>
          </div>
          <div>
            <dt>{tr('Processing fee ({feePercent}%)', { feePercent })}</dt>
            <dd>{formatCents(totals.feeCents)}</dd>
          </div>
          <div className="cost-summary__total">
            <dt>{tr('Total')}</dt>
            <dd>{formatCents(totals.totalCents)}</dd>
          </div>
        </dl>
      ) : (
        <p className="cost-summary__pending">{pendingText}</p>
      )}
    </section>
  );
}
