// What every part of the conversation module shares: its dependencies, who is speaking (role,
// style, level, native language: the learner's saved settings unless the call overrides them),
// the one builder of what an engine call is given, the one check of a scene turn, and the
// mapping of stored rows to the contract's messages, scene progress and summary.
import { DEFAULT_LEVEL } from '@parley/contract/common';
import { ErrCode } from '@parley/contract/envelope';
import type { ChatMessage, Correction, CorrectionLevel, EngineInfo, SceneProgress, SceneSummary, TurnCheck } from '@parley/contract/conversation';
import type { GrammarEngine } from '../../ai/language/grammar/grammar-types';
import { defaultCorrectionLevel } from '../../ai/language/grammar/turn-correction';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';
import { sceneSummaryText } from '../../ai/conversation/scene-judge';
import type {
  ConversationEngine,
  Level,
  OpeningContext,
  QuestionBankInput,
  RoleInput,
  RoleKind,
  SceneInput,
  SceneTurnInput,
  TurnVerdict,
} from '../../ai/conversation/types';
import { FREE_CHAT_SCENE_ID, type ConversationRow, type MessageRow } from './conversation.repository';

export interface LearnerProfile {
  level: Level;
  nativeLanguage: string | null;
  roleId: number | null;
  roleStyle: string | null;
  topicTags: string[];
  /** Null: the role's default. */
  correctionLevel?: CorrectionLevel | null;
}

export interface ConversationContent {
  roles(): readonly (RoleInput & { roleType: number })[];
  scene(id: number): SceneInput | undefined;
  questionBanks(): readonly QuestionBankInput[];
  topicTagName(tag: string): string | undefined;
}

export interface ConversationServiceDeps {
  db: Db;
  engine: ConversationEngine;
  content: ConversationContent;
  now: () => Date;
  learnerProfile(userId: number): Promise<LearnerProfile | null>;
  /** Chats one user may have waiting on the engine at once. */
  maxParallel: number;
  /** Learner messages one user may send in 24 hours (errCode 1005 beyond); 0: no limit. */
  dailyLimit?: number;
  /** The engine's own time limit; a slot left by a crashed process frees itself after this plus a margin. */
  engineTimeoutMs: number;
  log?: { warn(obj: object, msg: string): void };
  /** The grammar check behind the correction on a learner's message; absent = no corrections. */
  grammar?: (() => Promise<GrammarEngine> | null) | undefined;
}

/** What a call may override of the learner's saved settings. */
export interface SpeakerOverrides {
  style?: string | undefined;
  level?: Level | undefined;
  nativeLanguage?: string | undefined;
}

export interface Speaker {
  role: RoleInput & { roleType: number };
  roleKind: RoleKind;
  style: RoleInput['styles'][number] | null;
  level: Level;
  nativeLanguage: string | null;
  learnerTopicTags: string[];
  correctionLevel: CorrectionLevel;
}

/** What every engine call is given (a reply adds the scene step, history and the learner's line). */
export type EngineContext = Omit<OpeningContext, 'scene' | 'earlierAiLines'>;

function roleKindOf(role: { roleType: number; id: number }): RoleKind {
  return role.roleType === 0 || role.id === 1 ? 'teacher' : 'friend';
}

export function createConversationContext(deps: ConversationServiceDeps) {
  const { content } = deps;

  function roleOf(roleId: number) {
    const role = content.roles().find((r) => r.id === roleId);
    if (!role) throw new AppError(ErrCode.NotFound, `role ${roleId} not found`);
    return role;
  }

  function sceneOf(sceneId: number): SceneInput;
  function sceneOf(sceneId: number | undefined): SceneInput | null;
  function sceneOf(sceneId: number | undefined): SceneInput | null {
    if (sceneId === undefined) return null;
    const scene = content.scene(sceneId);
    if (!scene) throw new AppError(ErrCode.NotFound, `scene ${sceneId} not found`);
    return scene;
  }

  const profileOf = (userId: number) => deps.learnerProfile(userId).catch(() => null);

  return {
    nowIso: () => deps.now().toISOString(),
    engineInfo: (): EngineInfo => deps.engine.describe(),
    roleOf,
    sceneOf,
    profileOf,

    /** The role a scene call speaks as: the one asked for, else the learner's chosen one, else the teacher. */
    async sceneRoleId(userId: number, roleId: number | undefined): Promise<number> {
      return roleId ?? (await profileOf(userId))?.roleId ?? 1;
    },

    async speakerFor(userId: number, roleId: number, overrides: SpeakerOverrides): Promise<Speaker> {
      const role = roleOf(roleId);
      const profile = await profileOf(userId);
      const styleKey = overrides.style ?? (profile?.roleId === roleId ? profile.roleStyle : null);
      const roleKind = roleKindOf(role);
      return {
        role,
        roleKind,
        correctionLevel: profile?.correctionLevel ?? defaultCorrectionLevel(roleKind),
        style: role.styles.find((s) => s.key === styleKey) ?? role.styles[0] ?? null,
        level: overrides.level ?? profile?.level ?? DEFAULT_LEVEL,
        nativeLanguage: overrides.nativeLanguage ?? profile?.nativeLanguage ?? null,
        learnerTopicTags: profile?.topicTags ?? [],
      };
    },

    /** The one builder of an engine call's context. */
    engineContext(speaker: Speaker, topicTag: string | null, signal: AbortSignal): EngineContext {
      const { role, roleKind, style, level, nativeLanguage, learnerTopicTags, correctionLevel } = speaker;
      return { role, roleKind, style, level, nativeLanguage, correctionLevel, topicTag, learnerTopicTags, signal };
    },

    /** How a learner's line fitted a scene turn, with the turn's hint when it did not. */
    turnCheckOf(verdict: TurnVerdict, turn: SceneTurnInput | undefined): TurnCheck {
      return { fits: verdict.fits, score: verdict.score, matchedKeywords: verdict.matchedKeywords, hint: verdict.fits ? null : (turn?.hint ?? null) };
    },

    progressOf(conversation: ConversationRow | undefined, scene: SceneInput): SceneProgress {
      return {
        sceneId: scene.id,
        turn: conversation?.scene_turn ?? 0,
        turnCount: scene.turns.length,
        completed: conversation?.status === 'completed',
        hintedTurns: conversation?.scene_hinted ?? 0,
      };
    },

    summaryOf(scene: SceneInput, hintedTurns: number): SceneSummary {
      return { sceneId: scene.id, title: scene.title, turnCount: scene.turns.length, hintedTurns, keyPhrases: scene.keyPhrases, text: sceneSummaryText(scene, hintedTurns) };
    },

    toMessage(row: MessageRow, conversation: Pick<ConversationRow, 'role_id' | 'scene_id'>): ChatMessage {
      return {
        id: row.id,
        conversationId: row.conversation_id,
        roleId: conversation.role_id,
        sceneId: conversation.scene_id === FREE_CHAT_SCENE_ID ? null : conversation.scene_id,
        from: row.sender === 'ai' ? 'ai' : 'learner',
        content: row.content,
        clientMessageId: row.client_message_id,
        replyToId: row.reply_to_id,
        engine: row.engine,
        check: row.check_json ? (JSON.parse(row.check_json) as TurnCheck) : null,
        correction: row.correction_json ? (JSON.parse(row.correction_json) as Correction) : null,
        createdAt: row.created_at,
      };
    },
  };
}

export type ConversationContext = ReturnType<typeof createConversationContext>;
