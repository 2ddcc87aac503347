import type { PermitVerifyPage } from '#domain/content/page-content.schema.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { PermitVerifyPageView } from '#domain/permits/permit-status.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { useContentBlocks } from '#web/lib/i18n.tsx';

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
  // Each block shows staff's Spanish, the catalogue's (its seeded words) or is marked English.
  const english = useContentBlocks('page');
  return (
    <>
      <PageHeader title={content.title} lang={english('title').lang} />
      <div className="container page-body">
        {state.kind === 'unknown' ? (
          <p role="alert" className="field-error" {...english('notFound')}>
            {content.notFound}
          </p>
        ) : (
          <>
            <p
              role="status"
              lang={
                english('genuineLabel').lang ??
                english(state.verification.isValid ? 'validVerdict' : 'invalidVerdict').lang
              }
            >
              <strong>{`${content.genuineLabel} ${state.verification.permitNumber}.`}</strong>{' '}
              {`${district.name} ${
                state.verification.isValid ? content.validVerdict : content.invalidVerdict
              }`}
            </p>
            <dl className="details-list">
              <dt {...english('permitNumberLabel')}>{content.permitNumberLabel}</dt>
              <dd>{state.verification.permitNumber}</dd>
              <dt {...english('permitLabel')}>{content.permitLabel}</dt>
              <dd>{state.verification.title}</dd>
              <dt {...english('statusLabel')}>{content.statusLabel}</dt>
              <dd>{state.verification.statusText}</dd>
              <dt {...english('issuedOnLabel')}>{content.issuedOnLabel}</dt>
              <dd>{state.verification.issuedOn}</dd>
              <dt {...english('validThroughLabel')}>{content.validThroughLabel}</dt>
              <dd>{state.verification.validThrough}</dd>
            </dl>
          </>
        )}
      </div>
    </>
  );
}
