import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import type { MeetingSchedule } from '#domain/meetings/meeting-schedule.ts';
import { listLibraryDocuments } from '#web/lib/library-documents-api.ts';
import { generateScheduleDates } from '../api/meetings-api.ts';
import { DocumentChoicesContext, type DocumentChoice, type FieldPath } from './content-fields.tsx';

/**
 * Offers the library's published documents to the meeting form's agenda and minutes fields.
 * While they load, or if they cannot be read, the fields keep what they hold.
 */
export function LibraryDocumentChoices({
  onUnauthorized,
  children,
}: {
  onUnauthorized: () => void;
  children: ReactNode;
}) {
  const [documents, setDocuments] = useState<DocumentChoice[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    listLibraryDocuments()
      .then((list) => {
        if (!isCurrent) return;
        setDocuments(
          list.documents
            .filter((document) => document.state === 'published')
            .sort((a, b) => b.date.localeCompare(a.date))
            .map(({ title, href, category }) => ({ title, href, category })),
        );
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        else setFailure('We could not read the documents library; the documents stay as they are.');
      });
    return () => {
      isCurrent = false;
    };
  }, [onUnauthorized]);

  return (
    <DocumentChoicesContext.Provider value={documents}>
      {failure ? <p role="alert">{failure}</p> : null}
      {children}
    </DocumentChoicesContext.Provider>
  );
}

/**
 * "Generate the year's dates": replaces the schedule's list with the dates its rule gives in
 * its year; the editor then removes or moves dates and publishes.
 */
export function ScheduleGenerator({
  value,
  onChange,
  onUnauthorized,
}: {
  value: unknown;
  onChange: (path: FieldPath, value: unknown) => void;
  onUnauthorized: () => void;
}) {
  const [message, setMessage] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const schedule = (value as { meetingSchedule?: MeetingSchedule } | null)?.meetingSchedule;
  if (!schedule) return null;

  async function generate(current: MeetingSchedule) {
    setIsBusy(true);
    try {
      const { dates } = await generateScheduleDates({ rule: current.rule, year: current.year });
      onChange(['meetingSchedule', 'dates'], dates);
      setMessage(
        `${dates.length} dates generated for ${current.year}. Remove or change any, then publish.`,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      else if (error instanceof ApiError && error.fields) {
        setMessage(`Check the recurring rule and the year: ${Object.values(error.fields)[0]}`);
      } else setMessage('We could not reach the server.');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="form-field form-field--wide">
      <button
        type="button"
        className="button button--secondary"
        disabled={isBusy}
        onClick={() => void generate(schedule)}
      >
        Generate the year’s dates from the rule
      </button>
      <p role="status">{message}</p>
    </div>
  );
}
