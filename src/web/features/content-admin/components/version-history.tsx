import { TableRegion } from '#web/components/ui/table-region.tsx';
import type { ContentVersionSummary } from '#domain/content/content-api.ts';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';

const WHEN = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DISTRICT_TIME_ZONE,
});

/** Every saved version, newest first, each but the newest with a Restore button. */
export function VersionHistory({
  versions,
  isBusy,
  onRestore,
}: {
  versions: readonly ContentVersionSummary[];
  isBusy: boolean;
  onRestore: (version: ContentVersionSummary) => void;
}) {
  return (
    <section className="section" aria-labelledby="version-history-title">
      <h2 id="version-history-title">Version history</h2>
      <p className="field-hint">
        Restoring a version publishes a copy of it as the newest version; nothing is lost.
      </p>
      <TableRegion
        caption="Saved versions, newest first"
        columns={['Version', 'Saved', 'By', 'Note', 'Action']}
      >
        <tbody>
          {versions.map((version, index) => (
            <tr key={version.id}>
              <td>
                {version.number}
                {version.isPublished ? ' (published)' : ''}
              </td>
              <td>{WHEN.format(new Date(version.createdAt))}</td>
              <td>{version.createdBy || 'Initial content'}</td>
              <td>{version.note}</td>
              <td>
                {index === 0 ? null : (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={isBusy}
                    onClick={() => onRestore(version)}
                  >
                    Restore version {version.number}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </section>
  );
}
