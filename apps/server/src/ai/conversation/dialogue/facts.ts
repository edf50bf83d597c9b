// Facts a learner states about themselves ("My name is Ana", "I have a dog called Bruno", "I'm from
// Brazil", "I work as a nurse", "I love cooking", "Next week I'm going to Rome"), read from one turn.
// A fact's key says what it is about; one value per key (a later statement replaces an earlier one),
// so likes and family members get a key each ("likes:cooking", "family:sister").
export interface LearnerFact {
  key: string;
  value: string;
}

/** What the partner may say about a fact key, for the facts page and the prompt. */
export const FACT_LABELS: Record<string, string> = {
  name: 'name',
  from: 'comes from',
  'lives-in': 'lives in',
  nickname: 'is called by friends',
  job: 'job',
  studies: 'studies',
  plan: 'plan',
  event: 'recent event',
};

export function factLabel(key: string): string {
  const [head, tail] = key.split(':');
  if (head === 'likes') return 'likes';
  if (head === 'dislikes') return 'does not like';
  if (head === 'pet') return `pet ${tail ?? ''}`.trim();
  if (head === 'family') return tail ?? 'family';
  return FACT_LABELS[key] ?? key;
}

const NOT_NAMES = new Set(['fine', 'good', 'ok', 'okay', 'great', 'tired', 'happy', 'sorry', 'from', 'not', 'so', 'very', 'here', 'busy', 'well', 'sad', 'bored', 'ready', 'sure', 'student', 'teacher', 'going', 'just', 'really', 'also', 'still', 'married', 'single', 'a', 'an', 'the', 'in', 'at', 'working', 'learning', 'living', 'doing', 'feeling', 'stressed', 'excited', 'back', 'late', 'new', 'hungry', 'thirsty', 'sick', 'ill', 'nervous', 'worried', 'glad', 'afraid', 'interested', 'years', 'good.']);
/** The people and pets a learner names, one list for the facts read here and the questions about them (turn-kinds.ts). */
export const FAMILY = 'best friend|sister|brother|mother|mum|mom|father|dad|wife|husband|son|daughter|boyfriend|girlfriend|grandmother|grandma|grandfather|grandpa|cousin|aunt|uncle|partner';
export const PETS = 'dog|cat|rabbit|hamster|parrot|budgie|goldfish|bird|fish|horse|pony|turtle|tortoise|puppy|kitten|guinea pig|ferret|gecko|lizard|snake|goat|chameleon|iguana|axolotl|hedgehog|chinchilla|canary|cockatiel|tarantula|gerbil|mouse|rat';
// Capitalises each word; \b is ASCII-only even with /u, so "tuấn" must not become "TuẤN".
const cap = (s: string) => s.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
const trimPhrase = (s: string, max = 5) => s.trim().replace(/[.,!?;:]+$/, '').split(/\s+/).slice(0, max).join(' ');
const PLACE = "([A-Z][\\p{L}'-]+(?:\\s+[A-Z][\\p{L}'-]+){0,2})";

