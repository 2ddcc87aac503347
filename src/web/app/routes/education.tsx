import { EDUCATION } from '#domain/content/education.ts';
import { InfoCardGrid } from '#web/features/pages/components/info-card-grid.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function EducationRoute() {
  return (
    <>
      <PageHeader title="Fire Safety Education" lead={EDUCATION.intro} />
      <div className="container page-body">
        <InfoCardGrid cards={EDUCATION.cards} />
      </div>
    </>
  );
}
