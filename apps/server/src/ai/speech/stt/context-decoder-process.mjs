// Child process of context-decoder.ts: PocketSphinx through its C library (Debian's
// libpocketsphinx3 and libsphinxbase3, via koffi), which can do what the command-line decoders
// cannot: mix a small language model of the turn into the general one (`ngram_model_set_init`
// with weights). Plain JavaScript so it starts the same under node, tsx and Vitest. A process,
// not a worker thread: a fault inside the C library then ends this process only.
//
// Messages in: { id, wav: Uint8Array (16 kHz mono 16-bit, 44-byte header), arpa: string | null }.
// Out: { ready: true } once loaded, or { ready: false, error }; then per clip
// { id, ok: true, words: [{ word, start, end, confidence }] } or { id, ok: false, error }.
//
// What the benchmark found about the library (docs/benchmarks.md, issue 18), so nobody has to
// find it again:
// - A search made with `ps_set_lm` from the model that `ps_get_lm` returns decodes worse than the
//   decoder's own search (+3 % word errors in context, +12 % out of context, the same clips):
//   the search wraps every model in a set, and a set of a set scores differently. So the general
//   model is read again from its file for the mixed set.
// - The weights of a mixed set apply to each model's score after the language weight (-lw 6.5)
//   has scaled it, so a weight w acts like w^(1/6.5) on the probabilities.
import { createRequire } from 'node:module';
import { writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const modelDir = process.env.PARLEY_STT_MODEL_DIR ?? '/usr/share/pocketsphinx/model/en-us';
const weight = Number(process.env.PARLEY_CONTEXT_WEIGHT ?? '0.001');
const tmpDir = process.env.PARLEY_CONTEXT_TMPDIR ?? '';
// Further decoder arguments, as JSON (the benchmark tries beams and weights; the server adds none).
const extraArgs = JSON.parse(process.env.PARLEY_CONTEXT_ARGS ?? '[]');
const arpaFile = join(tmpDir, 'turn.arpa');
const FRAMES_PER_SECOND = 100; // PocketSphinx's default -frate
const NGRAM_AUTO = 0;

/** @type {Record<string, (...args: unknown[]) => any>} */
let c;
let decoder;
let config;
let lmath;
let set = null;
const names = ['general', 'context'];
const weights = new Float32Array([1 - weight, weight]);

function load() {
  const koffi = require('koffi');
  const ps = koffi.load('libpocketsphinx.so.3');
  const sb = koffi.load('libsphinxbase.so.3');
  c = {
    psArgs: ps.func('void *ps_args(void)'),
    parse: sb.func('void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)'),
    init: ps.func('void *ps_init(void *config)'),
    start: ps.func('int ps_start_utt(void *ps)'),
    process: ps.func('int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)'),
    end: ps.func('int ps_end_utt(void *ps)'),
    getProb: ps.func('int ps_get_prob(void *ps)'),
    segIter: ps.func('void *ps_seg_iter(void *ps)'),
    segNext: ps.func('void *ps_seg_next(void *seg)'),
    segWord: ps.func('const char *ps_seg_word(void *seg)'),
    segFrames: ps.func('void ps_seg_frames(void *seg, _Out_ int *sf, _Out_ int *ef)'),
    segProb: ps.func('int ps_seg_prob(void *seg, _Out_ int *ascr, _Out_ int *lscr, _Out_ int *lback)'),
    exp: sb.func('double logmath_exp(void *lmath, int p)'),
    setLm: ps.func('int ps_set_lm(void *ps, const char *name, void *lm)'),
    setSearch: ps.func('int ps_set_search(void *ps, const char *name)'),
    logmath: ps.func('void *ps_get_logmath(void *ps)'),
    read: sb.func('void *ngram_model_read(void *config, const char *file, int type, void *lmath)'),
    setInit: sb.func('void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int n)'),
    setAdd: sb.func('void *ngram_model_set_add(void *set, void *model, const char *name, float weight, int reuse)'),
    setRemove: sb.func('void *ngram_model_set_remove(void *set, const char *name, int reuse)'),
    setInterp: sb.func('void *ngram_model_set_interp(void *set, const char **names, const float *weights)'),
    free: sb.func('int ngram_model_free(void *m)'),
  };
  const argv = ['-hmm', join(modelDir, 'en-us'), '-lm', join(modelDir, 'en-us.lm.bin'), '-dict', join(modelDir, 'cmudict-en-us.dict'), '-logfn', '/dev/null', ...extraArgs];
  config = c.parse(null, c.psArgs(), argv.length, argv, 1);
  if (!config) throw new Error('the model arguments were refused');
  decoder = c.init(config);
  if (!decoder) throw new Error('ps_init failed (is pocketsphinx-en-us installed?)');
  lmath = c.logmath(decoder);
}

/**
 * The mixed search, made on the first clip with a context. Its vocabulary is the general model's,
 * so swapping the context part (reusing the word map) does not rebuild the lexicon tree (0.3 s).
 */
function useContext(arpa) {
  writeFileSync(arpaFile, arpa);
  const turn = c.read(config, arpaFile, NGRAM_AUTO, lmath);
  if (!turn) throw new Error("the turn's language model could not be read");
  if (!set) {
    const general = c.read(config, join(modelDir, 'en-us.lm.bin'), NGRAM_AUTO, lmath);
    set = c.setInit(config, [general, turn], names, weights, 2);
    if (!set || c.setLm(decoder, 'context', set) !== 0) throw new Error('the mixed language model could not be set up');
  } else {
    const old = c.setRemove(set, 'context', 1);
    if (old) c.free(old);
    c.setAdd(set, turn, 'context', weights[1], 1);
    c.setInterp(set, names, weights);
  }
  c.setSearch(decoder, 'context');
}

function decode(wav, arpa) {
  if (arpa) useContext(arpa);
  else c.setSearch(decoder, '_default');
  const body = wav.subarray(44, 44 + ((wav.length - 44) & ~1));
  const pcm = new Int16Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.length));
  if (c.start(decoder) < 0) throw new Error('the utterance could not start');
  c.process(decoder, pcm, pcm.length, 0, 1);
  c.end(decoder);
  c.getProb(decoder); // fills the lattice's posteriors, which each word's confidence is
  const words = [];
  for (let seg = c.segIter(decoder); seg; seg = c.segNext(seg)) {
    const token = c.segWord(seg);
    if (!token || /^[<[+]/.test(token)) continue; // <s> </s> <sil> [NOISE] +SPN+ …
    const sf = [0];
    const ef = [0];
    c.segFrames(seg, sf, ef);
    const prob = c.segProb(seg, [0], [0], [0]);
    words.push({ word: token.replace(/\(\d+\)$/, ''), start: sf[0] / FRAMES_PER_SECOND, end: ef[0] / FRAMES_PER_SECOND, confidence: Math.min(1, Math.max(0, c.exp(lmath, prob))) });
  }
  return words;
}

/**
 * Sends to the server. The server may be gone by then (it kills this process past a deadline, and
 * a test run may end while the model still loads): a send on a closed channel would print EPIPE as
 * an uncaught error, so it ends this process quietly instead.
 */
function tell(message, then) {
  if (!process.connected) process.exit(0);
  process.send(message, (error) => (error ? process.exit(0) : then?.()));
}

process.on('disconnect', () => process.exit(0));

try {
  load();
  tell({ ready: true });
} catch (error) {
  tell({ ready: false, error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
}

process.on('message', (msg) => {
  try {
    tell({ id: msg.id, ok: true, words: decode(Buffer.from(msg.wav), msg.arpa) });
  } catch (error) {
    tell({ id: msg.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('exit', () => rmSync(arpaFile, { force: true }));
