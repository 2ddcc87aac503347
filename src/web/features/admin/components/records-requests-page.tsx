import { useSearchParams } from 'react-router';
import { FormFailure } from '#web/components/staff/staff-form.tsx';
import { useStaffFailure } from '#web/components/staff/use-staff-failure.ts';
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
  const { error, setError, handleFailure } = useStaffFailure(onUnauthorized);

  return (
    <>
      <FormFailure message={error} />
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
