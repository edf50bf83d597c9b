// The partner's stock lines (greetings, thanks, feelings, jokes, calm answers to rudeness) and its
// reaction to a plain statement, chosen to fit what the learner said. `fresh` picks a line not
// yet said in this conversation, so no stock sentence comes more than twice.
import { reflect } from './recall';
import { PHOBIA, type Feeling } from './feelings';
import { factValue, type LearnerFact } from './facts';
import { GREETING } from './turn-kinds';

export type Band = 'basic' | 'middle' | 'advanced';

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The first option (from a stable place given by the seed) not yet said; else the least said. */
export function fresh(options: readonly string[], said: readonly string[], seed: string): string {
  const all = norm(said.join('\n'));
  let h = 0;
  for (let i = 0; i < seed.length; i += 1) h = (h * 31 + seed.charCodeAt(i)) >>> 0;
  const count = (o: string) => all.split(norm(o)).length - 1;
  let best = options[h % options.length]!;
  let bestCount = Infinity;
  for (let k = 0; k < options.length; k += 1) {
    const o = options[(h + k) % options.length]!;
    const c = count(o);
    if (c === 0) return o;
    if (c < bestCount) [best, bestCount] = [o, c];
  }
  return best;
}

/** Like `fresh`, but '' once every option was said twice: a short answer then gets just the next question. */
export function freshOrNothing(options: readonly string[], said: readonly string[], seed: string): string {
  const all = norm(said.join('\n'));
  const line = fresh(options, said, seed);
  return all.split(norm(line)).length - 1 >= 2 ? '' : line;
}

export const LINES = {
  greeting: ['Hi there!', 'Hello!', 'Hey, nice to see you!'],
  howAreYou: ["I'm fine, thanks for asking.", "I'm doing well, thank you.", "I'm great, thanks!"],
  goodbye: ['Bye{name}! It was nice talking to you. See you soon!', 'See you later{name}! Take care.', 'Goodbye{name}! See you next time.'],
  thanks: ["You're welcome!", 'My pleasure!', 'No problem at all!'],
  repeat: ['Sure! I asked:', 'Of course. Again:', 'No problem. My question was:'],
  slower: ["Sorry, I'll keep it slow and simple.", "OK, I'll use simpler words.", 'Of course. Slowly and simply now.'],
  notUnderstand: ["No problem, let me ask in an easier way.", "Don't worry, let me try a simpler question.", "That's OK. Here is an easier one."],
  gibberish: ["Sorry, I didn't quite understand that. Could you say it another way?", "Hmm, I didn't catch that. Can you try again in different words?"],
  insult: ["I'm sorry you're frustrated. I'm a simple practice partner, but I'm here to help. Let's try again.", "Let's keep it kind, please. I know practising can be frustrating. Let's try again."],
  backToQuestion: ['Now, back to my question:', 'So, my question was:', 'Back to our chat:'],
  jokes: [
    'Why did the student eat his homework? Because the teacher said it was a piece of cake!',
    "What do you call a fish with no eyes? A fsh!",
    "Why don't eggs tell jokes? Because they would crack each other up!",
    'Why was the maths book sad? Because it had too many problems.',
    'What do you call a sleeping dinosaur? A dino-snore!',
  ],
  laugh: ['Ha ha, good one! That made me laugh.', "Haha, that's a funny one!", 'Haha! Nice one, I like that joke.'],
  listening: ["Sure, go ahead! I'm listening.", "Oh yes, I love jokes! Go on."],
  bored: ["Sorry about that! Let's change the topic. What would you like to talk about instead?", "Oh, sorry! Let's try something different. What topic do you prefer?"],
  wait: ['Sure, take your time!', 'No problem, I can wait.', "Sure, go ahead! I'll be here."],
  apology: ["No problem, don't worry!", 'No worries at all!', 'Ha ha, no problem!'],
  afterJoke: ['Do you know any jokes in English?', 'Do you have a favourite joke?'],
  sad: ["Oh no, I'm so sorry to hear that.", "I'm really sorry. That sounds very hard.", "Oh, I'm sorry. That must be difficult."],
  sadPet: ['Losing a pet is really hard; they are part of the family.'],
  sadFollow: ['Do you want to talk about it?', 'How are you feeling now?', 'Is there anything that helps you feel better?'],
  stressed: ["That sounds really stressful. Remember to take short breaks and sleep well.", "I'm sorry you're under so much pressure. One step at a time!"],
  stressedFollow: ['What usually helps you relax?', 'When is it all over?'],
  happy: ["Congratulations! That's fantastic news!", "Wow, that's wonderful news! Congratulations!", "That's amazing! I'm so happy for you."],
  happyFollow: ['How are you going to celebrate?', 'Tell me more! How do you feel?'],
} as const;

