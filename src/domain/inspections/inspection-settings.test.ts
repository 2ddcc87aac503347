import { describe, expect, it } from 'vitest';
import { formatBlockDeletionPrompt } from './block-deletion.ts';
import {
  DEFAULT_INSPECTION_SETTINGS,
  InspectionSettingsSchema,
  findFirstInspectionType,
} from './inspection-settings.ts';

function messagesFor(settings: unknown): Record<string, string> {
  const result = InspectionSettingsSchema.safeParse(settings);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('inspection settings', () => {
  it('needs an inspection for both clearances, sprinkler and propane by default', () => {
    expect(InspectionSettingsSchema.parse(DEFAULT_INSPECTION_SETTINGS)).toEqual(
      DEFAULT_INSPECTION_SETTINGS,
    );
    for (const type of ['residential', 'commercial', 'sprinkler', 'propane'] as const)
      expect(findFirstInspectionType(DEFAULT_INSPECTION_SETTINGS, type)).not.toBeNull();
  });

  it('books no inspection for a permit type the district switched off', () => {
    const settings = {
      ...DEFAULT_INSPECTION_SETTINGS,
      permitTypes: {
        ...DEFAULT_INSPECTION_SETTINGS.permitTypes,
        propane: { needsInspection: false, firstInspectionTypeId: 'final' },
      },
    };
    expect(findFirstInspectionType(settings, 'propane')).toBeNull();
  });

  it('refuses a first inspection type that is not in the list', () => {
    expect(
      messagesFor({
        ...DEFAULT_INSPECTION_SETTINGS,
        permitTypes: {
          ...DEFAULT_INSPECTION_SETTINGS.permitTypes,
          sprinkler: { needsInspection: true, firstInspectionTypeId: 'nope' },
        },
      }),
    ).toEqual({
      'permitTypes.sprinkler.firstInspectionTypeId': 'Choose one of the inspection types',
    });
  });

  it('refuses durations and buffers off the 15-minute grid, and a working day ending before it starts', () => {
    expect(
      messagesFor({
        ...DEFAULT_INSPECTION_SETTINGS,
        bufferMinutes: 20,
        inspectionTypes: [
          { id: 'final', name: 'Final', durationMinutes: 50 },
          ...DEFAULT_INSPECTION_SETTINGS.inspectionTypes.slice(1),
        ],
        workdayStart: '17:00',
        workdayEnd: '08:00',
      }),
    ).toEqual({
      bufferMinutes: 'Enter a buffer in steps of 15 minutes',
      'inspectionTypes.0.durationMinutes': 'Enter a duration in steps of 15 minutes',
      workdayEnd: 'Enter an end of the working day after its start',
    });
  });

  it('refuses two inspection types with one code', () => {
    expect(
      messagesFor({
        ...DEFAULT_INSPECTION_SETTINGS,
        inspectionTypes: [
          ...DEFAULT_INSPECTION_SETTINGS.inspectionTypes,
          { id: 'final', name: 'Final again', durationMinutes: 30 },
        ],
      }),
    ).toEqual({ 'inspectionTypes.3.id': 'Give each inspection type its own code' });
  });
});

describe('formatBlockDeletionPrompt', () => {
  it('keeps the specification’s prompt when no inspection is booked in the block', () => {
    expect(formatBlockDeletionPrompt('Kamas inspections', [])).toBe('Delete "Kamas inspections"?');
  });

  it('lists the inspections the delete cancels', () => {
    expect(
      formatBlockDeletionPrompt('Kamas inspections', [
        {
          id: 'a',
          permitNumber: 'RC-2026-000001',
          applicantName: 'Jordan Example',
          inspectionType: 'Final',
          day: '2026-03-03',
          time: '09:00',
        },
      ]),
    ).toBe(
      'Delete "Kamas inspections"?\n\nDeleting it cancels this booked inspection and e-mails each applicant to book another time:\n- 2026-03-03 09:00: Final, permit RC-2026-000001 (Jordan Example)',
    );
  });
});
