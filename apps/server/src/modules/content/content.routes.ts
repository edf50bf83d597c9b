// Content calls (spec §7 "AI topic", getRoles, getTopicList) and the shipped images under /content/.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  getExplorationList,
  getRoles,
  getSceneList,
  getTopicTypeList,
  getTopicTagList,
  getSceneDetail,
  getWordsAndLinesList,
} from '@parley/contract/content';
import { registerEndpoint } from '../../platform/route';
import type { ContentService } from './content.service';

export interface ContentRoutesDeps {
  service: ContentService;
  contentDir: string;
  userIdOf(request: FastifyRequest): Promise<number | null>;
  optionalUser?: preHandlerAsyncHookHandler;
}

export async function contentRoutes(app: FastifyInstance, { service, contentDir, userIdOf, optionalUser }: ContentRoutesDeps): Promise<void> {
  if (optionalUser) app.addHook('preHandler', optionalUser);
  // Only the image folders are public: the data files are served through the API.
  await app.register(fastifyStatic, {
    root: contentDir,
    prefix: '/content/',
    decorateReply: false,
    index: false,
    list: false,
    allowedPath: (pathName) => /^\/(covers|avatars)\/[a-z0-9-]+\.svg$/.test(path.posix.normalize(pathName)),
    cacheControl: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=86400');
    },
  });

  registerEndpoint(app, getRoles, async () => {
    const list = service.roles();
    return { list, total: list.length };
  });

  registerEndpoint(app, getTopicTagList, async ({ page, pageSize }) => service.topicTags(page, pageSize));

  registerEndpoint(app, getTopicTypeList, async ({ page, pageSize }) => service.topicTypes(page, pageSize));

  registerEndpoint(app, getSceneList, async ({ page, pageSize, topicTypeId, level, tag, search }) =>
    service.scenes({ topicTypeId, level, tag, search }, page, pageSize),
  );

  registerEndpoint(app, getSceneDetail, async ({ id }) => service.scene(id));

  registerEndpoint(app, getWordsAndLinesList, async ({ id }) => service.wordsAndLines(id));

  registerEndpoint(app, getExplorationList, async ({ page, pageSize, id }, request) =>
    service.explorations(page, pageSize, id, await userIdOf(request)),
  );
}
