import { describe, expect, it } from 'vitest';
import {
  WavError,
  concatWavs,
  decodeWavMono,
  encodeWav16,
  parseWav,
  resampleLinear,
  toSpeechWav,
  wavDurationMs,
  type WavErrorCode,
} from './wav';

function sine(rate: number, seconds: number, hz = 440): Float32Array {
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i++) out[i] = 0.5 * Math.sin((2 * Math.PI * hz * i) / rate);
  return out;
}

/** Build a WAV by hand so the tests can produce any header, valid or not. */
function rawWav(o: {
  format?: number;
  channels?: number;
  rate?: number;
  bits?: number;
  blockAlign?: number;
  byteRate?: number;
  data: Buffer;
  dataSize?: number;
  extraChunk?: boolean;
}): Buffer {
  const channels = o.channels ?? 1;
  const rate = o.rate ?? 16000;
  const bits = o.bits ?? 16;
  const blockAlign = o.blockAlign ?? (channels * bits) / 8;
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(o.format ?? 1, 8);
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(rate, 12);
  fmt.writeUInt32LE(o.byteRate ?? rate * blockAlign, 16);
  fmt.writeUInt16LE(blockAlign, 20);
  fmt.writeUInt16LE(bits, 22);
  const list = Buffer.from('LIST\x05\x00\x00\x00INFOx\x00', 'latin1'); // odd size: padded
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(o.dataSize ?? o.data.length, 4);
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), fmt, ...(o.extraChunk ? [list] : []), dataHeader, o.data]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

function codeOf(fn: () => unknown): WavErrorCode | 'no error' | 'other error' {
  try {
    fn();
    return 'no error';
  } catch (err) {
    return err instanceof WavError ? err.code : 'other error';
  }
}

