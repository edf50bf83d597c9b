// Writes a llama-architecture GGUF file with random weights, so that the local-model provider can
// be tested end to end (load → tokens → stream) and benchmarked without downloading a model.
// The output is gibberish by design; what matters is that llama.cpp loads it and computes with
// it exactly as it would with trained weights of the same shape and type.
//
// Format: GGUF v3 (https://github.com/ggml-org/ggml/blob/master/docs/gguf.md): header, metadata
// key/values, tensor descriptions, then tensor data aligned to 32 bytes. The tokenizer is a small
// SentencePiece ("llama") vocabulary with byte fallback, so any text can be tokenized.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface RandomGgufShape {
  embedding: number;
  layers: number;
  heads: number;
  kvHeads: number;
  feedForward: number;
  contextLength: number;
  /** Pads the vocabulary with unused tokens up to this size (for realistic output-layer cost). */
  vocabularySize?: number;
  /** Matrix weights: F32 (exact, small models) or Q4_0 (the size and speed class of real quantised models). */
  matrixType: 'F32' | 'Q4_0';
  seed?: number;
}

/** A toy shape: about 0.6 MB, loads in well under a second. */
export const TINY_SHAPE: RandomGgufShape = { embedding: 64, layers: 2, heads: 4, kvHeads: 4, feedForward: 128, contextLength: 4096, matrixType: 'F32' };

/** The shape of Qwen2.5-1.5B-Instruct (the model `npm run model:pull` fetches), as a llama graph. */
export const QWEN_1_5B_SHAPE: RandomGgufShape = {
  embedding: 1536,
  layers: 28,
  heads: 12,
  kvHeads: 2,
  feedForward: 8960,
  contextLength: 4096,
  vocabularySize: 151_936,
  matrixType: 'Q4_0',
};

const GGUF_MAGIC = 0x46554747; // "GGUF" read as a little-endian u32
const ALIGNMENT = 32;
enum ValueType {
  UINT32 = 4,
  INT32 = 5,
  FLOAT32 = 6,
  BOOL = 7,
  STRING = 8,
  ARRAY = 9,
}
const TENSOR_TYPE = { F32: 0, Q4_0: 2 } as const;
// SentencePiece token types as llama.cpp reads them.
const TOKEN_NORMAL = 1;
const TOKEN_UNKNOWN = 2;
const TOKEN_CONTROL = 3;
const TOKEN_UNUSED = 5;
const TOKEN_BYTE = 6;

const COMMON_WORDS = [
  'the', 'you', 'I', 'a', 'to', 'is', 'are', 'do', 'what', 'how', 'hello', 'hi', 'like', 'and', 'my', 'your', 'it', 'in', 'of',
  'for', 'that', 'this', 'can', 'would', 'please', 'thank', 'coffee', 'today', 'name', 'good', 'learner', 'teacher', 'friend',
  'English', 'level', 'reply', 'short', 'sentence', 'practice', 'conversation',
];

interface Vocabulary {
  tokens: string[];
  scores: number[];
  types: number[];
}

function buildVocabulary(size: number | undefined): Vocabulary {
  const tokens: string[] = ['<unk>', '<s>', '</s>'];
  const types: number[] = [TOKEN_UNKNOWN, TOKEN_CONTROL, TOKEN_CONTROL];
  const scores: number[] = [0, 0, 0];
  for (let byte = 0; byte < 256; byte += 1) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TOKEN_BYTE);
    scores.push(0);
  }
  // Pieces: single printable characters, then every prefix of "▁word" so that SentencePiece's
  // pairwise merges can reach the whole word. Longer pieces score higher (merge first).
  const pieces = new Set<string>(['▁']);
  for (let code = 0x21; code < 0x7f; code += 1) pieces.add(String.fromCharCode(code));
  for (const word of COMMON_WORDS) {
    const piece = `▁${word}`;
    for (let end = 2; end <= piece.length; end += 1) pieces.add(piece.slice(0, end));
  }
  for (const piece of pieces) {
    tokens.push(piece);
    types.push(TOKEN_NORMAL);
    scores.push(piece.length - 100);
  }
  for (let i = tokens.length; size !== undefined && i < size; i += 1) {
    tokens.push(`<unused${i}>`);
    types.push(TOKEN_UNUSED);
    scores.push(-1000);
  }
  return { tokens, scores, types };
}

