// The offline grammar checker: Harper (WASM, American dialect, loaded once per engine) plus the
// project's learner rules (learner-rules.data.ts) for mistakes Harper misses. Results are merged:
// where a rule and a Harper lint flag overlapping words the rule wins; Harper lints that are noise
// for a learner (style advice, British spellings, the false "there → their") are dropped.
// Offsets are UTF-16 indices into the checked text (what String.prototype.slice takes).
import { Dialect, LocalLinter, SuggestionKind, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import { loadCmuDict } from '../phonetics/cmudict';
import { IRREGULAR_VERBS } from '../lexicon/irregular';
import { runLearnerRules } from './learner-rules';
import { WORDS } from './learner-rules.data';
import { createSpeller } from './spelling-confidence';
import type { GrammarCategory, GrammarEngine, GrammarIssue, GrammarResult } from './grammar-types';

export type { GrammarCategory, GrammarEngine, GrammarIssue, GrammarResult } from './grammar-types';
export { runLearnerRules } from './learner-rules';

const HARPER_CATEGORY: Record<string, GrammarCategory> = {
  Agreement: 'agreement',
  Spelling: 'spelling',
  Typo: 'spelling',
  Capitalization: 'capitalization',
  Punctuation: 'punctuation',
  WordOrder: 'word-order',
  Grammar: 'verb-form',
  Usage: 'word-choice',
  WordChoice: 'word-choice',
  Malapropism: 'word-choice',
  Eggcorn: 'word-choice',
  Nonstandard: 'word-choice',
  Redundancy: 'word-choice',
  Repetition: 'other',
  BoundaryError: 'spelling',
  Miscellaneous: 'other',
};

/** Harper kinds that are about style, not correctness: noise for a learner. */
const IGNORED_KINDS = new Set(['Style', 'Readability', 'Enhancement', 'Regionalism', 'Formatting']);
/** Individual Harper lints (by message) that misfire on learner text. */
const IGNORED_MESSAGES = [/missing a preposition/i, /more vivid/i, /sentence (?:is|starts)/i, /consider (?:using|removing)/i, /instead of .find out/i, /missing the word .be./i];
/** Harper's "Miscellaneous" lints are kept only when they are among these known-good ones. */
const KEPT_MISCELLANEOUS = /indefinite article|duration|did you mean/i;
/** "Insert 'to'" is kept only after verbs that take it (Harper also fires on "prepare people"). */
const TO_INFINITIVE_VERBS = /^(?:want|wants|wanted|need|needs|needed|like|likes|would like|try|tries|tried|decide|decides|decided|plan|plans|planned|hope|hopes|hoped|forget|forgot|remember|remembered|learn|learned|learnt)$/i;
/** Base-form verbs that are rarely nouns ("work", "help" are both): what may follow an inserted 'to'. */
const BASE_VERB = new RegExp(`^(?:${WORDS.PLAIN_VERB ?? ''})$`, 'i');
const COMPARATIVE_WORD = /^(?:more|less|better|worse|bigger|smaller|older|younger|cheaper|faster|slower|easier|harder|taller|shorter|longer|larger|higher|lower|happier|busier|nicer|warmer|colder|hotter|earlier|later|stronger|richer|prettier|funnier|closer|further|farther|rather|other|greater|fewer)$/i;
/** Redundancy lints are kept only for the double comparative ("more better"). */
const KEPT_REDUNDANCY = /comparative|superlative|redundant/i;
/** After "there", words that show it is the adverb or "there is", never "their". */
const THERE_FOLLOWERS = /^(?:is|are|was|were|'s|will|would|can|could|has|have|had|must|might|may|should|seems?|used|again|too|yesterday|today|tonight|tomorrow|now|then|soon|later|before|last|next|this|every|once|twice|and|or|but|so|because|with|for|by|in|on|at|to|from|early|late|alone|together|already|often|always|never|sometimes|quickly|by|first|all|both|anymore|right|instead|either|yet|since|until|after|when|if)$/i;

const BRITISH_TO_AMERICAN: Array<[RegExp, string]> = [
  [/our/g, 'or'],
  [/is(e|ed|es|ing|ation|ations|er|ers)\b/g, 'iz$1'],
  [/ys(e|ed|es|ing)\b/g, 'yz$1'],
  [/is(e|ed|es|ing)\b/g, 'ic$1'],
  [/tre(s?)\b/g, 'ter$1'],
  [/ll(ed|ing|er|ers)\b/g, 'l$1'],
  [/([^l])l(ment|ments)\b/g, '$1ll$2'],
  [/ogue(s?)\b/g, 'og$1'],
  [/ence(s?)\b/g, 'ense$1'],
  [/mme(s?)\b/g, 'm$1'],
  [/^scep/g, 'skep'],
  [/ae/g, 'e'],
  [/oe/g, 'e'],
  [/yre(s?)\b/g, 'ire$1'],
  [/ey\b/g, 'ay'],
  [/sy\b/g, 'zy'],
  [/ce\b/g, 'se'],
  [/([^l])l(s?)\b/g, '$1ll$2'],
];
const BRITISH_WORDS = new Set(['maths', 'programme', 'grey', 'cheque', 'tyre', 'pyjamas', 'mum', 'mums', 'favourite', 'favourites', 'neighbour', 'flatmate', 'flatmates', 'whilst', 'learnt', 'practise', 'aeroplane', 'jewellery', 'mould', 'plough', 'afterwards', 'towards', 'dashcam', 'flyers', 'flyer']);

/** British spellings are right too: Harper's American dictionary must not "correct" them. */
export function isBritishVariant(wrong: string, suggestions: string | readonly string[]): boolean {
  const w = wrong.toLowerCase();
  if (BRITISH_WORDS.has(w)) return true;
  const american = new Set<string>();
  let all = w;
  for (const [from, to] of BRITISH_TO_AMERICAN) {
    american.add(w.replace(from, to));
    all = all.replace(from, to);
  }
  american.add(all);
  american.delete(w);
  return (typeof suggestions === 'string' ? [suggestions] : suggestions).some((s) => american.has(s.toLowerCase()));
}

const FRIENDLY: Partial<Record<GrammarCategory, string>> = {
  agreement: "The verb must match its subject: after he, she or it use 'goes', 'doesn't', 'has'.",
  spelling: 'This word is not spelled correctly.',
  capitalization: 'Start sentences and names with a capital letter, and always write "I" as a capital.',
  punctuation: 'Check the punctuation here.',
  other: 'Check this part of the sentence.',
};

function explainHarper(lint: Lint, category: GrammarCategory, wrong: string, suggestion: string): string {
  if (category === 'agreement' && /^don't$/i.test(wrong) && /^doesn't$/i.test(suggestion)) return "After he, she or it, use 'doesn't', not 'don't'.";
  if (category === 'agreement' && suggestion.toLowerCase() === 'has') return "After he, she or it, use 'has', not 'have'.";
  if (category === 'spelling' || category === 'capitalization' || category === 'punctuation') return FRIENDLY[category] ?? '';
  // Harper's own message is precise for verb forms and usage ("Use the base form of the verb
  // with 'did'."); strip its code quotes so it reads as plain text.
  const message = lint.message().replace(/`/g, "'").trim();
  return message.length > 0 && message.length < 160 ? message : (FRIENDLY[category] ?? 'Check this part of the sentence.');
}

/** Picks Harper's best suggestion: a real word over a split ("in formations"), and applies its kind. */
function harperReplacement(lint: Lint, wrong: string): string | undefined {
  const candidates = lint.suggestions().map((s) => {
    const text = s.get_replacement_text();
    const kind = s.kind();
    return kind === SuggestionKind.Remove ? '' : kind === SuggestionKind.InsertAfter ? `${wrong}${text}` : text;
  });
  if (candidates.length === 0) return undefined;
  const noSplit = candidates.find((c) => !(/\s/.test(c) && !/\s/.test(wrong) && c.replace(/\s+/g, '') === wrong));
  return noSplit ?? candidates[0];
}

/** Merges issue lists: earlier lists win where spans overlap. Sorted by position. */
export function mergeIssues(...lists: GrammarIssue[][]): GrammarIssue[] {
  const kept: GrammarIssue[] = [];
  for (const list of lists) {
    for (const issue of list) {
      const overlaps = kept.some((k) => issue.start < Math.max(k.end, k.start + 1) && Math.max(issue.end, issue.start + 1) > k.start);
      if (!overlaps) kept.push(issue);
    }
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Applies every non-overlapping suggestion (later ones that overlap an earlier one are skipped).
 * A removal also takes one neighbouring space, so "discussed about the" becomes "discussed the".
 */
export function applySuggestions(text: string, issues: readonly GrammarIssue[]): string {
  const chosen: GrammarIssue[] = [];
  for (const issue of [...issues].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const last = chosen.at(-1);
    if (last && issue.start < Math.max(last.end, last.start + 1)) continue;
    if (issue.start < 0 || issue.end > text.length || issue.end < issue.start) continue;
    chosen.push(issue);
  }
  let out = text;
  for (const issue of chosen.reverse()) {
    let { start, end } = issue;
    if (issue.suggestion === '' && start < end) {
      if (out[start - 1] === ' ') start -= 1;
      else if (out[end] === ' ') end += 1;
    }
    out = out.slice(0, start) + issue.suggestion + out.slice(end);
  }
  return out;
}

/**
 * Merges a model provider's check with the rule engine's result. The rule engine's issues win
 * where both flag overlapping words (they are deterministic and tested); the model fills in
 * everything else. With no model result (provider down or not configured) the rule result is
 * returned as it is, so the rule engine is the fallback.
 */
export function mergeGrammarResults(text: string, ruleResult: GrammarResult, modelResult: GrammarResult | null | undefined): GrammarResult {
  if (!modelResult) return ruleResult;
  const modelIssues = modelResult.issues
    .filter((i) => Number.isInteger(i.start) && Number.isInteger(i.end) && i.start >= 0 && i.end <= text.length && i.start <= i.end)
    .map((i) => ({ ...i, text: text.slice(i.start, i.end), source: 'model' as const }));
  const issues = mergeIssues(ruleResult.issues, modelIssues);
  return { issues, corrected: applySuggestions(text, issues) };
}

/** Harper lints that are false alarms or pointless for a learner; each case was seen on real text. */
/** Every irregular past (dove, swam, sank): Harper's agreement check reads some of them as present verbs or nouns. */
const PAST_FORMS: ReadonlySet<string> = new Set([...IRREGULAR_VERBS.values()].flatMap((f) => f.past));

function isLearnerNoise(text: string, start: number, end: number, wrong: string, suggestion: string, kind: string, message: string, lint: Lint): boolean {
  const previous = /([\w']+)\W*$/.exec(text.slice(0, start))?.[1] ?? '';
  const beforePrevious = /([\w']+)\W+[\w']+\W*$/.exec(text.slice(0, start))?.[1] ?? '';
  const next = /^\W*?([\w']+)/.exec(text.slice(end))?.[1] ?? '';
  const afterNext = /^\W*?[\w']+\W+([\w']+)/.exec(text.slice(end))?.[1] ?? '';
  const spelling = kind === 'Spelling' || kind === 'Typo';
  // British spellings (colour, travellers, synthesise) are correct English.
  if (spelling && isBritishVariant(wrong, lint.suggestions().map((s) => s.get_replacement_text()))) return true;
  // Parts of hyphenated words (eco-friendly, all-nighter, un-hear) and acronyms (OK, TV).
  if (spelling && (text[start - 1] === '-' || text[end] === '-' || /^[A-Z]{1,5}s?$/.test(wrong))) return true;
  // Open or closed compounds (home town → hometown, dashcam → dash cam) are a matter of style.
  const squash = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '');
  if (squash(wrong) === squash(suggestion) && (spelling || /[\s-]/.test(wrong))) return true;
  // "there → their": false after is/are ("Is there music …") and before adverbs ("went there yesterday").
  if (/^there$/i.test(wrong) && /^their$/i.test(suggestion)) {
    if (/^(?:is|are|was|were|isn't|aren't|wasn't|weren't)$/i.test(previous)) return true;
    if (next === '' || THERE_FOLLOWERS.test(next)) return true;
  }
  // "new → knew" after a determiner ("What new hobby …") is the adjective.
  if (/^new$/i.test(wrong) && /^knew$/i.test(suggestion) && !/^(?:I|you|he|she|we|they|who)$/i.test(previous)) return true;
  // A capital at the start of a sentence is right ("Who's the best …").
  if (kind === 'Capitalization' && suggestion === wrong.toLowerCase() && /(?:^|[.!?]\s+)$/.test(text.slice(0, start))) return true;
  // "that → than" only after a comparative ("bigger that", "more expensive that").
  if (/^that$/i.test(wrong) && /^than$/i.test(suggestion) && !COMPARATIVE_WORD.test(previous) && !/^(?:more|less)$/i.test(beforePrevious)) return true;
  // "It's → Its" before a name or number ("It's Kim").
  if (/^it's$/i.test(wrong) && /^its$/i.test(suggestion) && /^[A-Z0-9]/.test(next)) return true;
  // … and at the start of a sentence, where "It's" is nearly always "it is" ("It's half six",
  // "It's flat 12B"), unless a verb follows the noun: "It's tail is long" is the possessive.
  if (/^it's$/i.test(wrong) && /^its$/i.test(suggestion) && /(?:^|[.!?]\s+)$/.test(text.slice(0, start))) {
    if (!/^(?:is|was|are|were|has|had|looks|looked|seems|feels|smells|tastes|sounds|makes|made|gets|got|goes|went)$/i.test(afterNext)) return true;
  }
  // "to boldly go", "to really understand": a split infinitive, not "too" before an adverb.
  if (/^to$/i.test(wrong) && /^too$/i.test(suggestion) && /ly$/i.test(next) && BASE_VERB.test(afterNext)) return true;
  // A past tense takes no -s: "she dove into the lake" is dive's past, not a verb to agree ("doves").
  if (kind === 'Agreement' && suggestion.toLowerCase() === `${wrong.toLowerCase()}s` && PAST_FORMS.has(wrong.toLowerCase())) return true;
  // "Whom did you invite?" is right: whom is the object there, and a learner who writes it chose it.
  if (/^whom$/i.test(wrong) && /^who$/i.test(suggestion)) return true;
  // "Could this be the negative word you intended?" names no negative word for "nonna" ("→ dena").
  if (/negative word you intended/i.test(message) && !/^(?:no|not|none|nor|never|nothing|nobody|neither)$/i.test(suggestion)) return true;
  // "Insert 'to'" only after verbs that take a to-infinitive.
  // … and only before a verb: "forget work", "need money" are right.
  if (/insert .to./i.test(message) && (!TO_INFINITIVE_VERBS.test(wrong) || !BASE_VERB.test(next))) return true;
  return false;
}

/**
 * Harper's spelling suggestions are its one costly step, and their cost grows with the unknown
 * word's length: a 25-letter random "word" takes 100–250 ms, so a 1000-character text of them took
 * 8 s of CPU. No word a learner writes is longer than MAX_CHECKED_WORD_LETTERS, and a real message
 * has a few typos, not dozens: unknown words (not in the CMU dictionary) are spell-checked until
 * SPELLING_LETTER_BUDGET letters are spent; the rest are blanked out and get no suggestion.
 */
export const MAX_CHECKED_WORD_LETTERS = 30;
export const SPELLING_LETTER_BUDGET = 40;
const WORD = /[\p{L}\p{M}\p{N}'’_-]+/gu;

/**
 * Blanks out (with as many spaces, so every UTF-16 offset stays right) the words Harper must not
 * spell-check: over-long ones, and unknown ones once the letter budget is spent.
 */
export function limitSpellChecking(text: string, isKnownWord: (lowerCaseWord: string) => boolean): string {
  let budget = SPELLING_LETTER_BUDGET;
  return text.replace(WORD, (word) => {
    if (word.length > MAX_CHECKED_WORD_LETTERS) return ' '.repeat(word.length);
    const lower = word.toLowerCase().replace(/’/g, "'");
    if (isKnownWord(lower) || isKnownWord(lower.replace(/^[-'_]+|[-'_]+$/g, ''))) return word;
    if (budget >= word.length) {
      budget -= word.length;
      return word;
    }
    return ' '.repeat(word.length);
  });
}

export interface OfflineGrammarEngine extends GrammarEngine {
  /** Harper's lints alone, after the learner filter (for the benchmark's baseline). */
  harperOnly(text: string): Promise<GrammarIssue[]>;
  /** The learner rules alone. */
  rulesOnly(text: string): GrammarIssue[];
}

export async function createGrammarEngine(options: { harper?: boolean } = {}): Promise<OfflineGrammarEngine> {
  const useHarper = options.harper !== false;
  const known = useHarper ? loadCmuDict() : new Map<string, string>();
  const isKnownWord = (word: string) => known.has(word) || /^\d+$/.test(word);
  const linter = useHarper ? new LocalLinter({ binary, dialect: Dialect.American }) : null;
  if (linter) await linter.setup();
  // A second dictionary to tell Harper's sure spelling fixes from its guesses (decision 0014).
  const speller = useHarper ? createSpeller() : null;

  async function harperIssues(text: string): Promise<GrammarIssue[]> {
    if (!linter || text.trim() === '') return [];
    const lints = await linter.lint(limitSpellChecking(text, isKnownWord));
    const issues: GrammarIssue[] = [];
    for (const lint of lints) {
      const kind = lint.lint_kind();
      if (IGNORED_KINDS.has(kind)) continue;
      const message = lint.message();
      if (IGNORED_MESSAGES.some((re) => re.test(message))) continue;
      if (kind === 'Redundancy' && !KEPT_REDUNDANCY.test(message)) continue;
      if (kind === 'Miscellaneous' && !KEPT_MISCELLANEOUS.test(message)) continue;
      const span = lint.span();
      // harper.js 2.x reports UTF-16 offsets; guard anyway so a bad span never reaches the UI.
      if (span.start < 0 || span.end > text.length || span.end < span.start) continue;
      const wrong = text.slice(span.start, span.end);
      const suggestion = harperReplacement(lint, wrong);
      if (suggestion === undefined || suggestion === wrong) continue;
      if (isLearnerNoise(text, span.start, span.end, wrong, suggestion, kind, message, lint)) continue;
      const category = HARPER_CATEGORY[kind] ?? 'other';
      // Harper's dictionary lacks some everyday words that Hunspell's has ("wifi", which it made "wife"). Only
      // its dictionary misses (Spelling): a Typo is a real word that does not fit ("exited" for excited).
      if (kind === 'Spelling' && /^[\p{L}']+$/u.test(wrong) && speller?.knows(wrong)) continue;
      const sure = category === 'spelling' ? speller?.sureFix(wrong) : null;
      if (sure) {
        // The second dictionary's one fix replaces Harper's guess ("spain" → "Spain", not "slain").
        const sureCategory: GrammarCategory = sure.toLowerCase() === wrong.toLowerCase() ? 'capitalization' : 'spelling';
        issues.push({ start: span.start, end: span.end, text: wrong, suggestion: sure, explanation: FRIENDLY[sureCategory] ?? '', category: sureCategory, source: 'harper', sure: true });
        continue;
      }
      issues.push({ start: span.start, end: span.end, text: wrong, suggestion, explanation: explainHarper(lint, category, wrong, suggestion), category, source: 'harper' });
    }
    return issues;
  }

  return {
    async check(text: string): Promise<GrammarResult> {
      const issues = mergeIssues(runLearnerRules(text), await harperIssues(text));
      return { issues, corrected: applySuggestions(text, issues) };
    },
    harperOnly: harperIssues,
    rulesOnly: (text: string) => runLearnerRules(text),
  };
}
