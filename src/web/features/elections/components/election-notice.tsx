import { ELECTIONS } from '#domain/content/elections.ts';

/** Where and when candidates pick up their forms (spec §2, "Elections"). */
export function ElectionNotice() {
  const { notice } = ELECTIONS;
  return (
    <section className="election-notice" aria-labelledby="election-notice-title">
      <h2 id="election-notice-title" className="election-notice__title">
        {notice.title}
      </h2>
      <p>
        {notice.body}, <strong>{notice.address}</strong>, {notice.hours}. Phone:{' '}
        <a href={`tel:${notice.phone.replace(/[^\d+]/g, '')}`}>{notice.phone}</a>.
      </p>
    </section>
  );
}
