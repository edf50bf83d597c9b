// npm run model:pull's download against a local HTTP server the test starts (standing in for the
// model hub, which this machine cannot reach), serving a small GGUF the test writes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_SHAPE, writeRandomGguf } from '../../test/support/random-gguf';
import { downloadModel, type DownloadProgress } from './model-download';
import { parseArgs, progressPrinter, RECOMMENDED_MODEL_URL } from './model-pull';

describe('model download (a local HTTP server stands in for the model hub)', () => {
  let server: http.Server;
  let base: string;
  let model: Buffer;
  let sha256: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-model-pull-'));
  /** How the next request is answered: whole, cut after some bytes, ignoring Range, or corrupted. */
  let mode: 'normal' | 'cut' | 'no-range' | 'corrupt' = 'normal';
  const ranges: Array<string | undefined> = [];

  beforeAll(async () => {
    const source = path.join(dir, 'source.gguf');
    await writeRandomGguf(source, TINY_SHAPE);
    model = fs.readFileSync(source);
    sha256 = createHash('sha256').update(model).digest('hex');
    server = http.createServer((req, res) => {
      ranges.push(req.headers.range);
      let body = mode === 'corrupt' ? Buffer.concat([model.subarray(0, 100), Buffer.from('x'), model.subarray(101)]) : model;
      const start = mode !== 'no-range' && req.headers.range ? Number(/bytes=(\d+)-/.exec(req.headers.range)?.[1] ?? 0) : 0;
      // Hugging Face's way of giving the file's SHA-256 and size with the download.
      const headers = { 'x-linked-etag': `"${sha256}"`, 'x-linked-size': String(model.length), 'accept-ranges': 'bytes' };
      if (start >= body.length) {
        res.writeHead(416, { ...headers, 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      if (start > 0) {
        res.writeHead(206, { ...headers, 'content-length': String(body.length - start), 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` });
        body = body.subarray(start);
      } else res.writeHead(200, { ...headers, 'content-length': String(body.length) });
      if (mode === 'cut') {
        // The connection breaks a third of the way in.
        res.write(body.subarray(0, Math.floor(body.length / 3)), () => res.destroy());
        return;
      }
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const fresh = (name: string) => path.join(dir, 'models', name);

  it('downloads, checks the size and the SHA-256 the server gives, and reports progress', async () => {
    mode = 'normal';
    const seen: DownloadProgress[] = [];
    const result = await downloadModel({ url: `${base}/tiny.gguf`, dest: fresh('a.gguf') }, { onProgress: (p) => seen.push(p) });
    expect(result).toMatchObject({ size: model.length, sha256, isVerified: true, resumedFrom: 0 });
    expect(fs.readFileSync(result.path).equals(model)).toBe(true);
    expect(fs.existsSync(`${result.path}.part`)).toBe(false);
    expect(seen.at(-1)).toEqual({ received: model.length, total: model.length, resumedFrom: 0 });
  });

  it('keeps what arrived when the connection breaks, and never puts a partial file in place', async () => {
    const dest = fresh('b.gguf');
    mode = 'cut';
    await expect(downloadModel({ url: `${base}/tiny.gguf`, dest })).rejects.toThrow();
    // How much arrived before the break depends on timing (a web stream drops what it queued when it
    // errors), so only its bounds are certain; the resume itself is checked below from a known cut.
    expect(fs.statSync(`${dest}.part`).size).toBeLessThan(model.length);
    expect(fs.existsSync(dest)).toBe(false);
  });

  it('resumes an interrupted download with a Range request and ends with the same file', async () => {
    const dest = fresh('b2.gguf');
    const partial = Math.floor(model.length / 3);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.writeFileSync(`${dest}.part`, model.subarray(0, partial));
    mode = 'normal';
    ranges.length = 0;
    const result = await downloadModel({ url: `${base}/tiny.gguf`, dest });
    expect(ranges).toEqual([`bytes=${partial}-`]);
    expect(result).toMatchObject({ resumedFrom: partial, sha256, isVerified: true });
    expect(fs.readFileSync(dest).equals(model)).toBe(true);
  });

  it('starts over when the server ignores the Range request', async () => {
    const dest = fresh('c.gguf');
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.writeFileSync(`${dest}.part`, model.subarray(0, 50));
    mode = 'no-range';
    const result = await downloadModel({ url: `${base}/tiny.gguf`, dest });
    expect(result.resumedFrom).toBe(0);
    expect(fs.readFileSync(dest).equals(model)).toBe(true);
  });

  it('refuses a corrupt file, removes it, and never puts it in place', async () => {
    const dest = fresh('d.gguf');
    mode = 'corrupt';
    await expect(downloadModel({ url: `${base}/tiny.gguf`, dest })).rejects.toThrow(/SHA-256: got [a-f0-9]{64}, expected/);
    expect(fs.existsSync(dest)).toBe(false);
    expect(fs.existsSync(`${dest}.part`)).toBe(false);
  });

  it('checks a SHA-256 and size given on the command line', async () => {
    mode = 'normal';
    await expect(downloadModel({ url: `${base}/tiny.gguf`, dest: fresh('e.gguf'), sha256: '0'.repeat(64) })).rejects.toThrow(/SHA-256/);
    await expect(downloadModel({ url: `${base}/tiny.gguf`, dest: fresh('f.gguf'), size: model.length + 1 })).rejects.toThrow(/size: got \d+ bytes, expected/);
    expect(parseArgs([])).toEqual({ url: RECOMMENDED_MODEL_URL });
    expect(parseArgs([`${base}/x.gguf`, `--sha256=${sha256}`, '--size=12'])).toEqual({ url: `${base}/x.gguf`, sha256, size: 12 });
    expect(() => parseArgs(['--sha256=abc'])).toThrow(/64 hexadecimal/);
  });

  it('prints one progress line per tenth when not on a terminal', () => {
    const lines: string[] = [];
    const print = progressPrinter((t) => lines.push(t), false);
    for (let received = 0; received <= 1000; received += 50) print({ received, total: 1000, resumedFrom: 0 });
    expect(lines).toHaveLength(11);
    expect(lines.at(-1)).toBe('100% 0.0 MB of 0.0 MB\n');
  });
});
