// Conversation with a local GGUF model (LLM_MODEL_PATH) run in this process by node-llama-cpp on
// the CPU. The model loads once, on first use (or at start through warmUp), and serves one
// generation at a time: on a small machine two generations in parallel only halve each other's
// speed, so later calls wait their turn inside the same time limit. Every failure becomes an
// EngineError the routes map to 503, like the OpenAI-compatible provider.
import { availableParallelism } from 'node:os';
import type { ChatHistoryItem, Llama, LlamaContext, LlamaModel } from 'node-llama-cpp';
import { buildChatMessages, buildOpeningMessages, buildHintMessages, CONTENT_SAFETY_PROMPT, parseHints, readSafetyVerdict, type ChatMessageForModel } from './prompt';
import { countFormat } from '../format-counters';
import { cleanForSpeech } from './text';
import type { ConversationEngine } from './types';
import { EngineError } from './types';

export interface LocalModelOptions {
  modelPath: string;
  /** Whole-call time limit, waiting for the model included (spec §9: 60 s). */
  timeoutMs: number;
  maxTokens?: number;
  /** CPU threads per generation; default: every core (fastest on 2 cores, docs/benchmarks.md). */
  threads?: number;
  /** Tokens of context: the system prompt plus the last chatNum turns fit easily in 4096. */
  contextSize?: number;
  /** 'auto': a GPU when node-llama-cpp finds one (CUDA, Vulkan, Metal; LLM_GPU), else the CPU. Default: the CPU. */
  gpu?: 'auto' | false;
}

/**
 * On a model of real size (Qwen2.5-1.5B's shape) 2 threads read the prompt about twice as fast as 1
 * on a 2-core machine and write about 1.5× faster (bench/conversation/local-model.ts). A toy model
 * is the other way round (thread hand-offs cost more than its tiny matrices), so the tests' figure
 * is no guide.
 */
export const DEFAULT_LOCAL_THREADS = availableParallelism();
const DEFAULT_CONTEXT_SIZE = 4096;

interface LoadedModel {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
}

export interface LocalModelEngine extends ConversationEngine {
  /** The model's whole answer to a plain prompt (the language tools' grammar check and translation). */
  complete(messages: ChatMessageForModel[], options?: { maxTokens?: number; timeoutMs?: number }): Promise<string>;
  /** Loads the model now instead of on the first call (answers when it is ready). */
  warmUp(): Promise<void>;
  /** Frees the model's memory (server shutdown, tests). */
  close(): Promise<void>;
}

/** A promise chain that lets one generation run at a time, in the order they asked. */
function createTurnstile() {
  let tail: Promise<void> = Promise.resolve();
  return async function waitTurn(signal: AbortSignal): Promise<() => void> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const before = tail;
    tail = tail.then(() => mine);
    await Promise.race([
      before,
      new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]).catch((error: unknown) => {
      // Gave up waiting: hand our turn straight on once the one before us is done.
      void before.then(release);
      throw error;
    });
    return release;
  };
}

/** Splits the message list the prompt builder makes into node-llama-cpp's history and the last user line. */
export function toChatHistory(messages: readonly ChatMessageForModel[]): { history: ChatHistoryItem[]; prompt: string } {
  const last = messages.at(-1);
  if (!last || last.role !== 'user') throw new Error('the conversation must end with a learner line');
  const history: ChatHistoryItem[] = messages.slice(0, -1).map((m) =>
    m.role === 'system' ? { type: 'system', text: m.content } : m.role === 'user' ? { type: 'user', text: m.content } : { type: 'model', response: [m.content] },
  );
  return { history, prompt: last.content };
}

