import type { ReactNode } from 'react';

/**
 * A link that opens another site or a document in a new tab. It says so in its text (WCAG 3.2.5
 * advisory, G201) and cuts the opener reference so the other page cannot navigate this one.
 */
export function ExternalLink({
  href,
  children,
  hint = 'opens in a new tab',
  className,
}: {
  href: string;
  children: ReactNode;
  /** Shown in brackets after the link text. */
  hint?: string;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <span className="link-hint">({hint})</span>
    </a>
  );
}
