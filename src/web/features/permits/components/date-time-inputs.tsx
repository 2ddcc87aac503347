import DatePickerImport from 'react-datepicker';
import { TIME_STEP_MINUTES } from '#domain/permits/permit-application.schema.ts';
import {
  formatCalendarDate,
  formatWallClockTime,
  parseCalendarDate,
  parseWallClockTime,
} from '../lib/calendar-date.ts';

// The package's types read as CommonJS under NodeNext; bundlers load its ES build, whose default
// export is the component itself.
const DatePicker = ((DatePickerImport as unknown as { default?: unknown }).default ??
  DatePickerImport) as unknown as typeof DatePickerImport.default;

interface PickerProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  describedBy: string | undefined;
  isInvalid: boolean;
}

/**
 * A date input that takes typing as well as picking. `displayFormat` is what the visitor sees and
 * types (MM/dd/yyyy or yyyy/MM/dd); ISO yyyy-MM-dd is accepted too. The value is `YYYY-MM-DD`.
 */
export function DateInput({ displayFormat, ...props }: PickerProps & { displayFormat: string }) {
  return (
    <DatePicker
      id={props.id}
      name={props.name}
      selected={parseCalendarDate(props.value)}
      onChange={(date: Date | null) => props.onChange(date ? formatCalendarDate(date) : '')}
      onBlur={props.onBlur}
      dateFormat={[displayFormat, 'yyyy-MM-dd']}
      placeholderText={displayFormat.toLowerCase()}
      ariaDescribedBy={props.describedBy}
      ariaInvalid={props.isInvalid ? 'true' : undefined}
      autoComplete="off"
      className="form-input form-input--date"
      strictParsing
    />
  );
}

/** A time input in 15-minute steps; the value is `HH:mm` (24-hour). */
export function TimeInput(props: PickerProps) {
  return (
    <DatePicker
      id={props.id}
      name={props.name}
      selected={parseWallClockTime(props.value)}
      onChange={(date: Date | null) => props.onChange(date ? formatWallClockTime(date) : '')}
      onBlur={props.onBlur}
      showTimeSelect
      showTimeSelectOnly
      timeIntervals={TIME_STEP_MINUTES}
      timeCaption="Time"
      dateFormat={['h:mm aa', 'HH:mm']}
      placeholderText="hh:mm am"
      ariaDescribedBy={props.describedBy}
      ariaInvalid={props.isInvalid ? 'true' : undefined}
      autoComplete="off"
      className="form-input form-input--time"
    />
  );
}
