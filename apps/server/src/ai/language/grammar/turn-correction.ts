// What a chat turn's correction is (issue 14): at most one changed fragment with a one-line
// reason, chosen from the grammar check after the chat gate (chat-gate.ts), at the learner's
// correction level. The conversation module stores it on the learner's message and gives it to
// the engine (ReplyContext.correction); the partner places correctionLine() before its question.
import type { Correction, CorrectionLevel } from '@parley/contract/conversation';
import { foreignPhraseSpans, gateIssue, isGibberish, isOtherLanguage, protectedSpans } from './chat-gate';
import type { GrammarEngine, GrammarIssue } from './grammar-types';
import { isPastSimple, pastForm, thirdPersonForm, baseForm } from './irregular-verbs';
import { LEARNER_RULES, runLearnerRules } from './learner-rules';

export type { Correction, CorrectionLevel };

/** Grammar categories whose errors change what the learner means: the only ones shown at 'meaning'. */
export const MEANING_CATEGORIES: ReadonlySet<string> = new Set(['tense', 'word-choice', 'pronoun']);

/** The level a learner gets until they choose one: the friend corrects only what changes the meaning. */
export function defaultCorrectionLevel(roleKind: 'teacher' | 'friend'): CorrectionLevel {
  return roleKind === 'teacher' ? 'everything' : 'meaning';
}

export interface TurnToCorrect {
  text: string;
  level: CorrectionLevel;
  /** The turn came from speech recognition: no capital-letter or punctuation corrections. */
  voice?: boolean | undefined;
  /** The learner's previous turn, for a finished time stated there ("Yesterday was great." → "I go …"). */
  previousLearnerText?: string | null | undefined;
}

/** Rules that read the previous turn as the sentence before this one. */
const CONTEXT_RULES = LEARNER_RULES.filter((r) => r.id === 'past-time-earlier-sentence');

/** Issues in `text` that only show with the previous turn before it (offsets into `text`). */
function issuesFromPreviousTurn(text: string, previous: string): GrammarIssue[] {
  const lead = `${previous.trim().replace(/[^.!?]$/, '$&.')} `;
  return runLearnerRules(`${lead}${text}`, CONTEXT_RULES)
    .filter((i) => i.start >= lead.length)
    .map((i) => ({ ...i, start: i.start - lead.length, end: i.end - lead.length }));
}

const PAST_TIME = /\b(?:yesterday|(?<!\bthe\s+)last\s+(?:night|week|weekend|month|year|summer|winter|spring|autumn|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:\w+|an?)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s+ago|in\s+(?:19|20)\d\d)\b/i;

