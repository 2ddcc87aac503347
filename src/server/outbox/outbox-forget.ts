import type { Kysely, Transaction } from 'kysely';
import type { Mailer } from '#server/adapters/mailer.ts';
import type { Database } from '#server/db/database.ts';

/**
 * Forgets every message about `reference` (issue 36: a deleted property profile takes its mail
 * with it): the rows go in the caller's transaction, sent or not, and so do the copies the mailer
 * kept (the outbox folder's .eml files). Answers how many messages were forgotten. Mail already
 * handed to an SMTP server is out of reach; a message being sent this moment finds its row gone
 * and its template renders nothing for a deleted subject.
 */
export async function forgetMessages(
  trx: Kysely<Database> | Transaction<Database>,
  mailer: Pick<Mailer, 'discard'>,
  reference: string,
): Promise<number> {
  const forgotten = await trx
    .deleteFrom('outboxMessages')
    .where('reference', '=', reference)
    .returning('messageId')
    .execute();
  if (mailer.discard) {
    await Promise.all(forgotten.map((row) => mailer.discard!(row.messageId)));
  }
  return forgotten.length;
}
