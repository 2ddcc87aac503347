import { useEffect, useId, useState } from 'react';
import { set, useFieldArray, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import {
  BURN_REVIEW_MODES,
  BURN_REVIEW_MODE_LABELS,
  BURN_WINDOWS_SOURCE,
  BurnSettingsSchema,
  MAX_BURN_WINDOWS,
  MAX_FIRE_RESTRICTIONS,
  type BurnReviewMode,
  type BurnSettings,
} from '#domain/burn/burn-day.ts';
import { parseDollarsToCents } from '#domain/records/records-request.ts';
import {
  spanishVersionState,
  type SpanishVersion,
  type SpanishVersionState,
} from '#domain/i18n/spanish-version.ts';
import {
  FormFailure,
  OutcomeBanner,
  failureMessage,
  useStaffForm,
} from '#web/components/staff/staff-form.tsx';
import {
  CheckboxField,
  DateTimeFormField,
  SelectField,
  TextAreaField,
  TextField,
} from '#web/components/staff/staff-fields.tsx';
import { RowList } from '#web/components/staff/row-list.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { readBurnSettings, saveBurnSettings } from '../api/burn-admin-api.ts';
import { formatCentsAsDollars } from './inspection-settings-form.tsx';

/** The form holds what the clerk types: the fee in dollars, numbers, and lists one per line. */
interface BurnSettingsFormValues {
  fee: string;
  reviewMode: BurnReviewMode;
  statusHour: string;
  retentionDays: string;
  minClearingIndex: string;
  asksStateRegistration: boolean;
  stateRegistrationUrl: string;
  windows: { from: string; to: string }[];
  restrictions: {
    title: string;
    from: string;
    to: string;
    forbidsOpenBurning: boolean;
    /** The title in Spanish as typed, and the version it was loaded as (decision 324). */
    titleSpanish: string;
    savedTitleSpanish: SpanishVersion<string> | null;
  }[];
  towns: string;
  conditions: string;
  /** The conditions in Spanish, one per line, and the version they were loaded as. */
  conditionsSpanish: string;
  savedConditionsSpanish: SpanishVersion<string[]> | null;
}

/** The state of a Spanish field as it would be saved now, in words for staff. */
function spanishHint<T>(english: T, text: T | null, saved: SpanishVersion<T> | null): string {
  return SPANISH_STATE_HINTS[spanishVersionState(english, spanishToSave(english, text, saved))];
}

/** 0 → "12 AM (midnight)", 8 → "8 AM", 13 → "1 PM". */
export function formatHour(hour: number): string {
  if (hour === 0) return '12 AM (midnight)';
  if (hour === 12) return '12 PM (noon)';
  return hour < 12 ? `${hour} AM` : `${hour - 12} PM`;
}

const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: formatHour(hour),
}));

const REVIEW_OPTIONS = BURN_REVIEW_MODES.map((mode) => ({
  value: mode,
  label: BURN_REVIEW_MODE_LABELS[mode],
}));

function toForm(settings: BurnSettings): BurnSettingsFormValues {
  return {
    fee: formatCentsAsDollars(settings.feeCents),
    reviewMode: settings.reviewMode,
    statusHour: String(settings.statusHour),
    retentionDays: String(settings.retentionDays),
    minClearingIndex: String(settings.minClearingIndex),
    asksStateRegistration: settings.asksStateRegistration,
    stateRegistrationUrl: settings.stateRegistrationUrl,
    windows: settings.windows.map((window) => ({ ...window })),
    restrictions: settings.restrictions.map(({ titleSpanish, ...restriction }) => ({
      ...restriction,
      to: restriction.to ?? '',
      titleSpanish: titleSpanish?.text ?? '',
      savedTitleSpanish: titleSpanish ?? null,
    })),
    towns: settings.towns.join('\n'),
    conditions: settings.conditions.join('\n'),
    conditionsSpanish: settings.conditionsSpanish?.text.join('\n') ?? '',
    savedConditionsSpanish: settings.conditionsSpanish ?? null,
  };
}

/**
 * The Spanish to save beside `english` (decision 324): none when left empty; the saved version
 * unchanged while its text is, so it goes out of date when only the English changed; else the
 * new text, written from the English as it is now.
 */
function spanishToSave<T>(
  english: T,
  text: T | null,
  saved: SpanishVersion<T> | null,
): SpanishVersion<T> | null {
  if (text === null) return null;
  if (saved && JSON.stringify(saved.text) === JSON.stringify(text)) return saved;
  return { text, source: english };
}

