// A joke the learner tells rather than asks for: the "knock knock" game, a laugh, or a riddle answered by
// its own punchline, written or said aloud. The turn's classifier (turn-kinds.ts) reads these; asking the
// partner for a joke is its own kind there.
/** A joke the learner tells: the "knock knock" game, a riddle answered by its punchline, or a laugh. */
export const LEARNER_JOKE = /\bknock,? knock\b|\b(told|tell|telling) (my \w+|him|her|them|you|someone|a friend) a (good |funny |bad )?joke\b|\b(was going to|wanted to) tell you a joke\b|\bi'?d tell you a \w+ joke\b|\b(want|wanna) (to )?hear a joke\b|\b(here'?s|here is|i have|i know|let me tell you) a (good |funny |silly |bad )?joke\b|😂|🤣|😆|😏|😜|\b(haha+|hehe+|lol)\b/i;
const RIDDLE = /^(?:.*?\b)?(why did|why didn'?t|why do|why don'?t|why does|why doesn'?t|why was|why wasn'?t|why is|why are(?! (?:you|we|i)\b)|why aren'?t(?! (?:you|we|i)\b)|why can'?t|why couldn'?t|what do you call|what did|what's the difference between)\b[^?]*\?\s*[^?]{1,80}!\s*\S*$|^what(?:'s| is) (?!your\b|my\b)\w+(?: \w+)? and\b[^?]*\?\s*(?![^?]*\b(?:i|i'm|me|my)\b)[^?]{1,80}!\s*\S*$|^my (?:english|grammar|accent|pronunciation|spelling|memory|cooking|singing|dancing|driving) is like (?:a|an|the|my) [^!?:.,;]{3,60}[:.,;—–]\s*[^!?]{3,100}(?:!|😅|😂|🤣|😆|😜|😉|🙃)\s*\S*$|^my (?:english|grammar|accent|pronunciation|spelling|memory|cooking|singing|dancing|driving) is like (?:(?:a|an|the|my) )?[^!?:.,;]{3,60}\s*[:—–]\s*[^!?]{24,100}[.!]\s*$/i;
/**
 * A riddle about a third party answered in a plain sentence: "Why was the maths book sad? It had too many
 * problems.", "What do you call a bear with no teeth? A gummy bear." A question about "you" or "I" followed
 * by a statement ("Why did you ask? I was curious."), or one answered about the learner ("Why was the
 * bus late? I never found out."), is no riddle; nor is a present-tense why ("Why is the sky blue? …").
 */
const RIDDLE_PLAIN = /^(?:why (?:did|didn'?t|was|wasn'?t|can'?t|couldn'?t) (?:the|a|an) \w+[^?]*|what do you call (?:a|an|the|someone|somebody) [^?]*)\?\s*(?![^?]*\b(?:i|i'm|i've|me|my|we)\b)[^?]{2,80}[.!]\s*$/i;
/**
 * A "how" riddle with its punchline exclaimed: "How do you organise a party in space? You planet!". Only a
 * short exclaimed answer that is not about the learner counts: "How does the bus get there? It takes an
 * hour." is a question told on.
 */
const RIDDLE_HOW = /^how (?:do|does|did|can) (?:you|a|an|the) [^?]{3,80}\?\s*(?!(?:please|tell|help|thanks|thank|sorry|no|yes)\b)(?![^?]*\b(?:i|i'm|i've|me|my|we)\b)(?:\S+\s+){0,4}\S+!\s*$/i;
/** The same with "what does a …": "What does a cloud wear under its raincoat? Thunderwear!". */
const RIDDLE_WHAT = /^what (?:does|do) (?:a|an|the) [^?]{3,80}\?\s*(?!(?:please|tell|help|thanks|thank|sorry|no|yes)\b)(?![^?]*\b(?:i|i'm|i've|me|my|we)\b)(?:\S+\s+){0,4}\S+!\s*$/i;
/**
 * The classroom pun: "My teacher asked for a sentence with 'fascinate'. I wrote: 'My coat has ten
 * buttons, but I can only fasten eight.'" A sentence asked for with a word, then the answer given.
 */
const SENTENCE_PUN = /\b(?:asked|asks|told) (?:me |us |the class |him |her |them )?(?:for|to (?:write|make|say|give)) a sentence (?:with|using) ["'‘“]?[\w-]+["'’”]?[^.!?]*[.!?]\s*(?:and )?(?:i|he|she|they|my \w+) (?:wrote|said|answered|gave)\s*:?\s*["'‘“]/i;
/**
 * The same said aloud, with no punctuation: "what do you call a bear with no teeth a gummy bear". A
 * punchline of two words after its article; a relative clause ("what do you call a person who writes a
 * book") asks for a word instead. A thing "with no X" is the setup, and what follows is its punchline:
 * "what do you call a cow with no legs ground beef" ("a person with a lot of money" goes on with "of").
 */
const SPOKEN_CALL_RIDDLE = /^what do you call (?:a|an) (?!.*\b(?:who|that|which|when|where)\b)\w+(?: \w+){1,8} (?:a|an) \w+(?: \w+)?$|^what do you call (?:a|an) (?:dog|cat|cow|pig|fish|bear|duck|sheep|horse|bee|snake|owl|frog|deer|chicken|lion|elephant|dinosaur|penguin|shark|fly|ghost|skeleton|vampire|potato|cheese) (?:that|which|who) \w+(?: \w+){0,5} (?:a|an) [\w-]+$|^what do you call (?:a|an) \w+ with(?:out)? (?:(?:no|a|an|one|two|three|four) )?(?!(?:no|a|an|one|two|three|four)\b)\w+ (?!(?:of|in|on|at|for|to|from|and|or)\b)(?:(?:a|an) )?\w+(?: \w+)?$/i;

/** Whether the turn is a riddle with its punchline: "Why was the maths book sad? It had too many problems." */
export function isRiddle(t: string): boolean {
  // A riddle said aloud has no question mark: "why don't skeletons fight each other they don't have the guts".
  const spokenRiddle = !/[.?!]/.test(t) && /^(why did|why didn'?t|why do|why don'?t|why does|why is|why was|why are|why were|why can'?t|what do you call|what did)\b/i.test(t) && /\b(because|they|it|he|she|you)\b.{3,}$/i.test(t.split(/\s+/).slice(5).join(' ')) && (t.split(/\s+/).length >= 9 || (/\bbecause\b/i.test(t) && t.split(/\s+/).length >= 7));
  return RIDDLE.test(t) || RIDDLE_PLAIN.test(t) || RIDDLE_HOW.test(t) || RIDDLE_WHAT.test(t) || SENTENCE_PUN.test(t) || SPOKEN_CALL_RIDDLE.test(t) || spokenRiddle;
}
