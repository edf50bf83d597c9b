// Slot for the local-model provider: a GGUF file (LLM_MODEL_PATH) run in process by
// node-llama-cpp. The package is not installed yet (the lead decides; it is ~30 MB for the CPU
// build). To wire it: `npm install node-llama-cpp -w @parley/server`, then in createLocalModelEngine
// load the model once (getLlama → loadModel({ modelPath }) → createContext, threads: 1 on 2 cores),
// keep one LlamaChatSession per request built from buildChatMessages(), and stream with
// `session.prompt(text, { onTextChunk, signal })`, mapping failures to EngineError like the
// OpenAI-compatible provider does.
import type { ConversationEngine } from './types';

export interface LocalModelOptions {
  modelPath: string;
  timeoutMs: number;
}

/** Null while node-llama-cpp is not installed: the factory then falls back to the practice partner. */
export function createLocalModelEngine(_options: LocalModelOptions): ConversationEngine | null {
  return null;
}
