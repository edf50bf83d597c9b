// The dictionary forms a word of another language may stand for, for glossing a line a learner wrote in
// their own language. Dictionaries list stems; Indonesian and Malay, and Swahili, build words by adding
// to them ("memasak" is masak, cook, with the prefix me-; "ninapenda" is penda, love, with ni- "I" and
// na- "now"). Each candidate is tried in turn, the word itself first; a wrong candidate is simply unknown.

/** Indonesian and Malay: prefixes (me- changes the stem's first sound), then suffixes. */
const INDONESIAN_PREFIXES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['meng', ['', 'k']], ['meny', ['s']], ['mem', ['p', '']], ['men', ['t', '']], ['me', ['']],
  ['peng', ['', 'k']], ['peny', ['s']], ['pem', ['p', '']], ['pen', ['t', '']],
  ['ber', ['']], ['be', ['']], ['di', ['']], ['ter', ['']], ['ke', ['']], ['se', ['']], ['per', ['']], ['pe', ['']],
];
const INDONESIAN_SUFFIXES = ['kan', 'nya', 'lah', 'kah', 'an', 'i'];

/** Swahili verbs: a subject prefix and a tense, or ku- for "to"; nouns: -ni for "in, at". */
const SWAHILI_VERB = /^(?:(?:ni|u|a|tu|m|mu|wa|ki|vi|li|ya|i|zi)(?:na|li|ta|me|ki|nge|ngali)|ku|hu)(?=\p{L}{3,})/u;

export function dictionaryForms(word: string, language: string): string[] {
  const w = word.toLowerCase();
  const forms: string[] = [];
  if (language === 'id' || language === 'ms') {
    const stems = [w];
    for (const [prefix, starts] of INDONESIAN_PREFIXES) {
      if (w.startsWith(prefix) && w.length - prefix.length >= 3) stems.push(...starts.map((s) => s + w.slice(prefix.length)));
    }
    for (const stem of stems) {
      forms.push(stem);
      for (const suffix of INDONESIAN_SUFFIXES) if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) forms.push(stem.slice(0, -suffix.length));
    }
  } else if (language === 'sw') {
    const verb = SWAHILI_VERB.exec(w);
    if (verb) forms.push(w.slice(verb[0].length));
    if (w.endsWith('ni') && w.length >= 6) forms.push(w.slice(0, -2));
  }
  return [...new Set(forms)].filter((f) => f !== w);
}
