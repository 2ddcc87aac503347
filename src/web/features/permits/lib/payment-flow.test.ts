import { describe, expect, it } from 'vitest';
import { CreatePaymentError } from '../api/permits-api.ts';
import type { CardConfirmResult } from '#web/payments/card-payment.ts';
import { runPermitPayment, type PaymentFlowSteps } from './payment-flow.ts';

function steps(
  overrides: Partial<PaymentFlowSteps> & { confirm?: CardConfirmResult },
): PaymentFlowSteps {
  return {
    create: async () => ({ clientSecret: 'secret' }),
    card: {
      confirm: async () =>
        overrides.confirm ?? { paymentIntent: { id: 'pi_1', status: 'succeeded' } },
      authenticate: async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }),
    },
    complete: async () => ({ status: 'success', permitNumber: 'P-1', applicationId: 'app-1' }),
    missingClientSecretMessage: 'No client secret received from server',
    isTestMode: true,
    ...overrides,
  };
}

describe('runPermitPayment', () => {
  it('explains a test-mode resource_missing error as a configuration issue', async () => {
    const outcome = await runPermitPayment(
      steps({
        confirm: { error: { code: 'resource_missing', message: 'No such payment_intent' } },
      }),
    );
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: "There's a configuration issue with our payment system. Please contact support.",
    });
  });

  it('shows the provider message of a live-mode resource_missing error', async () => {
    const outcome = await runPermitPayment(
      steps({
        isTestMode: false,
        confirm: { error: { code: 'resource_missing', message: 'No such payment_intent' } },
      }),
    );
    expect(outcome).toMatchObject({ title: 'Payment failed', message: 'No such payment_intent' });
  });

  it('says the PDF and e-mail failed when completion fails after payment', async () => {
    const outcome = await runPermitPayment(
      steps({
        complete: async () => {
          throw new Error('500');
        },
      }),
    );
    expect(outcome).toMatchObject({
      message: 'An error occurred while generating PDF and sending email.',
      isPaid: true,
    });
  });

  it('answers a failed sprinkler completion with Payment Succeeded, But... (spec §8)', async () => {
    const outcome = await runPermitPayment({
      ...steps({
        complete: async () => {
          throw new Error('500');
        },
      }),
      isPartialSuccessWhenCompletionFails: true,
    });
    expect(outcome).toEqual({
      kind: 'partial_success',
      permitNumber: undefined,
      pdfUrl: undefined,
    });
  });

  it('falls back to Payment failed. Please try again. for an unexpected payment status', async () => {
    const outcome = await runPermitPayment(
      steps({ confirm: { paymentIntent: { id: 'pi_1', status: 'processing' } } }),
    );
    expect(outcome).toMatchObject({ message: 'Payment failed. Please try again.' });
  });

  it('falls back to the processing message when the card step throws', async () => {
    const outcome = await runPermitPayment(
      steps({
        card: {
          confirm: async () => {
            throw new TypeError('network');
          },
          authenticate: async () => ({}),
        },
      }),
    );
    expect(outcome).toMatchObject({ message: 'An error occurred during payment processing.' });
  });

  it("shows the server's no-money-taken message on a provider outage and never confirms the card", async () => {
    let isConfirmed = false;
    const outcome = await runPermitPayment(
      steps({
        create: async () => {
          throw new CreatePaymentError(
            503,
            'PAYMENT_PROVIDER_UNAVAILABLE',
            'No money has been taken.',
          );
        },
        card: {
          confirm: async () => {
            isConfirmed = true;
            return {};
          },
          authenticate: async () => ({}),
        },
      }),
    );
    expect(outcome).toMatchObject({ kind: 'failed', message: 'No money has been taken.' });
    expect(isConfirmed).toBe(false);
  });
});
