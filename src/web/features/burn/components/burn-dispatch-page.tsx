import type { BurnDispatchRow, BurnPageView } from '#domain/burn/burn-pages.ts';
import { BURN_MATERIAL_LABELS } from '#domain/burn/burn-permit.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';
import { StatusBox } from './burn-status-box.tsx';

/** Dispatch's list of today's registered burns (by the token in its address). */

function BurnsTable({ burns }: { burns: readonly BurnDispatchRow[] }) {
  if (burns.length === 0) return <p>No registered burns today.</p>;
  return (
    <TableRegion caption="Registered burns" isCaptionVisible className="feature-table">
      <thead>
        <tr>
          <th scope="col">Permit</th>
          <th scope="col">Address</th>
          <th scope="col">Time</th>
          <th scope="col">Material</th>
          <th scope="col">Holder and phone</th>
          <th scope="col">Map</th>
        </tr>
      </thead>
      <tbody>
        {burns.map((burn, index) => (
          <tr key={`${burn.permitNumber ?? ''}-${index}`}>
            <td data-label="Permit">{burn.permitNumber}</td>
            <td data-label="Address">{`${burn.street}, ${burn.town}`}</td>
            <td data-label="Time">{`${burn.startTime}–${burn.endTime}`}</td>
            <td data-label="Material">
              {`${BURN_MATERIAL_LABELS[burn.material]}: ${burn.materialDescription} (${burn.pileSize})`}
            </td>
            <td data-label="Holder and phone">
              {`${burn.applicantName}, `}
              <a className="tel" href={`tel:${burn.phone.replace(/[^0-9+]/g, '')}`}>
                {burn.phone}
              </a>
              {burn.stateRegistrationNumber
                ? `, state registration ${burn.stateRegistrationNumber}`
                : null}
            </td>
            <td data-label="Map">
              <a href={burn.mapUrl}>{`Map of ${burn.street}`}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

export function DispatchPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-dispatch' }> }) {
  return (
    <>
      <PageHeader title="Today’s registered burns" />
      <FeaturePageBody>
        <StatusBox status={view.status} isPageHeading={false} />
        <BurnsTable burns={view.burns} />
      </FeaturePageBody>
    </>
  );
}
