import type { PermitVerifyPage } from '#domain/content/page-content.schema.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { PermitVerifyPageView } from '#domain/permits/permit-status.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

/**
 * The page a permit's QR code opens: whether the district issued this number, its type, status
 * and dates. Nothing personal: anyone holding the paper may ask.
 */
export function PermitVerifyRoute({
  content,
  district,
  state,
}: {
  content: PermitVerifyPage;
  district: DistrictDetails;
  state: PermitVerifyPageView;
}) {
  return (
    <>
      <PageHeader title={content.title} />
      <div className="container page-body">
        {state.kind === 'unknown' ? (
          <p role="alert" className="field-error">
            {content.notFound}
          </p>
        ) : (
          <>
            <p role="status">
              <strong>{`${content.genuineLabel} ${state.verification.permitNumber}.`}</strong>{' '}
              {`${district.name} ${
                state.verification.isValid ? content.validVerdict : content.invalidVerdict
              }`}
            </p>
            <dl className="details-list">
              <dt>{content.permitNumberLabel}</dt>
              <dd>{state.verification.permitNumber}</dd>
              <dt>{content.permitLabel}</dt>
              <dd>{state.verification.title}</dd>
              <dt>{content.statusLabel}</dt>
              <dd>{state.verification.statusText}</dd>
              <dt>{content.issuedOnLabel}</dt>
              <dd>{state.verification.issuedOn}</dd>
              <dt>{content.validThroughLabel}</dt>
              <dd>{state.verification.validThrough}</dd>
            </dl>
          </>
        )}
      </div>
    </>
  );
}
