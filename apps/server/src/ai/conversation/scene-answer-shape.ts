// Whether a learner's line has the shape of an answer to the question the scene character asked,
// whatever its words: "By the fountain in the park." answers "Where shall we meet?" though the
// scene lists only the station and the café; "Puig, 612 345 678." gives a name and a number. The
// scene's key words and examples are a few answers among many a learner may give; a patient tutor
// accepts any real answer rather than saying "not quite" to it. Refusals, requests for help and
// questions are judged before this (scene-judge.ts), so a shape never makes them fit.
import { words } from './text';

const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a couple|a few|just the (?:two|three|four) of us|\\d+)';
const DAY = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|weekend|next week|this week|morning|afternoon|evening|\d{1,2}(?:st|nd|rd|th)\b|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
const CLOCK = new RegExp(`\\b(?:\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?|o'clock|h)?|${NUMBER_WORD}\\s*(?:o'clock|thirty|fifteen|forty-five|[ap]\\.?m\\.?)|noon|midday|midnight|half past|quarter (?:past|to)|morning|afternoon|evening|lunchtime|after work|after (?:school|lunch|dinner))\\b`, 'i');
const COUNT = new RegExp(`\\b${NUMBER_WORD}\\b|\\b(?:just me|only me|alone|myself|both of us|all of us)\\b`, 'i');
/** A place said with a preposition and a noun ("by the fountain", "at my house", "in front of the cinema"). */
const PLACE = /\b(?:at|by|in|near|outside|inside|behind|beside|opposite|under|from|across|next to|in front of|on the corner of|close to|around)\s+(?:the|a|an|my|your|our|his|her|their|that|this)\s+\p{L}{3,}|\b(?:at|in|near|from|outside)\s+\p{Lu}\p{L}+|\b(?:here|there|home|upstairs|downstairs|next door|outside|inside)\b/iu;
/** "It's the air conditioning", "The shower": a thing named as the answer. */
const NAMED_THING = /^(?:(?:it'?s|it is|that'?s|there'?s|there is|i think it'?s|probably)\s+)?(?:the|a|an|my|some)\s+\p{L}{3,}/iu;
/** What a problem sounds like: something wrong, broken, missing, too big, hurting, not working. */
const PROBLEM = /\b(?:wrong|broken|broke|break|doesn'?t|don'?t|isn'?t|aren'?t|won'?t|can'?t|didn'?t|wasn'?t|not|no|too|hole|stain|missing|dirty|noisy|noise|loud|cold|hot|leak|leaks|leaking|hurts?|pain|ache|aches|sore|damaged|torn|late|lost|stolen|problem|instead|rattles?|stopped|smells?|tight|loose|faulty|cracked|expired)\b/i;
const PHONE = /\d[\d\s-]{5,}\d/;
/** A name given as a capitalised word, or after "my name is" / "it's" / "under". */
const GIVEN_NAME = /(?:^|\b(?:name is|name's|i'?m|i am|it'?s|under|this is)\s+)\p{Lu}\p{L}+/u;
const YES = /^(?:yes|yeah|yep|sure|of course|certainly|definitely|absolutely|i do|i have|i did|i am|i can|i would|i'd love|i think so|a little|a bit|sometimes|maybe)\b/i;
/** A no that explains itself ("No, I've never done yoga, but I run"): an answer, not a refusal. */
const EXPLAINED_NO = /^(?:no|not really|never|nope)\b[,.!]?\s+\S+(?:\s+\S+){2,}/i;

/** The last question of the character's line: the one a learner answers. */
function lastQuestion(aiLine: string): string {
  return (
    aiLine
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.trim().endsWith('?'))
      .pop() ?? ''
  ).trim();
}

/**
 * What kind of answer the question asks for, from its question word: a place, a day, a time, a
 * number, a name (and number), a problem, a yes or no; null when the question is open ("What would
 * you like?") and only the scene's own words can tell.
 */
export type AnswerKind = 'place' | 'day' | 'time' | 'count' | 'contact' | 'problem' | 'yes-no';

export function answerKindOf(aiLine: string): AnswerKind | null {
  const q = lastQuestion(aiLine).toLowerCase();
  if (!q) return null;
  if (/\bname\b.*\b(?:number|phone)\b|\b(?:phone|contact) number\b|\bwhat'?s your name\b|\byour name\b/.test(q)) return 'contact';
  if (/^(?:and )?(?:so )?what time\b|\bwhat time\b|\bwhen (?:shall|should|can|could|do|would) (?:we|you|i) (?:meet|start|come)\b|\bhow about what time\b/.test(q)) return 'time';
  if (/\b(?:which|what) day\b|\bwhen\b/.test(q)) return 'day';
  if (/\bhow many\b|\bhow much\b|\bfor how many\b/.test(q)) return 'count';
  if (/\bwhere\b/.test(q)) return 'place';
  if (/\b(?:what'?s|what is|what seems to be) (?:the )?(?:problem|matter|wrong|issue)\b|\bwhat'?s wrong\b|\bwhat happened\b|\bwhat seems to be\b/.test(q)) return 'problem';
  if (/^(?:(?:and|so|ok|okay|great|good|right),?\s+)?(?:have|has|do|does|did|are|is|can|could|would|will|were|was) (?:you|your|it|there|anyone|he|she)\b/.test(q)) return 'yes-no';
  return null;
}

/** "Could you also check his homework diary?", "Can you fill in this form?": the character asks for something. */
export function isRequest(aiLine: string): boolean {
  return /^(?:(?:and|so|also|ok|okay|great|good|right),?\s+)?(?:could|can|would|will) you (?!like\b|prefer\b|rather\b|recommend\b|agree\b|say\b|ever\b|consider\b|describe\b)(?:please |also |just )?\p{L}+/iu.test(lastQuestion(aiLine)) && !/\byou (?:tell|give|show) me\b/i.test(lastQuestion(aiLine));
}

/** Whether the line is an answer of the kind the character's question asks for. */
export function hasAnswerShape(aiLine: string, text: string): boolean {
  const kind = answerKindOf(aiLine);
  const t = text.trim();
  if (!kind || t.endsWith('?') || words(t).length === 0) return false;
  switch (kind) {
    case 'place':
      // "It's the air conditioning. It rattles all the time.": the first sentence names the thing.
      return PLACE.test(t) || [t.split(/(?<=[.!])\s+/)[0] ?? t].some((first) => NAMED_THING.test(first) && words(first).length <= 6);
    case 'day':
      return DAY.test(t) || CLOCK.test(t);
    case 'time':
      return CLOCK.test(t);
    case 'count':
      return COUNT.test(t);
    case 'contact':
      return PHONE.test(t) || GIVEN_NAME.test(t);
    case 'problem':
      return PROBLEM.test(t) && words(t).length >= 3;
    case 'yes-no':
      // A "no" to a request ("Could you check his diary?") turns it down: that is the judge's refusal.
      return YES.test(t) || (EXPLAINED_NO.test(t) && !isRequest(aiLine));
  }
}
