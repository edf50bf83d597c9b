// Listening back: the thing a learner's statement is about ("I started learning the violin" → "the
// violin"), a reaction that names it and a follow-up question built on it, and the partner's own
// answer to a question that names something ("Do you like jazz?" → "Yes, I like jazz!"). A patient
// tutor shows they heard the learner before moving on; a bank question alone does not.
import { isNegative, isPositive } from './feelings';
import { reflect } from './recall';
import { tag } from './tagging';

export const TIME_OR_FILLER = /^(the )?(morning|evening|afternoon|night|weekend|moment|time|day|week|month|year|bit|lot|little|few|way|end|same|first time|last time|next time)s?\b/i;
/** Words after a verb that say when or how much, never what: "knitting last month", "reading every night". */
const TIME_AFTER = /^(last|next|yesterday|today|tonight|tomorrow|now|again|together|lately|recently|nowadays|daily|weekly|once|twice|often|sometimes|always|a lot|so|too|very|much|more|less|since|until)$/i;
/** Verbs of doing or going whose object is what the statement is about ("went to my cousin's wedding"). */
const ACTIVITY = /\b(?:saw|spotted|look(?:ed|ing)? at|gaz(?:e|ed|ing) at|went to|go to|going to|been to|moved (?:in)?to|training for|train for|started|start|bought|got|visited|visit|joined|booked|finished|watched|made|built|adopted|cooked|baked|ran|running|signed up for|enrolled (?:on|in)|preparing for|caught|won|found|waiting for|looking forward to|renovating|renovated|restoring|restored|redecorating|decorating|doing up|fixing up)\s+/i;
/** What the learner wishes had gone otherwise: "Had I known …", "I should have …", "If only …". */
const REGRET = /\b(?:had i known|if i had known|if i'd known|i (?:should|could|would|might)(?: not|n't)? have|i'd have|i wish i(?:'d| had)|if only)\b/i;
/** Something still to come that the learner waits for ("my exam results"): hope, not "How lovely!". */
const AWAITED = /\b(waiting for|looking forward to)\b/i;
const CUT = /\s+(?:in|on|at|by|last|yesterday|today|tonight|tomorrow|this|next|for|with|and|but|because|so|since|every|from|to|when|after|before|of course|right now|now)\b.*$|[,.!?;:].*$/i;

/** Things that go wrong: a statement about one gets no "How lovely!" ("We've had a power cut"). */
const TROUBLE = /\b(hail\w*|power cut|in(?:to)? (?:a|the) (?:hedge|ditch|lake|river|canal)|blackout|cut|broke|broken|lost|stolen|flood|fire|accident|crash|problem|trouble|storm|leak|delay|delayed|cancel+ed|fever|flu|cold|headache|injury|dark(?![\s-]+(?:green|blue|red|brown|grey|gray|purple|pink|yellow|orange|colou?r|hair|eyes|skin|chocolate|wood|roast|mode))|earthquake|spilled|spilt|dropped|burnt|drilling|noise|noisy|nightmare|disaster|chaos|chaotic|stuck|jammed|horrible|terrible|awful|no (?:electricity|water|internet|wifi|signal))\b/i;