/** A small, seeded generator (mulberry32) so a given seed always writes the same model. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class ByteWriter {
  private chunks: Buffer[] = [];
  length = 0;
  private push(buffer: Buffer) {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u8(value: number) {
    this.push(Buffer.from([value]));
  }
  u32(value: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.push(b);
  }
  i32(value: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    this.push(b);
  }
  u64(value: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.push(b);
  }
  f32(value: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.push(b);
  }
  string(value: string) {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  padTo(alignment: number) {
    const pad = (alignment - (this.length % alignment)) % alignment;
    if (pad) this.push(Buffer.alloc(pad));
  }
  toBuffer() {
    return Buffer.concat(this.chunks);
  }
}

type MetadataValue = { u32: number } | { f32: number } | { bool: boolean } | { string: string } | { strings: string[] } | { f32s: number[] } | { i32s: number[] };

function writeMetadata(out: ByteWriter, key: string, value: MetadataValue) {
  out.string(key);
  if ('u32' in value) {
    out.u32(ValueType.UINT32);
    out.u32(value.u32);
  } else if ('f32' in value) {
    out.u32(ValueType.FLOAT32);
    out.f32(value.f32);
  } else if ('bool' in value) {
    out.u32(ValueType.BOOL);
    out.u8(value.bool ? 1 : 0);
  } else if ('string' in value) {
    out.u32(ValueType.STRING);
    out.string(value.string);
  } else {
    out.u32(ValueType.ARRAY);
    if ('strings' in value) {
      out.u32(ValueType.STRING);
      out.u64(value.strings.length);
      for (const s of value.strings) out.string(s);
    } else if ('f32s' in value) {
      out.u32(ValueType.FLOAT32);
      out.u64(value.f32s.length);
      for (const f of value.f32s) out.f32(f);
    } else {
      out.u32(ValueType.INT32);
      out.u64(value.i32s.length);
      for (const i of value.i32s) out.i32(i);
    }
  }
}

interface TensorPlan {
  name: string;
  /** GGUF order: the fastest-moving dimension first. */
  dims: number[];
  type: 'F32' | 'Q4_0';
  /**
   * Norm weights are ones, like a freshly initialised model; matrices are random. The embedding
   * (also the output layer) is random only for text pieces: rows of byte, control and unused
   * tokens are zero, so their logits stay at 0 while some text piece always scores above it, and
   * the gibberish the model writes is at least readable words and letters.
   */
  fill: 'ones' | 'random' | 'embedding';
}

function planTensors(shape: RandomGgufShape, vocabulary: number): TensorPlan[] {
  const { embedding: n, feedForward: ff } = shape;
  const kv = (n / shape.heads) * shape.kvHeads;
  const matrix = shape.matrixType;
  const tensors: TensorPlan[] = [
    { name: 'token_embd.weight', dims: [n, vocabulary], type: matrix, fill: 'embedding' },
    { name: 'output_norm.weight', dims: [n], type: 'F32', fill: 'ones' },
  ];
  // No output.weight: llama.cpp then ties the output layer to the embeddings, as Qwen2.5 does.
  for (let layer = 0; layer < shape.layers; layer += 1) {
    const p = `blk.${layer}.`;
    tensors.push(
      { name: `${p}attn_norm.weight`, dims: [n], type: 'F32', fill: 'ones' },
      { name: `${p}attn_q.weight`, dims: [n, n], type: matrix, fill: 'random' },
      { name: `${p}attn_k.weight`, dims: [n, kv], type: matrix, fill: 'random' },
      { name: `${p}attn_v.weight`, dims: [n, kv], type: matrix, fill: 'random' },
      { name: `${p}attn_output.weight`, dims: [n, n], type: matrix, fill: 'random' },
      { name: `${p}ffn_norm.weight`, dims: [n], type: 'F32', fill: 'ones' },
      { name: `${p}ffn_gate.weight`, dims: [n, ff], type: matrix, fill: 'random' },
      { name: `${p}ffn_up.weight`, dims: [n, ff], type: matrix, fill: 'random' },
      { name: `${p}ffn_down.weight`, dims: [ff, n], type: matrix, fill: 'random' },
    );
  }
  return tensors;
}

function byteSize(tensor: TensorPlan): number {
  const count = tensor.dims.reduce((a, b) => a * b, 1);
  if (tensor.type === 'F32') return count * 4;
  if (count % 32 !== 0) throw new Error(`${tensor.name}: Q4_0 needs a multiple of 32 values`);
  return (count / 32) * 18; // per block of 32: an f16 scale and 16 bytes of 4-bit values
}

