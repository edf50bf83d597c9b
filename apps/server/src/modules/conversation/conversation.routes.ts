// Conversation calls (spec §7): chat, chatByContext (free chat and scenes), startChat, history,
// hints, dealWithScene, checkContent and talk records. Every call needs a signed-in user.
// A chat call with `Accept: text/event-stream` is answered with Server-Sent Events: `token`
// (a piece of the reply), then `done` (the ChatData JSON) or `error` (an envelope JSON).
// Refusals found before the engine starts (sign-in, input, 404, 429, 1006) stay JSON envelopes.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerResponse } from 'node:http';
import {
  chat,
  chatByContext,
  checkContent,
  clearChatHistory,
  dealWithScene,
  getChatHistory,
  getLatestConversation,
  getHints,
  getSceneHints,
  getTopicTagHints,
  getUserTalkTimes,
  sceneChatByContext,
  startChat,
  type ChatData,
} from '@parley/contract/conversation';
import { ErrCode } from '@parley/contract/envelope';
import { deleteLearnerFacts, getLearnerFacts, updateLearnerFact } from '@parley/contract/learner-facts';
import { AppError } from '../../platform/app-error';
import { toFailure } from '../../platform/envelope';
import { registerEndpoint } from '../../platform/route';
import type { ChatInput, ConversationService } from './conversation.service';

export interface ConversationRoutesDeps {
  service: ConversationService;
  requireUser: preHandlerAsyncHookHandler;
  /** Told the errCode of a streamed reply that failed after it began (metrics: errors by errCode). */
  onStreamError?: (errCode: number) => void;
}

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new AppError(ErrCode.NotSignedIn, 'not signed in');
  return request.user.id;
}

export function wantsEventStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/event-stream');
}

/** One SSE event; multi-line data goes as several data: lines, as the format requires. */
export function writeEvent(res: ServerResponse, event: string, data: string): void {
  const lines = data.split(/\r\n|\r|\n/).map((l) => `data: ${l}`).join('\n');
  res.write(`event: ${event}\n${lines}\n\n`);
}

/**
 * Calls the service and answers as JSON or SSE. The engine is cancelled when the client goes away
 * (the response closes before it finished).
 */
async function answerChat(
  { service, onStreamError }: Pick<ConversationRoutesDeps, 'service' | 'onStreamError'>,
  input: ChatInput,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ChatData> {
  const userId = userIdOf(request);
  const sse = wantsEventStream(request);
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.on('close', onClose);
  let streaming = false;
  try {
    const data = await service.chat(userId, input, {
      signal: controller.signal,
      onStart: () => {
        if (!sse || streaming) return;
        streaming = true;
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform', // no-transform: no proxy may compress and hold it
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        reply.raw.flushHeaders();
      },
      onToken: (piece) => {
        if (streaming && !reply.raw.destroyed) writeEvent(reply.raw, 'token', piece);
      },
    });
    if (streaming && !reply.raw.destroyed) {
      writeEvent(reply.raw, 'done', JSON.stringify(data));
      reply.raw.end();
    }
    return data;
  } catch (error) {
    if (!streaming) throw error;
    const failure = toFailure(error);
    onStreamError?.(failure.errCode);
    if (failure.httpStatus >= 500) request.log.error({ err: error }, 'unexpected error in a streamed chat');
    if (!reply.raw.destroyed) {
      writeEvent(reply.raw, 'error', JSON.stringify({ errCode: failure.errCode, data: null, message: failure.message }));
      reply.raw.end();
    }
    // The reply is hijacked: Fastify ignores what the handler returns.
    return undefined as unknown as ChatData;
  } finally {
    reply.raw.off('close', onClose);
  }
}

export async function conversationRoutes(app: FastifyInstance, deps: ConversationRoutesDeps): Promise<void> {
  const { service, requireUser } = deps;
  const extras = { preHandler: requireUser };

  registerEndpoint(app, chat, (input, request, reply) => answerChat(deps, { ...input, chatNum: 10 }, request, reply), extras);
  registerEndpoint(app, chatByContext, (input, request, reply) => answerChat(deps, input, request, reply), extras);
  registerEndpoint(app, sceneChatByContext, (input, request, reply) => answerChat(deps, input, request, reply), extras);

  registerEndpoint(
    app,
    startChat,
    async (input, request, reply) => {
      const controller = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort();
      };
      reply.raw.on('close', onClose);
      try {
        return await service.startChat(userIdOf(request), input, controller.signal);
      } finally {
        reply.raw.off('close', onClose);
      }
    },
    extras,
  );

  registerEndpoint(app, getChatHistory, async (input, request) => service.history(userIdOf(request), input), extras);
  registerEndpoint(app, clearChatHistory, async (input, request) => service.clear(userIdOf(request), input), extras);
  registerEndpoint(app, getLatestConversation, async (_input, request) => service.latest(userIdOf(request)), extras);

  registerEndpoint(app, getHints, async (input, request) => service.hints(userIdOf(request), input), extras);
  registerEndpoint(app, getTopicTagHints, async (input, request) => service.topicTagHints(userIdOf(request), input), extras);
  registerEndpoint(app, getSceneHints, async (input, request) => service.sceneHints(userIdOf(request), input), extras);
  registerEndpoint(app, dealWithScene, async (input, request) => service.sceneState(userIdOf(request), input), extras);

  registerEndpoint(app, checkContent, async ({ content }, request) => {
    userIdOf(request);
    return service.checkContent(content);
  }, extras);

  registerEndpoint(app, getUserTalkTimes, async (input, request) => service.talkTimes(userIdOf(request), input), extras);

  // What the partner remembers about the learner (issue 14).
  registerEndpoint(app, getLearnerFacts, async (_input, request) => service.facts.list(userIdOf(request)), extras);
  registerEndpoint(app, updateLearnerFact, async ({ id, value }, request) => service.facts.update(userIdOf(request), id, value), extras);
  registerEndpoint(app, deleteLearnerFacts, async ({ id }, request) => service.facts.remove(userIdOf(request), id), extras);
}
