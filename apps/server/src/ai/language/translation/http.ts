/**
 * LibreTranslate-compatible HTTP provider: POST {url}/translate with
 * { q, source, target, format: 'text', api_key? } → { translatedText }.
 * Configured with TRANSLATE_URL (and optionally TRANSLATE_API_KEY).
 */
import {
  MAX_TRANSLATE_CHARS,
  TranslationError,
  UnsupportedLanguagePairError,
  baseLanguage,
} from './types';
import type { LanguagePair, TranslationProvider, TranslationResult } from './types';

export interface HttpTranslatorOptions {
  /** base URL of the service, e.g. http://localhost:5000 */
  url: string;
  apiKey?: string;
  timeoutMs?: number;
  /** limit to these pairs; default: any pair (the service decides) */
  pairs?: ReadonlyArray<{ source: string; target: string }>;
  fetch?: typeof fetch;
}

export interface HttpTranslationProvider extends TranslationProvider {
  /** GET {url}/languages and restrict supports()/pairs() to what the service lists */
  refreshPairs(): Promise<LanguagePair[]>;
}

export function createHttpTranslator(opts: HttpTranslatorOptions): HttpTranslationProvider {
  const base = new URL(opts.url.endsWith('/') ? opts.url : `${opts.url}/`);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new TranslationError(`TRANSLATE_URL must be http(s), got ${base.protocol}`, 'BAD_CONFIG');
  }
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  let known: LanguagePair[] | null = opts.pairs
    ? opts.pairs.map((p) => ({ source: baseLanguage(p.source), target: baseLanguage(p.target), kind: 'translation' as const }))
    : null;
  const host = base.host;

  const supports = (target: string, source?: string): boolean => {
    const s = baseLanguage(source ?? 'en');
    const t = baseLanguage(target);
    if (!s || !t) return false;
    return known === null || known.some((p) => p.source === s && p.target === t);
  };

  return {
    name: 'http',
    supports,
    pairs: () => known ?? [{ source: '*', target: '*', kind: 'translation' }],
    async refreshPairs() {
      const res = await doFetch(new URL('languages', base), { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new TranslationError(`translation service answered ${res.status} for /languages`, 'PROVIDER_FAILED');
      const body = (await res.json()) as unknown;
      const list: LanguagePair[] = [];
      if (Array.isArray(body)) {
        for (const item of body as Array<{ code?: unknown; targets?: unknown }>) {
          const s = typeof item.code === 'string' ? baseLanguage(item.code) : '';
          const targets = Array.isArray(item.targets) ? item.targets : [];
          for (const t of targets) {
            const tb = typeof t === 'string' ? baseLanguage(t) : '';
            if (s && tb && s !== tb) list.push({ source: s, target: tb, kind: 'translation' });
          }
        }
      }
      known = list;
      return list;
    },
    async translate(text: string, target: string, source?: string): Promise<TranslationResult> {
      const s = baseLanguage(source ?? 'en');
      const t = baseLanguage(target);
      if (!supports(t, s)) throw new UnsupportedLanguagePairError(s, t);
      if (text.length > MAX_TRANSLATE_CHARS) {
        throw new TranslationError(`text longer than ${MAX_TRANSLATE_CHARS} characters`, 'TEXT_TOO_LONG');
      }
      const payload: Record<string, string> = { q: text, source: s, target: t, format: 'text' };
      if (opts.apiKey) payload.api_key = opts.apiKey;
      let res: Response;
      try {
        res = await doFetch(new URL('translate', base), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
        throw new TranslationError(
          timedOut ? `translation service ${host} timed out after ${timeoutMs} ms` : `translation service ${host} unreachable`,
          timedOut ? 'TIMEOUT' : 'PROVIDER_FAILED',
          { cause: e },
        );
      }
      let body: unknown = null;
      try {
        body = await res.json();
      } catch {
        /* handled below */
      }
      const obj = (body ?? {}) as { translatedText?: unknown; error?: unknown };
      if (!res.ok || typeof obj.translatedText !== 'string') {
        const detail = typeof obj.error === 'string' ? `: ${obj.error.slice(0, 200)}` : '';
        throw new TranslationError(`translation service ${host} answered ${res.status}${detail}`, 'PROVIDER_FAILED');
      }
      return { text: obj.translatedText, kind: 'translation', provider: `http:${host}` };
    },
  };
}
