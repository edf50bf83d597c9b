// Picks the conversation engine from configuration, in the order:
// 1. OpenAI-compatible HTTP (LLM_BASE_URL + LLM_MODEL), 2. a local GGUF (LLM_MODEL_PATH, run in
// process by node-llama-cpp), 3. the built-in practice partner (the default and the tests').
import { existsSync, statSync } from 'node:fs';
import type { CapabilityReporter } from '../capabilities';
import type { LanguageModel } from '../language/model-client';
import { createLocalModelEngine } from './local-model';
import { createOpenAiCompatibleEngine } from './openai-compatible';
import { createPracticePartner, type PracticePartnerDeps } from './practice-partner';
import type { ConversationEngine } from './types';

export interface ConversationEngineConfig {
  LLM_BASE_URL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_MODEL_PATH?: string | undefined;
  LLM_THREADS?: number | undefined;
  LLM_TIMEOUT_MS: number;
  LLM_MAX_TOKENS?: number | undefined;
  LLM_GPU?: 'auto' | 'off' | undefined;
}

export interface EngineChoice {
  engine: ConversationEngine;
  /** Loads the engine's model ahead of the first call, when it has one to load. */
  warmUp?: () => Promise<void>;
  /** Frees what the engine holds (the local model's memory) at shutdown. */
  close?: () => Promise<void>;
  /**
   * The same in-process model for the language tools (grammar, translation), so a local model is
   * loaded once. Providers over HTTP leave this out: the language tools call the server themselves.
   */
  languageModel?: LanguageModel;
}

export function createConversationEngine(config: ConversationEngineConfig, deps: PracticePartnerDeps): EngineChoice {
  if (config.LLM_BASE_URL) {
    if (!config.LLM_MODEL) throw new Error('LLM_MODEL: must be set when LLM_BASE_URL is set (for example llama3.2 or gpt-4o-mini)');
    return {
      engine: createOpenAiCompatibleEngine({
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
        timeoutMs: config.LLM_TIMEOUT_MS,
        ...(config.LLM_MAX_TOKENS ? { maxTokens: config.LLM_MAX_TOKENS } : {}),
      }),
    };
  }
  if (config.LLM_MODEL_PATH) {
    if (!existsSync(config.LLM_MODEL_PATH) || !statSync(config.LLM_MODEL_PATH).isFile()) {
      throw new Error(`LLM_MODEL_PATH: no model file at ${config.LLM_MODEL_PATH} (npm run model:pull downloads the recommended one)`);
    }
    const local = createLocalModelEngine({
      modelPath: config.LLM_MODEL_PATH,
      timeoutMs: config.LLM_TIMEOUT_MS,
      ...(config.LLM_MAX_TOKENS ? { maxTokens: config.LLM_MAX_TOKENS } : {}),
      ...(config.LLM_THREADS ? { threads: config.LLM_THREADS } : {}),
      gpu: config.LLM_GPU === 'off' ? false : 'auto',
    });
    return { engine: local, warmUp: local.warmUp, close: local.close, languageModel: { name: local.describe().model ?? 'local', complete: local.complete } };
  }
  return { engine: createPracticePartner(deps) };
}

/** For GET …getByKey?key=capabilities: which engine answers and with which model. */
export function conversationCapabilities(engine: ConversationEngine): CapabilityReporter {
  return () => ({ conversation: engine.describe() });
}
