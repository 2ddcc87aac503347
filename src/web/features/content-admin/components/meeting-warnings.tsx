import { useEffect, useState } from 'react';
import { MEETINGS_API, type MeetingWarningList } from '#domain/meetings/meetings-api.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';

/**
 * What the published meetings still lack under Utah's Open and Public Meetings Act: a late or
 * missing agenda, a recording or minutes past due. Warnings, not refusals.
 */
export function MeetingWarnings({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [list, setList] = useState<MeetingWarningList | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    apiRequest<MeetingWarningList>(MEETINGS_API.warnings, { isAuthenticated: true })
      .then((loaded) => {
        if (isCurrent) setList(loaded);
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        else setFailure('We could not check the meetings for warnings.');
      });
    return () => {
      isCurrent = false;
    };
  }, [onUnauthorized]);

  if (failure) return <p role="alert">{failure}</p>;
  if (!list) return <p role="status">Checking the meetings…</p>;
  return (
    <section aria-labelledby="meeting-warnings" className="card section">
      <h2 id="meeting-warnings" className="card__title">
        Open Meetings Act checks
      </h2>
      {list.warnings.length === 0 ? (
        <p>No warnings for the published meetings.</p>
      ) : (
        <ul>
          {list.warnings.map((warning) => (
            <li key={`${warning.index}-${warning.kind}`}>{warning.message}</li>
          ))}
        </ul>
      )}
      <p>
        Meetings are listed under Meetings below. An agenda’s posting time is set when it is first
        published.
      </p>
    </section>
  );
}