/** What staff read under a Spanish field: whether Spanish pages show it or the English. */
const SPANISH_STATE_HINTS: Record<SpanishVersionState, string> = {
  missing: 'No Spanish yet: Spanish pages show the English, marked as English.',
  current: 'The Spanish is current: Spanish pages show it.',
  'out-of-date':
    'Out of date: the English changed after this Spanish was written. Spanish pages show the English until you update the Spanish.',
};

/** One entry per non-empty line, trimmed. */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What the form sends: the server's schema, not this function, decides whether it is valid. */
function toSettings(values: BurnSettingsFormValues): BurnSettings {
  return {
    windows: values.windows.map((window) => ({ from: window.from.trim(), to: window.to.trim() })),
    restrictions: values.restrictions.map((restriction) => {
      const title = restriction.title.trim();
      const titleSpanish = spanishToSave(
        title,
        restriction.titleSpanish.trim() || null,
        restriction.savedTitleSpanish,
      );
      return {
        title,
        from: restriction.from,
        to: restriction.to === '' ? null : restriction.to,
        forbidsOpenBurning: restriction.forbidsOpenBurning,
        ...(titleSpanish ? { titleSpanish } : {}),
      };
    }),
    statusHour: Number(values.statusHour),
    feeCents: parseDollarsToCents(values.fee) ?? Number.NaN,
    reviewMode: values.reviewMode,
    retentionDays: /^\d{1,6}$/.test(values.retentionDays.trim())
      ? Number(values.retentionDays)
      : Number.NaN,
    minClearingIndex: /^\d{1,6}$/.test(values.minClearingIndex.trim())
      ? Number(values.minClearingIndex)
      : Number.NaN,
    asksStateRegistration: values.asksStateRegistration,
    stateRegistrationUrl: values.stateRegistrationUrl.trim(),
    towns: linesOf(values.towns),
    conditions: linesOf(values.conditions),
    ...withConditionsSpanish(values),
  };
}

function withConditionsSpanish(values: BurnSettingsFormValues): Partial<BurnSettings> {
  const lines = linesOf(values.conditionsSpanish);
  const conditionsSpanish = spanishToSave(
    linesOf(values.conditions),
    lines.length > 0 ? lines : null,
    values.savedConditionsSpanish,
  );
  return conditionsSpanish ? { conditionsSpanish } : {};
}

/** A settings field as the form names it: the fee is typed in dollars, lists in one box. */
function formPathOf(settingsPath: string): string {
  if (settingsPath === 'feeCents') return 'fee';
  const [head, index, key] = settingsPath.split('.');
  if (head === 'restrictions' && key === 'titleSpanish')
    return `restrictions.${index}.titleSpanish`;
  if (head === 'conditionsSpanish') return head;
  return head === 'towns' || head === 'conditions' ? head : settingsPath;
}

/** Every field the form shows, so any server field error lands under its field. */
const FIELD_NAMES = [
  'fee',
  'reviewMode',
  'statusHour',
  'retentionDays',
  'minClearingIndex',
  'asksStateRegistration',
  'stateRegistrationUrl',
  'towns',
  'conditions',
  'conditionsSpanish',
  'windows',
  'restrictions',
  ...Array.from({ length: MAX_BURN_WINDOWS }, (_, index) => [
    `windows.${index}.from`,
    `windows.${index}.to`,
  ]).flat(),
  ...Array.from({ length: MAX_FIRE_RESTRICTIONS }, (_, index) =>
    ['title', 'titleSpanish', 'from', 'to', 'forbidsOpenBurning'].map(
      (key) => `restrictions.${index}.${key}`,
    ),
  ).flat(),
] as Path<BurnSettingsFormValues>[];

/**
 * Checks the form with BurnSettingsSchema, the schema the server checks the PUT with; only the
 * fee and the day count, which a clerk types as text, get their own message first.
 */
