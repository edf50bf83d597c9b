// What kind of turn the learner just took, decided before the partner replies: a request (repeat,
// slower, a word's meaning, a difference, a grammar question, feedback), a social move (greeting,
// thanks, goodbye, a joke, rudeness), a question back to the partner, a question about what the
// partner remembers, a topic change, or a plain statement or yes/no. Feelings and language are
// judged in feelings.ts and language-guess.ts; this file only reads the words.
export type TurnKind =
  | { kind: 'repeat' }
  | { kind: 'slower' }
  | { kind: 'not-understand' }
  | { kind: 'meaning'; term: string; how: 'define' | 'translate' }
  | { kind: 'difference'; a: string; b: string }
  | { kind: 'grammar-question'; question: string }
  | { kind: 'feedback-request' }
  | { kind: 'recall'; about: RecallTopic }
  | { kind: 'topic-change'; topic: string }
  | { kind: 'joke' }
  | { kind: 'insult' }
  | { kind: 'goodbye' }
  | { kind: 'thanks' }
  | { kind: 'greeting'; howAreYou: boolean }
  | { kind: 'question-back'; question: string }
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'unsure' }
  | { kind: 'statement' };

export type RecallTopic = 'name' | 'from' | 'lives-in' | 'pet' | 'family' | 'job' | 'studies' | 'likes' | 'anything';

