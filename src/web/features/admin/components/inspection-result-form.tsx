/**
 * The fire marshal's result form for one inspection, one job: the checklist, findings, photos,
 * re-inspection and fee fields, kept as a draft in the browser until the server has the result.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import {
  CLEARING_OUTCOMES,
  INSPECTION_OUTCOMES,
  INSPECTION_OUTCOME_LABELS,
  MAX_INSPECTION_PHOTOS,
  type InspectionOutcome,
  type InspectionPhoto,
  type RecordedResult,
  type ResultForm,
} from '#domain/inspections/inspection-result.ts';
import { toDistrictWallClock } from '#domain/inspections/inspection-slots.ts';
import { FieldShell } from '#web/components/staff/staff-fields.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { readResultForm, sendPhoto, sendResult } from '../api/inspections-admin-api.ts';
import { formatDay } from './my-inspections-page.tsx';

/** What the form keeps in the browser until the server has the result. */
interface Draft {
  idempotencyKey: string;
  outcome: InspectionOutcome | '';
  reasonForInspection: string;
  stage: string;
  inspectionType: string;
  typeOfClearance: string;
  inspectorName: string;
  comments: string;
  /** One correction per line. */
  corrections: string;
  correctionsDueDays: string;
  temporaryClearanceDays: string;
  /** True once the inspector pressed Send: the draft is sent again when the signal is back. */
  isPending: boolean;
}

const RETRY_MS = 15_000;

export function draftKey(inspectionId: string): string {
  return `inspection-result-draft:${inspectionId}`;
}

function readDraft(inspectionId: string): Draft | null {
  try {
    const text = window.localStorage.getItem(draftKey(inspectionId));
    return text ? (JSON.parse(text) as Draft) : null;
  } catch {
    return null;
  }
}

function writeDraft(inspectionId: string, draft: Draft | null): void {
  try {
    if (draft) window.localStorage.setItem(draftKey(inspectionId), JSON.stringify(draft));
    else window.localStorage.removeItem(draftKey(inspectionId));
  } catch {
    // A full or blocked storage: the form still works, without the safety net.
  }
}

/** A v4 UUID; `randomUUID` exists only on HTTPS pages, `getRandomValues` everywhere. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function newDraft(form: ResultForm): Draft {
  return {
    idempotencyKey: newKey(),
    outcome: '',
    ...form.prefill,
    corrections: '',
    correctionsDueDays: '',
    temporaryClearanceDays: '',
    isPending: false,
  };
}

function toDays(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function RecordedSummary({ result }: { result: RecordedResult }) {
  return (
    <section aria-labelledby="recorded-result" className="inspection-result">
      <h2 id="recorded-result">Recorded result: {result.outcomeLabel}</h2>
      <dl className="inspection-card__facts">
        <dt>Inspector</dt>
        <dd>{result.inspectorName}</dd>
        <dt>Inspection type</dt>
        <dd>{result.inspectionType}</dd>
        {result.corrections.length > 0 ? (
          <>
            <dt>Corrections</dt>
            <dd>
              <ul>
                {result.corrections.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {result.correctionsDueDay ? (
          <>
            <dt>Work must be completed by</dt>
            <dd>{formatDay(result.correctionsDueDay)}</dd>
          </>
        ) : null}
        {result.temporaryClearanceExpiresDay ? (
          <>
            <dt>Temporary clearance until</dt>
            <dd>{formatDay(result.temporaryClearanceExpiresDay)}</dd>
          </>
        ) : null}
        {result.comments ? (
          <>
            <dt>Comments</dt>
            <dd>{result.comments}</dd>
          </>
        ) : null}
        <dt>Photos</dt>
        <dd>{result.photos.length}</dd>
      </dl>
    </section>
  );
}

/**
 * The inspector's result form (issue 17, item 4), built for a phone with a weak signal: every
 * keystroke is kept in localStorage for this inspection, Send is repeated until the server
 * answers, and the idempotency key kept with the draft makes a repeat record nothing new.
 */
