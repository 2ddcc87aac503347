import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  DEFAULT_INSPECTION_SETTINGS,
  type InspectionSettings,
} from '#domain/inspections/inspection-settings.ts';
import { InspectionSettingsForm } from './inspection-settings-form.tsx';
import { answer, validationFailed } from '#tests/support/json-answer.ts';
import { retype } from '#tests/support/retype.ts';

describe('InspectionSettingsForm', () => {
  const sent: Array<{ method: string; url: string; body: InspectionSettings }> = [];
  let putAnswer: (body: InspectionSettings) => Response;

  beforeEach(() => {
    sent.length = 0;
    putAnswer = (body) => answer(200, body);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method !== 'PUT') return answer(200, DEFAULT_INSPECTION_SETTINGS);
        const body = JSON.parse(String(init.body)) as InspectionSettings;
        sent.push({ method: init.method, url, body });
        return putAnswer(body);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the settings and saves a new fee in exact cents and a permit type that needs no inspection', async () => {
    const user = userEvent.setup();
    render(<InspectionSettingsForm onUnauthorized={() => {}} />);
    const fee = await screen.findByLabelText('Re-inspection fee in dollars');
    expect(fee).toHaveValue('0.00');
    await retype(user, fee, '50.00');
    const propane = screen.getByRole('checkbox', {
      name: 'Needs an inspection (Propane Tank Permit)',
    });
    expect(propane).toBeChecked();
    await user.click(propane);
    await user.click(screen.getByRole('button', { name: 'Save inspection settings' }));

    expect(await screen.findByText('The inspection settings are saved.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/admin/inspections/settings');
    expect(sent[0]?.body).toEqual({
      ...DEFAULT_INSPECTION_SETTINGS,
      reinspectionFeeCents: 5000,
      permitTypes: {
        ...DEFAULT_INSPECTION_SETTINGS.permitTypes,
        propane: { needsInspection: false, firstInspectionTypeId: 'final' },
      },
    });
  });

  it('shows the server’s field error beside the field it names', async () => {
    putAnswer = () =>
      validationFailed({
        'inspectionTypes.1.durationMinutes': 'Enter a duration in steps of 15 minutes',
      });
    const user = userEvent.setup();
    render(<InspectionSettingsForm onUnauthorized={() => {}} />);
    const duration = await screen.findByLabelText('Duration in minutes (type 2)');
    await retype(user, duration, '50');
    await user.click(screen.getByRole('button', { name: 'Save inspection settings' }));

    expect(await screen.findByText('Check the settings marked below.')).toBeInTheDocument();
    expect(duration).toHaveAccessibleDescription(
      expect.stringContaining('Enter a duration in steps of 15 minutes'),
    );
    expect(duration).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]?.body.inspectionTypes[1]?.durationMinutes).toBe(50);
  });

  it('asks for dollars and cents before sending a fee it cannot read', async () => {
    const user = userEvent.setup();
    render(<InspectionSettingsForm onUnauthorized={() => {}} />);
    const fee = await screen.findByLabelText('Re-inspection fee in dollars');
    await retype(user, fee, 'fifty');
    await user.click(screen.getByRole('button', { name: 'Save inspection settings' }));

    expect(fee).toHaveAccessibleDescription(
      expect.stringContaining('Enter the fee in dollars, like 50.00'),
    );
    expect(sent).toHaveLength(0);
  });
});
