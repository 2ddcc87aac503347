import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpanishItem } from '#domain/content/spanish-content.ts';
import { listSpanishRecords, saveSpanishBlock } from '../api/content-api.ts';
import { SpanishRecordsEditor } from './spanish-records-editor.tsx';

vi.mock('../api/content-api.ts', () => ({
  listSpanishRecords: vi.fn(),
  saveSpanishBlock: vi.fn(),
}));

const NOVEMBER: SpanishItem = {
  itemId: 'meeting-2026-11-18-1830',
  name: 'Regular board meeting, Wednesday, November 18, 2026, 6:30 PM',
  blocks: [
    { block: 'place', english: 'Station 41', spanish: null, state: 'missing' },
    { block: 'agendaTitle', english: 'November agenda', spanish: null, state: 'missing' },
  ],
};
const OCTOBER: SpanishItem = {
  itemId: 'meeting-2026-10-21-1830',
  name: 'Regular board meeting, Wednesday, October 21, 2026, 6:30 PM',
  blocks: [
    {
      block: 'place',
      english: 'Station 41',
      spanish: { text: 'Estación 41', source: 'Station 41' },
      state: 'current',
    },
  ],
};

describe('the Spanish of each meeting (decision 329)', () => {
  beforeEach(() => {
    // jsdom lays nothing out.
    Element.prototype.scrollIntoView = vi.fn();
    vi.mocked(listSpanishRecords).mockResolvedValue({ items: [NOVEMBER, OCTOBER] });
    window.history.replaceState(
      null,
      '',
      '/admin/meetings#spanish-meeting-2026-11-18-1830-agendaTitle',
    );
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('lists each meeting with its state, opening the one the link names at its block', async () => {
    render(<SpanishRecordsEditor kind="meetings" onUnauthorized={() => undefined} />);
    const november = (await screen.findByText(NOVEMBER.name)).closest('details')!;
    expect(november).toHaveAttribute('open');
    expect(within(november.querySelector('summary')!).getByText('Spanish missing')).toBeVisible();
    const agenda = within(november).getByRole('form', { name: /^Agenda title/ });
    expect(agenda).toHaveAttribute('id', 'spanish-meeting-2026-11-18-1830-agendaTitle');
    const field = within(agenda).getByLabelText('Spanish agenda title');
    // Ids of their own: another meeting's field never shares one.
    expect(field).toHaveAttribute('id', 'field-es-meeting-2026-11-18-1830-agendaTitle-agendaTitle');
    // A closed meeting draws no forms.
    const october = screen.getByText(OCTOBER.name).closest('details')!;
    expect(october).not.toHaveAttribute('open');
    expect(within(october.querySelector('summary')!).getByText('Spanish current')).toBeVisible();
    expect(within(october).queryByRole('form')).toBeNull();
  });

  it('saves a block with the English it translates and shows the meeting’s new state', async () => {
    vi.mocked(saveSpanishBlock).mockResolvedValueOnce({
      ...NOVEMBER,
      blocks: [
        NOVEMBER.blocks[0]!,
        {
          block: 'agendaTitle',
          english: 'November agenda',
          spanish: { text: 'Agenda de noviembre', source: 'November agenda' },
          state: 'current',
        },
      ],
    });
    render(<SpanishRecordsEditor kind="meetings" onUnauthorized={() => undefined} />);
    const agenda = await screen.findByRole('form', { name: /^Agenda title/ });
    const field = within(agenda).getByLabelText('Spanish agenda title');
    await userEvent.clear(field);
    await userEvent.type(field, 'Agenda de noviembre');
    await userEvent.click(
      within(agenda).getByRole('button', { name: 'Save Spanish agenda title' }),
    );
    await waitFor(() => {
      expect(saveSpanishBlock).toHaveBeenLastCalledWith(
        NOVEMBER.itemId,
        'agendaTitle',
        'Agenda de noviembre',
        'November agenda',
      );
    });
    expect(await within(agenda).findByText('Spanish current')).toBeVisible();
  });
});
