import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import {
  MAX_LOG_SUBJECT_LENGTH,
  PublicLogEntryBodySchema,
  type PublicLogEntryBody,
} from '#domain/records/records-request.ts';
import { FormFailure, OutcomeBanner, useStaffForm } from '#web/components/staff/staff-form.tsx';
import { CheckboxField, TextField } from '#web/components/staff/staff-fields.tsx';
import { savePublicLogEntry } from '../api/records-admin-api.ts';

/**
 * The request's line in the public log (issue 20): whether it is listed, and the subject the
 * records officer writes for it. The requester's own description never goes there: it may name
 * people or places.
 */
export function RecordsLogEntryForm({
  requestId,
  isInPublicLog,
  logSubject,
  onUnauthorized,
}: {
  requestId: string;
  isInPublicLog: boolean;
  logSubject: string | null;
  onUnauthorized: () => void;
}) {
  const ids = useId();
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean } | null>(null);
  const { form, onSubmit } = useStaffForm<PublicLogEntryBody>({
    resolver: zodResolver(PublicLogEntryBodySchema),
    defaultValues: { isInPublicLog, logSubject: logSubject ?? '' },
    onUnauthorized,
    save: async (values) => {
      setOutcome(null);
      const saved = await savePublicLogEntry(requestId, {
        isInPublicLog: values.isInPublicLog,
        logSubject: values.logSubject ?? '',
      });
      form.reset({ isInPublicLog: saved.isInPublicLog, logSubject: saved.logSubject ?? '' });
      setOutcome({
        text: saved.isInPublicLog
          ? 'Saved: the request is in the public log.'
          : 'Saved: the request is left out of the public log.',
        isError: false,
      });
    },
  });
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <section aria-labelledby={`${ids}-log`}>
      <h2 id={`${ids}-log`}>Public log</h2>
      <p>
        The public log lists the request number, dates, this subject and the outcome. Write the
        subject in general terms: never a name, an address or other personal data.
      </p>
      <OutcomeBanner outcome={outcome} />
      <form noValidate onSubmit={onSubmit}>
        <FormFailure message={errors.root?.message} />
        <CheckboxField
          form={form}
          name="isInPublicLog"
          label="Show this request in the public log"
        />
        <TextField
          form={form}
          name="logSubject"
          label="Public subject"
          hint={`At most ${MAX_LOG_SUBJECT_LENGTH} characters, like "Incident reports for a July 2026 wildland fire". Empty shows "Not described yet".`}
        />
        <button type="submit" className="button" disabled={isSubmitting}>
          Save the public log entry
        </button>
      </form>
    </section>
  );
}
