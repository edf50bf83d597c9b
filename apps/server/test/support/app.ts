// Builds the real app over a test database for app.inject() tests.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { migrateToLatest, openSqlite, type DatabaseHandle } from '../../src/db/database';

export function testConfig(overrides: Record<string, string> = {}): Config {
  // Load shedding is off unless a test turns it on: on the shared test machine the event loop of a
  // test process can lag past a second while engines load, and a shed answer would be a false failure.
  // Injected requests all come from one address, so the per-caller engine allowance is raised too;
  // engine-limits.test.ts sets its own. Local models on the CPU: looking for a GPU costs seconds a load.
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', ENGINE_REQUESTS_PER_MINUTE: '100000', LLM_GPU: 'off', ...overrides });
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


/** The real app over a new, migrated in-memory SQLite database of its own, closed with the app. */
export async function buildTestAppInMemory(options: Parameters<typeof buildTestApp>[1] = {}): Promise<FastifyInstance> {
  const database = openSqlite(':memory:');
  await migrateToLatest(database.db);
  return buildTestApp(database, { ownsDatabase: true, ...options });
}