export function extractFacts(text: string): LearnerFact[] {
  const t = text.trim().replace(/[\u2018\u2019]/g, "'");
  const facts: LearnerFact[] = [];
  const add = (key: string, value: string | undefined) => {
    const v = value?.trim().replace(/[.,!?;:]+$/, '');
    if (v && !facts.some((f) => f.key === key)) facts.push({ key, value: v });
  };
  // Questions are asked, not stated ("Do you remember my dog's name?").
  if (/\?\s*$/.test(t)) return facts;

  // A second capitalised word belongs to the name ("My name is Tuấn Anh"); lower case stops it.
  const full = /\b(?:[Mm]y name is|[Mm]y name's|I'm called|I am called)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/u.exec(t)?.[1];
  const name =
    (full && full.split(/\s+/).every((w) => !NOT_NAMES.has(w.toLowerCase())) ? full : undefined) ??
    /\b(?:my name is|my name's|i'm called|i am called|call me)\s+(\p{L}[\p{L}'-]+)/iu.exec(t)?.[1] ??
    /\b(?:I'm|I am|this is)\s+(\p{Lu}[\p{Ll}'-]+)\b/u.exec(t)?.[1];
  // "Everyone calls me Rory": what friends call them, kept apart from the name.
  const nickname = /\b(?:my friends|friends|everyone|everybody|people|they|most people) (?:call|calls) me\s+(\p{Lu}[\p{L}'-]+)/u.exec(t)?.[1];
  if (nickname) add('nickname', nickname);
  if (name && !NOT_NAMES.has(name.toLowerCase()) && name !== nickname) add('name', /\p{Lu}/u.test(name) ? name : cap(name.toLowerCase()));

  // Places are capitalised words; the lead-in is matched in any case, so cut what follows the name.
  const place = (m: RegExpExecArray | null) => m?.[1]?.split(/\s+/).filter((w, i, all) => /^\p{Lu}/u.test(w) && all.slice(0, i).every((x) => /^\p{Lu}/u.test(x))).join(' ');
  add('from', place(new RegExp(`\\b(?:i'm from|i am from|i come from|i was born in|i grew up in)\\s+${PLACE}`, 'iu').exec(t)));
  add('lives-in', place(new RegExp(`\\b(?:i live in|i'm living in|i am living in|i moved to|i live near)\\s+${PLACE}`, 'iu').exec(t)));

  const pet = new RegExp(`\\b(?:i have|i've got|i got|we have|we've got|my|our)\\s+(?:an? |two |three )?(?:(?:little|old|young|small|big|black|white)\\s+)?(${PETS})s?\\b(?:[^.!?]*?\\b(?:called|named|is called|'s name is|name is)\\s+(\\p{Lu}[\\p{L}'-]+))?`, 'iu').exec(t);
  if (pet?.[1]) add(`pet:${pet[1].toLowerCase()}`, pet[2] ?? 'yes');
  const petName = new RegExp(`\\b(?:my|our) (${PETS})(?:'s name is| is called| is named)\\s+(\\p{Lu}[\\p{L}'-]+)`, 'iu').exec(t);
  if (petName?.[1]) {
    const i = facts.findIndex((f) => f.key === `pet:${petName[1]!.toLowerCase()}`);
    if (i >= 0) facts.splice(i, 1);
    add(`pet:${petName[1].toLowerCase()}`, petName[2]);
  }

  for (const m of t.matchAll(new RegExp(`\\b(?:i have|i've got|i got)\\s+(?:an? |one |two |three |\\d+ )?(?:(?:older|younger|big|little|twin)\\s+)?(${FAMILY})s?\\b(?:[^.!?]*?\\b(?:called|named)\\s+(\\p{Lu}[\\p{L}'-]+))?`, 'giu'))) {
    add(`family:${m[1]!.toLowerCase()}`, m[2] ?? 'yes');
  }
  // "is called" names in any case: a voice turn writes "my best friend is called dewi".
  for (const m of t.matchAll(new RegExp(`\\bmy (?:(?:older|younger|big|little|twin) )?(${FAMILY})(?:'s name is| is called| is named|,)\\s+(\\p{Lu}[\\p{L}'-]+|(?<=called |named |name is )\\p{Ll}[\\p{L}'-]+)`, 'giu'))) {
    const key = `family:${m[1]!.toLowerCase()}`;
    const i = facts.findIndex((f) => f.key === key);
    if (i >= 0) facts.splice(i, 1);
    add(key, /\p{Lu}/u.test(m[2]!) ? m[2] : cap(m[2]!));
  }
  // "My dog Fuks is asleep", "My wife Mariella is a midwife": a capitalised name right after the word
  // (case-sensitive on purpose: "my dog is" names no dog).
  for (const m of t.matchAll(new RegExp(`\\b[Mm]y (?:(?:older|younger|big|little|twin|old|young) )?(${FAMILY}|${PETS}) (\\p{Lu}[\\p{L}'-]+)`, 'gu'))) {
    if (/^I('|$)/.test(m[2]!)) continue;
    const key = `${new RegExp(`^(?:${PETS})$`).test(m[1]!) ? 'pet' : 'family'}:${m[1]!}`;
    const i = facts.findIndex((f) => f.key === key);
    if (i >= 0) facts.splice(i, 1);
    add(key, m[2]);
  }
  const herName = /\b(?:[Hh]er|[Hh]is) name is\s+(\p{Lu}[\p{L}'-]+)/u.exec(t)?.[1];
  const member = new RegExp(`\\b(?:a|my|an older|a younger|one) (${FAMILY})\\b`, 'i').exec(t)?.[1];
  if (herName && member) {
    const key = `family:${member.toLowerCase()}`;
    const i = facts.findIndex((f) => f.key === key);
    if (i >= 0) facts.splice(i, 1);
    add(key, herName);
  }
  const petMention = new RegExp(`\\b(?:a|my|an) (${PETS})\\b`, 'i').exec(t)?.[1];
  if (herName && petMention && !member) {
    const key = `pet:${petMention.toLowerCase()}`;
    const i = facts.findIndex((f) => f.key === key);
    if (i >= 0) facts.splice(i, 1);
    add(key, herName);
  }
  const memberMention = new RegExp(`\\bmy (?:(?:older|younger|big|little|twin) )?(${FAMILY})\\b`, 'i').exec(t)?.[1];
  if (memberMention) add(`family:${memberMention.toLowerCase()}`, 'yes');

  add('job', /\bi(?:'m| am) an? ((?:[a-z]+ ){0,2}(?:teacher|nurse|doctor|engineer|developer|programmer|designer|student|waiter|waitress|driver|lawyer|accountant|manager|chef|cook|builder|farmer|scientist|artist|writer|journalist|pharmacist|dentist|mechanic|electrician|cashier|receptionist|secretary|salesman|saleswoman|consultant|architect|translator|officer|pilot|musician|photographer|tailor|plumber|barber|butcher|gardener|postman|postwoman|fisherman|miner|soldier|sailor|nanny|babysitter|librarian|shopkeeper|guide|carpenter|painter|potter|welder|firefighter|paramedic|midwife|surgeon|psychologist|therapist|coach|trainer|baker|hairdresser|judge|vet))\b/i.exec(t)?.[1]);
  add('job', /\bI'?m \p{Lu}[\p{L}'-]+, an? ([a-z]+(?: [a-z]+){0,2}?)(?= based| in| from| at| who|[.,!]|$)/u.exec(t)?.[1]);
  add('job', /\bi(?:'m| am) an? ([a-z]+ )?([a-z]+(?:ist|ian|tor|ner|ker|ter|ger|der|ser|ver|cher|grapher|eer|ant|ent))\b(?! of)/i.exec(t)?.slice(1).filter(Boolean).join('').trim().replace(/^(?:bit|big|huge|real|true|little|total) .*$|^.*\b(beginner|learner|fan|member|lover|speaker|mother|father|sister|brother|daughter|partner|winner|loser|student|foreigner|stranger|owner|user|player|customer|parent|resident|patient|talker|worker)$/i, '') || undefined);
  add('job', /\bi(?:'m| am) an? (vet|nurse|doctor|tutor|chef|cook|cleaner|vet nurse)\b/i.exec(t)?.[1]);
  add('job', /\bi work (?:as an?|in an?|at an?|at|in|for)\s+([^.,!?]+)/i.exec(t)?.[1]?.split(/\s+(?:and|but|because)\s+/)[0]);
  add('studies', /\bi(?:'m| am)? stud(?:y|ying)\s+([^.,!?]+)/i.exec(t)?.[1]?.split(/\s+(?:and|but|because|at)\s+/)[0]);

  for (const m of t.matchAll(/\bi (?:really |also |usually )?(?:like|love|enjoy|adore)\s+([^.,!?]+)/gi)) {
    const what = trimPhrase(m[1]!.split(/\s+(?:and|but|because|with|when)\s+/)[0]!, 4).toLowerCase();
    if (what && !/^(it|that|this|you|to go|them)$/.test(what)) add(`likes:${what}`, what);
  }
  for (const m of t.matchAll(/\bi (?:really )?(?:don't|do not|didn't|did not) (?:like|enjoy|love)\s+([^.,!?]+)|\bi (?:hate|can'?t stand|cannot stand|dislike)\s+([^.,!?]+)/gi)) {
    const what = trimPhrase((m[1] ?? m[2])!.split(/\s+(?:and|but|because)\s+/)[0]!, 4).toLowerCase();
    if (what) add(`dislikes:${what}`, what);
  }
  add('plan', /\b(?:i'm going to|i am going to|i will|i'll|i plan to|i want to|i'd like to|next (?:week|month|year|summer)[, ]+i(?:'m| am| will)?)\s+([^.!?]+)/i.exec(t)?.[1] ? trimPhrase(/\b(?:i'm going to|i am going to|i will|i'll|i plan to|i want to|i'd like to)\s+([^.!?]+)/i.exec(t)?.[1] ?? '', 8) : undefined);
  const event = /\b(yesterday|last (?:night|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this morning|\w+ (?:days|weeks) ago)\b/i.exec(t);
  if (event && /\b(i|we|my)\b/i.test(t)) add('event', trimPhrase(t, 12));
  // "I live in Malmö. Sorry, not Malmö, I mean Lund.": the learner's own correction wins.
  const fixed = new RegExp(`\\bnot ${PLACE}[,.]?\\s+(?:i mean|i meant|it'?s|but)\\s+${PLACE}`, 'u').exec(t.replace(/\bI (mean|meant)\b/g, 'i $1'));
  if (fixed) for (const f of facts) if (f.value === fixed[1]) f.value = fixed[2]!;
  return facts;
}

/** Drops a bare "yes" (a pet or relative mentioned again) where a name is already known for that key. */
export function keepNamed(said: readonly LearnerFact[], known: readonly LearnerFact[]): LearnerFact[] {
  return said.filter((f) => !(f.value === 'yes' && known.some((k) => k.key === f.key && k.value !== 'yes')));
}

/** A fact's value as the partner says it back. */
export const factValue = (facts: readonly LearnerFact[], key: string): string | undefined => facts.find((f) => f.key === key)?.value;
export const factsWith = (facts: readonly LearnerFact[], prefix: string) => facts.filter((f) => f.key.startsWith(prefix));
