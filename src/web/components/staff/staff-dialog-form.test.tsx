import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';
import { StaffDialogForm } from './staff-dialog-form.tsx';
import { TextField } from './staff-fields.tsx';
import { useStaffForm } from './staff-form.tsx';

const Schema = z.object({ name: z.string().min(1, 'Enter a name.') });
type Values = z.infer<typeof Schema>;

function Harness({
  save,
  onCancel,
}: {
  save: (values: Values) => Promise<void>;
  onCancel: () => void;
}) {
  const { form, onSubmit } = useStaffForm<Values>({
    resolver: zodResolver(Schema),
    defaultValues: { name: '' },
    save,
  });
  return (
    <StaffDialogForm form={form} onSubmit={onSubmit} submitLabel="Add list" onCancel={onCancel}>
      <TextField form={form} name="name" label="Name" />
    </StaffDialogForm>
  );
}

describe('StaffDialogForm', () => {
  it('saves the fields, shows a failure that belongs to no field, and keeps the button off while saving', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const save = vi
      .fn<(values: Values) => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'That list changed meanwhile.'));
    render(<Harness save={save} onCancel={() => undefined} />);
    await user.type(screen.getByLabelText('Name'), 'Station 42 news');
    await user.click(screen.getByRole('button', { name: 'Add list' }));
    expect(save).toHaveBeenCalledWith({ name: 'Station 42 news' });
    expect(screen.getByRole('button', { name: 'Add list' })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Add list' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That list changed meanwhile.');
  });

  it('calls onCancel from its Cancel button without saving', async () => {
    const user = userEvent.setup();
    const save = vi.fn<(values: Values) => Promise<void>>();
    const onCancel = vi.fn();
    render(<Harness save={save} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();
  });
});
