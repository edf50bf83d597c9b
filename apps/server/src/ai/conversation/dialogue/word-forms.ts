// The plural of a noun and the comparative of an adjective, for "What's the plural of 'knife'?" and
// "How do I make 'big' into a comparative?". The spelling rules a learner's grammar teaches, with the
// common exceptions listed by hand; the answer names the rule, so it teaches more than the one word.

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  man: 'men', woman: 'women', child: 'children', person: 'people', tooth: 'teeth', foot: 'feet', mouse: 'mice', goose: 'geese',
  ox: 'oxen', sheep: 'sheep', fish: 'fish', deer: 'deer', series: 'series', species: 'species', cactus: 'cacti', crisis: 'crises', analysis: 'analyses',
};
/** Nouns in -f or -fe that take -ves; others in -f just add -s (roof → roofs, chef → chefs). */
const VES = new Set(['knife', 'wife', 'life', 'leaf', 'half', 'wolf', 'shelf', 'loaf', 'thief', 'calf', 'elf', 'self', 'sheaf']);
/** Nouns in -o that take -es; most others just add -s (photo → photos, piano → pianos). */
const OES = new Set(['potato', 'tomato', 'hero', 'echo', 'veto', 'torpedo']);

/** "What's the plural of 'knife'?", "the plural form of child", "How do I write more than one potato?". */
export const PLURAL_OF = /\b(?:plural (?:form )?of|(?:write|say|spell) more than one)\s+(?:the word\s+)?["'“‘]?([a-z]+)["'”’]?/i;

export function pluralAnswer(noun: string): string {
  const n = noun.toLowerCase();
  const irregular = IRREGULAR_PLURALS[n];
  if (irregular) return irregular === n ? `"${n}" stays the same in the plural: one ${n}, two ${n}.` : `"${n}" is irregular: the plural is "${irregular}".`;
  if (VES.has(n)) return `The plural of "${n}" is "${n.replace(/fe?$/, 'ves')}": some nouns ending in -f or -fe change it to -ves (knife → knives, leaf → leaves), though others just add -s (roof → roofs).`;
  if (OES.has(n)) return `The plural of "${n}" is "${n}es": a few nouns ending in -o add -es (potato → potatoes, tomato → tomatoes); most just add -s (photo → photos).`;
  if (/[^aeiou]y$/.test(n)) return `The plural of "${n}" is "${n.slice(0, -1)}ies": after a consonant, -y becomes -ies (city → cities).`;
  if (/(s|x|z|ch|sh)$/.test(n)) return `The plural of "${n}" is "${n}es": nouns ending in -s, -x, -ch or -sh add -es (bus → buses, box → boxes).`;
  return `The plural of "${n}" is "${n}s": most nouns just add -s.`;
}

const IRREGULAR_COMPARATIVES: Readonly<Record<string, [string, string]>> = {
  good: ['better', 'best'], well: ['better', 'best'], bad: ['worse', 'worst'], far: ['further', 'furthest'], little: ['less', 'least'], many: ['more', 'most'], much: ['more', 'most'],
};

/** "How do I make 'big' into a comparative?", "the superlative of happy", "comparative of 'good'". */
export const COMPARATIVE_OF = /\b(?:comparative|superlative)s?\b[^?]*?["'“‘]([a-z]+)["'”’]|["'“‘]([a-z]+)["'”’][^?]*?\b(?:comparative|superlative)s?\b|\b(?:comparative|superlative) (?:form )?of\s+([a-z]+)\b/i;

const syllables = (w: string) => (w.replace(/e$/, '').match(/[aeiouy]+/g) ?? []).length;

export function comparativeAnswer(adjective: string): string {
  const a = adjective.toLowerCase();
  const irregular = IRREGULAR_COMPARATIVES[a];
  if (irregular) return `"${a}" is irregular: ${a}, ${irregular[0]}, the ${irregular[1]}.`;
  if (/[^aeiou]y$/.test(a) && syllables(a) <= 2) return `"${a}" → "${a.slice(0, -1)}ier", "the ${a.slice(0, -1)}iest": -y after a consonant becomes -ier and -iest (happy → happier).`;
  if (syllables(a) >= 3) return `"${a}" is long, so use more and most: "more ${a}", "the most ${a}".`;
  if (syllables(a) === 2) return `"${a}" has two syllables, so it usually takes more and most: "more ${a}", "the most ${a}" (a few two-syllable adjectives also take -er: quieter, cleverer).`;
  if (/e$/.test(a)) return `"${a}" → "${a}r", "the ${a}st": an adjective ending in -e adds only -r and -st (nice → nicer).`;
  // One vowel before one consonant doubles the consonant: big → bigger, hot → hotter (not w, x or y).
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(a)) return `"${a}" → "${a}${a.at(-1)}er", "the ${a}${a.at(-1)}est": a short adjective with one vowel before one consonant doubles the consonant (big → bigger, hot → hotter).`;
  return `"${a}" → "${a}er", "the ${a}est": short adjectives add -er and -est.`;
}
