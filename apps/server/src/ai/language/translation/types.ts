/** Shared translation types, errors and language-code helpers. */

export type TranslationKind = 'translation' | 'gloss';

export interface TranslationResult {
  text: string;
  /** 'translation' = whole-sentence MT; 'gloss' = word-by-word dictionary equivalents */
  kind: TranslationKind;
  provider: string;
  /** word-by-word detail, gloss providers only */
  glosses?: Array<{ source: string; target: string | null }>;
}

export interface LanguagePair {
  /** ISO 639-1 base code, or '*' for "any" (HTTP service whose list is unknown) */
  source: string;
  target: string;
  kind: TranslationKind;
}

export interface Translator {
  /** `target`/`source` are BCP 47 tags ('es', 'pt-BR', 'zh-Hans-CN'); source defaults to 'en'. */
  translate(text: string, target: string, source?: string): Promise<TranslationResult>;
  pairs(): LanguagePair[];
}

/** A provider the chain can ask before translating. */
export interface TranslationProvider extends Translator {
  readonly name: string;
  supports(target: string, source?: string): boolean;
}

export const MAX_TRANSLATE_CHARS = 5000;

/** ISO 639-1 ↔ 639-3 for the languages Apertium/FreeDict name with three letters. */
const ISO3: Readonly<Record<string, string>> = {
  en: 'eng', es: 'spa', ca: 'cat', gl: 'glg', fr: 'fra', de: 'deu', ja: 'jpn', it: 'ita',
  pt: 'por', ru: 'rus', tr: 'tur', nl: 'nld', pl: 'pol', sv: 'swe', ar: 'ara', hi: 'hin',
  id: 'ind', zh: 'zho', ko: 'kor', vi: 'vie', uk: 'ukr', eu: 'eus', oc: 'oci', ro: 'ron',
  cs: 'ces', el: 'ell', fa: 'fas', he: 'heb', th: 'tha', da: 'dan', nb: 'nob', nn: 'nno',
  no: 'nor', fi: 'fin', hu: 'hun', bg: 'bul', sk: 'slk', sl: 'slv', hr: 'hrv', sr: 'srp',
  lt: 'lit', lv: 'lav', et: 'est', ms: 'msa', tl: 'tgl', sw: 'swa', bn: 'ben', ur: 'urd',
  ta: 'tam', eo: 'epo', cy: 'cym', ga: 'gle', is: 'isl', mt: 'mlt', af: 'afr', kk: 'kaz',
  tt: 'tat', be: 'bel', mk: 'mkd', sq: 'sqi', hy: 'hye', ka: 'kat', an: 'arg', ast: 'ast',
};
const ISO1: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ISO3).map(([a, b]) => [b, a]),
);

export function toIso3(code: string): string {
  return ISO3[code] ?? code;
}

/** 'pt-BR' → 'pt', 'zh_Hans' → 'zh', 'spa' → 'es', 'EN' → 'en'; '' when not a language tag. */
export function baseLanguage(tag: string | undefined): string {
  if (typeof tag !== 'string') return '';
  const base = (tag.trim().toLowerCase().split(/[-_]/)[0] ?? '').slice(0, 8);
  if (!/^[a-z]{2,3}$/.test(base)) return '';
  return ISO1[base] ?? base;
}

export class TranslationError extends Error {
  override readonly name: string = 'TranslationError';
  readonly code: string;
  constructor(message: string, code = 'TRANSLATION_FAILED', options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** No installed provider handles the pair; `hint` says what would enable it. */
export class UnsupportedLanguagePairError extends TranslationError {
  override readonly name = 'UnsupportedLanguagePairError';
  readonly source: string;
  readonly target: string;
  readonly hint: string;
  constructor(source: string, target: string) {
    const hint = enableHint(source, target);
    super(`No translator for ${source || '?'}→${target || '?'}: ${hint}`, 'UNSUPPORTED_LANGUAGE_PAIR');
    this.source = source;
    this.target = target;
    this.hint = hint;
  }
}

export function enableHint(source: string, target: string): string {
  if (!source || !target) return 'use BCP 47 language codes such as "en", "es" or "pt-BR"';
  const s = toIso3(source);
  const t = toIso3(target);
  const options = [`install apertium-${s}-${t}`];
  if (source === 'en') options.push(`dict-freedict-${s}-${t}`);
  return `${options.join(' or ')} (Debian), or set TRANSLATE_URL to a LibreTranslate-compatible service`;
}
