// Scenes, topic types and explorations loaded from content/ at start. Ids come from the content
// files (stable across edits), so these tables have no identity columns.
// Frozen once released: later changes go in a new migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('topic_type')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('scene')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('topic_type_id', 'integer', (c) => c.notNull().references('topic_type.id'))
    .addColumn('level', 'varchar(4)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('goal', 'text', (c) => c.notNull())
    .addColumn('setting', 'text', (c) => c.notNull())
    .addColumn('ai_character', 'varchar(120)', (c) => c.notNull())
    .addColumn('learner_character', 'varchar(120)', (c) => c.notNull())
    .addColumn('cover', 'varchar(200)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('turns', 'text', (c) => c.notNull())
    .addColumn('closing', 'text', (c) => c.notNull())
    .addColumn('key_phrases', 'text', (c) => c.notNull())
    .addColumn('key_words', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scene_type_level').on('scene').columns(['topic_type_id', 'level']).execute();
  await db.schema
    .createTable('exploration')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('level', 'varchar(4)', (c) => c.notNull())
    .addColumn('story', 'text', (c) => c.notNull())
    .addColumn('cover', 'varchar(200)', (c) => c.notNull())
    .addColumn('scene_ids', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exploration').execute();
  await db.schema.dropTable('scene').execute();
  await db.schema.dropTable('topic_type').execute();
}
