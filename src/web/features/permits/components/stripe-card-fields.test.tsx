import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure/index.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISTRICT } from '#domain/content/district.ts';
import type { PermitsConfig } from '../api/permits-api.ts';
import type { CardConfirmResult } from '#web/payments/card-payment.ts';
import { PermitForm } from './permit-form.tsx';
import { answer } from '#tests/support/json-answer.ts';
import { fillSprinklerApplicant } from '#tests/support/sprinkler-form.ts';

// The seam: the Stripe.js loader. Each test decides what it answers (a fake Stripe, or a failure).
vi.mock('@stripe/stripe-js/pure/index.js', () => ({ loadStripe: vi.fn() }));
const loadStripeMock = vi.mocked(loadStripe);

type Listener = (payload?: unknown) => void;

/** Just enough of Stripe.js for @stripe/react-stripe-js: elements, a card element and the confirm calls. */
function createFakeStripe() {
  const listeners = new Map<string, Set<Listener>>();
  const cardElement = {
    mount: vi.fn(),
    destroy: vi.fn(),
    update: vi.fn(),
    clear: vi.fn(),
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return cardElement;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return cardElement;
    },
  };
  let isCreated = false;
  const elements = {
    create: vi.fn(() => {
      isCreated = true;
      return cardElement;
    }),
    getElement: vi.fn(() => (isCreated ? cardElement : null)),
    update: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment:
      vi.fn<(clientSecret: string, data: unknown) => Promise<CardConfirmResult>>(),
    handleNextAction: vi.fn<(options: { clientSecret: string }) => Promise<CardConfirmResult>>(),
    _registerWrapper: vi.fn(),
    registerAppInfo: vi.fn(),
  };
  const emit = (event: string, payload?: unknown) => {
    act(() => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    });
  };
  return {
    stripe,
    cardElement,
    /** The card element has loaded and the applicant has typed a complete card. */
    readyAndComplete() {
      emit('ready', cardElement);
      emit('change', { elementType: 'card', empty: false, complete: true, error: undefined });
    },
    asStripe: () => stripe as unknown as Stripe,
  };
}

type FakeStripe = ReturnType<typeof createFakeStripe>;

function stripeConfig(publishableKey = 'pk_test_fake'): PermitsConfig {
  return {
    paymentMode: 'stripe',
    paymentModes: {
      residential: 'stripe',
      commercial: 'stripe',
      propane: 'stripe',
      sprinkler: 'stripe',
    },
    publishableKeys: { sprinkler: publishableKey },
    processingFeePercent: 3.5,
    fireProtectionOfficer: 'Officer Jane Doe',
  };
}

/** Our API: creating a sprinkler payment answers a client secret, completing it a permit number. */
function stubApi() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0]!;
      requests.push(path);
      if (path === '/api/sprinkler') {
        return answer(200, {
          clientSecret: 'pi_fake_secret_abc',
          applicationId: 'app-1',
          paymentIntentId: 'pi_fake',
          costCents: 25875,
          feeCents: 906,
          totalCents: 26781,
        });
      }
      if (path === '/api/sprinkler/complete') {
        return answer(200, {
          status: 'success',
          permitNumber: 'SP-2026-000123',
          applicationId: 'app-1',
        });
      }
      return answer(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }),
  );
  return requests;
}

async function renderSprinklerForm(
  fake: FakeStripe | 'pending' | 'fails',
  publishableKey?: string,
) {
  if (fake === 'pending') loadStripeMock.mockReturnValue(new Promise(() => {}));
  else if (fake === 'fails')
    loadStripeMock.mockRejectedValue(new Error('Failed to load Stripe.js'));
  else loadStripeMock.mockResolvedValue(fake.asStripe());
  const user = userEvent.setup();
  render(<PermitForm formType="sprinkler" config={stripeConfig(publishableKey)} />);
  const form = screen.getByRole('form', { name: 'Sprinkler Permit' });
  const inForm = within(form);
  await fillSprinklerApplicant(user, inForm);
  return { user, form, inForm };
}

/** Renders with a loaded fake Stripe whose card element is ready and filled in. */
async function renderReadyForm(fake: FakeStripe, publishableKey?: string) {
  const rendered = await renderSprinklerForm(fake, publishableKey);
  await waitFor(() => expect(fake.stripe.elements).toHaveBeenCalled());
  await waitFor(() => expect(fake.cardElement.mount).toHaveBeenCalled());
  fake.readyAndComplete();
  return rendered;
}

/** Pays on a ready form whose card confirmation answers Stripe's `error`; returns the alert. */
async function payAgainstCardError(error: Record<string, string>, publishableKey?: string) {
  const fake = createFakeStripe();
  fake.stripe.confirmCardPayment.mockResolvedValue({ error });
  const { user, inForm } = await renderReadyForm(fake, publishableKey);
  await user.click(payButton(inForm));
  return { alert: await inForm.findByRole('alert'), inForm };
}

function payButton(inForm: ReturnType<typeof within>) {
  return inForm.getByRole('button', { name: /^(Pay|Paid|Processing)/ });
}

