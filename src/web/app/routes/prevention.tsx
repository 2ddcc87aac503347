import { FormattedMessage } from 'react-intl';
import type { CardGridPage } from '#domain/content/page-content.schema.ts';
import { InfoCardGrid } from '#web/features/pages/components/info-card-grid.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { useContentBlocks, useText } from '#web/lib/i18n.tsx';

export function PreventionRoute({ content }: { content: CardGridPage }) {
  const english = useContentBlocks('page');
  const t = useText();
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body">
        <InfoCardGrid cards={content.cards} lang={english('cards').lang} />
        {/* Issue 38: the chipper program, the first preparedness service residents use. */}
        <p className="section">
          <FormattedMessage
            id="content.chipper.prevention"
            values={{
              link: <a href="/prevention/chipper">{t('content.chipper.link')}</a>,
            }}
          />
        </p>
        {/* Issue 37 item 6: the property registry, found from prevention advice. */}
        <p className="section">
          <FormattedMessage
            id="content.propertyProfile.prevention"
            values={{
              link: <a href="/property-profile">{t('content.propertyProfile.link')}</a>,
            }}
          />
        </p>
      </div>
    </>
  );
}
