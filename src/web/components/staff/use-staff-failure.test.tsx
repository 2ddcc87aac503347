import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { FormFailure, NETWORK_FAILURE_MESSAGE } from './staff-form.tsx';
import { useStaffFailure } from './use-staff-failure.ts';

function Harness({ failure, onUnauthorized }: { failure: unknown; onUnauthorized: () => void }) {
  const { error, handleFailure } = useStaffFailure(onUnauthorized);
  return (
    <>
      <FormFailure message={error} />
      <button type="button" onClick={() => handleFailure(failure)}>
        Load
      </button>
    </>
  );
}

async function fail(failure: unknown) {
  const onUnauthorized = vi.fn();
  render(<Harness failure={failure} onUnauthorized={onUnauthorized} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Load' }));
  return onUnauthorized;
}

describe('useStaffFailure', () => {
  it('sends a lapsed login back to the login form and shows no alert', async () => {
    const onUnauthorized = await fail(new ApiError(401, 'UNAUTHORIZED', 'Log in again.'));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's own message", async () => {
    await fail(new ApiError(409, 'DAY_TAKEN', 'That day is already a closure.'));
    expect(screen.getByRole('alert')).toHaveTextContent('That day is already a closure.');
  });

  it('says the server could not be reached when the request never got an answer', async () => {
    const onUnauthorized = await fail(new TypeError('Failed to fetch'));
    expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_FAILURE_MESSAGE);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