let requests: string[];

beforeEach(() => {
  loadStripeMock.mockReset();
  requests = stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Stripe card payment', () => {
  it('confirms the card with the client secret, completes and shows the permit number', async () => {
    const fake = createFakeStripe();
    fake.stripe.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_fake', status: 'succeeded' },
    });
    const { user, inForm } = await renderReadyForm(fake);

    await user.click(payButton(inForm));

    expect(await inForm.findByText('Payment successful')).toBeInTheDocument();
    expect(inForm.getByText('SP-2026-000123')).toBeInTheDocument();
    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_fake');
    expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_fake_secret_abc', {
      payment_method: { card: fake.cardElement },
    });
    expect(requests).toEqual(['/api/sprinkler', '/api/sprinkler/complete']);
    expect(payButton(inForm)).toBeDisabled();
  });

  it('runs the requires_action step through Stripe.js and completes once it succeeds', async () => {
    const fake = createFakeStripe();
    fake.stripe.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_fake', status: 'requires_action' },
    });
    fake.stripe.handleNextAction.mockResolvedValue({
      paymentIntent: { id: 'pi_fake', status: 'succeeded' },
    });
    const { user, inForm } = await renderReadyForm(fake);

    await user.click(payButton(inForm));

    expect(await inForm.findByText('Payment successful')).toBeInTheDocument();
    expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({
      clientSecret: 'pi_fake_secret_abc',
    });
    expect(requests).toEqual(['/api/sprinkler', '/api/sprinkler/complete']);
  });

  it('shows Payment failed with the provider message for a card error', async () => {
    const { alert, inForm } = await payAgainstCardError({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });

    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(requests).toEqual(['/api/sprinkler']);
    expect(payButton(inForm)).toBeEnabled();
  });

  it('says Authentication failed when the card authentication fails', async () => {
    const { alert } = await payAgainstCardError({
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
    });

    expect(alert).toHaveTextContent('Authentication failed');
    expect(alert).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(requests).toEqual(['/api/sprinkler']);
  });

  it('says Authentication failed when the requires_action step fails', async () => {
    const fake = createFakeStripe();
    fake.stripe.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_fake', status: 'requires_action' },
    });
    fake.stripe.handleNextAction.mockResolvedValue({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
    });
    const { user, inForm } = await renderReadyForm(fake);

    await user.click(payButton(inForm));

    const alert = await inForm.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication failed');
    expect(requests).toEqual(['/api/sprinkler']);
  });

  it('explains a resource_missing error with test keys as a configuration issue', async () => {
    const { alert } = await payAgainstCardError(
      {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent: pi_fake',
      },
      'pk_test_fake',
    );

    expect(alert).toHaveTextContent(
      "There's a configuration issue with our payment system. Please contact support.",
    );
    expect(alert).not.toHaveTextContent('No such payment_intent');
  });

  it('shows the provider message for a resource_missing error with live keys', async () => {
    const { alert } = await payAgainstCardError(
      {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent: pi_fake',
      },
      'pk_live_fake',
    );

    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('No such payment_intent: pi_fake');
  });

  it('blocks submit while Stripe.js is still loading', async () => {
    const { user, inForm } = await renderSprinklerForm('pending');
    expect(inForm.getByText('Loading the secure card form…')).toBeInTheDocument();

    await user.click(payButton(inForm));

    expect(await inForm.findByRole('alert')).toHaveTextContent('Stripe not loaded yet...');
    expect(requests).toEqual([]);
  });

  it('blocks submit until the card element is ready', async () => {
    const fake = createFakeStripe();
    const { user, inForm } = await renderSprinklerForm(fake);
    await waitFor(() => expect(fake.cardElement.mount).toHaveBeenCalled());

    await user.click(payButton(inForm));

    expect(await inForm.findByRole('alert')).toHaveTextContent('Stripe not loaded yet...');
    expect(fake.stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(requests).toEqual([]);

    // Once the element is ready and filled in, the same submit goes through.
    fake.stripe.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_fake', status: 'succeeded' },
    });
    fake.readyAndComplete();
    await user.click(payButton(inForm));
    expect(await inForm.findByText('Payment successful')).toBeInTheDocument();
  });

  it('says so with a retry and the district phone when Stripe.js fails to load, and retries', async () => {
    const { user, inForm } = await renderSprinklerForm('fails');

    const failure = await inForm.findByRole('alert');
    expect(failure).toHaveTextContent('The secure card form could not load');
    expect(failure).toHaveTextContent(DISTRICT.mainOffice.phone);
    expect(loadStripeMock).toHaveBeenCalledTimes(1);

    const fake = createFakeStripe();
    loadStripeMock.mockResolvedValue(fake.asStripe());
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(fake.cardElement.mount).toHaveBeenCalled());
    expect(loadStripeMock).toHaveBeenCalledTimes(2);
    expect(
      inForm.queryByText('The secure card form could not load', { exact: false }),
    ).not.toBeInTheDocument();
  });
});
