import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { ElectionsPage } from '#domain/content/page-content.schema.ts';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { InEnglish, useContentBlocks, useText } from '#web/lib/i18n.tsx';

/** Where and when candidates pick up their forms (spec §2, "Elections"). */
export function ElectionNotice({
  notice,
  district,
}: {
  notice: ElectionsPage['notice'];
  district: DistrictDetails;
}) {
  const { street, city, state } = district.address;
  const phone = district.electionContactPhone;
  const t = useText();
  const english = useContentBlocks('page');
  const isTranslated = !english('notice').lang;
  return (
    <section className="election-notice" aria-labelledby="election-notice-title">
      <h2 id="election-notice-title" className="election-notice__title" {...english('notice')}>
        {notice.title}
      </h2>
      <p>
        <InEnglish isTranslated={isTranslated}>{notice.body}</InEnglish>,{' '}
        <strong>
          <InEnglish>{`${street}, ${city}, ${state}`}</InEnglish>
        </strong>
        , <InEnglish isTranslated={isTranslated}>{notice.hours}</InEnglish>
        {`. ${t('contact.phoneLine')} `}
        <PhoneLink phone={phone} />.
      </p>
    </section>
  );
}
