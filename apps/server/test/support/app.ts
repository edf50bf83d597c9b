// Builds the real app over a test database for app.inject() tests.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}

export async function buildTestApp(
  database: DatabaseHandle,
  options: Partial<Omit<BuildAppOptions, 'database'>> & { env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const { env, ...rest } = options;
  const app = await buildApp({ config: testConfig(env), database, serveWebApp: false, ownsDatabase: false, ...rest });
  await app.ready();
  return app;
}

