/**
 * Writes the outbox owes a message it holds under a lease, kept in memory when the database
 * refused them (issue 36): an attempt that failed and could not record it, or a request that
 * leased a first attempt and could not make it. Until one is written the message stays leased,
 * 2 × MAIL_SEND_TIMEOUT_MS (8 minutes by default); each outbox tick tries them again first, so the
 * message is due again within a tick of the database's return. A process that dies loses them,
 * and the lease alone brings the message back.
 */
export function createUnfinishedWrites() {
  const owed = new Map<string, () => Promise<unknown>>();
  return {
    /** Runs `write` now; if it fails, keeps it (by message id) for `retry` and rethrows. */
    async attempt(messageId: string, write: () => Promise<unknown>): Promise<void> {
      try {
        await write();
        owed.delete(messageId);
      } catch (error) {
        owed.set(messageId, write);
        throw error;
      }
    },

    /**
     * Tries the kept writes in turn; the first that fails again stops the round (the database is
     * still away) and it and the rest stay for the next tick.
     */
    async retry(): Promise<void> {
      for (const [messageId, write] of [...owed]) {
        try {
          await write();
          owed.delete(messageId);
        } catch {
          return;
        }
      }
    },

    /** Whether a write for this message is owed already (it is not replaced). */
    has: (messageId: string) => owed.has(messageId),
  };
}
