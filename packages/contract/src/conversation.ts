// Conversations with the teacher (roleId 1) and the friend (roleId 2): free chat and scenes,
// stored history, hints, the content check and talk records (spec §7 "Transform", "AI topic").
// A chat call answers one envelope, or Server-Sent Events when the client sends
// `Accept: text/event-stream` (events `token`, `done` with a ChatData, `error` with an envelope).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { characterCount, idSchema, isBlankText, languageTagSchema, levelSchema, listSchema } from './common';
import { recordingUrlSchema } from './speech';

/** chatNum of spec §3: how many earlier turns go to the model with each message. */
export const DEFAULT_CHAT_NUM = 10;
export const MAX_CHAT_NUM = 50;
/** Spec §5: text input maximum length, counted as a learner counts (an emoji is one). */
export const MAX_CHAT_CHARS = 140;

export const CHAT_ROLE_IDS = [1, 2] as const;
export const roleIdSchema = z.coerce
  .number({ error: 'must be 1 (teacher) or 2 (friend)' })
  .int()
  .refine((id) => id === 1 || id === 2, 'must be 1 (teacher) or 2 (friend)');

const contentField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  // A cheap bound first, so that a huge string is refused before it is counted.
  .max(MAX_CHAT_CHARS * 4, { error: `must be at most ${MAX_CHAT_CHARS} characters`, abort: true })
  .refine((value) => characterCount(value) <= MAX_CHAT_CHARS, `must be at most ${MAX_CHAT_CHARS} characters`)
  // A message of zero-width characters only was stored and answered (issue 16).
  .refine((value) => !isBlankText(value), 'must not be empty');

/** A client-made id per learner message: a retry with the same id never duplicates the reply. */
export const clientMessageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'must be 8 to 64 letters, digits or -_.:');

const topicTagField = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a topic tag such as travel');
const styleField = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a style key such as casual');

/** What the learner may override for one call; the rest comes from their saved settings. */
const learnerOverrides = {
  style: styleField.optional(),
  level: levelSchema.optional(),
  nativeLanguage: languageTagSchema.optional(),
};

