// Home in one call (issue 20 §4): what the home screen shows, gathered from the services that own
// it, so the app renders home from one answer. The review counts skip the deck's cards (and the
// translation a deck may ask an engine for), which home does not show.
import type { SceneLevel } from '@parley/contract/common';
import type { SceneListItem } from '@parley/contract/content';
import { HOME_SCENE_COUNT, HOME_SCENE_TOPICS, HOME_TALK_DAYS } from '@parley/contract/home';
import type { ContentService } from '../content/content.service';
import type { ConversationService } from '../conversation/conversation.service';
import type { ReviewService } from '../review/review.service';

export interface HomeDeps {
  conversations: Pick<ConversationService, 'talkTimes' | 'latest'>;
  content: Pick<ContentService, 'roles' | 'scenes'>;
  review: Pick<ReviewService, 'counts'>;
}

export function createHomeService({ conversations, content, review }: HomeDeps) {
  /**
   * Scenes at `level` on the first topics, then other scenes at that level until there are enough:
   * a learner whose topics have few scenes at their level still gets a full row.
   */
  async function recommendedScenes(level: SceneLevel, tags: string[]) {
    const onTopics = new Map<number, SceneListItem>();
    const pages = await Promise.all(tags.slice(0, HOME_SCENE_TOPICS).map((tag) => content.scenes({ level, tag }, 1, HOME_SCENE_COUNT)));
    for (const scene of pages.flatMap((page) => page.list)) onTopics.set(scene.id, scene);
    const list = [...onTopics.values()].slice(0, HOME_SCENE_COUNT);
    if (list.length < HOME_SCENE_COUNT) {
      const atLevel = await content.scenes({ level }, 1, HOME_SCENE_COUNT * 2);
      list.push(...atLevel.list.filter((scene) => !onTopics.has(scene.id)).slice(0, HOME_SCENE_COUNT - list.length));
    }
    return { list, noneOnTopics: tags.length > 0 && onTopics.size === 0 };
  }

  return {
    async home(userId: number, input: { level: SceneLevel; tags: string[]; timeZone?: string | undefined }) {
      const [talkTimes, latest, counts, scenes] = await Promise.all([
        conversations.talkTimes(userId, { days: HOME_TALK_DAYS, timeZone: input.timeZone }),
        conversations.latest(userId),
        review.counts(userId),
        recommendedScenes(input.level, input.tags),
      ]);
      const roles = content.roles();
      return { talkTimes, latest, review: counts, roles: { list: roles, total: roles.length }, scenes };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