/** "knit" → "knitting", "cycle" → "cycling", "run" → "running". */
const gerund = (verb: string) => {
  const v = verb.toLowerCase();
  return /ie$/.test(v) ? `${v.slice(0, -2)}ying` : /[^e]e$/.test(v) ? `${v.slice(0, -1)}ing` : /^[^aeiou]*[aeiou][bdgmnpt]$/.test(v) ? `${v}${v.at(-1)}ing` : `${v}ing`;
};
const tidy = (phrase: string) => phrase.replace(CUT, '').replace(/\s+/g, ' ').trim();
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** What a doing verb is done to or with, from the words after it ("a kingfisher by the river" → "the kingfisher"). */
function thingAfterActivity(rest: string): string | null {
  // "I started keeping bees in my garden": the new activity, not the garden.
  const activity = /^([a-z]+ing)\s+(?:(?:my|the|a|an|some)\s+)?([\p{L}-]+)/iu.exec(rest);
  if (activity && !/^(my|our|the|a|an|some|to|on|in|at|for|with|about|every|it|them|all|your|his|her|their|both|each|lots|loads|more)$/i.test(activity[2]!)) {
    return TIME_AFTER.test(activity[2]!) ? activity[1]!.toLowerCase() : `${activity[1]!.toLowerCase()} ${reflect(activity[2]!.toLowerCase())}`;
  }
  // "started running in the mornings": the doing itself when a place or time follows it.
  // "started composting all our scraps": the doing itself when an amount or someone's things follow it.
  if (activity && /^(on|in|at|every|all|our|your|his|her|their|both|each|lots|loads|more)$/i.test(activity[2]!) && !/^(?:thing|nothing|something|everything|morning|evening|ceiling|building|wedding|meeting|spring|working|living|staying|going|coming|getting|being|doing)$/i.test(activity[1]!)) return activity[1]!.toLowerCase();
  // "started ballet lessons", "signed up for salsa classes": lessons named by what is taught, with no article.
  const lessons = /^((?:[\p{L}-]+\s+){1,2}(?:lessons|classes|courses?|club|training|practice))\b/iu.exec(rest);
  // A capital stays: "Italian cooking classes".
  if (lessons && !/^(my|our|the|a|an|some|new|his|her|their|your)\b/i.test(lessons[1]!)) return lessons[1]!;
  // "cooked pancakes over a campfire": things with no article straight after the verb.
  // Not "found homes for five dogs": a thing "for" or "of" something is about that something.
  const bare = /^([\p{L}-]{3,}s)\b(?!'|\s+(?:for|of)\b)/iu.exec(rest)?.[1];
  if (bare && !TIME_OR_FILLER.test(bare) && !TIME_AFTER.test(bare) && !NOT_PART_OF_THING.test(bare) && !/^(?:lots|loads|tons|things|ones|others|is|was|has|this|its|his|us|yes|perhaps|always|sometimes|afterwards|towards|across|unless|plus)$/i.test(bare)) return bare.toLowerCase();
  for (const m of rest.matchAll(/^(my|our|the|a|an|new|some)\s+((?:[\p{L}'-]+\s+){0,2}[\p{L}'-]+)/giu)) {
    const phrase = tidy(`${m[1]} ${m[2]}`);
    const head = phrase.replace(/^(my|our|the|a|an|some)\s+/i, '');
    if (!head || TIME_OR_FILLER.test(head) || words(head) > 3) continue;
    const det = m[1]!.toLowerCase();
    return reflect(det === 'a' || det === 'an' || det === 'some' ? `the ${head}` : phrase).replace(/^(\p{Lu})/u, (c) => c.toLowerCase());
  }
  return null;
}

/** Someone's dream job or role: "wants to be an astronaut", "dreams of becoming a pilot". */
const DREAM = /\b(?:(?:want|wants|wanted|hope|hopes|plan|plans|would like|'d like) to (?:be|become)|dream(?:s|ed)? of (?:being|becoming)) (an? (?:[\p{L}-]+ )?[\p{L}-]+)/iu;

/** Words after a thing that are not part of it: "I play chess with my son", "I watch films online". */
const NOT_PART_OF_THING = /^(?:with|every|twice|once|and|but|because|when|for|from|the|online|outside|inside|together|alone|well|badly|here|there|after|before|since|until|than|like|all|most|almost|anymore|any|some|during|instead|these|those|this|that|then|whenever|while|which|who|where|too|also|still|really|very|quite|mostly|usually|sometimes|often|always|never|ever|again|now|today|tonight|yesterday|tomorrow|daily|weekly|myself|yourself|professionally|seriously|competitively|lot|bit|you|them|him|her|it|at|in|on|by|about|near|over|under|without|into|out|off|around)$/i;

/** A thing with describing words before it: "old train tickets", "rare foreign stamps", "vintage cameras". */
const DESCRIBED = /^(?:old|rare|vintage|antique|foreign|little|small|big|tiny|wooden|paper|glass|plastic|metal|silver|gold|model|toy|classic|local|wild|exotic|tropical|indoor|tall)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+s\b/iu;

/** What a plain statement is about, in the partner's words ("your cousin's wedding"), or null. */
export function focusOf(text: string): string | null {
  const t = text.trim().replace(/^(and|but|so|well|also|oh|ah|yes|yeah|no)\b[,\s]*/i, '').replace(/[\u2018\u2019]/g, "'");
  // A measure of something: "a cup of coffee" is about the coffee, "two slices of pizza" the pizza.
  const measured = /\b(?:a|an|one|two|three|some|another)\s+(?:cups?|glass(?:es)?|bottles?|pieces?|slices?|bowls?|plates?|mugs?|cans?|bars?|packets?|bags?|boxes?|kilos?|pounds?)\s+of\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu.exec(t);
  if (measured && !TIME_OR_FILLER.test(measured[1]!)) return tidy(measured[1]!.toLowerCase().replace(/\s+(?:please|now|today|tonight|too|again)$/, ''));
  // Something tried for the first time: "I tried stand-up paddleboarding for the first time" → "stand-up paddleboarding".
  const firstTry = /\btried (?:out )?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+?) for the (?:very )?first time\b/iu.exec(t);
  if (firstTry && !/^(?:it|this|that|them|one)$/i.test(firstTry[1]!)) return tidy(reflect(firstTry[1]!.toLowerCase()));
  // "My new hobby is making candles", "Our plan is a trip to Peru": the hobby or plan is what follows "is".
  const named = /^(?:my|our) (?:new |latest |favourite |favorite |biggest |main |current |only )?(?:hobby|passion|obsession|project|plan|dream|goal|job|side job|thing) (?:is|was|has become|will be) (?:now )?(.+)$/i.exec(t);
  const complement = named ? thingAfterActivity(named[1]!) : null;
  if (complement) return complement;
  // An outing: "i go fishing with my father on sundays" → "fishing".
  const outing = /\b(?:go|goes|went|going|gone) ((?:fish|hik|camp|swimm|sail|ski|surf|shopp|danc|climb|jogg|runn|cycl|skat|bowl|kayak|row|hunt|birdwatch)ing)\b/iu.exec(t);
  if (outing) return outing[1]!.toLowerCase();
  // Something new learned or a habit, by its doing: "I started learning to knit" → "knitting",
  // "I run every morning" → "running"; a trip planned, by its place: "I want to cycle around Iceland".
  const madeThing = /\b(?:learn|learning|learnt|learned|started|began|trying) (?:how )?to (?:make|cook|bake|brew|sew|build) (?:a |an |the |my own )?([\p{L}-]+(?: (?!for\b|with\b|at\b|in\b|on\b)[\p{L}-]+)?)/iu.exec(t);
  // "Thai food" keeps its capital: a name's adjective is written so.
  if (madeThing) return tidy(madeThing[1]!.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => (/^(?:Thai|Indian|Italian|French|Chinese|Japanese|Korean|Mexican|Greek|Spanish|Turkish|Vietnamese|Polish|German|Persian|Moroccan|Ethiopian|Lebanese|Peruvian|Brazilian)\b/.test(madeThing[1]!) ? c : c.toLowerCase())));
  // "My son is learning to do magic tricks": what is done or made, since "doing" names nothing.
  const tricks = /\b(?:learn|learning|learnt|learned|started|began|trying) (?:how )?to do (?:a |an |the |some )?([\p{L}-]+(?: (?!for\b|with\b|at\b|in\b|on\b)[\p{L}-]+)?)/iu.exec(t);
  if (tricks && !TIME_OR_FILLER.test(tricks[1]!) && !/^(it|them|this|that|my|your|well|better|more)\b/i.test(tricks[1]!)) return tidy(tricks[1]!.toLowerCase());
  // "I've been volunteering at a food bank": where the learner helps.
  const helps = /\bvolunteer(?:ing|ed|s)? (?:at|in|for|with) (?:a |an |the |my |our |the local |a local )?([\p{L}-]+(?: [\p{L}-]+)?)/iu.exec(t);
  if (helps) return `the ${tidy(helps[1]!.toLowerCase())}`;
  const dream = DREAM.exec(t);
  if (dream) return tidy(dream[1]!.toLowerCase());
  const learnt = /\b(?:learn|learning|learnt|learned|started|start|began|begin|trying|tried) (?:how )?to ([a-z]{3,})\b((?: [a-z]+){0,2})/i.exec(t);
  // "learned to appreciate my mother's cooking" names a feeling, no hobby: "appreciating" would be no thing to ask about.
  if (learnt && !/^(be|have|do|get|make|say|go|see|use|speak|talk|understand|read|write|appreciate|love|like|hate|accept|trust|enjoy|relax|live|value|respect|forgive|cope|deal|feel|think|know|believe|miss|wait|care|listen|stop)$/i.test(learnt[1]!)) {
    // "learned to send voice messages" is about the voice messages: "sending" alone would be no English thing to name.
    const object = tidy(` ${learnt[2]!.trim()}`);
    // "trying to eat less sugar": less or more with a thing after it is what the habit is about.
    const amount = /^(?:less|more|fewer) [a-z]+$/i.test(object);
    const thing = object && (amount || !TIME_AFTER.test(object.split(' ')[0]!)) && !/^(a|an|the|my|your|his|her|our|their|it|them|and|or|well|properly|again)$/i.test(object.split(' ')[0]!) ? ` ${reflect(object)}` : '';
    return `${gerund(learnt[1]!)}${thing}`;
  }
  const habit = /^(?:i|we) (run|swim|cycle|walk|jog|train|dance|sing|paint|draw|meditate|knit|bake|hike|climb|ski|surf|skate|row|box) (?:every|each|most|on|at|in the|before|after|twice|once|daily|three|four|five)\b/i.exec(t);
  if (habit) return gerund(habit[1]!);
  const trip = /\b(?:want|going|plan|planning|hope|would like|'d like) to (?:cycle|travel|walk|drive|go|fly|sail|hike|backpack|move|visit|see) (?:around |to |across |through |in |round |along )?([A-Z][\p{L}-]+(?: [A-Z][\p{L}-]+)?)/u.exec(t);
  if (trip && !/^(I|The|My|A)$/.test(trip[1]!)) return trip[1]!;
  // A doing verb's object: "I play chess", "I grow tomatoes and chillies".
  const object = /\b(?:play|playing|played|learn|learning|grow|growing|grew|plant|planted|planting|collect|collecting|practise|practising|practice|practicing|paint|painting|knit|knitting|bake|baking|watch|watching|read|reading|listen to|listening to)\s+(the\s+)?([\p{L}-]+(?:\s+(?:and|or)\s+[\p{L}-]+)?)/iu.exec(t);
  // "I read on the train" reads somewhere, not a thing called "on"; "the guitar" keeps its article.
  // "We grew up in Polokwane": a particle ("up", "out") is part of the verb, no thing grown.
  // "painting our living room": a thing of someone's is named whole by the tagger (namedThing).
  if (object && !/^(it|them|this|that|a|an|my|our|your|his|her|their|some|to|on|in|at|for|with|about|every|during|all|before|after|up|down|out|off|away|back|together|through|over|one|ones|each|both|lots|loads|any|something|anything|everything|nothing|more|most)$/i.test(object[2]!)) {
    // "I started knitting last month": a time after a hobby's -ing says when, so the hobby is the thing.
    // "I collect old train tickets": a describing word before the thing takes the thing with it.
    const described = DESCRIBED.exec(t.slice(object.index + object[0].length - object[2]!.length));
    if (described) return reflect(`${object[1] ? 'the ' : ''}${tidy(described[0]).toLowerCase()}`);
    // "I play water polo twice a week": a second word that is no time, place or person word belongs to the thing.
    const second = /^\s+([a-z]{3,})\b/.exec(t.slice(object.index + object[0].length))?.[1];
    const whole = !object[2]!.includes(' ') && second && !TIME_AFTER.test(second) && !NOT_PART_OF_THING.test(second) ? `${object[2]} ${second}` : object[2]!;
    if (!TIME_AFTER.test(object[2]!)) return reflect(`${object[1] ? 'the ' : ''}${whole.toLowerCase()}`);
    if (/ing$/i.test(object[0]!.split(/\s+/)[0]!)) return object[0]!.split(/\s+/)[0]!.toLowerCase();
  }
  // Things someone makes by hand: "I make wooden canoes", "she builds model planes".
  const handmade = /\b(?:make|makes|made|build|builds|built|carve|carves|carved|sew|sews|sewed)\s+/i.exec(t);
  const made = handmade ? DESCRIBED.exec(t.slice(handmade.index + handmade[0].length)) : null;
  if (made) return tidy(made[0]).toLowerCase();
  // A dish or craft someone learned: "my grandmother taught me how to make spanakopita".
  const craft = /\bhow to (?:make|cook|bake|knit|sew|brew) (?:a |an |the )?([\p{L}-]+)/iu.exec(t);
  if (craft) return reflect(craft[1]!.toLowerCase());
  // Something the learner sees or has just now: "there's a huge rainbow outside my window".
  const there = /\bthere(?:'s| is) (?:a|an|some) ((?:[\p{L}-]+\s+)?[\p{L}-]+)/iu.exec(t);
  if (there && !TIME_OR_FILLER.test(there[1]!)) return `the ${tidy(there[1]!.toLowerCase())}`;
  // A small mishap: "I just spilled coffee on my trousers", "my neighbour is drilling again".
  const mishap = /\b(?:spilled|spilt|dropped|burnt|burned)\s+(?:my\s+|the\s+|some\s+)?([\p{L}-]+)/iu.exec(t) ?? /\b(?:is|are|keeps?)\s+(drilling|hammering|shouting|barking)\b/iu.exec(t) ?? /\bthe (drilling|hammering|shouting|barking|noise) (?:is|was|keeps)\b/iu.exec(t);
  if (mishap) return `the ${mishap[1]!.toLowerCase()}`;
  // A noun phrase with a determiner: "the violin", "my first marathon", "a new flat".
  // Every doing verb in turn: "I've got really into bird-watching. On Sunday I saw a kingfisher…".
  for (const after of t.matchAll(new RegExp(ACTIVITY.source, 'giu'))) {
    const thing = thingAfterActivity(t.slice(after.index + after[0].length));
    if (thing) return thing;
  }
  // A new interest: "I've got really into podcasts about unsolved mysteries" → "podcasts about unsolved mysteries"
  // (after the doing verbs: "I've got into pottery. Last week I made a vase" is about the vase).
  const into = /\b(?:got|getting|been|i'?m|i am) (?:really |so |quite |very )?into ((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/iu.exec(t);
  if (into && !/^(?:it|this|that|them|the|a|an|my|trouble|debt)\b/i.test(into[1]!)) return tidy(reflect(into[1]!.toLowerCase().replace(/\s+(?:these days|lately|recently|nowadays|at the moment|(?:right )?now)$/, '')));
  // Trouble the learner has had: "We've had a power cut" (never "had a great time": that is no thing to echo).
  const trouble = /\b(?:had|have had|'ve had)\s+an?\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)/iu.exec(t);
  if (trouble && TROUBLE.test(trouble[1]!)) return `the ${tidy(trouble[1]!.toLowerCase())}`;
  // A bare fragment: "And tiramisu, of course."
  // Only a short message that is not a question, and never a word that is a move rather than a
  // thing ("Sorry, what?", "Be honest, …", "What's 'cosy'?": echoing those reads as not listening).
  const fragment = tidy(t);
  if (
    fragment &&
    words(fragment) <= 2 &&
    words(t) <= 6 &&
    !/\?\s*$/.test(t) &&
    !/^(i|it|that|this|they|we|you|he|she|sorry|please|ok|okay|ugh|argh|meh|whatever|don't|what|what's|why|how|who|where|when|which|be|do|does|did|is|are|can|could|let|let's|hmm|um|uh|wow|oops|really|exactly|right|sure|wait|hi|hello|hey|thanks|thank|no|not|just|maybe|actually|look|listen|guess|oh|ah|yay|omg|haha|lol)\b/i.test(fragment) &&
    /^\p{L}/u.test(fragment) &&
    // "And three on my dad's side": a count goes on about something said before; it is no thing itself.
    !/^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|a few|some|many|more|another)\b/i.test(fragment)
  ) {
    return reflect(fragment.toLowerCase());
  }
  return null;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Heads that are no thing the learner talked about: time, abstract words, the learner's English. */
export const NOT_A_THING = /^(time|times|thing|things|stuff|lot|one|ones|people|way|idea|ideas|point|fact|reason|question|answer|problem|opinion|mistake|chance|kind|sort|part|rest|number|minute|minutes|hour|hours|second|seconds|english|grammar|pronunciation|vocabulary|accent)$/i;

/**
 * The first thing a statement names, by part-of-speech tagging (wink-nlp, decision 0030) when the
 * patterns of focusOf find nothing: "My grandfather tells the best stories…" → "your grandfather",
 * "I finally replaced my old phone" → "your old phone". A common noun with what stands before it
 * (a determiner, a possessive, adjectives); names, pronouns, dates and abstract words are skipped.
 */
export function namedThing(text: string): string | null {
  const t = text.trim().replace(/[\u2018\u2019]/g, "'");
  if (!t || /\?\s*$/.test(t)) return null;
  const tokens = tag(t);
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i]!.pos !== 'NOUN') continue;
    let end = i;
    while (tokens[end + 1]?.pos === 'NOUN') end += 1;
    // "my neighbour's cow": the cow, with whose it is ("your neighbour's cow").
    if (/^'s?$/.test(tokens[end + 1]?.word ?? '') && tokens[end + 2]?.pos === 'NOUN') {
      end += 2;
      while (tokens[end + 1]?.pos === 'NOUN') end += 1;
    }
    const head = tokens[end]!.word.toLowerCase();
    if (TIME_OR_FILLER.test(head) || NOT_A_THING.test(head)) {
      i = end;
      continue;
    }
    let start = i;
    const possessive = (k: number) => tokens[k]?.pos === 'PRON' && /^(my|our|his|her|their)$/i.test(tokens[k]!.word);
    // "our living room", "a swimming pool": an -ing word between the determiner and the noun is part of the thing.
    const compound = (k: number) => tokens[k]!.pos === 'VERB' && /ing$/i.test(tokens[k]!.word) && k === i - 1 && (tokens[k - 1]?.pos === 'DET' || possessive(k - 1));
    while (start > 0 && (tokens[start - 1]!.pos === 'ADJ' || tokens[start - 1]!.pos === 'DET' || possessive(start - 1) || compound(start - 1))) start -= 1;
    const words = tokens.slice(start, end + 1).map((w) => w.word.toLowerCase()).join(' ').replace(/ ('s?)\b/g, '$1').split(' ');
    if (words.length > 4) return null;
    const [det, ...rest] = words;
    if (det === 'a' || det === 'an' || det === 'some') return `the ${rest.join(' ')}`;
    // "All the traffic lights in my town…": the lights, not the town.
    if ((det === 'all' || det === 'both') && /^(my|our|the|his|her|their|these)$/.test(rest[0] ?? '')) return reflect(rest.join(' '));
    // A bare noun ("stories", "bread") or a number of them is not worth naming back alone; a later one
    // may be ("On Saturdays I help out at an animal shelter").
    if (!/^(my|our|the|his|her|their|this|these)$/.test(det!)) {
      i = end;
      continue;
    }
    return reflect(words.join(' '));
  }
  return null;
}

/** A reaction naming the focus: "The violin? How lovely!", or for trouble "Oh no, the power cut!". */
export function echoReaction(focus: string, seed: number, statement = ''): string {
  // "Had I known about the strike, I'd have taken an earlier train": a regret is no "Nice!".
  if (REGRET.test(statement)) return [`Ah, ${focus}. What a pity.`, `Oh, ${focus}. That's a shame.`][seed % 2]!;
  // "My boss shouted at me today" names no trouble word, but "How lovely!" would not fit it.
  const options = isNegative(statement) && !AWAITED.test(statement)
    ? [`Oh dear, ${focus}.`, `Oh no, ${focus}!`]
    : AWAITED.test(statement)
    ? [`Fingers crossed for ${focus}!`, `Oh, ${focus}! I hope it all goes well.`]
    : TROUBLE.test(statement) || TROUBLE.test(focus)
      ? [`Oh no, ${focus}!`, `${cap(focus)}? That doesn't sound easy.`, `Oh dear, ${focus}.`]
      : [`${cap(focus)}? How lovely!`, `Oh, ${focus}! That sounds great.`, `Ah, ${focus}. Nice!`];
  return options[seed % options.length]!;
}

/** Plain plurals take "were" ("How were the faces?"); not -ss, -us, -is words, names or subjects like maths. */
const namesMany = (focus: string) => {
  const last = focus.split(' ').at(-1) ?? '';
  return /^[a-z][a-z-]*[^sui']s$/.test(last) && !/^(?:news|maths|physics|economics|politics|athletics|gymnastics|species|series|lens|gas|yes)$/.test(last);
};

/** A follow-up question on the learner's statement, by what they did with the focus. */
const PERSON_FOCUS = /\b(?:baby|son|daughter|mother|father|mum|mom|dad|sister|brother|wife|husband|partner|friend|neighbour|neighbor|boss|teacher|colleague|cousin|uncle|aunt|grandmother|grandfather|grandma|grandpa|niece|nephew|boyfriend|girlfriend|kids|children|parents|twins|grandparents|flatmate|roommate|classmate|coach)s?$/i;

export function followUpQuestion(text: string, focus: string): string {
  // "My daughter wants to be an astronaut": a dream, asked about as one.
  if (DREAM.test(text)) return 'Where did that dream come from?';
  if (/\b(start(ed|ing)? (learning|to learn|playing|to play|[a-z]+ing)|learning|training|practi[sc]ing|trying to|try to)\b/i.test(text)) return `How is it going with ${focus} so far?`;
  if (TROUBLE.test(text) || isNegative(text)) return 'What happened? How are you managing?';
  if (REGRET.test(text)) return 'What happened?';
  if (AWAITED.test(text)) return `How do you feel about ${focus}?`;
  if (/\b(want|going|plan|planning|hope|would like|'d like) to\b/i.test(text) && /^\p{Lu}/u.test(focus)) return `What are you most looking forward to about ${focus}?`;
  if (/\b(caught|won|found)\b/i.test(text)) return 'How did that happen? Tell me more!';
  // "The shovel was a ground-breaking invention" already says how it was: "How was the shovel?" would not listen.
  const head = focus.split(' ').at(-1)!.replace(/[^\p{L}'-]/gu, '');
  if (head && new RegExp(`\\b${head}\\s+(?:was|were)\\s+(?!(?:in|at|on|from|to|with|for|by|born|made|built)\\b)\\w`, 'iu').test(text)) return isPositive(text) ? `What was the best part of ${focus}?` : 'What makes you say that?';
  if (/\b(went|was|were|had|visited|saw|did|made|moved|bought)\b|\bi (?:just |also |finally )?[a-z]{3,}ed\b/i.test(text)) return /\b(moved|bought)\b/i.test(text) ? `How do you like ${focus}?` : (!namesMany(focus) ? `How was ${focus}?` : /^(?:the|my|your|his|her|our|their|these|those) /.test(focus) ? `How were ${focus}?` : `What were the ${focus} like?`);
  // A person is asked about as a person: "What is your neighbour's baby like?", not "What do you like most about…".
  if (PERSON_FOCUS.test(focus)) return /\b(?:kids|children|parents|twins|grandparents|people|[a-z]+s)$/i.test(focus) ? `What are ${focus} like?` : `What is ${focus} like?`;
  return `What do you like most about ${focus}?`;
}

/** A line that goes on about the thing before: "Maybe they need more sun.", "I'll try again this weekend." */
const GOES_ON = /^(?:(?:maybe|well|and|but|so|yes|yeah|oh|actually|now|right now|still|also),?\s+)?(?:it|they|them|he|she|this|that|these|those)\b|\b(?:again|as well)\b/i;

/**
 * The thing the learner's last lines were about when this line goes on about it without naming it
 * ("I grow chillies." … "Maybe they need more sun." → "chillies"); null otherwise. Patterns first
 * (an activity, a thing made), then the first thing named.
 */
export function threadFocus(line: string, earlier: readonly string[]): string | null {
  if (!GOES_ON.test(line.trim()) || /\?\s*$/.test(line)) return null;
  const recent = [...earlier].reverse().slice(0, 2);
  for (const find of [focusOf, namedThing]) for (const l of recent) { const f = find(l); if (f) return f; }
  return null;
}

/** A second question on a thread the learner keeps going. */
export const threadQuestion = (focus: string) => `What do you enjoy most about ${focus}?`;

/** Whether a line is one of the follow-ups above (one follow-up, then back to the question bank). */
export const isFollowUp = (line: string) => /\b(so far|most about|How was|How were|How do you like|most looking forward to about) [^?]*\?\s*$|How are you managing\?\s*$|How did that happen\? Tell me more!\s*$|Where did that dream come from\?\s*$|What makes you say that\?\s*$|What was the best part of [^?]*\?\s*$|\bWhat (?:were the|is|are) [^?]* like\?\s*$/.test(line);

/**
 * The partner's answer to a question that names something, in its own words, or null when the
 * question names nothing the templates know (then partner-answers.data.ts answers by topic).
 */
export function namedAnswer(question: string, own: string, generic: boolean): string | null {
  const q = question.trim().replace(/[?!.\s]+$/, '');
  const likes = /^(?:do|don't) you (like|love|enjoy) (.+)$/i.exec(q);
  if (likes) return `Yes, I ${likes[1]!.toLowerCase()} ${reflectYou(likes[2]!)}!${generic ? '' : ` ${own}`}`;
  // "Do you cook?", "Do you swim much?": the partner does it too, in a few words.
  const does = /^(?:and |so )?do you (cook|bake|swim|run|dance|sing|read|travel|drive|paint|draw|knit|cycle|ski|hike|garden|fish|skate|surf|climb|jog|exercise)\b(.*)$/i.exec(q);
  // "Do you swim much?" → "Yes, I swim", never "I swim much": how-often words stay with the question.
  if (does) return `Yes, I ${does[1]!.toLowerCase()}${reflectYou(does[2]!).replace(/^\s*(much|a lot|often|well|at all|regularly|every day|sometimes)\b.*$/i, '')}, when I have time! ${own}`;
  // "What did you eat for dinner?": the partner had a meal too.
  const meal = /\bwhat did you (?:eat|have|cook) for (breakfast|lunch|dinner|supper)\b/i.exec(q);
  if (meal) return `I had ${MEALS[meal[1]!.toLowerCase()] ?? 'a big bowl of soup'} for ${meal[1]!.toLowerCase()}. ${own}`;
  const been = /\bhave you (?:ever )?(?:been|travell?ed|gone) (?:to )?(.+)$/i.exec(q);
  if (been) return `No, I haven't been to ${reflectYou(been[1]!)} yet, but I'd love to go one day!`;
  const saw = /\bdid you (see|watch|hear(?: about)?|read) (?:that )?(.+)$/i.exec(q);
  if (saw) return `No, I didn't ${saw[1]!.toLowerCase()} that! ${cap(reflectYou(saw[2]!))}? Tell me more.`;
  if (!generic) return null;
  // No answer of its own about it: the partner answers the shape of the question, naming its thing.
  const tried = /^(?:and |so )?have you (?:ever )?(tried|done|played|eaten|cooked|grown|made|built|ridden|climbed|watched|read) (.+)$/i.exec(q);
  if (tried && !NOT_A_THING.test(tried[2]!.split(/\s+/).at(-1)!)) return `No, I've never ${tried[1]!.toLowerCase()} ${reflectYou(tried[2]!)}, but I'd love to one day!`;
  // A thing one owns ("a garden", "a sewing machine"), not "a minute", "a question" or "any idea".
  const has = /^(?:and |so )?do you have (an? )((?:[\p{L}-]+ ){0,2}([\p{L}-]+))$/iu.exec(q);
  if (has && !NOT_A_THING.test(has[3]!) && !TIME_OR_FILLER.test(has[3]!) && !/^(?:favou?rite|moment|clue|sec|go|look|try|break|rest|word)$/i.test(has[3]!)) return `No, I don't have ${has[1]!.toLowerCase()}${reflectYou(has[2]!)}, sadly, but I'd love one someday.`;
  const kind = /^(?:and |so )?what (?:kind|sort|type)s? of ((?:[\p{L}-]+ ){0,2}[\p{L}-]+) do you (like|enjoy|listen to|read|watch|play|cook|eat|prefer)$/iu.exec(q);
  if (kind) return `I ${kind[2]!.toLowerCase()} lots of kinds of ${kind[1]!.toLowerCase()}, really!`;
  return null;
}

/**
 * "My favourite snack is roasted corn. What's yours?", "I prefer the mountains to the beach. Which do you
 * like more?": the partner's answer opens in the learner's own words, so it answers what was asked.
 */
export function sameWordsOpening(learnerText: string): string | null {
  const favourite = /\bmy favou?rite ([\p{L}-]+(?: [\p{L}-]+)?) (?:is|are)\b/iu.exec(learnerText);
  if (favourite) return `My favourite ${favourite[1]!.toLowerCase()}? Hmm.`;
  // "prefer X to Y", "like X more than Y"; never "I like going to school" (no comparison in "like … to").
  const prefer = /\bi prefer ((?:the )?[\p{L}-]+(?: [\p{L}-]+)?) to ((?:the )?[\p{L}-]+(?: [\p{L}-]+)?)/iu.exec(learnerText) ??
    /\bi (?:like|love) ((?:the )?[\p{L}-]+(?: [\p{L}-]+)?) (?:more|better) than ((?:the )?[\p{L}-]+(?: [\p{L}-]+)?)/iu.exec(learnerText);
  if (prefer) return `Me? I'd pick ${prefer[2]!.toLowerCase()}, I think, but I can see why you like ${prefer[1]!.toLowerCase()}.`;
  // "Do you prefer the mountains or the sea?": the choice answered in its own words.
  const choice = /\b(?:do you prefer|would you rather(?: have| be| live| go| eat| drink)?|which do you (?:like|prefer)(?: more| better)?,?|what do you prefer,?)\s+(?:in |at |on |by )?((?:the |a |an )?[\p{L}-]+(?: [\p{L}-]+)?) or (?:in |at |on |by )?((?:the |a |an )?[\p{L}-]+(?: [\p{L}-]+)?)\s*\??$/iu.exec(learnerText);
  if (choice) return `Hmm, ${choice[1]!.toLowerCase()} or ${choice[2]!.toLowerCase()}? I'd pick ${choice[2]!.toLowerCase()}, I think, but I like ${choice[1]!.toLowerCase()} too.`;
  return null;
}

const MEALS: Record<string, string> = { breakfast: 'toast with honey and a cup of tea', lunch: 'a cheese sandwich and some soup', dinner: 'pasta with tomato sauce', supper: 'pasta with tomato sauce' };

/** The learner's "you/your" as the partner says it: "your team" → "my team". */
const reflectYou = (s: string) => s.replace(/\byour\b/gi, 'my').replace(/\byou\b/gi, 'me');
