import 'react-datepicker/dist/react-datepicker.css';
import { useEffect, useRef, type ReactNode } from 'react';
import DatePickerImport from 'react-datepicker';
import { es } from 'date-fns/locale/es';
import { usePageLocale, usePageText } from '#web/lib/page-text.tsx';
import { TIME_STEP_MINUTES } from '#domain/permits/permit-application.schema.ts';
import { dateToValue, type DateTimeMode } from './date-time-text.ts';

// The package's types read as CommonJS under NodeNext; bundlers load its ES build, whose default
// export is the component itself.
const DatePicker = ((DatePickerImport as unknown as { default?: unknown }).default ??
  DatePickerImport) as unknown as typeof DatePickerImport.default;

/** The picker's own box, without the "Choose Date" label it puts on a plain div. */
function PlainContainer({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} translate="no">
      {children}
    </div>
  );
}

interface DateTimePickerPanelProps {
  mode: DateTimeMode;
  selected: Date | null;
  minDate: Date | null;
  onPick: (value: string) => void;
  onEscape: () => void;
}

/**
 * react-datepicker's calendar or 15-minute time list, drawn inline (in the page's flow) by
 * DateTimeField. Focus moves to the selected day or time so arrow keys work at once.
 */
export default function DateTimePickerPanel({
  mode,
  selected,
  minDate,
  onPick,
  onEscape,
}: DateTimePickerPanelProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const tr = usePageText();
  // react-datepicker's month and day names in the page's language (date-fns's locale data).
  const locale = usePageLocale() === 'es' ? es : undefined;
  useEffect(() => {
    const box = boxRef.current;
    const item = mode === 'date' ? '.react-datepicker__day' : '.react-datepicker__time-list-item';
    const target =
      box?.querySelector<HTMLElement>(`${item}[tabindex="0"]`) ??
      box?.querySelector<HTMLElement>(`${item}--selected`) ??
      box?.querySelector<HTMLElement>(item);
    target?.focus();
  }, [mode]);
  // Escape closes the picker, not a dialog around it.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    };
    box.addEventListener('keydown', onKeyDown);
    return () => box.removeEventListener('keydown', onKeyDown);
  }, [onEscape]);

  const onChange = (date: Date | null) => {
    if (date) onPick(dateToValue(mode, date));
  };
  return (
    <div ref={boxRef}>
      {mode === 'date' ? (
        <DatePicker
          inline
          selected={selected}
          minDate={minDate ?? undefined}
          onChange={onChange}
          locale={locale}
          calendarContainer={PlainContainer}
        />
      ) : (
        <DatePicker
          inline
          selected={selected}
          onChange={onChange}
          showTimeSelect
          showTimeSelectOnly
          timeIntervals={TIME_STEP_MINUTES}
          timeCaption={tr('Time')}
          locale={locale}
          dateFormat="h:mm aa"
          calendarContainer={PlainContainer}
        />
      )}
    </div>
  );
}
