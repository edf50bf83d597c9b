// Decodes recordings other than WAV (OGG/Opus, WebM, MP3, M4A, FLAC from phones and other
// clients) to the 16 kHz mono 16-bit WAV the recognisers take, with ffmpeg when it is installed.
// The format is read from the bytes, never from the client's label; ffmpeg runs without a shell,
// on a private temporary directory that is removed afterwards, and waits in the platform's bounded
// queue: a few at once, a short line (more are refused: errCode 429), a time limit from arrival.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBoundedQueue } from '../../platform/bounded-queue';
import { runProcess } from '../../platform/process-runner';
import { findExecutable } from '../installed';

export type AudioContainer = 'wav' | 'ogg' | 'webm' | 'mp3' | 'mp4' | 'flac';

/** The container the bytes really are, or null when they are not audio we know. */
export function sniffAudio(data: Buffer): AudioContainer | null {
  if (data.length < 12) return null;
  const ascii = (start: number, end: number) => data.toString('latin1', start, end);
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (ascii(0, 3) === 'ID3' || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

/** What a client's content type says the container is (null: a type we do not decode). */
export function containerOfType(mimetype: string): AudioContainer | null {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const map: Record<string, AudioContainer> = {
    'audio/ogg': 'ogg', 'audio/opus': 'ogg', 'application/ogg': 'ogg',
    'audio/webm': 'webm', 'video/webm': 'webm',
    'audio/mpeg': 'mp3', 'audio/mp3': 'mp3',
    'audio/mp4': 'mp4', 'audio/m4a': 'mp4', 'audio/x-m4a': 'mp4', 'audio/aac': 'mp4',
    'audio/flac': 'flac', 'audio/x-flac': 'flac',
  };
  return map[type] ?? null;
}

export class AudioDecodeError extends Error {
  constructor(
    readonly code: 'FAILED' | 'TIMEOUT',
    message: string,
  ) {
    super(message);
    this.name = 'AudioDecodeError';
  }
}

export interface AudioDecoder {
  /** 16 kHz mono 16-bit PCM WAV of the recording; throws AudioDecodeError when ffmpeg cannot. */
  toWav(data: Buffer, options?: { maxSeconds?: number }): Promise<Buffer>;
}

/** The ffmpeg executable on PATH, or null when it is not installed (checked once at start). */
export function detectFfmpeg(): string | null {
  return findExecutable('ffmpeg');
}

export function createFfmpegDecoder(options: { ffmpeg?: string; timeoutMs?: number; concurrency?: number; maxQueue?: number } = {}): AudioDecoder {
  const ffmpeg = options.ffmpeg ?? 'ffmpeg';
  const timeoutMs = options.timeoutMs ?? 20_000;
  const queue = createBoundedQueue({ name: 'audio decoding', concurrency: options.concurrency ?? 2, maxQueue: options.maxQueue ?? 16, deadlineMs: timeoutMs });
  return {
    toWav: (data, call = {}) => queue.run((signal) => decode(data, call, signal)),
  };

  async function decode(data: Buffer, call: { maxSeconds?: number }, signal: AbortSignal): Promise<Buffer> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'parley-decode-'));
    try {
      const input = path.join(dir, 'input');
      const output = path.join(dir, 'output.wav');
      await writeFile(input, data, { mode: 0o600 });
      // One second past the limit, so a too-long recording is still reported as too long.
      const limit = String((call.maxSeconds ?? 60) + 1);
      const args = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', input, '-t', limit, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', '-y', output];
      // Started by the process runner, below the server's priority, so that neither starting nor
      // running ffmpeg holds up the event loop (issue 16); the queue's deadline (from arrival) stops it.
      const result = await runProcess({ file: ffmpeg, args, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, signal }).catch((error: unknown) => {
        if (signal.aborted) throw new AudioDecodeError('TIMEOUT', 'ffmpeg took too long');
        throw new AudioDecodeError('FAILED', `ffmpeg could not start: ${(error as Error).message}`);
      });
      if (result.code !== 0) {
        const stderr = result.stderr.toString('utf8').slice(0, 2000).trim();
        throw new AudioDecodeError('FAILED', `ffmpeg failed: ${stderr.split('\n').at(-1) || String(result.code ?? result.signal)}`);
      }
      return await readFile(output);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** The decoder of this machine: ffmpeg when installed, else null (non-WAV uploads get 415). */
export function detectAudioDecoder(): AudioDecoder | null {
  const ffmpeg = detectFfmpeg();
  return ffmpeg ? createFfmpegDecoder({ ffmpeg }) : null;
}
