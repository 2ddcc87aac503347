import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { grantPermissions } from './feature-setup.ts';
import {
  createIndexOn,
  createTableWith,
  dropTables,
  primaryKeyOf,
  uniqueOf,
} from './table-steps.ts';

// Issue 18: e-mail subscriptions. Lists are data staff rename, hide or add; a subscriber is one
// address with its lists; a subscription message is one notice about one item to one list, fanned
// out into the outbox (one message per subscriber, deduplicated by key). The lists and the
// permission are literal so this migration never changes after it has run.
const LISTS: Array<[id: string, name: string, description: string]> = [
  [
    'alerts',
    'Fire restrictions and alerts',
    'Warnings and emergencies: fire restrictions, evacuations, road closures.',
  ],
  ['news', 'News', 'News from the district.'],
  [
    'meetings',
    'Board meeting notices and agendas',
    'Notice of each board meeting, its agenda, and changes of time or place.',
  ],
  ['jobs', 'Job openings', 'New positions at the district.'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'subscription_lists', [
    column.id,
    column.requiredText('name', 'description'),
    column.integerFromZero('is_hidden'),
    column.requiredInteger('position'),
    column.requiredText('created_at', 'updated_at'),
  ]);
  await createTableWith(db, 'subscribers', [
    column.id,
    column.requiredUniqueText('email'),
    column.requiredText('status'),
    column.requiredUniqueText('manage_token'),
    column.uniqueText('confirm_token'),
    column.optionalText('confirm_expires_at', 'confirmation_sent_at'),
    column.requiredText('pending_list_ids'),
    column.integerFromZero('hard_failures'),
    column.requiredText('created_at'),
    column.optionalText('confirmed_at'),
    column.requiredText('updated_at'),
  ]);
  await createIndexOn(db, 'subscribers_status_index', 'subscribers', ['status', 'created_at']);
  await createTableWith(
    db,
    'subscriber_lists',
    [
      column.ownedBy('subscriber_id', 'subscribers.id'),
      column.ownedBy('list_id', 'subscription_lists.id'),
      column.requiredText('created_at'),
    ],
    primaryKeyOf('subscriber_lists_pk', ['subscriber_id', 'list_id']),
  );
  await createIndexOn(db, 'subscriber_lists_list_index', 'subscriber_lists', ['list_id']);
  await createTableWith(
    db,
    'subscription_messages',
    [
      column.id,
      column.ownedBy('list_id', 'subscription_lists.id'),
      // What it is about ('alert:<id>', 'news:<id>@<publishAt>', …): one message per list and key.
      column.requiredText('item_key', 'subject', 'body', 'url', 'send_at', 'status'),
      column.integerFromZero('recipients'),
      column.requiredText('created_by', 'created_at'),
      column.optionalText('fanned_out_at'),
    ],
    uniqueOf('subscription_messages_item_unique', ['list_id', 'item_key']),
  );
  await createIndexOn(db, 'subscription_messages_due_index', 'subscription_messages', [
    'status',
    'send_at',
  ]);

  const at = new Date(0).toISOString();
  await db
    .insertInto('subscription_lists')
    .values(
      LISTS.map(([id, name, description], position) => ({
        id,
        name,
        description,
        is_hidden: 0,
        position,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  await grantPermissions(
    db,
    [
      [
        'subscribers:manage',
        'Manage e-mail subscription lists, send notices, see and remove subscribers',
      ],
    ],
    ['administrator', 'editor'],
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('role_permissions')
    .where('permission_id', '=', 'subscribers:manage')
    .execute();
  await db.deleteFrom('permissions').where('id', '=', 'subscribers:manage').execute();
  await dropTables(
    db,
    'subscription_messages',
    'subscriber_lists',
    'subscribers',
    'subscription_lists',
  );
}
