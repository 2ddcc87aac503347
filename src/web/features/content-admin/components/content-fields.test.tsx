import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DocumentChoicesContext, Fields, setAtPath, type FieldPath } from './content-fields.tsx';
import { validateContent } from './item-editor.tsx';
import { useUnsavedChangesWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';

function Form({ initial, errors = {} }: { initial: unknown; errors?: Record<string, string> }) {
  const [value, setValue] = useState(initial);
  useUnsavedChangesWarning(value !== initial);
  return (
    <>
      <Fields
        value={value}
        path={[]}
        errors={errors}
        onChange={(path: FieldPath, changed) =>
          setValue((current: unknown) => setAtPath(current, path, changed))
        }
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('content form fields', () => {
  it('labels each field, groups nested ones and shows a field’s message under it', () => {
    render(
      <Form
        initial={{ mainOffice: { phone: 'call us', hours: '8-5' } }}
        errors={{ 'mainOffice.phone': 'Enter a phone number with its area code.' }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Main office' });
    expect(group).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'With the area code, for example (435) 555-0100. Enter a phone number with its area code.',
    );
  });

  it('adds and removes list entries', async () => {
    const user = userEvent.setup();
    render(<Form initial={{ restrictions: ['Fireworks'] }} />);
    await user.click(screen.getByRole('button', { name: 'Add to current restrictions' }));
    await user.type(screen.getByRole('textbox', { name: 'Current restrictions 2' }), 'Open fires');
    expect(screen.getByRole('status')).toHaveTextContent(
      '{"restrictions":["Fireworks","Open fires"]}',
    );
    await user.click(screen.getByRole('button', { name: 'Remove current restrictions 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('{"restrictions":["Open fires"]}');
  });

  it('asks before leaving once something has changed', async () => {
    const user = userEvent.setup();
    render(<Form initial={{ heading: 'Hello' }} />);
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), '!');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('checks content with the shared schema before sending: an alert needs a heading', () => {
    expect(validateContent('alert-new', { level: 'warning' })).toMatchObject({
      heading: expect.any(String),
    });
  });

  it('offers a meeting the library documents of its category and fills the title from the chosen one', async () => {
    render(
      <DocumentChoicesContext.Provider
        value={[
          { title: 'March agenda', href: '/documents/march-agenda.pdf', category: 'agendas' },
          { title: 'February minutes', href: '/documents/feb-minutes.pdf', category: 'minutes' },
        ]}
      >
        <Form
          initial={{
            meetings: [
              { agendaTitle: '', agendaHref: '', minutesTitle: 'Old', minutesHref: '/old.pdf' },
            ],
          }}
        />
      </DocumentChoicesContext.Provider>,
    );
    const agenda = screen.getByRole('combobox', { name: 'Agenda document' });
    expect(screen.queryByRole('option', { name: 'February minutes' })).toBeInTheDocument();
    expect(agenda).not.toContainElement(screen.getByRole('option', { name: 'February minutes' }));
    await userEvent.selectOptions(agenda, 'March agenda');
    expect(screen.getByRole('textbox', { name: 'Agenda title' })).toHaveValue('March agenda');
    // An address stored before the library keeps working.
    expect(screen.getByRole('combobox', { name: 'Minutes document' })).toHaveDisplayValue(
      'Other address: /old.pdf',
    );
  });
});
