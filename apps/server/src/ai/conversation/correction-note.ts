// How a grammar correction is shown inside a partner reply: only the changed fragment and a one-line
// reason, behind a fixed label, placed before the next question. One home for the format, so the
// reply composer, the probe runner and the web can all find the note in a reply.
export const CORRECTION_LABEL = 'Quick fix:';

export interface CorrectionFragment {
  wrong: string;
  fix: string;
  reason: string;
}

/** `Quick fix: "I go" → "I went" (past simple for a finished time).` */
export function correctionNote(fragments: readonly CorrectionFragment[]): string {
  const parts = fragments.map((f) => `"${f.wrong}" → "${f.fix}"${f.reason ? ` (${f.reason.replace(/[.\s]+$/, '')})` : ''}`);
  return `${CORRECTION_LABEL} ${parts.join('; ')}.`;
}

/** Where a correction sits in the learner's text (ai/language/grammar/turn-correction.ts's Correction). */
interface PlacedCorrection extends CorrectionFragment { start: number; end: number; category: string }

/** Categories whose one word reads clearly alone ("recieve" → "receive", "i" → "I"; an article comes with its noun, below). */
const ONE_WORD_CLEAR = new Set(['spelling', 'article', 'capitalization', 'punctuation']);

/** A quantifier or an article is right or wrong for the word after it: "much cars" → "many cars", "a architect" → "an architect". */
const CARRIED_BY_THE_WORD_AFTER = /^(?:much|many|less|fewer|few|little|a|an)$/i;

/** A relative pronoun is right or wrong for the noun before it: "man which" → "man who". */
const RELATIVE = /^(?:which|who|whom|whose|that)$/i;

/** A determiner after a dropped word is shown with its noun: "Despite of the rain" → "Despite the rain". */
const DETERMINER = /^(?:a|an|the|my|your|his|her|our|their|this|that|these|those)$/i;

/** Verbs chosen by their object (make a cake, do a favour; say something, tell someone; win a match, earn money). */
const COLLOCATION_VERB = /^(?:make|makes|made|making|do|does|did|doing|done|say|says|said|tell|tells|told|win|wins|won|earn|earns|earned|lend|lent|borrow|borrowed)$/i;

/** Words that do not show where a fragment sits on their own: an object pronoun or a determiner. */
/** Nouns that are plural without an -s, so a verb after them agrees with them: people are, the police are. */
const PLURAL_BY_MEANING = /^(?:people|children|police|men|women|staff)$/i;
const CARRIED_BY_THE_WORD_BEFORE = /^(?:me|him|her|us|them|you|it|a|an|the|my|your|his|our|their|this|that|to)$/i;

/**
 * The fragment as a teacher writes it: when the fix adds or drops words, the change alone does not
 * show where it goes, so the word before comes with it ("am think" → "think" reads as "I am think" →
 * "I think"; "to walk" → "walking" as "enjoy to walk" → "enjoy walking"), and for a removal the words
 * either side. A word for a word ("goed" → "went") stays as it is, but for a verb that must agree
 * with its subject ("father have" → "father has"), a preposition, which belongs to the word before
 * ("to" → "at" says little; "arrived to" → "arrived at" teaches), and a quantifier, which belongs to
 * the noun after ("much cars" → "many cars"). When the fix only drops words ("am go" → "go",
 * "Despite of" → "Despite"), the word after comes too, so the learner sees the sentence go on
 * ("I am go to" → "I go to"). The stored correction keeps its own span: this is only how the note says it.
 */
