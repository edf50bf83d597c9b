// Scene progress for dealWithScene: where the learner stands in a scene, the line the AI says
// next, and, when the learner tries a line, how it would fit the current turn (nothing is stored).
import { checkTurn } from '../../ai/conversation/scene-judge';
import type { ConversationContext, ConversationServiceDeps } from './conversation-context';
import * as repo from './conversation.repository';

export function createSceneProgressService(deps: ConversationServiceDeps, ctx: ConversationContext) {
  return {
    async sceneState(userId: number, input: { sceneId: number; roleId?: number | undefined; content?: string | undefined }) {
      const scene = ctx.sceneOf(input.sceneId);
      const roleId = await ctx.sceneRoleId(userId, input.roleId);
      const conversation = await repo.findConversation(deps.db, userId, roleId, scene.id);
      const progress = ctx.progressOf(conversation, scene);
      const turn = progress.completed ? undefined : scene.turns[progress.turn];
      return {
        progress,
        expectedLine: turn?.ai ?? null,
        check: input.content !== undefined && turn ? ctx.turnCheckOf(checkTurn(turn.expected, input.content), turn) : null,
        summary: progress.completed ? ctx.summaryOf(scene, progress.hintedTurns) : null,
      };
    },

    completedSceneIds: (userId: number | null) => (userId === null ? Promise.resolve([]) : repo.completedSceneIds(deps.db, userId)),
  };
}