/** The bytes of one tensor, produced in slices so that large models do not need one huge buffer. */
function* tensorBytes(tensor: TensorPlan, random: () => number, scale: number, isTextToken: (id: number) => boolean): Generator<Buffer> {
  const total = byteSize(tensor);
  const sliceBytes = tensor.type === 'F32' ? 1 << 20 : 18 * (1 << 16);
  for (let offset = 0; offset < total; offset += sliceBytes) {
    const size = Math.min(sliceBytes, total - offset);
    const slice = Buffer.alloc(size);
    if (tensor.type === 'F32') {
      const rowLength = tensor.dims[0] ?? 1;
      for (let i = 0; i < size; i += 4) {
        const row = Math.floor((offset + i) / 4 / rowLength);
        const zero = tensor.fill === 'embedding' && !isTextToken(row);
        slice.writeFloatLE(tensor.fill === 'ones' ? 1 : zero ? 0 : (random() * 2 - 1) * scale, i);
      }
    } else {
      const blocksPerRow = (tensor.dims[0] ?? 32) / 32;
      for (let block = 0; block < size; block += 18) {
        const row = Math.floor((offset + block) / 18 / blocksPerRow);
        if (tensor.fill === 'embedding' && !isTextToken(row)) continue; // scale 0: an all-zero block
        slice.writeUInt16LE(0x1800, block); // f16 ≈ 0.0019: keeps activations in a sane range
        for (let i = 2; i < 18; i += 1) slice[block + i] = (random() * 256) | 0;
      }
    }
    yield slice;
  }
}

/** Writes the model to `path`; answers its size in bytes. */
export async function writeRandomGguf(path: string, shape: RandomGgufShape = TINY_SHAPE): Promise<number> {
  if (shape.embedding % shape.heads !== 0) throw new Error('embedding must be a multiple of heads');
  const vocabulary = buildVocabulary(shape.vocabularySize);
  const tensors = planTensors(shape, vocabulary.tokens.length);
  const metadata: Array<[string, MetadataValue]> = [
    ['general.architecture', { string: 'llama' }],
    ['general.name', { string: 'parley-random-test-model' }],
    ['llama.context_length', { u32: shape.contextLength }],
    ['llama.embedding_length', { u32: shape.embedding }],
    ['llama.block_count', { u32: shape.layers }],
    ['llama.feed_forward_length', { u32: shape.feedForward }],
    ['llama.attention.head_count', { u32: shape.heads }],
    ['llama.attention.head_count_kv', { u32: shape.kvHeads }],
    ['llama.rope.dimension_count', { u32: shape.embedding / shape.heads }],
    ['llama.attention.layer_norm_rms_epsilon', { f32: 1e-5 }],
    ['tokenizer.ggml.model', { string: 'llama' }],
    ['tokenizer.ggml.tokens', { strings: vocabulary.tokens }],
    ['tokenizer.ggml.scores', { f32s: vocabulary.scores }],
    ['tokenizer.ggml.token_type', { i32s: vocabulary.types }],
    ['tokenizer.ggml.unknown_token_id', { u32: 0 }],
    ['tokenizer.ggml.bos_token_id', { u32: 1 }],
    ['tokenizer.ggml.eos_token_id', { u32: 2 }],
  ];

  const header = new ByteWriter();
  header.u32(GGUF_MAGIC);
  header.u32(3);
  header.u64(tensors.length);
  header.u64(metadata.length);
  for (const [key, value] of metadata) writeMetadata(header, key, value);
  let offset = 0;
  for (const tensor of tensors) {
    header.string(tensor.name);
    header.u32(tensor.dims.length);
    for (const d of tensor.dims) header.u64(d);
    header.u32(TENSOR_TYPE[tensor.type]);
    header.u64(offset);
    offset += Math.ceil(byteSize(tensor) / ALIGNMENT) * ALIGNMENT;
  }
  header.padTo(ALIGNMENT);

  const file = createWriteStream(path);
  const write = async (buffer: Buffer) => {
    if (!file.write(buffer)) await once(file, 'drain');
  };
  await write(header.toBuffer());
  const random = randomSource(shape.seed ?? 42);
  // Scaled like a standard initialisation (1/sqrt(fan-in)) so activations neither vanish nor explode.
  const scale = 1 / Math.sqrt(shape.embedding);
  for (const tensor of tensors) {
    for (const slice of tensorBytes(tensor, random, scale, (id) => vocabulary.types[id] === TOKEN_NORMAL)) await write(slice);
    const pad = (ALIGNMENT - (byteSize(tensor) % ALIGNMENT)) % ALIGNMENT;
    if (pad) await write(Buffer.alloc(pad));
  }
  file.end();
  await once(file, 'finish');
  return header.length + offset;
}