export function fragmentInContext(text: string, placed: PlacedCorrection): CorrectionFragment {
  // A removal's span may carry its space (" to" in "must to finish"): the words are what is shown.
  const lead = placed.wrong.length - placed.wrong.trimStart().length;
  const c = { ...placed, start: placed.start + lead, end: placed.end - (placed.wrong.trimStart().length - placed.wrong.trim().length), wrong: placed.wrong.trim() };
  const count = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
  const words = count(c.wrong);
  // A verb that must agree with its subject is shown with it: "father have" → "father has".
  // A verb form after a helping verb is shown with it: "didn't went" → "didn't go", "can plays" → "can play".
  const afterHelper = c.category === 'verb-form' && words === 1 && count(c.fix) === 1 && /\b(?:did|didn't|does|doesn't|do|don't|can|can't|could|couldn't|will|won't|would|should|must|to)\s+$/i.test(text.slice(0, c.start));
  const withSubject = (c.category === 'agreement' && words === 1 && count(c.fix) === 1) || afterHelper
    || ((c.category === 'preposition' || RELATIVE.test(c.wrong)) && words === 1 && count(c.fix) === 1);
  const withNoun = words === 1 && count(c.fix) === 1 && CARRIED_BY_THE_WORD_AFTER.test(c.wrong);
  // "How many money" → "How much money": a quantifier's question word comes too.
  const how = /^(?:much|many)\b/i.test(c.wrong) ? /\b(how)\s+$/i.exec(text.slice(0, c.start))?.[1] : undefined;
  // Only words dropped: the fix is the wrong fragment's first or last words.
  const lower = { wrong: c.wrong.toLowerCase(), fix: c.fix.toLowerCase() };
  const dropsOnly = c.fix !== '' && count(c.fix) < words && (lower.wrong.startsWith(`${lower.fix} `) || lower.wrong.endsWith(` ${lower.fix}`));
  // Two words swapped ("Always I" → "I always") are shown with the word after: "Always I drink" → "I always drink".
  const reordered = c.category === 'word-order' && words === count(c.fix) && words === 2;
  if (reordered && c.end <= text.length) {
    const next = /^\s+([\p{L}\p{N}'’]+)/u.exec(text.slice(c.end))?.[1];
    if (next) return { wrong: `${c.wrong} ${next}`, fix: `${c.fix} ${next}`, reason: c.reason };
  }
  if (c.start < 0 || c.end > text.length) return { wrong: c.wrong, fix: c.fix, reason: c.reason };
  // In a question the helping verb sits before the subject: "works" → "work" teaches little alone,
  // "Does your brother works" → "Does your brother work" shows which word asks for the base form.
  const asking = c.category === 'verb-form' && words === 1 && count(c.fix) === 1
    ? /(?:^|[.!?]\s+|\b(?:what|where|when|why|how|who)\s+)((?:do|does|did|can|could|will|would|should)\s+(?:[\p{L}'’]+\s+){1,3})$/iu.exec(text.slice(0, c.start))?.[1]
    : undefined;
  if (asking) return { wrong: `${asking}${c.wrong}`, fix: `${asking}${c.fix}`, reason: c.reason };
  // "make" → "do" teaches little alone; the verb is chosen by its object: "make me a favour" → "do me a favour".
  if (c.category === 'word-choice' && words === 1 && count(c.fix) === 1 && COLLOCATION_VERB.test(c.wrong)) {
    const object = /^\s+((?:(?:me|you|him|her|us|them)\s+)?(?:(?:a|an|the|some|my|your|his|her|our|their)\s+)?[\p{L}'’]+)/u.exec(text.slice(c.end))?.[1];
    if (object) return { wrong: `${c.wrong} ${object}`, fix: `${c.fix} ${object}`, reason: c.reason };
  }
  if (withNoun) {
    const noun = /^\s+([\p{L}\p{N}'’]+)/u.exec(text.slice(c.end))?.[1];
    if (noun) return { wrong: `${how ? `${how} ` : ''}${c.wrong} ${noun}`, fix: `${how ? `${how} ` : ''}${c.fix} ${noun}`, reason: c.reason };
  }
  // "How many money" → "How much money", "The people here is" → "The people here are": the question
  // word or the plural noun the two words depend on is shown with them.
  const carrier = words === 2 && count(c.fix) === 2 ? (how ?? /([\p{L}'’]+)\s+$/u.exec(text.slice(0, c.start))?.[1]) : undefined;
  if (carrier && (how || (c.category === 'agreement' && PLURAL_BY_MEANING.test(carrier)))) {
    return { wrong: `${carrier} ${c.wrong}`, fix: `${carrier} ${c.fix}`, reason: c.reason };
  }
  // "I have been" → "I was" reads as a whole only with its place: "I have been in" → "I was in".
  const place = /\bbeen$/i.test(c.wrong) ? /^\s+(in|at|to|on)\b/i.exec(text.slice(c.end))?.[1] : undefined;
  if (place) return { wrong: `${c.wrong} ${place}`, fix: `${c.fix} ${place}`, reason: c.reason };
  if (ONE_WORD_CLEAR.has(c.category) || words > 2 || (words === count(c.fix) && !withSubject)) return { wrong: c.wrong, fix: c.fix, reason: c.reason };
  // One word before, two when that one is a pronoun or a determiner ("made me to clean" → "made me clean").
  const before = /(?:([\p{L}\p{N}'’]+)(\s+))?([\p{L}\p{N}'’]+)(\s*)$/u.exec(text.slice(0, c.start));
  const after = c.fix === '' || dropsOnly ? /^(\s*)([\p{L}\p{N}'’]+)(?:\s+([\p{L}\p{N}'’]+))?/u.exec(text.slice(c.end)) : null;
  if (!before && !after) return { wrong: c.wrong, fix: c.fix, reason: c.reason };
  // "people here is" → "people here are": the noun the verb agrees with, past "here" or "there".
  const agreesAcross = c.category === 'agreement' && /^(?:here|there)$/i.test(before?.[3] ?? '') && PLURAL_BY_MEANING.test(before?.[1] ?? '');
  const twoBefore = before?.[1] !== undefined && (CARRIED_BY_THE_WORD_BEFORE.test(before[3] ?? '') || agreesAcross);
  const left = before ? `${twoBefore ? `${before[1]}${before[2]}` : ''}${before[3]} ` : '';
  const right = after ? ` ${after[2]}${after[3] && DETERMINER.test(after[2] ?? '') ? ` ${after[3]}` : ''}` : '';
  const wrong = `${left}${c.wrong}${right}`.replace(/\s+/g, ' ').trim();
  const fix = `${left}${c.fix}${right}`.replace(/\s+/g, ' ').trim();
  return { wrong, fix, reason: c.reason };
}

/** The correction note inside a reply, or null when the reply has none. */
export function findCorrection(reply: string): string | null {
  const at = reply.indexOf(CORRECTION_LABEL);
  if (at < 0) return null;
  const rest = reply.slice(at + CORRECTION_LABEL.length);
  const end = rest.search(/["”)]\.(\s|$)/);
  return (end < 0 ? rest : rest.slice(0, end + 2)).trim();
}
