import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ResultForm } from '#domain/inspections/inspection-result.ts';
import { InspectionResultForm, draftKey } from './inspection-result-form.tsx';
import { answer } from '#tests/support/json-answer.ts';

const FORM: ResultForm = {
  inspectionId: 'insp-1',
  status: 'scheduled',
  permitNumber: 'RC-2026-000001',
  address: '1 Example Rd, Kamas',
  day: '2026-03-03',
  time: '09:00',
  reinspectionOf: null,
  prefill: {
    reasonForInspection: 'New home',
    stage: 'Final',
    inspectionType: 'Final',
    typeOfClearance: 'Full',
    inspectorName: 'Fire Marshal',
    comments: '',
  },
  result: null,
  photos: [],
};

const RECORDED = {
  inspectionId: 'insp-1',
  applicationId: 'app-1',
  outcome: 'corrections-required',
  outcomeLabel: 'Corrections required',
  corrections: ['Mark the hydrant'],
  correctionsDueDays: 14,
  correctionsDueDay: '2026-03-17',
  temporaryClearanceDays: null,
  temporaryClearanceExpiresDay: null,
  ...FORM.prefill,
  recordedAt: '2026-03-03T17:00:00.000Z',
  photos: [],
};

describe('InspectionResultForm', () => {
  const posted: Array<Record<string, unknown>> = [];
  let isOnline: boolean;

  beforeEach(() => {
    posted.length = 0;
    isOnline = true;
    window.localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (init.method !== 'POST') return answer(200, FORM);
        if (!isOnline) throw new TypeError('Failed to fetch');
        posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return answer(201, { result: RECORDED, isNew: true });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the result on the phone without a signal and sends it again, with the same key, once online', async () => {
    const user = userEvent.setup();
    render(<InspectionResultForm inspectionId="insp-1" onUnauthorized={() => {}} />);
    await user.click(await screen.findByRole('radio', { name: 'Corrections required' }));
    await user.type(screen.getByLabelText('Corrections to make'), 'Mark the hydrant');
    await user.type(screen.getByLabelText('Work Must Be Completed In (days)'), '14');
    expect(screen.getByLabelText('Inspection Type')).toHaveValue('Final');

    isOnline = false;
    await user.click(screen.getByRole('button', { name: 'Send the result' }));
    expect(await screen.findByText(/Not sent yet: no connection/)).toBeInTheDocument();
    const kept = JSON.parse(window.localStorage.getItem(draftKey('insp-1')) ?? '{}') as {
      idempotencyKey: string;
      corrections: string;
      isPending: boolean;
    };
    expect(kept).toMatchObject({ corrections: 'Mark the hydrant', isPending: true });

    isOnline = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByRole('heading', { name: 'Recorded result: Corrections required' }),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      idempotencyKey: kept.idempotencyKey,
      outcome: 'corrections-required',
      corrections: ['Mark the hydrant'],
      correctionsDueDays: 14,
    });
    expect(window.localStorage.getItem(draftKey('insp-1'))).toBeNull();
  });

  it('restores a draft typed before a reload', async () => {
    window.localStorage.setItem(
      draftKey('insp-1'),
      JSON.stringify({
        idempotencyKey: '0b0f4b1e-8c55-4d4a-9c2e-0f9b1c2d3e4f',
        outcome: 'failed',
        ...FORM.prefill,
        comments: 'Dog in the yard',
        corrections: '',
        correctionsDueDays: '',
        temporaryClearanceDays: '',
        isPending: false,
      }),
    );
    render(<InspectionResultForm inspectionId="insp-1" onUnauthorized={() => {}} />);
    expect(
      await screen.findByText('Your unsent draft for this inspection was restored.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Failed' })).toBeChecked();
    expect(screen.getByLabelText('Comments')).toHaveValue('Dog in the yard');
  });
});
