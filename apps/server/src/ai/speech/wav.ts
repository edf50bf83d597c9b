/**
 * RIFF/WAVE helpers: parse and validate PCM/float WAV files, decode to mono
 * float samples, write 16-bit PCM WAV, and convert anything we accept into the
 * 16 kHz mono 16-bit form speech recognisers want.
 */

export type WavErrorCode =
  | 'EMPTY'
  | 'NOT_RIFF'
  | 'NOT_WAVE'
  | 'TRUNCATED'
  | 'MISSING_FMT'
  | 'MISSING_DATA'
  | 'UNSUPPORTED_FORMAT'
  | 'INVALID_FORMAT';

export class WavError extends Error {
  override readonly name = 'WavError';
  constructor(
    readonly code: WavErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface WavInfo {
  /** 'pcm' = integer samples (WAVE_FORMAT_PCM), 'float' = IEEE float. */
  encoding: 'pcm' | 'float';
  /** The raw format tag (1 PCM, 3 float, 0xFFFE extensible). */
  formatTag: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
  /** Byte offset of the first sample. */
  dataOffset: number;
  /** Bytes of sample data actually present (whole frames). */
  dataLength: number;
  frameCount: number;
  durationMs: number;
}

export interface ParseWavOptions {
  /**
   * Accept a data chunk that claims more bytes than the file holds (e.g. a
   * recording cut off mid-upload) and use what is there. Default false:
   * such files throw WavError('TRUNCATED').
   */
  allowTruncated?: boolean;
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
const MAX_CHANNELS = 16;

/** Parse and validate a WAV header. Throws WavError on any fault. */
export function parseWav(buf: Uint8Array, opts: ParseWavOptions = {}): WavInfo {
  if (buf.length === 0) throw new WavError('EMPTY', 'WAV file is empty');
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  if (b.length < 12) throw new WavError('TRUNCATED', `WAV file too short for a RIFF header (${b.length} bytes)`);
  const riff = b.toString('latin1', 0, 4);
  if (riff === 'RIFX' || riff === 'RF64') throw new WavError('UNSUPPORTED_FORMAT', `${riff} files are not supported`);
  if (riff !== 'RIFF') throw new WavError('NOT_RIFF', 'not a RIFF file (missing "RIFF" signature)');
  if (b.toString('latin1', 8, 12) !== 'WAVE') throw new WavError('NOT_WAVE', 'RIFF file is not WAVE');

  let fmt: Omit<WavInfo, 'dataOffset' | 'dataLength' | 'frameCount' | 'durationMs'> | null = null;
  let offset = 12;
  while (offset + 8 <= b.length) {
    const id = b.toString('latin1', offset, offset + 4);
    const size = b.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > b.length) throw new WavError('TRUNCATED', 'fmt chunk is truncated');
      fmt = readFmt(b, body, size);
    } else if (id === 'data') {
      if (!fmt) throw new WavError('MISSING_FMT', 'data chunk before fmt chunk');
      const available = b.length - body;
      let length = size;
      // Streaming writers leave 0 or 0xFFFFFFFF when they cannot seek back.
      if (size === 0xffffffff || (size === 0 && available > 0)) length = available;
      if (length > available) {
        if (!opts.allowTruncated) {
          throw new WavError('TRUNCATED', `data chunk claims ${size} bytes but only ${available} are present`);
        }
        length = available;
      }
      const frameCount = Math.floor(length / fmt.blockAlign);
      if (!opts.allowTruncated && length % fmt.blockAlign !== 0 && length === size) {
        throw new WavError('INVALID_FORMAT', `data length ${length} is not a multiple of the frame size ${fmt.blockAlign}`);
      }
      return {
        ...fmt,
        dataOffset: body,
        dataLength: frameCount * fmt.blockAlign,
        frameCount,
        durationMs: (frameCount / fmt.sampleRate) * 1000,
      };
    }
    if (body + size > b.length) throw new WavError('TRUNCATED', `"${id}" chunk runs past the end of the file`);
    offset = body + size + (size % 2); // chunks are word aligned
  }
  if (offset < b.length) throw new WavError('TRUNCATED', 'file ends inside a chunk header');
  if (!fmt) throw new WavError('MISSING_FMT', 'no fmt chunk');
  throw new WavError('MISSING_DATA', 'no data chunk');
}

function readFmt(b: Buffer, at: number, size: number) {
  let formatTag = b.readUInt16LE(at);
  const channels = b.readUInt16LE(at + 2);
  const sampleRate = b.readUInt32LE(at + 4);
  const byteRate = b.readUInt32LE(at + 8);
  const blockAlign = b.readUInt16LE(at + 12);
  const bitsPerSample = b.readUInt16LE(at + 14);
  if (formatTag === FORMAT_EXTENSIBLE) {
    if (size < 40 || at + 40 > b.length) throw new WavError('TRUNCATED', 'WAVE_FORMAT_EXTENSIBLE fmt chunk is truncated');
    formatTag = b.readUInt16LE(at + 24); // first two bytes of the sub-format GUID
  }
  let encoding: WavInfo['encoding'];
  if (formatTag === FORMAT_PCM) {
    if (![8, 16, 24, 32].includes(bitsPerSample)) {
      throw new WavError('UNSUPPORTED_FORMAT', `unsupported PCM bit depth ${bitsPerSample}`);
    }
    encoding = 'pcm';
  } else if (formatTag === FORMAT_FLOAT) {
    if (bitsPerSample !== 32 && bitsPerSample !== 64) {
      throw new WavError('UNSUPPORTED_FORMAT', `unsupported float bit depth ${bitsPerSample}`);
    }
    encoding = 'float';
  } else {
    throw new WavError('UNSUPPORTED_FORMAT', `unsupported WAV format tag 0x${formatTag.toString(16)} (only PCM and IEEE float)`);
  }
  if (channels < 1 || channels > MAX_CHANNELS) throw new WavError('INVALID_FORMAT', `invalid channel count ${channels}`);
  if (sampleRate < 1000 || sampleRate > 384_000) throw new WavError('INVALID_FORMAT', `invalid sample rate ${sampleRate}`);
  const expectedAlign = channels * (bitsPerSample / 8);
  if (blockAlign !== expectedAlign) {
    throw new WavError('INVALID_FORMAT', `block align ${blockAlign} does not match ${channels} ch × ${bitsPerSample} bit`);
  }
  if (byteRate !== sampleRate * blockAlign) {
    throw new WavError('INVALID_FORMAT', `byte rate ${byteRate} does not match ${sampleRate} Hz × ${blockAlign} bytes`);
  }
  return { encoding, formatTag, channels, sampleRate, bitsPerSample, blockAlign };
}

export interface DecodedAudio {
  sampleRate: number;
  /** Mono samples in [-1, 1] (channels averaged). */
  samples: Float32Array;
}

/** Decode any supported WAV to mono float samples (channels averaged). */
export function decodeWavMono(buf: Uint8Array, opts: ParseWavOptions = {}): DecodedAudio {
  const info = parseWav(buf, opts);
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  const { channels, frameCount, blockAlign, dataOffset } = info;
  const bytes = info.bitsPerSample / 8;
  const read = sampleReader(b, info);
  const out = new Float32Array(frameCount);
  for (let f = 0; f < frameCount; f++) {
    let sum = 0;
    const base = dataOffset + f * blockAlign;
    for (let c = 0; c < channels; c++) sum += read(base + c * bytes);
    out[f] = sum / channels;
  }
  return { sampleRate: info.sampleRate, samples: out };
}

function sampleReader(b: Buffer, info: WavInfo): (at: number) => number {
  if (info.encoding === 'float') {
    return info.bitsPerSample === 32 ? (at) => b.readFloatLE(at) : (at) => b.readDoubleLE(at);
  }
  switch (info.bitsPerSample) {
    case 8:
      return (at) => (b[at]! - 128) / 128;
    case 16:
      return (at) => b.readInt16LE(at) / 32768;
    case 24:
      return (at) => b.readIntLE(at, 3) / 8388608;
    default:
      return (at) => b.readInt32LE(at) / 2147483648;
  }
}

/** Write 16-bit PCM WAV (canonical 44-byte header) from float samples in [-1, 1] or Int16 samples. */
export function encodeWav16(samples: Float32Array | Int16Array, sampleRate: number, channels = 1): Buffer {
  const dataLength = samples.length * 2;
  const b = Buffer.alloc(44 + dataLength);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + dataLength, 4);
  b.write('WAVE', 8, 'latin1');
  b.write('fmt ', 12, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(FORMAT_PCM, 20);
  b.writeUInt16LE(channels, 22);
  b.writeUInt32LE(sampleRate, 24);
  b.writeUInt32LE(sampleRate * channels * 2, 28);
  b.writeUInt16LE(channels * 2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(dataLength, 40);
  if (samples instanceof Int16Array) {
    for (let i = 0; i < samples.length; i++) b.writeInt16LE(samples[i]!, 44 + i * 2);
  } else {
    for (let i = 0; i < samples.length; i++) {
      const s = Math.max(-1, Math.min(1, samples[i]!));
      b.writeInt16LE(Math.round(s < 0 ? s * 32768 : s * 32767), 44 + i * 2);
    }
  }
  return b;
}

/** Linear-interpolation resampler (adequate for speech; no anti-alias filter beyond a 2-tap average when decimating). */
export function resampleLinear(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate || samples.length === 0) return samples.slice();
  const ratio = fromRate / toRate;
  let src = samples;
  if (ratio >= 1.5) {
    // crude low-pass: moving average over the decimation window
    const w = Math.floor(ratio);
    src = new Float32Array(samples.length);
    let acc = 0;
    for (let i = 0; i < samples.length; i++) {
      acc += samples[i]!;
      if (i >= w) acc -= samples[i - w]!;
      src[i] = acc / Math.min(i + 1, w);
    }
  }
  const outLength = Math.max(1, Math.round(samples.length / ratio));
  const out = new Float32Array(outLength);
  const last = src.length - 1;
  for (let i = 0; i < outLength; i++) {
    const pos = i * ratio;
    const i0 = Math.min(Math.floor(pos), last);
    const i1 = Math.min(i0 + 1, last);
    const frac = pos - i0;
    out[i] = src[i0]! * (1 - frac) + src[i1]! * frac;
  }
  return out;
}

export const SPEECH_SAMPLE_RATE = 16_000;

/** Convert any supported WAV to 16 kHz mono 16-bit PCM (returned as-is when it already is). */
export function toSpeechWav(buf: Uint8Array, opts: ParseWavOptions = {}): Buffer {
  const info = parseWav(buf, opts);
  if (
    info.encoding === 'pcm' &&
    info.channels === 1 &&
    info.bitsPerSample === 16 &&
    info.sampleRate === SPEECH_SAMPLE_RATE &&
    info.dataOffset === 44 &&
    info.formatTag === FORMAT_PCM
  ) {
    const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
    return b.subarray(0, 44 + info.dataLength);
  }
  const { samples, sampleRate } = decodeWavMono(buf, opts);
  return encodeWav16(resampleLinear(samples, sampleRate, SPEECH_SAMPLE_RATE), SPEECH_SAMPLE_RATE);
}

/** Duration of a WAV file in milliseconds. */
export function wavDurationMs(buf: Uint8Array): number {
  return parseWav(buf).durationMs;
}

/**
 * Raise (factor > 1) or lower (< 1) pitch by resampling: pitch and tempo move
 * together, so callers first ask the engine for speech `factor` times longer
 * to come out at the intended length. Formants move too (keep factors small).
 */
export function pitchShiftByResampling(samples: Float32Array, factor: number): Float32Array {
  if (factor === 1) return samples;
  return resampleLinear(samples, Math.round(10_000 * factor), 10_000);
}

/** Concatenate mono WAVs of the same sample rate, with optional silence between them. */
export function concatWavs(wavs: Uint8Array[], gapMs = 0): Buffer {
  const decoded = wavs.map((w) => decodeWavMono(w));
  const rate = decoded[0]?.sampleRate ?? SPEECH_SAMPLE_RATE;
  const parts = decoded.map((d) => resampleLinear(d.samples, d.sampleRate, rate));
  const gap = Math.round((gapMs / 1000) * rate);
  const total = parts.reduce((n, p) => n + p.length, 0) + gap * Math.max(0, parts.length - 1);
  const out = new Float32Array(total);
  let at = 0;
  parts.forEach((p, i) => {
    out.set(p, at);
    at += p.length + (i < parts.length - 1 ? gap : 0);
  });
  return encodeWav16(out, rate);
}
