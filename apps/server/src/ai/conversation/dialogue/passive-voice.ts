// "How do I say 'They built this bridge in 1900' in the passive?": the learner's own sentence turned
// into the passive, so the answer shows the rule on their words. Only the plain shape is turned
// (subject + verb in the past or present simple + a noun phrase); anything else gets the topic's rule.
import { regularPastForm } from '../../language/grammar/irregular-verbs';
import { IRREGULAR_VERBS } from '../../language/lexicon/irregular';

/** An irregular past or base form → its past participle and tense ("built" → built, past). */
const PARTICIPLE = new Map<string, { participle: string; past: boolean }>();
for (const [base, forms] of IRREGULAR_VERBS) {
  const participle = forms.pastParticiple[0]!;
  PARTICIPLE.set(base, { participle, past: false });
  for (const p of forms.past) if (p !== base) PARTICIPLE.set(p, { participle, past: true }); // "put" stays a present
}
const DETERMINER = /^(?:the|this|that|these|those|a|an|my|your|his|her|our|their|its|\w+'s)$/i;

/** Words that end the object: a place, a time or a manner after it ("this bridge in 1900", "my bike yesterday"). */
const AFTER_OBJECT = /^(?:in|on|at|for|with|from|to|by|into|near|during|before|after|yesterday|today|tonight|tomorrow|last|next|every|each|online|here|there|now|again|quickly|slowly|carefully|well|badly|twice|once|ago)$/i;

function verbOf(word: string, singularSubject: boolean): { participle: string; past: boolean } | null {
  const w = word.toLowerCase();
  const known = PARTICIPLE.get(w);
  if (known) return known;
  // "cooks" after a singular subject: the present simple of a regular or irregular verb.
  if (singularSubject && /[^s]s$/.test(w)) {
    const base = /(?:ch|sh|ss|x|o)es$/.test(w) ? w.slice(0, -2) : /[^aeiou]ies$/.test(w) ? `${w.slice(0, -3)}y` : w.slice(0, -1);
    const irregular = IRREGULAR_VERBS.get(base);
    return { participle: irregular ? irregular.pastParticiple[0]! : regularPastForm(base), past: false };
  }
  if (/[a-z]{2}ed$/.test(w)) return { participle: w, past: true };
  // A base form after a plural subject ("People speak English") is the present simple.
  if (!singularSubject && IRREGULAR_VERBS.has(w)) return { participle: IRREGULAR_VERBS.get(w)!.pastParticiple[0]!, past: false };
  return null;
}

/** The sentence in the passive, or null when its shape is not the plain one. */
export function passiveOf(sentence: string): string | null {
  const words = sentence.trim().replace(/[.!]+$/, '').split(/\s+/);
  // The subject: a pronoun, a name, or a determiner and a noun ("my mother", "the chef").
  const subjectLength = DETERMINER.test(words[0]!) && words.length > 3 ? 2 : 1;
  const subject = words.slice(0, subjectLength).join(' ');
  if (subjectLength === 1 && !/^(?:they|people|someone|somebody|we|he|she|i|you)$/i.test(subject) && !/^\p{Lu}\p{Ll}+$/u.test(subject)) return null;
  const singular = /^(?:he|she|someone|somebody)$/i.test(subject) || /^\p{Lu}\p{Ll}+$/u.test(subject) || (subjectLength === 2 && !/s$/i.test(words[1]!));
  const verb = words[subjectLength] ? verbOf(words[subjectLength]!, singular) : null;
  if (!verb) return null;
  // The object: a name ("Hamlet", "English") or a determiner and up to two more words, up to a place or time.
  const from = subjectLength + 1;
  let end = from + 1;
  if (DETERMINER.test(words[from] ?? '')) {
    end = from + 2;
    if (words[end] && !AFTER_OBJECT.test(words[end]!) && (words.length === end + 1 || AFTER_OBJECT.test(words[end + 1] ?? 'in'))) end += 1;
  } else if (!/^\p{Lu}/u.test(words[from] ?? '')) return null;
  const object = words.slice(from, end);
  if (object.length === 0 || end > words.length) return null;
  const last = object.at(-1)!;
  const plural = /^(?:these|those)$/i.test(object[0]!) || (object.length > 1 && /[^s]s$/i.test(last) && !/^(?:a|an|this|that)$/i.test(object[0]!));
  const be = verb.past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  const who = /^(?:they|people|someone|somebody|we|i|you)$/i.test(subject) ? '' : ` by ${/^\p{Lu}\p{Ll}+$/u.test(subject) ? subject : subject.toLowerCase()}`;
  const rest = words.slice(end).join(' ');
  const thing = object.join(' ');
  return `${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${be} ${verb.participle}${who}${rest ? ` ${rest}` : ''}.`;
}
