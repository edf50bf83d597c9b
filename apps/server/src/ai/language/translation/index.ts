/**
 * Translation for Parley: Apertium (offline MT for the installed pairs),
 * a LibreTranslate-compatible service when TRANSLATE_URL is set, and FreeDict
 * word glosses for other English→X pairs (and single words X→English), combined in a chain.
 */
import { createApertiumProvider } from './apertium';
import type { ApertiumOptions } from './apertium';
import { createTranslatorChain } from './chain';
import type { TranslatorChain } from './chain';
import { createFreeDictProvider } from './freedict';
import type { FreeDictOptions } from './freedict';
import { createHttpTranslator } from './http';
import { createModelTranslator } from './model';
import type { TranslationProvider } from './types';
import type { LanguageModel } from '../model-client';

export * from './types';
export { createApertiumProvider, detectApertiumModes } from './apertium';
export type { ApertiumOptions, ApertiumProvider } from './apertium';
export { createFreeDictProvider, bestTranslation } from './freedict';
export { detectFreeDicts, decodeDictdNumber } from './dictd';
export type { FreeDictOptions, FreeDictProvider } from './freedict';
export { createHttpTranslator } from './http';
export { createModelTranslator } from './model';
export type { HttpTranslatorOptions, HttpTranslationProvider } from './http';
export { createTranslatorChain } from './chain';
export type { TranslatorChain } from './chain';

/** The translation settings of the validated configuration (config.ts). */
export interface TranslationConfig {
  /** A LibreTranslate-compatible service, tried after the model and before the offline engines. */
  TRANSLATE_URL?: string | undefined;
  TRANSLATE_API_KEY?: string | undefined;
  TRANSLATE_TIMEOUT_MS?: number | undefined;
}

export interface TranslatorOptions {
  config?: TranslationConfig;
  apertium?: ApertiumOptions | false;
  freedict?: FreeDictOptions | false;
  /** The configured conversation model, asked first when set. */
  model?: LanguageModel | null;
}

/**
 * Default chain: the model (only when one is configured) → HTTP service (only when TRANSLATE_URL is set) → Apertium → FreeDict gloss.
 * Providers detect their data once here; FreeDict dictionaries load on first use
 * per language unless listed in `freedict.preload`.
 */
export function createTranslator(opts: TranslatorOptions = {}): TranslatorChain {
  const config = opts.config ?? {};
  const providers: TranslationProvider[] = [];
  if (opts.model) providers.push(createModelTranslator(opts.model));
  if (config.TRANSLATE_URL) {
    providers.push(
      createHttpTranslator({
        url: config.TRANSLATE_URL,
        ...(config.TRANSLATE_API_KEY ? { apiKey: config.TRANSLATE_API_KEY } : {}),
        ...(config.TRANSLATE_TIMEOUT_MS ? { timeoutMs: config.TRANSLATE_TIMEOUT_MS } : {}),
      }),
    );
  }
  if (opts.apertium !== false) {
    const a = createApertiumProvider(opts.apertium ?? {});
    if (a.available) providers.push(a);
  }
  if (opts.freedict !== false) {
    const f = createFreeDictProvider(opts.freedict ?? {});
    if (f.languages().length) providers.push(f);
  }
  return createTranslatorChain(providers);
}
