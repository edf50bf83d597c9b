// Decides how a learner's line fits the turn a scene expects: key words (with a light stemmer)
// and similarity to the example answers. A refusal ("I don't want to work weekends") does not fit
// whatever its key words; a plain "No" fits "Any questions?"; a question that does not answer the
// turn is off-script (answered in character, not counted as a miss); and when the line already
// gives what the next turns ask ("a table for four on Saturday") those turns are skipped. The same
// judge drives every engine, so a scene moves on identically whichever engine writes the words.
import { hasAnswerShape, isRequest } from './scene-answer-shape';
import { questionIn } from './scene-off-script.data';
import { detailsFrom, pastDaysOut, withDetails, type SceneDetails } from './scene-details';
import type { SceneInput, SceneStep, TurnVerdict } from './types';
import { containsPhrase, similarity, stems, words } from './text';

/** Similarity to an example answer that counts as fitting without any key word. */
export const EXAMPLE_SIMILARITY_TO_FIT = 0.5;
/** After this many tries that do not fit, the partner models an answer and moves on. */
export const MAX_TRIES_PER_TURN = 3;

const HELP =
  /\b(help|hint|i don'?t know|i do not know|i don'?t understand|i do not understand|what (should|do|can) i say|no idea|pardon|repeat)\b/i;

/** Refusing what the scene needs, or contradicting it: not an answer that fits. */
const REFUSAL =
  /\b(i(?:'m| am) not here to answer (?:your |any )?questions|stop asking (?:me )?(?:questions|so many questions)|i (?:really )?(?:don'?t|do not|won'?t|will not) (?:want|wanna|do|work|pay|accept|come)\b(?! (?:to )?(?:be late|miss|forget|wait long))|i (?:won'?t|will not|refuse to) (?:show|give|tell|say|sign|send|pay|book|buy|take|answer|leave|open|fill)\b|i(?:'m| am) not (?:going to (?:show|give|tell|say|sign|send|pay|book|buy|take|answer|leave|open|fill)\b|(?:showing|giving|telling|saying|signing|sending|paying|booking|buying|taking|answering|opening|filling)\b)|i never (?:pay|sign|give|show|buy|accept)\b|i'?d rather not\b|i'?d prefer not to (?:say|tell|answer)\b|why do you (?:want|need) to know|(?:that'?s|it'?s) (?:private|personal|none of your business)\b|mind your own business|i refuse|\bi (?:won'?t|will not)[.!]*\s*$|(?:i'?m|i am) not (?:available|free) at all|(?:i'?m|i am) never (?:available|free)\b|no way|not interested|i don'?t care|forget it|never\.?\s*$|(?:i'?ll|i will|i'?m going to) (?:keep looking|look) (?:elsewhere|somewhere else|for (?:another|a different|something else))|(?:i'?ll|i will) (?:go|try) (?:somewhere else|elsewhere)|(?:is|that'?s|it'?s) (?:simply |just )?out of the question|(?:won'?t|will not|can'?t|cannot|refuse to) (?:settle for|agree to|accept)\b)/i;
const NO_QUESTIONS_TURN = /\bany (?:other |more )?questions\b|\banything else\b/i;
/** The learner saying they have nothing more to ask: "That's all I wanted to ask, thank you." */
const NOTHING_MORE = /\b(?:that'?s (?:all|everything)(?: (?:i|we) (?:wanted|needed|had) to (?:ask|know|say))?|nothing (?:else|more)(?: to ask)?|no (?:more|other|further) questions|(?:i|we) (?:don'?t|do not) have (?:any )?(?:more|other|further) questions)\b/i;
const PLAIN_NO = /^(no|nope|not really|no,? (?:thanks?|thank you)|none|nothing|no questions?|i'?m (?:fine|good),? thanks?|that'?s all|that'?s it)\b[\s\S]{0,50}$/i;
/** Key words too common to show that a line already answers a later turn. */
// "bad", "very", "not": "I've had a bad cough" does not answer "Is it very urgent?".
const GENERIC = new Set(['yes', 'no', 'please', 'my', "i'm", 'i', 'it', "it's", 'like', 'thanks', 'thank', 'ok', 'fine', 'good', 'sure', 'want', 'would', 'name', 'number', 'bad', 'very', 'not']);

/** A day the learner can name for an appointment or a plan. */
export const DAYS = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today)\b/i;
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

