import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Booking, StaffBookingView } from '#domain/inspections/inspections-api.ts';
import { PhoneBookingPage } from './phone-booking-page.tsx';
import { answer, validationFailed } from '#tests/support/json-answer.ts';

const slot = (time: string, hourUtc: number) => ({
  start: `2026-03-04T${hourUtc}:00:00.000Z`,
  end: `2026-03-04T${hourUtc + 1}:00:00.000Z`,
  day: '2026-03-04',
  time,
});

const booking = (time: string, status: Booking['status'] = 'scheduled'): Booking => ({
  id: 'inspection-1',
  status,
  statusText: status === 'scheduled' ? 'Scheduled' : 'Cancelled',
  inspectionType: 'Final',
  start: '2026-03-04T16:00:00.000Z',
  end: '2026-03-04T17:00:00.000Z',
  day: '2026-03-04',
  time,
  sequence: 0,
  canChange: true,
  language: 'en',
});

const VIEW: StaffBookingView = {
  permitNumber: 'RC-2026-000001',
  applicantName: 'Robin Caller',
  address: '42 Weber Canyon Rd, Oakley, UT 84055',
  phone: '435-555-0100',
  inspectionType: 'Final',
  durationMinutes: 60,
  booking: null,
  canBook: true,
  days: [{ day: '2026-03-04', slots: [slot('09:00', 16), slot('10:00', 17), slot('11:00', 18)] }],
};

describe('PhoneBookingPage', () => {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  let view: StaffBookingView;
  let changeAnswer: () => Response;
  beforeEach(() => {
    sent.length = 0;
    view = VIEW;
    changeAnswer = () => answer(201, { booking: booking('09:00') });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        if (method === 'GET' && url.includes('?q='))
          return answer(200, {
            matches: [
              {
                permitNumber: VIEW.permitNumber,
                permitTitle: 'Residential Clearance',
                applicantName: VIEW.applicantName,
                address: VIEW.address,
              },
            ],
          });
        if (method === 'GET') return answer(200, view);
        sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return changeAnswer();
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function openCaller() {
    const user = userEvent.setup();
    render(<PhoneBookingPage onUnauthorized={() => {}} />);
    await user.type(
      screen.getByRole('searchbox', { name: 'Permit number, applicant name or address' }),
      'Weber',
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: /RC-2026-000001: Robin Caller/ }));
    await screen.findByRole('heading', { name: 'Permit RC-2026-000001: Robin Caller' });
    return user;
  }

  it('asks for a longer search under the field, linked to it', async () => {
    const user = userEvent.setup();
    render(<PhoneBookingPage onUnauthorized={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Permit number, applicant name or address' });
    await user.type(box, 'W');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(box).toHaveAccessibleDescription(
      'Enter at least 2 characters of a permit number, a name or an address',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
  });

  it('books a chosen free time for the caller, and asks for a time when none is chosen', async () => {
    const user = await openCaller();
    expect(screen.getByText('No inspection booked yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    const time = screen.getByRole('combobox', { name: 'Time' });
    expect(time).toHaveAccessibleDescription(/Choose a time/);
    expect(time).toHaveFocus();
    expect(sent).toEqual([]);

    await user.selectOptions(time, 'Wednesday, March 4, 2026, 09:00');
    view = { ...VIEW, booking: booking('09:00') };
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Inspection booked for Wednesday, March 4, 2026 at 09:00. The applicant has been e-mailed.',
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/inspections/bookings/RC-2026-000001',
        body: { start: '2026-03-04T16:00:00.000Z' },
      },
    ]);
    expect(
      screen.getByText(
        'Final inspection booked for Wednesday, March 4, 2026 at 09:00 (Mountain Time).',
      ),
    ).toBeInTheDocument();
  });

  it('moves and cancels a booked inspection', async () => {
    view = { ...VIEW, booking: booking('09:00') };
    const user = await openCaller();
    changeAnswer = () => answer(200, { booking: booking('11:00') });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'New time' }),
      'Wednesday, March 4, 2026, 11:00',
    );
    view = { ...VIEW, booking: booking('11:00') };
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Inspection moved to Wednesday, March 4, 2026 at 11:00.',
    );
    changeAnswer = () => answer(200, { booking: booking('11:00', 'cancelled') });
    view = { ...VIEW, booking: booking('11:00', 'cancelled') };
    await user.click(screen.getByRole('button', { name: 'Cancel this inspection' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Inspection for Wednesday, March 4, 2026 at 11:00 cancelled.',
    );
    expect(sent.map((request) => request.method)).toEqual(['PUT', 'DELETE']);
    expect(screen.queryByRole('button', { name: 'Cancel this inspection' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeInTheDocument();
  });

  it('shows a lost race as a clear message with the free times as they are now', async () => {
    const user = await openCaller();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Time' }),
      'Wednesday, March 4, 2026, 10:00',
    );
    changeAnswer = () =>
      answer(409, {
        error: {
          code: 'SLOT_TAKEN',
          message: 'Someone has just booked that time. Choose one of the next free times.',
        },
        nextSlots: [slot('11:00', 18)],
      });
    view = { ...VIEW, days: [{ day: '2026-03-04', slots: [slot('11:00', 18)] }] };
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone has just booked that time. Choose one of the next free times. The booking and free times below are up to date.',
    );
    const options = screen
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((text) => text !== 'Choose a time');
    expect(options).toEqual(['Wednesday, March 4, 2026, 11:00']);
  });

  it('puts the server’s field message under the time', async () => {
    const user = await openCaller();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Time' }),
      'Wednesday, March 4, 2026, 09:00',
    );
    changeAnswer = () => validationFailed({ start: 'Choose a time from the list' });
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    const time = screen.getByRole('combobox', { name: 'Time' });
    expect(await screen.findByText('Choose a time from the list')).toBeInTheDocument();
    expect(time).toHaveAccessibleDescription(/Choose a time from the list/);
  });
});
