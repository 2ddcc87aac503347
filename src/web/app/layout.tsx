import type { ReactNode } from 'react';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
