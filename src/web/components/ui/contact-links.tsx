/** Turns a display phone number like "(435) 555-0100" into a tel: link target. */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A phone number as a link, kept on one line ("(435) 555-0100" never breaks after its area code):
 * the `tel` class sets `white-space: nowrap`, so the text stays what people type and search for.
 */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={toTelHref(phone)} className="tel">
      {phone}
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
