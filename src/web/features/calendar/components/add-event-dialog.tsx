import { useId, useRef } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CalendarEventInputSchema,
  type CalendarEventData,
  type CalendarEventInput,
} from '#domain/calendar/calendar-event.schema.ts';
import {
  adjustEndTime,
  listEndTimeOptions,
  listTimeOptions,
  toggleMultiDay,
  type EventDraft,
  type EventTimes,
} from '#domain/calendar/availability.ts';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { formatForDisplay } from '#web/components/ui/date-time-text.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { addCalendarEvent } from '../api/calendar-api.ts';
import { FormField } from './form-field.tsx';

export const EVENT_ADDED_MESSAGE = 'Event added successfully!';
export const EVENT_ADD_FAILED_PREFIX = 'Error adding event: ';

const START_TIME_OPTIONS = listTimeOptions();
/** Clerks in Utah read month/day/year; the field also takes ISO yyyy-MM-dd typed. */
const EVENT_DATE_FORMAT = 'MM/dd/yyyy';
const FIELD_NAMES = [
  'title',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'description',
  'isMultiDay',
] as const;

interface AddEventDialogProps {
  isOpen: boolean;
  draft: EventDraft;
  onClose: () => void;
  onAdded: () => void;
  /** The server no longer accepts the stored token. */
  onUnauthorized: () => void;
}

/** The add modal (spec §2, §4, §5), titled Add Multi-Day Event while Multi-Day is ticked. */
export function AddEventDialog({
  isOpen,
  draft,
  onClose,
  onAdded,
  onUnauthorized,
}: AddEventDialogProps) {
  return isOpen ? (
    <AddEventForm
      draft={draft}
      onClose={onClose}
      onAdded={onAdded}
      onUnauthorized={onUnauthorized}
    />
  ) : null;
}

/** 12-hour, like the public forms ("10:00 AM"); the option's value stays HH:mm for the API. */
function formatTimeOption(time: string, isEnd: boolean, startTime: string): string {
  const shown = formatForDisplay('time', time, EVENT_DATE_FORMAT);
  return isEnd && time === '00:00' && startTime !== '00:00'
    ? `${shown} (midnight, end of day)`
    : shown;
}

function AddEventForm({
  draft,
  onClose,
  onAdded,
  onUnauthorized,
}: Omit<AddEventDialogProps, 'isOpen'>) {
  const id = useId();
  const savedTimes = useRef<EventTimes | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CalendarEventInput, unknown, CalendarEventData>({
    resolver: zodResolver(CalendarEventInputSchema),
    defaultValues: { title: '', description: '', ...draft },
  });
  const isMultiDay = useWatch({ control, name: 'isMultiDay' });
  const startDate = useWatch({ control, name: 'startDate' });
  const startTime = useWatch({ control, name: 'startTime' });
  const endTimeOptions = listEndTimeOptions(startTime, isMultiDay);

  const onSubmit = async (event: CalendarEventData) => {
    try {
      await addCalendarEvent(event);
      window.alert(EVENT_ADDED_MESSAGE);
      onAdded();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.fields) {
        for (const name of FIELD_NAMES) {
          const fieldMessage = error.fields[name];
          if (fieldMessage) setError(name, { message: fieldMessage });
        }
      }
      window.alert(EVENT_ADD_FAILED_PREFIX + message);
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
    }
  };

  const options = { shouldValidate: false, shouldDirty: true } as const;
  const multiDayField = register('isMultiDay');
  const handleMultiDayChange = (isTicked: boolean) => {
    const result = toggleMultiDay(
      isTicked,
      { startTime: getValues('startTime'), endTime: getValues('endTime') },
      savedTimes.current,
    );
    savedTimes.current = result.savedTimes;
    setValue('startTime', result.times.startTime, options);
    setValue('endTime', result.times.endTime, options);
    if (!isTicked) setValue('endDate', getValues('startDate'), options);
  };
  const startDateField = useController({ control, name: 'startDate' }).field;
  const endDateField = useController({ control, name: 'endDate' }).field;
  const onStartDateChange = (value: string) => {
    startDateField.onChange(value);
    // A single date sets both ends; a multi-day end never precedes its start (spec §5).
    if (value && (!getValues('isMultiDay') || getValues('endDate') < value))
      setValue('endDate', value, options);
  };
  const startDateInput = (label: string) => (
    <DateTimeField
      id=""
      name={startDateField.name}
      mode="date"
      label={label}
      dateFormat={EVENT_DATE_FORMAT}
      value={startDateField.value}
      onChange={onStartDateChange}
      onBlur={startDateField.onBlur}
      required
    />
  );
  const startTimeField = register('startTime', {
    onChange: (changeEvent: { target: { value: string } }) => {
      if (!getValues('isMultiDay'))
        setValue('endTime', adjustEndTime(changeEvent.target.value, getValues('endTime')), options);
    },
  });

  return (
    <Dialog title={isMultiDay ? 'Add Multi-Day Event' : 'Add Event'} isOpen onClose={onClose}>
      <form className="calendar-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
          <input type="text" required maxLength={200} {...register('title')} />
        </FormField>
        <div className="calendar-form__check">
          <input
            id={`${id}-multi`}
            type="checkbox"
            {...multiDayField}
            onChange={(changeEvent) => {
              void multiDayField.onChange(changeEvent);
              handleMultiDayChange(changeEvent.target.checked);
            }}
          />
          <label htmlFor={`${id}-multi`}>Multi-Day Event</label>
        </div>
        {isMultiDay ? (
          <div className="calendar-form__row">
            <FormField id={`${id}-start-date`} label="Start Date" error={errors.startDate?.message}>
              {startDateInput('Start Date')}
            </FormField>
            <FormField id={`${id}-end-date`} label="End Date" error={errors.endDate?.message}>
              <DateTimeField
                id=""
                name={endDateField.name}
                mode="date"
                label="End Date"
                dateFormat={EVENT_DATE_FORMAT}
                value={endDateField.value}
                onChange={endDateField.onChange}
                onBlur={endDateField.onBlur}
                minDate={startDate}
                required
              />
            </FormField>
          </div>
        ) : (
          <FormField
            id={`${id}-date`}
            label="Date"
            error={errors.startDate?.message ?? errors.endDate?.message}
          >
            {startDateInput('Date')}
          </FormField>
        )}
        <div className="calendar-form__row">
          <FormField id={`${id}-start-time`} label="Start Time" error={errors.startTime?.message}>
            <select required {...startTimeField}>
              {START_TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {formatTimeOption(time, false, startTime)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-end-time`} label="End Time" error={errors.endTime?.message}>
            <select required {...register('endTime')}>
              {endTimeOptions.map((time) => (
                <option key={time} value={time}>
                  {formatTimeOption(time, true, startTime)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField
          id={`${id}-description`}
          label="Description (optional)"
          error={errors.description?.message}
        >
          <textarea rows={3} maxLength={2000} {...register('description')} />
        </FormField>
        <div className="calendar-form__actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Adding...' : 'Add Event'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
