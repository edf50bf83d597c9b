// Rules of the content calls: rows become contract shapes, images become urls on this server,
// and a missing scene is a clear 404.
import { ErrCode } from '@parley/contract/envelope';
import type { AiRole, Exploration, SceneDetail, SceneListItem } from '@parley/contract/content';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';
import type { SceneLevel } from '@parley/contract/common';
import type { ContentPack, SceneTurn } from './content-pack';
import { findSceneById, listExplorations, listScenes, listTopicTypes, type SceneFilter } from './content.repository';

export const CONTENT_URL_PREFIX = '/content/';
export const coverUrl = (file: string) => `${CONTENT_URL_PREFIX}covers/${file}`;
export const avatarUrl = (file: string) => `${CONTENT_URL_PREFIX}avatars/${file}`;

type SceneRowLike = NonNullable<Awaited<ReturnType<typeof findSceneById>>>;

function toSummary(row: SceneRowLike): SceneListItem {
  return {
    id: row.id,
    slug: row.slug,
    topicTypeId: row.topic_type_id,
    level: row.level as SceneLevel,
    title: row.title,
    goal: row.goal,
    coverUrl: coverUrl(row.cover),
    aiCharacter: row.ai_character,
    learnerCharacter: row.learner_character,
    tags: JSON.parse(row.tags) as string[],
    turnCount: (JSON.parse(row.turns) as unknown[]).length,
  };
}

const pageOf = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

export interface ContentServiceDeps {
  db: Db;
  pack: ContentPack;
  /** Scenes the learner has finished (from the conversation module). */
  completedSceneIds(userId: number | null): Promise<number[]>;
}

export function createContentService({ db, pack, completedSceneIds }: ContentServiceDeps) {
  async function sceneRow(id: number) {
    const row = await findSceneById(db, id);
    if (!row) throw new AppError(ErrCode.NotFound, `scene ${id} not found`);
    return row;
  }

  return {
    roles(): AiRole[] {
      return pack.roles.map((r) => ({ ...r, headUrl: avatarUrl(r.headUrl) }));
    },

    topicTags(page: number, pageSize: number) {
      const { limit, offset } = pageOf(page, pageSize);
      return { list: pack.topicTags.slice(offset, offset + limit), total: pack.topicTags.length };
    },

    async topicTypes(page: number, pageSize: number) {
      const rows = await listTopicTypes(db);
      const list = rows.map((r) => ({ id: r.id, key: r.key, name: r.name, description: r.description, color: r.color, sceneCount: Number(r.scene_count) }));
      const { limit, offset } = pageOf(page, pageSize);
      return { list: list.slice(offset, offset + limit), total: list.length };
    },

    async scenes(filter: SceneFilter, page: number, pageSize: number) {
      const { rows, total } = await listScenes(db, filter, pageOf(page, pageSize));
      return { list: rows.map(toSummary), total };
    },

    async scene(id: number): Promise<SceneDetail> {
      const row = await sceneRow(id);
      const turns = JSON.parse(row.turns) as SceneTurn[];
      return {
        ...toSummary(row),
        setting: row.setting,
        keyPhrases: JSON.parse(row.key_phrases),
        keyWords: JSON.parse(row.key_words),
        opening: turns[0]?.ai ?? row.closing,
      };
    },

    /** The full scene for the conversation engine: its turns and closing line. */
    async sceneScript(id: number) {
      const row = await sceneRow(id);
      return { ...(await this.scene(id)), turns: JSON.parse(row.turns) as SceneTurn[], closing: row.closing };
    },

    async wordsAndLines(id: number) {
      const row = await sceneRow(id);
      const turns = JSON.parse(row.turns) as SceneTurn[];
      const lines = turns.flatMap((turn) => [
        { speaker: 'ai' as const, text: turn.ai },
        ...(turn.expected.examples[0] ? [{ speaker: 'learner' as const, text: turn.expected.examples[0] }] : []),
      ]);
      lines.push({ speaker: 'ai', text: row.closing });
      return { id: row.id, keyWords: JSON.parse(row.key_words), keyPhrases: JSON.parse(row.key_phrases), lines };
    },

    async explorations(page: number, pageSize: number, id: number | undefined, userId: number | null) {
      const { rows, total } = await listExplorations(db, { ...pageOf(page, pageSize), id });
      const done = new Set(await completedSceneIds(userId));
      const sceneIds = [...new Set(rows.flatMap((r) => JSON.parse(r.scene_ids) as number[]))];
      const { rows: sceneRows } = await listScenes(db, { ids: sceneIds }, { limit: 1000, offset: 0 });
      const byId = new Map(sceneRows.map((s) => [s.id, toSummary(s)]));
      const list: Exploration[] = rows.map((r) => {
        const ids = JSON.parse(r.scene_ids) as number[];
        return {
          id: r.id,
          slug: r.slug,
          title: r.title,
          level: r.level as SceneLevel,
          story: r.story,
          coverUrl: coverUrl(r.cover),
          scenes: ids.map((sid) => byId.get(sid)).filter((s): s is SceneListItem => Boolean(s)),
          completedSceneIds: ids.filter((sid) => done.has(sid)),
        };
      });
      return { list, total };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
