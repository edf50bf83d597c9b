// Wires home's one call (issue 20 §4) over the services that own its parts.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { getHome } from '@parley/contract/home';
import { registerEndpoint } from '../../platform/route';
import { createHomeService, type HomeDeps } from './home.service';

export async function registerHomeModule(app: FastifyInstance, deps: HomeDeps & { requireUser: preHandlerAsyncHookHandler }): Promise<void> {
  const service = createHomeService(deps);
  registerEndpoint(
    app,
    getHome,
    async ({ level, tags, timeZone }, request) => {
      const topics = (tags ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
      return service.home(request.user!.id, { level, tags: topics, timeZone });
    },
    { preHandler: deps.requireUser },
  );
}
