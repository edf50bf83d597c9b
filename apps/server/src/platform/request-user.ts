// The signed-in user attached to a request by the auth hook (modules/user), or null.
export interface RequestUser {
  id: number;
  email: string;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
}