const clean = (text: string) => text.trim().replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');
const unquote = (s: string) => s.replace(/^["'“‘]+|["'”’.?!]+$/g, '').trim();

const REPEAT = /\b(repeat( (that|it|the question|please))?|say (it|that) again|(say|ask) (it |that )?one more time|what did you (say|ask)|come again|pardon|didn'?t (hear|catch)( you| that| it)?|can you say that again)\b/i;
const SLOWER = /\b(more )?slowly\b|\bslow down\b|\bsimpler\b|\bmore simpl[ey]\b|\beasier (words|english|question)|\b(speak|talk|write) (more )?simpl[ey]\b|\bsimple (english|words)\b|\btoo (fast|difficult|hard|complicated)\b/i;
const NOT_UNDERSTAND = /\b(i )?(don'?t|do not|didn'?t|did not|can'?t|cannot) (understand|get it|follow)\b|\bwhat do you mean\b|\bi'?m (confused|lost)\b|^(\?+|huh\??|what\?*)$/i;
const FEEDBACK = /\b(feedback|how('?s| is) my english|is my english (ok|good|correct|bad)|correct (me|my (english|mistakes|sentences?))|(any|my) mistakes|how am i doing|was (that|it|my sentence) correct|did i (make|say) .*(mistake|wrong|correct))\b/i;
const JOKE = /\b(tell|know) (me )?(a |any |another )?jokes?\b|\bmake me laugh\b|\bsomething funny\b/i;
const INSULT = /\b(stupid|idiot|dumb|useless|shut up|hate you|you suck|you'?re (bad|terrible|awful|boring)|you are (bad|terrible|awful|boring)|moron|rubbish|trash|bullshit|crap)\b/i;
const GOODBYE = /\b(bye|goodbye|good night|see you|see ya|talk (to you )?(later|soon|tomorrow)|have to go|got to go|gotta go|i'?m leaving|i must go|take care)\b/i;
const THANKS = /\b(thanks?( you)?|thank u|thx|cheers|much appreciated)\b/i;
const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|howdy|yo)\b/i;
const HOW_ARE_YOU = /\bhow are you\b|\bhow('?s| is) it going\b|\bhow are things\b|\bhow('?s| is) your day\b|\bhow do you do\b/i;

const TOPIC_WORDS: Record<string, RegExp> = {
  travel: /\b(travel\w*|trips?|holidays?|vacations?)\b/i,
  food: /\b(food|cooking|eating|restaurants?|meals?)\b/i,
  music: /\b(music|songs?|bands?|concerts?)\b/i,
  movies: /\b(movies?|films?|cinema|tv|series)\b/i,
  sports: /\b(sports?|football|soccer|tennis|basketball|exercise)\b/i,
  technology: /\b(technology|tech|computers?|phones?|internet|ai)\b/i,
  work: /\b(work|jobs?|careers?|office)\b/i,
  study: /\b(study|studies|school|university|education|exams?)\b/i,
  family: /\b(family|families|parents|children|kids)\b/i,
  health: /\b(health|fitness|sleep|diet)\b/i,
  nature: /\b(nature|animals?|environment|weather|outdoors)\b/i,
  culture: /\b(culture|traditions?|festivals?|art|museums?|history)\b/i,
  shopping: /\b(shopping|shops?|clothes|fashion)\b/i,
  hobbies: /\b(hobbies|hobby|free time|weekends?)\b/i,
};

export function topicNamed(text: string): string | null {
  for (const [tag, re] of Object.entries(TOPIC_WORDS)) if (re.test(text)) return tag;
  return null;
}

function recallTopic(t: string): RecallTopic | null {
  if (/\b(what'?s|what is|do you (know|remember)|say|tell me) my name\b|\bwho am i\b|\bremember (me|my name)\b/i.test(t)) return 'name';
  if (/\bwhere (am i|do i come) from\b|\b(remember|know) where i'?m from\b|\bwhat('?s| is) my (country|hometown)\b/i.test(t)) return 'from';
  if (/\bwhere do i live\b|\b(remember|know) where i live\b/i.test(t)) return 'lives-in';
  if (/\bmy (dog|cat|pet|rabbit|hamster|bird|parrot|fish)'?s? name\b|\bremember my (dog|cat|pet)\b|\bwhat('?s| is) my (dog|cat|pet) called\b/i.test(t)) return 'pet';
  if (/\b(remember|know|what('?s| is)) my (sister|brother|mother|mum|father|dad|wife|husband|son|daughter)('?s)?( name)?\b/i.test(t)) return 'family';
  if (/\bwhat('?s| is)? my job\b|\bwhat do i do( for (a )?(living|work))?\b|\bwhere do i work\b/i.test(t)) return 'job';
  if (/\bwhat do i study\b/i.test(t)) return 'studies';
  if (/\bwhat do i (like|love|enjoy)\b/i.test(t)) return 'likes';
  if (/\b(do you remember|what do you (know|remember)) (about )?me\b/i.test(t)) return 'anything';
  return null;
}

function meaningOf(t: string): TurnKind | null {
  const translate = /\bhow (do|can|would) (you|i|we) say\s+(.+?)(?:\s+in english)?\s*\??$/i.exec(t) ?? /\bwhat(?:'s| is) (.+?) in english\s*\??$/i.exec(t);
  if (translate) {
    const term = unquote(translate[3] ?? translate[1] ?? '');
    if (term) return { kind: 'meaning', term, how: 'translate' };
  }
  const define =
    /\bwhat (?:does|do)\s+(.+?)\s+mean\b/i.exec(t) ??
    /\bwhat(?:'s| is) the meaning of\s+(.+?)\s*\??$/i.exec(t) ??
    /\bmeaning of\s+(.+?)\s*\??$/i.exec(t) ??
    /\bwhat(?:'s| is| are) (?:an? |the )?["'“‘]([^"'”’]+)["'”’]\s*\??$/i.exec(t) ??
    /^what(?:'s| is) an? ([a-z-]+(?: [a-z-]+)?)\s*\?$/i.exec(t) ??
    /^what are ([a-z-]+)\s*\?$/i.exec(t) ??
    /\b(?:define|explain the word|i don'?t know the word)\s+(.+?)\s*[.?!]*$/i.exec(t) ??
    /^(?:what(?:'s| is)\s+)?["'“‘]([^"'”’]+)["'”’]\s*\?$/i.exec(t);
  if (define) {
    const term = unquote(define[1] ?? '').replace(/^(the word|the phrase|the expression)\s+/i, '');
    if (term && term.split(/\s+/).length <= 4) return { kind: 'meaning', term, how: 'define' };
  }
  return null;
}

function differenceOf(t: string): TurnKind | null {
  const m =
    /\bdifference between\s+["'“‘]?(.+?)["'”’]?\s+and\s+["'“‘]?(.+?)["'”’]?\s*[?.!]*$/i.exec(t) ??
    /\b(?:when do (?:i|you|we) use|should i (?:use|say))\s+["'“‘]?(.+?)["'”’]?\s+or\s+["'“‘]?(.+?)["'”’]?\s*[?.!]*$/i.exec(t) ??
    /^["'“‘]?([a-z' ]+?)["'”’]?\s+(?:vs\.?|versus|or)\s+["'“‘]?([a-z' ]+?)["'”’]?\s*\?$/i.exec(t) ??
    /\b(?:is|are) ["'“‘]?(.+?)["'”’]? (?:and|the same as) ["'“‘]?(.+?)["'”’]? (?:the same|different)\b/i.exec(t);
  if (!m) return null;
  const a = unquote(m[1] ?? '').toLowerCase();
  const b = unquote(m[2] ?? '').toLowerCase();
  return a && b ? { kind: 'difference', a, b } : null;
}

const GRAMMAR_WORDS = /\b(present perfect|past simple|simple past|past tense|present (simple|continuous|progressive)|past (continuous|perfect)|future|conditional|passive|gerund|infinitive|modal verbs?|articles?|prepositions?|comparatives?|superlatives?|countable|uncountable|plurals?|pronouns?|tenses?|grammar|word order|irregular verbs?|capital letters?|punctuation|apostrophes?|commas?|third person)\b/i;

export function classifyTurn(text: string): TurnKind {
  const t = clean(text);
  const question = /\?\s*$/.test(t) || /^(what|when|where|who|why|how|do|does|did|can|could|is|are|should|would)\b/i.test(t);

  const recall = question ? recallTopic(t) : null;
  if (recall) return { kind: 'recall', about: recall };
  const difference = differenceOf(t);
  if (difference) return difference;
  if (question && GRAMMAR_WORDS.test(t) && /\b(when|how|what|why|which|explain|use|difference|rule|mean)\b/i.test(t)) return { kind: 'grammar-question', question: t };
  const meaning = meaningOf(t);
  // "What do you mean?" asks about the partner's line, not a word called "you".
  if (meaning && meaning.kind === 'meaning' && /^(you|that|this|it|he|she|they|so)$/i.test(meaning.term)) return { kind: 'not-understand' };
  if (meaning) return meaning;
  if (FEEDBACK.test(t)) return { kind: 'feedback-request' };
  if (REPEAT.test(t) && t.split(/\s+/).length <= 14) return { kind: 'repeat' };
  if (SLOWER.test(t)) return { kind: 'slower' };
  if (NOT_UNDERSTAND.test(t)) return { kind: 'not-understand' };
  if (JOKE.test(t)) return { kind: 'joke' };
  if (INSULT.test(t)) return { kind: 'insult' };
  const change = /\b(let'?s|can we|could we|i want to|i'?d like to|shall we) (talk|speak|chat) about\b|\b(change|switch) (the )?(topic|subject)\b|\btalk about (something else|\w+) (instead|now)\b/i.test(t);
  if (change) {
    const topic = topicNamed(t.replace(/.*\babout\b/i, ''));
    if (topic) return { kind: 'topic-change', topic };
  }
  if (GOODBYE.test(t)) return { kind: 'goodbye' };
  if (THANKS.test(t) && t.split(/\s+/).length <= 8) return { kind: 'thanks' };
  if (GREETING.test(t) && t.split(/\s+/).length <= 8) return { kind: 'greeting', howAreYou: HOW_ARE_YOU.test(t) };
  if (HOW_ARE_YOU.test(t) && t.split(/\s+/).length <= 6) return { kind: 'greeting', howAreYou: true };
  if (/\b(what|how) about you\b|\band you\b\??\s*$|\byou\?\s*$/i.test(t) || (question && /\b(do|did|are|have|can|would|were|will) you\b|\byour (favou?rite|name)\b|\bwhere are you from\b|\bwhat do you\b/i.test(t))) {
    return { kind: 'question-back', question: t };
  }
  // A short answer: the yes/no word and at most three more short words ("Yes, I do.", "No, not really").
  const short = (lead: string) => new RegExp(`^(${lead})\\b[.!,]*(\\s+[\\w']{1,10}[.!,]*){0,3}\\s*$`, 'i');
  if (short("maybe|sometimes|not sure|i'?m not sure|it depends|i don'?t know|perhaps").test(t)) return { kind: 'unsure' };
  if (short('yes|yeah|yep|yup|sure|of course|definitely|absolutely|ok(ay)?|right').test(t) || /^(i do|i did|i am|i have|i can)[.!]*$/i.test(t)) return { kind: 'yes' };
  if (short('no|nope|not really|never|nah|not at all').test(t) || /^(i don'?t|i didn'?t|i'?m not|i haven'?t|i can'?t)[.!]*$/i.test(t)) return { kind: 'no' };
  return { kind: 'statement' };
}
