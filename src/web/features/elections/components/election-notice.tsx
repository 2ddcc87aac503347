import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { ElectionsPage } from '#domain/content/page-content.schema.ts';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';

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
  return (
    <section className="election-notice" aria-labelledby="election-notice-title">
      <h2 id="election-notice-title" className="election-notice__title">
        {notice.title}
      </h2>
      <p>
        {notice.body}, <strong>{`${street}, ${city}, ${state}`}</strong>, {notice.hours}. Phone:{' '}
        <PhoneLink phone={phone} />.
      </p>
    </section>
  );
}
