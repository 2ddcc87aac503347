import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RecordsLogEntryForm } from './records-log-entry-form.tsx';
import { answer } from '#tests/support/json-answer.ts';

/** The form for request r-1, listed in the public log under `logSubject`. */
function renderListedForm(logSubject: string | null) {
  render(
    <RecordsLogEntryForm
      requestId="r-1"
      isInPublicLog
      logSubject={logSubject}
      onUnauthorized={() => {}}
    />,
  );
}

describe('RecordsLogEntryForm', () => {
  const sent: Array<{ method: string | undefined; url: string; body: unknown }> = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const body = JSON.parse(String(init.body)) as {
          isInPublicLog: boolean;
          logSubject: string;
        };
        sent.push({ method: init.method, url, body });
        return answer(200, {
          isInPublicLog: body.isInPublicLog,
          logSubject: body.logSubject || null,
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the public subject and the opt-out for the request', async () => {
    const user = userEvent.setup();
    renderListedForm(null);
    const listed = screen.getByRole('checkbox', { name: 'Show this request in the public log' });
    expect(listed).toBeChecked();
    await user.type(screen.getByLabelText('Public subject'), 'Budget worksheets for 2025');
    await user.click(listed);
    await user.click(screen.getByRole('button', { name: 'Save the public log entry' }));

    expect(
      await screen.findByText('Saved: the request is left out of the public log.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/records/requests/r-1/public-log',
        body: { isInPublicLog: false, logSubject: 'Budget worksheets for 2025' },
      },
    ]);
  });

  it('refuses a subject over 200 characters beside the field, without sending it', async () => {
    const user = userEvent.setup();
    renderListedForm('Old subject');
    const subject = screen.getByLabelText('Public subject');
    expect(subject).toHaveValue('Old subject');
    await user.clear(subject);
    await user.click(subject);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save the public log entry' }));
    expect(await screen.findByText('Use at most 200 characters.')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
});
