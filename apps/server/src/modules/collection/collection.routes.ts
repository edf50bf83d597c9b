// Collection calls (spec §7 "Collection" and collectChatMessage); all need a signed-in learner.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { checkWordStatus, collectChatMessage, collectContent, getMyCollection, updateUserCollection } from '@parley/contract/collection';
import { registerEndpoint } from '../../platform/route';
import type { CollectionService } from './collection.service';

export async function collectionRoutes(app: FastifyInstance, { service, requireUser }: { service: CollectionService; requireUser: preHandlerAsyncHookHandler }) {
  app.addHook('preHandler', requireUser);
  const userId = (request: FastifyRequest) => request.user!.id;

  registerEndpoint(app, collectContent, async (input, request) => service.collectContent(userId(request), input));
  registerEndpoint(app, collectChatMessage, async ({ messageId }, request) => service.collectMessage(userId(request), messageId));
  registerEndpoint(app, getMyCollection, async ({ kind, search, page, pageSize }, request) => service.list(userId(request), { kind, search }, page, pageSize));
  registerEndpoint(app, updateUserCollection, async (input, request) =>
    input.action === 'note' ? service.setNote(userId(request), input.id, input.note) : service.remove(userId(request), input.id),
  );
  registerEndpoint(app, checkWordStatus, async ({ word }, request) => service.wordStatus(userId(request), word));
}
