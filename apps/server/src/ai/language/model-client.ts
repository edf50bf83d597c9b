// A one-shot completion against the configured conversation model, for the language tools
// (grammar check, translation). The OpenAI-compatible provider is called from here; a local GGUF
// model comes from the conversation engine (ai/conversation/index.ts) so it is loaded only once.
export interface LanguageModelMessage {
  role: 'system' | 'user';
  content: string;
}

export interface LanguageModel {
  readonly name: string;
  /** The model's whole answer; throws on any failure (the caller falls back). */
  complete(messages: LanguageModelMessage[], options?: { maxTokens?: number; timeoutMs?: number }): Promise<string>;
}

export interface OpenAiLanguageModelOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Language tools answer in a request the learner is waiting on: much shorter than a chat turn. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createOpenAiLanguageModel(options: OpenAiLanguageModelOptions): LanguageModel {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: options.model,
    async complete(messages, call = {}) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ model: options.model, messages, stream: false, temperature: 0, max_tokens: call.maxTokens ?? 600 }),
        signal: AbortSignal.timeout(call.timeoutMs ?? options.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new Error(`model answered HTTP ${response.status}`);
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('model answer has no message content');
      return content;
    },
  };
}

/** The model for the language tools from the LLM_* configuration, or null when none is usable. */
export function languageModelFromConfig(config: {
  LLM_BASE_URL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_TIMEOUT_MS?: number | undefined;
}): LanguageModel | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return createOpenAiLanguageModel({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: Math.min(config.LLM_TIMEOUT_MS ?? 15_000, 15_000),
  });
}
