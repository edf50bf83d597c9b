// Downloads one model file (a GGUF) for `npm run model:pull`: resumes a broken download with an
// HTTP Range request on the `.part` file left behind, checks the finished file's size and SHA-256,
// reports progress, and only then moves it into place, so a half or corrupt file is never used.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export interface DownloadTarget {
  url: string;
  /** Where the finished file goes; `<dest>.part` holds what has arrived so far. */
  dest: string;
  /** Expected SHA-256 (hex); unset: the server's (Hugging Face's x-linked-etag), else only reported. */
  sha256?: string | undefined;
  /** Expected size in bytes; unset: the server's. */
  size?: number | undefined;
}

export interface DownloadProgress {
  received: number;
  total: number | null;
  resumedFrom: number;
}

export interface DownloadResult {
  path: string;
  size: number;
  sha256: string;
  /** Whether the SHA-256 was checked against an expected one (false: none was known). */
  isVerified: boolean;
  resumedFrom: number;
}

export class DownloadError extends Error {}

const HEX64 = /^[a-f0-9]{64}$/;

/** The SHA-256 Hugging Face gives for a large (LFS) file, in x-linked-etag, or null. */
function serverSha256(headers: Headers): string | null {
  const etag = (headers.get('x-linked-etag') ?? '').replace(/^W\//, '').replace(/"/g, '').toLowerCase();
  return HEX64.test(etag) ? etag : null;
}

/** The whole file's size from a 200 (Content-Length) or a 206 (Content-Range: bytes a-b/total). */
function totalSize(res: Response, offset: number): number | null {
  const linked = Number(res.headers.get('x-linked-size'));
  if (Number.isFinite(linked) && linked > 0) return linked;
  const range = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '');
  if (range) return Number(range[1]);
  const length = Number(res.headers.get('content-length'));
  return Number.isFinite(length) && res.headers.has('content-length') ? length + (res.status === 206 ? offset : 0) : null;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export async function downloadModel(
  target: DownloadTarget,
  options: { fetch?: typeof fetch; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadResult> {
  const doFetch = options.fetch ?? fetch;
  const part = `${target.dest}.part`;
  fs.mkdirSync(path.dirname(target.dest), { recursive: true });
  const offset = fs.existsSync(part) ? fs.statSync(part).size : 0;
  const res = await doFetch(target.url, { headers: offset > 0 ? { range: `bytes=${offset}-` } : {}, redirect: 'follow' });
  // 416: the part file is already whole (or longer than the file): check it as it is.
  if (res.status === 416) await res.body?.cancel();
  else if (!res.ok || !res.body) throw new DownloadError(`${target.url} answered HTTP ${res.status}`);
  // A server that ignores Range answers 200 with the whole file: start over rather than append.
  const isResuming = res.status === 206 || res.status === 416;
  const resumedFrom = isResuming ? offset : 0;
  const total = target.size ?? (res.status === 416 ? null : totalSize(res, offset));
  const expectedSha = target.sha256?.toLowerCase() ?? serverSha256(res.headers);
  if (res.status !== 416 && res.body) {
    // Each chunk is written before the next is read, and the file is closed (not destroyed) when the
    // connection breaks, so everything that arrived stays in the part file for the next run to resume.
    const file = await fs.promises.open(part, isResuming ? 'a' : 'w');
    let received = resumedFrom;
    try {
      for await (const chunk of Readable.fromWeb(res.body as WebReadableStream) as AsyncIterable<Buffer>) {
        await file.write(chunk);
        received += chunk.length;
        options.onProgress?.({ received, total, resumedFrom });
      }
    } finally {
      await file.close();
    }
  }
  const size = fs.statSync(part).size;
  if (total !== null && size !== total) {
    // Shorter: the connection broke, the next run resumes. Longer: the part file is not this file.
    if (size > total) fs.rmSync(part, { force: true });
    throw new DownloadError(`size: got ${size} bytes, expected ${total}${size < total ? ' (run again to resume)' : ' (the partial file was removed)'}`);
  }
  const sha256 = await sha256Of(part);
  if (expectedSha && sha256 !== expectedSha) {
    // A corrupt file cannot be resumed into a good one: start again from nothing next time.
    fs.rmSync(part, { force: true });
    throw new DownloadError(`SHA-256: got ${sha256}, expected ${expectedSha}; the corrupt file was removed, run again to download it anew`);
  }
  fs.renameSync(part, target.dest);
  return { path: target.dest, size, sha256, isVerified: Boolean(expectedSha), resumedFrom };
}
