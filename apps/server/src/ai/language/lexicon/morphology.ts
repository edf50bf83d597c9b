/**
 * Lemmatisation (WordNet "morphy": exception lists, then per-POS suffix rules,
 * plus consonant undoubling) and regular inflection for the `forms` field.
 */
import { IRREGULAR_COMPARISON, IRREGULAR_FORMS, IRREGULAR_PLURALS, IRREGULAR_VERBS } from './irregular';
import type { WnPos } from './wordnet';

export interface LemmaCandidate {
  lemma: string;
  pos: WnPos;
  /** how it was found */
  via: 'exception' | 'rule' | 'self';
}

const RULES: Readonly<Record<WnPos, ReadonlyArray<[string, string]>>> = {
  n: [['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'], ['s', '']],
  v: [['ies', 'y'], ['es', 'e'], ['es', ''], ['s', ''], ['ied', 'y'], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  a: [['ier', 'y'], ['iest', 'y'], ['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
};

/** Order in which the inflected readings are preferred when several exist. */
const POS_ORDER: readonly WnPos[] = ['v', 'n', 'a', 'r'];

/**
 * Base forms of `word` that exist in the dictionary (`has`), best first:
 * irregular forms, then suffix-rule lemmas that differ from the word, then the word itself.
 */
export function lemmaCandidates(
  word: string,
  has: (lemma: string, pos: WnPos) => boolean,
  extraExceptions?: ReadonlyMap<string, ReadonlyArray<{ lemma: string; pos: WnPos }>>,
): LemmaCandidate[] {
  const out: LemmaCandidate[] = [];
  const seen = new Set<string>();
  const push = (lemma: string, pos: WnPos, via: LemmaCandidate['via']): void => {
    const key = `${lemma}|${pos}`;
    if (seen.has(key) || !has(lemma, pos)) return;
    seen.add(key);
    out.push({ lemma, pos, via });
  };
  const exc = [...(IRREGULAR_FORMS.get(word) ?? []), ...(extraExceptions?.get(word) ?? [])];
  const ordered = [...exc].sort((x, y) => POS_ORDER.indexOf(x.pos) - POS_ORDER.indexOf(y.pos));
  for (const e of ordered) push(e.lemma, e.pos, 'exception');
  for (const pos of POS_ORDER) {
    for (const [suffix, repl] of RULES[pos]) {
      if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
      const stem = word.slice(0, -suffix.length);
      const base = stem + repl;
      if (base !== word) push(base, pos, 'rule');
      // running → run, stopped → stop, bigger → big
      if (repl === '' && /([b-df-hj-np-tv-z])\1$/.test(stem) && (suffix === 'ing' || suffix === 'ed' || suffix === 'er' || suffix === 'est')) {
        push(stem.slice(0, -1), pos, 'rule');
      }
    }
  }
  for (const pos of POS_ORDER) push(word, pos, 'self');
  return out;
}

export interface WordForms {
  plural?: string;
  thirdPerson?: string;
  past?: string;
  pastParticiple?: string;
  presentParticiple?: string;
  comparative?: string;
  superlative?: string;
}

const VOWEL = /[aeiou]/;

/** Final consonant doubles before -ed/-ing/-er when the last syllable is stressed CVC (stop, begin, big). */
function doubles(base: string, lastSyllableStressed: boolean): boolean {
  return lastSyllableStressed && /(?:^|[^aeiou])[aeiou][b-df-hj-np-tvz]$/.test(base);
}

function addSuffix(base: string, suffix: 'ing' | 'ed' | 'er' | 'est', lastStressed: boolean): string {
  if (suffix === 'ing') {
    if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
    if (base.endsWith('e') && !/(?:ee|ye|oe)$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  } else {
    if (base.endsWith('e')) return base + suffix.slice(1);
    if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}i${suffix}`;
  }
  if (doubles(base, lastStressed)) return base + base.slice(-1) + suffix;
  return base + suffix;
}

function sForm(base: string): string {
  if (/(?:s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/**
 * Regular or irregular forms of a lemma. `syllables` and `lastStressed` come from
 * the pronunciation (for doubling and for more/most adjectives).
 */
export function formsOf(lemma: string, pos: WnPos, syllables: number, lastStressed: boolean): WordForms | undefined {
  if (!/^[a-z]+$/.test(lemma)) return undefined;
  if (pos === 'n') return { plural: IRREGULAR_PLURALS.get(lemma) ?? sForm(lemma) };
  if (pos === 'v') {
    if (lemma === 'be') return { thirdPerson: 'is', past: 'was/were', pastParticiple: 'been', presentParticiple: 'being' };
    const irr = IRREGULAR_VERBS.get(lemma);
    const third = lemma === 'have' ? 'has' : sForm(lemma);
    const regularPast = addSuffix(lemma, 'ed', lastStressed);
    return {
      thirdPerson: third,
      past: irr ? irr.past.join('/') : regularPast,
      pastParticiple: irr ? irr.pastParticiple.join('/') : regularPast,
      presentParticiple: addSuffix(lemma, 'ing', lastStressed),
    };
  }
  if (pos === 'a') {
    const irr = IRREGULAR_COMPARISON.get(lemma);
    if (irr) return { comparative: irr.comparative.join('/'), superlative: irr.superlative.join('/') };
    if (syllables === 1 || (syllables === 2 && /y$/.test(lemma) && VOWEL.test(lemma.slice(0, -1)))) {
      return { comparative: addSuffix(lemma, 'er', true), superlative: addSuffix(lemma, 'est', true) };
    }
    return { comparative: `more ${lemma}`, superlative: `most ${lemma}` };
  }
  return undefined;
}
