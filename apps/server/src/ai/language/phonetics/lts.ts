/**
 * Letter-to-sound fallback for words no dictionary has (invented words, new
 * slang, typos). A compact context-rule set in the spirit of the NRL rules
 * (Elovitz et al. 1976), followed by a stress heuristic. The output is a
 * plausible ARPAbet string with stress digits — not a dictionary-grade answer.
 */

interface Rule {
  /** grapheme matched at the current position */
  g: string;
  /** test against the letters before the grapheme */
  l?: RegExp;
  /** test against the letters after the grapheme */
  r?: RegExp;
  /** ARPAbet phones without stress, '' for silent */
  p: string;
}

const V = '[aeiouy]';
const C = '[bcdfghjklmnpqrstvwxz]';
/** magic e: single consonant then e, optionally -s/-d, at word end */
const MAGIC_E = new RegExp(`^${C}e[sd]?$`);
const END = /^$/;
const START = /^$/;
const HAS_VOWEL_BEFORE = new RegExp(`${V}`);

function r(g: string, p: string, l?: RegExp, rc?: RegExp): Rule {
  const rule: Rule = { g, p };
  if (l) rule.l = l;
  if (rc) rule.r = rc;
  return rule;
}

const RULES: Readonly<Record<string, readonly Rule[]>> = {
  a: [
    r('augh', 'AO'), r('au', 'AO'), r('aw', 'AO'), r('ai', 'EY'), r('ay', 'EY'),
    r('are', 'EH R', undefined, END), r('ar', 'EH R', undefined, new RegExp(`^${V}`)),
    r('ar', 'AA R'), r('all', 'AO L'), r('alk', 'AO K'), r('alm', 'AA M'),
    r('ange', 'EY N JH'), r('a', 'EY', undefined, MAGIC_E),
    r('a', 'EY', undefined, /^(?:tion|tive|ble$|bles$|ste$)/),
    r('a', 'AH', undefined, END), r('a', 'AE'),
  ],
  b: [r('bb', 'B'), r('b', '', /m$/, END), r('b', 'B')],
  c: [
    r('ch', 'CH'), r('ck', 'K'), r('cc', 'K S', undefined, /^[eiy]/), r('cc', 'K'),
    r('ci', 'SH', undefined, new RegExp(`^${V}`)), r('c', 'S', undefined, /^[eiy]/), r('c', 'K'),
  ],
  d: [r('dd', 'D'), r('dge', 'JH', undefined, END), r('dg', 'JH'), r('d', 'D')],
  e: [
    r('eau', 'OW'), r('eigh', 'EY'), r('ee', 'IY'), r('ea', 'IY'), r('ei', 'EY'),
    r('ey', 'IY', undefined, END), r('ey', 'EY'), r('ew', 'UW'), r('eu', 'UW'),
    r('ed', 'IH D', /[td]$/, END), r('ed', 'T', /(?:[pkfsx]|ch|sh)$/, END),
    r('ed', 'D', HAS_VOWEL_BEFORE, END),
    r('es', 'IH Z', /(?:[sxz]|ch|sh|[cg])$/, END),
    r('e', '', HAS_VOWEL_BEFORE, /^s$/),
    r('ere', 'IH R', undefined, END), r('err', 'EH R'),
    r('er', 'EH R', undefined, new RegExp(`^${V}`)), r('er', 'ER'),
    r('e', 'IY', /^[bhmw]?[bhmw]$/, END),
    r('e', '', HAS_VOWEL_BEFORE, END),
    r('e', 'IY', undefined, MAGIC_E), r('e', 'IY', undefined, END),
    r('e', 'EH'),
  ],
  f: [r('ff', 'F'), r('f', 'F')],
  g: [
    r('gh', 'G', START), r('gh', '', undefined, /^(?:t|$)/), r('gg', 'G'), r('gn', 'N', START),
    r('gn', 'N', undefined, END), r('g', 'JH', undefined, /^[eiy]/), r('g', 'G'),
  ],
  h: [r('h', '', undefined, END), r('h', 'HH')],
  i: [
    r('igh', 'AY'), r('ie', 'AY', /^[a-z]?$/, END), r('ie', 'IY'),
    r('ir', 'AY R', undefined, new RegExp(`^${V}`)), r('ir', 'ER'),
    r('ing', 'IH NG', undefined, /^(?:s)?$/), r('ind', 'AY N D', undefined, END),
    r('ild', 'AY L D', undefined, END), r('i', 'AY', undefined, MAGIC_E),
    r('i', 'IY', undefined, new RegExp(`^${V}`)), r('i', 'IY', undefined, END), r('i', 'IH'),
  ],
  j: [r('j', 'JH')],
  k: [r('kn', 'N', START), r('kk', 'K'), r('k', 'K')],
  l: [r('ll', 'L'), r('le', 'AH L', new RegExp(`${C}$`), /^s?$/), r('l', 'L')],
  m: [r('mm', 'M'), r('m', 'M')],
  n: [
    r('ng', 'NG', undefined, new RegExp(`^(?:$|${C})`)), r('nk', 'NG K'), r('nn', 'N'),
    r('n', 'N'),
  ],
  o: [
    r('ough', 'AO'), r('ook', 'UH K'), r('oo', 'UW'), r('ou', 'AW'), r('ow', 'OW', undefined, END),
    r('ow', 'AW'), r('oi', 'OY'), r('oy', 'OY'), r('oa', 'OW'), r('oe', 'OW', undefined, END),
    r('or', 'AO R'), r('old', 'OW L D'), r('o', 'OW', undefined, END),
    r('o', 'OW', undefined, MAGIC_E), r('o', 'AA'),
  ],
  p: [r('ph', 'F'), r('pp', 'P'), r('p', 'P')],
  q: [r('qu', 'K W'), r('q', 'K')],
  r: [r('rr', 'R'), r('r', 'R')],
  s: [
    r('sch', 'S K'), r('sh', 'SH'), r('sion', 'ZH AH N', new RegExp(`${V}$`)),
    r('sion', 'SH AH N'), r('sure', 'SH ER'), r('ss', 'S'),
    r('s', 'Z', /(?:[aeiouybdgvlmnrw]|[^s]e)$/, END),
    r('s', 'Z', new RegExp(`${V}$`), new RegExp(`^${V}`)), r('s', 'S'),
  ],
  t: [
    r('tch', 'CH'), r('tion', 'SH AH N'), r('tia', 'SH AH'), r('ture', 'CH ER'),
    r('th', 'TH'), r('tt', 'T'), r('t', 'T'),
  ],
  u: [
    r('ue', 'UW', undefined, END), r('ui', 'UW'), r('ur', 'Y UH R', START, new RegExp(`^${V}`)),
    r('ur', 'ER'), r('u', 'UW', undefined, MAGIC_E), r('u', 'AH'),
  ],
  v: [r('v', 'V')],
  w: [r('wr', 'R', START), r('wh', 'W'), r('w', 'W')],
  x: [r('x', 'Z', START), r('x', 'K S')],
  y: [
    r('y', 'Y', START, new RegExp(`^${V}`)), r('y', 'AY', /^[^aeiou]*$/, END),
    r('y', 'IY', undefined, END), r('y', 'IH', new RegExp(`${C}$`)), r('y', 'Y'),
  ],
  z: [r('zz', 'Z'), r('z', 'Z')],
};