export function createLocalModelEngine(options: LocalModelOptions): LocalModelEngine {
  let loading: Promise<LoadedModel> | null = null;
  /** What the loaded model runs on, for describe(); unknown until it has loaded. */
  let device: string | null = null;
  const waitTurn = createTurnstile();
  const modelName = options.modelPath.split('/').at(-1) ?? options.modelPath;

  function load(): Promise<LoadedModel> {
    loading ??= (async () => {
      // Imported here so that servers without LLM_MODEL_PATH never load the native addon.
      const { getLlama } = await import('node-llama-cpp');
      // build: 'never' — use the prebuilt binaries from npm (CPU, CUDA, Vulkan); never download or
      // compile one. 'auto' tries the GPU ones first (about 2 s more on a machine without a GPU).
      const llama = await getLlama({ gpu: options.gpu ?? false, build: 'never', progressLogs: false });
      device = llama.gpu || 'cpu';
      const model = await llama.loadModel({ modelPath: options.modelPath });
      const context = await model.createContext({
        contextSize: { max: options.contextSize ?? DEFAULT_CONTEXT_SIZE },
        threads: options.threads ?? DEFAULT_LOCAL_THREADS,
        sequences: 1,
      });
      return { llama, model, context };
    })().catch((error: unknown) => {
      loading = null; // a later call tries again (the file may have been fixed)
      throw new EngineError('unavailable', `the local model could not be loaded: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    return loading;
  }

  /**
   * Runs one generation and hands its text to `onText` as it is written. The caller's signal
   * (the learner left) and the time limit both stop it; the model is then free for the next call.
   */
  async function generate(
    messages: ChatMessageForModel[],
    signal: AbortSignal,
    maxTokens: number,
    onText: (text: string) => void,
    timeoutMs = options.timeoutMs,
  ): Promise<void> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const stop = AbortSignal.any([signal, timeout]);
    const failure = (error: unknown) => {
      if (error instanceof EngineError) return error;
      if (signal.aborted) return new EngineError('aborted', 'the call was cancelled', { cause: error });
      if (timeout.aborted) return new EngineError('timeout', 'the local model did not answer in time', { cause: error });
      return new EngineError('unavailable', `the local model failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    };
    let release: (() => void) | null = null;
    try {
      const { context } = await load();
      release = await waitTurn(stop);
      const { LlamaChatSession } = await import('node-llama-cpp');
      const session = new LlamaChatSession({ contextSequence: context.getSequence(), autoDisposeSequence: true });
      try {
        const { history, prompt } = toChatHistory(messages);
        session.setChatHistory(history);
        await session.prompt(prompt, { maxTokens, signal: stop, onTextChunk: onText });
      } finally {
        session.dispose();
      }
    } catch (error) {
      throw failure(error);
    } finally {
      release?.();
    }
  }

  /** The generation as an async stream of speech-safe text pieces. */
  async function* stream(messages: ChatMessageForModel[], signal: AbortSignal): AsyncGenerator<string> {
    const pending: string[] = [];
    let wake: (() => void) | null = null;
    let finished = false;
    let failed: { error: unknown } | null = null;
    // Stops the generation when the reader stops early (the route gave up on the stream).
    const readerGone = new AbortController();
    void generate(messages, AbortSignal.any([signal, readerGone.signal]), options.maxTokens ?? 400, (text) => {
      pending.push(text);
      wake?.();
    }).then(
      () => {
        finished = true;
        wake?.();
      },
      (error: unknown) => {
        failed = { error };
        finished = true;
        wake?.();
      },
    );
    let produced = false;
    // Markdown or emoji stripped for speech: used, but not in the shape asked for (format counters).
    let repaired = false;
    try {
      for (;;) {
        const next = pending.shift();
        if (next !== undefined) {
          const clean = cleanForSpeech(next);
          repaired ||= clean !== next;
          if (clean) {
            produced = true;
            yield clean;
          }
          continue;
        }
        if (finished) break;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      if (failed) throw (failed as { error: unknown }).error;
      if (!produced) {
        countFormat('reply', 'unusable');
        throw new EngineError('bad-response', 'the local model wrote an empty reply');
      }
      countFormat('reply', repaired ? 'repaired' : 'clean');
    } finally {
      if (!finished) readerGone.abort();
    }
  }

  async function complete(messages: ChatMessageForModel[], signal: AbortSignal, maxTokens: number, timeoutMs?: number): Promise<string> {
    let text = '';
    await generate(messages, signal, maxTokens, (piece) => (text += piece), timeoutMs);
    return text;
  }

  return {
    reply: (ctx) => stream(buildChatMessages(ctx), ctx.signal),
    opening: (ctx) => stream(buildOpeningMessages(ctx), ctx.signal),
    async hints(ctx) {
      return parseHints(await complete(buildHintMessages(ctx), AbortSignal.timeout(options.timeoutMs), 150));
    },
    async isUnsafe(text, signal) {
      const answer = await complete([{ role: 'system', content: CONTENT_SAFETY_PROMPT }, { role: 'user', content: text }], signal, 3);
      return readSafetyVerdict(answer);
    },
    complete: (messages, call = {}) => complete(messages, new AbortController().signal, call.maxTokens ?? 600, call.timeoutMs),
    describe: () => ({ engine: 'local', model: modelName, ...(device ? { device } : {}) }),
    async warmUp() {
      await load();
    },
    async close() {
      const loaded = await loading?.catch(() => null);
      loading = null;
      if (!loaded) return;
      await loaded.context.dispose();
      await loaded.model.dispose();
      await loaded.llama.dispose();
    },
  };
}
