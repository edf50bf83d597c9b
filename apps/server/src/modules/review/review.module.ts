// Wires the review deck: the collection's words, phrases and short sentences, their FSRS cards, the
// app's clock, and the translator and saved native language for the sentences' translate exercise.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { LanguageEngines } from '../../ai/language/language-engines';
import { sentenceTranslator } from '../../ai/language/sentence-translation';
import type { Db } from '../../db/database';
import { findSettings } from '../user/user.repository';
import { reviewRoutes } from './review.routes';
import { createReviewService, type ReviewService } from './review.service';

export async function registerReviewModule(app: FastifyInstance, deps: { db: Db; now: () => Date; language: LanguageEngines; requireUser: preHandlerAsyncHookHandler }): Promise<ReviewService> {
  const service = createReviewService({
    db: deps.db,
    now: deps.now,
    translate: sentenceTranslator(deps.language),
    nativeLanguageOf: async (userId) => (await findSettings(deps.db, userId))?.native_language ?? null,
  });
  await app.register(reviewRoutes, { service, requireUser: deps.requireUser });
  return service;
}
