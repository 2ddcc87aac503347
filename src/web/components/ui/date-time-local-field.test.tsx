import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DateTimeLocalField } from './date-time-local-field.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="ends">End (Mountain Time, optional)</label>
      <DateTimeLocalField id="ends" label="End" value={value} onChange={setValue} />
      <output aria-label="Stored">{value}</output>
    </>
  );
}

describe('DateTimeLocalField', () => {
  it('stores a typed date and 12-hour time as one YYYY-MM-DDTHH:mm value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(
      screen.getByRole('textbox', { name: 'End (Mountain Time, optional)' }),
      '11/24/2026',
    );
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2026-11-24T');
    await user.type(screen.getByRole('textbox', { name: 'End, time' }), '2:30 PM');
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2026-11-24T14:30');
  });

  it('shows a stored value in US style and stores nothing once both parts are cleared', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-07-04T09:15" />);
    const date = screen.getByRole('textbox', { name: 'End (Mountain Time, optional)' });
    const time = screen.getByRole('textbox', { name: 'End, time' });
    expect(date).toHaveValue('07/04/2026');
    expect(time).toHaveValue('9:15 AM');
    await user.clear(date);
    await user.clear(time);
    expect(screen.getByLabelText('Stored')).toBeEmptyDOMElement();
  });
});
