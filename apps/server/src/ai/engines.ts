// Every engine of one app, built from the validated configuration: conversation, language (lexicon,
// phonetics, translation, emoji), grammar, speech (voices, recognition, pronunciation) and the
// decoder for recordings other than WAV. app.ts builds them once, warms them after listening and
// closes them with the app; capabilities() reports what really answers each capability.
//
// With a model configured (LLM_BASE_URL + LLM_MODEL, or LLM_MODEL_PATH) grammar and translation
// ask it first and keep the offline engines as the fallback; a local model is shared with the
// conversation engine, never loaded twice.
import type { EngineCapabilities } from '@parley/contract/config';
import type { Config } from '../config';
import { collectCapabilities, type CapabilityReporter } from './capabilities';
import { conversationCapabilities, createConversationEngine, type EngineChoice } from './conversation/index';
import type { ConversationEngine, QuestionBankInput } from './conversation/types';
import type { LanguageTools } from './conversation/dialogue/answers';
import { createGrammarCheck, sharedGrammarEngine } from './language/grammar/shared-grammar';
import { chatTurnGrammar } from './language/grammar/turn-correction';
import type { GrammarEngine } from './language/grammar/grammar-types';
import { createLanguageEngines, warmUpLanguageEngines, type LanguageEngines } from './language/language-engines';
import { languageModelFromConfig, type LanguageModel } from './language/model-client';
import { MAX_REVERSE_WORDS } from './language/translation/freedict-reverse';
import { detectAudioDecoder, type AudioDecoder } from './speech/decode';
import { createSpeechEngines, warmUpSpeechEngines, type SpeechEngines } from './speech/speech-engines';
import { findPulledModel, watchForPulledModel } from './conversation/pulled-model';
import { createSwitchableEngine } from './conversation/switchable-engine';
import { speechCapabilities } from './speech/capabilities';

export type EnginesConfig = Pick<
  Config,
  | 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_MODEL_PATH' | 'LLM_THREADS' | 'LLM_TIMEOUT_MS' | 'LLM_MAX_TOKENS' | 'LLM_GPU'
  | 'TTS_BASE_URL' | 'TTS_API_KEY' | 'TTS_MODEL' | 'TTS_VOICES' | 'STT_BASE_URL' | 'STT_API_KEY' | 'STT_MODEL'
  | 'TRANSLATE_URL' | 'TRANSLATE_API_KEY' | 'TRANSLATE_TIMEOUT_MS'
>;

/** Engines a test puts in place of the configured ones. */
export interface EngineOverrides {
  conversation?: ConversationEngine | undefined;
  language?: LanguageEngines | undefined;
  /** The grammar check, or null where none is available. */
  grammar?: (() => Promise<GrammarEngine> | null) | undefined;
  speech?: SpeechEngines | undefined;
  /** null: refuse recordings other than WAV. */
  audioDecoder?: AudioDecoder | null | undefined;
}

