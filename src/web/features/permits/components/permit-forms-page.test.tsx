import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermitFormsPage } from './permit-forms-page.tsx';
import { answer, validationFailed } from '#tests/support/json-answer.ts';
import { fillSprinklerApplicant } from '#tests/support/sprinkler-form.ts';

interface RecordedRequest {
  url: string;
  body: string;
}

const CONFIG = {
  paymentMode: 'sandbox',
  publishableKeys: {},
  processingFeePercent: 3.5,
  fireProtectionOfficer: 'Officer Jane Doe',
};

/** A stand-in for our API: answers by path and records every request body. */
function stubApi(handlers: Record<string, (body: unknown) => Response>) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = typeof init?.body === 'string' ? init.body : '';
      requests.push({ url, body });
      const path = url.split('?')[0]!;
      if (path === '/api/permits/config') return answer(200, CONFIG);
      const handler = handlers[path];
      if (!handler) return answer(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
      return handler(body ? JSON.parse(body) : undefined);
    }),
  );
  return requests;
}

async function openSprinklerForm(user: ReturnType<typeof userEvent.setup>) {
  render(<PermitFormsPage />);
  await user.click(screen.getByRole('button', { name: 'Sprinkler' }));
  const form = screen.getByRole('form', { name: 'Sprinkler Permit' });
  await within(form).findByText('Test mode — no real charges');
  return form;
}

async function fillSprinkler(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  cardNumber: string,
) {
  const inForm = within(form);
  await fillSprinklerApplicant(user, inForm);
  await user.type(inForm.getByLabelText('Card number'), cardNumber);
  await user.type(inForm.getByLabelText('Expiration'), '12/34');
  await user.type(inForm.getByLabelText('CVC'), '123');
  await user.type(inForm.getByLabelText('ZIP'), '84036');
}

