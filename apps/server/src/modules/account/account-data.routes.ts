// A learner's own data (docs/api-contract.md "Your data"): export, and deletion with a code.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { deleteAccount, exportAccountData, sendDeleteAccountCode } from '@parley/contract/account-data';
import { registerEndpoint } from '../../platform/route';
import { limitBy } from '../../platform/rate-limit';
import type { AccountDataService } from './account-data.service';

export interface AccountDataRoutesDeps {
  service: AccountDataService;
  requireUser: preHandlerAsyncHookHandler;
  codeResendSeconds: number;
  /** The learner's saved native language: the deletion message is written in it. */
  savedNativeLanguage(request: FastifyRequest): Promise<string | null>;
}

export async function accountDataRoutes(app: FastifyInstance, { service, requireUser, codeResendSeconds, savedNativeLanguage }: AccountDataRoutesDeps): Promise<void> {
  const userId = (request: FastifyRequest) => {
    if (!request.user) throw new Error('requireUser did not run');
    return request.user.id;
  };
  const perUser = (name: string, max: number, windowMs: number) => limitBy(app, { name, max, windowMs, key: (r) => (r.user ? String(r.user.id) : null) });

  // An export reads every row the learner has: a few per minute is plenty.
  registerEndpoint(app, exportAccountData, async (_input, request) => service.exportData(userId(request)), {
    preHandler: [requireUser, perUser('export-user', 5, 60_000)],
  });
  const languageOf = async (request: FastifyRequest) => (await savedNativeLanguage(request)) ?? request.headers['accept-language'] ?? null;
  registerEndpoint(app, sendDeleteAccountCode, async (_input, request) => service.sendDeleteCode(userId(request), await languageOf(request)), {
    preHandler: [requireUser, perUser('delete-code-user', 1, codeResendSeconds * 1000)],
  });
  registerEndpoint(
    app,
    deleteAccount,
    async ({ code }, request) => {
      await service.deleteAccount(userId(request), code);
      return null;
    },
    { bodyLimit: 1024, preHandler: [requireUser, perUser('delete-account-user', 20, 600_000)] },
  );
}
