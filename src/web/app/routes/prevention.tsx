import { PREVENTION } from '#domain/content/prevention.ts';
import { InfoCardGrid } from '#web/features/pages/components/info-card-grid.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function PreventionRoute() {
  return (
    <>
      <PageHeader title="Fire Prevention" lead={PREVENTION.intro} />
      <div className="container page-body">
        <InfoCardGrid cards={PREVENTION.cards} />
      </div>
    </>
  );
}
