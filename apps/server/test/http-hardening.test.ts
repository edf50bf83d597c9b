// Issue 16, findings 7 and 9: security headers, no caching of /api answers, and only JSON (or
// multipart where documented) accepted on API routes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite } from '../src/db/database';
import { buildTestApp } from './support/app';
import { withoutLoadShedding } from '../src/platform/http-app';

async function appWith(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const database = openSqlite(':memory:');
  await migrateToLatest(database.db);
  return buildTestApp(database, { ownsDatabase: true, env });
}

describe('answers safe to serve on the internet', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a CSP without inline scripts, no framing, nosniff and a referrer policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    // Scripts from this origin only; WebAssembly compilation (the call screen's voice model) is
    // allowed, inline and eval'd scripts are not.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toMatch(/ 'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // No HSTS over plain http (PUBLIC_URL unset): it would lock a LAN install out of itself.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks every /api answer no-store, errors included', async () => {
    for (const url of ['/api/common/v1/getByKey?key=capabilities', '/api/no/such/route']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers a URL it cannot decode in the envelope (issue 16: FST_ERR_BAD_URL was bare Fastify JSON)', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect(bad.json()).toEqual({ errCode: 400, data: null, message: 'url: is not a valid address' });
  });

  it('refuses form-encoded, text and undocumented multipart bodies on a JSON route with errCode 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await app.inject({ method: 'POST', url: '/api/transform/v1/simpleCheckGrammar', headers: { 'content-type': type }, payload: 'content=I%20goes' });
      expect(res.statusCode, type).toBe(200);
      expect(res.json(), type).toMatchObject({ errCode: 415 });
    }
  });
});

describe('HSTS', () => {
  it('is sent when learners reach the server over https', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://parley.example' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await app.close();
    }
  });
});

describe('load shedding (issue 16: shed before stalling)', () => {
  it('answers errCode 503 with Retry-After in an HTTP 200 envelope (decision 0001) while the event loop lags', async () => {
    const app = await appWith({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '50' });
    try {
      let shed: { statusCode: number; headers: Record<string, unknown>; json: () => unknown } | null = null;
      // Hold the loop well past the threshold a few times; under-pressure samples it between.
      for (let attempt = 0; attempt < 10 && !shed; attempt++) {
        const until = Date.now() + 300;
        while (Date.now() < until) {
          /* a stalled event loop, as a CPU-bound request made it */
        }
        await new Promise((resolve) => setTimeout(resolve, 30));
        const res = await app.inject({ method: 'GET', url: '/api/common/v1/getByKey?key=version' });
        if ((res.json() as { errCode: number }).errCode === 503) shed = res;
      }
      expect(shed).not.toBeNull();
      expect(shed!.statusCode).toBe(200);
      expect(shed!.headers['retry-after']).toBe('5');
      expect(shed!.json()).toMatchObject({ errCode: 503 });
    } finally {
      await app.close();
    }
  });
});

describe("load shedding and the engines' warm-up", () => {
  it('sheds nothing for the lag a warm-up causes, while it runs or in the sample read just after it', async () => {
    const app = await appWith({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '50' });
    const errCodeNow = async () => (await app.inject({ method: 'GET', url: '/api/common/v1/getByKey?key=version' })).json<{ errCode: number }>().errCode;
    try {
      const during: number[] = [];
      // A warm-up that holds the loop as loading an engine does (the same stalls that shed above).
      await withoutLoadShedding(
        (async () => {
          for (let stall = 0; stall < 4; stall++) {
            const until = Date.now() + 300;
            while (Date.now() < until) {
              /* loading an engine */
            }
            await new Promise((resolve) => setTimeout(resolve, 30));
            during.push(await errCodeNow());
          }
        })(),
      );
      // The next lag sample, up to a second later, still holds the warm-up's stalls.
      const after: number[] = [];
      for (let ask = 0; ask < 12; ask++) {
        after.push(await errCodeNow());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(during).toEqual([0, 0, 0, 0]);
      expect(after.every((code) => code === 0)).toBe(true);
    } finally {
      await app.close();
      // The warm-up's grace is the process's: let it end, so a test after this one sees shedding as usual.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
    }
  });
});

describe('the development mailbox allowed in production', () => {
  it('answers only this machine, even behind a trusted proxy on it', async () => {
    const app = await appWith({ NODE_ENV: 'production', ENABLE_DEV_OUTBOX: 'true', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true', TRUST_PROXY: '127.0.0.1' });
    try {
      const url = '/api/dev/outbox?email=ana@example.com';
      const local = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(local.json()).toMatchObject({ errCode: 0 });
      const remote = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.json()).toMatchObject({ errCode: 404 });
      const proxied = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(proxied.json()).toMatchObject({ errCode: 404 });
    } finally {
      await app.close();
    }
  });
});

describe('media traversal and dotfiles (issue 16, finding 9)', () => {
  it('answer 404, not 500', async () => {
    const app = await appWith();
    try {
      for (const url of ['/media/..%2f..%2fpackage.json', '/media/%2e%2e/%2e%2e/package.json', '/media/.env', '/media/audio/.hidden.wav', '/content/..%2f..%2fpackage.json']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});
