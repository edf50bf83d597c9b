// Frozen once released: later changes go in a new migration.
// Conversations (one per user, role and scene; scene_id 0 is free chat), their messages, and the
// slots that cap how many chats one user may have waiting on a model at once.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('conversation'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('scene_id', 'integer', (c) => c.notNull())
    .addColumn('topic', 'varchar(40)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('scene_turn', 'integer', (c) => c.notNull())
    .addColumn('scene_misses', 'integer', (c) => c.notNull())
    .addColumn('scene_hinted', 'integer', (c) => c.notNull())
    .addColumn('update_num', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('conversation_user_role_scene', ['user_id', 'role_id', 'scene_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('chat_message'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversation.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('sender', 'varchar(8)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('client_message_id', 'varchar(64)')
    .addColumn('reply_to_id', 'integer')
    .addColumn('engine', 'varchar(80)')
    .addColumn('check_json', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  // A retried learner message finds its first copy; a retried reply cannot be stored twice.
  await db.schema.createIndex('chat_message_client_id').on('chat_message').columns(['conversation_id', 'client_message_id']).unique().execute();
  await db.schema.createIndex('chat_message_reply_to').on('chat_message').column('reply_to_id').unique().execute();
  await db.schema.createIndex('chat_message_conversation').on('chat_message').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('chat_message_user_sender_created').on('chat_message').columns(['user_id', 'sender', 'created_at']).execute();

  await db.schema
    .createTable('chat_slot')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('token', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_slot_pk', ['user_id', 'slot'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_slot').execute();
  await db.schema.dropTable('chat_message').execute();
  await db.schema.dropTable('conversation').execute();
}
