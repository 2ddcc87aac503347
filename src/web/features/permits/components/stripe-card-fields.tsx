import { usePageLocale, usePageText } from '#web/lib/page-text.tsx';
import { useCallback, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure/index.js';
import { useDistrictDetailsIfAny } from '#web/lib/site-page-data.tsx';
import {
  CardNotReadyError,
  type CardConfirmResult,
  type CardPaymentHandle,
} from '#web/payments/card-payment.ts';
import { PAYMENT_MESSAGES } from '#web/payments/payment-messages.ts';

/** How long Stripe.js may take to load before the form offers a retry instead of a dead field. */
export const STRIPE_LOAD_TIMEOUT_MS = 30_000;

interface StripeCardFieldsProps {
  formId: string;
  publishableKey: string;
  handleRef: Ref<CardPaymentHandle>;
  isDisabled: boolean;
}

type LoadState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; stripe: Stripe };

function loadStripeWithTimeout(publishableKey: string): Promise<Stripe | null> {
  return Promise.race([
    loadStripe(publishableKey),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), STRIPE_LOAD_TIMEOUT_MS)),
  ]);
}

/**
 * Stripe's card element, loaded only when the server is configured for Stripe. Stripe.js fails to
 * load for a share of real visitors (blockers, strict networks); the form then says so and offers a
 * retry and the district's phone number instead of a card field that cannot work.
 */
export default function StripeCardFields({
  formId,
  publishableKey,
  handleRef,
  isDisabled,
}: StripeCardFieldsProps) {
  const tr = usePageText();
  const locale = usePageLocale();
  const district = useDistrictDetailsIfAny();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    loadStripeWithTimeout(publishableKey).then(
      (stripe) => {
        if (isCurrent) setState(stripe ? { kind: 'loaded', stripe } : { kind: 'failed' });
      },
      () => {
        if (isCurrent) setState({ kind: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return (
    <fieldset className="card-fields card-fields--stripe">
      <legend className="card-fields__legend">{tr('Card details')}</legend>
      {state.kind === 'loading' ? <p role="status">{tr('Loading the secure card form…')}</p> : null}
      {state.kind === 'failed' ? (
        <div className="banner banner--error" role="alert">
          <p>
            {tr(
              'The secure card form could not load. Check your connection or turn off any content blocker for this page, then try again. You can also pay by phone: call {phone}.',
              { phone: district.mainOffice.phone },
            )}
          </p>
          <button type="button" className="button button--secondary" onClick={retry}>
            {tr('Retry')}
          </button>
        </div>
      ) : null}
      {state.kind === 'loaded' ? (
        // Stripe draws its card field's words and messages in the page's language.
        <Elements stripe={state.stripe} options={{ locale }}>
          <StripeCard formId={formId} handleRef={handleRef} isDisabled={isDisabled} />
        </Elements>
      ) : null}
    </fieldset>
  );
}

function StripeCard({
  formId,
  handleRef,
  isDisabled,
}: Omit<StripeCardFieldsProps, 'publishableKey'>) {
  const tr = usePageText();
  const stripe = useStripe();
  const elements = useElements();
  const [isReady, setIsReady] = useState(false);
  const [cardError, setCardError] = useState<string | undefined>(undefined);
  const [isComplete, setIsComplete] = useState(false);
  const id = `${formId}-card`;
  const errorId = `${id}-error`;

  useImperativeHandle(
    handleRef,
    (): CardPaymentHandle => ({
      check() {
        if (!stripe || !elements || !isReady)
          throw new CardNotReadyError(PAYMENT_MESSAGES.notReadyStripe);
        if (!elements.getElement(CardElement))
          throw new CardNotReadyError(PAYMENT_MESSAGES.cardElementMissing);
        if (cardError) return [{ fieldId: id, message: cardError }];
        if (!isComplete) return [{ fieldId: id, message: 'Enter your card details' }];
        return [];
      },
      async confirm(clientSecret): Promise<CardConfirmResult> {
        if (!stripe || !elements) throw new CardNotReadyError(PAYMENT_MESSAGES.notReadyStripe);
        const card = elements.getElement(CardElement);
        if (!card) throw new CardNotReadyError(PAYMENT_MESSAGES.cardElementMissing);
        // Stripe.js runs the 3-D Secure challenge itself inside confirmCardPayment.
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
        return result as CardConfirmResult;
      },
      async authenticate(clientSecret): Promise<CardConfirmResult> {
        if (!stripe) throw new CardNotReadyError(PAYMENT_MESSAGES.notReadyStripe);
        const result = await stripe.handleNextAction({ clientSecret });
        return result as CardConfirmResult;
      },
      reset() {
        elements?.getElement(CardElement)?.clear();
        setIsComplete(false);
        setCardError(undefined);
      },
    }),
    [stripe, elements, isReady, cardError, isComplete, id],
  );

  return (
    <div className={`form-field${cardError ? ' form-field--error' : ''}`}>
      {cardError ? (
        <p id={errorId} className="field-error">
          <span className="visually-hidden">{tr('Error:')} </span>
          {cardError}
        </p>
      ) : null}
      <div
        id={id}
        className="stripe-card"
        tabIndex={-1}
        aria-describedby={cardError ? errorId : undefined}
      >
        <CardElement
          options={{
            disabled: isDisabled,
            hidePostalCode: false,
            style: { base: { fontSize: '16px' } },
          }}
          onReady={() => setIsReady(true)}
          onChange={(event) => {
            setIsComplete(event.complete);
            setCardError(event.error?.message);
          }}
        />
      </div>
    </div>
  );
}
