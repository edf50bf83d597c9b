// What the partner remembers beyond the fact table: "what did I tell you about my dog?", "what drink
// do I like?", "what does my sister do?". The answer is found in the learner's own earlier lines,
// by the words the question shares with them (with a few families of related words: a job, a drink,
// a dislike, a trip), and said back in the second person ("You told me that your sister is a dentist").
import { recallAnswer } from './answers';
import { factValue, factsWith, type LearnerFact } from './facts';
import type { RecallTopic } from './turn-kinds';

const SWAPS: Record<string, string> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', am: 'are', "i'm": "you're", "i've": "you've",
  "i'd": "you'd", "i'll": "you'll", we: 'you', us: 'you', our: 'your', ours: 'yours', "we're": "you're", "we've": "you've",
};

/** A learner's line in the partner's mouth: "I broke my arm" → "you broke your arm". */
export function reflect(text: string): string {
  return text
    .replace(/\b(I|we) was\b/gi, (_, who: string) => `${who} were`)
    .split(/(\s+)/)
    .map((w) => {
      const m = /^([^\p{L}']*)([\p{L}']+)([^\p{L}']*)$/u.exec(w.replace(/[\u2018\u2019]/g, "'"));
      if (!m) return w;
      const swap = SWAPS[m[2]!.toLowerCase()];
      return swap ? `${m[1]}${swap}${m[3]}` : w;
    })
    .join('');
}

const STOP = new Set(['what', 'which', 'who', 'where', 'when', 'how', 'do', 'does', 'did', 'i', 'you', 'me', 'my', 'your', 'remember', 'remind', 'tell', 'told', 'say', 'said', 'mention', 'mentioned', 'about', 'the', 'a', 'an', 'is', 'are', 'was', 'kind', 'of', 'can', 'could', 'guess', 'quick', 'test', 'know', 'again', 'before', 'so', 'far', 'that', 'to', 'me?', 'it', 'please', 'now', 'right', 'happened', 'happen', 'earlier', 'us', 'we', 'for', 'in', 'on', 'at', 'and', 'like', 'be', 'have', 'has', 'am', "i'm", 'im', 'name', 'oh', 'yes', 'no', 'ok', 'collection']);

/** Related words a line may use instead of the question's ("job" → "I'm a vet", "hate" → "can't stand"). */
const FAMILIES: Array<{ ask: RegExp; line: RegExp }> = [
  { ask: /\b(job|work|living|profession|career|do for|trade|occupation|earn (?:my |a |his |her |our )?(?:money|living))\b|\bwhat (does|do) (my|i) \w* ?do\b/i, line: /\b(i'?m an? |i am an? |works? (as|in|at|for)|job|is an? \w*(ist|er|or|ian|ant|nurse|vet|doctor|dentist))\b|, an? \w+|^i (?:repair|fix|restore|build|make|teach|train|drive|sell|design|clean|run|manage|look after|take care of|deliver|translate|write|program|cook|paint|grow) \w+|\bfor a living\b/i },
  // "Which town am I studying in?" is answered by a line naming a place: "now I study in Franceville".
  { ask: /\b(town|city|village|place)\b/i, line: /\b(?:in|at|from|to) \p{Lu}\p{L}+/u },
  // "Do you remember my instrument?" is answered by "I play the kora".
  { ask: /\binstruments?\b/i, line: /\bplay(?:s|ed|ing)? (?:the|a|an) [a-z]+|\b(guitar|piano|violin|cello|drums?|flute|trumpet|saxophone|clarinet|harp|ukulele|accordion|bass)\b/i },
  // "How do I get to work?" is answered by "I cycle to work every day".
  { ask: /\bhow do i (?:get|go|travel|come) to\b|\bcommute\b/i, line: /\b(cycl\w*|bike|bicycle|driv\w*|drove|walk\w*|bus|train|metro|tram|subway|tube|car|scooter|ferry|commut\w*)\b/i },
  { ask: /\b(drink|drinks)\b/i, line: /\b(drink\w*|coffee|tea|juice|water|beer|wine|milk|soda)\b/i },
  { ask: /\b(food|eat|dish|meal)\b/i, line: /\b(food|eat\w*|dish|cook\w*|pizza|pasta|rice|soup)\b/i },
  { ask: /\b(hate|dislike|don'?t like|can'?t stand)\b/i, line: /\b(hate|dislike|don'?t like|do not like|can'?t stand|cannot stand)\b/i },
  { ask: /\b(going|trip|travel|plans?|holiday)\b/i, line: /\b(going to|trip|travel\w*|visit\w*|next (week|month|year|summer)|plan\w*|flight)\b/i },
  { ask: /\bhappened\b|\bwhat did i (tell|say)\b/i, line: /\b(yesterday|last \w+|ago|broke|had|lost|got|went|fell|won|crashed)\b/i },
  // "Which town am I living in these days?" too; "for a living" is the job's.
  { ask: /\b(live|home|city|town|village)\b|\bliving in\b/i, line: /\b(live|living|moved|home)\b/i },
  { ask: /\bfrom\b/i, line: /\b(from|born|grew up)\b/i },
  // "Where did I spend my childhood?" is answered by "I grew up on a farm near Stellenbosch".
  { ask: /\b(childhood|grow up|grew up|as a (child|kid)|when i was (young|little|small))\b/i, line: /\b(grew up|grow up|childhood|born|as a (child|kid)|when i was (young|little|small|a child|a kid))\b/i },
  // "How many kids do I have?" is answered by "I have three children".
  { ask: /\b(kids?|children|child|sons?|daughters?)\b/i, line: /\b(kids?|children|child|sons?|daughters?|baby|babies)\b/i },
  // "Which food do I have to avoid?" is answered by "I'm allergic to peanuts".
  { ask: /\b(avoid|allergic|allergy|allergies|can'?t eat|not allowed)\b/i, line: /\b(allerg\w*|can'?t eat|cannot eat|intoleran\w*|avoid|not allowed)\b/i },
  { ask: /\bmoved?\b/i, line: /\b(moved|move|came here|left|relocated)\b/i },
  // "What's my hobby?" is answered by "I collect old matchboxes".
  { ask: /\b(hobby|hobbies|pastime|free time|spare time)\b/i, line: /\b(collect\w*|play(?:s|ed|ing)? (?:the |a )?\w+|paint\w*|knit\w*|draw\w*|gardening|hik\w*|fishing|bak(?:e|es|ing)|sew\w*|photograph\w*|climb\w*|danc\w*|sing\w*|chess|hobby)\b/i },
  // "Who lives next door to me?" is answered by "My neighbour Souksavanh grows vegetables".
  { ask: /\b(next door|neighbou?rs?)\b/i, line: /\b(neighbou?rs?|next door)\b/i },
  // "What is my collection?" is answered by "I collect pressed flowers", not by how big it is.
  { ask: /\bcollection\b/i, line: /\bcollect(?:s|ed|ing)?\b/i },
  // "What scares me?" is answered by "I'm terrified of jellyfish".
  { ask: /\b(scares?|scared|afraid|fears?|frighten\w*|terrif\w*|phobia|worries)\b/i, line: /\b(afraid|scared|terrified|frightened|fear|phobia|scares? me|panic)\b/i },
];

const DISLIKE = /\b(hate|hates|dislike|dislikes|don'?t (?:really )?like|do not like|doesn'?t like|can'?t stand|cannot stand|not a fan)\b/i;
// "like" as a verb only: "what does my dog look like?" is about no liking.
const LIKE = /\b(?:i|you|we|they|he|she|really|also|do|does|did|would)\s+(?:really\s+)?(?:love|loves|like|likes|enjoy|enjoys|adore)\b|\bfavou?rite\b/i;

/**
 * Whether a line (or a question) is only about a dislike (-1), only about a liking (1), or neither (0).
 * "I don't like coffee. I only drink green tea." says something else too, so it takes no side.
 */
function linePolarity(text: string): -1 | 0 | 1 {
  const parts = text.split(/[.!?;]+|\bbut\b/i).filter((p) => p.trim().length > 0).map(clausePolarity);
  return parts.length > 0 && parts.every((p) => p === parts[0]) ? parts[0]! : 0;
}

function clausePolarity(text: string): -1 | 0 | 1 {
  const dislikes = DISLIKE.test(text);
  const likes = LIKE.test(text.replace(new RegExp(DISLIKE.source, 'gi'), ' '));
  // "I don't like tea but I love coffee" is both: no side is taken.
  return dislikes === likes ? 0 : dislikes ? -1 : 1;
}

/** A line that takes back the one before it: "Sorry, no, …", "Actually, …", "I mean …". */
// "No, sorry, I mixed it up: she lives in Grenoble." corrects too.
// "Oh no, sorry, that's wrong: he lives in Limbe now.", "Oh wait, sorry, that's old news." and "… that's out of date." too.
const CORRECTION = /^(?:(?:oh|ah|um|er|hmm|well),?\s+)?(no,? sorry(?:,? i (?:mixed (?:it|them) up|got (?:it|that) wrong|meant))?|(?:wait,?\s+)?sorry,? (no|i mean|wait|my mistake|i'?m wrong|i was wrong|that'?s wrong|that'?s old news|i mixed (?:it|them) up|i got (?:it|that) wrong)|i mixed (?:it|them) up|(?:wait,?\s+)?that'?s (?:old news|not true any ?more|out of date|outdated|not (?:right|the case) any ?more|wrong|not (?:right|true|correct))|no,? wait|wait,? no|oops|actually|i mean|correction|my mistake|i'?m wrong|i was wrong)\b[,.:!]*\s*(no,?\s*)?(?:(?:i'?m|i was|that'?s|that was) (?:wrong|old news|not right)[.!:]*\s*)?/i;

/** "Oh sorry, not Tromsø — I mean Alta." (or "not Tromsø. I mean Alta."): one word or name swapped for another in the line before. */
const SWAP = /^(?:(?:oh|ah|um|er|sorry|no|wait|oops)[,!.]*\s+)*not ([^,;:—–.!?]{1,40}?)\s*(?:[,;:—–.]|\s-)\s*(?:i mean|i meant|it'?s|it was|but)?\s*([^,;:—–.!?]{1,40}?)[.!]*$/i;

// "studying" finds "study", "lived" finds "live": endings, a doubled last letter and a final e go.
const stem = (w: string) =>
  w.toLowerCase().replace(/'s$/, '').replace(/(?:ies|ied)$/, 'y').replace(/(?<=\p{L}{3})(?:ing|ed)$/u, '').replace(/(es|s)$/, '').replace(/(?<=\p{L}{2})e$/u, '').replace(/(\p{L})\1$/u, '$1');
const contentWords = (text: string) => (text.toLowerCase().match(/[\p{L}'-]+/gu) ?? []).filter((w) => !STOP.has(w) && w.length > 1).map(stem);

/**
 * The learner's earlier line that best answers a question about themselves, reflected, with the
 * line after it when that one goes on about the same thing ("He's twelve and very lazy"); or null.
 */
export function searchMemory(question: string, turns: readonly string[], facts: readonly LearnerFact[]): string | null {
  // A turn that says one thing and takes it back ("… lives in Kribi. Oh no, sorry, …") is two lines.
  const lines = turns.flatMap((turn) => {
    if (CORRECTION.test(turn) || SWAP.test(turn)) return [turn]; // "Oh, sorry, not Porto. I mean Braga." is one correction
    const sentences = turn.split(/(?<=[.!?])\s+(?=\S)/);
    const at = sentences.findIndex((s, i) => i > 0 && (CORRECTION.test(s) || SWAP.test(s)));
    return at > 0 ? [sentences.slice(0, at).join(' '), sentences.slice(at).join(' ')] : [turn];
  });
  const asked = new Set(contentWords(question));
  // A pet's or relative's name counts as the word itself: "my dog" finds "Pip is lazy".
  for (const f of facts) {
    const [head, tail] = f.key.split(':');
    if ((head === 'pet' || head === 'family') && tail && asked.has(stem(tail)) && f.value !== 'yes') asked.add(stem(f.value));
  }
  const families = FAMILIES.filter((f) => f.ask.test(question));
  const askedPolarity = linePolarity(question);
  let best = -1;
  let bestScore = 0;
  lines.forEach((line, i) => {
    if (/\?\s*$/.test(line.trim())) return;
    const words = new Set(contentWords(line));
    let score = [...asked].filter((w) => words.has(w)).length * 2;
    score += families.filter((f) => f.line.test(line)).length * 1.5;
    // "What food do I hate?" is answered by a dislike, never by "I love spicy food", however many words they share.
    if (askedPolarity && linePolarity(line) === -askedPolarity) score -= 4;
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  if (best < 0) return null;
  const corrected = lines[best + 1]?.trim();
  // "My sister lives in Tromsø." then "Oh sorry, not Tromsø — I mean Alta.": the line with the swap made.
  const swap = corrected ? SWAP.exec(corrected) : null;
  const taken = swap ? new RegExp(`(?<!\\p{L})${swap[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu') : null;
  if (swap && taken?.test(lines[best]!)) {
    const swapped = lines[best]!.replace(taken, swap[2]!);
    return `You told me: ${reflect(swapped.trim()).replace(/[.!]+$/, '')}.`;
  }
  // "My son is seven." then "Sorry, no, he is eight now.": the learner's own correction is the answer.
  if (corrected && CORRECTION.test(corrected) && !/\?\s*$/.test(corrected)) {
    // "Oh wait, sorry, that's old news." alone: the news is the sentence after it.
    const rest = corrected.replace(CORRECTION, '').trim() || lines[best + 2]?.trim() || '';
    // "He moved …" after "My brother used to teach in Kupang": "your brother moved …".
    const who = /^(?:my|our) ((?:[\p{L}-]+ )?[\p{L}-]+?)(?= (?:is|was|lives|lived|works|worked|used|teaches|taught|has|had|studies|studied)\b)/iu.exec(lines[best]!.trim())?.[1];
    const fixed = reflect(rest).replace(/[.!]+$/, '').replace(/^(?:He|She|They)\b/, (w) => (who ? `your ${who}` : w.toLowerCase())).replace(/^(?:It|We|His|Her|Its|Their|Our)\b/, (w) => w.toLowerCase());
    if (fixed) return `You told me: ${fixed}.`;
  }
  const picked = [lines[best]!];
  // "Why do I drink black coffee?" is answered by the line before "So I always drink it black".
  if (/\bwhy\b/i.test(question) && best > 0 && /^(so|that'?s why|therefore|because of (that|this))\b/i.test(lines[best]!.trim())) picked.unshift(lines[best - 1]!);
  const next = lines[best + 1];
  if (next && /^(he|she|it|they|his|her|its|their)\b/i.test(next.trim()) && !/\?\s*$/.test(next)) picked.push(next);
  // Each sentence after the first starts with a capital again ("you're a tailor. You mostly make suits").
  const said = picked.map((l) => reflect(l.trim()).replace(/[.!]+$/, '')).join('. ').replace(/([.!?] )(\p{Ll})/gu, (_, end: string, c: string) => `${end}${c.toUpperCase()}`);
  return `You told me: ${said.charAt(0).toLowerCase() === said.charAt(0) ? said : said.charAt(0).toUpperCase() + said.slice(1)}.`;
}

/** "Guess who is sleeping on my keyboard?": the learner's named pet, else a named relative. */
export function guessAnswer(facts: readonly LearnerFact[]): string {
  const pet = factsWith(facts, 'pet:').find((f) => f.value !== 'yes');
  if (pet) return `Is it ${pet.value}, your ${pet.key.slice(4)}?`;
  const pets = factsWith(facts, 'pet:');
  if (pets[0]) return `Is it your ${pets[0].key.slice(4)}?`;
  const member = factsWith(facts, 'family:').find((f) => f.value !== 'yes');
  return member ? `Is it ${member.value}, your ${member.key.slice(7)}?` : "Hmm, I can't guess! Tell me.";
}

/** Everything the partner knows about the learner, in one sentence. */
export function everythingKnown(facts: readonly LearnerFact[]): string {
  const parts: string[] = [];
  const name = factValue(facts, 'name');
  if (name) parts.push(`your name is ${name}`);
  const from = factValue(facts, 'from');
  if (from) parts.push(`you're from ${from}`);
  const lives = factValue(facts, 'lives-in');
  if (lives) parts.push(`you live in ${lives}`);
  const job = factValue(facts, 'job');
  if (job) parts.push(`you work as ${/^(an?|the) /i.test(job) || !/^[a-z]/.test(job) ? job : `${/^[aeiou]/i.test(job) ? 'an' : 'a'} ${job}`}`);
  for (const f of [...factsWith(facts, 'pet:'), ...factsWith(facts, 'family:')].slice(0, 3)) {
    const what = f.key.split(':')[1];
    parts.push(f.value === 'yes' ? `you have a ${what}` : `your ${what} is called ${f.value}`);
  }
  const plan = factValue(facts, 'plan');
  if (plan) parts.push(/^\p{Lu}/u.test(plan) ? `you're going to ${reflect(plan)}` : `you want to ${reflect(plan)}`);
  const likes = factsWith(facts, 'likes:').map((f) => reflect(f.value));
  if (likes.length) parts.push(`you like ${likes.slice(0, 2).join(' and ')}`);
  if (parts.length === 0) return 'Not much yet! Tell me about yourself.';
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `I remember that ${list}.`;
}

/**
 * Once a conversation is going, ask about a named pet or family member the learner mentioned
 * earlier ("How is Bruno?"), once, and not while they are still being talked about.
 */
export function memoryCallback(facts: readonly LearnerFact[], said: readonly string[], history: ReadonlyArray<{ text: string }>, learnerText: string): string | null {
  if (said.length < 4) return null;
  const all = said.join('\n').toLowerCase();
  for (const f of facts) {
    if (!(f.key.startsWith('pet:') || f.key.startsWith('family:')) || f.value === 'yes') continue;
    if (all.includes(`how is ${f.value.toLowerCase()}`)) continue;
    if (learnerText.toLowerCase().includes(f.value.toLowerCase())) continue;
    const lastMention = history.map((h) => h.text.toLowerCase().includes(f.value.toLowerCase())).lastIndexOf(true);
    if (lastMention >= 0 && history.length - lastMention <= 6) continue;
    return `By the way, how is ${f.value}?`;
  }
  return null;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
/** The first count in a line: "four cousins" → 4, "12 books" → 12, "another baby", "my first marathon" → 1; not a year or a time. */
function countIn(line: string): number | null {
  const m = /\b(\d{1,3}|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|another|a couple of|first|an?(?!\s+(?:lot|few|bit|little|couple|dozen|hundred|thousand|million)\b))\b(?!\s*(?::|o'clock|am\b|pm\b|years? old|percent|%))/i.exec(line);
  if (!m) return null;
  const w = m[1]!.toLowerCase();
  return /^\d+$/.test(w) ? Number(w) : w === 'a couple of' ? 2 : ['another', 'first', 'a', 'an'].includes(w) ? 1 : NUMBER_WORDS.indexOf(w);
}

/**
 * "How many cousins do I have in total?" after "I have four cousins on my mum's side." and "And three on
 * my dad's side.": the counts of the learner's lines about that thing, and of the lines that go on about
 * it ("And …", "… two more", "another …"), added up. Null for fewer than two counts: one line is said back.
 */
const KINDS_OF: Readonly<Record<string, RegExp>> = {
  bird: /\b(?:hens?|chickens?|ducks?|geese|goose|turkeys?|parrots?|pigeons?|budgies?|canar(?:y|ies)|owls?|quails?)\b/i,
  pet: /\b(?:dogs?|cats?|puppies|puppy|kittens?|rabbits?|hamsters?|guinea pigs?|parrots?|budgies?|tortoises?|turtles?|goldfish|fish)\b/i,
  animal: /\b(?:dogs?|cats?|cows?|horses?|goats?|sheep|pigs?|hens?|chickens?|ducks?|rabbits?|donkeys?)\b/i,
  child: /\b(?:sons?|daughters?|boys?|girls?|kids?|children|twins)\b/i,
  kid: /\b(?:sons?|daughters?|boys?|girls?|children|twins)\b/i,
};

export function countAnswer(question: string, lines: readonly string[]): string | null {
  const asked = /\bhow many ([a-z]+)\b/i.exec(question)?.[1]?.toLowerCase();
  if (!asked) return null;
  const thing = stem(asked);
  // "How many birds?" after "four hens" and "two turkeys": the kinds a line may name instead.
  const kinds = KINDS_OF[thing];
  const counts: number[] = [];
  let onThread = false;
  for (const line of lines) {
    if (/\?\s*$/.test(line.trim())) continue;
    const names = contentWords(line).includes(thing) || (kinds?.test(line) ?? false);
    const goesOn: boolean = onThread && /^(?:and|plus|also|then|but|yesterday|today|this|last)\b|\b(?:more|another)\b/i.test(line.trim());
    const n: number | null = names || goesOn ? countIn(line) : null;
    if (n !== null && n > 0) counts.push(n);
    onThread = names || (goesOn && n !== null);
  }
  if (counts.length < 2) return null;
  const total = counts.reduce((a, b) => a + b, 0);
  const say = (n: number) => NUMBER_WORDS[n] ?? String(n);
  return `Let me count: ${counts.map(say).join(' and ')}, so ${say(total)} ${total === 1 ? thing : asked}.`;
}

/** What the partner remembers, for a question about the learner: a stored fact, else their own earlier lines. */
export function recallOf(about: RecallTopic, learnerText: string, learnerLines: readonly string[], facts: readonly LearnerFact[]): string {
  if (about === 'guess') return guessAnswer(facts);
  if (about === 'anything') return everythingKnown(facts);
  const counted = countAnswer(learnerText, learnerLines);
  if (counted) return counted;
  const structured = about === 'search' || about === 'plan' ? null : recallAnswer(about, facts, learnerText);
  // "I live in Daejeon." … "Oh no, sorry, I mean Cheongju.": a fact taken back is answered from the learner's own lines.
  const tookBack = learnerLines.some((line) => CORRECTION.test(line.trim()) || SWAP.test(line.trim()));
  const searched = tookBack ? searchMemory(learnerText, learnerLines, facts) : null;
  if (searched) return searched;
  if (structured && !structured.endsWith('?')) return structured;
  return searchMemory(learnerText, learnerLines, facts) ?? structured ?? "Hmm, I don't think you've told me that yet. Tell me!";
}
