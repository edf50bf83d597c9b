// What kind of turn the learner just took, decided before the partner replies: a request (repeat,
// slower, a word's meaning, a difference, a grammar question, feedback), a social move (greeting,
// thanks, goodbye, a joke, rudeness), a question back to the partner, a question about what the
// partner remembers, a topic change, or a plain statement or yes/no. Feelings and language are
// judged in feelings.ts and language-guess.ts; this file only reads the words.
import { FAMILY, PETS } from './facts';
import { GRAMMAR_TOPICS } from './grammar-topics.data';
import { isRiddle, LEARNER_JOKE } from './learner-jokes';
import { idiomWithin, phrasalVerbWithin } from './learner-glossary.data';
import { freeTopicOf, topicNamed, topicWordOf } from './topics';
import { COMPARATIVE_OF, ING_OF, PLURAL_OF } from './word-forms';
import { asksAboutOwnSentence } from './own-sentence';

export type TurnKind =
  | { kind: 'repeat' }
  | { kind: 'slower' }
  | { kind: 'not-understand' }
  | { kind: 'meaning'; term: string; how: 'define' | 'translate'; askedIn?: string } // askedIn: the language the request was written in
  | { kind: 'difference'; a: string; b: string }
  | { kind: 'grammar-question'; question: string }
  | { kind: 'feedback-request' }
  | { kind: 'recall'; about: RecallTopic }
  /**
   * `topic`: one of TOPIC_TAGS, null for "let's change the topic" without saying to what or for a subject
   * named outside them, which `free` holds as named ("space", "gardening").
   */
  | { kind: 'topic-change'; topic: string | null; free?: string; named?: string }
  | { kind: 'joke' }
  | { kind: 'learner-joke'; knockKnock: boolean; told: boolean }
  | { kind: 'bored' }
  | { kind: 'wait' }
  | { kind: 'apology' }
  | { kind: 'insult' }
  | { kind: 'goodbye' }
  | { kind: 'thanks' }
  | { kind: 'greeting'; howAreYou: boolean }
  | { kind: 'question-back'; question: string }
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'unsure' }
  | { kind: 'statement' };

