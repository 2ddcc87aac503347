/** The CAP index of the active messages (decision 340) and each message's address. */
export const CAP_PATHS = {
  index: '/alerts/cap.atom',
  messagePrefix: '/alerts/cap/',
} as const;

export function capMessagePath(identifier: string): string {
  return `${CAP_PATHS.messagePrefix}${identifier}.xml`;
}
