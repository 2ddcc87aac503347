import { DateTimeField } from './date-time-field.tsx';

export interface DateTimeLocalFieldProps {
  /** The date part's id (its label's `for`); the time part is `${id}-time`. */
  id: string;
  /** What the field is called: the parts are "<label>, date" and "<label>, time". */
  label: string;
  /** `YYYY-MM-DDTHH:mm` in the district's zone, or '' while empty. */
  value: string;
  onChange: (value: string) => void;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | undefined;
}

/**
 * A date and a time stored as one value (an alert's start and end, a post's publish time), entered
 * with the product's one date and time field twice: MM/dd/yyyy and a 12-hour time, each typed or
 * picked as everywhere else. An unfinished pair travels as it is ("2026-11-23T"), so the form's
 * own check says what is missing.
 */
export function DateTimeLocalField({
  id,
  label,
  value,
  onChange,
  'aria-describedby': describedBy,
  'aria-invalid': isInvalid,
}: DateTimeLocalFieldProps) {
  const [date = '', time = ''] = value.split('T');
  const change = (nextDate: string, nextTime: string) =>
    onChange(nextDate || nextTime ? `${nextDate}T${nextTime}` : '');
  return (
    <div className="date-time-local">
      <DateTimeField
        id={id}
        mode="date"
        label={`${label}, date`}
        value={date}
        onChange={(next) => change(next, time.slice(0, 5))}
        aria-describedby={describedBy}
        aria-invalid={isInvalid}
      />
      <div>
        <label htmlFor={`${id}-time`} className="visually-hidden">
          {`${label}, time`}
        </label>
        <DateTimeField
          id={`${id}-time`}
          mode="time"
          label={`${label}, time`}
          value={time.slice(0, 5)}
          onChange={(next) => change(date, next)}
          aria-describedby={describedBy}
          aria-invalid={isInvalid}
        />
      </div>
    </div>
  );
}