beforeEach(() => {
  document.title = 'Permit Forms | District';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Permit Forms page', () => {
  it('shows Residential by default and switches forms with pressed toggle buttons', async () => {
    stubApi({});
    const user = userEvent.setup();
    render(<PermitFormsPage />);
    expect(screen.getByRole('button', { name: 'Residential' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('form', { name: 'Residential Clearance' })).toBeVisible();
    expect(screen.getByText('A 3.5% processing fee is added to each payment.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Commercial' }));
    expect(screen.getByRole('button', { name: 'Commercial' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const commercial = screen.getByRole('form', { name: 'Commercial Clearance' });
    expect(within(commercial).getByLabelText('Building Type')).toHaveValue('Commercial');
    expect(screen.queryByRole('form', { name: 'Residential Clearance' })).not.toBeInTheDocument();
  });

  it('shows the configured fire protection officer read-only', async () => {
    stubApi({});
    render(<PermitFormsPage />);
    const officer = screen.getByLabelText('Fire Protection Officer');
    await waitFor(() => expect(officer).toHaveValue('Officer Jane Doe'));
    expect(officer).toHaveAttribute('readonly');
  });

  it('shows the cost, the processing fee and the total from the area typed', async () => {
    stubApi({});
    const user = userEvent.setup();
    render(<PermitFormsPage />);
    await user.type(screen.getByLabelText('Area Covered (sq ft)'), '4801');
    const cost = screen.getByRole('region', { name: 'Cost' });
    // The shared schema that parses the area loads on first use (not with the page).
    expect(await within(cost).findByText('$1,965.45')).toBeInTheDocument();
    expect(within(cost).getByText('$68.79')).toBeInTheDocument();
    expect(within(cost).getByText('$2,034.24')).toBeInTheDocument();
  });

  it('asks for the mailing address only when it differs from the service address', async () => {
    stubApi({});
    const user = userEvent.setup();
    render(<PermitFormsPage />);
    await user.click(screen.getByRole('button', { name: 'Propane' }));
    const form = screen.getByRole('form', { name: 'Propane Tank Permit' });
    const same = within(form).getByLabelText('Mailing address is the same as the service address');
    expect(same).toBeChecked();
    expect(within(form).queryByLabelText('Mailing Address')).not.toBeInTheDocument();
    await user.click(same);
    expect(within(form).getByLabelText('Mailing Address')).toBeInTheDocument();
  });

  it('after a failed submit focuses a summary linking to each field and prefixes the title', async () => {
    stubApi({});
    const user = userEvent.setup();
    const form = await openSprinklerForm(user);
    await user.type(within(form).getByLabelText('Applicant Name'), 'Pat');
    await user.type(within(form).getByLabelText('Applicant Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));

    const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(document.title).toBe('Error: Permit Forms | District');
    const emailLink = within(summary).getByRole('link', {
      name: 'Enter an e-mail address in the correct format, like name@example.org',
    });
    expect(emailLink).toHaveAttribute('href', '#permit-sprinkler-applicantEmail');
    const email = within(form).getByLabelText('Applicant Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Enter an e-mail address in the correct format/);
    expect(within(form).getByLabelText('Applicant Name')).toHaveValue('Pat');
    expect(
      within(summary).getByRole('link', { name: 'Enter the card number' }),
    ).toBeInTheDocument();
    await user.click(emailLink);
    expect(email).toHaveFocus();
  });

  it('pays with a test card, sending only its payment-method id, and shows the permit number', async () => {
    const requests = stubApi({
      '/api/sprinkler': () =>
        answer(200, { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1' }),
      '/api/payments/sandbox/confirm': () =>
        answer(200, { paymentIntent: { id: 'pi_1', status: 'succeeded' } }),
      '/api/sprinkler/complete': () =>
        answer(200, { status: 'success', permitNumber: 'SP-2026-000123' }),
    });
    const user = userEvent.setup();
    const form = await openSprinklerForm(user);
    await fillSprinkler(user, form, '4242 4242 4242 4242');
    await user.click(within(form).getByRole('button', { name: 'Pay $267.81' }));

    expect(await within(form).findByText('SP-2026-000123')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Paid' })).toBeDisabled();
    expect(within(form).getByLabelText('Applicant Name')).toHaveValue('');
    const create = JSON.parse(requests.find((request) => request.url === '/api/sprinkler')!.body);
    expect(create).toMatchObject({
      amount: 25875,
      formData: { applicationDate: '2026-07-04', applicantName: 'Pat Applicant' },
    });
    const confirm = JSON.parse(
      requests.find((request) => request.url === '/api/payments/sandbox/confirm')!.body,
    );
    expect(confirm).toEqual({ clientSecret: 'pi_1_secret_x', paymentMethod: 'pm_card_visa' });
    for (const request of requests) expect(request.body).not.toMatch(/4242/);
  });

  it('shows Payment failed with the decline message', async () => {
    stubApi({
      '/api/sprinkler': () => answer(200, { clientSecret: 'pi_2_secret_x' }),
      '/api/payments/sandbox/confirm': () =>
        answer(200, {
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
          paymentIntent: { id: 'pi_2', status: 'requires_payment_method' },
        }),
    });
    const user = userEvent.setup();
    const form = await openSprinklerForm(user);
    await fillSprinkler(user, form, '4000 0000 0000 0002');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(within(form).getByRole('button', { name: /^Pay/ })).toBeEnabled();
    expect(within(form).getByLabelText('Applicant Name')).toHaveValue('Pat Applicant');
  });

  it('runs the 3-D Secure dialog and completes after authentication', async () => {
    stubApi({
      '/api/sprinkler': () => answer(200, { clientSecret: 'pi_3_secret_x' }),
      '/api/payments/sandbox/confirm': () =>
        answer(200, { paymentIntent: { id: 'pi_3', status: 'requires_action' } }),
      '/api/payments/sandbox/authenticate': (body) =>
        (body as { outcome: string }).outcome === 'complete'
          ? answer(200, { paymentIntent: { id: 'pi_3', status: 'succeeded' } })
          : answer(200, {
              error: { code: 'payment_intent_authentication_failure', message: 'Failed.' },
            }),
      '/api/sprinkler/complete': () =>
        answer(200, {
          status: 'partial_success',
          permitNumber: 'SP-9',
          pdfUrl: '/api/permits/pdf/abc',
        }),
    });
    const user = userEvent.setup();
    const form = await openSprinklerForm(user);
    await fillSprinkler(user, form, '4000 0027 6000 3184');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    const dialog = await screen.findByRole('dialog', { name: '3-D Secure authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await within(form).findByText('Payment Succeeded, But...')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: /Download your permit/ })).toHaveAttribute(
      'href',
      '/api/permits/pdf/abc',
    );
  });

  it('says Authentication failed when the 3-D Secure step fails', async () => {
    stubApi({
      '/api/sprinkler': () => answer(200, { clientSecret: 'pi_4_secret_x' }),
      '/api/payments/sandbox/confirm': () =>
        answer(200, { paymentIntent: { id: 'pi_4', status: 'requires_action' } }),
      '/api/payments/sandbox/authenticate': () =>
        answer(200, {
          error: {
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
          },
        }),
    });
    const user = userEvent.setup();
    const form = await openSprinklerForm(user);
    await fillSprinkler(user, form, '4000 0027 6000 3184');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    const dialog = await screen.findByRole('dialog', { name: '3-D Secure authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Authentication failed');
  });

  it('shows the sprinkler error field and the missing client secret message', async () => {
    let sprinklerAnswer: Response = answer(400, { error: 'Sprinkler permits are paused.' });
    stubApi({ '/api/sprinkler': () => sprinklerAnswer });
    const user = userEvent.setup();
    const form = await openSprinklerForm(user);
    await fillSprinkler(user, form, '4242424242424242');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Sprinkler permits are paused.',
    );
    sprinklerAnswer = answer(200, {});
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'No client secret returned from the server',
      ),
    );
  });

  it('shows the server field errors on their fields', async () => {
    stubApi({
      '/api/sprinkler': () =>
        validationFailed(
          { 'formData.serviceAddress': 'Enter the service address' },
          'Some fields need attention.',
        ),
    });
    const user = userEvent.setup();
    const form = await openSprinklerForm(user);
    await fillSprinkler(user, form, '4242424242424242');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Service Address')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(
      within(form).getByRole('link', { name: 'Enter the service address' }),
    ).toBeInTheDocument();
  });

  it('ignores a second submit while a payment is processing', async () => {
    let releaseCreate: (response: Response) => void = () => {};
    const requests = stubApi({
      '/api/sprinkler': () => answer(500, {}),
    });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/sprinkler') {
        requests.push({ url: '/api/sprinkler', body: '' });
        return new Promise<Response>((resolve) => {
          releaseCreate = resolve;
        });
      }
      return original(input, init);
    });
    const user = userEvent.setup();
    const form = await openSprinklerForm(user);
    await fillSprinkler(user, form, '4242424242424242');
    const button = within(form).getByRole('button', { name: /^Pay/ });
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Processing...'));
    expect(screen.getByRole('dialog', { name: 'Processing Payment' })).toHaveTextContent(
      'Please wait...',
    );
    await user.click(button);
    act(() => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    releaseCreate(
      answer(503, {
        error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'No money has been taken.' },
      }),
    );
    expect(await within(form).findByText('No money has been taken.')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/sprinkler')).toHaveLength(1);
    expect(button).toBeEnabled();
  });
});
