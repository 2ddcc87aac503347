import { usePageText } from '#web/lib/page-text.tsx';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatForDisplay, parseTyped, valueToDate, type DateTimeMode } from './date-time-text.ts';

// The calendar and the time list load only when someone opens them: typing needs no picker code.
const DateTimePickerPanel = lazy(() => import('./date-time-picker-panel.tsx'));

export interface DateTimeFieldProps {
  id: string;
  /** Names a hidden input that carries the stored value, for forms read with FormData. */
  name?: string | undefined;
  mode: DateTimeMode;
  /** What the field is called, for the picker button ("Choose Application Date"). */
  label: string;
  /** For dates: what the visitor sees and types, e.g. yyyy/MM/dd or MM/dd/yyyy. */
  dateFormat?: string | undefined;
  /** `YYYY-MM-DD` for a date, `HH:mm` for a time, or '' while empty or unreadable. */
  value?: string | undefined;
  /** The starting value when the field keeps its own value (no `value` given). */
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** Earliest day the calendar offers, `YYYY-MM-DD`; typed text is checked by the form's schema. */
  minDate?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
}

/**
 * The one date and time field of the product (issue 11). Typing always works: the text is read in
 * the field's format as it changes. The picker opens only from its button, below the input in the
 * page's flow, so on a phone it pushes the next field down instead of covering it, and focus moves
 * into the picker instead of the input, so no on-screen keyboard rises over it.
 */
export function DateTimeField({
  id,
  name,
  mode,
  label,
  dateFormat = 'MM/dd/yyyy',
  value: controlledValue,
  defaultValue = '',
  onChange,
  onBlur,
  minDate,
  'aria-describedby': describedBy,
  'aria-invalid': isInvalid,
  required,
  className = 'form-input',
}: DateTimeFieldProps) {
  const panelId = `${useId()}-picker`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = controlledValue ?? ownValue;
  const [text, setText] = useState(() => formatForDisplay(mode, value, dateFormat));

  // Follow values set from outside (a reset, a selected calendar slot); what this field emitted
  // itself leaves the typed text alone, even text that does not read as a date yet.
  const emitted = useRef(value);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setText(formatForDisplay(mode, value, dateFormat));
  }, [mode, value, dateFormat]);
  const emit = (next: string) => {
    emitted.current = next;
    setOwnValue(next);
    onChange?.(next);
  };

  const close = (shouldFocusToggle: boolean) => {
    setIsOpen(false);
    if (shouldFocusToggle) toggleRef.current?.focus();
  };

  const pick = (picked: string) => {
    setText(formatForDisplay(mode, picked, dateFormat));
    emit(picked);
    close(true);
  };

  const placeholder = mode === 'date' ? dateFormat.toLowerCase() : 'h:mm am';
  const tr = usePageText();
  const noun = tr(mode === 'date' ? 'calendar' : 'time list');

  return (
    <div className={`date-time-field${isOpen ? ' date-time-field--open' : ''}`}>
      <div className="date-time-field__row">
        <input
          id={id}
          type="text"
          className={`${className} date-time-field__input`}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          // While the picker is open, tapping back into the text must not raise the keyboard
          // over it; a physical keyboard types as usual. Closed, the full keyboard stays: a
          // numeric one has no "/" on some phones.
          inputMode={isOpen ? 'none' : undefined}
          aria-describedby={describedBy}
          aria-invalid={isInvalid ? true : undefined}
          required={required}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            emit(parseTyped(mode, typed, dateFormat) ?? '');
          }}
          onBlur={() => {
            const parsed = parseTyped(mode, text, dateFormat);
            if (parsed) setText(formatForDisplay(mode, parsed, dateFormat));
            onBlur?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && isOpen) {
              event.preventDefault();
              close(false);
            }
          }}
        />
        <button
          ref={toggleRef}
          type="button"
          className="date-time-field__toggle"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onClick={() => setIsOpen((open) => !open)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            {mode === 'date' ? (
              <path
                fill="currentColor"
                d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
              />
            ) : (
              <path
                fill="currentColor"
                d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7h2Z"
              />
            )}
          </svg>
          <span className="visually-hidden">
            {isOpen ? tr('Close the {noun}', { noun }) : tr('Choose {label}', { label })}
          </span>
        </button>
      </div>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      {isOpen ? (
        <div
          id={panelId}
          className="date-time-field__panel"
          role="group"
          aria-label={tr('{label}: {noun}', { label, noun })}
        >
          <Suspense fallback={<p role="status">{tr('Loading the {noun}…', { noun })}</p>}>
            <DateTimePickerPanel
              mode={mode}
              selected={valueToDate(mode, value)}
              minDate={minDate ? valueToDate('date', minDate) : null}
              onPick={pick}
              onEscape={() => close(true)}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
