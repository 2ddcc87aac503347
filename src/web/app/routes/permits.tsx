import 'react-datepicker/dist/react-datepicker.css';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { PermitFormsPage } from '#web/features/permits/components/permit-forms-page.tsx';

/** /permits/applications (also /permits): the four payment forms (spec §2). */
export default function PermitsRoute() {
  return (
    <>
      <PageHeader
        title="Permit Forms"
        lead="Apply and pay online for a clearance inspection, a propane tank permit or a sprinkler permit. After payment we e-mail your permit to you."
      />
      <div className="container page-body">
        <PermitFormsPage />
      </div>
    </>
  );
}
