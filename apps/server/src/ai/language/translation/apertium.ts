/**
 * Apertium rule-based MT through the `apertium` command (Debian packages
 * apertium + apertium-eng-spa / -eng-cat / -en-gl …). Installed pairs are read
 * from the modes folder once at creation. Text goes on stdin, never in argv.
 * Runs wait in the platform's bounded queue: at most `concurrency` processes,
 * at most `maxQueue` waiting (more get errCode 429), and the time-out counts
 * from a request's arrival, so a burst cannot make translation slow for all.
 */
import { createBoundedQueue } from '../../../platform/bounded-queue';
import { runProcess } from '../../../platform/process-runner';
import { APERTIUM_MODES_DIR, findExecutable, listDataFiles } from '../../installed';
import {
  MAX_TRANSLATE_CHARS,
  TranslationError,
  UnsupportedLanguagePairError,
  baseLanguage,
} from './types';
import type { LanguagePair, TranslationProvider, TranslationResult } from './types';
import { translateSpanish } from './spanish-phrases';
import { spanishPunctuation } from './spanish-punctuation';

export interface ApertiumOptions {
  modesDir?: string;
  /** command to run; default: `apertium` found on PATH */
  command?: string;
  /** from arrival, waiting included (default 10 s) */
  timeoutMs?: number;
  concurrency?: number;
  /** runs allowed to wait (default 16: a grammar check's explanations take up to six) */
  maxQueue?: number;
}

export const DEFAULT_MODES_DIR = APERTIUM_MODES_DIR;

/** 'eng-spa.mode' → { source: 'en', target: 'es', mode: 'eng-spa' }; variants (eng-cat_valencia) skipped. */
export function detectApertiumModes(modesDir = DEFAULT_MODES_DIR): Array<{ source: string; target: string; mode: string }> {
  const out: Array<{ source: string; target: string; mode: string }> = [];
  for (const f of listDataFiles(modesDir)) {
    const m = /^([a-z]{2,3})-([a-z]{2,3})\.mode$/.exec(f);
    if (!m?.[1] || !m[2]) continue;
    const source = baseLanguage(m[1]);
    const target = baseLanguage(m[2]);
    if (source && target && !out.some((p) => p.source === source && p.target === target)) {
      out.push({ source, target, mode: `${m[1]}-${m[2]}` });
    }
  }
  return out;
}

export interface ApertiumProvider extends TranslationProvider {
  readonly available: boolean;
}

export function createApertiumProvider(opts: ApertiumOptions = {}): ApertiumProvider {
  const command = findExecutable(opts.command ?? 'apertium');
  const modes = command ? detectApertiumModes(opts.modesDir) : [];
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const queue = createBoundedQueue({ name: 'translation', concurrency: Math.max(1, opts.concurrency ?? 2), maxQueue: opts.maxQueue ?? 16, deadlineMs: timeoutMs });

  const modeFor = (target: string, source?: string): string | undefined => {
    const s = baseLanguage(source ?? 'en');
    const t = baseLanguage(target);
    return modes.find((m) => m.source === s && m.target === t)?.mode;
  };

  async function run(mode: string, text: string, signal: AbortSignal): Promise<string> {
    if (!command) throw new TranslationError('apertium is not installed', 'PROVIDER_UNAVAILABLE');
    // The apertium script opens /dev/stdin by path, which fails on the socket Node uses for a
    // child's stdin; `cat |` hands it a real pipe. Command and mode are positional parameters,
    // never interpolated; the text is on stdin. `nice`: on a 2-core machine two Apertium
    // pipelines starved the server's own event loop of CPU; the server comes first. Started by
    // the process runner, so that starting it does not stall the server (issue 16); the queue's
    // deadline aborts it, which kills the shell and apertium's whole pipeline.
    const result = await runProcess({
      file: '/bin/sh',
      args: ['-c', 'cat | nice -n 10 "$0" -u -f txt "$1"', command, mode],
      input: text,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
      signal,
    }).catch((error: unknown) => {
      if (signal.aborted) throw new TranslationError(`apertium ${mode} timed out after ${timeoutMs} ms`, 'TIMEOUT');
      throw new TranslationError(`apertium failed: ${(error as Error).message}`, 'PROVIDER_FAILED', { cause: error });
    });
    if (result.code === 0) return result.stdout.toString('utf8');
    const message = result.stderr.toString('utf8').trim().slice(0, 300);
    throw new TranslationError(`apertium ${mode} exited with ${String(result.code ?? result.signal)}: ${message}`, 'PROVIDER_FAILED');
  }

  return {
    name: 'apertium',
    available: modes.length > 0,
    supports: (target, source) => modeFor(target, source) !== undefined,
    pairs: (): LanguagePair[] => modes.map((m) => ({ source: m.source, target: m.target, kind: 'translation' })),
    async translate(text: string, target: string, source?: string): Promise<TranslationResult> {
      const mode = modeFor(target, source);
      if (!mode) throw new UnsupportedLanguagePairError(baseLanguage(source ?? 'en'), baseLanguage(target));
      if (text.length > MAX_TRANSLATE_CHARS) {
        throw new TranslationError(`text longer than ${MAX_TRANSLATE_CHARS} characters`, 'TEXT_TOO_LONG');
      }
      if (!text.trim()) return { text: '', kind: 'translation', provider: `apertium:${mode}` };
      // '#' marks a generation error, '@' an untranslated lemma: hide the marks
      const runApertium = async (input: string) => (await queue.run((signal) => run(mode, input, signal))).replace(/(^|[\s(¿¡"'])[#@](?=\p{L})/gu, '$1').trim();
      // English into Spanish gets the partner's set phrases right, and its ¿ and ¡ (spanish-phrases.ts, spanish-punctuation.ts).
      const intoSpanish = baseLanguage(target) === 'es' && baseLanguage(source ?? 'en') === 'en';
      const translated = intoSpanish ? spanishPunctuation(await translateSpanish(text, runApertium)) : await runApertium(text);
      return { text: translated, kind: 'translation', provider: `apertium:${mode}` };
    },
  };
}
