import type { ReactNode } from 'react';
import { useContentBlocks } from '#web/lib/i18n.tsx';
import { PageHeader } from '#web/components/page/page-header.tsx';

// Apart from page-header.tsx, which rides in the app-lib chunk every script page loads: this one
// reads the catalogues (react-intl), which the calendar's first load must not carry (decision 295).
/** The block a page shows under its title. */
type LeadBlock = 'intro' | 'lead' | 'body';

/**
 * The header of a content page whose title and intro (or lead, or body) are staff blocks: each
 * says its own language on `/es/` (decision 327).
 */
export function ContentPageHeader({
  content,
  leadBlock = 'intro',
  children,
}: {
  content: { title: string } & Partial<Record<LeadBlock, string>>;
  leadBlock?: LeadBlock;
  children?: ReactNode;
}) {
  const english = useContentBlocks('page');
  return (
    <PageHeader
      title={content.title}
      lead={content[leadBlock]}
      lang={english('title').lang}
      leadLang={english(leadBlock).lang}
    >
      {children}
    </PageHeader>
  );
}
