import { TextWithStrong, usePageLocale, usePageText } from '#web/lib/page-text.tsx';
import { LOCALE_TAGS } from '#domain/i18n/locale.ts';
import { useEffect, useRef } from 'react';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { formatCents } from '#domain/permits/permit-fee.ts';
import type { PaymentReceipt } from '#domain/permits/permits-api.ts';
import type { PermitFormType } from '../lib/permit-form-types.ts';
import type { PaymentOutcome } from '#web/payments/card-errors.ts';
import { PAYMENT_MESSAGES } from '#web/payments/payment-messages.ts';

/** When the payment was made, in the district's zone and the page's language. */
function usePaidAtFormat(): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LOCALE_TAGS[usePageLocale()], {
    timeZone: DISTRICT_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  });
}

/** What happens after payment, per form (issue 8, item 4). */
const NEXT_STEPS: Record<PermitFormType, string> = {
  residential: 'The Fire Marshal will contact you to schedule the inspection.',
  commercial: 'The Fire Marshal will contact you to schedule the inspection.',
  propane: 'Keep the permit with your propane supplier’s paperwork.',
  sprinkler: 'Keep the permit for your records.',
};

/** When the district's settings say this permit needs an inspection (issue 17). */
const BOOK_INSPECTION_STEP =
  'This permit needs an inspection by the Fire Marshal: choose a time that suits you online.';

function Receipt({ receipt, formType }: { receipt: PaymentReceipt; formType: PermitFormType }) {
  const tr = usePageText();
  const paidAtFormat = usePaidAtFormat();
  return (
    <>
      <dl className="receipt">
        <dt>{tr('Amount paid')}</dt>
        <dd>{formatCents(receipt.totalCents)}</dd>
        <dt>{tr('Paid on')}</dt>
        <dd>{paidAtFormat.format(new Date(receipt.paidAt))}</dd>
        <dt>{tr('Permit sent to')}</dt>
        <dd>{receipt.email}</dd>
      </dl>
      <h3 className="banner__subtitle">{tr('What happens next')}</h3>
      <ul>
        <li>{tr(receipt.inspectionUrl ? BOOK_INSPECTION_STEP : NEXT_STEPS[formType])}</li>
        <li>{tr('The permit PDF comes by e-mail.')}</li>
      </ul>
      {receipt.inspectionUrl ? (
        <p>
          <a className="button" href={receipt.inspectionUrl}>
            {tr('Book your inspection')}
          </a>
        </p>
      ) : null}
      <p>
        <a href={receipt.pdfUrl} download>
          {tr('Download permit')}
        </a>
      </p>
      <p>
        <a href={receipt.statusUrl}>{tr('See your application’s status page')}</a>
      </p>
    </>
  );
}

/** The outcome of the last payment attempt: the confirmation, the partial success or the error. */
export function PaymentResultBanner({
  outcome,
  formType,
  onApplyAgain,
}: {
  outcome: PaymentOutcome;
  formType: PermitFormType;
  onApplyAgain: () => void;
}) {
  const tr = usePageText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome]);

  const applyAgain = (
    <p>
      <button type="button" className="button button--secondary" onClick={onApplyAgain}>
        {tr('Apply for another permit')}
      </button>
    </p>
  );

  if (outcome.kind === 'success') {
    return (
      <div ref={ref} className="banner banner--success" role="status" tabIndex={-1}>
        <h2 className="banner__title">{tr('Payment successful')}</h2>
        <p>
          <TextWithStrong
            text={tr(
              'Your permit number is {permitNumber}. We have e-mailed your permit to you; keep the number for your records.',
            )}
            name="permitNumber"
            value={outcome.permitNumber ?? ''}
          />
        </p>
        {outcome.receipt ? <Receipt receipt={outcome.receipt} formType={formType} /> : null}
        {applyAgain}
      </div>
    );
  }
  if (outcome.kind === 'partial_success') {
    return (
      <div ref={ref} className="banner banner--warning" role="alert" tabIndex={-1}>
        <h2 className="banner__title">{tr(PAYMENT_MESSAGES.partialSuccessTitle)}</h2>
        {outcome.permitNumber ? (
          <p>
            <TextWithStrong
              text={tr(
                'Your payment went through and your permit number is {permitNumber}, but we could not e-mail your permit. Our team will contact you to make sure you receive it.',
              )}
              name="permitNumber"
              value={outcome.permitNumber}
            />
          </p>
        ) : (
          <p>
            {tr(
              'Your payment went through, but we could not create your permit PDF. Do not pay again: our team will contact you to make sure you receive your permit.',
            )}
          </p>
        )}
        {outcome.pdfUrl ? (
          <p>
            <a href={outcome.pdfUrl} download>
              {tr('Download your permit (PDF)')}
            </a>
          </p>
        ) : null}
        {outcome.receipt ? (
          <p>
            <a href={outcome.receipt.statusUrl}>{tr('See your application’s status page')}</a>
          </p>
        ) : null}
        {applyAgain}
      </div>
    );
  }
  return (
    <div ref={ref} className="banner banner--error" role="alert" tabIndex={-1}>
      {outcome.title ? <h2 className="banner__title">{tr(outcome.title)}</h2> : null}
      <p>{tr(outcome.message)}</p>
      {outcome.isPaid ? (
        <>
          <p>{tr(PAYMENT_MESSAGES.paidDespiteFailure)}</p>
          {applyAgain}
        </>
      ) : null}
    </div>
  );
}
