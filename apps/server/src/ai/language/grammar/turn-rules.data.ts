// Learner rules written for chat turns (issue 14): errors the first rules missed or corrected
// wrongly in real chats. They run before the older rules (learner-rules.ts puts them first), so
// where both flag the same words these win: "My brother have 15 years" is about age (is 15), not
// agreement (has 15 years). Same syntax as learner-rules.data.ts.
import type { Groups, LearnerRuleData } from './grammar-types';
import { IRREGULAR_VERBS as LEXICON_VERBS } from '../lexicon/irregular';
import { baseForm, participleForm, pastForm, regularPastForm, thirdPersonForm } from './irregular-verbs';
import { perfectToPast } from './learner-rules.data';

const list = (...words: string[]) => words.join('|');

const NUMBER_WORD = list('\\d{1,3}', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](?:one|two|three|four|five|six|seven|eight|nine)');
/** A person or animal whose age is given: pronouns, "my brother", "our dog", "Anna". */
const AGE_SUBJECT = String.raw`I|[Yy]ou|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|[Ii]t|(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Tt]he)\s+(?:[a-z]+'s\s+)?(?:(?:two|three|four|both)\s+)?(?:(?:older|younger|little|big|baby|best|new|old)\s+)?(?:maths\s+|math\s+|english\s+|piano\s+|music\s+)?[a-z]+|[A-Z][a-z]+`;
/**
 * State verbs, not also adjectives or nouns after be ("I am like my dad", "she is mean" are right):
 * "I am feel tired" means "I feel tired". Action verbs ("she is study now") are the older be-plain
 * rule's, which makes them -ing.
 */
const BE_VERB = list('feel', 'have', 'want', 'need', 'know', 'think', 'understand', 'remember', 'forget', 'believe', 'prefer', 'hate', 'love', 'hope', 'enjoy', 'miss', 'own', 'wish', 'doubt');
/** Things people like in the plural when they mean the kind ("I like apples"); not mass nouns. */
const COUNT_THING = list('apple', 'banana', 'bean', 'pea', 'orange', 'tomato', 'potato', 'carrot', 'egg', 'strawberry', 'grape', 'cherry', 'onion', 'mushroom', 'pear', 'peach', 'lemon', 'cucumber', 'dog', 'cat', 'horse', 'bird', 'spider', 'snake', 'bee', 'wasp', 'mosquito', 'cockroach', 'ant', 'shark', 'penguin', 'dolphin', 'whale', 'elephant', 'monkey', 'lion', 'tiger', 'rabbit', 'giraffe', 'owl', 'frog', 'turtle', 'butterfly', 'parrot', 'koala', 'clown', 'movie', 'film', 'book', 'game', 'cartoon', 'song', 'car', 'flower');
/** Animals one sees ("we saw dolphins"); not deer, sheep or fish, whose plural is the same word. */
const ANIMAL = list('dog', 'cat', 'horse', 'bird', 'spider', 'snake', 'bee', 'shark', 'penguin', 'dolphin', 'whale', 'elephant', 'monkey', 'lion', 'tiger', 'rabbit', 'giraffe', 'owl', 'frog', 'turtle', 'butterfly', 'parrot', 'koala', 'kangaroo', 'zebra', 'camel', 'crocodile', 'bear', 'fox', 'seal', 'squirrel', 'hippo', 'rhino', 'flamingo', 'eagle', 'gorilla', 'cow', 'goat', 'pig', 'duck');
/** Fruit and vegetables among them, bought or eaten as a kind ("I buy carrots"). */
const COUNT_FOOD = list('apple', 'banana', 'orange', 'tomato', 'potato', 'carrot', 'egg', 'strawberry', 'grape', 'cherry', 'onion', 'mushroom', 'pear', 'peach', 'lemon', 'cucumber');
/** Things bought, brought or packed by the handful: party, kitchen, school and travel things. */
const COUNT_ITEM = list('cup', 'plate', 'bowl', 'spoon', 'fork', 'napkin', 'balloon', 'candle', 'chair', 'towel', 'pen', 'pencil', 'notebook', 'bottle', 'sandwich', 'sock', 'shirt', 'glove', 'battery', 'envelope', 'sticker', 'card', 'present', 'gift', 'toy', 'bag', 'box', 'tray', 'mug', 'straw', 'ticket', 'snack', 'biscuit', 'cookie', 'cake', 'drink', 'flag', 'plant', 'light', 'lamp', 'pillow', 'blanket', 'hanger', 'folder', 'stamp', 'egg', 'apple', 'banana', 'orange', 'tomato', 'potato', 'carrot', 'lemon', 'onion');
/** Pairs English says with one of each and no article ("pen and paper", "knife and fork"). */
const FIXED_PAIR = String.raw`(?:pen\s+and\s+paper|knife\s+and\s+fork|cup\s+and\s+saucer|bow\s+and\s+arrow)`;
/** Event verbs whose present simple after a stated finished time is a tense slip (not stative ones). */
// Speak only with someone: "I speak three languages" after a finished time is still true now.
const EVENT_VERB = list('go', 'come', 'speak(?=\\s+(?:to|with)\\b)', 'eat', 'see', 'meet', 'buy', 'watch', 'visit', 'play', 'take', 'make', 'get', 'swim', 'drink', 'cook', 'travel', 'fly', 'drive', 'walk', 'write', 'find', 'lose', 'win', 'give', 'leave', 'arrive', 'stay', 'sleep', 'call', 'dance', 'sing', 'spend', 'pay', 'bring', 'send', 'run', 'sit', 'stand', 'wake', 'fall', 'break', 'begin', 'start', 'finish', 'try', 'decide', 'paint', 'draw', 'bake', 'forget', 'drop', 'spill', 'miss', 'clean', 'wash', 'teach', 'sell', 'build', 'show', 'tell', 'wear', 'open', 'climb', 'ride', 'carry', 'catch', 'move', 'invite', 'help', 'throw', 'jump', 'laugh', 'cry', 'shout', 'order', 'hear', 'fix', 'plant', 'pick', 'sail', 'ski', 'surf', 'hike', 'camp', 'fish', 'shop', 'chat', 'talk', 'study', 'wait', 'save', 'score', 'stop', 'land', 'board', 'collect', 'feed', 'grow', 'repair', 'deliver', 'sweep', 'serve', 'pack', 'celebrate', 'organise', 'organize', 'prepare', 'book', 'rent', 'return', 'post', 'receive', 'borrow', 'lend', 'fill', 'raise', 'hire', 'join');
const PAST_TIME = String.raw`(?:yesterday|(?<!\bthe\s+)last\s+(?:night|week|weekend|month|year|summer|winter|spring|autumn|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:\w+|an?)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s+ago|in\s+(?:19|20)\d\d)`;
/** An event placed on a day in the past: "The wedding was on Sunday.", "My cousin came to visit on Sunday." */
const PAST_DAY = String.raw`(?:(?:was|were)\s+(?:[a-z]+ed\s+)?(?:on\s+)?|(?:went|came|visited|arrived|got|left|met|had)\b[^.!?]{0,40}?\s+on\s+)(?:last\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:was|were)\s+in\s+[A-Z][a-z]+\s+(?:in|last)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|(?:19|20)\d\d)`;
/** A sentence that moves the time on to now or the future: the present is right after it. */
const NOW_WORD = String.raw`\b(?:now|today|tonight|tomorrow|usually|always|often|every|sometimes|never|these\s+days|at\s+the\s+moment|currently|next|will|still)\b`;
const NOT_NOW = String.raw`(?![^.!?]*${NOW_WORD})`;

/**
 * Over-regular pasts of irregular verbs: falled, buyed, teached, blowed, digged, thinked … drawn from
 * the lexicon's list of irregular verbs (about 170), leaving out verbs whose -ed form is also right
 * (burned, dreamed, proved).
 */
/**
 * Forms that are English words of their own or accepted pasts in some sense: seed, singed (singe),
 * putted (golf), wined and dined, hanged (a person), lighted, shined (shoes), winded (out of breath),
 * ringed (circled), weaved (through traffic), creeped out, teared up, spited, broadcasted and
 * forecasted (in dictionaries) …
 */