const resolveBurnSettings: Resolver<BurnSettingsFormValues> = (values) => {
  const errors: FieldErrors<BurnSettingsFormValues> = {};
  const seen = new Set<string>();
  const report = (path: string, message: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    set(errors, path, { type: 'validate', message });
  };
  if (parseDollarsToCents(values.fee) === null) {
    report('fee', 'Enter the fee in dollars, like 25.00 (0.00 for no fee).');
  }
  if (!/^\d{1,6}$/.test(values.retentionDays.trim())) {
    report('retentionDays', 'Enter a whole number of days, like 400.');
  }
  if (!/^\d{1,6}$/.test(values.minClearingIndex.trim())) {
    report('minClearingIndex', 'Enter the clearing index as a whole number, like 500.');
  }
  values.restrictions.forEach((restriction, index) => {
    if (restriction.from === '') report(`restrictions.${index}.from`, 'Enter the first day.');
  });
  const parsed = BurnSettingsSchema.safeParse(toSettings(values));
  if (parsed.success && seen.size === 0) return { values, errors: {} };
  for (const issue of parsed.error?.issues ?? []) {
    report(formPathOf(issue.path.join('.')), issue.message);
  }
  return { values: {}, errors };
};

/**
 * The burn settings (issue 19) on /admin/burns, for accounts holding burn:manage: the fee, review,
 * status hour, retention, seasonal windows, fire restrictions, towns and conditions. It saves them
 * with PUT /api/admin/burn/settings, the server's schema checking it all.
 */
export function BurnSettingsSection({ onUnauthorized }: { onUnauthorized: () => void }) {
  const id = useId();
  const [settings, setSettings] = useState<BurnSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    readBurnSettings(controller.signal).then(setSettings, (failure: unknown) => {
      if (controller.signal.aborted) return;
      if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
      else setLoadError(`The burn settings could not be loaded. ${failureMessage(failure)}`);
    });
    return () => controller.abort();
  }, [onUnauthorized]);

  return (
    <section aria-labelledby={`${id}-title`} className="staff-section burn-settings">
      <h2 id={`${id}-title`}>Burn settings</h2>
      {loadError ? <OutcomeBanner outcome={{ text: loadError, isError: true }} /> : null}
      {!settings && !loadError ? <p role="status">Loading burn settings…</p> : null}
      {settings ? <BurnSettingsForm settings={settings} onUnauthorized={onUnauthorized} /> : null}
    </section>
  );
}

