// Wires the review deck: the collection's words and phrases, their FSRS cards, the app's clock.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/database';
import { reviewRoutes } from './review.routes';
import { createReviewService } from './review.service';

export async function registerReviewModule(app: FastifyInstance, deps: { db: Db; now: () => Date; requireUser: preHandlerAsyncHookHandler }): Promise<void> {
  await app.register(reviewRoutes, { service: createReviewService(deps), requireUser: deps.requireUser });
}
