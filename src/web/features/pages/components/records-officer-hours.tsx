import { InEnglish, useContentBlocks, useText } from '#web/lib/i18n.tsx';

/** The records officer's office hours, a contact-list line; English until staff write the Spanish. */
export function RecordsOfficerHoursLine({ hours }: { hours: string }) {
  const t = useText();
  const districtWords = useContentBlocks('district');
  return (
    <li>
      {t('contact.hoursLine')}{' '}
      <InEnglish isTranslated={!districtWords('recordsOfficerHours').lang}>{hours}</InEnglish>
    </li>
  );
}
