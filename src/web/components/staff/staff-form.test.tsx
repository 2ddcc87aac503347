import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';
import { FormFailure, NETWORK_FAILURE_MESSAGE, useStaffForm } from './staff-form.tsx';
import { TextField } from './staff-fields.tsx';

const Schema = z.object({
  username: z.string().min(1, 'Enter a username.'),
  email: z.string(),
});
type Values = z.infer<typeof Schema>;

function Harness({
  save,
  onUnauthorized,
}: {
  save: (values: Values) => Promise<void>;
  onUnauthorized?: () => void;
}) {
  const { form, onSubmit } = useStaffForm<Values>({
    resolver: zodResolver(Schema),
    defaultValues: { username: '', email: '' },
    save,
    ...(onUnauthorized ? { onUnauthorized } : {}),
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormFailure message={form.formState.errors.root?.message} />
      <TextField form={form} name="username" label="Username" />
      <TextField form={form} name="email" label="E-mail" />
      <button type="submit">Save</button>
    </form>
  );
}

async function fillAndSave() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'clerk');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useStaffForm', () => {
  it('checks the schema in the browser before anything is sent', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<Harness save={save} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a username.')).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field errors under their fields and moves focus to the first", async () => {
    const save = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'VALIDATION_FAILED', 'Check the form.', {
          username: 'That username is taken.',
          email: 'Enter a real e-mail address.',
        }),
      ),
    );
    render(<Harness save={save} />);
    await fillAndSave();
    expect(await screen.findByText('That username is taken.')).toBeVisible();
    expect(screen.getByText('Enter a real e-mail address.')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save).toHaveBeenCalledWith({ username: 'clerk', email: '' });
  });

  it('says in the alert what belongs to no field the form shows', async () => {
    render(
      <Harness
        save={() =>
          Promise.reject(
            new ApiError(409, 'CONFLICT', 'Someone else changed this account.', {
              roles: 'Choose a role.',
            }),
          )
        }
      />,
    );
    await fillAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this account.',
    );
  });

  it('says the server could not be reached when the call never got an answer', async () => {
    render(<Harness save={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await fillAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_FAILURE_MESSAGE);
  });

  it('hands an ended session to onUnauthorized instead of showing an error', async () => {
    const onUnauthorized = vi.fn();
    render(
      <Harness
        save={() => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Log in again.'))}
        onUnauthorized={onUnauthorized}
      />,
    );
    await fillAndSave();
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
