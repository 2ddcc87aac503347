import { documentSpanishItemId } from '#domain/content/spanish-records.ts';
import { InEnglish, useItemBlocks } from '#web/lib/i18n.tsx';

/**
 * A library document's title on a page: on a Spanish page the Spanish staff wrote for it while
 * current, else the English in `<span lang="en">` (decision 329); on an English page the title.
 */
/**
 * The attributes of the element showing a document's description: `lang="en"` on a Spanish page
 * unless the Spanish staff wrote for it (or the seed's, decision 346) is current.
 */
export function useDocumentDescriptionLanguage(): (document: { key: string }) => { lang?: 'en' } {
  const blocks = useItemBlocks();
  return (document) => blocks(documentSpanishItemId(document.key), 'description');
}

export function DocumentTitle({ document }: { document: { key: string; title: string } }) {
  const blocks = useItemBlocks();
  return (
    <InEnglish isTranslated={!blocks(documentSpanishItemId(document.key), 'title').lang}>
      {document.title}
    </InEnglish>
  );
}
