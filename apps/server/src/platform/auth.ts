// The auth hooks: requireUser answers 600/602/603 for a missing, expired or revoked session;
// optionalUser lets signed-out requests through with request.user = null.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RequestUser } from './request-user';

export interface Authenticator {
  authenticate(token: string | undefined): Promise<RequestUser>;
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  return typeof header === 'string' ? header : undefined;
}

export function createAuthHooks(authenticator: Authenticator): { requireUser: preHandlerAsyncHookHandler; optionalUser: preHandlerAsyncHookHandler } {
  return {
    requireUser: async (request: FastifyRequest, _reply: FastifyReply) => {
      request.user = await authenticator.authenticate(tokenOf(request));
    },
    optionalUser: async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = tokenOf(request);
      if (!token) return;
      request.user = await authenticator.authenticate(token).catch(() => null);
    },
  };
}
