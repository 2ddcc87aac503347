import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AlertFields, EMPTY_ALERT } from './alert-fields.tsx';
import { setAtPath, type FieldPath } from './content-fields.tsx';

function Form({ initial }: { initial: unknown }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AlertFields
        value={value}
        errors={{}}
        onChange={(path: FieldPath, changed) =>
          setValue((current: unknown) => setAtPath(current, path, changed))
        }
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('alert fields', () => {
  it('marks an alert urgent with a described checkbox and clears the mark again', async () => {
    const user = userEvent.setup();
    render(<Form initial={EMPTY_ALERT} />);
    const urgent = screen.getByRole('checkbox', { name: 'Urgent' });
    expect(urgent).not.toBeChecked();
    expect(urgent).toHaveAccessibleDescription(/goes out before news and job notices/);
    await user.click(urgent);
    expect(urgent).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('"isUrgent":true');
    await user.click(urgent);
    expect(screen.getByRole('status')).toHaveTextContent('"isUrgent":false');
  });

  it('shows a stored urgent alert ticked', () => {
    render(<Form initial={{ ...EMPTY_ALERT, heading: 'Evacuate', isUrgent: true }} />);
    expect(screen.getByRole('checkbox', { name: 'Urgent' })).toBeChecked();
  });

  it('adds a link with its text and address, and takes it away again', async () => {
    const user = userEvent.setup();
    render(<Form initial={EMPTY_ALERT} />);
    expect(screen.queryByRole('textbox', { name: 'Link text' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Add a link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link text' }), 'Read the order');
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue('https://');
    expect(screen.getByRole('status')).toHaveTextContent('"label":"Read the order"');
    await user.click(screen.getByRole('checkbox', { name: 'Add a link' }));
    expect(screen.getByRole('status')).toHaveTextContent('"link":null');
  });

  it('says under Prohibits open burning what the box does, in the styled hint', async () => {
    const user = userEvent.setup();
    render(<Form initial={EMPTY_ALERT} />);
    const prohibits = screen.getByRole('checkbox', { name: 'Prohibits open burning' });
    expect(prohibits).toHaveAccessibleDescription(/burn check-ins are refused/);
    expect(screen.getByText(/burn check-ins are refused/)).toHaveClass('field-hint');
    await user.click(prohibits);
    expect(screen.getByRole('status')).toHaveTextContent('"prohibitsOpenBurning":true');
  });

  it('records the Spanish beside the English it translates, and says when it is out of date', async () => {
    const user = userEvent.setup();
    render(<Form initial={{ ...EMPTY_ALERT, heading: 'Evacuate', text: 'Leave now.' }} />);
    expect(screen.getByRole('group', { name: 'Spanish' })).toHaveAccessibleDescription(
      /No Spanish yet/,
    );
    await user.type(screen.getByRole('textbox', { name: 'Heading in Spanish' }), 'Evacúe');
    await user.type(screen.getByRole('textbox', { name: 'Text in Spanish' }), 'Salga ahora.');
    expect(screen.getByRole('status')).toHaveTextContent(
      '"spanish":{"text":{"heading":"Evacúe","text":"Salga ahora."},"source":{"heading":"Evacuate","text":"Leave now."}}',
    );
    expect(screen.getByRole('group', { name: 'Spanish' })).toHaveAccessibleDescription(
      /Up to date/,
    );
    expect(screen.getByRole('textbox', { name: 'Heading in Spanish' })).toHaveAttribute(
      'lang',
      'es',
    );
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), ' today');
    expect(screen.getByRole('group', { name: 'Spanish' })).toHaveAccessibleDescription(
      /Out of date: the English changed/,
    );
  });
});