const TOPIC_REACTIONS: Array<{ match: RegExp; lines: string[] }> = [
  // A place closing for good is a loss, whatever it is ("our local cinema is closing down").
  { match: /\b(?:closing down|closed down|shutting down|shut down|closing for good|closed for good|being (?:knocked|pulled) down|demolished)\b/i, lines: ["Oh, what a shame! It's sad when a place like that goes.", "Oh no, that's a real pity."] },
  // Getting about without a car: "I don't drive. I go everywhere by tram."
  { match: /\b(?:by (?:tram|bus|train|bike|bicycle|metro|underground|subway|ferry|scooter)|(?:don'?t|do not|can'?t|cannot) drive)\b/i, lines: ['Public transport can be really handy.', 'Not driving saves a lot of stress!'] },
  { match: /\b(rain\w*|snow\w*|sunny|hot(?!-| (?:air|dog|chocolate|water|sauce|tea|spring|pot|drink))|cold|weather|windy|storm)\b/i, lines: ['Oh, {weather}! Stay warm and dry.', '{Weather} today? I hope you can enjoy it from inside!'] },
  { match: /\b(tired|exhausted|sleepy)\b/i, lines: ['Oh, you sound tired. I hope you can rest soon.'] },
  { match: /\b(cook\w*|recipe|bake|baking)\b/i, lines: ['Cooking is a great skill!', 'Mmm, that sounds delicious.'] },
  // Not food the learner cannot or does not eat: "I can't eat mustard" is no treat.
  { match: /\b(pizza|pasta|sushi|food|(?<!\b(?:can'?t|cannot|don'?t|doesn'?t|didn'?t|won'?t|never|not|couldn'?t|stopped)\s)(?:eat|ate)|dinner|lunch|breakfast)\b(?![^.!?]*\b(?:allergic|allergy|itchy|sick|ill)\b)(?! together\b| with (?:an? |my |our |some )?(?:old )?(?:friends?|family|colleagues?))/i, lines: ['Mmm, that sounds tasty!', 'Now I feel hungry!'] },
  { match: /\b(football|tennis|basketball|gym|run|running|swim\w*|sport)\b/i, lines: ['Sport is a great way to stay fit.', 'That sounds active!'] },
  { match: /\b(music|song|guitar|piano|sing(?:s|ing|er|ers)?|sang|sung|concert)\b/i, lines: ['Music makes everything better.', 'Nice, music is so important.'] },
  { match: /\b(film|movie|series|cinema|netflix)\b/i, lines: ['I love a good film.', 'That sounds fun to watch.'] },
  { match: /\b(book|read\w*|novel)\b/i, lines: ['Reading is wonderful.', 'Books are great company.'] },
  { match: /\b(travel\w*|trip|holiday|visit\w*|flight|beach)\b/i, lines: ['Travelling is so exciting!', 'That sounds like a lovely trip.'] },
  // "The worms are doing a brilliant job": praise, not work; "on my way to work" says when, not what.
  { match: /\b((?<!\bway to )work\w*|(?<!\b(?:doing|did|done|does) (?:a |an )?(?:\w+ )?)job|office|boss|colleague)\b/i, lines: ['Work can take a lot of energy.', 'Thanks for telling me about your work.'] },
  { match: /\b(study\w*|exam|school|university|class)\b/i, lines: ['Studying takes real effort.', 'Learning new things is great.'] },
  { match: /\b(family|mother|father|mum|dad|sister|brother|parents|(?:children|kids)(?! (?:next door|upstairs|downstairs|outside|in the street))(?!'s))\b/i, lines: ['Family is so important.', 'It sounds like your family matters a lot to you.'] },
  { match: /\b(dog|cat|pet)\b/i, lines: ['Pets make life happier.', 'Aw, I love animals.'] },
];

/** Whether a reaction is only an acknowledgement ("I see.", "Good to know.") that names nothing. */
/**
 * An apology with its reason ("Sorry I'm late. I got stuck in the lift for twenty minutes!") gets the
 * reason said back before the "no problem", so the learner hears it was taken in.
 */
export function apologyLine(text: string, said: readonly string[], seed: string): string {
  const plain = fresh(LINES.apology, said, seed);
  // "Sorry I'm late. My bus …" or "Sorry I'm late, my bike got a flat tyre.": the reason after the apology.
  // "Sorry, firefighters are rescuing a cat …": something going on right now is a reason too.
  const happening = /^(?:(?:the|a|an) [a-z]+|[a-z]+s) (?:is|are) [a-z]+ing\b/i;
  const reason = text.trim().split(/(?<=[.!?])\s+|,\s+(?=(?:my|our|i|we|the)\b)|,\s+(?=[a-z]+s (?:are|were) [a-z]+ing\b)/i).slice(1).join(' ').replace(/[.!]+$/, '');
  if (!(/^(?:i|we|my|our)\b/i.test(reason) || happening.test(reason)) || reason.split(/\s+/).length > 14 || /\?/.test(reason)) return plain;
  return `Oh no, ${reflect(reason).replace(/^\p{Lu}/u, (c) => c.toLowerCase()).replace(/^I\b/, 'you')}? ${plain.replace(/^Ha ha, /, '')}`.replace(/\? no /, '? No ');
}

/**
 * "Hello, Ms Rivera! I just got back from my pottery class…" is news, answered as news, but a person
 * says hello back first. The learner's own greeting is returned ("Good morning!"), a plain "Hi!" for
 * the rest; a reply that already greets is left as it is.
 */
export function withHelloBack(learnerText: string, reply: string): string {
  const hello = GREETING.exec(learnerText.trim())?.[0];
  if (!hello || GREETING.test(reply) || /^(?:yo|sup|wassup|what'?s up)$/i.test(hello)) return reply;
  const back = /^good /i.test(hello) ? `${hello.charAt(0).toUpperCase()}${hello.slice(1).toLowerCase()}!` : /^hello/i.test(hello) ? 'Hello!' : 'Hi!';
  return `${back} ${reply}`;
}

export const isAcknowledgement = (reaction: string): boolean => reaction === '' || Object.values(ACKNOWLEDGE).some((lines) => lines.includes(reaction));

const ACKNOWLEDGE: Record<Band, string[]> = {
  basic: ['I see.', 'OK, thank you.', 'Right.', 'Ah, OK.'],
  middle: ["That's interesting.", 'Thanks for telling me.', 'I see what you mean.', 'Good to know.', 'Ah, right.'],
  advanced: ["That's a fascinating way to put it.", 'I can see where you are coming from.', 'That makes a lot of sense.', 'Fair point.'],
};

/** Words a long phrase may be cut before and still be English: "wooden birdhouses | in your free time". */
const PHRASE_BOUNDARY = /^(?:in|on|at|with|for|from|that|which|who|whose|where|to|when|because|while|since|near|about|after|before|like|so|and|but|or|than|by|into|during|until|as|if)$/i;
/**
 * The first words of a phrase, at most `max`. A longer phrase is cut before its first preposition or
 * clause word, never in the middle ("in your free" of "in your free time" is no English).
 */
const shortPhrase = (text: string, max = 4) => {
  const all = text.trim().split(/\s+/);
  const boundary = all.length > max ? all.findIndex((w, i) => i >= 1 && i <= max && PHRASE_BOUNDARY.test(w)) : -1;
  return cutPhrase(all.slice(0, boundary >= 1 ? boundary : max).join(' '));
};
/** A phrase never ending on a word that needs more ("to walk in the" → "to walk"). */
const cutPhrase = (text: string) => text.replace(/[.,!?;:]+$/, '').replace(/(\s+(in|on|at|the|a|an|with|to|of|and|or|for|my|your|from|by|than|rather|as|but|so|because|if|when|more|less|very|really))+$/i, '');

/**
 * Something that just happened ("my neighbour's goat just walked into our kitchen!"), said back in the
 * partner's words ("Your neighbour's goat just walked into your kitchen"), or null. Only news told as
 * a surprise counts: with "!", or after "oh no", "wow", a laugh or a laughing emoji.
 */
export function saidBackNews(text: string): string | null {
  const t = text.trim();
  // "Today my little sister…", "oh no the dog…", "Haha, my grandpa…", "Oh, sorry — my son…": the lead-in is not the news.
  const news = t.split(/(?<=[.!?])\s+/).map((p) => p.replace(/\s*(?:😂|🤣|😆|😅)+\s*$/u, '').replace(/^(?:(?:sorry|oh|wow|guess what|omg|ok)[,!.]?\s+)*(?:wait|random|listen)[,!.]?\s+(?:but\s+)?/i, '').replace(/^(?:(?:haha+|lol|oops|ugh+|argh+|oh(?! (?:no|wow)\b)|sorry)\s*[,!.—–-]?\s+)*(?:by the way|btw|random news|fun fact|news|guess what|oh no|oh wow|oh|wow|omg|look)?[,:!.]?\s*/i, '').replace(/^(?:today|this morning|just now|tonight)[,]?\s+/i, '').trim())
    // Someone else's news, or the learner's own when it "just" happened ("I just found twenty euros!").
    .find((p) => (/\bjust\s+(?:[a-z]+ed|said|ran|came|fell|flew|broke|won|went|told|gave|got|took|made|found|saw|lost|ate|stole|bit|hit|left|sent|cut|put|spilt|burnt|shut|threw|drew|wrote|rode|drove|swam|rang|dropped|knocked|walked|passed|appeared)\b/i.test(p) || (/^(?:my|our|a|an|the|someone|somebody)\s+[\p{L}' -]*?\b(?:[a-z]+ed|ran|came|fell|flew|broke|won|went|gave|got|took|made|found|saw|lost|ate|stole|had|left|put|threw|brought|built|hit|bit|is\s+[a-z]+ing|are\s+[a-z]+ing)\b/iu.test(p) || /^they\s+(?:just\s+)?(?:opened|built|turned|painted|put up|found)\s+(?:a|an|the|our|my)\b/i.test(p))) && /^[\p{L}\d' ,-]{3,90}[.!]?$/u.test(p) && !(/^i\b/i.test(p) && !/\bjust\b/i.test(p)));
  // Only news told with an exclamation is a surprise: "The bus just arrived." is no wonder. A voice turn
  // has no marks, so an "oh" or "wow" before it says the same ("oh no the dog just ate my sandwich").
  // An animal where it does not belong, or a thing in the middle of a street, is a surprise however it is told;
  // so is a change to the place they live ("they opened a cat café on my street yesterday").
  const odd = /\b(?:pigs?|goats?|cows?|horses?|ducks?|ducklings|bats?|foxes|fox|snakes?|monkeys?|deer|bears?|sheep|chickens?|parrots?|owls?|squirrels?|frogs?|rats?|mice|mouse|hedgehogs?|seagulls?|geese|goose|swans?|peacocks?|llamas?|camels?|bees|wasps|swarm)\b/i.test(t) || /\bin the middle of (?:the|our|my) (?:street|road|kitchen|living room|office|garden)\b/i.test(t);
  const exclaimed = t.includes('!') || /^they\b/i.test(news ?? '') || /^(?:oh no|oops|ugh+|argh+|wow|omg|haha+|lol)\b/i.test(t) || /😂|🤣|😆/u.test(t) || /^(?:oh|wow|omg|look|wait|guess what)\b/i.test(t) || odd;
  if (!news || !exclaimed) return null;
  const said = reflect(news.replace(/[.!]+$/, '')).replace(/^you\b/, 'You');
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
}

/** A reaction to a plain statement that fits its content, using what it says about the learner. */
export function reactToStatement(text: string, band: Band, newFacts: readonly LearnerFact[], said: readonly string[], seed: string): string {
  const t = text.trim();
  const name = factValue(newFacts, 'name');
  if (name) return fresh(band === 'basic' ? [`Nice to meet you, ${name}!`] : [`Lovely to meet you, ${name}.`, `Nice to meet you, ${name}!`], said, seed);
  const from = factValue(newFacts, 'from') ?? factValue(newFacts, 'lives-in');
  if (from) return fresh([`${from}! I'd love to visit one day.`, `Oh, ${from}! I've heard wonderful things about it.`, `${from} sounds like a great place.`], said, seed);
  // A job just told: name it, so the learner hears it was taken in ("A nurse! …"), not "Thanks for telling me about your work".
  const job = factValue(newFacts, 'job');
  if (job && job.split(/\s+/).length <= 4) {
    const named = `${/^[aeiou]/i.test(job) ? 'An' : 'A'} ${job}`;
    return fresh([`${named}! That's an important job.`, `${named}? I'd love to hear more about it.`], said, seed);
  }
  const pet = newFacts.find((f) => f.key.startsWith('pet:') && f.value !== 'yes');
  if (pet) return `${pet.value} is a lovely name for a ${pet.key.slice(4)}!`;
  const dislike = /\bi (?:really )?(?:don't|do not) (?:like|enjoy|love)\s+([^.,!?]+)|\bi hate\s+([^.,!?]+)/i.exec(t);
  if (dislike) return fresh([`Not a fan of ${reflect(shortPhrase(dislike[1] ?? dislike[2] ?? 'that'))}? Fair enough.`, `OK, so no ${reflect(shortPhrase(dislike[1] ?? dislike[2] ?? 'that'))} for you!`], said, seed);
  // "I'm a bit scared of flying": the fear named back, kindly ("Lots of people are scared of flying").
  const fear = PHOBIA.exec(t);
  if (fear && !/\b(?:not|never|n't) (?:\w+ )?(?:afraid|scared|terrified|frightened)\b/i.test(t)) {
    const [adjective, thing] = fear[0].toLowerCase().replace(/ from /, ' of ').split(/ of /) as [string, string];
    return fresh([`Lots of people are ${adjective} of ${thing}, so you're not alone.`, `You're not the only one: many people are ${adjective} of ${thing}.`], said, seed);
  }
  const news = saidBackNews(t);
  if (news) return `${/^(?:oh no|ugh+|argh+|oops)\b/i.test(t) ? 'Oh no!' : 'Wow!'} ${news}? Tell me more!`;
  // "Plums are my favourite", "My favourite sport is handball": the choice said back.
  const favourite = /(?:^|[.!]\s+)(?:(?:and|but|also|oh|well|so),?\s+)?([\p{L}][\p{L} '-]{1,24}?) (is|are) (?:really |definitely )?my fav(?:ou)?rite\b/iu.exec(t);
  if (favourite && !/^(?:it|this|that|they|these|those|he|she)$/i.test(favourite[1]!)) {
    const what = reflect(favourite[1]!.trim()).replace(/^./, (c) => c.toUpperCase());
    return fresh([`${what} ${favourite[2]!.toLowerCase()} your favourite? Good choice!`, `Ah, ${what.replace(/^./, (c) => c.toLowerCase())}! Good choice.`], said, seed);
  }
  // "I made tamales with my grandmother": something the learner made, said back.
  const made = /\bi (?:just |finally |also |now |usually )?(made|cooked|baked|built|painted|drew|wrote|planted|grew|knitted|sewed|fixed|repaired|bake|knit|sew|brew|grow|build)\s+([^.,!?]+)/i.exec(t);
  if (made && !/^(?:a mistake|mistakes|it|that|sure|a decision|friends)\b/i.test(made[2]!)) {
    // The thing and who with, without when: "tamales with my grandmother this weekend" → "tamales with your grandmother".
    const thing = reflect(shortPhrase(made[2]!.replace(/\s+(?:this|last|next|every|on|at|in the|yesterday|today|tonight|tomorrow|now|these days|for the first time)\b.*$/i, ''), 5));
    const topical = TOPIC_REACTIONS.find((r) => r.match.test(t));
    return fresh([`You ${made[1]!.toLowerCase()} ${thing}? ${topical?.lines[1] ?? 'How lovely!'}`, `Wow, you ${made[1]!.toLowerCase()} ${thing}! ${topical?.lines[0] ?? 'That sounds great.'}`], said, seed);
  }
  // "I've been restoring an old motorbike with my dad", "we caught three big fish", "someone painted a
  // whale on our wall": the thing done said back, with who did it, before any word of the topic
  // (a dad or a school) draws a reaction to the topic instead.
  const done = /\b(i|we|someone|somebody)(?: (?:just|finally|also|all))? ?('ve been|have been|'m|am|'re|are|was|were|have|'ve)? ?(restoring|fixing|repairing|building|making|painting|knitting|sewing|baking|brewing|carving|caught|restored|carved|rescued|found|spotted|saw|painted|drew|built|made|wrote|planted)\s+((?:an?|the|some|two|three|four|five|six|\d+) [^.,!?]+)/i.exec(t);
  // A verb in -ing needs its "been" or "am"; a past needs nothing or "have" ("I've found").
  const doneRight = done && (/ing$/i.test(done[3]!) ? /been|'m|am|'re|are|was|were/i.test(done[2] ?? '') : !done[2] || /^(?:have|'ve)$/i.test(done[2]));
  if (done && doneRight) {
    const someone = /^some/i.test(done[1]!);
    const aux = !done[2] ? '' : /been/.test(done[2]) ? (someone ? ' has been' : "'ve been") : /^(?:'m|am|'re|are)$/i.test(done[2]) ? (someone ? ' is' : "'re") : /^(?:was|were)$/i.test(done[2]) ? (someone ? ' was' : ' were') : someone ? ' has' : "'ve";
    const thing = reflect(shortPhrase(done[4]!.replace(/\s+(?:this|last|next|every|yesterday|today|tonight|tomorrow|on (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday))\b.*$/i, ''), 6));
    const line = `${someone ? 'Someone' : 'You'}${aux} ${done[3]!.toLowerCase()} ${thing}`;
    return fresh([`${line}? How wonderful!`, `Wow, ${line.charAt(0).toLowerCase()}${line.slice(1)}! That sounds great.`], said, seed);
  }
  // "I would like to go back in autumn": a wish or plan said back, not "I see what you mean".
  const wish = /\bi(?:'d| would) (?:really )?(?:like|love) to\s+([^.,!?]+)|\bi (?:really )?(?:want|hope|plan) to\s+([^.,!?]+)/i.exec(t);
  if (wish && !/^(?:ask|say|know|tell|talk|practi[sc]e|learn english|improve)\b/i.test((wish[1] ?? wish[2])!)) {
    const plan = reflect(shortPhrase((wish[1] ?? wish[2])!, 6));
    return fresh([`You'd like to ${plan}? That sounds like a lovely plan.`, `Oh, to ${plan}! I hope you can.`], said, seed);
  }
  const like = /\bi (?:really |also |usually )?(like|love|enjoy|prefer|adore)\s+([^.,!?]+)/i.exec(t);
  // "not sure I like it" hedges: no "Oh, you like it?"; nor is a bare "it" worth saying back.
  const hedged = like ? /\b(?:not sure|don'?t know|no idea|unsure|wonder|whether|if)\b[^.!?]{0,12}$/i.test(t.slice(0, like.index)) : false;
  // "I enjoy to walk…" is the learner's slip: the partner does not say it back.
  if (like && !hedged && !/^(?:it|that|this|them)\b/i.test(like[2]!.trim()) && !(/^enjoy$/i.test(like[1]!) && /^to\s/i.test(like[2]!))) {
    const what = reflect(shortPhrase(like[2] ?? 'that'));
    const verb = like[1]!.toLowerCase();
    const topical = TOPIC_REACTIONS.find((r) => r.match.test(what));
    return fresh([`Oh, you ${verb} ${what}? ${topical?.lines[0] ?? 'Nice!'}`, `You ${verb} ${what}. ${topical?.lines[1] ?? topical?.lines[0] ?? 'I can see why.'}`], said, seed);
  }
  const topical = TOPIC_REACTIONS.find((r) => r.match.test(t));
  if (topical) return (freshOrNothing(topical.lines, said, seed) || freshOrNothing(ACKNOWLEDGE[band], said, seed)).replace(/\{(w|W)eather\}/g, (_, c: string) => weatherWord(t, c === 'W'));
  return freshOrNothing(ACKNOWLEDGE[band], said, seed);
}

/** The weather the learner named, as a noun: "snowing" → "snow". */
function weatherWord(text: string, capital: boolean): string {
  const m = /\b(rain|snow|sun|wind|storm|hot|cold)\w*/i.exec(text);
  const noun = { rain: 'rain', snow: 'snow', sun: 'sunshine', wind: 'wind', storm: 'a storm', hot: 'hot weather', cold: 'cold weather' }[m?.[1]?.toLowerCase() ?? ''] ?? 'the weather';
  return capital ? noun.charAt(0).toUpperCase() + noun.slice(1) : noun;
}

/** What the learner is worried about or celebrating, in the partner's words ("your visa interview"). */
function causeOf(text: string): string | null {
  const m = /\b(?:about|for|before) (my|our|the|an?) ([\p{L}'-]+(?: [\p{L}'-]+){0,2}?)(?=[.,!?]|$| (?:is|on|tomorrow|next|this|in|at|and))/iu.exec(text) ??
    /\b(my|our) ([\p{L}'-]+(?: [\p{L}'-]+){0,2}?) (?:is|are) (?:on|tomorrow|next|this|in|today|soon)\b/iu.exec(text) ??
    /\b(?:i have|i've got|i've|we have) (an?|my|our|two|three|four|five|some) ([\p{L}'-]+(?: [\p{L}'-]+){0,2}?) (?:tomorrow|today|tonight|next|this|on|soon|in)\b/iu.exec(text);
  if (!m) return null;
  const det = m[1]!.toLowerCase();
  const counted = /^(two|three|four|five|some)$/.test(det);
  return `${det === 'my' || det === 'our' || counted ? 'your' : 'the'} ${counted ? `${det} ` : ''}${m[2]}`;
}

const PEOPLE = 'baby|neighbou?r|sister|brother|friend|best friend|mum|mom|mother|dad|father|parents|son|daughter|wife|husband|partner|boyfriend|girlfriend|boss|colleague|cousin|uncle|aunt|grandma|grandmother|grandpa|grandfather|flatmate|roommate|team|teacher|classmate';
const THEIR_NEWS = new RegExp(`\\bmy (${PEOPLE})(?:'s)?\\s+(?:just |has just |finally |actually )?(won|passed|got|bought|had|graduated|was born|is getting married|got married|got engaged|became|finished|found|started|opened)\\b([^.!?,;]{0,40})`, 'i');
/** Whose pronoun the news takes: the learner's sister is "her". */
const THEM: Readonly<Record<string, string>> = { sister: 'her', mum: 'her', mom: 'her', mother: 'her', daughter: 'her', wife: 'her', girlfriend: 'her', grandma: 'her', grandmother: 'her', aunt: 'her', brother: 'him', dad: 'him', father: 'him', son: 'him', husband: 'him', boyfriend: 'him', grandpa: 'him', grandfather: 'him', uncle: 'him' };

/**
 * Good news about someone else ("My neighbour just won the lottery!") is theirs: "I'm so happy for
 * you" would be for the wrong person. The news is said back when it is short and plainly worded.
 */
function someoneElsesNews(text: string): string | null {
  const m = THEIR_NEWS.exec(text);
  if (!m) return null;
  const who = m[1]!.toLowerCase();
  // A birth is the family's news ("My sister had a baby boy", "My daughter was born"): the learner is congratulated too.
  const verb = m[2]!.toLowerCase();
  if (verb === 'was born' || (verb === 'had' && /^(?:a baby|twins)\b/i.test((m[3] ?? '').trim()))) {
    const whose = /^(?:son|grandson|nephew)$/.test(who) ? 'his name' : /^(?:daughter|granddaughter|niece)$/.test(who) ? 'her name' : "the baby's name";
    return `Congratulations! A new baby in the family, that's wonderful news. What's ${whose}?`;
  }
  const them = THEM[who] ?? 'them';
  const they = them === 'her' ? 'she' : them === 'him' ? 'he' : 'they';
  const rest = (m[3] ?? '').trim();
  const plain = rest.split(/\s+/).length <= 5 && !/\b(?:i|me|my|mine|we|us|our)\b/i.test(rest);
  // News told with an exclamation mark is met with the same surprise.
  const said = plain ? `Wow, your ${who} ${m[2]!.toLowerCase()}${rest ? ` ${rest}` : ''}? That's great news for ${them}!` : `${/!\s*$/.test(text) ? 'Wow! ' : ''}What great news for your ${who}! I'm happy for ${them}.`;
  return `${said} How did ${they} celebrate?`;
}

export function feelingLines(feeling: Exclude<Feeling, null>, text: string, said: readonly string[], seed: string): string {
  if (feeling === 'sad') {
    const pet = /\b(dog|cat|pet|puppy|kitten|rabbit|hamster)\b.*\b(died|dead|passed away|lost)\b|\blost my (dog|cat|pet)\b/i.test(text);
    return [fresh(LINES.sad, said, seed), pet ? LINES.sadPet[0] : '', fresh(LINES.sadFollow, said, seed)].filter(Boolean).join(' ');
  }
  const cause = causeOf(text);
  if (feeling === 'stressed') {
    // "Best of luck", not "Good luck": no word of praise goes with worry.
    const luck = cause ? ` Best of luck with ${cause}; you'll be fine.` : '';
    // Nerves before something are not overwork: say they are normal rather than "take breaks".
    const nerves = /\b(nervous|nerves|anxious|scared|afraid)\b/i.test(text) ? "It's normal to feel nervous, and it shows you care." : fresh(LINES.stressed, said, seed);
    // Worry that keeps them awake: a word about sleep, not only about pressure.
    const sleep = /\b(can'?t|cannot|couldn'?t|don'?t|didn'?t) sleep\b|\binsomnia\b|\bawake all night\b/i.test(text) ? ' Not sleeping makes everything harder: try to stop working or studying an hour before bed and breathe slowly.' : '';
    return `${nerves}${sleep}${luck} ${fresh(LINES.stressedFollow, said, seed)}`;
  }
  const birthday = /\b(my|it'?s my|it is my) birthday\b/i.test(text) ? 'Happy birthday! ' : '';
  // "My neighbour's dog had six puppies": the animals named back, not a "Congratulations!" to the learner.
  const litter = /\b(?:had|has had|gave birth to) ((?:\w+ )?(?:puppies|kittens|lambs|foals|chicks))\b/i.exec(text);
  if (litter) return `Wow, ${litter[1]!.toLowerCase()}! How exciting. Have you seen them yet?`;
  const theirs = someoneElsesNews(text);
  if (theirs) return `${birthday}${theirs}`;
  // "Our rugby team finally won!": the news said back before the joy, so the learner hears it was taken in.
  const news = saidBackNews(text);
  return `${birthday}${news ? `${news}? ` : ''}${fresh(LINES.happy, said, seed)} ${fresh(LINES.happyFollow, said, seed)}`;
}
