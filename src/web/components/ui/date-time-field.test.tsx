import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DateTimeField } from './date-time-field.tsx';

const PICKER_LOAD_MS = 15_000;

function Harness({ mode, initial = '' }: { mode: 'date' | 'time'; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">When</label>
      <DateTimeField
        id="when"
        mode={mode}
        label="When"
        dateFormat="MM/dd/yyyy"
        value={value}
        onChange={setValue}
      />
      <output aria-label="Stored">{value}</output>
      <button type="button" onClick={() => setValue('2026-12-24')}>
        Set from outside
      </button>
    </>
  );
}

describe('DateTimeField', () => {
  it('stores a typed date as YYYY-MM-DD and shows it in the field format', async () => {
    const user = userEvent.setup();
    render(<Harness mode="date" />);
    const input = screen.getByRole('textbox', { name: 'When' });
    await user.type(input, '2026-07-15');
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2026-07-15');
    await user.tab();
    expect(input).toHaveValue('07/15/2026');
  });

  it('keeps unreadable typing on screen and stores nothing for it', async () => {
    const user = userEvent.setup();
    render(<Harness mode="date" initial="2026-07-15" />);
    const input = screen.getByRole('textbox', { name: 'When' });
    await user.clear(input);
    await user.type(input, '13/45/2026');
    expect(input).toHaveValue('13/45/2026');
    expect(screen.getByLabelText('Stored')).toBeEmptyDOMElement();
  });

  it('follows a value set from outside', async () => {
    const user = userEvent.setup();
    render(<Harness mode="date" />);
    await user.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(screen.getByRole('textbox', { name: 'When' })).toHaveValue('12/24/2026');
  });

  it('opens the calendar from its button only, in the flow, and a picked day closes it', async () => {
    const user = userEvent.setup();
    render(<Harness mode="date" initial="2026-07-15" />);
    const input = screen.getByRole('textbox', { name: 'When' });
    await user.click(input);
    expect(screen.queryByRole('group', { name: 'When: calendar' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Choose When' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('inputmode', 'none');
    const calendar = screen.getByRole('group', { name: 'When: calendar' });
    // The picker's code loads on first opening.
    const day = await screen.findByRole(
      'gridcell',
      { name: /July 20th, 2026/ },
      { timeout: PICKER_LOAD_MS },
    );
    expect(calendar).toContainElement(day);
    await user.click(day);

    expect(screen.getByLabelText('Stored')).toHaveTextContent('2026-07-20');
    expect(input).toHaveValue('07/20/2026');
    expect(screen.queryByRole('group', { name: 'When: calendar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose When' })).toHaveFocus();
    expect(input).not.toHaveAttribute('inputmode');
  });

  it('closes the picker on Escape and hands focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Harness mode="time" initial="09:00" />);
    expect(screen.getByRole('textbox', { name: 'When' })).toHaveValue('9:00 AM');
    await user.click(screen.getByRole('button', { name: 'Choose When' }));
    await screen.findByRole('option', { name: /9:15 AM/ }, { timeout: PICKER_LOAD_MS });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'When: time list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose When' })).toHaveFocus();
  });

  it('stores a typed 12-hour time as HH:mm', async () => {
    const user = userEvent.setup();
    render(<Harness mode="time" />);
    await user.type(screen.getByRole('textbox', { name: 'When' }), '2:45 pm');
    expect(screen.getByLabelText('Stored')).toHaveTextContent('14:45');
  });
});
