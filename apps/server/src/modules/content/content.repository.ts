// SQL for scenes, topic types and explorations. The content files are the source: syncing upserts
// every row by its stable id and marks rows whose file is gone inactive (kept for old references).
import type { Db } from '../../db/database';
import type { ContentPack, PackScene } from './content-pack';

export async function syncContentPack(db: Db, pack: ContentPack, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const type of pack.topicTypes) {
      const row = { key: type.key, name: type.name, description: type.description, color: type.color, is_active: 1, updated_at: now };
      await trx.insertInto('topic_type').values({ id: type.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
    }
    for (const scene of pack.scenes) {
      const row = sceneRow(scene, now);
      await trx.insertInto('scene').values({ id: scene.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
    }
    for (const exploration of pack.explorations) {
      const row = {
        slug: exploration.slug,
        title: exploration.title,
        level: exploration.level,
        story: exploration.story,
        cover: exploration.cover,
        scene_ids: JSON.stringify(exploration.sceneIds),
        is_active: 1,
        updated_at: now,
      };
      await trx.insertInto('exploration').values({ id: exploration.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
    }
    const deactivate = async (table: 'topic_type' | 'scene' | 'exploration', ids: number[]) => {
      let query = trx.updateTable(table).set({ is_active: 0, updated_at: now }).where('is_active', '=', 1);
      if (ids.length > 0) query = query.where('id', 'not in', ids);
      await query.execute();
    };
    await deactivate('scene', pack.scenes.map((s) => s.id));
    await deactivate('exploration', pack.explorations.map((e) => e.id));
    await deactivate('topic_type', pack.topicTypes.map((t) => t.id));
  });
}

function sceneRow(scene: PackScene, now: string) {
  return {
    slug: scene.slug,
    topic_type_id: scene.topicTypeId,
    level: scene.level,
    title: scene.title,
    goal: scene.goal,
    setting: scene.setting,
    ai_character: scene.aiCharacter,
    learner_character: scene.learnerCharacter,
    cover: scene.cover,
    tags: JSON.stringify(scene.tags),
    turns: JSON.stringify(scene.turns),
    closing: scene.closing,
    key_phrases: JSON.stringify(scene.keyPhrases),
    key_words: JSON.stringify(scene.keyWords),
    is_active: 1,
    updated_at: now,
  };
}

export type SceneRow = Awaited<ReturnType<typeof findSceneById>>;

export function findSceneById(db: Db, id: number) {
  return db.selectFrom('scene').selectAll().where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
}

export function listTopicTypes(db: Db) {
  return db
    .selectFrom('topic_type')
    .leftJoin('scene', (join) => join.onRef('scene.topic_type_id', '=', 'topic_type.id').on('scene.is_active', '=', 1))
    .select(['topic_type.id', 'topic_type.key', 'topic_type.name', 'topic_type.description', 'topic_type.color'])
    .select((eb) => eb.fn.count<number | string>('scene.id').as('scene_count'))
    .where('topic_type.is_active', '=', 1)
    .groupBy(['topic_type.id', 'topic_type.key', 'topic_type.name', 'topic_type.description', 'topic_type.color'])
    .orderBy('topic_type.id')
    .execute();
}

export interface SceneFilter {
  topicTypeId?: number | undefined;
  level?: string | undefined;
  tag?: string | undefined;
  search?: string | undefined;
  ids?: number[] | undefined;
}

function filteredScenes(db: Db, filter: SceneFilter) {
  let query = db.selectFrom('scene').where('is_active', '=', 1);
  if (filter.topicTypeId) query = query.where('topic_type_id', '=', filter.topicTypeId);
  if (filter.level) query = query.where('level', '=', filter.level);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? filter.ids : [-1]);
  // Tags are a JSON array of kebab-case keys: match the quoted key.
  if (filter.tag) query = query.where('tags', 'like', `%${JSON.stringify(filter.tag).replace(/[%_\\]/g, '')}%`);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['title']), 'like', pattern), eb(eb.fn('lower', ['goal']), 'like', pattern)]));
  }
  return query;
}

export async function listScenes(db: Db, filter: SceneFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    filteredScenes(db, filter).selectAll().orderBy('level').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    filteredScenes(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function listExplorations(db: Db, page: { limit: number; offset: number; id?: number | undefined }) {
  let query = db.selectFrom('exploration').where('is_active', '=', 1);
  if (page.id) query = query.where('id', '=', page.id);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
