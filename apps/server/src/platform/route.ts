// Registers a contract endpoint as a Fastify route: the endpoint's input schema validates the
// query (GET) or body, and its response schema is wrapped in the envelope and checked on the way out.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@parley/contract/endpoint';
import { envelopeSchema } from '@parley/contract/envelope';
import { ok } from './envelope';

export type ApiApp = FastifyInstance;

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['input']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

export interface RouteExtras {
  /** Fastify hooks such as an auth check or a stricter rate limit. */
  preHandler?: RouteShorthandOptions['preHandler'];
  config?: Record<string, unknown>;
  bodyLimit?: number;
  tags?: string[];
}

export function registerEndpoint<E extends Endpoint>(
  app: ApiApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const inputKey = endpoint.method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: extras.tags ?? [endpoint.path.split('/')[2] ?? 'api'],
      [inputKey]: endpoint.input,
      response: { 200: envelopeSchema(endpoint.response) },
    },
    // A POST without a body (e.g. getRoles) validates as an empty object rather than failing.
    preValidation: async (request) => {
      if (inputKey === 'body' && (request.body === undefined || request.body === null)) request.body = {};
    },
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: async (request, reply) => {
      const input = (endpoint.method === 'GET' ? request.query : request.body) as z.output<E['input']>;
      return ok(await handler(input, request, reply));
    },
  });
}
