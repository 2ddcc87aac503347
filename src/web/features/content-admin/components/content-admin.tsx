import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { DISTRICT_ITEM_ID } from '#domain/content/content-api.ts';
import { AdminLoginForm } from '#web/features/admin/components/admin-login-form.tsx';
import { clearAuthToken, readAuthToken } from '#web/lib/auth-token.ts';
import { AlertAdmin } from './alert-admin.tsx';
import { ItemEditor } from './item-editor.tsx';
import { NewsAdmin } from './news-admin.tsx';
import { PageList } from './page-list.tsx';

const SECTIONS = [
  { path: '/admin/alert', label: 'Site alert' },
  { path: '/admin/district', label: 'District details' },
  { path: '/admin/pages', label: 'Pages' },
  { path: '/admin/news', label: 'News' },
] as const;

/**
 * The back office's content pages (issue 9, item 8). Links between them load the page anew, so
 * the browser's unsaved-changes warning covers every way out of a form.
 */
export function ContentAdmin() {
  const { pathname } = useLocation();
  const [isLoggedIn, setIsLoggedIn] = useState(() => readAuthToken() !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const onUnauthorized = useCallback(() => {
    clearAuthToken();
    setIsLoggedIn(false);
    setNotice('Your session has ended. Log in again.');
  }, []);

  if (!isLoggedIn) {
    return (
      <AdminLoginForm
        notice={notice}
        onLoggedIn={() => {
          setNotice(null);
          setIsLoggedIn(true);
        }}
      />
    );
  }

  const itemId = /^\/admin\/pages\/([^/]+)\/?$/.exec(pathname)?.[1];
  let screen;
  if (pathname.startsWith('/admin/alert')) {
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

  return (
    <>
      <nav aria-label="Site content" className="button-row content-admin__nav">
        {SECTIONS.map((section) => (
          <a
            key={section.path}
            href={section.path}
            className="button button--secondary"
            aria-current={pathname.startsWith(section.path) ? 'page' : undefined}
          >
            {section.label}
          </a>
        ))}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            clearAuthToken();
            setNotice(null);
            setIsLoggedIn(false);
          }}
        >
          Log out
        </button>
      </nav>
      {screen}
    </>
  );
}
