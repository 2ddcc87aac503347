import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import {
  INSPECTION_PERMIT_TYPES,
  MAX_INSPECTION_TYPES,
  type InspectionSettings,
} from '#domain/inspections/inspection-settings.ts';
import { PERMIT_FORM_TITLES } from '#domain/permits/permit-fields.ts';
import { parseDollarsToCents } from '#domain/records/records-request.ts';
import { CheckboxField, SelectField, TextField } from '#web/components/staff/staff-fields.tsx';
import { useUnsavedFormWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';
import { RowList } from '#web/components/staff/row-list.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { readInspectionSettings, saveInspectionSettings } from '../api/inspections-admin-api.ts';

/** The form holds what the marshal types: numbers and the fee as text until they are sent. */
interface SettingsForm {
  permitTypes: InspectionSettings['permitTypes'];
  inspectionTypes: { id: string; name: string; durationMinutes: string }[];
  horizonDays: string;
  minimumNoticeBusinessDays: string;
  bufferMinutes: string;
  changeCutoffHours: string;
  reinspectionFee: string;
  workdayStart: string;
  workdayEnd: string;
  clearanceReminderDays: string;
}

const WHOLE_NUMBER_FIELDS = [
  'horizonDays',
  'minimumNoticeBusinessDays',
  'bufferMinutes',
  'changeCutoffHours',
  'clearanceReminderDays',
] as const;

/** 1250 → "12.50", in whole numbers so no cent is lost. */
export function formatCentsAsDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function toForm(settings: InspectionSettings): SettingsForm {
  return {
    permitTypes: settings.permitTypes,
    inspectionTypes: settings.inspectionTypes.map((type) => ({
      ...type,
      durationMinutes: String(type.durationMinutes),
    })),
    horizonDays: String(settings.horizonDays),
    minimumNoticeBusinessDays: String(settings.minimumNoticeBusinessDays),
    bufferMinutes: String(settings.bufferMinutes),
    changeCutoffHours: String(settings.changeCutoffHours),
    reinspectionFee: formatCentsAsDollars(settings.reinspectionFeeCents),
    workdayStart: settings.workdayStart,
    workdayEnd: settings.workdayEnd,
    clearanceReminderDays: String(settings.clearanceReminderDays),
  };
}

const isWholeNumber = (text: string) => /^\d{1,6}$/.test(text.trim());

/** The server's field names, as paths of this form (the fee is typed in dollars). */
function formPathOf(serverField: string): Path<SettingsForm> {
  return (
    serverField === 'reinspectionFeeCents' ? 'reinspectionFee' : serverField
  ) as Path<SettingsForm>;
}

/**
 * The inspection settings (issue 17 §1) on /admin/inspections, for accounts holding
 * inspections:manage: which permit types need an inspection and which comes first, the
 * inspection types, and the booking rules. The server checks everything; its field errors show
 * beside each field.
 */
export function InspectionSettingsForm({ onUnauthorized }: { onUnauthorized: () => void }) {
  const id = useId();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isLoaded, setIsLoaded] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<SettingsForm>();
  useUnsavedFormWarning(form);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'inspectionTypes' });
  const inspectionTypes = useWatch({ control, name: 'inspectionTypes' }) ?? [];
  const typeOptions = inspectionTypes.map((type) => ({
    value: type.id,
    label: type.name || type.id,
  }));

  useEffect(() => {
    const controller = new AbortController();
    readInspectionSettings(controller.signal).then(
      (settings) => {
        reset(toForm(settings));
        setIsLoaded(true);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
        else setLoadError('The inspection settings could not be loaded. Try again.');
      },
    );
    return () => controller.abort();
  }, [reset, onUnauthorized]);

  useEffect(() => {
    if (isSaved) savedRef.current?.focus();
  }, [isSaved]);

  async function onSubmit(values: SettingsForm) {
    setIsSaved(false);
    let isValid = true;
    const feeCents = parseDollarsToCents(values.reinspectionFee);
    if (feeCents === null) {
      setError('reinspectionFee', { message: 'Enter the fee in dollars, like 50.00' });
      isValid = false;
    }
    for (const name of WHOLE_NUMBER_FIELDS) {
      if (!isWholeNumber(values[name])) {
        setError(name, { message: 'Enter a whole number' });
        isValid = false;
      }
    }
    values.inspectionTypes.forEach((type, index) => {
      if (!isWholeNumber(type.durationMinutes)) {
        setError(`inspectionTypes.${index}.durationMinutes`, {
          message: 'Enter the duration in whole minutes',
        });
        isValid = false;
      }
    });
    if (!isValid || feeCents === null) return;
    const body: InspectionSettings = {
      permitTypes: values.permitTypes,
      inspectionTypes: values.inspectionTypes.map((type) => ({
        id: type.id.trim(),
        name: type.name.trim(),
        durationMinutes: Number(type.durationMinutes),
      })),
      horizonDays: Number(values.horizonDays),
      minimumNoticeBusinessDays: Number(values.minimumNoticeBusinessDays),
      bufferMinutes: Number(values.bufferMinutes),
      changeCutoffHours: Number(values.changeCutoffHours),
      reinspectionFeeCents: feeCents,
      workdayStart: values.workdayStart.trim(),
      workdayEnd: values.workdayEnd.trim(),
      clearanceReminderDays: Number(values.clearanceReminderDays),
    };
    try {
      reset(toForm(await saveInspectionSettings(body)));
      setIsSaved(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return onUnauthorized();
      const serverFields = failure instanceof ApiError ? failure.fields : undefined;
      const entries = Object.entries(serverFields ?? {});
      if (entries.length > 0) {
        let isFirst = true;
        for (const [field, message] of entries) {
          setError(formPathOf(field), { message }, { shouldFocus: isFirst });
          isFirst = false;
        }
        setError('root', { message: 'Check the settings marked below.' });
      } else {
        setError('root', {
          message:
            failure instanceof ApiError
              ? failure.message
              : 'We could not reach the server. Try again.',
        });
      }
    }
  }

  const rootMessage = errors.root?.message;
  const typesError = (errors.inspectionTypes as { message?: string } | undefined)?.message;

  return (
    <section aria-labelledby={`${id}-title`} className="staff-section inspection-settings">
      <h2 id={`${id}-title`}>Inspection settings</h2>
      {loadError ? (
        <p className="banner banner--error" role="alert">
          {loadError}
        </p>
      ) : null}
      {!isLoaded && !loadError ? <p role="status">Loading…</p> : null}
      {isLoaded ? (
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          {isSaved ? (
            <p className="banner banner--success" role="status" tabIndex={-1} ref={savedRef}>
              The inspection settings are saved.
            </p>
          ) : null}
          {rootMessage ? (
            <p className="banner banner--error" role="alert">
              {rootMessage}
            </p>
          ) : null}

          <h3>Permit types</h3>
          {INSPECTION_PERMIT_TYPES.map((permitType) => (
            <fieldset key={permitType} className="form-fieldset">
              <legend className="form-label">{PERMIT_FORM_TITLES[permitType]}</legend>
              <CheckboxField
                form={form}
                name={`permitTypes.${permitType}.needsInspection`}
                label={`Needs an inspection (${PERMIT_FORM_TITLES[permitType]})`}
              />
              <SelectField
                form={form}
                name={`permitTypes.${permitType}.firstInspectionTypeId`}
                label={`First inspection (${PERMIT_FORM_TITLES[permitType]})`}
                options={typeOptions}
              />
            </fieldset>
          ))}

          <h3>Inspection types</h3>
          <RowList
            rows={fields}
            rowName="Inspection type"
            addLabel="Add an inspection type"
            minRows={1}
            maxRows={MAX_INSPECTION_TYPES}
            error={typesError}
            onAdd={() => append({ id: '', name: '', durationMinutes: '60' })}
            onRemove={remove}
            renderRow={(index) => (
              <>
                <TextField
                  form={form}
                  name={`inspectionTypes.${index}.id`}
                  label={`Code (type ${index + 1})`}
                  hint="Lowercase letters, digits and hyphens, like rough-in."
                />
                <TextField
                  form={form}
                  name={`inspectionTypes.${index}.name`}
                  label={`Name (type ${index + 1})`}
                />
                <TextField
                  form={form}
                  name={`inspectionTypes.${index}.durationMinutes`}
                  label={`Duration in minutes (type ${index + 1})`}
                  hint="In steps of 15 minutes."
                  inputMode="numeric"
                />
              </>
            )}
          />

          <h3>Booking rules</h3>
          <TextField
            form={form}
            name="horizonDays"
            label="Booking horizon in days"
            hint="How far ahead applicants may book."
            inputMode="numeric"
          />
          <TextField
            form={form}
            name="minimumNoticeBusinessDays"
            label="Minimum notice in business days"
            inputMode="numeric"
          />
          <TextField
            form={form}
            name="bufferMinutes"
            label="Buffer between inspections in minutes"
            hint="Travel time, in steps of 15 minutes."
            inputMode="numeric"
          />
          <TextField
            form={form}
            name="changeCutoffHours"
            label="Reschedule and cancel cut-off in hours"
            hint="Applicants may change a booking until this many hours before it starts."
            inputMode="numeric"
          />
          <TextField
            form={form}
            name="reinspectionFee"
            label="Re-inspection fee in dollars"
            hint="0.00 makes re-inspections free."
            inputMode="decimal"
          />
          <TextField
            form={form}
            name="workdayStart"
            label="Working day start"
            hint="As HH:mm, like 08:00."
          />
          <TextField
            form={form}
            name="workdayEnd"
            label="Working day end"
            hint="As HH:mm, like 17:00."
          />
          <TextField
            form={form}
            name="clearanceReminderDays"
            label="Clearance reminder in days"
            hint="Days before a temporary clearance ends that the applicant is reminded."
            inputMode="numeric"
          />
          <button type="submit" className="button" disabled={isSubmitting}>
            Save inspection settings
          </button>
        </form>
      ) : null}
    </section>
  );
}