export function InspectionResultForm({
  inspectionId,
  onUnauthorized,
}: {
  inspectionId: string;
  onUnauthorized: () => void;
}) {
  const [form, setForm] = useState<ResultForm | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [photos, setPhotos] = useState<InspectionPhoto[]>([]);
  const [recorded, setRecorded] = useState<RecordedResult | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [photoStatus, setPhotoStatus] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [today] = useState(() => toDistrictWallClock(Date.now()).day);
  const ids = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    readResultForm(inspectionId, controller.signal).then(
      (loaded) => {
        setForm(loaded);
        setPhotos(loaded.photos);
        setRecorded(loaded.result);
        const kept = readDraft(inspectionId);
        if (kept) {
          setDraft(kept);
          setNotice('Your unsent draft for this inspection was restored.');
        } else setDraft(newDraft(loaded));
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
        else if (failure instanceof ApiError) setLoadError(failure.message);
        else setLoadError('We could not reach the server. Try again when you have a signal.');
      },
    );
    return () => controller.abort();
  }, [inspectionId, onUnauthorized]);

  const update = (changes: Partial<Draft>) => {
    setDraft((current) => {
      if (!current) return current;
      const next = { ...current, ...changes };
      writeDraft(inspectionId, next);
      return next;
    });
  };

  const send = useCallback(
    async (toSend: Draft) => {
      if (toSend.outcome === '') return;
      setIsSending(true);
      setError(null);
      setFieldErrors({});
      try {
        const answer = await sendResult(inspectionId, {
          idempotencyKey: toSend.idempotencyKey,
          outcome: toSend.outcome,
          reasonForInspection: toSend.reasonForInspection,
          stage: toSend.stage,
          inspectionType: toSend.inspectionType,
          typeOfClearance: toSend.typeOfClearance,
          inspectorName: toSend.inspectorName,
          comments: toSend.comments,
          corrections: toSend.corrections
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
          correctionsDueDays:
            toSend.outcome === 'corrections-required' ? toDays(toSend.correctionsDueDays) : null,
          temporaryClearanceDays: CLEARING_OUTCOMES.includes(toSend.outcome)
            ? toDays(toSend.temporaryClearanceDays)
            : null,
        });
        writeDraft(inspectionId, null);
        setDraft({ ...toSend, isPending: false });
        setRecorded(answer.result);
        setNotice(`Result recorded: ${answer.result.outcomeLabel}.`);
      } catch (failure) {
        const isRetryable = !(failure instanceof ApiError) || failure.status >= 500;
        if (failure instanceof ApiError && failure.status === 401) {
          onUnauthorized();
        } else if (isRetryable) {
          setNotice(
            'Not sent yet: no connection. The result is kept on this phone and sent again automatically.',
          );
        } else {
          const pendingOff = { ...toSend, isPending: false };
          writeDraft(inspectionId, pendingOff);
          setDraft(pendingOff);
          setError(failure.message);
          setFieldErrors(failure.fields ?? {});
          errorRef.current?.focus();
        }
      } finally {
        setIsSending(false);
      }
    },
    [inspectionId, onUnauthorized],
  );

  // A pending draft is sent again when the phone is back online, and every 15 seconds.
  useEffect(() => {
    if (!draft?.isPending || recorded || isSending) return;
    const retry = () => void send(draft);
    window.addEventListener('online', retry);
    const timer = window.setTimeout(retry, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearTimeout(timer);
    };
  }, [draft, recorded, isSending, send]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    if (draft.outcome === '') {
      setFieldErrors({ outcome: 'Choose the result of the inspection' });
      setError('Check the highlighted fields.');
      errorRef.current?.focus();
      return;
    }
    const pending = { ...draft, isPending: true };
    writeDraft(inspectionId, pending);
    setDraft(pending);
    await send(pending);
  }

  async function addPhotos(files: FileList | null) {
    if (!files || files.length === 0) return;
    setFieldErrors((current) => ({ ...current, photos: '' }));
    for (const [index, file] of [...files].entries()) {
      setPhotoStatus(`Sending photo ${index + 1} of ${files.length}…`);
      try {
        setPhotos(await sendPhoto(inspectionId, file));
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) return onUnauthorized();
        const message =
          failure instanceof ApiError
            ? (failure.fields?.photos ?? failure.message)
            : 'The photo was not sent: no connection. Add it again when you have a signal.';
        setFieldErrors((current) => ({ ...current, photos: `${file.name}: ${message}` }));
        setPhotoStatus(null);
        return;
      }
    }
    setPhotoStatus(`${files.length === 1 ? 'Photo' : `${files.length} photos`} added.`);
  }

  if (loadError)
    return (
      <p className="banner banner--error" role="alert">
        {loadError}
      </p>
    );
  if (!form || !draft) return <p role="status">Loading…</p>;

  const header = (
    <>
      <p>
        <a href="/admin/inspections">Back to My inspections</a>
      </p>
      <h2>
        {form.address}: {formatDay(form.day)}, {form.time}
      </h2>
      <p>Permit {form.permitNumber}</p>
    </>
  );
  if (recorded)
    return (
      <div className="inspection-result-page">
        {header}
        {notice ? (
          <p className="banner banner--success" role="status">
            {notice}
          </p>
        ) : null}
        <RecordedSummary result={recorded} />
      </div>
    );
  if (form.status === 'cancelled')
    return (
      <div className="inspection-result-page">
        {header}
        <p className="banner banner--error" role="alert">
          This inspection was cancelled; it takes no result.
        </p>
      </div>
    );

  const fieldId = (name: string) => `${ids}-${name}`;
  const isClearing = draft.outcome !== '' && CLEARING_OUTCOMES.includes(draft.outcome);
  /** A line of text, or with `rows` a text area. */
  const text = (
    name: keyof Pick<
      Draft,
      | 'reasonForInspection'
      | 'stage'
      | 'inspectionType'
      | 'typeOfClearance'
      | 'inspectorName'
      | 'corrections'
      | 'comments'
    >,
    label: string,
    { rows, hint }: { rows?: number; hint?: string } = {},
  ) => (
    <FieldShell id={fieldId(name)} label={label} hint={hint} error={fieldErrors[name]}>
      {(control) => {
        const value = draft[name];
        const onChange = (event: { target: { value: string } }) =>
          update({ [name]: event.target.value });
        return rows ? (
          <textarea
            {...control}
            className="form-input"
            rows={rows}
            value={value}
            onChange={onChange}
          />
        ) : (
          <input
            {...control}
            type="text"
            className="form-input"
            value={value}
            onChange={onChange}
          />
        );
      }}
    </FieldShell>
  );
  /** A whole number of days from today, its hint the day it reaches (or `emptyHint`). */
  const daysField = (
    name: 'correctionsDueDays' | 'temporaryClearanceDays',
    label: string,
    describeDay: (day: string) => string,
    emptyHint?: string,
  ) => {
    const days = toDays(draft[name]);
    return (
      <FieldShell
        id={fieldId(name)}
        label={label}
        hint={
          days && Number.isInteger(days) && days > 0
            ? describeDay(formatDay(addDaysToDay(today, days)))
            : emptyHint
        }
        error={fieldErrors[name]}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            className="form-input form-input--short"
            value={draft[name]}
            onChange={(event) => update({ [name]: event.target.value })}
          />
        )}
      </FieldShell>
    );
  };

  return (
    <div className="inspection-result-page">
      {header}
      {notice ? (
        <p className="banner" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="banner banner--error" role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      ) : null}
      <form className="inspection-result-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset
          className="form-field"
          aria-describedby={fieldErrors.outcome ? fieldId('outcome-error') : undefined}
        >
          <legend className="form-label">Result of Inspection</legend>
          {fieldErrors.outcome ? (
            <p id={fieldId('outcome-error')} className="field-error">
              {fieldErrors.outcome}
            </p>
          ) : null}
          {INSPECTION_OUTCOMES.map((outcome) => (
            <label key={outcome} className="choice">
              <input
                type="radio"
                name="outcome"
                value={outcome}
                checked={draft.outcome === outcome}
                onChange={() => update({ outcome })}
              />{' '}
              {INSPECTION_OUTCOME_LABELS[outcome]}
            </label>
          ))}
        </fieldset>
        {draft.outcome === 'corrections-required' ? (
          <>
            {text('corrections', 'Corrections to make', {
              rows: 4,
              hint: 'One correction per line.',
            })}
            {daysField(
              'correctionsDueDays',
              'Work Must Be Completed In (days)',
              (day) => `Due by ${day}.`,
            )}
          </>
        ) : null}
        {isClearing
          ? daysField(
              'temporaryClearanceDays',
              'Temporary Clearance (days)',
              (day) => `Expires on ${day}.`,
              'Leave empty for a full clearance.',
            )
          : null}
        {text('inspectionType', 'Inspection Type')}
        {text('reasonForInspection', 'Reason for Inspection')}
        {text('stage', 'Stage')}
        {text('typeOfClearance', 'Type of Clearance')}
        {text('inspectorName', 'Inspector')}
        {text('comments', 'Comments', { rows: 3 })}
        <FieldShell
          id={fieldId('photos')}
          label="Photos"
          hint={`Take or choose up to ${MAX_INSPECTION_PHOTOS} photos (JPEG, PNG, WebP or HEIC, 8 MB each). Each is sent at once.`}
          error={fieldErrors.photos || undefined}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              onChange={(event) => void addPhotos(event.target.files)}
            />
          )}
        </FieldShell>
        <p role="status" className="field-hint">
          {photoStatus ?? ''}
        </p>
        {photos.length > 0 ? (
          <ul aria-label="Photos sent">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                Photo {index + 1} ({photo.contentType}, {formatBytes(photo.sizeBytes)})
              </li>
            ))}
          </ul>
        ) : null}
        <button type="submit" className="button" disabled={isSending}>
          {isSending ? 'Sending…' : 'Send the result'}
        </button>
      </form>
    </div>
  );
}
