import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { failureMessage } from './staff-form.tsx';
import { FieldShell } from './staff-fields.tsx';
import { useUnsavedInputWarning } from './use-unsaved-changes-warning.ts';

/** The longest reason staff may give (the server's schemas allow the same). */
export const MAX_REASON_LENGTH = 500;

/**
 * One staff action that needs a written reason (void a permit, revoke a clearance): a titled form
 * with one text box, the reason required here and on the server, the server's refusal under the
 * box, and the unsaved-changes warning while a reason is typed.
 */
export function ReasonForm({
  title,
  headingLevel = 3,
  label,
  missingMessage,
  submitLabel,
  run,
  onUnauthorized,
}: {
  title: string;
  headingLevel?: 3 | 4;
  label: string;
  /** Shown when the box is empty, as the server's schema says it. */
  missingMessage: string;
  submitLabel: string;
  /** Does the action with the trimmed reason; what it throws is shown under the box. */
  run: (reason: string) => Promise<void>;
  onUnauthorized: () => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const unsaved = useUnsavedInputWarning();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(missingMessage);
      return;
    }
    setIsBusy(true);
    try {
      await run(reason.trim());
      setError('');
      unsaved.markSaved();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return onUnauthorized();
      setError(
        caught instanceof ApiError
          ? (caught.fields?.reason ?? caught.message)
          : failureMessage(caught),
      );
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      className="admin-form"
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => void submit(event)}
      onInput={unsaved.onInput}
      noValidate
    >
      <Heading id={`${formId}-title`}>{title}</Heading>
      <FieldShell id={`${formId}-reason`} label={label} error={error || undefined}>
        {(control) => (
          <textarea
            {...control}
            className="form-input"
            value={reason}
            maxLength={MAX_REASON_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldShell>
      <button type="submit" className="button button--secondary" disabled={isBusy}>
        {submitLabel}
      </button>
    </form>
  );
}
