// The built web app is sent precompressed: the .br or .gz copy the build wrote, whichever the browser
// accepts, with the original's type and caching; a browser that accepts neither gets the plain file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppInMemory } from '../../test/support/app';

const html = `<!doctype html><html><head><title>Parley</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word-${i}`))};`;

describe('the web app served precompressed', () => {
  let app: FastifyInstance;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    // As the build writes them: the file, then its Brotli and gzip copies beside it.
    for (const [name, text] of [['index.html', html], ['assets/home-page-Ab12Cd34.js', script]] as const) {
      fs.writeFileSync(path.join(dist, name), text);
      fs.writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
    }
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildTestAppInMemory({ serveWebApp: true, env: { WEB_DIST_DIR: dist } });
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed script as Brotli to a browser that accepts it, typed and cached as the script', async () => {
    const res = await app.inject({ url: '/assets/home-page-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
  });

  it('sends gzip to a browser without Brotli and the plain file to one that accepts neither', async () => {
    const gzipped = await app.inject({ url: '/assets/home-page-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/home-page-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a page path the compressed index.html, revalidated on every visit', async () => {
    const res = await app.inject({ url: '/chat/home', headers: { 'accept-encoding': 'br' } });
    expect([res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const res = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect([res.statusCode, res.headers['content-encoding'], res.body]).toEqual([200, undefined, '<svg xmlns="http://www.w3.org/2000/svg"/>']);
  });
});
