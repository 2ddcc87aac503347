import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { FEE_TOKEN_PATTERN, type FeeSummary } from '#domain/fees/fees-api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDistrictDetailsIfAny } from '#web/lib/site-page-data.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '#web/components/ui/error-summary.tsx';
import { ProcessingDialog } from '#web/payments/processing-dialog.tsx';
import { SandboxCardFields } from '#web/payments/sandbox-card-fields.tsx';
import type { CardPaymentHandle } from '#web/payments/card-payment.ts';
import { CardNotReadyError } from '#web/payments/card-payment.ts';
import { describeCardError } from '#web/payments/card-errors.ts';
import { PAYMENT_MESSAGES } from '#web/payments/payment-messages.ts';
import { useLocalizedHref, usePageLocale, usePageText } from '#web/lib/page-text.tsx';
import { completeFeePayment, createFeePayment, getFee } from './fees-api.ts';

const StripeCardFields = lazy(
  () => import('#web/features/permits/components/stripe-card-fields.tsx'),
);

type Load =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; fee: FeeSummary };

function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The token of the private pay link, from the address's fragment (never sent to the server). */
function readToken(): string {
  try {
    return decodeURIComponent(window.location.hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The server has no fragment: it renders the loading state, the browser then reads the token. */
const readNoToken = (): string | null => null;

/**
 * The pay page of the district's other fees (decision 270): one fee from a private link, paid by
 * card with the same card fields as the permit forms; the server checks the payment itself.
 */
export function FeePayPage() {
  // The page's words in its language (decision 330): the fee has no language of its own.
  const tr = usePageText();
  const localizedHref = useLocalizedHref();
  const isEnglishPage = usePageLocale() === 'en';
  const pageTitle = tr('Pay a fee');
  const district = useDistrictDetailsIfAny();
  const formId = useId();
  const token = useSyncExternalStore(subscribeToHash, readToken, readNoToken);
  const isTokenWellFormed = token !== null && FEE_TOKEN_PATTERN.test(token);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [issues, setIssues] = useState<ErrorSummaryItem[]>([]);
  const [failure, setFailure] = useState<{ title?: string | undefined; message: string } | null>(
    null,
  );
  const [focusKey, setFocusKey] = useState(0);
  const [isProcessing, setIsProcessing] = useState(false);
  const cardRef = useRef<CardPaymentHandle>(null);
  const paidRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `${pageTitle} | ${district.name}`;
  }, [district.name, pageTitle]);

  useEffect(() => {
    if (token === null || !FEE_TOKEN_PATTERN.test(token)) return;
    getFee(token).then(
      (fee) => setLoad({ kind: 'loaded', fee }),
      (error: unknown) =>
        setLoad(
          error instanceof ApiError && error.status === 404
            ? { kind: 'missing' }
            : { kind: 'failed', message: PAYMENT_MESSAGES.processingErrorFallback },
        ),
    );
  }, [token]);

  const isPaid = load.kind === 'loaded' && load.fee.status === 'paid';
  useEffect(() => {
    if (isPaid) paidRef.current?.focus();
  }, [isPaid]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (load.kind !== 'loaded' || isProcessing || !token) return;
    const card = cardRef.current;
    const cardIssues = card?.check() ?? [];
    setIssues(cardIssues);
    setFailure(null);
    if (cardIssues.length > 0 || !card) {
      setFocusKey((key) => key + 1);
      return;
    }
    setIsProcessing(true);
    const isTestMode =
      load.fee.paymentMode === 'sandbox' || (load.fee.publishableKey ?? '').startsWith('pk_test_');
    try {
      const payment = await createFeePayment(token);
      let result = await card.confirm(payment.clientSecret);
      if (!result.error && result.paymentIntent?.status === 'requires_action') {
        result = await card.authenticate(payment.clientSecret);
      }
      if (result.error || result.paymentIntent?.status !== 'succeeded') {
        const outcome = result.error
          ? describeCardError(result.error, isTestMode)
          : {
              kind: 'failed' as const,
              title: undefined,
              message: PAYMENT_MESSAGES.paymentFailedFallback,
            };
        if (outcome.kind === 'failed')
          setFailure({ title: outcome.title, message: outcome.message });
        setFocusKey((key) => key + 1);
        return;
      }
      const fee = await completeFeePayment(token, result.paymentIntent.id);
      setLoad({ kind: 'loaded', fee });
    } catch (error) {
      setFailure({
        title: PAYMENT_MESSAGES.paymentFailedTitle,
        message:
          error instanceof CardNotReadyError || error instanceof ApiError
            ? error.message
            : PAYMENT_MESSAGES.processingErrorFallback,
      });
      setFocusKey((key) => key + 1);
    } finally {
      setIsProcessing(false);
    }
  }

  if (token === null) {
    return <p role="status">{tr('Loading the payment…')}</p>;
  }
  if (!isTokenWellFormed || load.kind === 'missing') {
    return (
      <div className="banner banner--error" role="alert">
        <h2 className="banner__title">{tr('We could not find that payment link')}</h2>
        <p>
          {tr(
            'Open the link from your e-mail again, whole. A link is replaced when the district changes the amount; the newest e-mail has the right one. Questions: call {phone}.',
            { phone: district.mainOffice.phone },
          )}
        </p>
      </div>
    );
  }
  if (load.kind === 'loading') {
    return <p role="status">{tr('Loading the payment…')}</p>;
  }
  if (load.kind === 'failed') {
    return (
      <p className="banner banner--error" role="alert">
        {tr(load.message)}
      </p>
    );
  }
  const { fee } = load;
  const amount = formatCents(fee.amountCents);
  const description = tr(fee.description);
  const backLink = fee.returnPath ? (
    <p>
      <a href={localizedHref(fee.returnPath)}>
        {fee.kind === 'records' ? tr('Back to your request') : tr('Back to your permit')}
      </a>
    </p>
  ) : null;
  const details = (
    <dl className="fee-details">
      <dt>{tr('For')}</dt>
      {/* What the fee is for is written by the district in English. */}
      <dd lang={description === fee.description && !isEnglishPage ? 'en' : undefined}>
        {description}
      </dd>
      <dt>{tr('Fee')}</dt>
      <dd>{tr(fee.kindLabel)}</dd>
      <dt>{tr('Amount')}</dt>
      <dd>{amount}</dd>
    </dl>
  );
  if (fee.status === 'refunded') {
    return (
      <div className="banner banner--warning" role="status">
        <h2 className="banner__title">{tr('Payment refunded')}</h2>
        <p>
          {tr(
            'We received {amount} and refunded it in full, because this fee is no longer due. We e-mailed you the refund reference; the money reaches your card within 5 to 10 business days.',
            { amount },
          )}
        </p>
        {details}
        {backLink}
      </div>
    );
  }
  if (fee.status === 'paid') {
    return (
      <div ref={paidRef} className="banner banner--success" role="status" tabIndex={-1}>
        <h2 className="banner__title">{tr('Payment successful')}</h2>
        <p>
          {tr('We received {amount} and e-mailed you a receipt. There is nothing more to pay.', {
            amount,
          })}
        </p>
        {details}
        {backLink}
      </div>
    );
  }
  return (
    <form
      id={formId}
      className="fee-pay-form"
      noValidate
      onSubmit={pay}
      aria-describedby={`${formId}-lead`}
    >
      <p id={`${formId}-lead`}>
        {tr(
          'Pay this fee by card. The amount is set by the district; nothing is charged until you select Pay.',
        )}
      </p>
      {details}
      <ErrorSummary items={issues} focusKey={focusKey} />
      {failure ? (
        <div className="banner banner--error" role="alert">
          {failure.title ? <h2 className="banner__title">{tr(failure.title)}</h2> : null}
          <p>{tr(failure.message)}</p>
        </div>
      ) : null}
      {fee.paymentMode === 'stripe' ? (
        fee.publishableKey ? (
          <Suspense fallback={<p role="status">{tr('Loading the secure card form…')}</p>}>
            <StripeCardFields
              formId={formId}
              publishableKey={fee.publishableKey}
              handleRef={cardRef}
              isDisabled={isProcessing}
            />
          </Suspense>
        ) : (
          <p className="banner banner--error" role="alert">
            {tr('Online payment is not available right now. Please call {phone}.', {
              phone: district.mainOffice.phone,
            })}
          </p>
        )
      ) : (
        <SandboxCardFields
          formId={formId}
          handleRef={cardRef}
          onChallengeChange={() => undefined}
          isDisabled={isProcessing}
        />
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={isProcessing}>
          {isProcessing ? tr(PAYMENT_MESSAGES.processingButton) : tr('Pay {amount}', { amount })}
        </button>
      </div>
      <ProcessingDialog isOpen={isProcessing} />
    </form>
  );
}