export type RecallTopic = 'name' | 'from' | 'lives-in' | 'pet' | 'family' | 'job' | 'studies' | 'likes' | 'plan' | 'guess' | 'anything' | 'search';
const clean = (text: string) => text.trim().replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');
const unquote = (s: string) => s.replace(/^["'“‘]+|["'”’.?!]+$/g, '').trim();

const REPEAT = /\b(repeat( (that|it|the question|please))?|(say|ask)( me)? (it |that |(?:the|your)(?: last)? question )?again|once more|one more time|what was (the|your) question|what('s| is) the question( again)?|the question again|say (it|that) again|(say|ask) (it |that )?one more time|what did you (just )?(say|ask)|what (?:was|is) it (?:that )?you (?:just )?asked|come again|pardon|^sorry,? what\??$|^sorry\?$|(?:^|[.!?,]\s+)(?:sorry,? )?what was that( again)?(?=\s*\??$)|(?:headphones|earphones|sound|audio|connection|signal|you) (?:just )?(?:cut|cuts|went|dropped) out|missed (your|the) (question|message|last message)|(i )?missed (that|it|what you said)|didn'?t see (your|the) (question|message)|didn'?t (hear|catch)( you| that| it)?|can you say that again|^(again|once again)( please)?[.!?]*$|\bagain,? please\b)\b/i;
const SLOWER = /\b(more )?slowly\b|\bslow down\b|\b(speak|talk|say it|write) (more )?slow(er)?\b|\bsimpler\b|\bmore simpl[ey]\b|\beasier (words|english|question)|\b(speak|talk|write) (more )?simpl[ey]\b|\bsimple (english|words)\b|\btoo (fast|difficult|hard|complicated|long)\b|\b(sentences?|questions?|messages?|words) (shorter|simpler|easier)\b|\bshorter (sentences|questions|messages)\b|\bhard to follow\b/i;
const NOT_UNDERSTAND = /\b(i )?(don'?t|do not|didn'?t|did not|can'?t|cannot) (understand|get (it|that|this|what you mean|the question)|follow)\b|\bnot sure what you mean\b|\bwhat do you mean\b|\bi'?m (confused|lost)\b|^(\?+|huh\??|what\?*)$/i;
const FEEDBACK = /\b(feedback|how('?s| is| was) my english|(is|was) my english (ok|good|correct|right|bad)|correct (me|my (english|mistakes|sentences?))|(any|my) mistakes|how am i doing|was (that|it|my sentence) correct|did i (make|say|write|spell) .*(mistakes?|wrong|correct(?:ly)?|right)|do i make (a lot of |many |lots of |any |big )?(mistakes|errors)|(check|correct) my (grammar|english|writing|sentences?|messages?)|is my grammar (ok|okay|good|correct|bad|right|alright|all right)|(?:is|was) (?:that|this|my) sentence (?:ok|okay|good|correct|right|alright|all right)\b|how('?s| is| was) my grammar|(do|did) i sound (natural|ok|okay|good|fluent|right|correct|native)|did (that|it) sound (natural|ok|okay|good|right|correct)( to you)?|(what|how) (should|can|could|do) i (improve|get better)|improve my (english|grammar|speaking|writing)|what (are|is) my (weak|biggest|main) (points?|problems?|mistakes?)|what should i (work on|practi[sc]e|focus on|improve)|(what|which|how many) (mistakes|errors) (did|do|have) i|(are|were|is|was) there (many|a lot of|lots of|any|too many|big|serious) (mistakes|errors)|(check|correct|proofread|proof-read|look over|go over|look at) (that|this|the|my last) (sentence|message|one|line)( for me)?|(check|look at|look over) my (grammar|english|spelling) in (that|this|the|my last) (sentence|message|one|line)|(is there )?anything wrong (in|with) (that|this|my|the) (last )?(sentence|message|one|line)|(is|was) (that|this|my) (last )?(sentence|message|english) (right|correct|ok|okay|good|fine|natural)|(?:is|was) the grammar (?:in|of) (?:that|this|my|the) (?:last )?(?:sentence|message|one) (?:ok|okay|right|correct|good)|did (?:that|this|my|the) (?:last )?(?:sentence|message|one) sound (?:ok|okay|right|natural|correct|good)|(?:tell me|let me know) (?:if|whether) (?:that|this|my|the) (?:last )?(?:sentence|message|one) (?:was|is) (?:right|correct|ok|okay|good)|did i get (?:that|this|the|my) (?:last )?(?:sentence|message|one) right|(?:does|did|would|should) (?:that|this|my|the) (?:last )?(?:sentence|message|line|one) need (?:any |some )?(?:fixing|correcting|corrections?|changes?|changing|work)|(?:anything|something) (?:to fix|to correct|to change) in (?:that|this|my|the) (?:last )?(?:sentence|message|line|one))\b/i;
const JOKE = /\b(tell|know) (me )?(a |any |another )?jokes?\b|\bmake me laugh\b|\bsomething funny\b/i;
/** The learner finds the chat boring: an apology and a new topic, not a lecture. */
const BORED = /\b(this|it|that|you|the (conversation|chat|questions?)|your questions)( is| are|'s|'re)( so| very| really| a bit| the most| kind of)? boring\b|\bboring (conversation|chat|questions?)\b|\bmost boring\b|\bi'?m (so |very |really )?bored\b/i;
/** The learner steps away for a moment: "wait", "one minute", "I need to make a coffee first". */
const WAIT = /^(wait|hold on|hang on|one (moment|minute|second|sec)|just a (moment|minute|second|sec))\b|\b(brb|be right back|give me a (minute|moment|second|sec))\b|\bi need to (make|get|grab|answer|open|go to) .*\bfirst\b/i;
/** A learner's apology for a slip ("sorry, my cat walked on the keyboard", "sorry, typo"). */
const APOLOGY = /^(sorry|oops|my bad)\b.*\b(keyboard|typo|wrong (button|key|word)|pressed|sent|mistake|late|cat|dog|kid|phone)\b/i;
const SELF_BLAME = /\b(?:i|i'?m|i am|i feel|i felt|i was|i looked|made me|makes me) (?:\w+ ){0,2}(?:stupid|dumb|useless|an idiot)\b/gi;
const INSULT = /\b(stupid|idiot|dumb|useless|shut up|hate you|you suck|(?:you|this (?:chat|app|conversation))\b[^.!?]{0,20}\b(?:total |complete )?waste of (?:my )?time|you'?re (bad|terrible|awful|boring)|you are (bad|terrible|awful|boring)|you(?:'re| are) about as \w+ as\b|you(?:'re| are) (?:honestly |really |seriously )?the (?:dullest|worst|most boring|stupidest|dumbest|most useless|slowest|laziest|rudest|meanest|silliest|weakest|most annoying|most irritating|most pathetic|least helpful|least useful)\b|as useful as an? chocolate \w+|(?:talking|chatting|speaking) (?:to|with) you is like (?:talking|chatting|speaking) to an? (?:brick )?\w+|\b(?:my|a|the) (?:\w+ ){0,2}(?:is|are) (?:smarter|cleverer|more intelligent|funnier|more useful|better company) than you\b|you(?:'re| are) (?:even )?(?:slower|dumber|more boring|more useless|worse) than\b|you (?:sound|talk|write) like an? (?:broken|stupid|dumb|cheap|bad|boring) \w+|you (?:sound|talk) like an? (?:robot|parrot|machine)\b|might as well (?:be )?(?:talk|speak|chatt?)(?:ing)? to (?:a|an|my|the) \w+|you never (?:listen|understand|get (?:anything|it|things) right)|\b(?:explains?|does|answers?|understands?) (?:things |it |me |everything )?better than you|\b(?:my|a|an|the) (?:\w+ ){0,2}(?:would|could|'d) (?:be|make) (?:a |an )?(?:much |far |way )?(?:better|smarter|cleverer|funnier|more useful)(?: \w+)? than you\b|\beven (?:a|an|my) (?:\w+ ){0,2}could (?:teach|explain|do|answer)(?: (?:it|this|that|me|things|english))? better\b|moron|(?<!\b(?:of|the|out|up|my|our|your|their|his|her|some|any|no|collect|collected|collecting|recycle|recycled|pick|picked|picking)\s)(?:rubbish|trash)(?!\s+(?:bins?|bags?|lorry|lorries|trucks?|collection|dump|cans?|day)\b)|bullshit|crap)\b/i;
const GOODBYE = /\b(bye|goodbye|good night|(?<!\bto )see you|see ya|talk (to you )?(later|soon|tomorrow)|have to go|got to go|gotta go|(?:have to|got to|gotta|must|need to) (?:run|dash)|speak (?:to you )?soon(?=\s*[.!,]|\s*$)|catch you (?:later|soon|tomorrow)|i'?m leaving|i must go|take care|i'?m off to (?:bed|sleep)|(?:have|need) to stop (?:here|now|for (?:today|tonight))|(?:^|[.!,] )night[.!]*$|until (?:next (?:week|time|lesson|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|then))\b/i; // "Nice to see you again" greets: only a "see you" not after "to" says goodbye
const THANKS = /\b(thanks?( you)?|thank u|thx|cheers|much appreciated)\b/i;
/** "Cheers for the film tip, I loved it!": thanks for something, then news about it. */
const THANKS_FOR = /^(thanks?|thank you|cheers|many thanks|big thanks)( (so|very) much| a lot)? for\b|^i (?:really |truly |do )?appreciate (?:it|that|this|your|you|how|all)\b/i;
export const GREETING = /^(hi+|hello+|hey+|hiya|heya|good (morning|afternoon|evening)|(morning|afternoon|evening)(?=[,!]| \p{Lu})|howdy|yo|what'?s up|wassup|sup)\b/iu;
const HOW_ARE_YOU = /\bhow are you\b|\bdid you sleep well\b|\bhow did you sleep\b|\bhow('?ve| have) you been\b|\blong time no see\b|\bwhat'?s up\b|\bhow('?s| is) it going\b|\bhow are things\b|\bhow('?s| is) your day\b|\bhow do you do\b/i;
/** "How are you (today)?" with its question mark, taken out to see whether a greeting asks anything more. */
const HOW_ARE_YOU_ASKED = new RegExp(`(?:${HOW_ARE_YOU.source})[^?.!]{0,20}\\??`, 'gi');
/** "What's our tortoise's name?", "the name of my pet": a pet's name asked ("pet", or the pets as facts.ts knows them). */
const PET_NAME_ASKED = new RegExp(`\\b(?:my|our|the) (?:pet|${PETS})'?s? name\\b|\\bthe name of (?:my|our) (?:pet|${PETS})\\b|\\bremember my (?:dog|cat|pet)\\b|\\bwhat('?s| is) my (?:pet|${PETS}) called\\b`, 'i');
/** "What's my best friend called?", never "What is my sister's job?" (that one is searched in the learner's lines). */
const RELATIVE_ASKED = new RegExp(`\\b(remember|know|what('?s| is)) my (?:${FAMILY})(('?s)? name| called)?\\s*[?.!]*\\s*$`, 'i');

function recallTopic(asked: string): RecallTopic | null {
  // A lead-in word ("So, do you remember…") changes nothing; quoted words are talked about, not asked; "still know" asks what "know" asks.
  const t = asked.replace(/^(and|so|ok(ay)?|well|now|but|hmm+|right|by the way|btw|oh)\b[,:]?\s+/i, '').replace(/\bdo you (?:still|really|even|actually) (know|remember)\b/i, 'do you $1').replace(/(?<!\p{L})["'“‘][^"'“”‘’]{1,40}["'”’](?!\p{L})/gu, ' … ');
  // "Can you tell me my job and my city?": several things at once get everything remembered.
  if (/\b(tell me|remember|know|what(?:'?s| is| are))\b[^?]*\bmy (name|job|city|town|country|work|age|family|pets?|dog|cat)\b[^?]*\band (my|where|what)\b/i.test(t)) return 'anything';
  if (/\b(what'?s|what is|do you (know|remember)|say|tell me) my (nick|first )?name\b|\b(which|what) name did i (give|tell|say)\b|\bwhat my name is\b|\bwho am i\b|\bremember (me|my (?:first |nick)?name)\b|\bwhat (i'?m|i am|am i) called\b|\bwhat do (people|my friends|they|you|everyone) call me\b/i.test(t)) return 'name';
  if (/\bwhere (am i|do i come) from\b|\bwhere was i born\b|\b(remember|know) where i'?m from\b|\bwhat('?s| is) my (country|hometown)\b/i.test(t)) return 'from';
  if (/\bwhere do i live\b|\bwhere(?:'s| is) (?:my )?home\b|\b(remember|know|tell me) where i live\b|\bwhich (city|town|village|country|place) (?:(?:do )?i live|am i living|i'?m living) in\b|\bwhere am i living\b|\bwhere (do )?we live\b/i.test(t)) return 'lives-in';
  if (PET_NAME_ASKED.test(t)) return 'pet';
  if (RELATIVE_ASKED.test(t)) return 'family';
  if (/\b(what('?s| is)?|tell me|remember|know) my (job|trade|profession|occupation|line of work)\b|\bwhat do i do( for (a )?(living|work))?\b|\bwhere do i work\b/i.test(t)) return 'job';
  if (/\bwhat do i study\b/i.test(t)) return 'studies';
  // "So what does Yanto do these days?": someone the learner named, asked about (not the partner, Sam or Ms Rivera).
  if (/\bwhat does (?!Sam\b|Ms\b|Rivera\b)\p{Lu}\p{L}+ do(?: (?:these days|now|nowadays|for (?:a )?(?:living|work)))?\s*\??$/u.test(t)) return 'search';
  if (/\bhow many \w+ (?:is that|are there|does that make|have i got|in total|altogether)\b/i.test(t) || (/^(?:when|where|what|which|who)\b[^?]*\bagain\s*\??$/i.test(t) && !/\b(?:you|your|say|said|repeat|question|that|the time)\b/i.test(t))) return 'search'; // counted over the learner's lines; "When is the festival again?" asks what they said
  if (/^how do i (?:usually |normally )?(?:get|go|travel|come) to (?:work|school|the office|university|college|class)\s*\??$/i.test(t)) return 'search'; // told before; "to the station" asks the way
  if (/\bwhat do i (like|love|enjoy)\b/i.test(t)) return 'likes';
  if (/\bwhat (is it that|was it that|do|did) i (collect|make|build|grow|play|teach|sell|drive|study|ride|fix|write|bake|knit|keep)\b|\bwhat (scares|frightens|worries) me\b|\bwhat am i (afraid|scared|frightened) of\b/i.test(t)) return 'search';
  if (/\bwhere (am i|i'?m) going\b|\bwhat are my plans\b|\bwhat am i going to do\b/i.test(t)) return 'plan';
  if (/\bguess (who|what)\b.*\bmy\b/i.test(t)) return 'guess';
  if (/\b(do you remember|what do you (know|remember)) (about )?me\b|\bwhat do you know about me\b/i.test(t)) return 'anything';
  // Any other question about what the learner said before ("what did I tell you about my dog?",
  // "what drink do I like?", "what does my sister do?"): answered from the learner's own lines.
  if (/\b(remember|recall|remind me|told you|tell you|did i (say|tell|mention))\b/i.test(t) && /\b(i|my|me)\b/i.test(t)) return 'search';
  // "Do you know what my favourite food is?", "When is my sister's wedding?": asked about their own life.
  if (/^(?:[\w ]{1,30}[,:]\s+|quick test:\s*){0,2}(?:do you (?:know|remember) |can you (?:tell me|remember) )?(what|where|when|who|which|how many|how old)\b[^?]*\b(do i|did i|am i|have i|don'?t i|didn'?t i|can'?t i|my|do we|did we|are we|have we|our)\b/i.test(t) && !/\b(should|can|could|would) i\b|\bhow do i\b|\bmean\b|\b(use|say|write|pronounce|put|place|ask)\b|\bwhich (tense|word|preposition|form|article)\b|\bmy (english|mistakes?|level|grammar|pronunciation|accent|spelling)\b/i.test(t)) return 'search';
  return null;
}

/** A meaning asked in any sentence of the turn ("What's 'cosy'? My friend said my flat is cosy."). */
function meaningOf(t: string): TurnKind | null {
  // A voice turn has no full stops: "she said she was knackered what does that mean" is two sentences.
  const spoken = !/[.?!]/.test(t) ? /^(.{3,}?)\s+(what does (?:that|it|this) mean|what(?:'s| is) (?:that|this))\s*$/i.exec(t) : null;
  const parts = spoken ? [spoken[1]!, spoken[2]!] : t.split(/(?<=[?!.]["'”’]?)\s+(?=\p{Lu})/u).map((p) => p.trim());
  for (const [i, part] of parts.entries()) {
    // "Is that a compliment?" asks a meaning only when the sentence before names what "that" is.
    if (!meaningOfSentence(part) && isJudgement(part)) {
      // The quoted word or an idiom first ("she's 'snowed under'"), but no title ("'The Hobbit'. Is it about dragons?").
      const named = i > 0 ? (idiomWithin(parts[i - 1]!) ?? quoted(parts[i - 1]!)[0] ?? describedIn(parts[i - 1]!)) : null;
      if (named && !(/^\p{Lu}/u.test(named) && /\babout\b/i.test(part))) return { kind: 'meaning', term: named, how: 'define' };
      continue;
    }
    const found = meaningOfSentence(part);
    // "'I'm going to hit the sack' — what does that mean?": "that" is the quoted phrase.
    const inQuotes = quoted(t, 40);
    // "What did he mean?", "Why would she say that?" ask about words only when a sentence before quoted or named them.
    if (found?.kind === 'meaning' && SAID_MEANING.test(part) && (i === 0 || (inQuotes.length === 0 && !parts.slice(0, i).some((p) => idiomWithin(p))))) continue;
    if (found?.kind === 'meaning' && /^(that|it|this)$/i.test(found.term) && inQuotes.length > 0) return { kind: 'meaning', term: idiomWithin(inQuotes[0]!) ?? termOf(inQuotes[0]!), how: 'define' };
    // "My mum says I'm stubborn. What does that mean?": "that" is what the sentence before said about someone.
    if (found?.kind === 'meaning' && /^(that|it|this|he|she|they)$/i.test(found.term) && i > 0) {
      // "My cousin travelled around Asia on a shoestring. What does that mean?": an idiom in it first.
      const said = parts.slice(0, i).reverse().map((p) => idiomWithin(p, /\b(?:expression|idiom|phrase|saying)\b/i.test(part))).find((p) => p) ?? phrasalVerbWithin(parts[i - 1]!) ?? describedIn(parts[i - 1]!); // an idiom in any sentence before
      if (said) return { kind: 'meaning', term: said, how: 'define' };
    }
    // "My boss said, 'Let's address the elephant in the room.' What elephant?": a word of the quote, asked back ("What's the gist?": the word, where the quote holds no idiom).
    const [, askedBack, theWord] = /^(?:what|which) ([\p{L}-]+)\s*\?$|^what(?:'s| is) (?:the |a |an )?([\p{L}-]{3,})\s*\?$/iu.exec(part) ?? [];
    const word = askedBack ?? theWord;
    const quote = word ? inQuotes.find((q) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').test(q)) : undefined;
    if (quote) return { kind: 'meaning', term: idiomWithin(quote) ?? (theWord ? theWord.toLowerCase() : termOf(quote)), how: 'define' };
    if (found) return found;
  }
  return null;
}

/** "Meaning?", "Please explain.", "How would you define that word?": a request about words the sentence before said or quoted. */
const SHORT_MEANING_REQUEST = /^(?:meaning\s*\?+|(?:please )?explain(?: (?:it|that|this))?(?:,? please)?\s*[.!?]*$|i'?d like (?:a |an )?(?:\w+ )?explanation of (?:that|this|the) (?:expression|idiom|phrase|saying|word)\b|how would you (?:define|explain) (?:that|this|the) (?:word|expression|phrase|idiom|term)\b)/i;

/** What someone meant by words said before: "What did he mean?", "Why would she say that?". */
const SAID_MEANING = /^(?:what (?:exactly )?did (?:he|she|they|you|my \w+) mean|why (?:would|did|do|does) (?:he|she|they|people|someone|anyone) say (?:that|this|it))\b/i;

/** "Is that good or bad?", "Is it a compliment?": a meaning asked about a word in the sentence before. */
function isJudgement(sentence: string): boolean {
  // "Is that about the weather?", "Is it literal?": whether the words mean what they say.
  return /^(so,? )?(is|was) (that|it|this) (good or bad|bad or good|positive or negative|a compliment|an insult|rude|polite|nice|offensive|a good thing|a bad thing|negative|positive|bad|good|ok|okay|normal|mean|funny|(really |actually )?about|literal|literally|(meant )?literally)\b[^.!]*\?$/i.test(sentence.trim());
}

/** What a sentence says someone is, in a few words: "he's broke until payday" → "broke until payday". */
function describedIn(sentence: string): string | null {
  // "My boss called me clumsy.", "Someone described my grandmother as thrifty.": what they were called.
  const plain = sentence.replace(/["“”‘’]|(?<!\p{L})'|'(?!\p{L})/gu, '');
  const called = /\b(?:called|calls|call) (?:me|him|her|us|them|you|my \w+) (?:a |an )?([a-z][a-z-]*(?: [a-z-]+)?)\s*[.!]*$/i.exec(plain) ?? /\bdescribed (?:me|him|her|us|them|(?:[\w'’]+ ){1,4}?)as (?:a |an )?([a-z][a-z-]*(?: [a-z-]+)?)\s*[.!]*$/i.exec(plain);
  if (called) return called[1]!;
  // "My cousin has jet lag.": what they have.
  const has = /\b(?:has|have|'s got|'ve got|had) (?:got )?(?:a |an |the )?([a-z][a-z-]*(?: [a-z-]+)?)\s*[.!]*$/i.exec(plain);
  if (has && !/^(to|been|got|just)\b/i.test(has[1]!)) return has[1]!;
  const m = /\b(?:i'?m|i am|you'?re|you are|he'?s|he is|she'?s|she is|it'?s|it is|we'?re|they'?re|they are|was|were|is|are)\s+(?:so |very |a bit |really |a |an )?([a-z][a-z' -]*?)\s*[.!]*$/i.exec(sentence.replace(/[‘’]/g, "'"));
  const words = m?.[1]?.trim().split(/\s+/) ?? [];
  return words.length > 0 && words.length <= 4 ? words.join(' ') : null;
}

function meaningOfSentence(t: string): TurnKind | null {
  const translate =
    /\bhow (do|can|would) (you|i|we) say\s+(.+?)(?:\s+in english)?\s*\??$/i.exec(t) ??
    /\bwhat(?:'s| is) the english (?:word |name )?for\s+(.+?)\s*\??$/i.exec(t) ??
    /\bwhat(?:'s| is) (.+?) in english\s*\??$/i.exec(t);
  if (translate) {
    const term = unquote(translate[3] ?? translate[1] ?? '');
    if (term) return { kind: 'meaning', term, how: 'translate' };
  }
  // "Meaning what, exactly?", "What is that?": "that" is what the sentence before named.
  if (/^(?:meaning what|what(?:'s| is) (?:that|this|it)|what (?:exactly )?does (?:that|it) (?:imply|suggest)|what (?:exactly )?did (?:he|she|they|you|my \w+) mean(?: by (?:that|it|this))?|why (?:would|did|do|does) (?:he|she|they|people|someone|anyone) say (?:that|this|it))\b[,.]?\s*(?:exactly|then)?\s*[?!]*$/i.test(t) || /^(?:i don'?t (?:understand|know|get)|(?:could|can) you (?:please )?explain|what does|what(?:'s| is) the meaning of) (?:this|that|the) (?:expression|idiom|phrase|saying)\b/i.test(t) || SHORT_MEANING_REQUEST.test(t)) return { kind: 'meaning', term: 'that', how: 'define' };
  const define =
    // "What does it mean when someone feels overwhelmed?": the word said of them.
    /\bwhat does it mean (?:when|if) (?:someone|somebody|a person|you|people|he|she|they|i) (?:is|are|am|feels?|gets?|seems?|looks?) (?:so |very |really |a bit )?([a-z-]+)\s*\??$/i.exec(t) ??
    // "What do people mean when they say 'it's a long shot'?": the words in quotes.
    /\bwhat do (?:people|you|they|english speakers) mean (?:when they say|when you say|by)\s+["'“‘](.+?)["'”’]\s*\??$/i.exec(t) ??
    /\bwhat (?:exactly |actually |really )?(?:does|do)\s+(.+?)\s+(?:exactly |actually |really )?mean\b/i.exec(t) ??
    /\bwhat(?:'s| is) the meaning of\s+(.+?)\s*\??$/i.exec(t) ??
    /\bmeaning of\s+(.+?)\s*\??$/i.exec(t) ??
    /\bwhat(?:'s| is) meant by\s+(.+?)\s*\??$/i.exec(t) ??
    // "What's a 'layover' when you fly?": the quoted word, then where it is used.
    /\bwhat(?: exactly| actually)?(?:'s| is| are) (?:exactly |actually |really )?(?:an? |the )?["'“‘]([^"'”’]+)["'”’](?: exactly| actually)?(?:,? (?:when|if|in|at|on|for|of) [^"'“‘?]{1,40})?\s*\??$/i.exec(t) ??
    // "Is a 'pushover' a good or bad thing?": a quoted word judged is a word asked about.
    /^(?:is|are) (?:a |an |being )?["'“‘]([^"'”’]+)["'”’] (?:a |an )?(?:good or bad|bad or good|positive or negative|compliment|insult|rude|polite|nice)\b[^?]*\?$/i.exec(t) ??
    /^what(?:'s| is) an? ([a-z-]+(?: [a-z-]+)?)\s*\?$/i.exec(t) ?? (/[.?!]/.test(t) ? null : /^what(?:'s| is) an? ([a-z-]+)$/i.exec(t)) ??
    /^what are ([a-z-]+)\s*\?$/i.exec(t) ?? /^[Ww]hat(?:'s| is) (?!(?:new|wrong|up|next|happening|going|on|that|this|it|yours|mine|his|hers|theirs|ours|there|here|left|true|right|better|best|worse|worst|important|possible|more|less|else|so|today|tomorrow|yesterday|free|included|open|closed|done|missing|needed|different|easier|harder|cheaper|faster|funny|interesting|special|first|last|real|normal|cooking|broken|allowed|available|planned|popular|famous|typical)\?)([a-z][a-z-]+)\s*\?$/.exec(t) ?? // a lower-case word alone: no name
    /\b(?:define|explain the word|i don'?t know the word|(?:could|can) you (?:please )?explain(?= ["'“‘]))\s+(.+?)\s*[.?!]*$/i.exec(t) ??
    /^(?:what(?:'s| is)\s+)?["'“‘]([^"'”’]+)["'”’]\s*\?$/i.exec(t);
  if (define) {
    const term = termOf(define[1] ?? '');
    // A quoted phrase may be a whole idiom ("let's call it a day"); unquoted, a long "term" is a sentence.
    const longest = /^["'“‘]/.test(define[1] ?? '') || t.includes(`'${define[1]}'`) || t.includes(`"${define[1]}"`) ? 8 : 4;
    if (term && term.split(/\s+/).length <= longest) return { kind: 'meaning', term: /^(?:that|this|the|your|my) (?:question|sentence)$/i.test(term) ? 'that' : term, how: 'define' };
  }
  return null;
}

/** The word or phrase asked about, without what frames it: "the word 'cosy'" → "cosy", "'just bite the bullet'" → "bite the bullet", "'it's a long shot'" → "a long shot". */
const termOf = (raw: string) =>
  unquote(raw).replace(/^(the word|the phrase|the expression|the idiom)\s+/i, '').replace(/^["'“‘]+|["'”’]+$/g, '')
    .replace(/^(?:just|simply|really)\s+(?=\S+\s+\S)/i, '').replace(/^(?:it'?s|that'?s)\s+(?=(?:a|an)?\s*\S+\s+\S)/i, '').replace(/^to be\s+/i, '');

/** Words or short phrases in quotes, in order; an apostrophe between letters is part of the quote: 'I'm going to hit the sack'. */
const quoted = (t: string, longest = 24) => [...t.matchAll(new RegExp(`(?<!\\p{L})["'“‘]((?:[^"'“”‘’]|(?<=\\p{L})['’](?=\\p{L})){1,${longest}})["'”’](?!\\p{L})`, 'gu'))].map((m) => m[1]!.trim()).filter(Boolean);
const DIFFERENCE_CUE = /\bvs\.?(?!\w)|\b(use|say) each( one)?\b|\bversus\b|\bwhen to (use|say)\b|\bis it\b.*\bor\b|\b(and|but) not\b|\bdifferen(ce|t)\b|\bthe same\b|\bmix (them |it |these |those )?up\b|\bconfus|\bwhich (one|is) (is )?(correct|right|better)\b|\bwhen (do|should) (i|you|we) (use|say)\b.*\band when\b|\binstead of\b|\bor\b[^?]*\?/i;

/** "make or do? What's the difference?", "'an' instead of 'a'"; of three quotes, the two joined by "or" ("When someone asks 'How are you?', should I say 'I'm good' or 'I'm well'?"). */
function pairOf(t: string): [string, string] | null {
  if (!DIFFERENCE_CUE.test(t) || !/\?|\bdifference\b/i.test(t)) return null;
  const q = quoted(t);
  const joined = q.slice(1).findIndex((y, i) => /^["'”’]?\s*(?:or|and|vs\.?|versus|\/)\s*["'“‘]?$/i.test(t.slice(t.indexOf(q[i]!) + q[i]!.length, t.indexOf(y, t.indexOf(q[i]!) + q[i]!.length))));
  if (q.length >= 2) return /\binstead of\b/i.test(t) ? [q[1]!, q[0]!] : [q[Math.max(joined, 0)]!, q[Math.max(joined, 0) + 1]!];
  for (const part of t.split(/[?:;.!,—–]+|\s-\s/)) {
    const m = /^\s*(?:i never know\s+|is it\s+|should i (?:use|say)\s+)?([a-z']+(?: [a-z']+)?)\s+(?:or|and|vs\.?|versus|\/)\s+([a-z']+(?: [a-z']+)?)(?:\s+(?:are|is)\b.*)?\s*$/i.exec(part);
    if (m && !/^(i|you|we|he|she|they|it)$|^(my|the|your|his|her|our|their|this|that) /i.test(m[1]!)) return [m[1]!, m[2]!];
  }
  return null;
}

/**
 * "is it i wish i had more time or i wish i have more time", said aloud with no quotes or question mark:
 * two forms of one sentence, which start with the same word. "Is it raining or snowing?" does not.
 */
function sameStartForms(t: string): [string, string, string] | null {
  const m = /^(?:so |and |um |ok )?is it\s+["'“‘]?(.+?)["'”’]?,?\s+or\s+["'“‘]?(.+?)["'”’]?\s*[?.!]*$/i.exec(t);
  const [a, b] = [m?.[1]?.split(/\s+/) ?? [], m?.[2]?.split(/\s+/) ?? []];
  return m && a.length >= 2 && b.length >= 2 && a.length <= 8 && b.length <= 8 && a[0]!.toLowerCase() === b[0]!.toLowerCase() ? [m[0], m[1]!, m[2]!] : null;
}

function differenceOf(t: string): TurnKind | null {
  const pair = pairOf(t);
  if (pair) {
    const [a, b] = pair.map((w) => unquote(w).toLowerCase());
    if (a && b && a !== b) return { kind: 'difference', a, b };
  }
  const m =
    /\bdifference between\s+["'“‘]?(.+?)["'”’]?\s+and\s+["'“‘]?(.+?)["'”’]?\s*[?.!]*$/i.exec(t) ??
    /\b(?:when do (?:i|you|we) use|should i (?:use|say)|(?:can|could) i say)\s+["'“‘]?(.+?)["'”’]?\s+or\s+(?!(?:is (?:it|that|this) )?(?:too |very |a bit |really )?(?:rude|ok|okay|polite|impolite|informal|formal|wrong|right|correct|fine|strange|weird|better)\b)(?:is it (?:always |just |only )?)?["'“‘]?([^\s"'”’]+(?: [^\s"'”’]+){0,3})["'”’]?\s*[?.!]*$/i.exec(t) ??
    /\b(?:explain|about|with)\s+["'“‘]?([a-z']+)["'”’]?\s+(?:vs\.?|versus)\s+["'“‘]?([a-z']+)["'”’]?\s*[?.!]*$/i.exec(t) ??
    /\bwhen (?:do|should) (?:i|you|we) (?:use|say)\s+["'“‘]?([a-z' ]+?)["'”’]?,?\s+and when(?: (?:do|should) (?:i|you|we) (?:use|say)| to (?:use|say))?\s+["'“‘]?([a-z' ]+?)["'”’]?\s*[?.!]*$/i.exec(t) ??
    // At most two words a side: "Do you like tea or coffee?" is a question back, not "do you like tea" vs "coffee".
    /^["'“‘]?([a-z']+(?: [a-z']+)?)["'”’]?\s+(?:vs\.?|versus|or)\s+["'“‘]?([a-z']+(?: [a-z']+)?)["'”’]?\s*\?$/i.exec(t) ??
    /\b(?:is|are) ["'“‘]?(.+?)["'”’]? (?:and|the same as) ["'“‘]?(.+?)["'”’]? (?:the same|different)\b/i.exec(t) ??
    sameStartForms(t);
  if (!m) return null;
  const a = unquote(m[1] ?? '').toLowerCase();
  const b = unquote(m[2] ?? '').toLowerCase();
  return a && b ? { kind: 'difference', a, b } : null;
}

const GRAMMAR_WORDS = /\b(present perfect|past simple|simple past|past tense|present (simple|continuous|progressive)|past (continuous|perfect)|future|conditional|passive|gerund|infinitive|modal verbs?|articles?|prepositions?|comparatives?|superlatives?|countable|uncountable|plurals?|pronouns?|tenses?|grammar|word order|irregular verbs?|capital letters?|punctuation|apostrophes?|commas?|third person|(make|form|ask) (a )?questions?|negatives?|used to|adjective order|order of adjectives)\b|\b(with|add|put|an) ["']?-?s["']?\b(?! (and|or))|\brelative clauses?\b/i;

/** "What's the past of bring?", "past tense of 'teach'", "the past participle of write". */
export const PAST_OF = /\b(past( simple| tense| form| participle)?|third form|second form|participle) (form )?of\s+(?:the verb\s+)?(?:to\s+)?["'“‘]?([a-z]+)["'”’]?/i;

export function classifyTurn(text: string): TurnKind {
  const t = clean(text);
  // A voice turn has no question mark, and may start with a filler: "so what's my best friend called".
  const question = /\?\s*$/.test(t) || /^(?:(?:so|and|ok|okay|well|but|hmm|um|uh)[,.]?\s+)?(?:what|when|where|who|why|how|do|does|did|can|could|is|are|should|would|(?:have|will|were) you)\b/i.test(t);

  const recall = question && !FEEDBACK.test(t) ? recallTopic(t) : null;
  if (recall) return { kind: 'recall', about: recall };
  const difference = differenceOf(t);
  // "'CD's' or 'CDs'?": a plural and the same word with 's ask the apostrophe's rule, not two meanings ("its" and "it's" are two words).
  if (difference?.kind === 'difference' && [difference.a, difference.b].sort().join(' ').replace(/^(\S+)'s (\1)s$/, 'same') === 'same' && !/^its$/.test(difference.a.replace(/'/g, ''))) return { kind: 'grammar-question', question: t };
  // "Why do we say 'the rich' or 'the elderly' without a noun?" asks a rule that names a grammar word, not two meanings;
  // so does a topic that outranks a difference ("Which preposition goes with Christmas: at, on or in?").
  if (difference && !(/\b(?:nouns?|verbs?|clauses?|plural|singular|articles?)\b/i.test(t) && GRAMMAR_TOPICS.some((g) => g.asks?.test(t))) && !GRAMMAR_TOPICS.some((g) => g.outranksDifference && g.asks?.test(t))) return difference;
  // "What is a 'commute'? I read it in an article." asks a word, though "article" is a grammar word.
  const asked = meaningOf(t);
  if (asked?.kind === 'meaning' && !GRAMMAR_WORDS.test(asked.term) && !/^(you|that|this|it|he|she|they|so)$/i.test(asked.term) && !GRAMMAR_TOPICS.some((g) => g.asks?.test(t))) return asked;
  // "Be straight with me, how's my grammar?" asks about the learner's English, not a rule.
  if (FEEDBACK.test(t) && /\bmy (english|grammar|writing|mistakes|sentences?|spelling)\b/i.test(t) && !/^(thanks?|thank you)\b/i.test(t)) return { kind: 'feedback-request' };
  if (question && (PAST_OF.test(t) || PLURAL_OF.test(t) || COMPARATIVE_OF.test(t) || ING_OF.test(t))) return { kind: 'grammar-question', question: t };
  if (question && GRAMMAR_WORDS.test(t) && /\b(when|how|what|why|which|explain|use|difference|rule|mean)\b/i.test(t)) return { kind: 'grammar-question', question: t };
  // "When do people still use 'whom'?", "can I start a sentence with because": a topic's own words.
  if (question && GRAMMAR_TOPICS.some((g) => g.asks?.test(t))) return { kind: 'grammar-question', question: t };
  // "How do I talk about things I did as a child?": how to say something is a grammar question.
  if (question && /^how (do|can|should) (i|you|we) (say|talk about|describe|express|tell about)\b/i.test(t) && !/\bin english\s*\??$/i.test(t)) return { kind: 'grammar-question', question: t };
  if (/\bwhy do (we|you|people) (say|write|use)\b|\bhow (does|do|can i use) ["'“‘][^"'”’]+["'”’] work\b|\bhow (do|does|can) (i|you|we) use ["'“‘]/i.test(t) && quoted(t).length > 0) return { kind: 'grammar-question', question: t };
  // A form in quotes asked about as right or wrong ("Why is 'I am knowing him' wrong?", "Why is it
  // 'an hour' but 'a house'?", "'If I was rich' or 'If I were rich': who is right?") asks for the rule.
  if (question && quoted(t, 60).some((q) => q.includes(' ')) && /\b(wrong|correct|right|mistake|why|ok(ay)?|grammatical|allowed|possible|can (i|you|we) say|should (i|we) say|do (you|people|we|i) say)\b/i.test(t) && !(asked?.kind === 'meaning')) return { kind: 'grammar-question', question: t };
  const meaning = asked;
  // "What do you mean?" asks about the partner's line, not a word called "you".
  if (meaning && meaning.kind === 'meaning' && /^(you|that|this|it|he|she|they|so)$/i.test(meaning.term)) return { kind: 'not-understand' };
  if (meaning) return meaning;
  // "Thank you for being so patient with my mistakes." thanks; it does not ask for feedback.
  if ((/^(thanks?|thank you|cheers(?=,))\b/i.test(t) || THANKS_FOR.test(t) || /\byou'?re a (?:star|legend|lifesaver|life saver|gem)\b/i.test(t)) && !/\?/.test(t) && !GOODBYE.test(t)) return { kind: 'thanks' };
  if (FEEDBACK.test(t) || asksAboutOwnSentence(t)) return { kind: 'feedback-request' };
  if (REPEAT.test(t) && t.split(/\s+/).length <= 14) return { kind: 'repeat' };
  if (SLOWER.test(t)) return { kind: 'slower' };
  if (NOT_UNDERSTAND.test(t)) return { kind: 'not-understand' };
  const riddle = isRiddle(t);
  if (LEARNER_JOKE.test(t) || riddle) {
    const told = riddle || /😂|🤣|😆|😏|😜|\bhaha|\blol\b/i.test(t) || t.split(/\s+/).length > 8;
    return { kind: 'learner-joke', knockKnock: /\bknock,? knock\b/i.test(t), told };
  }
  if (JOKE.test(t)) return { kind: 'joke' };
  if (BORED.test(t)) return { kind: 'bored' };
  // "I feel so stupid" blames the learner, not the partner: a feeling, answered as one.
  if (INSULT.test(t.replace(SELF_BLAME, ' '))) return { kind: 'insult' };
  // "Wait, how does 'used to' work?" is a question that starts with a pause word, not a pause.
  // "Wait, there's a huge rainbow outside!" is news that starts with a pause word, not a pause.
  // "hold on, my tea water is boiling": a pause for something going on right now is a pause too.
  if (WAIT.test(t) && !/\?\s*$/.test(t) && (t.split(/\s+/).length <= 6 || /\b(brb|be right back|give me a|i need to)\b/i.test(t) || /\b(is|are)\s+(boiling|ringing|burning|calling|knocking|crying|beeping)\b|\bsomeone'?s at the door\b/i.test(t))) return { kind: 'wait' };
  if (APOLOGY.test(t)) return { kind: 'apology' };
  const change = /\b(let'?s|can we|could we|i want to|i'?d (like|rather|prefer) to|shall we|i'?d rather) (talk|speak|chat) about\b|\b(change|switch) (the )?(topic|subject)\b|\b(let'?s|can we|could we|shall we) (switch|move|change|go) (on )?to (something|\w+)\b|\btalk about (something else|\w+) (instead|now)\b|\b(new|different|another) topic\b|^(enough|forget|no more|stop) [\w ]{1,20}[.!,]\s*(what|how) about\b|^(?:forget (?:it|that|this)|never ?mind|enough of (?:that|this))[.!,]\s*(?:tell me about|let'?s talk about|talk to me about)\b|^(?:(?:ok(?:ay)?|right|well|actually|hmm+|ugh+|argh+|oh|sorry),?\s+)?(enough|no more|stop talking) about [\w ]{1,20}[.!,]\s*\S|\btired of (talking|hearing) about\b|^(what|how) about \w+( instead)?\?$/i.test(t);
  if (change) {
    // The topic asked for, not the one left ("Enough about the kitchen. Seen any good films?").
    const topic = topicNamed(t.replace(/.*\b(about|topic:?)\s/i, '')) ?? topicNamed(t.split(/(?<=[.!?])\s+/).slice(1).join(' '));
    if (topic) return { kind: 'topic-change', topic, ...topicWordOf(t.replace(/.*\b(about|topic:?)\s/i, ''), topic) };
    const free = freeTopicOf(t.replace(/.*\b(about|topic:?)\s/i, ''));
    if (free) return { kind: 'topic-change', topic: null, free };
    if (/\b(change|switch) (the )?(topic|subject)\b|\b(new|different|another) topic\b|\btalk about something else\b/i.test(t)) return { kind: 'topic-change', topic: null };
  }
  // "It's hard to say goodbye to them" talks about a goodbye: it is no goodbye to the partner.
  if (GOODBYE.test(t) && !/\b(say|saying|said) goodbye to\b/i.test(t)) return { kind: 'goodbye' };
  if (THANKS.test(t) && (t.split(/\s+/).length <= 8 || /^(now i (get|understand) it|i see|ok(ay)?|got it|great|perfect|clear)\b.*\bthanks?\b|\bthanks?( you)?( (so|very) much| a lot)?( for (explaining|the explanation|your help|helping))?(?:,\s*(?:(?:ms|mr|mrs|miss|dr)\.?\s+)?[A-Z][a-z]+)?[.!]*$/i.test(t))) return { kind: 'thanks' };
  // "Hello, Ms Rivera. This is my first lesson with you." greets too; a longer turn or a question is more than a greeting.
  if (GREETING.test(t) && (t.split(/\s+/).length <= 8 || (t.split(/\s+/).length <= 14 && !/\?/.test(t.replace(HOW_ARE_YOU_ASKED, ''))))) return { kind: 'greeting', howAreYou: HOW_ARE_YOU.test(t) };
  if (HOW_ARE_YOU.test(t) && t.split(/\s+/).length <= 6) return { kind: 'greeting', howAreYou: true };
  // A voice turn has no question mark: "i live in ludhiana where do you live" ends with a question back.
  const spokenAsk = !/[?.!]/.test(t) ? /\b((?:where|what|how|when|which)(?: (?:kind|sort|type)s? of [\p{L}-]+)? (?:do|did|are|were|have|would) you\b[^.!?]*|(?:what|which|who|where) (?:is|are|was) your\b[^.!?]*|(?:do|did|are|have|can) you\b[^.!?]*)$/iu.exec(t) : null;
  if (spokenAsk && spokenAsk[1]!.split(/\s+/).length <= 8 && spokenAsk.index > 0) return { kind: 'question-back', question: `${spokenAsk[1]}?` };
  const lastSentence = t.split(/(?<=[.!])\s+/).pop() ?? t;
  // "Seen any good documentaries lately?" leaves out "Have you".
  const asksYou = /\?\s*$/.test(lastSentence) && /\byou('ve|'d|'re| have| had)?\b|^(how|what|where|when) (was|is|were|are) your\b|^(?:seen|read|watched|heard|tried|been to|done) any(?:thing| good| new| interesting)?\b/i.test(lastSentence) && !/\b(can|could|would) you (help|tell|explain|check|correct)\b/i.test(lastSentence);
  if (/\b(what|how) about you\b|\b(?:what|how) about your (?:weekend|day|week|holiday|holidays|evening|morning|trip|family|job|work|plans)\b|\band you\b\??\s*$|\byou\?\s*$|\b(and|what about|how about) yours\b|\bwhat(?:'s| is| are) yours\b|^yours\?|^(and|so|what about|how about) you\b/i.test(t) || asksYou || (question && /\b(do|did|are|have|can|would|were|will) you\b|\byour (favou?rite|name)\b|\bwhere are you from\b|\bwhat do you\b/i.test(t))) {
    return { kind: 'question-back', question: asksYou ? lastSentence : t };
  }
  // A short answer: the yes/no word, at most three more short words and a softener ("No, not yet, to be honest.").
  const short = (lead: string) => new RegExp(`^(${lead})\\b[.!,]*(\\s+[\\w']{1,10}[.!,]*){0,3}(?:,? (?:to be honest|honestly|i'?m afraid|actually)[.!]*)?\\s*$`, 'i');
  if (short("maybe|sometimes|not sure|i'?m not sure|it depends|i don'?t know|perhaps").test(t)) return { kind: 'unsure' };
  if (short('yes|yeah|yep|yup|sure|of course|definitely|absolutely|ok(ay)?|right').test(t) || /^(i do|i did|i am|i have|i can)[.!]*$/i.test(t)) return { kind: 'yes' };
  if (short('no|nope|not really|never|nah|not at all').test(t) || /^(i don'?t|i didn'?t|i'?m not|i haven'?t|i can'?t)[.!]*$/i.test(t)) return { kind: 'no' };
  return { kind: 'statement' };
}

/** The topic the learner last asked to talk about among their recent lines (oldest first), if any. */
export function topicChosenIn(learnerLines: readonly string[]): string | null {
  for (const line of [...learnerLines].reverse()) {
    if (!/\b(about|topic|subject)\b/i.test(line)) continue;
    const kind = classifyTurn(line);
    if (kind.kind === 'topic-change' && kind.topic) return kind.topic;
  }
  return null;
}