/** "Are you the new neighbour?" — "No, I'm not the new neighbour": the learner denies the scene's premise. */
export function contradicts(aiLine: string, text: string): boolean {
  const asked = /\b(?:are you|is this|is it|is that|is your name)\s+([^?]{3,40})\?/i.exec(aiLine)?.[1]?.trim();
  if (!asked) return false;
  const phrase = asked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(?:not|n't|no longer)\\s+${phrase}\\b`, 'i').test(text) || new RegExp(`\\b(?:not|n't)\\s+(?:a |an |the )?${phrase.replace(/^(a|an|the)\s+/i, '')}\\b`, 'i').test(text);
}

/** A question about the place itself ("Is the bank open on Saturdays?", "Are there showers?"), not an answer. */
const PLACE_QUESTION = /^(is there|are there|is the|are the|is it far|do you have|have you got|is a|does the|do they)\b[^?]*\?\s*$/i;

const LEAD_IN = /^(?:good (?:morning|afternoon|evening)|hello|hi|hey|sorry|excuse me|before i answer|one question|quick question|one more thing)\b/i;

/**
 * Whether every sentence of the turn but its question is a greeting or a lead-in ("Good morning.",
 * "Sorry, before I answer:"); "Yes, please. Do you have a quieter room?" answers before it asks.
 */
function onlyLeadInsBesides(text: string): boolean {
  const parts = text.trim().split(/(?<=[.!?:])\s+/);
  return parts.length > 1 && parts.filter((p) => !p.trim().endsWith('?')).every((p) => LEAD_IN.test(p.trim()) && words(p).length <= 4);
}

/** A question back that is not a request for help: the scene character answers it and asks again. */
export function isOffScriptQuestion(text: string): boolean {
  // A question with a sentence of context after it ("Do you repair roofs as well? Ours leaks."), and one
  // said aloud after a greeting ("hello which bus stops near the surgery", read without its lead-in), still ask.
  const t = text.trim();
  return (/\?/.test(t) || /^(do|does|is|are|can|could|how|what|which|where|when|why|will|would|have|has|should|shall)\b/i.test(questionIn(t))) && !isAskingForHelp(t);
}

export function isAskingForHelp(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '?' || trimmed === '??' || HELP.test(trimmed);
}

export function checkTurn(expected: { keywords: string[]; examples: string[] }, text: string, aiLine = ''): TurnVerdict {
  const tokens = stems(text);
  if (NO_QUESTIONS_TURN.test(aiLine) && PLAIN_NO.test(text.trim())) return { fits: true, score: 1, matchedKeywords: [], askedForHelp: false, declined: true };
  const listed = expected.keywords.filter((k) => containsPhrase(tokens, k));
  const detail = listed.length === 0 ? detailAnswer(expected.keywords, text) : null;
  const matchedKeywords = detail ? [detail] : listed;
  const bestSimilarity = Math.max(0, ...expected.examples.map((e) => similarity(text, e)));
  const keywordScore = matchedKeywords.length > 0 ? Math.min(1, 0.6 + 0.1 * (matchedKeywords.length - 1)) : 0;
  const askedForHelp = isAskingForHelp(text) && matchedKeywords.length === 0;
  // "No, never." answers "Have you done yoga before?": a short no to a yes/no question refuses nothing.
  const plainNoToYesNo = /(?:^|[.!]\s+)(?:have|has|do|does|did|are|is|can|could|would|will|were|was) you\b[^?]*\?\s*$/i.test(aiLine) && /^(no|nope|not really|never)\b[\s\S]{0,30}$/i.test(text.trim()) && !/\b(won'?t|will not|refuse|not going to|don'?t want)\b/i.test(text);
  // "No, checking homework is your job." to "Could you check his diary?": a request turned down.
  const declinedRequest = isRequest(aiLine) && /^(?:no|nope|no way|not really|sorry,? no)\b(?!,? (?:problem|worries))/i.test(text.trim());
  const refused = (isRefusal(text) && !plainNoToYesNo) || declinedRequest || contradicts(aiLine, text);
  // A question about the place answers nothing, whatever words it shares, unless the turn asks for a question.
  // "Good morning. Is there a monthly fee?" asks the same as the bare question: a greeting or a lead-in
  // ("Sorry, before I answer:") around it says nothing more.
  const placeQuestion = (PLACE_QUESTION.test(text.trim()) || (onlyLeadInsBesides(text) && PLACE_QUESTION.test(questionIn(text)))) && !/\b(questions?|ask)\b/i.test(aiLine);
  // An answer of the kind the question asks for (a place to "Where?", a name and number) fits in other words too.
  const shaped = matchedKeywords.length === 0 && bestSimilarity < EXAMPLE_SIMILARITY_TO_FIT && hasAnswerShape(aiLine, text);
  const score = Math.round(Math.max(bestSimilarity, keywordScore, shaped ? 0.6 : 0) * 100) / 100;
  const fits = !askedForHelp && !refused && !placeQuestion && words(text).length > 0 && (matchedKeywords.length > 0 || bestSimilarity >= EXAMPLE_SIMILARITY_TO_FIT || shaped);
  // "Yes. Is there a toilet near here?" to "Can I help you?": the yes says nothing of what is needed,
  // so the question is what the learner came for, answered in character.
  const yesThenAsks = /\b(?:can|may|how can) i help( you)?\b/i.test(aiLine) && /^(?:yes|yeah|yep|ok(?:ay)?|sure|please|yes,? please)[.!,]*\s+\S[^.!]*\?\s*$/i.test(text.trim()) && !listed.some((k) => !GENERIC.has(k.toLowerCase()) && containsPhrase(stems(questionIn(text)), k));
  if (yesThenAsks) return { fits: false, score, matchedKeywords, askedForHelp: false, offScript: true };
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

/**
 * `earlier`: the learner's earlier lines in this scene. "Hi! I'm Tavo, a chemistry student." answers
 * "What do you do?" three lines later too; only a key word no turn before it also asks for counts
 * ("bananas" said for "What would you like?" does not answer "Anything else?").
 */
export function judgeSceneTurn(scene: SceneInput, state: SceneState, text: string, earlier: readonly string[] = []): SceneStep {
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
    const earlierTokens = stems(earlier.join(' . '));
    const askedBefore = new Set(scene.turns.slice(0, answeredTurn + 1).flatMap((t) => t.expected.keywords.map((k) => k.toLowerCase())));
    // The last turn too: "Two tickets at the back" answers "Front or back?", and the scene ends there.
    while (nextTurn < turnCount) {
      const keywords = scene.turns[nextTurn]!.expected.keywords;
      // Numbers are left out: "for six" answers how many, not what time.
      const ai = scene.turns[nextTurn]!.ai;
      // "Any other questions?" at the end is the learner's to answer, whatever words came before.
      // Unless this line already said there is nothing more to ask: then the question is not put at all.
      const nothingMore = NO_QUESTIONS_TURN.test(ai) && NOTHING_MORE.test(text);
      if (nextTurn === turnCount - 1 && NO_QUESTIONS_TURN.test(ai) && !nothingMore) break;
      // "What's the name of your hotel?" is not answered by "I can't find my hotel": a question for a
      // name is answered by the name, not by the word the question itself names.
      const asksName = /\bname of\b|\bwhat(?:'s| is) (?:it|your \w+|the \w+) called\b/i.test(ai);
      // "the Park Hotel" names it: a capitalised word before the key word.
      // "the Hotel Miramar" names it too: the capitalised key word before a capitalised word.
      const named = (k: string) => new RegExp(`\\p{Lu}[\\p{L}'-]+ (?:${k}|${k.charAt(0).toUpperCase()}${k.slice(1)})\\b|\\b${k.charAt(0).toUpperCase()}${k.slice(1)} \\p{Lu}\\p{Ll}`, 'u').test(text);
      const later = keywords.filter((k) => !GENERIC.has(k.toLowerCase()) && !NUMBERS.test(k) && containsPhrase(tokens, k) && !(asksName && new RegExp(`\\b${k}\\b`, 'i').test(ai) && !named(k)));
      const day = keywords.some((k) => DAYS.test(k)) && DAYS.test(pastDaysOut(text));
      // "at eight" answers "What time?", "for five people" answers "How many?" (numbers alone do not).
      const given = detailsFrom([text]);
      // "The 7 o'clock or the 9 o'clock show?" is a choice of time, answered as "what time" is.
      const detail = ((/\bwhat time\b/i.test(ai) || /o'clock\b[^?]*\bor\b|\bor\b[^?]*o'clock\b/i.test(ai)) && Boolean(given.time)) || (/\bhow many\b/i.test(ai) && Boolean(given.count));
      // "it's quite urgent" answers "Is it very urgent?": a yes/no question whose words the line already says.
      // Helping words and "been" or "ever" are not what is asked: "Have you been to the market yet?" is
      // answered by "I already go to the market"; "Shall I put it in writing?" by "send me it in writing".
      const yesNo = /^(?:.*[.!]\s+)?(is|are|do|does|have|has|can|will|would|shall|should|could)\b[^?]*\?\s*$/i.exec(ai);
      const asked = yesNo ? [...(ai.split(/[.!]\s+/).pop() ?? '').toLowerCase().matchAll(/[a-z]{4,}/g)].map((m) => m[0]).filter((w) => !/^(very|that|this|there|with|your|have|does|will|would|shall|should|could|been|ever|already|still|some|much|many|they|them|want|like)$/.test(w)) : [];
      // "I'd like to open an account with a debit card" at the start answers "Would you like a debit card
      // with it?" later: an offer of what an earlier line already asked for.
      const offer = yesNo && /\b(?:would you like|do you want|do you need)\b/i.test(ai);
      // "I live alone" early on answers "Do you live alone?" later: two or more of its words all said before.
      const answeredYesNo = (asked.length > 0 && asked.every((w) => containsPhrase(tokens, w) || (offer && containsPhrase(earlierTokens, w)))) || (asked.length >= 2 && asked.every((w) => containsPhrase(earlierTokens, w)));
      // Only a question for a fact ("What do you do?"), never "Anything else?" or a yes/no question,
      // which the learner answers now whatever they said before.
      // So is an offer with its options listed after it ("Do you want to try any classes? We have yoga,
      // spinning and swimming."), which a learner who named one before ("keen to try your yoga classes") has answered.
      const factQuestion = (/\b(?:what|where|which|who|when|how)\b[^?.!]*\?\s*$/i.test(ai) || /\b(?:would you like|do you want)\b[^?]*\?\s+(?:we have|we offer|there are|we do)\b/i.test(ai)) && !NO_QUESTIONS_TURN.test(ai);
      const toldBefore = factQuestion && !asksName && keywords.some((k) => !GENERIC.has(k.toLowerCase()) && !NUMBERS.test(k) && !askedBefore.has(k.toLowerCase()) && containsPhrase(earlierTokens, k));
      // "An aisle seat, please" at check-in answers "Would you like a window or an aisle seat?" later: a
      // choice one option of which an earlier line (or this one) named, and not the other.
      // The options are the words either side of "or", or, when both name one noun ("a current account or a
      // savings account"), the words before it.
      // "That's five dollars, please. Cash or card?": one word before "or" is an option too.
      const choice = /(?:(\w+) )?(\w+) or (?:an? |your |the )?(\w+)(?: (\w+))?\?\s*$/i.exec(ai);
      const options = choice ? (choice[4] && choice[1] && choice[4] === choice[2] ? [choice[1], choice[3]!] : [choice[2]!, choice[3]!]).map((o) => o.toLowerCase()) : undefined;
      // Named as a wish ("I'd love an aisle seat", "get my money back"), not in passing ("The size is wrong").
      // "I'll pay by card" chooses too.
      const saidEarlier = (o: string) => new RegExp(`\\b(?:want|wanted|like|love|prefer|rather|get|take|have|please|pay|paying)\\b(?:\\s+[\\w']+){0,3}\\s+${o}\\b`, 'i').test([...earlier, text].join(' . '));
      const chosenBefore = options !== undefined && options.filter(saidEarlier).length === 1 && !options.some((o) => GENERIC.has(o) || /^(?:a|an|the|your|my)$/.test(o));
      // "The booking is for Kila, and my number is 0412 555 890" answers "Can I have your name and phone number?".
      const contact = /\byour name\b|\b(?:phone )?number\b/i.test(ai) && /\?\s*$/.test(ai) && !/\bhow many\b|\bnumber of\b/i.test(ai) &&
        (!/\byour name\b/i.test(ai) || Boolean(given.name)) && (!/\bnumber\b/i.test(ai) || /\d[\d -]{5,}\d/.test(text));
      // "Did you exchange details with the other driver?" after "We exchanged details straight away": a
      // past action asked about whose verb and object an earlier line already said.
      const did = /\bdid you (\w+) (?:(?:the|any|your|their|some)\s+)?(\w{4,})\b[^?]*\?\s*$/i.exec(ai);
      // "exchange" is stemmed "exchange" but "exchanged" "exchang": the verb is also tried without its e.
      const didBefore = did !== null && [tokens, earlierTokens].some((ts) => (containsPhrase(ts, did[1]!) || containsPhrase(ts, did[1]!.replace(/e$/, ''))) && containsPhrase(ts, did[2]!));
      if (later.length === 0 && !day && !detail && !answeredYesNo && !toldBefore && !chosenBefore && !contact && !didBefore && !nothingMore) break;
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

/** The summary; the phrases to remember carry the learner's details ("There are six of us"). */
export function sceneSummaryText(scene: SceneInput, hintedTurns: number, details: SceneDetails = {}): string {
  const turnCount = scene.turns.length;
  const unaided = Math.max(0, turnCount - hintedTurns);
  const phrases = scene.keyPhrases.slice(0, 3).map((p) => withDetails(p.text, details).replace(/[.!?…]+$/, ''));
  const praise = hintedTurns === 0 ? 'Excellent work!' : unaided >= turnCount / 2 ? 'Well done!' : 'Good effort!';
  return `${praise} You finished "${scene.title}": ${turnCount} turns, ${unaided} without help. Phrases to remember: ${phrases.join('; ')}.`;
}
