// Conversation over an OpenAI-compatible chat-completions API (Ollama, llama.cpp server, vLLM,
// LM Studio, OpenAI): streamed with SSE, one time limit per call, cancelled with the caller's
// signal (the learner disconnecting). Every failure becomes an EngineError the routes map to 503.
import { countFormat } from '../format-counters';
import type { ConversationEngine, ReplyContext } from './types';
import { EngineError } from './types';
import { buildChatMessages, buildOpeningMessages, buildHintMessages, CONTENT_SAFETY_PROMPT, parseHints, readSafetyVerdict, type ChatMessageForModel } from './prompt';
import { cleanForSpeech } from './text';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Whole-call time limit (spec §9: 60 s). */
  timeoutMs: number;
  maxTokens?: number;
  temperature?: number;
  fetch?: typeof fetch;
}

function endpoint(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

interface CallOptions {
  messages: ChatMessageForModel[];
  signal: AbortSignal;
  stream: boolean;
  maxTokens?: number;
  timeoutMs?: number;
}

export function createOpenAiCompatibleEngine(options: OpenAiCompatibleOptions): ConversationEngine {
  const doFetch = options.fetch ?? fetch;

  async function open(call: CallOptions): Promise<{ response: Response; timeout: AbortSignal }> {
    const timeout = AbortSignal.timeout(call.timeoutMs ?? options.timeoutMs);
    const signal = AbortSignal.any([call.signal, timeout]);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: call.stream ? 'text/event-stream' : 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await doFetch(endpoint(options.baseUrl), {
        method: 'POST',
        headers,
        signal,
        body: JSON.stringify({
          model: options.model,
          messages: call.messages,
          stream: call.stream,
          max_tokens: call.maxTokens ?? options.maxTokens ?? 400,
          ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
        }),
      });
    } catch (error) {
      throw failure(error, call.signal, timeout);
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new EngineError('unavailable', `the model server answered HTTP ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`);
    }
    return { response, timeout };
  }

  function failure(error: unknown, caller: AbortSignal, timeout: AbortSignal): EngineError {
    if (error instanceof EngineError) return error;
    if (caller.aborted) return new EngineError('aborted', 'the call was cancelled', { cause: error });
    if (timeout.aborted) return new EngineError('timeout', 'the model did not answer in time', { cause: error });
    return new EngineError('unavailable', `the model server could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }

  function contentOf(json: unknown, streamed: boolean): { text: string; finished: boolean } {
    const body = json as {
      error?: { message?: string } | string;
      choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown }; finish_reason?: unknown }>;
    };
    if (body === null || typeof body !== 'object') throw new EngineError('bad-response', 'the model server sent something that is not a completion');
    if (body.error) {
      const message = typeof body.error === 'string' ? body.error : (body.error.message ?? 'unknown error');
      throw new EngineError('unavailable', `the model server reported an error: ${message}`);
    }
    if (!Array.isArray(body.choices)) throw new EngineError('bad-response', 'the model server sent a completion without choices');
    const choice = body.choices[0];
    const piece = streamed ? choice?.delta?.content : choice?.message?.content;
    if (piece !== undefined && piece !== null && typeof piece !== 'string') throw new EngineError('bad-response', 'the completion text is not a string');
    return { text: piece ?? '', finished: choice?.finish_reason !== undefined && choice?.finish_reason !== null };
  }

  async function* streamCompletion(messages: ChatMessageForModel[], signal: AbortSignal): AsyncGenerator<string> {
    const { response, timeout } = await open({ messages, signal, stream: true });
    const type = response.headers.get('content-type') ?? '';
    try {
      if (type.includes('application/json')) {
        // Some servers ignore stream: true and answer with one completion.
        const { text } = contentOf(await response.json().catch(() => { throw new EngineError('bad-response', 'the model server sent invalid JSON'); }), false);
        const clean = cleanForSpeech(text);
        if (!clean.trim()) throw new EngineError('bad-response', 'the model sent an empty reply');
        countFormat('reply', clean === text ? 'clean' : 'repaired');
        yield clean;
        return;
      }
      if (type && !type.includes('event-stream')) throw new EngineError('bad-response', `the model server sent ${type.split(';')[0]} instead of a completion`);
      if (!response.body) throw new EngineError('bad-response', 'the model server sent no body');
      const decoder = new TextDecoder();
      let buffer = '';
      let done = false;
      let finished = false;
      let produced = false;
      // Markdown or emoji stripped for speech: the reply is used, but it was not in the shape asked for.
      let repaired = false;
      const reader = response.body.getReader();
      try {
        while (!done) {
          const chunk = await reader.read();
          if (chunk.done) break;
          buffer += decoder.decode(chunk.value, { stream: true });
          let newline: number;
          while ((newline = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, newline).replace(/\r$/, '');
            buffer = buffer.slice(newline + 1);
            if (line === '' || line.startsWith(':') || /^(event|id|retry):/.test(line)) continue;
            if (!line.startsWith('data:')) throw new EngineError('bad-response', 'the model server sent a line that is not server-sent events');
            const data = line.slice(5).trim();
            if (data === '[DONE]') {
              done = true;
              break;
            }
            let json: unknown;
            try {
              json = JSON.parse(data);
            } catch {
              throw new EngineError('bad-response', 'the model server sent an event that is not JSON');
            }
            const { text, finished: isLast } = contentOf(json, true);
            finished ||= isLast;
            const clean = cleanForSpeech(text);
            repaired ||= clean !== text;
            if (clean) {
              produced = true;
              yield clean;
            }
          }
        }
      } finally {
        reader.cancel().catch(() => undefined);
      }
      if (!done && buffer.trim() && !buffer.startsWith('data:')) throw new EngineError('bad-response', 'the model server sent a line that is not server-sent events');
      if (!done && !finished) throw new EngineError('unavailable', 'the model connection dropped before the reply was complete');
      if (!produced) throw new EngineError('bad-response', 'the model sent an empty reply');
      countFormat('reply', repaired ? 'repaired' : 'clean');
    } catch (error) {
      if (error instanceof EngineError && error.kind === 'bad-response') countFormat('reply', 'unusable');
      throw failure(error, signal, timeout);
    }
  }

  async function completeOnce(messages: ChatMessageForModel[], signal: AbortSignal, maxTokens: number, timeoutMs?: number): Promise<string> {
    const { response, timeout } = await open({ messages, signal, stream: false, maxTokens, ...(timeoutMs ? { timeoutMs } : {}) });
    try {
      const json = await response.json().catch(() => {
        throw new EngineError('bad-response', 'the model server sent invalid JSON');
      });
      return contentOf(json, false).text;
    } catch (error) {
      throw failure(error, signal, timeout);
    }
  }

  return {
    reply: (ctx: ReplyContext) => streamCompletion(buildChatMessages(ctx), ctx.signal),
    opening: (ctx) => streamCompletion(buildOpeningMessages(ctx), ctx.signal),
    async hints(ctx) {
      const text = await completeOnce(buildHintMessages(ctx), AbortSignal.timeout(options.timeoutMs), 150);
      return parseHints(text);
    },
    async isUnsafe(text, signal) {
      const answer = await completeOnce(
        [{ role: 'system', content: CONTENT_SAFETY_PROMPT }, { role: 'user', content: text }],
        signal,
        3,
        Math.min(options.timeoutMs, 10_000),
      );
      return readSafetyVerdict(answer);
    },
    describe: () => ({ engine: 'openai-compatible', model: options.model }),
  };
}
