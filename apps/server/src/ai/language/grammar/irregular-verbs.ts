// Common irregular verbs: base, past simple, past participle (for tense and verb-form rules).
export const IRREGULAR_VERBS: ReadonlyArray<readonly [string, string, string]> = [
  ['be', 'was', 'been'], ['become', 'became', 'become'], ['begin', 'began', 'begun'], ['break', 'broke', 'broken'],
  ['bring', 'brought', 'brought'], ['build', 'built', 'built'], ['buy', 'bought', 'bought'], ['catch', 'caught', 'caught'],
  ['choose', 'chose', 'chosen'], ['come', 'came', 'come'], ['cost', 'cost', 'cost'], ['cut', 'cut', 'cut'],
  ['do', 'did', 'done'], ['drink', 'drank', 'drunk'], ['drive', 'drove', 'driven'], ['eat', 'ate', 'eaten'],
  ['fall', 'fell', 'fallen'], ['feel', 'felt', 'felt'], ['find', 'found', 'found'], ['fly', 'flew', 'flown'],
  ['forget', 'forgot', 'forgotten'], ['get', 'got', 'got'], ['give', 'gave', 'given'], ['go', 'went', 'gone'],
  ['grow', 'grew', 'grown'], ['have', 'had', 'had'], ['hear', 'heard', 'heard'], ['keep', 'kept', 'kept'],
  ['know', 'knew', 'known'], ['leave', 'left', 'left'], ['lose', 'lost', 'lost'], ['make', 'made', 'made'],
  ['meet', 'met', 'met'], ['pay', 'paid', 'paid'], ['put', 'put', 'put'], ['read', 'read', 'read'],
  ['ride', 'rode', 'ridden'], ['run', 'ran', 'run'], ['say', 'said', 'said'], ['see', 'saw', 'seen'],
  ['sell', 'sold', 'sold'], ['send', 'sent', 'sent'], ['sing', 'sang', 'sung'], ['sit', 'sat', 'sat'],
  ['sleep', 'slept', 'slept'], ['speak', 'spoke', 'spoken'], ['spend', 'spent', 'spent'], ['stand', 'stood', 'stood'],
  ['swim', 'swam', 'swum'], ['take', 'took', 'taken'], ['teach', 'taught', 'taught'], ['tell', 'told', 'told'],
  ['think', 'thought', 'thought'], ['understand', 'understood', 'understood'], ['wake', 'woke', 'woken'],
  ['wear', 'wore', 'worn'], ['win', 'won', 'won'], ['write', 'wrote', 'written'], ['draw', 'drew', 'drawn'],
  ['hide', 'hid', 'hidden'], ['shake', 'shook', 'shaken'], ['steal', 'stole', 'stolen'], ['throw', 'threw', 'thrown'],
  ['lend', 'lent', 'lent'], ['hold', 'held', 'held'], ['mean', 'meant', 'meant'], ['lead', 'led', 'led'],
];

const byPast = new Map(IRREGULAR_VERBS.map(([base, past]) => [past, base]));
const byParticiple = new Map(IRREGULAR_VERBS.map(([base, , participle]) => [participle, base]));
const byBase = new Map(IRREGULAR_VERBS.map((row) => [row[0], row]));

const VOWEL = /[aeiou]/;
/**
 * Verbs of two syllables stressed on the last, which double their last consonant as one-syllable
 * verbs do (forgetting, preferred, controlling); visit, open and listen, stressed first, do not.
 */
const STRESSED_LAST = new Set(['forget', 'begin', 'prefer', 'occur', 'refer', 'transfer', 'admit', 'commit', 'permit', 'submit', 'omit', 'regret', 'upset', 'forbid', 'equip', 'control', 'patrol', 'compel', 'expel', 'deter', 'confer', 'infer', 'incur', 'recur', 'acquit', 'outwit', 'rebel', 'propel', 'excel']);

/** The base form of a verb in any form (went → go, helping → help, makes → make). */
export function baseForm(verb: string): string {
  const w = verb.toLowerCase();
  if (byBase.has(w)) return w;
  const irregular = byPast.get(w) ?? byParticiple.get(w);
  if (irregular) return irregular;
  if (w.endsWith('ing') && w.length > 4) {
    const stem = w.slice(0, -3);
    if (/([bdgmnprt])\1$/.test(stem)) return stem.slice(0, -1); // running → run
    if ((/(at|iv|ak|ov|ur|ag|os|az)$/.test(stem) || /(?<![aeiou])[aeiou]m$/.test(stem)) && !/(eat|visit|open|listen)$/.test(stem)) return `${stem}e`; // making → make, coming → come
    return stem;
  }
  if (w.endsWith('ied')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('ed') && w.length > 4) {
    const stem = w.slice(0, -2);
    if (/([bdgmnprt])\1$/.test(stem)) return stem.slice(0, -1);
    if (/(at|iv|ov|os|ur|ak)$/.test(stem)) return `${stem}e`;
    return stem;
  }
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|oes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && VOWEL.test(w.slice(0, -1))) return w.slice(0, -1);
  return w;
}

/** The past simple of a verb (go → went, visit → visited). */
export function pastForm(verb: string): string {
  const base = baseForm(verb);
  const row = byBase.get(base);
  return row ? row[1] : regularPastForm(base);
}

/** The regular -ed past of a base form, spelled as English spells it (live → lived, study → studied, stop → stopped). */
export function regularPastForm(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(base) || STRESSED_LAST.has(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

/** Whether a word is a past participle we know (gone, seen, visited …). */
export function isPastParticiple(word: string): boolean {
  const w = word.toLowerCase();
  return byParticiple.has(w) || (w.endsWith('ed') && w.length > 3);
}

export function isPastSimple(word: string): boolean {
  const w = word.toLowerCase();
  return byPast.has(w) && !byBase.has(w);
}

/** The past participle of a verb (go → gone, see → seen, visit → visited). */
export function participleForm(verb: string): string {
  const base = baseForm(verb);
  return byBase.get(base)?.[2] ?? pastForm(base);
}

/** The third-person singular present (go → goes, study → studies, have → has). */
export function thirdPersonForm(verb: string): string {
  const v = baseForm(verb);
  if (v === 'have') return 'has';
  if (v === 'be') return 'is';
  if (v === 'go' || v === 'do') return `${v}es`;
  if (/(ch|sh|s|x|z)$/.test(v)) return `${v}es`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ies`;
  return `${v}s`;
}

/** The -ing form (write → writing, swim → swimming, see → seeing). */
export function ingForm(verb: string): string {
  const v = baseForm(verb);
  if (/^(be|see|agree|flee|free)$/.test(v)) return `${v}ing`;
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (v.endsWith('e') && !v.endsWith('ee')) return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(v) || STRESSED_LAST.has(v)) return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}