describe('parseWav', () => {
  it('reads format, channels, rate, bits and data length of a valid file', () => {
    const wav = encodeWav16(sine(16000, 0.5), 16000);
    const info = parseWav(wav);
    expect(info).toMatchObject({ encoding: 'pcm', channels: 1, sampleRate: 16000, bitsPerSample: 16, dataOffset: 44 });
    expect(info.dataLength).toBe(16000);
    expect(info.frameCount).toBe(8000);
    expect(info.durationMs).toBe(500);
    expect(wavDurationMs(wav)).toBe(500);
  });

  it('skips unknown chunks (with padding) before the data', () => {
    const data = Buffer.alloc(400);
    const info = parseWav(rawWav({ data, extraChunk: true }));
    expect(info.frameCount).toBe(200);
  });

  it('rejects an empty file', () => {
    expect(codeOf(() => parseWav(Buffer.alloc(0)))).toBe('EMPTY');
  });

  it('rejects a file cut off inside the header', () => {
    const wav = encodeWav16(sine(16000, 0.1), 16000);
    expect(codeOf(() => parseWav(wav.subarray(0, 8)))).toBe('TRUNCATED');
    expect(codeOf(() => parseWav(wav.subarray(0, 30)))).toBe('TRUNCATED');
    expect(codeOf(() => parseWav(wav.subarray(0, 40)))).toBe('TRUNCATED');
  });

  it('rejects a data chunk shorter than its header says, unless asked to accept it', () => {
    const wav = encodeWav16(sine(16000, 0.1), 16000);
    const cut = wav.subarray(0, wav.length - 1000);
    expect(codeOf(() => parseWav(cut))).toBe('TRUNCATED');
    expect(parseWav(cut, { allowTruncated: true }).frameCount).toBe((cut.length - 44) / 2);
  });

  it('rejects files that are not RIFF/WAVE', () => {
    expect(codeOf(() => parseWav(Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00', 'latin1')))).toBe('NOT_RIFF');
    expect(codeOf(() => parseWav(Buffer.from('{"not":"audio"}')))).toBe('NOT_RIFF');
    const avi = encodeWav16(sine(16000, 0.01), 16000);
    avi.write('AVI ', 8, 'latin1');
    expect(codeOf(() => parseWav(avi))).toBe('NOT_WAVE');
    const noFmt = Buffer.concat([Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1')]);
    expect(codeOf(() => parseWav(noFmt))).toBe('MISSING_FMT');
  });

  it('rejects compressed or unknown formats', () => {
    // 0x55 = MPEG layer 3, 0x11 = IMA ADPCM
    expect(codeOf(() => parseWav(rawWav({ format: 0x55, data: Buffer.alloc(10) })))).toBe('UNSUPPORTED_FORMAT');
    expect(codeOf(() => parseWav(rawWav({ format: 0x11, bits: 4, blockAlign: 1, data: Buffer.alloc(10) })))).toBe(
      'UNSUPPORTED_FORMAT',
    );
    expect(codeOf(() => parseWav(rawWav({ bits: 12, blockAlign: 2, data: Buffer.alloc(10) })))).toBe('UNSUPPORTED_FORMAT');
  });

  it('detects mislabelled headers', () => {
    expect(codeOf(() => parseWav(rawWav({ blockAlign: 4, data: Buffer.alloc(16) })))).toBe('INVALID_FORMAT');
    expect(codeOf(() => parseWav(rawWav({ byteRate: 44100, data: Buffer.alloc(16) })))).toBe('INVALID_FORMAT');
    expect(codeOf(() => parseWav(rawWav({ channels: 0, blockAlign: 0, data: Buffer.alloc(16) })))).toBe('INVALID_FORMAT');
    expect(codeOf(() => parseWav(rawWav({ rate: 0, data: Buffer.alloc(16) })))).toBe('INVALID_FORMAT');
    expect(codeOf(() => parseWav(rawWav({ data: Buffer.alloc(15) })))).toBe('INVALID_FORMAT');
  });

  it('accepts the streaming placeholder size 0xFFFFFFFF', () => {
    const info = parseWav(rawWav({ data: Buffer.alloc(100), dataSize: 0xffffffff }));
    expect(info.frameCount).toBe(50);
  });
});

describe('decode, convert, resample', () => {
  it('downmixes stereo and converts 44.1 kHz float to 16 kHz mono 16-bit', () => {
    const rate = 44100;
    const frames = rate / 2;
    const data = Buffer.alloc(frames * 8);
    for (let i = 0; i < frames; i++) {
      const s = 0.5 * Math.sin((2 * Math.PI * 300 * i) / rate);
      data.writeFloatLE(s, i * 8);
      data.writeFloatLE(s, i * 8 + 4);
    }
    const stereo = rawWav({ format: 3, channels: 2, rate, bits: 32, data });
    const out = toSpeechWav(stereo);
    const info = parseWav(out);
    expect(info).toMatchObject({ channels: 1, sampleRate: 16000, bitsPerSample: 16, encoding: 'pcm' });
    expect(Math.abs(info.durationMs - 500)).toBeLessThan(1);
    const mono = decodeWavMono(out).samples;
    const peak = mono.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peak).toBeGreaterThan(0.45);
    expect(peak).toBeLessThan(0.55);
  });

  it('decodes 8-bit and 24-bit PCM', () => {
    const b8 = rawWav({ bits: 8, data: Buffer.from([128, 255, 0]) });
    expect(Array.from(decodeWavMono(b8).samples).map((v) => Math.round(v * 100) / 100)).toEqual([0, 0.99, -1]);
    const d24 = Buffer.alloc(6);
    d24.writeIntLE(4194304, 0, 3);
    d24.writeIntLE(-8388608, 3, 3);
    expect(Array.from(decodeWavMono(rawWav({ bits: 24, data: d24 })).samples)).toEqual([0.5, -1]);
  });

  it('returns a canonical 16 kHz mono file unchanged', () => {
    const wav = encodeWav16(sine(16000, 0.2), 16000);
    expect(toSpeechWav(wav).equals(wav)).toBe(true);
  });

  it('resamples lengths in proportion and concatenates with gaps', () => {
    expect(resampleLinear(new Float32Array(8000), 8000, 16000).length).toBe(16000);
    expect(resampleLinear(new Float32Array(22050), 22050, 16000).length).toBe(16000);
    const a = encodeWav16(sine(16000, 0.25), 16000);
    expect(wavDurationMs(concatWavs([a, a], 500))).toBe(1000);
  });
});
