// Routes of progress (issue 15): My mistakes, Explain this correction, Practise this.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { checkPractice, explainCorrection, getConversationReport, getMyMistakes, getProgressStats } from '@parley/contract/progress';
import { registerEndpoint } from '../../platform/route';
import type { ProgressService } from './progress.service';

const userIdOf = (request: FastifyRequest) => request.user!.id;

export async function progressRoutes(app: FastifyInstance, opts: { service: ProgressService; requireUser: preHandlerAsyncHookHandler }): Promise<void> {
  const extras = { preHandler: opts.requireUser };
  registerEndpoint(app, getMyMistakes, async (_input, request) => opts.service.mistakes(userIdOf(request)), extras);
  registerEndpoint(app, explainCorrection, async (input, request) => opts.service.explain(userIdOf(request), input), extras);
  registerEndpoint(app, checkPractice, async (input) => opts.service.checkPractice(input), extras);
  registerEndpoint(app, getProgressStats, async (_input, request) => opts.service.stats(userIdOf(request)), extras);
  registerEndpoint(app, getConversationReport, async ({ conversationId }, request) => opts.service.report(userIdOf(request), conversationId), extras);
}
