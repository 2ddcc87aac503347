import { ExternalLink } from './external-link.tsx';

/** A link to a PDF from the documents library, opening in a new tab. */
export function PdfLink({
  document,
  label,
  className,
}: {
  document: { title: string; href: string };
  label?: string;
  className?: string;
}) {
  return (
    <ExternalLink href={document.href} hint="PDF, opens in a new tab" className={className}>
      {label ?? document.title}
    </ExternalLink>
  );
}
