import { useEffect, useRef } from 'react';
import type { PaymentOutcome } from '../lib/payment-flow.ts';
import { PAYMENT_MESSAGES } from '../lib/payment-messages.ts';

/** The outcome of the last payment attempt: the success banner, the partial success or the error. */
export function PaymentResultBanner({ outcome }: { outcome: PaymentOutcome }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome]);

  if (outcome.kind === 'success') {
    return (
      <div ref={ref} className="banner banner--success" role="status" tabIndex={-1}>
        <h2 className="banner__title">Payment successful</h2>
        <p>
          Your permit number is <strong>{outcome.permitNumber}</strong>. We have e-mailed your
          permit to you; keep the number for your records.
        </p>
      </div>
    );
  }
  if (outcome.kind === 'partial_success') {
    return (
      <div ref={ref} className="banner banner--warning" role="alert" tabIndex={-1}>
        <h2 className="banner__title">{PAYMENT_MESSAGES.partialSuccessTitle}</h2>
        <p>
          Your payment went through
          {outcome.permitNumber ? (
            <>
              {' '}
              and your permit number is <strong>{outcome.permitNumber}</strong>
            </>
          ) : null}
          , but we could not e-mail your permit. Our team will contact you to make sure you receive
          it.
        </p>
        {outcome.pdfUrl ? (
          <p>
            <a href={outcome.pdfUrl} download>
              Download your permit (PDF)
            </a>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div ref={ref} className="banner banner--error" role="alert" tabIndex={-1}>
      {outcome.title ? <h2 className="banner__title">{outcome.title}</h2> : null}
      <p>{outcome.message}</p>
    </div>
  );
}
