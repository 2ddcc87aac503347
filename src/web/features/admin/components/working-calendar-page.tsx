import { useCallback, useId, useState, type FormEvent } from 'react';
import { formatLongDay } from '#domain/calendar-date.ts';
import {
  DistrictDayBodySchema,
  type WorkingCalendarEntry,
  type WorkingCalendarResponse,
} from '#domain/calendar/working-calendar-api.ts';
import { InputField } from '#web/components/staff/staff-fields.tsx';
import { FormFailure } from '#web/components/staff/staff-form.tsx';
import { useLoadOnOpen, useStaffFailure } from '#web/components/staff/use-staff-failure.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  readWorkingCalendar,
  removeDistrictDay,
  saveDistrictDay,
} from '../api/working-calendar-api.ts';

type Failure = (failure: unknown) => void;

function describeEntry(entry: WorkingCalendarEntry): string {
  if (entry.type === 'closure') return 'Office closed';
  return entry.isWorkingDay ? `Working day: ${entry.note ?? ''}` : 'Legal holiday';
}

/**
 * /admin/working-calendar (decision 299): the coming twelve months' Utah legal holidays and
 * district closures, each with its rule or source. Staff add a closure, mark a legal holiday a
 * working day, or take a district day back off; every business-day count follows.
 */
export function WorkingCalendarPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const ids = useId();
  const [calendar, setCalendar] = useState<WorkingCalendarResponse | null>(null);
  const { error, setError, handleFailure } = useStaffFailure(onUnauthorized);
  const [status, setStatus] = useState('');

  const load = useCallback(
    (signal?: AbortSignal) =>
      readWorkingCalendar(signal).then(setCalendar, (failure: unknown) => {
        if (!signal?.aborted) handleFailure(failure);
      }),
    [handleFailure],
  );
  useLoadOnOpen(load);

  async function act(change: () => Promise<unknown>, done: string) {
    try {
      await change();
      setError(null);
      setStatus(done);
      await load();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  return (
    <>
      <FormFailure message={error} />
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <section aria-labelledby={`${ids}-list`} className="staff-section">
        <h2 id={`${ids}-list`}>The coming twelve months</h2>
        <p>
          Business days are Monday to Friday except these days. Every business-day count uses them:
          records request deadlines and reminders, inspection notice and the meeting recording
          deadline.
        </p>
        {calendar === null ? (
          <p role="status">Loading…</p>
        ) : (
          <TableRegion
            caption={`Legal holidays and closures, ${calendar.from} to ${calendar.to}`}
            className="admin-table--stacked"
            columns={['Day', 'Name', 'Counts as', 'Rule or source', 'Change']}
          >
            <tbody>
              {calendar.entries.map((entry) => (
                <tr key={`${entry.day}-${entry.type}-${entry.name}`}>
                  <td data-label="Day">{formatLongDay(entry.day)}</td>
                  <td data-label="Name">{entry.name}</td>
                  <td data-label="Counts as">{describeEntry(entry)}</td>
                  <td data-label="Rule or source">{entry.source}</td>
                  <td data-label="Change">
                    {entry.type === 'closure' || entry.isWorkingDay ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() =>
                          void act(
                            () => removeDistrictDay(entry.day),
                            `${entry.day} taken off the district’s list.`,
                          )
                        }
                      >
                        {entry.type === 'closure'
                          ? `Remove the closure on ${entry.day}`
                          : `Count ${entry.day} as a holiday again`}
                      </button>
                    ) : (
                      <WorkHolidayForm
                        entry={entry}
                        onSave={(note) =>
                          act(
                            () => saveDistrictDay({ day: entry.day, kind: 'working', note }),
                            `${entry.day} is now a working day.`,
                          )
                        }
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
      </section>
      <ClosureForm
        onSaved={(day) => {
          setStatus(`Closure on ${day} added.`);
          void load();
        }}
        onFailure={handleFailure}
      />
    </>
  );
}

/** A disclosure asking why the district works a legal holiday, then marking it a working day. */
function WorkHolidayForm({
  entry,
  onSave,
}: {
  entry: WorkingCalendarEntry;
  onSave: (note: string) => Promise<void>;
}) {
  const ids = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <details>
      <summary>Mark {entry.day} a working day</summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = DistrictDayBodySchema.safeParse({ day: entry.day, kind: 'working', note });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          setError(undefined);
          void onSave(parsed.data.note);
        }}
      >
        <InputField
          id={`${ids}-note`}
          label="Why the office works that day"
          error={error}
          value={note}
          onChange={setNote}
        />
        <button type="submit" className="button">
          Save {entry.day} as a working day
        </button>
      </form>
    </details>
  );
}

/** Adds a day the office is closed besides weekends and legal holidays. */
function ClosureForm({
  onSaved,
  onFailure,
}: {
  onSaved: (day: string) => void;
  onFailure: Failure;
}) {
  const ids = useId();
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function add(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await saveDistrictDay({ day, kind: 'closed', note });
      setErrors({});
      setDay('');
      setNote('');
      onSaved(saved.day);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
      else onFailure(failure);
    }
  }

  return (
    <section aria-labelledby={`${ids}-closure`} className="staff-section">
      <h2 id={`${ids}-closure`}>Add a closure day</h2>
      <p>
        A weekday the office is closed: a storm, a day the governor proclaims. Deadlines computed
        from now on skip it.
      </p>
      <form onSubmit={(event) => void add(event)} noValidate>
        <InputField
          id={`${ids}-day`}
          label="Closed day"
          error={errors.day}
          type="date"
          value={day}
          onChange={setDay}
        />
        <InputField
          id={`${ids}-note`}
          label="Why the office is closed"
          error={errors.note}
          value={note}
          onChange={setNote}
        />
        <button type="submit" className="button">
          Add the closure day
        </button>
      </form>
    </section>
  );
}