export const engineInfoSchema = z.object({
  engine: z.enum(['practice-partner', 'openai-compatible', 'local']),
  model: z.string().nullable(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;

export const sceneProgressSchema = z.object({
  sceneId: z.number().int(),
  /** The turn the learner answers next, 0-based; equals turnCount once the scene is finished. */
  turn: z.number().int(),
  turnCount: z.number().int(),
  completed: z.boolean(),
  /** Turns the learner needed a hint for. */
  hintedTurns: z.number().int(),
});
export type SceneProgress = z.infer<typeof sceneProgressSchema>;

export const turnCheckSchema = z.object({
  fits: z.boolean(),
  /** 0..1: keyword and example similarity. */
  score: z.number(),
  matchedKeywords: z.array(z.string()),
  hint: z.string().nullable(),
});
export type TurnCheck = z.infer<typeof turnCheckSchema>;

export const sceneSummarySchema = z.object({
  sceneId: z.number().int(),
  title: z.string(),
  turnCount: z.number().int(),
  hintedTurns: z.number().int(),
  keyPhrases: z.array(z.object({ text: z.string(), meaning: z.string() })),
  text: z.string(),
});
export type SceneSummary = z.infer<typeof sceneSummarySchema>;

/** How much the partner corrects (issue 14): nothing, only errors that change the meaning, or every error. */
export const CORRECTION_LEVELS = ['off', 'meaning', 'everything'] as const;
export const correctionLevelSchema = z.enum(CORRECTION_LEVELS, { error: 'must be off, meaning or everything' });
export type CorrectionLevel = z.infer<typeof correctionLevelSchema>;

/**
 * The one fix shown on a learner's chat message: the changed fragment (UTF-16 offsets into the
 * message), what replaces it ('' = delete it) and a one-line reason.
 */
export const correctionSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  wrong: z.string(),
  fix: z.string(),
  reason: z.string(),
  /** The grammar category (tense, agreement, spelling …). */
  category: z.string(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  roleId: z.number().int(),
  sceneId: z.number().int().nullable(),
  from: z.enum(['ai', 'learner']),
  content: z.string(),
  clientMessageId: z.string().nullable(),
  /** For an AI message: the learner message it answers. */
  replyToId: z.number().int().nullable(),
  /** For an AI message: the engine that wrote it. */
  engine: z.string().nullable(),
  /** For a learner message in a scene: how it fitted the expected turn. */
  check: turnCheckSchema.nullable(),
  /** For a learner message: the fix the grammar check was confident about, if any (absent from older servers). */
  correction: correctionSchema.nullable().optional(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatDataSchema = z.object({
  conversationId: z.number().int(),
  learnerMessage: chatMessageSchema,
  reply: chatMessageSchema,
  engine: engineInfoSchema,
  sceneProgress: sceneProgressSchema.nullable(),
  sceneSummary: sceneSummarySchema.nullable(),
  /** True when this answer is a stored reply returned again for a retried clientMessageId. */
  replayed: z.boolean(),
});
export type ChatData = z.infer<typeof chatDataSchema>;

const chatBase = {
  roleId: roleIdSchema,
  content: contentField,
  clientMessageId: clientMessageIdSchema.optional(),
  /** The message came from speech recognition: it gets no capital-letter or punctuation corrections. */
  voice: z.boolean().optional(),
  /** A spoken message's recording, as recognition answered it: its pronunciation score joins the report (issue 15). */
  audioUrl: recordingUrlSchema.optional(),
  ...learnerOverrides,
};

export const chat = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/chat',
  summary: 'Send a free-chat message to the teacher or the friend and get the reply (JSON or SSE)',
  input: z.object({ ...chatBase, topic: topicTagField.optional() }),
  response: chatDataSchema,
});

export const chatByContext = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/chatByContext',
  summary: 'Free chat with the last chatNum turns of the stored conversation as context (JSON or SSE)',
  input: z.object({
    ...chatBase,
    topic: topicTagField.optional(),
    chatNum: z.coerce.number().int().min(0).max(MAX_CHAT_NUM).default(DEFAULT_CHAT_NUM),
  }),
  response: chatDataSchema,
});

export const sceneChatByContext = defineEndpoint({
  method: 'POST',
  path: '/api/aiTopic/v1/chatByContext',
  summary: 'A turn inside a scene: checked against what the scene expects, then answered (JSON or SSE)',
  input: z.object({
    ...chatBase,
    sceneId: idSchema,
    chatNum: z.coerce.number().int().min(0).max(MAX_CHAT_NUM).default(DEFAULT_CHAT_NUM),
  }),
  response: chatDataSchema,
});

export const startChat = defineEndpoint({
  method: 'GET',
  path: '/api/common/v1/startChat',
  summary: 'The opening line for a role (free chat) or a scene; stored as the first message of a new conversation',
  input: z.object({
    roleId: roleIdSchema,
    sceneId: idSchema.optional(),
    topic: topicTagField.optional(),
    /** 'true' clears the conversation first (start a finished scene again). */
    restart: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
    ...learnerOverrides,
  }),
  response: z.object({
    conversationId: z.number().int(),
    message: chatMessageSchema,
    /** False when the conversation already had messages: message is then the latest AI line. */
    isNew: z.boolean(),
    engine: engineInfoSchema,
    sceneProgress: sceneProgressSchema.nullable(),
  }),
});

export const getChatHistory = defineEndpoint({
  method: 'GET',
  path: '/api/transform/v1/getChatHistory',
  summary: 'The stored messages of a conversation, oldest first (the last pageSize of them by default)',
  input: z.object({
    roleId: roleIdSchema,
    sceneId: idSchema.optional(),
    /** Only messages with a larger id (for catching up). */
    afterId: z.coerce.number().int().min(0).optional(),
    /** Only messages with a smaller id: the page before the oldest one shown (scrolling back). */
    beforeId: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: listSchema(chatMessageSchema).extend({
    conversationId: z.number().int().nullable(),
    /** Clear-chat-logs marker (spec §3): grows by one each time the learner clears this conversation. */
    updateNum: z.number().int(),
    sceneProgress: sceneProgressSchema.nullable(),
  }),
});

export const latestConversationSchema = z.object({
  conversationId: z.number().int(),
  roleId: z.number().int(),
  /** The partner's name, e.g. the teacher's. */
  roleName: z.string(),
  /** Null for free chat. */
  sceneId: z.number().int().nullable(),
  sceneTitle: z.string().nullable(),
  /** The topic tag of a free chat, when it has one. */
  topic: z.string().nullable(),
  /** The newest message still shown in the chat (either side). */
  lastMessage: chatMessageSchema,
  sceneProgress: sceneProgressSchema.nullable(),
});
export type LatestConversation = z.infer<typeof latestConversationSchema>;

export const getLatestConversation = defineEndpoint({
  method: 'GET',
  path: '/api/transform/v1/getLatestConversation',
  summary: 'The conversation the learner talked in last, with its newest message, to continue it (null before the first)',
  input: z.object({}),
  response: z.object({ conversation: latestConversationSchema.nullable() }),
});

export const clearChatHistory = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/clearChatHistory',
  summary: 'Clear a conversation (a scene starts again from its first line)',
  input: z.object({ roleId: roleIdSchema, sceneId: idSchema.optional() }),
  response: z.object({ conversationId: z.number().int().nullable(), cleared: z.number().int(), updateNum: z.number().int() }),
});

export const hintSchema = z.object({ text: z.string() });
export const hintsDataSchema = listSchema(hintSchema).extend({
  /** A short tip about what to say, when there is one (scene hint). */
  tip: z.string().nullable(),
});
export type HintsData = z.infer<typeof hintsDataSchema>;

export const getHints = defineEndpoint({
  method: 'GET',
  path: '/api/transform/v1/prompt',
  summary: 'Two or three replies the learner could say next in free chat, graded to their level',
  input: z.object({ roleId: roleIdSchema, level: levelSchema.optional() }),
  response: hintsDataSchema,
});

export const getTopicTagHints = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/promptByTags',
  summary: 'Two or three things the learner could say to start or continue on these topics',
  input: z.object({
    roleId: roleIdSchema,
    tags: z.array(topicTagField).min(1).max(10),
    level: levelSchema.optional(),
  }),
  response: hintsDataSchema,
});

