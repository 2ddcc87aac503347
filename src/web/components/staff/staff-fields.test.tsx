import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CheckboxField,
  DateTimeFormField,
  PasswordField,
  SelectField,
  TextField,
} from './staff-fields.tsx';

const Schema = z.object({
  name: z.string().min(1, 'Enter a name.'),
  secret: z.string().min(12, 'Use at least 12 characters.'),
  colour: z.enum(['red', 'blue']),
  isActive: z.boolean(),
  day: z.string().min(1, 'Enter a date.'),
});
type Values = z.infer<typeof Schema>;

function Harness({ onSave }: { onSave: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(Schema),
    defaultValues: { name: '', secret: '', colour: 'red', isActive: false, day: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <TextField form={form} name="name" label="Name" hint="As on the badge." />
      <PasswordField form={form} name="secret" label="Password" autoComplete="new-password" />
      <SelectField
        form={form}
        name="colour"
        label="Colour"
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
      />
      <CheckboxField form={form} name="isActive" label="Active" />
      <DateTimeFormField form={form} name="day" label="Day" mode="date" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('staff form fields', () => {
  it('label each control and link its hint, then its error after a failed submit', async () => {
    const user = userEvent.setup();
    render(<Harness onSave={() => undefined} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('As on the badge.');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on the badge. Enter a name.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 12 characters.',
    );
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAccessibleDescription(
      'Enter a date.',
    );
  });

  it('hand the typed, chosen and ticked values to the form', async () => {
    const user = userEvent.setup();
    let saved: Values | undefined;
    render(<Harness onSave={(values) => (saved = values)} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana');
    await user.type(screen.getByLabelText('Password'), 'long enough secret');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'blue');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '11/24/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({
      name: 'Dana',
      secret: 'long enough secret',
      colour: 'blue',
      isActive: true,
      day: '2026-11-24',
    });
  });
});
