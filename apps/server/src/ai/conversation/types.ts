// The conversation engine interface and the narrow shapes of content it reads. Providers
// (built-in practice partner, OpenAI-compatible HTTP, local GGUF) all implement ConversationEngine.
import type { Level } from '@parley/contract/common';
import type { Correction, CorrectionLevel } from '@parley/contract/conversation';
import type { LearnerFact } from './dialogue/facts';

export type { Correction, CorrectionLevel, Level, LearnerFact };
export type RoleKind = 'teacher' | 'friend';
export type EngineName = 'practice-partner' | 'openai-compatible' | 'local';

export interface SceneTurnInput {
  ai: string;
  expected: { keywords: string[]; examples: string[] };
  hint: string;
  /** What `ai` takes for granted from the learner's answers; with none of it said, `otherwise` is said. */
  assumes?: string[] | undefined;
  otherwise?: string | undefined;
  /** The last turn: what the scene's closing takes for granted; with none of it said, `closingOtherwise` closes. */
  closingAssumes?: string[] | undefined;
  closingOtherwise?: string | undefined;
}

/** What the engines read of a scene (content/content-schema.ts Scene satisfies it). */
export interface SceneInput {
  id: number;
  /** The scene's file name, for data kept per scene (off-script answers). */
  slug?: string;
  level: string;
  title: string;
  goal: string;
  setting: string;
  aiCharacter: string;
  learnerCharacter: string;
  tags: string[];
  turns: SceneTurnInput[];
  closing: string;
  keyPhrases: Array<{ text: string; meaning: string }>;
}

/** A question bank per topic tag (content/content-schema.ts QuestionBank satisfies it). */
export interface QuestionBankInput {
  tag: string;
  teacher: Record<Level, string[]>;
  friend: Record<Level, string[]>;
}

export interface RoleInput {
  id: number;
  role: string;
  username: string;
  intro: string;
  styles: Array<{ key: string; name: string; description: string }>;
}

/** The grammar engine as the conversation engines use it (ai/language/grammar satisfies it). */
export interface GrammarCheck {
  check(text: string): Promise<{
    issues: Array<{ start: number; end: number; text: string; suggestion: string; explanation: string; category: string; source: string }>;
    corrected: string;
  }>;
}

export interface TurnVerdict {
  fits: boolean;
  score: number;
  matchedKeywords: string[];
  /** The learner asked for help instead of answering. */
  askedForHelp: boolean;
  /** The learner refused or contradicted what the scene needs. */
  refused?: boolean;
  /** The learner asked the character something off the script (answered in character, not a miss). */
  offScript?: boolean;
  /** A plain "No" to "Any questions?": it fits, but it is no answer to praise. */
  declined?: boolean;
}

/**
 * Where a scene stands for this reply: the turn the learner just answered, how it fitted, and
 * what comes next. Decided by the scene judge before any engine is called, so a scene moves on
 * the same way whichever engine writes the words.
 */
export interface SceneStep {
  /** The turn the learner answered (index into scene.turns). */
  answeredTurn: number;
  verdict: TurnVerdict;
  /** True when the engine should move on to nextTurn (the turn fitted, or too many tries). */
  advance: boolean;
  /** The turn the learner answers next; equals turns.length when the scene is finished. */
  nextTurn: number;
  completed: boolean;
  /** Tries at answeredTurn that did not fit, including this one. */
  misses: number;
  hintedTurns: number;
}

export interface HistoryTurn {
  from: 'ai' | 'learner';
  text: string;
}

export interface ReplyContext {
  role: RoleInput;
  roleKind: RoleKind;
  style: { key: string; name: string; description: string } | null;
  level: Level;
  nativeLanguage: string | null;
  /** How much to correct: off, only errors that change the meaning, or everything (role default when absent). */
  correctionLevel?: CorrectionLevel;
  /** Free chat: the topic tag to keep going (optional). */
  topicTag?: string | null;
  /** Scene chat: the scene and the judged step of this turn. */
  scene?: SceneInput | null;
  sceneStep?: SceneStep | null;
  /** The last chatNum turns before learnerText, oldest first. */
  history: HistoryTurn[];
  /** Every AI line of the conversation since it was last cleared (so questions are never repeated). */
  earlierAiLines?: string[];
  /** Topic tags the learner chose at set-up, to move on to when a topic runs out. */
  learnerTopicTags?: string[];
  /** What the learner has told the partner about themselves (kept per learner, in the database). */
  facts?: LearnerFact[];
  learnerText: string;
  /**
   * The one correction of learnerText the grammar check is confident about, at the learner's
   * correction level (ai/language/grammar/turn-correction.ts; null = nothing to correct). Absent
   * when the caller did not check. The built-in partner says correctionLine(correction).
   */
  correction?: Correction | null;
  signal: AbortSignal;
}

export interface OpeningContext {
  role: RoleInput;
  roleKind: RoleKind;
  style: ReplyContext['style'];
  level: Level;
  nativeLanguage: string | null;
  /** How much to correct: off, only errors that change the meaning, or everything (role default when absent). */
  correctionLevel?: CorrectionLevel;
  topicTag?: string | null;
  scene?: SceneInput | null;
  earlierAiLines?: string[];
  learnerTopicTags?: string[];
  signal: AbortSignal;
}

export interface EngineDescription {
  engine: EngineName;
  model: string | null;
  /** A local model's accelerator once loaded ('cuda', 'vulkan', 'metal' or 'cpu'). */
  device?: string;
}

export interface ConversationEngine {
  /** The reply to the learner, piece by piece. Throws EngineError when the engine fails. */
  reply(context: ReplyContext): AsyncIterable<string>;
  /** The opening line of a conversation or scene. */
  opening(context: OpeningContext): AsyncIterable<string>;
  /** Up to three things the learner could say next, graded to their level. */
  hints?(context: Omit<ReplyContext, 'learnerText'>): Promise<string[]>;
  /** Whether the model judges the text unsafe (providers with a model only). */
  isUnsafe?(text: string, signal: AbortSignal): Promise<boolean>;
  describe(): EngineDescription;
}

export type EngineErrorKind = 'timeout' | 'unavailable' | 'bad-response' | 'aborted';

export class EngineError extends Error {
  constructor(
    readonly kind: EngineErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EngineError';
  }
}
