import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClearanceSummary } from '#domain/inspections/clearance.ts';
import { ClearancePanel } from './clearance-panel.tsx';

const api = vi.hoisted(() => ({ fetchClearance: vi.fn(), revokeClearance: vi.fn() }));
vi.mock('../api/clearance-admin-api.ts', () => api);

const ISSUED: ClearanceSummary = {
  id: 'c1',
  permitNumber: 'RC-2026-000001',
  status: 'issued',
  statusText: 'Clearance issued',
  verification: 'Valid',
  outcome: 'Passed',
  expiresOn: null,
  correctionsDueOn: null,
  issuedAt: '2026-03-02T16:00:00.000Z',
  revokedAt: null,
  revokeReason: null,
  canRevoke: true,
};

describe('clearance panel in the back office', () => {
  beforeEach(() => {
    api.fetchClearance.mockResolvedValue({ clearance: ISSUED });
  });

  it('asks for a reason, then revokes and shows what the verification page now says', async () => {
    const user = userEvent.setup();
    api.revokeClearance.mockResolvedValue({
      clearance: {
        ...ISSUED,
        status: 'revoked',
        verification: 'Revoked',
        revokeReason: 'Wrong parcel',
        canRevoke: false,
      },
    });
    render(<ClearancePanel permitNumber="RC-2026-000001" onUnauthorized={() => {}} />);
    expect(await screen.findByText('Valid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke the clearance' }));
    expect(screen.getByText('Enter why the clearance is revoked')).toBeInTheDocument();
    expect(api.revokeClearance).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason for revoking'), 'Wrong parcel');
    await user.click(screen.getByRole('button', { name: 'Revoke the clearance' }));
    expect(api.revokeClearance).toHaveBeenCalledWith('RC-2026-000001', 'Wrong parcel');
    expect(await screen.findByRole('status')).toHaveTextContent('The clearance is revoked.');
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke the clearance' })).toBeNull();
  });
});