function BurnSettingsForm({
  settings,
  onUnauthorized,
}: {
  settings: BurnSettings;
  onUnauthorized: () => void;
}) {
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean } | null>(null);
  const { form, onSubmit } = useStaffForm<BurnSettingsFormValues>({
    resolver: resolveBurnSettings,
    defaultValues: toForm(settings),
    save,
    onUnauthorized,
    fieldNames: FIELD_NAMES,
  });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;
  const windows = useFieldArray({ control, name: 'windows' });
  const restrictions = useFieldArray({ control, name: 'restrictions' });
  async function save(values: BurnSettingsFormValues) {
    setOutcome(null);
    try {
      const saved = await saveBurnSettings(toSettings(values));
      form.reset(toForm(saved));
      setOutcome({ text: 'Burn settings saved.', isError: false });
    } catch (failure) {
      // The server names its own fields (feeCents, towns.2); each goes under the form's field.
      if (failure instanceof ApiError && failure.fields) {
        const fields = Object.fromEntries(
          Object.entries(failure.fields).map(([path, message]) => [formPathOf(path), message]),
        );
        throw new ApiError(failure.status, failure.code, failure.message, fields);
      }
      throw failure;
    }
  }
  const windowsError = errors.windows?.root?.message ?? errors.windows?.message;
  const restrictionsError = errors.restrictions?.root?.message ?? errors.restrictions?.message;

  return (
    <form noValidate onSubmit={onSubmit}>
      <OutcomeBanner outcome={outcome} />
      <FormFailure message={errors.root?.message} />

      <h3>Fee and review</h3>
      <TextField
        form={form}
        name="fee"
        label="Permit fee in dollars"
        hint="For example 25.00. Enter 0.00 for no fee; a fee is paid by card when applying."
        inputMode="decimal"
      />
      <SelectField
        form={form}
        name="reviewMode"
        label="Review of new permits"
        options={REVIEW_OPTIONS}
      />
      <SelectField
        form={form}
        name="statusHour"
        label="Status hour (Mountain time)"
        hint="Each day’s burn status takes over from the day before at this hour."
        options={HOUR_OPTIONS}
      />
      <TextField
        form={form}
        name="retentionDays"
        label="Keep permits and check-ins for (days)"
        hint="At least 366 days: the rule asks the district to keep each permit for one year."
        inputMode="numeric"
      />

      <TextField
        form={form}
        name="minClearingIndex"
        label="Lowest clearing index for a burn day"
        hint="500 or more: Utah Admin. Code R307-202 allows open burning only at a clearing index of 500 or more. A posted index below this is No burning."
        inputMode="numeric"
      />

      <h3>State burn registration</h3>
      <CheckboxField
        form={form}
        name="asksStateRegistration"
        label="Ask applicants for their state burn registration number"
      />
      <TextField
        form={form}
        name="stateRegistrationUrl"
        label="Link to the state’s registration page"
        hint="Starts with https://. Shown beside the question on the application form."
        inputMode="url"
      />

      <h3>Seasonal windows</h3>
      <p>Open burning is allowed only in these windows. Both the first and the last day count.</p>
      <p className="form-hint">Defaults: {BURN_WINDOWS_SOURCE}</p>
      <RowList
        rows={windows.fields}
        rowName="Window"
        addLabel="Add window"
        minRows={1}
        maxRows={MAX_BURN_WINDOWS}
        error={windowsError}
        onAdd={() => windows.append({ from: '', to: '' })}
        onRemove={windows.remove}
        renderRow={(index, name) => (
          <>
            <TextField
              form={form}
              name={`windows.${index}.from`}
              label={`${name} from (MM-DD)`}
              hint="Month and day, like 03-30 for March 30."
            />
            <TextField
              form={form}
              name={`windows.${index}.to`}
              label={`${name} to (MM-DD)`}
              hint="Month and day, like 05-30 for May 30."
            />
          </>
        )}
      />

      <h3>Fire restrictions</h3>
      <p>
        A restriction that forbids open burning stops all burning while it is in force, whatever the
        day’s status. Restrictions published now belong on the site alert (“Prohibits open burning”)
        or the fire conditions panel: the burn-day status obeys those too. Use this list to schedule
        a restriction ahead, with its dates.
      </p>
      <RowList
        rows={restrictions.fields}
        rowName="Restriction"
        addLabel="Add restriction"
        maxRows={MAX_FIRE_RESTRICTIONS}
        error={restrictionsError}
        emptyText="No fire restrictions."
        onAdd={() =>
          restrictions.append({
            title: '',
            from: '',
            to: '',
            forbidsOpenBurning: true,
            titleSpanish: '',
            savedTitleSpanish: null,
          })
        }
        onRemove={restrictions.remove}
        renderRow={(index, name) => (
          <>
            <TextField
              form={form}
              name={`restrictions.${index}.title`}
              label={`${name} title`}
              hint="For example Stage 1 fire restrictions."
            />
            <TextField
              form={form}
              name={`restrictions.${index}.titleSpanish`}
              label={`${name} title in Spanish`}
              hint={spanishHint(
                form.watch(`restrictions.${index}.title`).trim(),
                form.watch(`restrictions.${index}.titleSpanish`).trim() || null,
                form.watch(`restrictions.${index}.savedTitleSpanish`),
              )}
            />
            <DateTimeFormField
              form={form}
              name={`restrictions.${index}.from`}
              label={`${name} from`}
              hint="The first day it is in force."
              mode="date"
            />
            <DateTimeFormField
              form={form}
              name={`restrictions.${index}.to`}
              label={`${name} to (optional)`}
              hint="The last day it is in force. Leave empty while it has no end."
              mode="date"
            />
            <CheckboxField
              form={form}
              name={`restrictions.${index}.forbidsOpenBurning`}
              label={`${name} forbids open burning`}
            />
          </>
        )}
      />

      <h3>Towns and conditions</h3>
      <TextAreaField
        form={form}
        name="towns"
        label="Towns in the district"
        hint="One town per line. A burn address must lie in one of them."
        rows={8}
      />
      <TextAreaField
        form={form}
        name="conditions"
        label="Conditions the applicant agrees to"
        hint="One condition per line, shown on the application form."
        rows={8}
      />
      <TextAreaField
        form={form}
        name="conditionsSpanish"
        label="Conditions in Spanish"
        hint={`One condition per line, in the same order, shown on the Spanish application form. ${spanishHint(
          linesOf(form.watch('conditions')),
          linesOf(form.watch('conditionsSpanish')).length > 0
            ? linesOf(form.watch('conditionsSpanish'))
            : null,
          form.watch('savedConditionsSpanish'),
        )}`}
        rows={8}
      />
      <button type="submit" className="button" disabled={isSubmitting}>
        Save burn settings
      </button>
    </form>
  );
}
