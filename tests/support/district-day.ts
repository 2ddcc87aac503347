/** The district's calendar day `offsetDays` from now, as YYYY-MM-DD (America/Denver). */
export function districtDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}
