import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { useUnsavedFormWarning, useUnsavedInputWarning } from './use-unsaved-changes-warning.ts';

function isLeavingBlocked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function HookForm() {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  useUnsavedFormWarning(form);
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      <button type="submit">Save</button>
    </form>
  );
}

function InputForm() {
  const unsaved = useUnsavedInputWarning();
  return (
    <form
      onInput={unsaved.onInput}
      onSubmit={(event) => {
        event.preventDefault();
        unsaved.markSaved();
      }}
    >
      <label htmlFor="note">Note</label>
      <input id="note" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('unsaved-changes warning on staff forms', () => {
  it('asks before leaving a react-hook-form form once changed, and not after saving', async () => {
    const user = userEvent.setup();
    render(<HookForm />);
    expect(isLeavingBlocked()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    expect(isLeavingBlocked()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(isLeavingBlocked()).toBe(false);
  });

  it('asks before leaving a form the browser holds once typed in, and not after saving', async () => {
    const user = userEvent.setup();
    render(<InputForm />);
    expect(isLeavingBlocked()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    expect(isLeavingBlocked()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(isLeavingBlocked()).toBe(false);
  });
});
