/**
 * PocketSphinx through its C library (Debian's libpocketsphinx3 and libsphinxbase3, via koffi), for
 * the context-biasing experiment of issue 18 only: the CLI decoders cannot mix a turn's small
 * language model into the general one, the library can (`ngram_model_set_init` with weights). Not
 * used by the server.
 *
 * Two things the experiment found about the library, kept here so nobody has to find them again:
 * - A search made with `ps_set_lm` from the model that `ps_get_lm` returns decodes worse than the
 *   decoder's own default search (+3 % word errors on answers in context, +12 % out of context, the
 *   same clips): `ngram_search_init` wraps every model in a set, and a set of a set scores
 *   differently. So the general model is read again from its file for the mixed set.
 * - The weights of a mixed set are applied to each model's score after the language weight (-lw
 *   6.5) has scaled it, so a weight w acts like w^(1/6.5) on the probabilities: 1e-9 already moves
 *   words that the general model finds unlikely.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const koffi = require('koffi') as { load(path: string): { func(signature: string): (...args: unknown[]) => unknown } };

const MODEL = '/usr/share/pocketsphinx/model/en-us';
const ps = koffi.load('libpocketsphinx.so.3');
const sb = koffi.load('libsphinxbase.so.3');
const c = {
  psArgs: ps.func('void *ps_args(void)'),
  parse: sb.func('void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)'),
  init: ps.func('void *ps_init(void *config)'),
  start: ps.func('int ps_start_utt(void *ps)'),
  process: ps.func('int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)'),
  end: ps.func('int ps_end_utt(void *ps)'),
  hyp: ps.func('const char *ps_get_hyp(void *ps, _Out_ int *score)'),
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
const NGRAM_AUTO = 0;

export interface LibraryDecoder {
  /** Words heard in a 16 kHz mono 16-bit WAV (44-byte header), by the general model or mixed with `contextArpaFile`. */
  decode(wav: Buffer, contextArpaFile?: string): string;
}

/** A decoder with the general model, and, when `weight` is given, a mixed search whose context part is swapped per clip. */
export function libraryDecoder(weight: number | null, emptyArpaFile: string): LibraryDecoder {
  const argv = ['-hmm', `${MODEL}/en-us`, '-lm', `${MODEL}/en-us.lm.bin`, '-dict', `${MODEL}/cmudict-en-us.dict`, '-logfn', '/dev/null'];
  const config = c.parse(null, c.psArgs(), argv.length, argv, 1);
  const dec = c.init(config);
  if (!dec) throw new Error('ps_init failed');
  const lmath = c.logmath(dec);
  const names = ['general', 'context'];
  const weights = weight === null ? null : new Float32Array([1 - weight, weight]);
  let set: unknown = null;
  if (weights) {
    // Built once: the vocabulary of the set is the general model's, so swapping the context model
    // (reusing the word map) does not rebuild the search's lexicon tree (about 0.3 s).
    const general = c.read(config, `${MODEL}/en-us.lm.bin`, NGRAM_AUTO, lmath);
    set = c.setInit(config, [general, c.read(config, emptyArpaFile, NGRAM_AUTO, lmath)], names, weights, 2);
    if (c.setLm(dec, 'context', set) !== 0) throw new Error('ps_set_lm failed');
  }
  return {
    decode(wav, contextArpaFile) {
      if (set && contextArpaFile) {
        const old = c.setRemove(set, 'context', 1);
        if (old) c.free(old);
        c.setAdd(set, c.read(config, contextArpaFile, NGRAM_AUTO, lmath), 'context', weights![1]!, 1);
        c.setInterp(set, names, weights);
        c.setSearch(dec, 'context');
      } else {
        c.setSearch(dec, '_default');
      }
      const body = wav.subarray(44, 44 + ((wav.length - 44) & ~1));
      const pcm = new Int16Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.length));
      c.start(dec);
      c.process(dec, pcm, pcm.length, 0, 1);
      c.end(dec);
      return ((c.hyp(dec, [0]) as string | null) ?? '').trim();
    },
  };
}
