import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { ReasonForm } from './reason-form.tsx';

function renderVoidForm(run: (reason: string) => Promise<void>, onUnauthorized = vi.fn()) {
  render(
    <ReasonForm
      title="Void the permit"
      label="Reason for voiding"
      missingMessage="Enter the reason for voiding the permit"
      submitLabel="Void the permit"
      run={run}
      onUnauthorized={onUnauthorized}
    />,
  );
  return { onUnauthorized };
}

describe('ReasonForm', () => {
  it('asks for the reason before anything is sent, tied to the box', async () => {
    const run = vi.fn(() => Promise.resolve());
    renderVoidForm(run);
    expect(screen.getByRole('form', { name: 'Void the permit' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Void the permit' }));
    const box = screen.getByLabelText('Reason for voiding');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter the reason for voiding the permit');
    expect(run).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and clears the error once done', async () => {
    const run = vi.fn(() => Promise.resolve());
    renderVoidForm(run);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Void the permit' }));
    await user.type(screen.getByLabelText('Reason for voiding'), '  Paid twice by mistake  ');
    await user.click(screen.getByRole('button', { name: 'Void the permit' }));
    expect(run).toHaveBeenCalledWith('Paid twice by mistake');
    expect(screen.getByLabelText('Reason for voiding')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's refusal under the box, and hands an ended session on", async () => {
    renderVoidForm(() =>
      Promise.reject(new ApiError(409, 'NOT_VOIDABLE', 'This permit is already void.')),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reason for voiding'), 'Wrong address');
    await user.click(screen.getByRole('button', { name: 'Void the permit' }));
    expect(await screen.findByText('This permit is already void.')).toBeVisible();

    const { onUnauthorized } = renderVoidForm(() =>
      Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Log in again.')),
    );
    const second = screen.getAllByLabelText('Reason for voiding')[1]!;
    await user.type(second, 'Wrong address');
    await user.click(screen.getAllByRole('button', { name: 'Void the permit' })[1]!);
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
  });
});