/** The one-line reason: the rule's explanation without its example, the time word for a tense slip. */
export function reasonFor(issue: GrammarIssue, context: string): string {
  if (issue.category === 'tense') {
    const marker = PAST_TIME.exec(context)?.[0];
    if (marker && /past simple|finished time|happened/i.test(issue.explanation)) return `past simple for a finished time: ${marker.toLowerCase().replace(/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g, (d) => d.charAt(0).toUpperCase() + d.slice(1))}`;
  }
  const first = issue.explanation.split(/:\s*['"‘“]|(?<=[.!?])\s/)[0] ?? issue.explanation;
  const plain = first.replace(/\s*\(e\.g\.[^)]*\)?/i, '').replace(/[.:]\s*$/, '').trim();
  return plain.charAt(0).toLowerCase() + plain.slice(1);
}

/** "went — past simple for a finished time: yesterday" (a removal reads "remove 'about' — …"). */
export function correctionLine(correction: Correction): string {
  const fix = correction.fix === '' ? `remove "${correction.wrong.trim()}"` : correction.fix;
  return `${fix} — ${correction.reason}`;
}

export interface TurnCheck {
  correction: Correction | null;
  /** The grammar issue behind the correction (with its engine: harper, rules or model). */
  issue: GrammarIssue | null;
  /** Why nothing is shown, when the whole turn was skipped (for tests and the benchmark). */
  skipped: 'off' | 'other-language' | 'gibberish' | 'empty' | null;
  /** Every issue the check found, each with whether the gate kept it. */
  issues: Array<GrammarIssue & { kept: boolean; why: string | null }>;
}

/** A past-tense verb after a subject ("we had", "I moved"), or a finished time: the story is past. */
const PAST_MARK = /\b(?:yesterday|ago|(?<!\bthe\s+)last\s+(?:night|week|weekend|month|year|summer|winter|spring|autumn|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|when\s+(?:i|we|he|she|they)\s+was|when\s+(?:i|we|he|she|they)\s+were|in\s+(?:19|20)\d\d)\b/i;
const NOW_MARK = /\b(?:now|today|tonight|tomorrow|usually|always|often|every|sometimes|never|these\s+days|nowadays|at\s+the\s+moment|currently|next|still)\b/i;
const STATES = /^(?:be|like|love|hate|want|need|know|live|have|own|believe|think|understand|prefer|mean|seem|belong|work|study|cost|weigh|remember|agree|speak|look|sound|feel|taste|smell|contain|depend|wish|hope)$/i;
const SUBJECT_VERB = /\b(?:i|we|you|they|he|she|it|my\s+\w+|our\s+\w+)\s+(\w+)\b/gi;

function tellsPast(text: string): boolean {
  if (PAST_MARK.test(text)) return true;
  for (const m of text.matchAll(SUBJECT_VERB)) if (isPastSimple(m[1]!) || (/^[a-z]+ed$/i.test(m[1]!) && !/^(tired|bored|interested|excited|worried|married|used|need|feed|seed)$/i.test(m[1]!))) return true;
  return false;
}

/**
 * A third-person -s fix ("She help me" → "helps") in a story told in the past ("… when I moved
 * here", or a previous sentence "On Saturday we had a barbecue. My uncle bring …") teaches the wrong
 * tense: the verb becomes past instead ("helped", "brought"). Null: leave the issue as it is.
 */
function inPastStory<T extends GrammarIssue>(issue: T, text: string, previous: string): T | null {
  if (issue.category !== 'agreement') return null;
  const wrong = text.slice(issue.start, issue.end);
  if (!/^[a-z]+$/i.test(wrong) || issue.suggestion.toLowerCase() !== thirdPersonForm(wrong).toLowerCase()) return null;
  const sentenceStart = Math.max(text.lastIndexOf('.', issue.start), text.lastIndexOf('!', issue.start), text.lastIndexOf('?', issue.start)) + 1;
  const sentenceEnd = text.slice(issue.end).search(/[.!?]/);
  const sentence = text.slice(sentenceStart, sentenceEnd < 0 ? text.length : issue.end + sentenceEnd);
  const before = `${previous} ${text.slice(0, sentenceStart)}`;
  // States stay in the present ("We met in 2019. My sister lives in Rome" is still true).
  if (NOW_MARK.test(sentence) || STATES.test(baseForm(wrong))) return null;
  const restOfSentence = sentence.replace(wrong, ' ');
  if (!tellsPast(restOfSentence) && !tellsPast(before)) return null;
  return { ...issue, suggestion: pastForm(wrong), category: 'tense', explanation: "You are telling what happened in the past, so use the past simple: 'She helped me', 'My uncle brought his guitar.'" };
}

/** Checks a chat turn and returns its one correction (or why there is none). */
export async function checkTurn(grammar: GrammarEngine, turn: TurnToCorrect): Promise<TurnCheck> {
  const text = turn.text;
  if (turn.level === 'off') return { correction: null, issue: null, skipped: 'off', issues: [] };
  if (text.trim() === '') return { correction: null, issue: null, skipped: 'empty', issues: [] };
  if (isOtherLanguage(text)) return { correction: null, issue: null, skipped: 'other-language', issues: [] };
  if (isGibberish(text, [])) return { correction: null, issue: null, skipped: 'gibberish', issues: [] };
  const found = [...(await grammar.check(text)).issues];
  if (turn.previousLearnerText) {
    for (const extra of issuesFromPreviousTurn(text, turn.previousLearnerText)) {
      if (!found.some((i) => extra.start < i.end && extra.end > i.start)) found.push(extra);
    }
  }
  if (isGibberish(text, found)) return { correction: null, issue: null, skipped: 'gibberish', issues: [] };
  const spans = [...protectedSpans(text), ...foreignPhraseSpans(text, found)];
  const issues = found.map((issue) => {
    const verdict = gateIssue(issue, text, spans, turn.voice === true);
    // At 'meaning', a tense slip next to a time word ("Yesterday I go to the beach") is understood
    // as meant: the time word says when, so the friend lets it pass.
    const timeSaysWhen = issue.category === 'tense' && (PAST_TIME.test(text) || (turn.previousLearnerText != null && PAST_TIME.test(turn.previousLearnerText)));
    const atLevel = turn.level === 'everything' || (MEANING_CATEGORIES.has(issue.category) && !timeSaysWhen);
    return { ...issue, kept: verdict.keep && atLevel, why: verdict.keep ? (atLevel ? null : 'level') : verdict.why };
  });
  // The learner rules first (tuned for learner text), then the earliest in the turn.
  const best = issues.filter((i) => i.kept).sort((a, b) => Number(a.source !== 'rules') - Number(b.source !== 'rules') || a.start - b.start)[0];
  if (!best) return { correction: null, issue: null, skipped: null, issues };
  // This turn first: its own time word names the reason ("…: yesterday"), the previous turn's only when it has none.
  const context = `${text} ${turn.previousLearnerText ?? ''}`;
  const fixed = inPastStory(best, text, turn.previousLearnerText ?? '') ?? best;
  // A removal takes one neighbouring space with it, so applying it leaves no double space.
  let { start, end } = fixed;
  if (fixed.suggestion === '' && start < end) {
    if (text[start - 1] === ' ') start -= 1;
    else if (text[end] === ' ') end += 1;
  }
  const correction: Correction = {
    start,
    end,
    wrong: text.slice(start, end),
    fix: fixed.suggestion,
    reason: reasonFor(fixed, context),
    category: fixed.category,
  };
  const { kept: _kept, why: _why, ...issue } = fixed;
  return { correction, issue, skipped: null, issues };
}

/** The correction of a turn, or null: what the chat turn stores and shows. */
export async function correctTurn(grammar: GrammarEngine, turn: TurnToCorrect): Promise<Correction | null> {
  return (await checkTurn(grammar, turn)).correction;
}

/**
 * The grammar check as a chat partner should use it: only the gated correction of the turn, at
 * level 'everything' for a typed turn (the partner does not know the learner's level or whether
 * the turn was spoken; ReplyContext.correction carries the one the chat turn computed with both).
 */
export function chatTurnGrammar(grammar: () => Promise<GrammarEngine> | null): () => Promise<GrammarEngine | null> {
  return async () => {
    const engine = await grammar();
    if (!engine) return null;
    return {
      async check(text: string) {
        const { issue } = await checkTurn(engine, { text, level: 'everything' });
        if (!issue) return { issues: [], corrected: text };
        return { issues: [issue], corrected: text.slice(0, issue.start) + issue.suggestion + text.slice(issue.end) };
      },
    };
  };
}
