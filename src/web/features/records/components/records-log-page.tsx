import { countPages, describePage, type PageInfo } from '#domain/pagination.ts';
import { RECORDS_PATHS, type RecordsPageView } from '#domain/records/records-pages.ts';
import { RECORDS_REQUEST_MACHINE } from '#domain/records/records-request.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';

/** The public log of records requests (issue 20), page by page, with no personal data. */

export function PublicLogPage({
  view,
}: {
  view: Extract<RecordsPageView, { kind: 'records-log' }>;
}) {
  return (
    <>
      <PageHeader title="Public records request log" />
      <FeaturePageBody>
        <p>
          Every records request the district received, with its dates, subject and outcome. The
          subject is written by the records officer; the log names no requester and holds no
          personal data.
        </p>
        {view.total === 0 ? (
          <p>No requests yet.</p>
        ) : (
          <>
            <p role="status">{describePage(view)}</p>
            <TableRegion
              caption="Requests, newest first"
              isCaptionVisible
              className="feature-table"
            >
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Received</th>
                  <th scope="col">Due</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Outcome</th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.requestNumber}>
                    <td data-label="Request">{row.requestNumber}</td>
                    <td data-label="Received">{row.receivedDay}</td>
                    <td data-label="Due">{row.dueDay}</td>
                    <td data-label="Subject">{row.logSubject ?? 'Not described yet'}</td>
                    <td data-label="Outcome">{RECORDS_REQUEST_MACHINE.labels[row.status]}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
            <PageLinks info={view} path={RECORDS_PATHS.log} />
          </>
        )}
      </FeaturePageBody>
    </>
  );
}

/** Previous and next links under a paged list, with the page's place in words. */
function PageLinks({ info, path }: { info: PageInfo; path: string }) {
  const pages = countPages(info);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of the log">
      <p>
        {info.page > 1 ? (
          <>
            <a href={`${path}?page=${info.page - 1}`} rel="prev">
              Previous page
            </a>
            {' · '}
          </>
        ) : null}
        {`Page ${info.page} of ${pages}`}
        {info.page < pages ? (
          <>
            {' · '}
            <a href={`${path}?page=${info.page + 1}`} rel="next">
              Next page
            </a>
          </>
        ) : null}
      </p>
    </nav>
  );
}