const REAL_WORDS = new Set([
  'seed', 'singed', 'costed', 'sited', 'leaded', 'waked', 'wined', 'putted', 'leaved', 'lied', 'fleed', 'hanged', 'lighted',
  'shined', 'winded', 'ringed', 'weaved', 'creeped', 'speeded', 'kneeled', 'betted', 'broadcasted', 'forecasted', 'spitted',
  'quitted', 'treaded', 'awaked', 'sawed', 'teared', 'spited', 'spined', 'ridded',
  // "I layed down" means lay (lie), not laid: no fix would be sure.
  'layed',
]);
/** Each over-regular form and the right past and participle ("blowed" → blew, blown). */
const OVER_REGULAR_FORMS = new Map<string, { past: string; participle: string }>(
  [...LEXICON_VERBS].filter(([base, forms]) => base !== 'be' && ![...forms.past, ...forms.pastParticiple].includes(regularPastForm(base))).flatMap(([base, forms]) => {
    const wrong = new Set([base.endsWith('e') ? `${base}d` : `${base}ed`, regularPastForm(base)]);
    if (/[^aeiou][aeiou][bdgmnpt]$/.test(base)) wrong.add(`${base}${base.at(-1)}ed`);
    // "flied", "fried"-style: a consonant and y take -ied, as in studied.
    if (/[^aeiou]y$/.test(base)) wrong.add(`${base.slice(0, -1)}ied`);
    const right = { past: forms.past[0]!, participle: forms.pastParticiple[0]! };
    return [...wrong].filter((w) => !forms.past.includes(w) && !REAL_WORDS.has(w)).map((w) => [w, right] as const);
  }),
);
const OVER_REGULAR: Readonly<Record<string, string>> = Object.fromEntries([...OVER_REGULAR_FORMS].map(([wrong, right]) => [wrong, right.past]));

const ageBe = (subject: string): string => {
  const s = subject.toLowerCase();
  if (s === 'i') return 'am';
  if (/^(?:you|we|they)$/.test(s) || /^(?:my|your|his|her|our|their|the)\s+(?:\w+\s+)?\w+s$/.test(s) && !/ss$/.test(s)) return 'are';
  return 'is';
};
// Of the nouns in -o only a known few take -es (potatoes, heroes); kangaroos, zoos, photos, pianos take -s.
/**
 * Whether a noun phrase ("your school bus", "these shoes", "the children") names more than one: by
 * its determiner, an irregular plural, or an -s that is not part of the word (bus, class, status).
 */
