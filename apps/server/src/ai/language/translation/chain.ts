/** A translator that asks each provider in order and uses the first that supports the pair. */
import { DeadlineError, QueueFullError } from '../../../platform/bounded-queue';
import { TranslationError, UnsupportedLanguagePairError, baseLanguage } from './types';
import type { LanguagePair, TranslationProvider, TranslationResult, Translator } from './types';

export interface TranslatorChain extends Translator {
  readonly providers: readonly TranslationProvider[];
  supports(target: string, source?: string): boolean;
}

export function createTranslatorChain(providers: readonly TranslationProvider[]): TranslatorChain {
  return {
    providers,
    supports: (target, source) => providers.some((p) => p.supports(target, source)),
    pairs(): LanguagePair[] {
      const seen = new Set<string>();
      const out: LanguagePair[] = [];
      for (const p of providers) {
        for (const pair of p.pairs()) {
          const key = `${pair.source}>${pair.target}`;
          if (seen.has(key)) continue; // earlier providers win (translation before gloss)
          seen.add(key);
          out.push(pair);
        }
      }
      return out;
    },
    async translate(text: string, target: string, source?: string): Promise<TranslationResult> {
      const s = baseLanguage(source ?? 'en');
      const t = baseLanguage(target);
      if (!s || !t) throw new UnsupportedLanguagePairError(s, t);
      if (typeof text !== 'string') throw new TranslationError('text must be a string', 'BAD_INPUT');
      if (s === t) return { text, kind: 'translation', provider: 'identity' };
      const usable = providers.filter((p) => p.supports(t, s));
      if (usable.length === 0) throw new UnsupportedLanguagePairError(s, t);
      let lastError: unknown;
      for (const p of usable) {
        try {
          return await p.translate(text, t, s);
        } catch (e) {
          // input problems won't get better with another provider
          if (e instanceof TranslationError && (e.code === 'TEXT_TOO_LONG' || e.code === 'BAD_INPUT')) throw e;
          // A busy engine is not a failed one: falling back would move the burst onto the next
          // provider (FreeDict glosses on the event loop stalled every request, issue 16).
          if (e instanceof QueueFullError || e instanceof DeadlineError) throw e;
          lastError = e;
        }
      }
      throw lastError instanceof Error ? lastError : new TranslationError('all translation providers failed');
    },
  };
}