export const getSceneHints = defineEndpoint({
  method: 'POST',
  path: '/api/aiTopic/v1/prompt',
  summary: 'Two or three replies that fit the current turn of a scene, with its hint',
  input: z.object({ sceneId: idSchema, roleId: roleIdSchema.optional() }),
  response: hintsDataSchema,
});

export const dealWithScene = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/dealWithScene',
  summary: "A scene's progress; with content, how that line would fit the current turn (nothing is stored)",
  input: z.object({ sceneId: idSchema, roleId: roleIdSchema.optional(), content: contentField.optional() }),
  response: z.object({
    progress: sceneProgressSchema,
    expectedLine: z.string().nullable(),
    check: turnCheckSchema.nullable(),
    summary: sceneSummarySchema.nullable(),
  }),
});

export const checkContent = defineEndpoint({
  method: 'POST',
  path: '/api/aiTopic/v1/checkContent',
  summary: 'Refuses abusive or unsafe text with errCode 1006',
  input: z.object({ content: contentField }),
  response: z.object({ passed: z.literal(true) }),
});

export const talkDaySchema = z.object({ date: z.string(), count: z.number().int() });

export const getUserTalkTimes = defineEndpoint({
  method: 'GET',
  path: '/api/userTalkRecord/v1/getUserTalkTimes',
  summary: 'Learner turns per day (last `days` days, newest first) and the current streak',
  input: z.object({
    days: z.coerce.number().int().min(1).max(366).default(30),
    /** IANA time zone for the day boundaries, e.g. Europe/Madrid (default UTC). */
    timeZone: z.string().max(64).optional(),
  }),
  response: listSchema(talkDaySchema).extend({
    today: z.number().int(),
    /** Days in a row, up to today (or yesterday when today has no turns yet), with at least one turn. */
    streak: z.number().int(),
    totalTurns: z.number().int(),
  }),
});