const isPluralPhrase = (phrase: string): boolean => {
  const words = phrase.toLowerCase().split(/\s+/);
  const head = words.at(-1) ?? '';
  if (/^(?:these|those)$/.test(words[0] ?? '')) return true;
  if (/^(?:people|children|men|women|police|teeth|feet|mice|geese|sheep)$/.test(head)) return !/^(?:this|that)$/.test(words[0] ?? '');
  return /s$/.test(head) && !/(?:ss|us|is|ics|news)$/.test(head);
};
const plural = (noun: string) => (/(?:ch|sh|s|x)$/i.test(noun) || /^(?:potato|tomato|hero|echo|mosquito|volcano|mango|torpedo)$/i.test(noun) ? `${noun}es` : /[^aeiou]y$/i.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`);

export const TURN_RULE_DATA: LearnerRuleData[] = [
  {
    id: 'age-have',
    category: 'verb-form',
    explanation: "For age English uses be, not have: 'My brother is 15 (years old).'",
    // "has only twenty-four years" too; never "We have two years to finish it" or "ten years left".
    pattern: String.raw`\b(?<s>${AGE_SUBJECT})\s+(?<w>(?:have|has|'ve)\s+(?<adv>(?:only|just|almost|nearly|about)\s+)?(?<n>(?:${NUMBER_WORD})(?:\s+and\s+(?:${NUMBER_WORD}))?)\s+years?(?:\s+old)?)\b(?!\s+(?:of|in|at|with|as|since|ago|to|left|for|before|until|more|now)\b)`,
    flags: '',
    suggest: (g: Groups) => `${ageBe(g.s ?? '')} ${g.adv ?? ''}${g.n ?? ''} years old`,
    examples: [['My brother have 15 years.', 'My brother is 15 years old.'], ['I have 30 years.', 'I am 30 years old.'], ['My two daughters have eight and eleven years.', 'My two daughters are eight and eleven years old.']],
  },
  {
    id: 'over-regular-past',
    category: 'verb-form',
    explanation: 'This verb is irregular: its past is not made with -ed.',
    // After be, have or get the verb is a participle: "was stealed" → "was stolen", never "was stole".
    // "Have you ever drinked" asks with the participle too: drunk, not drank.
    pattern: String.raw`(?:\b(?<aux>am|is|are|was|were|be|been|being|has|have|had|'ve|get|gets|got|getting)\s+(?:(?:you|he|she|it|we|they|I)\s+)?(?:(?:not|never|just|already|ever)\s+)?)?\b(?<w>${Object.keys(OVER_REGULAR).join('|')})\b`,
    map: OVER_REGULAR,
    suggest: (g: Groups) => { const right = OVER_REGULAR_FORMS.get((g.w ?? '').toLowerCase()); return (g.aux ? right?.participle : right?.past) ?? g.w ?? ''; },
    examples: [['I falled asleep.', 'I fell asleep.'], ['He buyed a car.', 'He bought a car.']],
  },
  {
    id: 'be-before-verb',
    category: 'verb-form',
    explanation: "Don't put am/is/are before another verb: 'I feel tired' (or 'I am feeling tired').",
    pattern: String.raw`\b(?<s>I|you|we|they|he|she)\s+(?<w>(?:am|is|are)\s+(?<v>${BE_VERB}))\b(?!\s+(?:of|for|and|or|is|was)\b)(?!-)`,
    suggest: (g: Groups) => (/^(?:he|she)$/i.test(g.s ?? '') ? thirdPersonForm(g.v ?? '') : (g.v ?? '')),
    examples: [['I am feel tired.', 'I feel tired.'], ['She is need help.', 'She needs help.'], ['I am have a cat.', 'I have a cat.']],
  },
  {
    // "I am usually wake up at six": a habit is the present simple, and the frequency word goes before
    // its verb. The -ing fix of the older be-plain rule ("am usually waking") would be odd English.
    id: 'be-frequency-verb',
    category: 'verb-form',
    explanation: "For a habit, use the present simple with no am/is/are: 'I usually wake up at six', 'She always walks to work'.",
    pattern: String.raw`\b(?<w>(?<s>I|[Yy]ou|[Ww]e|[Tt]hey|[Hh]e|[Ss]he)(?:\s+(?:am|is|are)|'m|'re|'s)\s+(?<adv>usually|always|often|never|sometimes|normally|generally|rarely|seldom)\s+(?<v>${EVENT_VERB}|${BE_VERB}|work|study|read|listen|talk|speak|live|use|wear|clean|wash|shop|cry|laugh|forget|lose))\b(?!-|ing\b)`,
    flags: '',
    suggest: (g: Groups) => `${g.s ?? ''} ${g.adv ?? ''} ${/^(?:he|she)$/i.test(g.s ?? '') ? thirdPersonForm(g.v ?? '') : (g.v ?? '')}`,
    examples: [['I am usually wake up at six.', 'I usually wake up at six.'], ["She's always forget her keys.", 'She always forgets her keys.']],
  },
  {
    // "My daughter draws butterfly and flower every day", "We grow bean and pea": two kinds of thing drawn, painted,
    // collected or grown, in general.
    id: 'draw-countable-plural',
    category: 'plural',
    explanation: "To talk about a kind of thing in general, use the plural: 'She draws butterflies and flowers.'",
    pattern: String.raw`\b(?:draw|draws|drew|drawing|paint|paints|painted|painting|collect|collects|collected|collecting|grow|grows|grew|growing)\s+(?<w>(?<a>${COUNT_THING})\s+(?<c>and|or)\s+(?<b>${COUNT_THING}))(?=\s*(?:[.!?,]|$|\s+(?:but|every|all|at|in|on|with|for|when|because|very|so|too|a\s+lot)\b))`,
    suggest: (g: Groups) => `${plural(g.a ?? '')} ${g.c ?? 'and'} ${plural(g.b ?? '')}`,
    examples: [['My son paints horse and dog every weekend.', 'My son paints horses and dogs every weekend.']],
  },
  {
    id: 'like-countable-plural',
    category: 'plural',
    explanation: "To talk about a kind of thing in general, use the plural: 'I like apples.'",
    // Fear is of the kind too: "I'm scared of bees and wasps".
    pattern: String.raw`\b(?:like|likes|love|loves|hate|hates|prefer|prefers|don't\s+like|doesn't\s+like|(?:scared|afraid|frightened|terrified)\s+of)\s+(?<w>(?<a>${COUNT_THING})(?:\s+(?<c>and|or)\s+(?<b>${COUNT_THING}))?)(?=\s*(?:[.!?,]|$|\s+(?:but|very|so|too|a\s+lot)\b))`,
    suggest: (g: Groups) => (g.b ? `${plural(g.a ?? '')} ${g.c ?? 'and'} ${plural(g.b)}` : plural(g.a ?? '')),
    examples: [['I like apple and banana.', 'I like apples and bananas.'], ['I love dog.', 'I love dogs.']],
  },
  {
    // "We saw kangaroo and koala at the park": animals seen are many, or each needs "a".
    id: 'saw-animal-plural',
    category: 'plural',
    explanation: "An animal you can count needs 'a' or the plural: 'We saw kangaroos' or 'We saw a kangaroo'.",
    pattern: String.raw`\b(?:saw|see|seen|spotted|fed|photographed|watched)\s+(?<w>(?<a>${ANIMAL})(?:\s+(?<c>and|or)\s+(?<b>${ANIMAL}))?)(?=\s*(?:[.!?,]|$|\s+(?:at|in|on|near|there|yesterday|today|everywhere|and)\b))`,
    suggest: (g: Groups) => (g.b ? `${plural(g.a ?? '')} ${g.c ?? 'and'} ${plural(g.b)}` : plural(g.a ?? '')),
    examples: [['We saw kangaroo and koala at the wildlife park.', 'We saw kangaroos and koalas at the wildlife park.']],
  },
  {
    // "I always buy carrot and potato at the market": fruit and vegetables bought, grown or eaten as a kind.
    // Animals are left out ("I bought dog" means a dog).
    id: 'buy-countable-plural',
    category: 'plural',
    explanation: "To talk about a kind of food you buy, grow or eat, use the plural: 'I buy carrots and potatoes.'",
    pattern: String.raw`\b(?:buy|buys|bought|sell|sells|sold|grow|grows|grew|eat|eats|ate)\s+(?<w>(?<a>${COUNT_FOOD})(?:\s+(?<c>and|or)\s+(?<b>${COUNT_FOOD}|pepper))?)(?=\s*(?:[.!?,]|$|\s+(?:but|at|from|in|every|on|for|because)\b))`,
    suggest: (g: Groups) => (g.b ? `${plural(g.a ?? '')} ${g.c ?? 'and'} ${plural(g.b)}` : plural(g.a ?? '')),
    examples: [['I always buy carrot and potato at the market.', 'I always buy carrots and potatoes at the market.']],
  },
  {
    // "We need to buy cup and plate for the party": two kinds of thing needed, bought, brought or packed
    // are many of each (or each needs "a"). Only two bare things joined by and/or, both countable: "I
    // need bread and milk" is right, and so are the fixed pairs ("Bring pen and paper").
    id: 'need-things-plural',
    category: 'plural',
    explanation: "Things you can count need 'a' or the plural: 'We need to buy cups and plates.'",
    pattern: String.raw`\b(?:buy|buys|bought|buying|need|needs|needed|bring|brings|brought|pack|packed|get|got|order|ordered|borrow|borrowed|have\s+to\s+buy|forgot|forget)\s+(?!${FIXED_PAIR})(?<w>(?<a>${COUNT_ITEM})\s+(?<c>and|or)\s+(?<b>${COUNT_ITEM}))(?=\s*(?:[.!?,]|$|\s+(?:for|at|from|in|on|because|but|to|tomorrow|today|tonight|this|next)\b))`,
    suggest: (g: Groups) => `${plural(g.a ?? '')} ${g.c ?? 'and'} ${plural(g.b ?? '')}`,
    examples: [['We need to buy cup and plate for the party.', 'We need to buy cups and plates for the party.'], ['Did you bring spoon and bowl?', 'Did you bring spoons and bowls?']],
  },
  {
    // "I felt on the ice" means fell: felt is the past of feel. Not "felt on top of the world", "felt down".
    id: 'felt-for-fell',
    category: 'word-choice',
    explanation: "The past of fall is fell; felt is the past of feel: 'I fell on the ice.'",
    pattern: String.raw`\b(?:I|he|she|we|they|my\s+[a-z]+)\s+(?<w>felt)\s+(?=(?:off|on|into|from|out\s+of)\s+(?:the|my|his|her|a|our|their)\s+(?!top\b|moon\b)[a-z]+)`,
    suggest: 'fell',
    examples: [['Yesterday I felt on the ice.', 'Yesterday I fell on the ice.'], ['He felt off his bike.', 'He fell off his bike.']],
  },
  {
    id: 'be-question-have',
    category: 'word-order',
    explanation: "Questions with have (and other verbs) take do/does, not is/are: 'Does the restaurant have parking?'",
    pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?<be>is|are)\s+(?<np>(?:the|your|my|this|that|his|her|our|their|these|those)\s+(?:[a-zà-öø-ÿ]+\s+)?[a-zà-öø-ÿ]+)\s+(?<v>have|need|want|know|sell|serve))\b(?=[^.!?]*\?)`,
    suggest: (g: Groups) => `${/^are$/i.test(g.be ?? '') || isPluralPhrase(g.np ?? '') ? 'do' : 'does'} ${g.np ?? ''} ${g.v ?? ''}`,
    // Not open or close: they are adjectives too, and "Is the restaurant open on Mondays?" is right; not
    // like: "Is your sister like your mother?" is right.
    examples: [['Is the restaurant have parking?', 'Does the restaurant have parking?'], ['Is this café have wifi?', 'Does this café have wifi?'], ['Is the new park have toilets?', 'Does the new park have toilets?'], ['Is the new class have a teacher?', 'Does the new class have a teacher?']],
  },
  {
    // Before wh-question-no-do, which would read "have" there as the main verb ("How long do you have").
    id: 'wh-question-perfect-order',
    category: 'word-order',
    explanation: "In a question, have/has goes before the subject: 'How long have you lived here?'",
    pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?<q>why|what|where|when|how(?:\s+(?:often|long|much|many))?)\s+(?<s>I|you|we|they|he|she|it)\s+(?<h>have|has)\s+(?:(?<adv>always|never|ever|really|already|just)\s+)?(?<pp>{{PARTICIPLE}}))\b(?=[^.!?]*\?)`,
    suggest: (g: Groups) => `${g.q ?? ''} ${/^(?:he|she|it)$/i.test(g.s ?? '') ? 'has' : 'have'} ${/^I$/i.test(g.s ?? '') ? 'I' : (g.s ?? '').toLowerCase()} ${g.adv ? `${g.adv.toLowerCase()} ` : ''}${g.pp ?? ''}`,
    examples: [['How long you have lived in this town?', 'How long have you lived in this town?'], ['Why she has been so quiet today?', 'Why has she been so quiet today?'], ['Where you have put my keys?', 'Where have you put my keys?']],
  },
  {
    // "When you will send me the photos?": in a question the modal goes before the subject. Before the
    // time-clause rule, which would read "when you will send" as a future after "when" and drop the
    // "will", leaving "When you send me the photos?" (wrong English).
    id: 'wh-question-modal-order',
    category: 'word-order',
    explanation: "In a question, will/can/should goes before the subject: 'When will you send me the photos?'",
    pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?<q>why|what|where|when|how(?:\s+(?:often|long|much|many|soon))?)\s+(?<s>I|you|we|they|he|she|it)\s+(?<m>will|can|could|should|would))\b(?=\s+(?:not\s+)?[a-z]+\b[^.!?]*\?)`,
    suggest: (g: Groups) => `${g.q ?? ''} ${(g.m ?? '').toLowerCase()} ${/^I$/i.test(g.s ?? '') ? 'I' : (g.s ?? '').toLowerCase()}`,
    examples: [['When you will send me the photos from the trip?', 'When will you send me the photos from the trip?'], ['Where we can park the car?', 'Where can we park the car?'], ['What I should bring to the party?', 'What should I bring to the party?']],
  },
  {
    // "Do you know where is the post office?": inside another question or sentence the question
    // word is followed by the subject, then the verb. Not "who", which may be the subject itself
    // ("Do you know who is coming?"); only a subject that starts with a determiner.
    id: 'indirect-question-order',
    category: 'word-order',
    explanation: "After 'Do you know', 'Can you tell me' or 'I wonder', put the subject before the verb: 'Do you know where the post office is?'",
    pattern: String.raw`\b(?:[Dd]o\s+you\s+know|(?:[Cc]an|[Cc]ould)\s+you\s+tell\s+me|I\s+(?:don't|do\s+not)\s+know|I\s+wonder|I'm\s+not\s+sure)\s+(?<w>(?<q>where|what|when|how\s+much|how\s+far|how\s+old|what\s+time)\s+(?<v>is|are|was|were)\s+(?<np>(?:the|a|an|my|your|his|her|our|their|this|that)\s+[a-z]+(?:\s+[a-z]+){0,2}?))(?=\s*[?.!]|\s*$)`,
    suggest: '{q} {np} {v}',
    examples: [['Do you know where is the post office?', 'Do you know where the post office is?'], ['Can you tell me what time is the last train?', 'Can you tell me what time the last train is?'], ["I don't know what is his name.", "I don't know what his name is."]],
  },
  {
    // Before the older agreement rules, which read "Why she need …?" as "she needs".
    id: 'wh-question-no-do',
    category: 'word-order',
    explanation: "A question with a verb like need or want takes do/does before the subject, in the same tense: 'Why do you need my name?'",
    pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?<q>why|what|where|when|how(?:\s+(?:often|long)|\s+(?:much|many)(?:\s+(?!(?:I|you|we|they|he|she|it|of|the|a|an|more|do|does|did|are|is|was|were|have|has|can|will|would)\b)[a-z]+)?)?)\s+(?<s>I|you|we|they|he|she|it)\s+(?:(?<adv>always|never|often|usually|sometimes|really|still|ever|even|also|just|only)\s+)?(?<v>{{BASE}}|{{THIRD}}))\b(?!\s+(?:{{PARTICIPLE}})\b(?<=\b(?:have|has)\s+[a-z]+))(?=[^.!?]*\?)`,
    // An adverb of frequency stays between the subject and the verb: "Why do you always arrive late?"
    suggest: (g: Groups) => `${g.q ?? ''} ${/^(?:he|she|it)$/i.test(g.s ?? '') ? 'does' : 'do'} ${/^I$/i.test(g.s ?? '') ? 'I' : (g.s ?? '').toLowerCase()} ${g.adv ? `${g.adv.toLowerCase()} ` : ''}${baseForm(g.v ?? '')}`,
    examples: [['Why you need my name?', 'Why do you need my name?'], ['Why she need a new phone?', 'Why does she need a new phone?'], ['How many languages you speak?', 'How many languages do you speak?'], ['Why you always arrive late?', 'Why do you always arrive late?']],
  },
  {
    // Before the agreement rules, which read "Last week my friend come" as "comes".
    id: 'past-time-same-sentence',
    category: 'tense',
    explanation: "You said when it happened (a finished time), so tell it in the past simple: 'Last week my friend came.'",
    pattern: String.raw`(?<=(?:^|[.!?]\s+)${PAST_TIME}\s*,?\s+)(?:I|we|they|he|she|my\s+[a-z]+|our\s+[a-z]+)\s+(?:also\s+|just\s+|first\s+)?(?<w>${EVENT_VERB}|{{THIRD}})\b${NOT_NOW}`,
    suggest: '{past:w}',
    examples: [['Last week my friend come to visit me.', 'Last week my friend came to visit me.']],
  },
  {
    // "Yesterday we have played": the finished time comes first, so the present perfect rules miss it.
    id: 'perfect-after-past-time',
    category: 'tense',
    explanation: "With a finished time (yesterday, last week, two days ago) use the past simple, not the present perfect: 'Yesterday we played tennis.'",
    pattern: String.raw`(?<=(?:^|[.!?]\s+)${PAST_TIME}\s*,?\s+(?:I|we|they|you|he|she|my\s+[a-z]+|our\s+[a-z]+)\s+)(?!have\s+(?:already\s+|just\s+)?been\b(?!\s+to\b))(?<w>(?:have|has)\s+(?:already\s+|just\s+)?(?<p>[a-z]+(?:ed|en)|gone|went|seen|done|met|bought|had|made|come|taken|been|got|found|left|lost|sent|spent|told|read|heard|won|paid|sold|built|cooked|eaten))\b(?=(?<to>\s+to\b)?)`,
    suggest: perfectToPast,
    examples: [['Yesterday we have played tennis.', 'Yesterday we played tennis.']],
  },
  {
    id: 'be-come-from',
    category: 'verb-form',
    explanation: "Say where you are from with 'come from' or 'be from', not both: 'I come from Brazil.'",
    pattern: String.raw`\b(?<s>I|you|we|they|he|she)\s+(?<w>(?:am|is|are|'m|'re|'s)\s+come)\s+from\b`,
    suggest: (g: Groups) => (/^(?:he|she)$/i.test(g.s ?? '') ? 'comes' : 'come'),
    examples: [['I am come from Brazil.', 'I come from Brazil.']],
  },
  {
    // A finished time stated in an earlier sentence of the turn (or, through the chat-turn check,
    // in the learner's previous turn) still makes the story past: "Last weekend was great. I go …"
    id: 'past-time-earlier-sentence',
    category: 'tense',
    explanation: "You said when it happened (a finished time), so tell it in the past simple: 'I went'.",
    pattern: String.raw`(?<=\b(?:${PAST_TIME}|${PAST_DAY})\b[^.!?]*[.!?]\s+(?:${NOT_NOW}[^.!?]*[.!?]\s+)?)(?:(?:then|and\s+then|after\s+that|so)\s*,?\s+)?(?:I|we|they|he|she|my\s+[a-z]+|our\s+[a-z]+|the\s+(?:children|kids|boys|girls|baby|singer|band|players|team|guests|bride|groom|audience|crowd|dog|cat))\s+(?:also\s+|just\s+|first\s+)?(?<w>${EVENT_VERB})\b${NOT_NOW}`,
    suggest: '{past:w}',
    examples: [['Last weekend was great. I go to the beach.', 'Last weekend was great. I went to the beach.'], ['The party was on Friday. We dance until two.', 'The party was on Friday. We danced until two.']],
  },
  {
    // "My son collects stamp": a collection is of many things.
    id: 'collect-plural',
    category: 'plural',
    explanation: "A collection has many things in it, so use the plural: 'He collects stamps.'",
    pattern: String.raw`\bcollect(?:s|ed|ing)?\s+(?:old\s+|rare\s+|vintage\s+|foreign\s+)?(?<w>stamp|coin|shell|postcard|comic|record|magnet|badge|doll|rock|stone|mug|poster|sticker|card|key\s?ring|figure|watch)(?![a-z'-])`,
    suggest: (g: Groups) => plural(g.w ?? ''),
    examples: [['My son collects stamp from all over the world.', 'My son collects stamps from all over the world.']],
  },
  {
    // "I have to stay at home and look at my little brother": caring for someone is "look after".
    id: 'look-at-for-after',
    category: 'word-choice',
    explanation: "To take care of someone, say 'look after': 'I look after my little brother.'",
    pattern: String.raw`\b(?:have\s+to|has\s+to|had\s+to|need\s+to|must|stay\s+(?:at\s+)?home\s+(?:and|to))\s+(?<w>look\s+at)\s+(?:my|our|his|her|their|the)\s+(?:little\s+|baby\s+|younger\s+|small\s+|sick\s+|old\s+)?(?:brother|sister|son|daughter|kids|children|baby|grandmother|grandfather|grandma|grandpa|nephew|niece|dog|cat|puppy)(?!'s)\b`,
    suggest: 'look after',
    examples: [['I have to look at my little brother tonight.', 'I have to look after my little brother tonight.']],
  },
  {
    // "If I would have left earlier, I would have caught the ferry": the past imagined takes the past perfect.
    id: 'if-would-have-done',
    category: 'verb-form',
    explanation: "In the if-part of an imagined past use the past perfect (had + past participle), not would have: 'If I had left earlier, I would have caught it.'",
    pattern: String.raw`\b(?<w>(?<if>[Ii]f)\s+(?<s>I|you|he|she|we|they|it)\s+would\s+have\s+(?<p>[a-z]+(?:ed|en|wn)|left|kept|met|made|bought|caught|taught|thought|brought|sent|spent|lost|told|sold|found|got|heard|paid|said|slept|understood|won|read|come|become|gone|done|seen|been|had))\b(?=[^.!?]*,\s*(?:I|you|he|she|we|they|it)\s+(?:would|'d|could|might)\b)`,
    suggest: (g: Groups) => `${g.if ?? 'if'} ${g.s ?? ''} had ${g.p ?? ''}`,
    examples: [['If we would have left earlier, we would have caught the train.', 'If we had left earlier, we would have caught the train.']],
  },
  {
    // "If I would know, I would tell you": the if-part of an unreal present takes the past simple.
    id: 'if-would-know',
    category: 'verb-form',
    explanation: "In the if-part of an imagined situation use the past simple, not would: 'If I knew the answer, I would tell you.'",
    // The fix shows the whole if-part ("If I knew").
    pattern: String.raw`\b(?<w>(?<if>[Ii]f)\s+(?<s>I|you|he|she|we|they|it)\s+would\s+(?<v>know|have|be|live|speak|win|go|see|get|find|want|need|understand|earn|like))\b(?=[^.!?]*,\s*(?:I|you|he|she|we|they|it)\s+(?:would|'d|could|might)\b)`,
    suggest: (g: Groups) => `${g.if ?? 'if'} ${g.s ?? ''} ${g.v === 'be' ? 'were' : pastForm(g.v ?? '')}`,
    examples: [['If I would know the answer, I would tell you.', 'If I knew the answer, I would tell you.']],
  },
  {
    // "I'm going to the library to buy a novel": librería, librairie, Libreria sell books; a library lends them.
    id: 'library-to-buy',
    category: 'word-choice',
    explanation: "A library lends books; you buy them in a bookshop (British) or a bookstore (American).",
    pattern: String.raw`\b(?:to|at|in|from)\s+the\s+(?<w>library)\b(?=\s+(?:to\s+buy|where\s+I\s+(?:buy|bought))\b)`,
    suggest: 'bookshop',
    examples: [["I'm going to the library to buy a new novel.", "I'm going to the bookshop to buy a new novel."]],
  },
  {
    // "She is knowing the answer": verbs of knowing and owning are states, not actions in progress.
    // With "for" or "since" it is the present perfect's ("I am knowing him for years" → "have known"), left to that rule.
    id: 'state-verb-progressive',
    category: 'tense',
    explanation: "Know, understand, believe, own and belong are states, so they are not used with -ing: 'She knows the answer.'",
    pattern: String.raw`\b(?<w>(?<s>I|[Yy]ou|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|[Ii]t)(?:\s+(?:am|is|are)|'m|'re|'s)\s+(?<neg>not\s+)?(?<v>knowing|understanding|believing|owning|belonging|recogni[sz]ing))\b(?![^.!?]*\b(?:for|since)\b)`,
    flags: '',
    suggest: (g: Groups) => {
      const base = (g.v ?? '').replace(/ing$/, '').replace(/^(believ|recogni[sz])$/, '$1e');
      const one = /^(?:he|she|it)$/i.test(g.s ?? '');
      // "I'm not understanding" → "I don't understand".
      if (g.neg) return `${g.s ?? ''} ${one ? "doesn't" : "don't"} ${base}`;
      return `${g.s ?? ''} ${one ? thirdPersonForm(base) : base}`;
    },
    examples: [['She is knowing the answer.', 'She knows the answer.'], ["I'm not understanding this rule.", "I don't understand this rule."]],
  },
  {
    // "How long time does it take?": "how long" already asks about time.
    id: 'how-long-time',
    category: 'word-choice',
    explanation: "'How long' already asks about time: 'How long does the bus take?'",
    pattern: String.raw`\bhow\s+(?<w>long\s+time)\b(?=\s+(?:does|do|did|will|is|are|was|were|have|has|would|can|it|you|we))`,
    suggest: 'long',
    examples: [['How long time does the train take?', 'How long does the train take?']],
  },
  {
    // "I'll call you when I will arrive": after when, as soon as, before or until, the present tells the future.
    // Not after ask, know or wonder ("I'll ask her when she will arrive" is a question retold).
    id: 'will-after-when',
    category: 'tense',
    explanation: "After when, before, after, until and as soon as, use the present for the future: 'I'll call you when I arrive.'",
    pattern: String.raw`(?<=\b(?:will|'ll|won't|going\s+to)\b[^.!?]{1,60}?)(?<!\b(?:ask|asked|know|knows|wonder|tell|told|sure|idea|certain|say|said|see)\s+(?:\w+\s+)?)\b(?:when|as\s+soon\s+as|before|after|until|once)\s+(?<s>I|you|we|they|he|she|it)\s+(?<w>will\s+(?<v>[a-z]+))\b`,
    suggest: (g: Groups) => (/^(?:he|she|it)$/i.test(g.s ?? '') ? thirdPersonForm(g.v ?? '') : (g.v ?? '')),
    examples: [["I'll call you when I will arrive at the station.", "I'll call you when I arrive at the station."]],
  },
  {
    // "The man who he sold me the fish was friendly": who is already the subject, so "he" says it twice
    // (many languages repeat it). Only where the clause's verb already has both its objects ("sold me
    // the fish") or "is/was" and a describing word follow: in "the man who he met" or "the man who she
    // gave the book to", who is the object and the pronoun is right. Never after "that", which also
    // joins a whole sentence ("the reason that it was so cheap").
    id: 'relative-pronoun-twice',
    category: 'pronoun',
    explanation: "'Who' and 'which' are already the subject here, so leave out the second subject: 'the man who sold me the fish'.",
    pattern: String.raw`(?<=\b(?:the|a|an|this|that)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+(?:who\s+(?=he|she|they)|which\s+(?=it)))(?<w>he|she|they|it)\s+(?=(?:[a-z]+(?:ed|s)|sold|gave|told|showed|sent|taught|brought|lent|bought|made|found|left)\s+(?:me|us|him|her|them)\s+(?:the|a|an|some|my|our|his|her|their|this|that)\s+[a-z]+(?!\s+(?:to|for|with|about|from)\b)(?:\s|[.,!?]|$)|(?:is|was|are|were)\s+(?:very|so|really|always|too|quite|extremely)\s+[a-z]+)`,
    suggest: '',
    examples: [['The man who he sold me the fish was very friendly.', 'The man who sold me the fish was very friendly.'], ['I have a teacher who she is very patient.', 'I have a teacher who is very patient.']],
  },
  {
    // "My neighbour's baby has six months": a young child's or animal's age in months is said with be too.
    // Only for babies, children and young animals: "My contract has six months" is a length of time.
    id: 'age-have-months',
    category: 'verb-form',
    explanation: "For age English uses be, not have: 'The baby is six months old.'",
    pattern: String.raw`\b(?<s>(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Tt]he)\s+(?:[a-z]+'s\s+)?(?:(?:little|baby|new)\s+)?(?:baby|son|daughter|boy|girl|nephew|niece|grandson|granddaughter|brother|sister|puppy|kitten|dog|cat|twins|child))\s+(?<w>(?:has|have)\s+(?<adv>(?:only|just|almost|nearly|about)\s+)?(?<n>${NUMBER_WORD})\s+(?<u>months?|weeks?))\b(?!\s+(?:of|in|at|with|as|since|ago|to|left|for|before|until|more|now|old)\b)`,
    flags: '',
    suggest: (g: Groups) => `${ageBe(g.s ?? '')} ${g.adv ?? ''}${g.n ?? ''} ${g.u ?? 'months'} old`,
    examples: [["My neighbour's baby has six months.", "My neighbour's baby is six months old."]],
  },
  {
    // "I prefer green tea than coffee": one thing is preferred to another. "Prefer to walk rather than
    // drive" is right, so never after "rather" or with "to" and a verb right after prefer.
    id: 'prefer-than',
    category: 'preposition',
    explanation: "We prefer one thing 'to' another: 'I prefer tea to coffee.'",
    pattern: String.raw`\bprefer(?:s|red)?\s+(?!to\b)(?:[a-z]+\s+){1,3}?(?<!\brather\s+)(?<w>than)\s+(?=[a-z])`,
    suggest: 'to',
    examples: [['I prefer green tea than coffee in the morning.', 'I prefer green tea to coffee in the morning.']],
  },
  {
    // "My hair are wet": the hair on a head is one uncountable thing and takes a singular verb.
    id: 'hair-singular-verb',
    category: 'agreement',
    explanation: "'Hair' (on your head) is uncountable and takes a singular verb: 'My hair is wet.'",
    pattern: String.raw`\b(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Tt]he)\s+(?:(?:long|short|curly|straight|wet|new|blonde|blond|dark|grey|gray)\s+)?hair\s+(?<w>are|were)\b`,
    flags: '',
    suggest: (g: Groups) => (g.w === 'were' ? 'was' : 'is'),
    examples: [['My hair are still wet from the swimming pool.', 'My hair is still wet from the swimming pool.']],
  },
  {
    // "I was born in 1998 and I grow up in a village": a birth tells a past story, so growing up or moving
    // joined to it is past. Not "and I live in Madrid": that may be true now.
    id: 'born-and-past',
    category: 'tense',
    explanation: "You are telling your past (you were born then), so use the past simple: 'I was born in 1998 and grew up in a village.'",
    pattern: String.raw`(?<=\b(?:was|were)\s+born\b[^.!?]{0,40}?\band\s+(?:(?:I|we|he|she|they)\s+)?)(?<w>grow(?=\s+up\b)|move(?=\s+to\b))\b(?![^.!?]*\b(?:now|today|these\s+days|at\s+the\s+moment|currently)\b)`,
    flags: '',
    suggest: '{past:w}',
    examples: [['I was born in 1998 and I grow up in a small village by the sea.', 'I was born in 1998 and I grew up in a small village by the sea.']],
  },
  {
    // "I came here for study English": a purpose after coming or going is "to" + verb, not the -ing form
    // the preposition rule would make of it ("for studying English" is wrong too).
    id: 'for-purpose-to',
    category: 'verb-form',
    explanation: "To say why you came or went, use to + verb: 'I came here to study English.'",
    pattern: String.raw`\b(?:came|come|comes|coming|went|go|goes|going|moved|move|travelled|traveled|here|there)\b[^.!?,]{0,30}?\b(?<w>for\s+(?<v>study|learn|work|buy|see|visit|meet|find|improve|practise|practice|get|watch))\b(?=\s+(?:English|my|the|a|an|some|his|her|our|their|new|more|it|them|him)\b)`,
    suggest: 'to {v}',
    examples: [['I came here for study English.', 'I came here to study English.'], ['We went to the market for buy some fish.', 'We went to the market to buy some fish.']],
  },
  {
    // "I watched the match in the TV": programmes are on TV and on the radio.
    id: 'on-tv',
    category: 'preposition',
    explanation: "We watch things on TV and hear them on the radio: 'I watched the match on TV.'",
    pattern: String.raw`\b(?:watch|watches|watched|watching|saw|see|seen|heard|hear|listen|listened|listening)\b[^.!?]{0,40}?\b(?<w>in\s+(?:the\s+)?(?<m>TV|television|radio))\b`,
    suggest: (g: Groups) => (/radio/i.test(g.m ?? '') ? 'on the radio' : `on ${g.m ?? 'TV'}`),
    examples: [['I watched the match in the TV last night.', 'I watched the match on TV last night.'], ['I heard the news in the radio.', 'I heard the news on the radio.']],
  },
  {
    // "I didn't see him since Monday": "since" + a point in time counts up to now, so the present perfect.
    // Only with a time after since: "I didn't go since I was ill" is since = because.
    id: 'since-present-perfect',
    category: 'tense',
    explanation: "With 'since' + a point in time, use the present perfect: 'I haven't seen him since Monday.'",
    pattern: String.raw`\b(?<s>I|you|we|they|he|she|it)\s+(?<w>(?:didn't|did\s+not)\s+(?<v>see|eat|hear|speak|talk|call|visit|sleep|go|play|watch|read|meet|drink|smoke|have|write))\b(?=\s+(?:[a-z]+\s+){0,3}?since\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|yesterday|last\s+\w+|(?:19|20)\d\d|then|christmas|the\s+(?:weekend|summer|morning|party|wedding|beginning|start))\b)`,
    suggest: (g: Groups) => `${/^(?:he|she|it)$/i.test(g.s ?? '') ? "hasn't" : "haven't"} ${participleForm(g.v ?? '')}`,
    examples: [["I didn't see him since Monday.", "I haven't seen him since Monday."], ["She didn't eat anything since yesterday.", "She hasn't eaten anything since yesterday."]],
  },
  {
    // "I lied on the beach": lied is the past of lie (say what is not true); lying down, the past is lay.
    id: 'lied-for-lay',
    // A meaning category: "I lied on the beach" says the learner told lies there.
    category: 'word-choice',
    explanation: "To lie (rest flat) is irregular: lie, lay, lain. 'Lied' means said something untrue: 'I lay on the beach.'",
    pattern: String.raw`\b(?<w>lied)(?=\s+(?:down\s+)?(?:on|in)\s+(?:the|my|a|his|her|our|their)\s+(?:beach|bed|sofa|couch|grass|floor|sand|sun|ground|hammock|towel|bath|bathtub)\b)`,
    suggest: 'lay',
    examples: [['Yesterday I lied on the beach all afternoon.', 'Yesterday I lay on the beach all afternoon.']],
  },
  {
    // "My puppy teared my scarf": the past of tear (rip) is tore. "Her eyes teared up" (filled with tears) is right.
    id: 'teared-for-tore',
    category: 'verb-form',
    explanation: "Tear (rip) is irregular: tear, tore, torn: 'My puppy tore my scarf.'",
    pattern: String.raw`\b(?<w>teared)(?=\s+(?:my|his|her|our|their|your|the|a|an|it|them|open|off|apart)\b)`,
    suggest: 'tore',
    examples: [['This morning my puppy teared my new scarf.', 'This morning my puppy tore my new scarf.']],
  },
  {
    // "Send a letter at my mother": things are sent or given to a person. Not "at the post office": a place.
    id: 'send-at-person',
    category: 'preposition',
    explanation: "We send or give something to a person: 'I need to send a letter to my mother.'",
    pattern: String.raw`\b(?:send|sends|sent|sending|give|gives|gave|giving|write|writes|wrote|writing|post|posted)\s+(?:a|an|the|my|this|that|some)\s+(?:[a-z]+\s+)?(?:letter|message|email|e-mail|card|postcard|parcel|package|present|gift|photo|picture|text|invitation)\s+(?<w>at\s+(?<p>(?:my|his|her|our|their|your)\s+(?:mother|father|mum|mom|dad|parents|sister|brother|friend|friends|grandma|grandmother|grandfather|grandpa|granny|aunt|uncle|cousin|boss|teacher|wife|husband|son|daughter|family|girlfriend|boyfriend|colleague|colleagues|neighbour|neighbor)|him|her|them|me|us))\b`,
    suggest: 'to {p}',
    examples: [['I need to send a letter at my mother in the village.', 'I need to send a letter to my mother in the village.']],
  },
  {
    // "It is ten years that I live here" (c'est/hace/sono … che): how long something has gone on up to now
    // is the present perfect with "for"; the sentence is said again in the English order.
    id: 'it-is-years-that',
    category: 'tense',
    explanation: "To say how long something has been true up to now, use the present perfect with 'for': 'I have lived in this city for ten years.'",
    pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?:it\s+is|it's)\s+(?<n>${NUMBER_WORD}|many|a\s+few)\s+(?<u>years|months|weeks)\s+(?:that|since)\s+(?<s>I|we|they|he|she)\s+(?<v>live|lives|work|works|study|studies|know|knows|learn|learns|play|plays|teach|teaches|am|is|are)\b(?<rest>[^.!?,]*?))(?=\s*[.!?]|$)`,
    suggest: (g: Groups) => {
      const subject = /^i$/i.test(g.s ?? '') ? 'I' : (g.s ?? '').replace(/^./, (c) => c.toUpperCase());
      const have = /^(?:he|she)$/i.test(g.s ?? '') ? 'has' : 'have';
      const verb = /^(?:am|is|are)$/i.test(g.v ?? '') ? 'been' : participleForm(baseForm((g.v ?? '').toLowerCase()));
      return `${subject} ${have} ${verb}${g.rest ?? ''} for ${g.n ?? ''} ${g.u ?? ''}`;
    },
    examples: [['It is ten years that I live in this city.', 'I have lived in this city for ten years.']],
  },
  {
    // "The whole family singed together": sang. "I singed my hair" (burnt it a little) is right, so only
    // where it is about a song.
    id: 'singed-for-sang',
    category: 'verb-form',
    explanation: "Sing is irregular: sing, sang, sung: 'We sang together.'",
    pattern: String.raw`\b(?<w>singed)(?=\s+(?:together|a\s+song|songs|(?:happy\s+)?birthday|for\s+(?:us|them|me|everyone)|in\s+(?:the|a)\s+(?:choir|band|shower)|karaoke|along|all\s+night|loudly|beautifully|badly|and\s+danced))`,
    suggest: 'sang',
    examples: [["At my cousin's wedding the whole family singed together.", "At my cousin's wedding the whole family sang together."]],
  },
  {
    // "I waked up at five": the everyday past of wake (up) is woke.
    id: 'waked-up',
    category: 'verb-form',
    explanation: "Wake is irregular: wake, woke, woken: 'I woke up at five.'",
    pattern: String.raw`\b(?<w>waked)(?=\s+up\b)`,
    suggest: 'woke',
    examples: [['This morning I waked up at five.', 'This morning I woke up at five.']],
  },
  {
    id: 'make-attention',
    category: 'word-choice',
    explanation: "We pay attention (to something): 'Please pay attention to the new rules.'",
    pattern: String.raw`\b(?<w>(?<v>make|makes|made|making))\s+attention\b`,
    suggest: (g: Groups) => ({ make: 'pay', makes: 'pays', made: 'paid', making: 'paying' })[(g.v ?? '').toLowerCase()] ?? 'pay',
    examples: [['Please make attention to the new parking rules.', 'Please pay attention to the new parking rules.']],
  },
  {
    // "My favourite sport is swim": an activity named as a thing takes -ing.
    id: 'favourite-activity-ing',
    category: 'verb-form',
    explanation: "To name an activity as a thing, use the -ing form: 'My favourite sport is swimming.'",
    pattern: String.raw`\bfavourite\s+(?:sport|hobby|activity|pastime|exercise)\s+(?:is|was)\s+(?<w>swim|run|dance|ski|surf|hike|cycle|read|cook|paint|draw|fish|climb|skate|sail|dive|box|jog|bake|garden|sing|travel|write|knit)(?=\s*[.!?,]|\s+(?:and|but|because|in|with)\b|$)`,
    suggest: '{ing:w}',
    examples: [['My favourite sport is swim.', 'My favourite sport is swimming.']],
  },
  {
    // "I go always to the gym": always, usually, often … go before the main verb.
    id: 'frequency-after-verb',
    category: 'word-order',
    explanation: "Always, usually, often, sometimes and never go before the main verb: 'I always go to the gym.'",
    pattern: String.raw`\b(?:I|we|they|you|he|she|my\s+[a-z]+|our\s+[a-z]+)\s+(?<w>(?<v>go|goes|went|eat|eats|ate|drink|drinks|drank|play|plays|played|walk|walks|walked|take|takes|took|visit|visits|visited|watch|watches|watched|cook|cooks|cooked|come|comes|came|get|gets|got|drive|drives|drove)\s+(?<a>always|usually|often|sometimes|never|rarely))\b(?=\s+(?:to|the|a|an|my|our|at|in|on|with|home|there|out|coffee|tea|football|tennis|breakfast|lunch|dinner)\b)`,
    suggest: '{a} {v}',
    examples: [['I go always to the gym after work.', 'I always go to the gym after work.'], ['We go sometimes to the mountains.', 'We sometimes go to the mountains.']],
  },
  {
    // "Do you can help me?": can, could, will … make their own questions, without do.
    id: 'do-modal-question',
    category: 'word-order',
    explanation: "Can, could, will and should make questions on their own, without do: 'Can you help me?'",
    pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?:do|does|did)\s+(?<s>you|I|we|they|he|she|it)\s+(?<m>can|could|will|would|should|must))\b`,
    suggest: (g: Groups) => `${(g.m ?? '').replace(/^./, (c) => c.toUpperCase())} ${/^i$/i.test(g.s ?? '') ? 'I' : (g.s ?? '').toLowerCase()}`,
    examples: [['Do you can help me with my homework?', 'Can you help me with my homework?']],
  },
  {
    // "I bought new sock and glove": things that come in pairs are bought and worn in the plural.
    id: 'pair-things-plural',
    category: 'plural',
    explanation: "Socks, gloves and shoes come in pairs, so we use the plural: 'I bought new socks and gloves.'",
    pattern: String.raw`\b(?:buy|buys|bought|need|needs|wear|wears|wore|lost|find|found)\s+(?:(?:new|some|warm|old|clean|black|white|wool|woollen|leather)\s+)?(?<w>(?<a>sock|glove|shoe|boot|sandal|slipper|trainer|sneaker|earring)(?:\s+(?<c>and|or)\s+(?<b>sock|glove|shoe|boot|sandal|slipper|trainer|sneaker|earring))?)\b(?=\s*[.!?,]|\s+(?:for|at|in|from|because|but|and|yesterday|today|last)\b|$)`,
    suggest: (g: Groups) => (g.b ? `${plural(g.a ?? '')} ${g.c ?? 'and'} ${plural(g.b)}` : plural(g.a ?? '')),
    examples: [['I bought new sock and glove for winter.', 'I bought new socks and gloves for winter.']],
  },
  {
    // "The phone ringed at six": a phone or a bell rang. "They ringed the answers" (circled them) is right, so only after a thing that rings.
    id: 'ringed-for-rang',
    category: 'verb-form',
    explanation: "Ring (make a sound, call) is irregular: ring, rang, rung: 'The phone rang at six.'",
    pattern: String.raw`\b(?:phone|bell|doorbell|alarm|telephone|mobile|it)\s+(?<w>ringed)\b`,
    suggest: 'rang',
    examples: [['This morning the phone ringed at six.', 'This morning the phone rang at six.']],
  },
  {
    id: 'so-crowd',
    category: 'word-choice',
    explanation: "The adjective is crowded: 'The bus was so crowded.' A crowd is the group of people.",
    pattern: String.raw`\b(?:so|very|too|really|quite|extremely|always)\s+(?<w>crowd)\b`,
    suggest: 'crowded',
    examples: [["The bus was so crowd that I couldn't get on.", "The bus was so crowded that I couldn't get on."]],
  },
  {
    // "near from my house": near takes no from (close to, far from).
    id: 'near-from',
    category: 'preposition',
    explanation: "Near takes no 'from': 'near my house' (or 'close to my house'; but 'far from').",
    pattern: String.raw`\b(?<w>near\s+from)\b`,
    suggest: 'near',
    examples: [['My office is very near from my house.', 'My office is very near my house.']],
  },
  {
    // "She speaks English very good": how someone does something is said with the adverb, well.
    id: 'verb-good-well',
    category: 'word-choice',
    explanation: "To say how someone does something, use the adverb well: 'She speaks English very well.'",
    pattern: String.raw`\b(?:speak|speaks|spoke|play|plays|played|sing|sings|sang|cook|cooks|cooked|dance|dances|danced|drive|drives|drove|swim|swims|swam|write|writes|wrote|work|works|worked)\s+(?:(?:English|French|Spanish|German|Italian|Chinese|Japanese|Arabic|Russian|Portuguese|the\s+[a-z]+|football|tennis|chess)\s+)?(?:very\s+|really\s+|so\s+|quite\s+)?(?<w>good)(?=\s*[.!?,]|\s+(?:for|at|now|today|too)\b|$)`,
    flags: 'i',
    suggest: 'well',
    examples: [['She speaks English very good.', 'She speaks English very well.']],
  },
  {
    // "I have a lot of hunger" (tengo mucha hambre, j'ai faim): in English you are hungry.
    id: 'have-hunger',
    category: 'word-choice',
    explanation: "In English you are hungry or thirsty: 'I'm very hungry.'",
    pattern: String.raw`\b(?<s>I|we|they|you)\s+(?<w>have\s+(?:a\s+lot\s+of|so\s+much|much|big|a\s+big)\s+(?<n>hunger|thirst))\b`,
    suggest: (g: Groups) => `${/^i$/i.test(g.s ?? '') ? 'am' : 'are'} ${/^so/i.test(g.w?.replace(/^have\s+/i, '') ?? '') ? 'so' : 'very'} ${g.n === 'thirst' ? 'thirsty' : 'hungry'}`,
    examples: [['Can we eat soon? I have a lot of hunger.', 'Can we eat soon? I am very hungry.']],
  },
  {
    // "I have sleep, so I'm going to bed" (tengo sueño, j'ai sommeil): in English you are sleepy.
    // Not "I have sleep apnoea" or "sleep problems": only at the end of a clause.
    id: 'have-sleep',
    category: 'word-choice',
    explanation: "In English you are sleepy (or tired): 'I'm sleepy, so I'm going to bed early.'",
    pattern: String.raw`\b(?<s>I|we|they|you)\s+(?<w>have\s+(?<q>(?:a\s+lot\s+of|so\s+much|much)\s+)?sleep)\b(?=\s*(?:[,.!?]|$|\s+(?:so|and|now|today|tonight|because|already)\b))`,
    suggest: (g: Groups) => `${/^i$/i.test(g.s ?? '') ? 'am' : 'are'} ${g.q ? (/^so/i.test(g.q) ? 'so ' : 'very ') : ''}sleepy`,
    examples: [['I have sleep, so I am going to bed early.', 'I am sleepy, so I am going to bed early.']],
  },
  {
    // "My brother is much taller of me" (más alto que, plus grand que): a comparison takes "than".
    // Only before a pronoun: "the taller of the two" is right.
    id: 'comparative-of-than',
    category: 'word-choice',
    explanation: "After a comparative (taller, more expensive), use 'than': 'He is taller than me.'",
    pattern: String.raw`\b(?:is|are|was|were|am|'s|'re|'m)\s+(?:(?:much|far|a\s+bit|a\s+little|a\s+lot|even|way)\s+)?(?<w>(?<c>[a-z]+er|more\s+[a-z]+|less\s+[a-z]+)\s+of\s+(?<p>me|him|her|us|them|you))\b`,
    suggest: (g: Groups) => `${g.c ?? ''} than ${g.p ?? ''}`,
    examples: [['My sister is much taller of me.', 'My sister is much taller than me.']],
  },
  {
    // "We really enjoyed at the party" (disfrutar en, profiter à): enjoy needs an object, here the self.
    id: 'enjoy-without-object',
    category: 'verb-form',
    explanation: "'Enjoy' needs an object: enjoy the party, or enjoy yourself: 'We enjoyed ourselves at the party.'",
    pattern: String.raw`\b(?<s>I|we|they|he|she|you)\s+(?:(?:really|all|both|just|so|truly)\s+)?(?<w>enjoyed|enjoy)\s+(?=(?:at|in|on)\s+(?:the|my|our|his|her|their|your|a|an)\b)`,
    suggest: (g: Groups) => `${g.w ?? 'enjoyed'} ${({ i: 'myself', we: 'ourselves', they: 'themselves', he: 'himself', she: 'herself', you: 'yourselves' } as Record<string, string>)[(g.s ?? '').toLowerCase()] ?? 'ourselves'}`,
    examples: [['We really enjoyed at the beach party.', 'We really enjoyed ourselves at the beach party.']],
  },
  {
    // "My phone is the same like yours" (igual que, pareil que): "the same" takes "as".
    id: 'same-like',
    category: 'word-choice',
    explanation: "After 'the same', use 'as': 'My phone is the same as yours.'",
    pattern: String.raw`\b(?<w>the\s+same\s+like)\b`,
    suggest: 'the same as',
    examples: [['Her bag is the same like mine.', 'Her bag is the same as mine.']],
  },
  {
    // "I'd rather to stay at home": would rather, like a modal, takes the verb without "to".
    id: 'rather-to',
    category: 'verb-form',
    explanation: "After 'would rather' ('d rather) use the verb without 'to': 'I'd rather stay at home.'",
    pattern: String.raw`\b(?:would|'d)\s+rather\s+(?:not\s+)?(?<w>to)\s+(?=[a-z]+)`,
    suggest: '',
    examples: [["I'd rather to stay at home tonight.", "I'd rather stay at home tonight."], ['She would rather not to talk about it.', 'She would rather not talk about it.']],
  },
  {
    // "Shall we make a walk?" (faire une promenade, einen Spaziergang machen): in English one takes
    // a walk or goes for one.
    id: 'make-a-walk',
    category: 'word-choice',
    explanation: "We 'go for' or 'take' a walk: 'Shall we take a walk along the river?'",
    pattern: String.raw`\b(?<w>(?<v>make|makes|made|making))\s+(?=(?:a|an)\s+(?:(?:short|long|quick|little|nice|lovely|evening|morning|night)\s+)?walk\b)`,
    map: { make: 'take', makes: 'takes', made: 'took', making: 'taking' },
    suggest: '{map:v}',
    examples: [['Shall we make a walk along the river after lunch?', 'Shall we take a walk along the river after lunch?'], ['We made a long walk on Sunday.', 'We took a long walk on Sunday.']],
  },
  {
    // "He always says lies" (dire des mensonges, decir mentiras): lies, the truth and jokes are told.
    id: 'say-lies',
    category: 'word-choice',
    explanation: "We 'tell' lies, the truth, a joke or a story: 'He always tells lies.'",
    pattern: String.raw`\b(?<w>(?<v>say|says|said|saying))\s+(?=(?:lies|a\s+lie|the\s+truth|a\s+joke|jokes)\b(?!\s+(?:is|was|are|were)\b))`,
    map: { say: 'tell', says: 'tells', said: 'told', saying: 'telling' },
    suggest: '{map:v}',
    examples: [["My neighbour's son always says lies about his marks.", "My neighbour's son always tells lies about his marks."], ['Please say the truth.', 'Please tell the truth.']],
  },
];