const VOWEL_PHONES = new Set([
  'AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW',
]);

/** Letters → unstressed phones. Non-letters are ignored. */
export function lettersToPhones(word: string): string[] {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  const out: string[] = [];
  let i = 0;
  while (i < w.length) {
    const ch = w[i] ?? '';
    const rules = RULES[ch] ?? [];
    let matched = false;
    for (const rule of rules) {
      if (!w.startsWith(rule.g, i)) continue;
      const left = w.slice(0, i);
      const right = w.slice(i + rule.g.length);
      if (rule.l && !rule.l.test(left)) continue;
      if (rule.r && !rule.r.test(right)) continue;
      if (rule.p) out.push(...rule.p.split(' '));
      i += rule.g.length;
      matched = true;
      break;
    }
    if (!matched) i += 1;
  }
  return out;
}

const UNSTRESSED_PREFIX = /^(?:a|be|de|re|con|com|ex|pre|pro|per|for|mis|dis|in|im|en|em)(?=[a-z]{3,})/;

/** Choose the stressed vowel: suffix rules, then unstressed prefixes, else first vowel. */
function primaryIndex(word: string, vowelCount: number): number {
  if (vowelCount <= 1) return 0;
  const w = word.toLowerCase();
  if (/(?:ity|ify|ical|ography|ology|ometer)$/.test(w)) return Math.max(0, vowelCount - 3);
  if (/(?:tion|sion|cian|ic|ial|ious|eous|ient|itis)$/.test(w)) return Math.max(0, vowelCount - 2);
  if (/(?:ee|eer|ese|ique|oon)$/.test(w)) return vowelCount - 1;
  // suffixes that never take stress: look at the stem
  const stem = w.replace(/(?:ings?|ed|ers?|est|ly|ness|less|ful|ment|able|s)$/, '');
  if (vowelCount >= 2 && UNSTRESSED_PREFIX.test(stem) && stem.length >= 5) return 1;
  return 0;
}

const REDUCIBLE = new Set(['AE', 'AA', 'AH', 'EH', 'AO']);

/** Letter-to-sound: word → ARPAbet with stress digits. */
export function guessArpabet(word: string): string[] {
  const phones = lettersToPhones(word);
  const vowelPositions = phones
    .map((p, i) => (VOWEL_PHONES.has(p) ? i : -1))
    .filter((i) => i >= 0);
  if (vowelPositions.length === 0) {
    // no vowel at all (e.g. "hmm", "brr"): spell it with a schwa so it can be said
    return phones.length ? [...phones.slice(0, 1), 'AH0', ...phones.slice(1)] : [];
  }
  const primary = primaryIndex(word, vowelPositions.length);
  return phones.map((p, i) => {
    const vi = vowelPositions.indexOf(i);
    if (vi < 0) return p;
    if (vi === primary) return `${p}1`;
    if (REDUCIBLE.has(p) && vowelPositions.length > 1) return 'AH0';
    return `${p}0`;
  });
}
