/** Turns a display phone number like "(435) 555-0100" into a tel: link target. */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function PhoneLink({ phone }: { phone: string }) {
  return <a href={toTelHref(phone)}>{phone}</a>;
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
