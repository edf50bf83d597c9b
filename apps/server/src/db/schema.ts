// Table types for Kysely. Each module adds its tables here and a migration in ./migrations.
// Ids are database identities (numbers, as the contract fixes); timestamps are ISO 8601 strings
// made in the app, so the same migrations and queries run on SQLite and PostgreSQL.
import type { Generated } from 'kysely';

export interface AppEventTable {
  id: Generated<number>;
  user_id: number | null;
  device_id: string | null;
  name: string;
  payload: string;
  created_at: string;
}

export interface TopicTypeTable {
  id: number;
  key: string;
  name: string;
  description: string;
  color: string;
  is_active: number;
  updated_at: string;
}

export interface SceneTable {
  id: number;
  slug: string;
  topic_type_id: number;
  level: string;
  title: string;
  goal: string;
  setting: string;
  ai_character: string;
  learner_character: string;
  cover: string;
  /** JSON: string[] */
  tags: string;
  /** JSON: the scene's turns (AI line, expected answers, hint) */
  turns: string;
  closing: string;
  /** JSON: Array<{ text, meaning }> */
  key_phrases: string;
  /** JSON: Array<{ word, partOfSpeech, meaning }> */
  key_words: string;
  is_active: number;
  updated_at: string;
}

export interface ExplorationTable {
  id: number;
  slug: string;
  title: string;
  level: string;
  story: string;
  cover: string;
  /** JSON: number[] in story order */
  scene_ids: string;
  is_active: number;
  updated_at: string;
}

export interface UserTable {
  id: Generated<number>;
  /** Null for phone accounts and third-party accounts without a verified address. */
  email: string | null;
  password_hash: string | null;
  type: string;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserSettingsTable {
  user_id: number;
  native_language: string | null;
  level: string;
  /** JSON: string[] */
  topics: string;
  voice_role_id: string | null;
  voice_style: string | null;
  role_id: number | null;
  role_style: string | null;
  auto_play_voice: number;
  auto_blur_text: number;
  auto_speech_assessment: number;
  playback_rate: number;
  /** 'off' | 'meaning' | 'everything'; null = the role's default */
  correction_level: string | null;
  /** Issue 15: turns a day the learner aims for; null = no goal. */
  daily_goal_turns: number | null;
  updated_at: string;
}

export interface VerifyCodeTable {
  id: Generated<number>;
  target: string;
  type: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface AuthCodeTable {
  id: Generated<number>;
  code_hash: string;
  target: string;
  type: string;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  email: string;
  /** addressKey() of the client (IPv6 by /64); '' for rows from before migration 0020 */
  address: Generated<string>;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: string;
}

/** Audio files by content-hash name (platform/media/database-media-store.ts). */
export interface MediaBlobTable {
  name: string;
  data: Buffer;
  size: number;
  created_at: string;
}

/** Who uploaded a recording (modules/speech/speech.repository.ts). */
export interface RecordingOwnerTable {
  name: string;
  user_id: number;
  created_at: string;
}

/**
 * A spoken reply in the media store (the text-to-speech cache, issue 16): the retention job removes
 * one nobody asked for in SPOKEN_REPLY_RETENTION_DAYS.
 */
export interface SpokenReplyTable {
  /** The media file name (content hash and extension). */
  name: string;
  created_at: string;
  /** Refreshed when the reply is served, at most about once an hour. */
  last_used_at: string;
}

/**
 * What one recording of a signed-in learner measured (issue 15): its length and, when it was scored,
 * its pronunciation score and weakest words. Kept after the recording is removed.
 */
export interface PronunciationResultTable {
  id: Generated<number>;
  user_id: number;
  audio_name: string;
  duration_ms: number;
  score: number | null;
  /** JSON: [{ word, score }] for the words scored below the recording's own level, weakest first */
  words_json: string | null;
  created_at: string;
  updated_at: string;
}

export interface SupportMessageTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface IdentityTable {
  id: Generated<number>;
  issuer: string;
  subject: string;
  user_id: number;
  email: string | null;
  created_at: string;
}

export interface OidcLoginTable {
  id: Generated<number>;
  state_hash: string;
  binding_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface CollectionItemTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  content: string;
  /** Lower-cased, trimmed content: saving the same thing twice finds this row. */
  content_key: string;
  ipa: string | null;
  meaning: string | null;
  note: string;
  scene_id: number | null;
  message_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ConversationTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
  /** 0 for free chat. */
  scene_id: number;
  topic: string | null;
  /** 'active' | 'completed' */
  status: string;
  /** Scenes: the turn the learner answers next, tries that missed it, turns that needed help. */
  scene_turn: number;
  scene_misses: number;
  scene_hinted: number;
  /** Clear-chat-logs marker: how many times the learner cleared this conversation. */
  update_num: number;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ChatMessageTable {
  id: Generated<number>;
  conversation_id: number;
  user_id: number;
  /** 'ai' | 'learner' */
  sender: string;
  content: string;
  client_message_id: string | null;
  reply_to_id: number | null;
  engine: string | null;
  /** JSON: how a learner's scene line fitted the expected turn */
  check_json: string | null;
  /** JSON: the contract's Correction shown on a learner's message */
  correction_json: string | null;
  /** 1: a learner message that came from speech recognition (issue 15); 0: typed, or an AI message. */
  voice: Generated<number>;
  /** A spoken learner message's recording (issue 15), the key of its pronunciation_result row. */
  audio_name: string | null;
  created_at: string;
  /** Set when the learner clears the conversation (kept for talk records and idempotency). */
  deleted_at: string | null;
}

export interface LearnerFactTable {
  id: Generated<number>;
  user_id: number;
  /** What the fact is about (ai/conversation/dialogue/facts.ts): name, from, pet:dog, likes:cooking … */
  fact_key: string;
  value: string;
  /** The conversation it was learned in (clearing it forgets the fact); null once the learner edited it. */
  conversation_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ChatSlotTable {
  user_id: number;
  slot: number;
  token: string;
  expires_at: string;
}

/** Issue 15: the FSRS scheduling state of one saved item (ts-fsrs's Card, dates as ISO strings). */
export interface ReviewCardTable {
  id: Generated<number>;
  user_id: number;
  collection_item_id: number;
  due: string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  last_review: string | null;
  updated_at: string;
}

export interface ReviewLogTable {
  id: Generated<number>;
  user_id: number;
  collection_item_id: number;
  rating: string;
  scheduled_days: number;
  reviewed_at: string;
}

export interface Database {
  app_event: AppEventTable;
  app_user: UserTable;
  conversation: ConversationTable;
  chat_message: ChatMessageTable;
  review_card: ReviewCardTable;
  review_log: ReviewLogTable;
  chat_slot: ChatSlotTable;
  learner_fact: LearnerFactTable;
  user_settings: UserSettingsTable;
  verify_code: VerifyCodeTable;
  auth_code: AuthCodeTable;
  session: SessionTable;
  login_failure: LoginFailureTable;
  mail_outbox: MailOutboxTable;
  media_blob: MediaBlobTable;
  recording_owner: RecordingOwnerTable;
  pronunciation_result: PronunciationResultTable;
  spoken_reply: SpokenReplyTable;
  identity: IdentityTable;
  oidc_login: OidcLoginTable;
  support_message: SupportMessageTable;
  collection_item: CollectionItemTable;
  topic_type: TopicTypeTable;
  scene: SceneTable;
  exploration: ExplorationTable;
}
