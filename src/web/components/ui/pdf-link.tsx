import type { ReactNode } from 'react';
import { ExternalLink } from './external-link.tsx';

/** A link to a PDF from the documents library, opening in a new tab. */
export function PdfLink({
  document,
  label,
  className,
  hint = 'PDF, opens in a new tab',
}: {
  document: { title: string; href: string };
  label?: ReactNode;
  className?: string;
  /** The bracketed hint after the link text, in the page's language. */
  hint?: string;
}) {
  return (
    <ExternalLink href={document.href} hint={hint} className={className}>
      {label ?? document.title}
    </ExternalLink>
  );
}
