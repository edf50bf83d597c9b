// Wires content: the shipped pack under content/ (read and checked once per process), its copy in
// the database for paged queries, the content service and its routes with the public images.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { CONTENT_DIR, loadContentPack } from '@parley/content/load-content';
import type { Db } from '../../db/database';
import type { ContentPack } from './content-pack';
import { syncContentPack } from './content.repository';
import { contentRoutes } from './content.routes';
import { createContentService, type ContentService } from './content.service';

let shippedPack: ContentPack | null = null;

/** The shipped content pack, read and checked once per process. */
export function loadShippedContentPack(): ContentPack {
  shippedPack ??= loadContentPack();
  return shippedPack;
}

export async function registerContentModule(
  app: FastifyInstance,
  deps: { db: Db; pack: ContentPack; now: () => Date; optionalUser: preHandlerAsyncHookHandler; completedSceneIds(userId: number | null): Promise<number[]> },
): Promise<ContentService> {
  await syncContentPack(deps.db, deps.pack, deps.now().toISOString());
  const service = createContentService({ db: deps.db, pack: deps.pack, completedSceneIds: deps.completedSceneIds });
  await app.register(contentRoutes, { service, contentDir: CONTENT_DIR, optionalUser: deps.optionalUser, userIdOf: async (request) => request.user?.id ?? null });
  return service;
}
