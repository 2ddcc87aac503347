import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Calendar } from 'react-big-calendar';
import { toDisplayInterval } from '#domain/calendar/availability.ts';
import { createCalendarLocalizer } from '../localizer.ts';
import { OneTableAgenda, type AgendaEvent } from './one-table-agenda.tsx';

function showAgenda(events: AgendaEvent[]) {
  render(
    <Calendar<AgendaEvent>
      localizer={createCalendarLocalizer(0)}
      culture="en-US"
      events={events}
      views={{ agenda: OneTableAgenda }}
      view="agenda"
      onView={() => undefined}
      date={new Date(2026, 5, 1)}
      onNavigate={() => undefined}
      toolbar={false}
    />,
  );
}

const evening: AgendaEvent = {
  title: 'Evening burn watch',
  ...toDisplayInterval({
    startDate: '2026-06-02',
    endDate: '2026-06-02',
    startTime: '18:00',
    endTime: '00:00',
    isMultiDay: false,
  }),
};
const inspection: AgendaEvent = {
  title: 'Inspection at Oakley',
  ...toDisplayInterval({
    startDate: '2026-06-02',
    endDate: '2026-06-02',
    startTime: '09:00',
    endTime: '11:30',
    isMultiDay: false,
  }),
};

describe('the phone agenda', () => {
  it('is one table: its column headers and its events share it', () => {
    showAgenda([evening, inspection]);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(1);
    const table = tables[0]!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Time', 'Event']);
    // One row group for the day, the day its header cell, the events in order.
    const groups = table.querySelectorAll('tbody');
    expect(groups).toHaveLength(1);
    const dayHeader = groups[0]!.querySelector('th');
    expect(dayHeader).toHaveAttribute('scope', 'rowgroup');
    expect(dayHeader).toHaveAttribute('rowspan', '2');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '9:00 AM – 11:30 AM',
      'Inspection at Oakley',
      '6:00 PM – midnight',
      'Evening burn watch',
    ]);
  });

  it('says so when the month has no events', () => {
    showAgenda([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/no events in this range/i)).toBeInTheDocument();
  });
});
