import { useLocation } from 'react-router';
import { DISTRICT_ITEM_ID } from '#domain/content/content-api.ts';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { AlertAdmin } from './alert-admin.tsx';
import { ItemEditor } from './item-editor.tsx';
import { LibraryDocumentChoices, ScheduleGenerator } from './meeting-tools.tsx';
import { MeetingWarnings } from './meeting-warnings.tsx';
import { NewsAdmin } from './news-admin.tsx';
import { PageList } from './page-list.tsx';
import { SpanishRecordsEditor } from './spanish-records-editor.tsx';
import { trimTrailingSlashes } from '#domain/url-path.ts';

/** Back office paths that edit one page's item: meetings, board and jobs live on their pages. */
const ITEM_PATHS: Readonly<Record<string, string>> = {
  '/admin/meetings': 'minutes',
  '/admin/board': 'about',
  '/admin/jobs': 'careers',
};

/**
 * The back office's content pages (issue 9, item 8), inside the staff area (login, account bar,
 * Log out, the content:edit check). Links between them load the page anew, so the browser's
 * unsaved-changes warning covers every way out of a form.
 */
export function ContentAdmin() {
  const { pathname } = useLocation();
  return (
    <StaffArea permission="content:edit">
      {(_me, onUnauthorized) => {
        const itemId = /^\/admin\/pages\/([^/]+)\/?$/.exec(pathname)?.[1];
        const sectionItemId = ITEM_PATHS[trimTrailingSlashes(pathname)];
        let screen;
        if (sectionItemId) {
          screen = (
            <>
              {sectionItemId === 'minutes' ? (
                <MeetingWarnings onUnauthorized={onUnauthorized} />
              ) : null}
              {sectionItemId === 'minutes' ? (
                <>
                  <LibraryDocumentChoices onUnauthorized={onUnauthorized}>
                    <ItemEditor
                      key={sectionItemId}
                      itemId={sectionItemId}
                      onUnauthorized={onUnauthorized}
                      tools={(value, onChange) => (
                        <ScheduleGenerator
                          value={value}
                          onChange={onChange}
                          onUnauthorized={onUnauthorized}
                        />
                      )}
                    />
                  </LibraryDocumentChoices>
                  {/* Each meeting's Spanish, beside the page's (decision 329). */}
                  <SpanishRecordsEditor kind="meetings" onUnauthorized={onUnauthorized} />
                </>
              ) : (
                <ItemEditor
                  key={sectionItemId}
                  itemId={sectionItemId}
                  onUnauthorized={onUnauthorized}
                />
              )}
            </>
          );
        } else if (pathname.startsWith('/admin/alert')) {
          screen = <AlertAdmin onUnauthorized={onUnauthorized} />;
        } else if (pathname.startsWith('/admin/news')) {
          screen = <NewsAdmin onUnauthorized={onUnauthorized} />;
        } else if (pathname.startsWith('/admin/district')) {
          screen = (
            <ItemEditor
              key={DISTRICT_ITEM_ID}
              itemId={DISTRICT_ITEM_ID}
              onUnauthorized={onUnauthorized}
            />
          );
        } else if (itemId) {
          const id = decodeURIComponent(itemId);
          screen = <ItemEditor key={id} itemId={id} onUnauthorized={onUnauthorized} />;
        } else {
          screen = <PageList onUnauthorized={onUnauthorized} />;
        }
        // The staff layout's navigation leads between these pages (issue 21).
        return screen;
      }}
    </StaffArea>
  );
}
