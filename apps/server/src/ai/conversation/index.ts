// Picks the conversation engine from configuration, in the order:
// 1. OpenAI-compatible HTTP (LLM_BASE_URL + LLM_MODEL), 2. a local GGUF (LLM_MODEL_PATH, via
// node-llama-cpp once installed), 3. the built-in practice partner (the default and the tests').
import type { CapabilityReporter } from '../capabilities';
import { createLocalModelEngine } from './local-model';
import { createOpenAiCompatibleEngine } from './openai-compatible';
import { createPracticePartner, type PracticePartnerDeps } from './practice-partner';
import type { ConversationEngine } from './types';

export interface ConversationEngineConfig {
  LLM_BASE_URL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_MODEL_PATH?: string | undefined;
  LLM_TIMEOUT_MS: number;
  LLM_MAX_TOKENS?: number | undefined;
}

export interface EngineChoice {
  engine: ConversationEngine;
  /** Set when a configured provider could not be used and the practice partner serves instead. */
  warning: string | null;
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
      warning: null,
    };
  }
  if (config.LLM_MODEL_PATH) {
    const local = createLocalModelEngine({ modelPath: config.LLM_MODEL_PATH, timeoutMs: config.LLM_TIMEOUT_MS });
    if (local) return { engine: local, warning: null };
    return {
      engine: createPracticePartner(deps),
      warning: 'LLM_MODEL_PATH is set but node-llama-cpp is not installed: the built-in practice partner answers instead',
    };
  }
  return { engine: createPracticePartner(deps), warning: null };
}

/** For GET …getByKey?key=capabilities: which engine answers and with which model. */
export function conversationCapabilities(engine: ConversationEngine): CapabilityReporter {
  return () => ({ conversation: engine.describe() });
}
