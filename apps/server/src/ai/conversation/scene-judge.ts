// Decides how a learner's line fits the turn a scene expects: key words (with a light stemmer)
// and similarity to the example answers. A refusal ("I don't want to work weekends") does not fit
// whatever its key words; a plain "No" fits "Any questions?"; a question that does not answer the
// turn is off-script (answered in character, not counted as a miss); and when the line already
// gives what the next turns ask ("a table for four on Saturday") those turns are skipped. The same
// judge drives every engine, so a scene moves on identically whichever engine writes the words.
import type { SceneInput, SceneStep, TurnVerdict } from './types';
import { containsPhrase, similarity, stems, words } from './text';

/** Similarity to an example answer that counts as fitting without any key word. */
export const EXAMPLE_SIMILARITY_TO_FIT = 0.5;
/** After this many tries that do not fit, the partner models an answer and moves on. */
export const MAX_TRIES_PER_TURN = 3;

const HELP =
  /\b(help|hint|i don'?t know|i do not know|i don'?t understand|i do not understand|what (should|do|can) i say|no idea|pardon|repeat)\b/i;

/** Refusing what the scene needs, or contradicting it: not an answer that fits. */
const REFUSAL = /\b(i (?:really )?(?:don'?t|do not|won'?t|will not) (?:want|wanna|do|work|pay|accept|come)\b(?! (?:to )?(?:be late|miss|forget|wait long))|i refuse|no way|not interested|i don'?t care|forget it|never\.?\s*$)/i;
const NO_QUESTIONS_TURN = /\bany (?:other |more )?questions\b|\banything else\b/i;
const PLAIN_NO = /^(no|nope|not really|no,? (?:thanks?|thank you)|none|nothing|no questions?|i'?m (?:fine|good),? thanks?|that'?s all|that'?s it)\b[\s\S]{0,30}$/i;
/** Key words too common to show that a line already answers a later turn. */
const GENERIC = new Set(['yes', 'no', 'please', 'my', "i'm", 'i', 'it', "it's", 'like', 'thanks', 'thank', 'ok', 'fine', 'good', 'sure', 'want', 'would', 'name', 'number']);

const DAYS = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today)\b/i;
const NUMBERS = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|\d+)\b/i;

/**
 * A detail of the kind the turn asks for, though not one of its listed words: a turn whose key words
 * are days takes any day ("Tomorrow"), one whose key words are numbers takes any number ("At nine").
 */
function detailAnswer(keywords: readonly string[], text: string): string | null {
  if (keywords.some((k) => DAYS.test(k))) {
    const day = DAYS.exec(text)?.[1];
    if (day) return day.toLowerCase();
  }
  if (keywords.some((k) => NUMBERS.test(k))) {
    const n = NUMBERS.exec(text)?.[1];
    if (n) return n.toLowerCase();
  }
  return null;
}

export function isRefusal(text: string): boolean {
  return REFUSAL.test(text.trim());
}

/** A question back that is not a request for help: the scene character answers it and asks again. */
export function isOffScriptQuestion(text: string): boolean {
  const t = text.trim();
  return (/\?\s*$/.test(t) || /^(do|does|is|are|can|could|how|what|where|when|why|will|would|have|has)\b/i.test(t)) && !isAskingForHelp(t);
}

export function isAskingForHelp(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '?' || trimmed === '??' || HELP.test(trimmed);
}

export function checkTurn(expected: { keywords: string[]; examples: string[] }, text: string, aiLine = ''): TurnVerdict {
  const tokens = stems(text);
  if (NO_QUESTIONS_TURN.test(aiLine) && PLAIN_NO.test(text.trim())) return { fits: true, score: 1, matchedKeywords: [], askedForHelp: false };
  const listed = expected.keywords.filter((k) => containsPhrase(tokens, k));
  const detail = listed.length === 0 ? detailAnswer(expected.keywords, text) : null;
  const matchedKeywords = detail ? [detail] : listed;
  const bestSimilarity = Math.max(0, ...expected.examples.map((e) => similarity(text, e)));
  const keywordScore = matchedKeywords.length > 0 ? Math.min(1, 0.6 + 0.1 * (matchedKeywords.length - 1)) : 0;
  const score = Math.round(Math.max(bestSimilarity, keywordScore) * 100) / 100;
  const askedForHelp = isAskingForHelp(text) && matchedKeywords.length === 0;
  const refused = isRefusal(text);
  const fits = !askedForHelp && !refused && words(text).length > 0 && (matchedKeywords.length > 0 || bestSimilarity >= EXAMPLE_SIMILARITY_TO_FIT);
  const offScript = !fits && !refused && !askedForHelp && isOffScriptQuestion(text);
  return { fits, score, matchedKeywords, askedForHelp, ...(refused ? { refused } : {}), ...(offScript ? { offScript } : {}) };
}

export interface SceneState {
  /** The turn the learner answers next. */
  turn: number;
  /** Tries at that turn that did not fit so far. */
  misses: number;
  hintedTurns: number;
}

export function judgeSceneTurn(scene: SceneInput, state: SceneState, text: string): SceneStep {
  const turnCount = scene.turns.length;
  const answeredTurn = Math.min(state.turn, turnCount - 1);
  const expected = scene.turns[answeredTurn]?.expected ?? { keywords: [], examples: [] };
  const verdict = checkTurn(expected, text, scene.turns[answeredTurn]?.ai ?? '');
  // An off-script question is answered in character and does not count as a miss.
  const misses = verdict.fits || verdict.offScript ? state.misses : state.misses + 1;
  const advance = verdict.fits || misses >= MAX_TRIES_PER_TURN;
  const neededHelp = misses > 0;
  const hintedTurns = state.hintedTurns + (advance && neededHelp ? 1 : 0);
  let nextTurn = advance ? answeredTurn + 1 : answeredTurn;
  // Skip the turns this line already answered ("for four people on Saturday" answers the day and the size).
  if (verdict.fits) {
    const tokens = stems(text);
    while (nextTurn < turnCount - 1) {
      const keywords = scene.turns[nextTurn]!.expected.keywords;
      // Numbers are left out: "for six" answers how many, not what time.
      const later = keywords.filter((k) => !GENERIC.has(k.toLowerCase()) && !NUMBERS.test(k) && containsPhrase(tokens, k));
      const day = keywords.some((k) => DAYS.test(k)) && DAYS.test(text);
      if (later.length === 0 && !day) break;
      nextTurn += 1;
    }
  }
  return {
    answeredTurn,
    verdict,
    advance,
    nextTurn,
    completed: nextTurn >= turnCount,
    misses: advance ? 0 : misses,
    hintedTurns,
  };
}

export function sceneSummaryText(scene: SceneInput, hintedTurns: number): string {
  const turnCount = scene.turns.length;
  const unaided = Math.max(0, turnCount - hintedTurns);
  const phrases = scene.keyPhrases.slice(0, 3).map((p) => p.text.replace(/[.!?…]+$/, ''));
  const praise = hintedTurns === 0 ? 'Excellent work!' : unaided >= turnCount / 2 ? 'Well done!' : 'Good effort!';
  return `${praise} You finished "${scene.title}": ${turnCount} turns, ${unaided} without help. Phrases to remember: ${phrases.join('; ')}.`;
}
