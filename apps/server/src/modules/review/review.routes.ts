// Routes of the review deck (issue 15 §4).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { getReviewDeck, gradeReviewCard } from '@parley/contract/review';
import { registerEndpoint } from '../../platform/route';
import type { ReviewService } from './review.service';

const userIdOf = (request: FastifyRequest) => request.user!.id;

export async function reviewRoutes(app: FastifyInstance, opts: { service: ReviewService; requireUser: preHandlerAsyncHookHandler }): Promise<void> {
  const extras = { preHandler: opts.requireUser };
  registerEndpoint(app, getReviewDeck, async ({ limit }, request) => opts.service.deck(userIdOf(request), limit), extras);
  registerEndpoint(app, gradeReviewCard, async ({ collectionItemId, rating }, request) => opts.service.grade(userIdOf(request), collectionItemId, rating), extras);
}
