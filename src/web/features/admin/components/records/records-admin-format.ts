/** What the records back-office components share: the failure callback and the instant format. */

export type Failure = (failure: unknown) => void;

export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Denver',
  });
}
