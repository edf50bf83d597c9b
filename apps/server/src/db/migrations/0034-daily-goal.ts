// Issue 15 §7: the daily goal the learner picks (turns a day); null = no goal. Frozen once released.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_settings').addColumn('daily_goal_turns', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_settings').dropColumn('daily_goal_turns').execute();
}
