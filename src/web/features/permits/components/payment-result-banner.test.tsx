import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentReceipt } from '#domain/permits/permits-api.ts';
import { PaymentResultBanner } from './payment-result-banner.tsx';

const RECEIPT: PaymentReceipt = {
  totalCents: 75_473,
  paidAt: '2026-03-02T16:00:00.000Z',
  email: 'jordan@example.org',
  pdfUrl: '/api/permits/pdf/abc',
  statusUrl: '/permits/status?token=tok',
};

describe('payment confirmation', () => {
  it('offers "Book your inspection" when the permit needs one', () => {
    render(
      <PaymentResultBanner
        outcome={{
          kind: 'success',
          permitNumber: 'RC-2026-000001',
          receipt: { ...RECEIPT, inspectionUrl: '/permits/inspection?token=tok' },
        }}
        formType="residential"
        onApplyAgain={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Book your inspection' })).toHaveAttribute(
      'href',
      '/permits/inspection?token=tok',
    );
    expect(screen.getByText(/needs an inspection by the Fire Marshal/)).toBeInTheDocument();
  });

  it('offers no booking when the permit needs no inspection', () => {
    render(
      <PaymentResultBanner
        outcome={{ kind: 'success', permitNumber: 'SP-2026-000001', receipt: RECEIPT }}
        formType="sprinkler"
        onApplyAgain={() => {}}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Book your inspection' })).toBeNull();
    expect(screen.getByText('Keep the permit for your records.')).toBeInTheDocument();
  });
});