export interface EngineLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Engines {
  conversation: ConversationEngine;
  language: LanguageEngines;
  /** The grammar check (loaded on first call), or null where none is available. */
  grammar: () => Promise<GrammarEngine> | null;
  /** The check behind a chat turn's correction: the rule engine (Harper + learner rules), never the model. */
  chatGrammar: () => Promise<GrammarEngine> | null;
  speech: SpeechEngines;
  audioDecoder: AudioDecoder | null;
  capabilities(): Promise<EngineCapabilities>;
  /** Loads the conversation model, when there is one, in the background: the first learner should not wait. */
  loadModel(): void;
  /** Loads every offline engine's data now rather than on the first request; a failure is only logged. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

// Apps built with the same settings share their engines (tests build hundreds of apps, and engines
// load data for seconds); a different setting gets engines of its own.
const speechBySettings = new Map<string, SpeechEngines>();
const languageBySettings = new Map<string, LanguageEngines>();
let detectedDecoder: AudioDecoder | null | undefined;

function speechEnginesFor(config: EnginesConfig): SpeechEngines {
  const key = JSON.stringify([config.TTS_BASE_URL, config.TTS_API_KEY, config.TTS_MODEL, config.TTS_VOICES, config.STT_BASE_URL, config.STT_API_KEY, config.STT_MODEL]);
  let engines = speechBySettings.get(key);
  if (!engines) {
    engines = createSpeechEngines(config);
    speechBySettings.set(key, engines);
  }
  return engines;
}

function languageEnginesFor(config: EnginesConfig, model: LanguageModel | null): LanguageEngines {
  // A model is this app's own (a local one holds its memory), so its translator is too.
  if (model) return createLanguageEngines(config, { model });
  const key = JSON.stringify([config.TRANSLATE_URL, config.TRANSLATE_API_KEY, config.TRANSLATE_TIMEOUT_MS]);
  let engines = languageBySettings.get(key);
  if (!engines) {
    engines = createLanguageEngines(config);
    languageBySettings.set(key, engines);
  }
  return engines;
}

/** The lexicon and translator as the built-in partner uses them (read at call time: built below). */
function partnerLanguageTools(language: LanguageEngines): LanguageTools & { knows(word: string): boolean } {
  return {
    lookup: (word) => language.lexicon().lookupSync(word),
    knows: (word) => language.lexicon().lemmatize(word) !== null,
    translate: async (text, target, source) => {
      const chain = language.translator();
      // A word or two may come from a dictionary read backwards ("pomodoro" → "tomato"); a sentence needs a translator.
      const short = text.trim().split(/\s+/).length <= MAX_REVERSE_WORDS && source !== 'en';
      if (!chain.pairs().some((p) => (p.source === source || p.source === '*') && (p.target === target || p.target === '*') && (p.kind === 'translation' || (short && p.kind === 'gloss')))) return null;
      return (await chain.translate(text, target, source)).text;
    },
    translateLine: async (text, target, source) => {
      const chain = language.translator();
      if (!chain.pairs().some((p) => (p.source === source || p.source === '*') && (p.target === target || p.target === '*') && p.kind === 'translation')) return null;
      const result = await chain.translate(text, target, source);
      return result.kind === 'translation' ? { text: result.text, provider: result.provider } : null;
    },
  };
}

/** Whether ffmpeg is installed, looked up once per process rather than per upload. */
function sharedAudioDecoder(): AudioDecoder | null {
  if (detectedDecoder === undefined) detectedDecoder = detectAudioDecoder();
  return detectedDecoder;
}

export interface EngineDeps {
  questionBanks: () => readonly QuestionBankInput[];
  log: EngineLog;
  overrides?: EngineOverrides;
  /**
   * Where `npm run model:pull` puts models (server.ts only; tests build engines from their own
   * settings). With no model configured, the newest there is used, and one that arrives while the
   * server runs replaces the practice partner without a restart.
   */
  pulledModels?: { folder: string; pollMs?: number } | undefined;
}

export function createEngines(config: EnginesConfig, deps: EngineDeps): Engines {
  const overrides = deps.overrides ?? {};
  const partnerDeps = { questionBanks: deps.questionBanks, grammar: chatTurnGrammar(() => chatGrammar()), language: () => partnerLanguageTools(language) };
  const watchesModels = Boolean(deps.pulledModels) && !overrides.conversation && !config.LLM_BASE_URL && !config.LLM_MODEL_PATH;
  const pulledAtStart = watchesModels && deps.pulledModels ? findPulledModel(deps.pulledModels.folder) : null;
  if (pulledAtStart) deps.log.info({ model: pulledAtStart }, 'using the model `npm run model:pull` downloaded (LLM_MODEL_PATH is not set)');
  const choice: EngineChoice = overrides.conversation
    ? { engine: overrides.conversation }
    : createConversationEngine(pulledAtStart ? { ...config, LLM_MODEL_PATH: pulledAtStart } : config, partnerDeps);
  // Only the practice partner is ever replaced, and only by a pulled model.
  const switchable = watchesModels && !pulledAtStart ? createSwitchableEngine(choice) : null;
  const conversation = switchable ?? choice.engine;
  let stopWatching: (() => void) | null = null;
  if (switchable && deps.pulledModels) {
    stopWatching = watchForPulledModel(
      deps.pulledModels.folder,
      (file) => {
        deps.log.info({ model: file }, 'a downloaded model arrived: loading it to replace the practice partner');
        const next = createConversationEngine({ ...config, LLM_MODEL_PATH: file }, partnerDeps);
        switchable.switchTo(next).then(
          // Grammar checks and translation were built without a model; they use it after a restart.
          () => deps.log.info({ engine: conversation.describe() }, 'conversation model switched without a restart (grammar and translation use it after the next restart)'),
          (error: unknown) => deps.log.error({ err: error }, 'the downloaded model could not be loaded; the practice partner goes on answering'),
        );
      },
      deps.pulledModels.pollMs === undefined ? {} : { intervalMs: deps.pulledModels.pollMs },
    );
  }
  const model = languageModelFromConfig(config) ?? choice.languageModel ?? null;
  const grammar =
    overrides.grammar ?? createGrammarCheck(model, (error) => deps.log.warn({ err: error }, 'model grammar check failed; rule engine only'));
  // Chat turns are corrected by the rules alone: deterministic, and a turn never waits for the
  // model twice (a local model answers one call at a time). The model still corrects in its reply.
  const chatGrammar = overrides.grammar ?? sharedGrammarEngine;
  const language = overrides.language ?? languageEnginesFor(config, model);
  const speech = overrides.speech ?? speechEnginesFor(config);
  const audioDecoder = overrides.audioDecoder === undefined ? sharedAudioDecoder() : overrides.audioDecoder;

  // The grammar check named by what answers first: the model's provider, then the rules.
  const grammarEngine = overrides.grammar ? 'custom' : model ? `${conversation.describe().engine}+harper+learner-rules` : 'harper+learner-rules';
  const reporters: CapabilityReporter[] = [
    conversationCapabilities(conversation),
    () => speechCapabilities({ tts: speech.tts(), stt: speech.stt() })(),
    () => ({ grammar: { available: true, engine: grammarEngine } }),
    () => {
      const pairs = language.translator().pairs();
      return { translation: { available: pairs.length > 0, pairs: pairs.map(({ source, target, kind }) => ({ source, target, kind })) } };
    },
  ];

  return {
    conversation,
    language,
    grammar,
    chatGrammar,
    speech,
    audioDecoder,
    capabilities: () => collectCapabilities(reporters),
    loadModel() {
      if (!choice.warmUp) return;
      const started = Date.now();
      // A failure here is logged; the first call reports it as errCode 503.
      choice.warmUp().then(
        () => deps.log.info({ ms: Date.now() - started, engine: conversation.describe() }, 'conversation model loaded'),
        (error: unknown) => deps.log.error({ err: error }, 'the conversation model could not be loaded'),
      );
    },
    async warmUp() {
      const started = Date.now();
      const results = await Promise.allSettled([warmUpLanguageEngines(language, grammar), warmUpSpeechEngines(speech)]);
      for (const result of results) {
        if (result.status === 'rejected') deps.log.warn({ err: result.reason }, 'an engine could not be loaded at start; it loads on first use');
      }
      const [, speechResult] = results;
      for (const warning of speechResult.status === 'fulfilled' ? speechResult.value.warnings : []) deps.log.warn({}, warning);
      deps.log.info({ ms: Date.now() - started }, 'engines loaded');
    },
    close: async () => {
      stopWatching?.();
      await (switchable ? switchable.close() : choice.close?.());
    },
  };
}
