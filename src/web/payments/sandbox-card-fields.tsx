import { usePageText } from '#web/lib/page-text.tsx';
import { useImperativeHandle, useState, type Ref } from 'react';
import {
  findSandboxPaymentMethod,
  SANDBOX_TEST_CARDS,
  SANDBOX_UNKNOWN_CARD_MESSAGE,
} from '#domain/permits/sandbox-test-cards.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { authenticateSandboxPayment, confirmSandboxPayment } from './sandbox-api.ts';
import {
  CardNotReadyError,
  type CardConfirmResult,
  type CardFieldIssue,
  type CardPaymentHandle,
} from './card-payment.ts';

import { Dialog } from '#web/components/ui/dialog.tsx';

type CardInput = 'number' | 'expiry' | 'cvc' | 'zip';

const OUTCOME_TEXT: Record<(typeof SANDBOX_TEST_CARDS)[number]['outcome'], string> = {
  succeeded: 'Succeeds',
  requires_action: 'Asks for 3-D Secure authentication',
  declined: 'Declined',
};

function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const EXPIRY_PATTERN = /^(?:0[1-9]|1[0-2])\s*\/\s*(?:\d{2}|\d{4})$/;

interface SandboxCardFieldsProps {
  formId: string;
  handleRef: Ref<CardPaymentHandle>;
  /** Tells the form when the authentication dialog opens or closes (it hides its own modal then). */
  onChallengeChange: (isOpen: boolean) => void;
  isDisabled: boolean;
}

function errorResult(error: unknown): CardConfirmResult {
  if (error instanceof ApiError)
    return { error: { type: 'api_error', code: error.code, message: error.message } };
  throw error;
}

/**
 * The offline sandbox's card form (no Stripe keys configured). Only Stripe's test cards work; the
 * typed number is mapped here to its test payment-method id, and only that id is sent.
 */
export function SandboxCardFields({
  formId,
  handleRef,
  onChallengeChange,
  isDisabled,
}: SandboxCardFieldsProps) {
  const tr = usePageText();
  const [values, setValues] = useState<Record<CardInput, string>>({
    number: '',
    expiry: '',
    cvc: '',
    zip: '',
  });
  const [errors, setErrors] = useState<Partial<Record<CardInput, string>>>({});
  const [challenge, setChallenge] = useState<((outcome: 'complete' | 'fail') => void) | null>(null);

  const ids: Record<CardInput, string> = {
    number: `${formId}-card-number`,
    expiry: `${formId}-card-expiry`,
    cvc: `${formId}-card-cvc`,
    zip: `${formId}-card-zip`,
  };

  useImperativeHandle(
    handleRef,
    (): CardPaymentHandle => ({
      check() {
        const current = values;
        const found: Partial<Record<CardInput, string>> = {};
        if (!current.number.trim()) found.number = 'Enter the card number';
        else if (!findSandboxPaymentMethod(current.number))
          found.number = SANDBOX_UNKNOWN_CARD_MESSAGE;
        if (!EXPIRY_PATTERN.test(current.expiry.trim()))
          found.expiry = 'Enter the expiration date as MM / YY';
        if (!/^\d{3,4}$/.test(current.cvc.trim())) found.cvc = 'Enter the 3 or 4 digit CVC';
        if (!/^\d{5}$/.test(current.zip.trim())) found.zip = 'Enter the 5 digit ZIP code';
        setErrors(found);
        return (Object.keys(found) as CardInput[]).map((key): CardFieldIssue => ({
          fieldId: ids[key],
          message: found[key]!,
        }));
      },
      async confirm(clientSecret) {
        const paymentMethod = findSandboxPaymentMethod(values.number);
        if (!paymentMethod) throw new CardNotReadyError(SANDBOX_UNKNOWN_CARD_MESSAGE);
        try {
          return await confirmSandboxPayment(clientSecret, paymentMethod);
        } catch (error) {
          return errorResult(error);
        }
      },
      async authenticate(clientSecret) {
        onChallengeChange(true);
        const outcome = await new Promise<'complete' | 'fail'>((resolve) =>
          setChallenge(() => resolve),
        );
        setChallenge(null);
        onChallengeChange(false);
        try {
          return await authenticateSandboxPayment(clientSecret, outcome);
        } catch (error) {
          return errorResult(error);
        }
      },
      reset() {
        setValues({ number: '', expiry: '', cvc: '', zip: '' });
        setErrors({});
      },
    }),
    // The ids derive from formId only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, formId, onChallengeChange],
  );

  function input(
    key: CardInput,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) {
    const error = errors[key];
    const errorId = `${ids[key]}-error`;
    return (
      <div
        className={`form-field card-field card-field--${key}${error ? ' form-field--error' : ''}`}
      >
        <label htmlFor={ids[key]} className="form-label">
          {label}
        </label>
        {error ? (
          <p id={errorId} className="field-error">
            <span className="visually-hidden">{tr('Error:')} </span>
            {tr(error)}
          </p>
        ) : null}
        <input
          id={ids[key]}
          className="form-input"
          type="text"
          autoComplete="off"
          disabled={isDisabled}
          value={values[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) =>
            setValues((previous) => ({ ...previous, [key]: event.target.value }))
          }
          {...extra}
        />
      </div>
    );
  }

  return (
    <fieldset className="card-fields card-fields--sandbox">
      <legend className="card-fields__legend">{tr('Card details')}</legend>
      <p className="test-mode-badge">{tr('Test mode — no real charges')}</p>
      <div className="card-fields__grid">
        {input('number', tr('Card number'), {
          inputMode: 'numeric',
          placeholder: '4242 4242 4242 4242',
          maxLength: 23,
        })}
        {input('expiry', tr('Expiration'), { placeholder: tr('MM / YY'), maxLength: 7 })}
        {input('cvc', tr('CVC'), { inputMode: 'numeric', maxLength: 4 })}
        {input('zip', tr('ZIP'), { inputMode: 'numeric', maxLength: 5 })}
      </div>
      <details className="test-cards" open>
        <summary>{tr('Test cards')}</summary>
        <p>{tr('Use any future expiration date, any CVC and any ZIP.')}</p>
        <ul>
          {SANDBOX_TEST_CARDS.map((card) => (
            <li key={card.number}>
              <code>{groupDigits(card.number)}</code> — {tr(OUTCOME_TEXT[card.outcome])}
              {card.paymentMethod === 'pm_card_chargeDeclinedInsufficientFunds'
                ? ` ${tr('(insufficient funds)')}`
                : null}
            </li>
          ))}
        </ul>
      </details>
      <Dialog
        title={tr('3-D Secure authentication')}
        isOpen={challenge !== null}
        onClose={() => challenge?.('fail')}
      >
        <p>
          {tr(
            'Your card issuer asks you to confirm this payment. This is the test sandbox: choose how the check ends.',
          )}
        </p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => challenge?.('complete')}>
            {tr('Complete authentication')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => challenge?.('fail')}
          >
            {tr('Fail authentication')}
          </button>
        </div>
      </Dialog>
    </fieldset>
  );
}
