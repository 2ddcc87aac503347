import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '#web/lib/api-client.ts';
import type { Failure } from './records/records-admin-format.ts';
import { QueueView } from './records/records-queue.tsx';
import { RequestView } from './records/records-request-view.tsx';

/**
 * /admin/records (issue 20): the records officer's queue, overdue first, and one request's page
 * with its details, timeline, e-mails and the actions the statute allows. The open request is in
 * the address (`?request=<id>`) so a reminder's link or a reload keeps it.
 */
export function RecordsRequestsPage({
  onUnauthorized,
  canDecideAppeals,
}: {
  onUnauthorized: () => void;
  canDecideAppeals: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('request');
  const [error, setError] = useState<string | null>(null);

  const handleFailure = useCallback<Failure>(
    (failure) => {
      if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
      else if (failure instanceof ApiError) setError(failure.message);
      else setError('We could not reach the server. Try again.');
    },
    [onUnauthorized],
  );

  return (
    <>
      {error ? (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      ) : null}
      {openId ? (
        <RequestView
          id={openId}
          canDecideAppeals={canDecideAppeals}
          onUnauthorized={onUnauthorized}
          onFailure={handleFailure}
          onClearError={() => setError(null)}
          onBack={() => setSearchParams({})}
        />
      ) : (
        <QueueView
          onFailure={handleFailure}
          onOpen={(id) => {
            setError(null);
            setSearchParams({ request: id });
          }}
        />
      )}
    </>
  );
}
