import type { Kysely } from 'kysely';

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
  await db.schema
    .createTable('subscription_lists')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('is_hidden', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('manage_token', 'text', (column) => column.notNull().unique())
    .addColumn('confirm_token', 'text', (column) => column.unique())
    .addColumn('confirm_expires_at', 'text')
    .addColumn('confirmation_sent_at', 'text')
    .addColumn('pending_list_ids', 'text', (column) => column.notNull())
    .addColumn('hard_failures', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('subscribers_status_index')
    .on('subscribers')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('subscriber_lists')
    .addColumn('subscriber_id', 'text', (column) =>
      column.notNull().references('subscribers.id').onDelete('cascade'),
    )
    .addColumn('list_id', 'text', (column) =>
      column.notNull().references('subscription_lists.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('subscriber_lists_pk', ['subscriber_id', 'list_id'])
    .execute();
  await db.schema
    .createIndex('subscriber_lists_list_index')
    .on('subscriber_lists')
    .column('list_id')
    .execute();
  await db.schema
    .createTable('subscription_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('list_id', 'text', (column) =>
      column.notNull().references('subscription_lists.id').onDelete('cascade'),
    )
    // What it is about ('alert:<id>', 'news:<id>@<publishAt>', …): one message per list and key.
    .addColumn('item_key', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('send_at', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('recipients', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('fanned_out_at', 'text')
    .addUniqueConstraint('subscription_messages_item_unique', ['list_id', 'item_key'])
    .execute();
  await db.schema
    .createIndex('subscription_messages_due_index')
    .on('subscription_messages')
    .columns(['status', 'send_at'])
    .execute();

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
  await db
    .insertInto('permissions')
    .values({
      id: 'subscribers:manage',
      description: 'Manage e-mail subscription lists, send notices, see and remove subscribers',
    })
    .execute();
  await db
    .insertInto('role_permissions')
    .values([
      { role_id: 'administrator', permission_id: 'subscribers:manage' },
      { role_id: 'editor', permission_id: 'subscribers:manage' },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('role_permissions')
    .where('permission_id', '=', 'subscribers:manage')
    .execute();
  await db.deleteFrom('permissions').where('id', '=', 'subscribers:manage').execute();
  await db.schema.dropTable('subscription_messages').execute();
  await db.schema.dropTable('subscriber_lists').execute();
  await db.schema.dropTable('subscribers').execute();
  await db.schema.dropTable('subscription_lists').execute();
}
