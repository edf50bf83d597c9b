// Learner rules for the error kinds chat turns still missed after the first rounds of issue 14
// (misses by category on rounds 2 and 3): plurals after numbers, agreement after a singular or
// plural noun, there is/are, fixed prepositions, make/do, reflexive pronouns, lower-case days,
// months and languages, and three article slips ("what a nice weather", "is very good cook",
// "is highest mountain"). Each is narrow on purpose (precision first, decision 0014); they run after
// turn-rules.data.ts and before the older rules. Same syntax as learner-rules.data.ts.
import type { Groups, LearnerRuleData } from './grammar-types';
import { thirdPersonForm } from './irregular-verbs';

const list = (...words: string[]) => words.join('|');

/** Countable nouns learners use after a number; their plural is regular unless listed below. */
const COUNT_NOUN = list(
  'bathroom', 'bedroom', 'room', 'dress', 'beach', 'chair', 'table', 'tooth', 'parent', 'kilo', 'potato', 'tomato', 'apple', 'banana',
  'orange', 'egg', 'friend', 'brother', 'sister', 'cousin', 'child', 'kid', 'baby', 'book', 'cat', 'dog', 'car', 'house', 'flat',
  'week', 'month', 'year', 'hour', 'minute', 'ticket', 'bag', 'shoe', 'language', 'country', 'city', 'photo', 'picture', 'student',
  'teacher', 'person', 'man', 'woman', 'bottle', 'cup', 'glass', 'box', 'bus', 'train', 'flight', 'song', 'film', 'movie', 'game',
  'question', 'problem', 'idea', 'job', 'exam', 'lesson', 'class', 'hotel', 'restaurant', 'shop', 'street', 'window', 'door', 'bed',
  'phone', 'computer', 'dollar', 'euro', 'pound', 'kilometre', 'kilometer', 'mile', 'page', 'word', 'mistake', 'place', 'thing',
  'uncle', 'aunt', 'girl', 'boy', 'dish', 'key', 'flower', 'tree', 'bird', 'spider', 'horse', 'sandwich', 'cake', 'colleague', 'day',
  'dinosaur', 'robot', 'toy', 'doll', 'elephant', 'lion', 'tiger', 'monkey', 'rabbit', 'snake', 'duck', 'cow', 'pig', 'animal', 'insect',
);
const IRREGULAR_PLURAL: Readonly<Record<string, string>> = { child: 'children', person: 'people', man: 'men', woman: 'women', tooth: 'teeth', kilo: 'kilos', photo: 'photos', baby: 'babies', city: 'cities', country: 'countries' };
const pluralOf = (noun: string): string => {
  const w = noun.toLowerCase();
  return IRREGULAR_PLURAL[w] ?? (/(?:s|x|ch|sh|o)$/.test(w) ? `${w}es` : `${w}s`);
};
/** Number words and quantifiers that need a plural noun after them. */
const MANY_WORD = list('two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'fifteen', 'twenty', 'thirty', 'fifty', 'hundred', 'many', 'several', 'a\\s+few', 'both', 'both\\s+of\\s+(?:my|your|his|her|our|their|the)', '[2-9]', '\\d\\d+');
/** Adjectives that may stand between the number and the noun ("two new dress"). */
const SMALL_ADJ = list('new', 'old', 'big', 'small', 'little', 'more', 'beautiful', 'good', 'nice', 'other', 'different', 'great', 'long', 'short', 'cheap', 'expensive', 'red', 'white', 'black', 'blue');

/** Verbs in their base form that a singular noun subject makes -s (besides learner-rules BASE). */
const SUBJECT_VERB = list('live', 'work', 'leave', 'visit', 'bark', 'rain', 'snow', 'cook', 'play', 'go', 'come', 'like', 'love', 'want', 'need', 'have', 'start', 'open', 'close', 'cost', 'take', 'make', 'look', 'sleep', 'run', 'teach', 'speak', 'drive', 'study', 'eat', 'drink', 'know', 'sell', 'arrive', 'get', 'watch', 'call', 'help', 'wait', 'stay', 'smell', 'taste', 'seem',
  // Verbs that are seldom nouns after "my mum", "the shop" and whose past is not the same word (not read, cut, put).
  'feed', 'buy', 'bring', 'grow', 'fix', 'repair', 'wash', 'clean', 'sing', 'dance', 'bake', 'write', 'collect', 'deliver', 'carry', 'wear', 'sweep', 'spend', 'send', 'keep', 'give', 'tell', 'meet', 'hate', 'enjoy', 'prefer', 'miss', 'own', 'think', 'believe', 'remember', 'forget', 'understand', 'travel', 'listen', 'learn', 'wake', 'pay', 'sit');
/** Nouns that are plural or collective though they do not end in -s (the police are, my family live). */
const NOT_SINGULAR = list('family', 'team', 'staff', 'police', 'people', 'government', 'company', 'crew', 'couple', 'group', 'audience', 'public', 'band', 'class', 'fish', 'sheep', 'deer', 'children', 'men', 'women', 'feet', 'teeth', 'mice', 'geese', 'news', 'series', 'species', 'majority', 'rest');
/** Nouns ending in -s that are singular or uncountable (the news was, maths is). */
const S_SINGULAR = String.raw`(?:news|series|species|means|lens|bus|gas|boss|class|glass|dress|address|business|[a-z]+ics|[a-z]+ss|[a-z]+us|[a-z]+is)`;

/** A sentence that tells of the past: a base verb there is a past slip, not a missing -s. */
const NOT_PAST = String.raw`(?![^.!?]*\b(?:was|were|did|had|yesterday|ago|last|when\s+I\s+was)\b)`;

const DAY_MONTH_LANGUAGE = list('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'april', 'june', 'july', 'september', 'october', 'november', 'december', 'english', 'spanish', 'french', 'german', 'italian', 'portuguese', 'russian', 'chinese', 'japanese', 'arabic', 'korean', 'dutch', 'greek', 'hindi', 'ukrainian', 'vietnamese', 'swedish', 'norwegian', 'hungarian', 'czech', 'romanian');
const MONTH = list('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December');

/** make ↔ do in the same tense. */
const MAKE_TO_DO: Readonly<Record<string, string>> = { make: 'do', makes: 'does', made: 'did', making: 'doing' };
const DO_TO_MAKE: Readonly<Record<string, string>> = { do: 'make', does: 'makes', did: 'made', doing: 'making', done: 'made' };
const ASK: Readonly<Record<string, string>> = { do: 'ask', make: 'ask', did: 'asked', made: 'asked' };

export const RECALL_RULE_DATA: LearnerRuleData[] = [
  {
    id: 'number-plural',
    category: 'plural',
    explanation: "After a number or many, several, both, use the plural: 'three bathrooms', 'two new dresses'.",
    // Not "a two-hour flight" / "a three day trip" (a number used as an adjective), "five year old",
    // nor a route or time read as digits ("the 15 bus", "the 8 15 train").
    pattern: String.raw`(?<!\ban?\s+)(?<!\b(?:the|number|no\.?|route|line|platform|gate|room)\s+(?=\d))(?<![\d:.]\s*)\b(?:${MANY_WORD})\s+(?:(?:${SMALL_ADJ})\s+)?(?<w>${COUNT_NOUN})\b(?![-'’])(?!\s+(?:old|long)\b)`,
    suggest: (g: Groups) => pluralOf(g.w ?? ''),
    examples: [['We have three bathroom in our house.', 'We have three bathrooms in our house.'], ['I bought two new dress.', 'I bought two new dresses.']],
  },
  {
    id: 'one-of-plural-verb',
    category: 'agreement',
    explanation: "After 'one of my friends' the verb agrees with 'one': 'One of my friends lives in Dubai.'",
    pattern: String.raw`\b(?:one|each)\s+of\s+(?:my|your|his|her|our|their|the|these|those)\s+[a-z]+s\s+(?<w>${SUBJECT_VERB})\b`,
    suggest: (g: Groups) => thirdPersonForm(g.w ?? ''),
    examples: [['One of my friends live in Dubai.', 'One of my friends lives in Dubai.']],
  },
  {
    id: 'there-is-people',
    category: 'agreement',
    explanation: "Use 'there are' before a plural: 'There are many people at the station.'",
    pattern: String.raw`\bthere\s+(?<w>is|was)\s+(?=(?:many|a\s+lot\s+of|lots\s+of|several|two|three|four|five|six|ten)\s+(?:people|children|men|women|(?!${S_SINGULAR}\b)[a-z]+s)\b)`,
    map: { is: 'are', was: 'were' },
    suggest: '{map:w}',
    examples: [['There is many people at the station.', 'There are many people at the station.']],
  },
  {
    id: 'there-are-a',
    category: 'agreement',
    explanation: "Use 'there is' before a or an: 'There is a problem with my laptop.'",
    pattern: String.raw`\bthere\s+(?<w>are|were)\s+(?=(?:a|an)\s+(?!(?:lot|few|couple|number|dozen|hundred|thousand|million|great|good\s+many)\b)[a-z]+\s+(?!(?:and|or)\b))`,
    map: { are: 'is', were: 'was' },
    suggest: '{map:w}',
    examples: [['There are a problem with my laptop.', 'There is a problem with my laptop.']],
  },
  {
    id: 'plural-noun-was',
    category: 'agreement',
    explanation: "After a plural subject use 'were' and 'are': 'My friends were very kind.'",
    pattern: String.raw`(?<=(?:^|[.!?]\s+)(?:My|Our|Your|His|Her|Their|The|These|Those)\s+(?!${S_SINGULAR}\b)[a-z]+s\s+)(?<w>was|is)\b`,
    flags: '',
    map: { was: 'were', is: 'are' },
    suggest: '{map:w}',
    examples: [['My friends was very kind to me.', 'My friends were very kind to me.']],
  },
  {
    id: 'and-i-is',
    category: 'agreement',
    explanation: "Two people (my cousin and I) are a plural subject: 'My cousin and I are the same age.'",
    pattern: String.raw`(?<=(?:^|[.!?]\s+)(?:my|his|her|our|your)\s+[a-z]+\s+and\s+I\s+)(?<w>is|am|was)\b`,
    map: { is: 'are', am: 'are', was: 'were' },
    suggest: '{map:w}',
    examples: [['My cousin and I is the same age.', 'My cousin and I are the same age.']],
  },
  {
    id: 'singular-noun-base',
    category: 'agreement',
    explanation: "After one person or thing (the bus, our dog, my friend Anna) the verb takes -s: 'The bus leaves at six.'",
    // At the start of a sentence only (not "Does the bus leave …?"), a singular noun, maybe a name after it.
    pattern: String.raw`(?<=(?:^|[.!?]\s+)(?:The|My|Our|Your|His|Her|Their)\s+(?!(?:${NOT_SINGULAR})\b)(?:[a-z]+-in-law|${S_SINGULAR}|[a-z]*[^s\W])(?:\s+[A-Z][a-z]+)?\s+(?:(?:always|usually|often|never|sometimes|also)\s+)?)(?<w>${SUBJECT_VERB})\b(?=\s+(?:at|to|in|on|every|a|an|the|us|me|him|her|them|my|our|his|their|here|there|a\s+lot|when)\b)${NOT_PAST}`,
    flags: '',
    suggest: (g: Groups) => thirdPersonForm(g.w ?? ''),
    examples: [['The bus leave at six every morning.', 'The bus leaves at six every morning.'], ['Our dog bark at every car.', 'Our dog barks at every car.'], ['My friend Aigerim live in Almaty.', 'My friend Aigerim lives in Almaty.']],
  },
  {
    id: 'it-weather-base',
    category: 'agreement',
    explanation: "After 'it' the verb takes -s: 'It rains a lot here.'",
    pattern: String.raw`(?<=(?:^|[.!?]\s+)it\s+)(?<w>rain|snow)\b(?!\s+(?:today|now|tomorrow)\b)`,
    suggest: '{w}s',
    examples: [['It rain a lot in November here.', 'It rains a lot in November here.']],
  },
  {
    id: 'capital-day-month-language',
    category: 'capitalization',
    explanation: 'Days, months and languages start with a capital letter in English: Monday, January, English.',
    // Not may, march, august (words of their own) and not inside an address or a tag (the gate protects those).
    pattern: String.raw`(?<![\w@#./-])(?<w>${DAY_MONTH_LANGUAGE})\b(?![\w@./-])`,
    flags: '',
    suggest: (g: Groups) => (g.w ?? '').charAt(0).toUpperCase() + (g.w ?? '').slice(1),
    examples: [['See you on monday!', 'See you on Monday!'], ['I study english at an evening school.', 'I study English at an evening school.']],
  },
  {
    id: 'preposition-phrase',
    category: 'preposition',
    explanation: "This phrase takes another preposition: 'on the phone', 'different from', 'by bus', 'at home', 'thinking about', 'the way to'.",
    pattern: String.raw`\b(?:(?<w1>in)\s+the\s+phone\b|different\s+(?<w2>of)\b|(?<w3>with)\s+(?:bus|car|train|plane|taxi|bike|metro|tram|subway|boat)\b|(?<![-\w])(?<w4>in)\s+home\b(?!\s*(?:town|country|page|office|made|-))|think(?:ing|s)?\s+(?<w5>in)\s+(?=[a-z]+ing\b)|\bway\s+(?<w6>for)\s+(?:the\s+)?(?:station|airport|centre|center|museum|beach|hotel|city|town)\b)`,
    suggest: (g: Groups) => (g.w1 ? 'on' : g.w2 ? 'from' : g.w3 ? 'by' : g.w4 ? 'at' : g.w5 ? 'about' : 'to'),
    examples: [['We talked about it in the phone.', 'We talked about it on the phone.'], ['I usually go to work with bus.', 'I usually go to work by bus.'], ['This bag is different of that one.', 'This bag is different from that one.']],
  },
  {
    id: 'month-date-preposition',
    category: 'preposition',
    explanation: "Use 'on' with a date and 'in' with a month alone: 'on 14 May', 'on July 3rd', 'in July'.",
    pattern: String.raw`\b(?:(?<w1>in)\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTH})\b|(?:${MONTH})\s+\d{1,2}(?:st|nd|rd|th)?\b)|(?<w2>on)\s+(?=(?:${MONTH})\b(?!\s+\d)))`,
    flags: '',
    suggest: (g: Groups) => (g.w1 ? 'on' : 'in'),
    examples: [['I was born in 14 May.', 'I was born on 14 May.'], ['My birthday is on July.', 'My birthday is in July.']],
  },
  {
    id: 'call-to-person',
    category: 'preposition',
    explanation: "'Call' takes the person directly: 'I called my mother.'",
    pattern: String.raw`\b(?:call|calls|called|calling|phone|phoned|phoning)\s+(?<w>to)\s+(?=(?:my|his|her|our|their|your)\s+[a-z]+\s*(?:[.!?,]|$|yesterday|today|tonight|last|every|later))`,
    suggest: '',
    examples: [['I called to my mother yesterday.', 'I called my mother yesterday.']],
  },
  {
    id: 'make-do-chores',
    category: 'word-choice',
    explanation: "We 'do' the dishes, exercises and a favour, and 'make' a cake or a meal; we 'ask' a question.",
    pattern: String.raw`\b(?:(?<w1>make|makes|made|making)\s+(?=(?:the\s+dishes|the\s+housework|the\s+shopping|the\s+washing|the\s+laundry|an?\s+exercise|exercises|(?:me|him|her|us|them)\s+a\s+favou?r|a\s+favou?r)\b)|(?<w2>do|does|did|doing)\s+(?=(?:a|the)\s+(?:cake|meal|sandwich|pizza|noise)\b)|(?<w3>do|did|make|made)\s+(?=a\s+question\b))`,
    suggest: (g: Groups) => (g.w3 ? (ASK[(g.w3 ?? '').toLowerCase()] ?? 'ask') : g.w1 ? (MAKE_TO_DO[(g.w1 ?? '').toLowerCase()] ?? 'do') : (DO_TO_MAKE[(g.w2 ?? '').toLowerCase()] ?? 'make')),
    examples: [['Can you help me make the dishes?', 'Can you help me do the dishes?'], ['I did a cake for my mum.', 'I made a cake for my mum.'], ['Can I do a question?', 'Can I ask a question?']],
  },
  {
    id: 'reflexive-form',
    category: 'pronoun',
    explanation: "The reflexive pronouns are himself and themselves: 'He cut himself.'",
    pattern: String.raw`\b(?<w>hisself|theirselves|theirself|themself(?=\s+(?:and|while|when|on|in)\b))\b`,
    map: { hisself: 'himself', theirselves: 'themselves', theirself: 'themselves', themself: 'themselves' },
    suggest: '{map:w}',
    examples: [['He cut hisself while cooking.', 'He cut himself while cooking.']],
  },
  {
    id: 'possessive-theirs-noun',
    category: 'pronoun',
    explanation: "Before a noun use their, our, your (not theirs, ours, yours): 'They sold their house.'",
    pattern: String.raw`\b(?:sold|bought|lost|love|loves|like|likes|visited|painted|cleaned|found|is|was|in|at|to|from)\s+(?<w>theirs|ours|yours)\s+(?=(?:house|car|flat|home|dog|cat|garden|family|kids|children|son|daughter|friends?|parents|room|job|money|bikes?)\b)`,
    map: { theirs: 'their', ours: 'our', yours: 'your' },
    suggest: '{map:w}',
    examples: [['My parents sold theirs house.', 'My parents sold their house.']],
  },
  {
    id: 'what-a-uncountable',
    category: 'article',
    explanation: "No 'a' before weather, news, advice, music or luck: 'What nice weather!'",
    pattern: String.raw`\bwhat\s+(?<w>a)\s+(?:nice|lovely|beautiful|terrible|awful|bad|great|good|horrible|strange|wonderful)\s+(?:weather|news|advice|music|luck|information|traffic|furniture)\b`,
    suggest: '',
    examples: [['What a nice weather!', 'What nice weather!']],
  },
  {
    id: 'very-good-noun-article',
    category: 'article',
    explanation: "A job or a kind of person takes 'a': 'He is a very good cook.'",
    pattern: String.raw`\b(?:is|was|'s|am|'m)\s+(?<w>(?<q>very|really|so|quite)\s+good)\s+(?:cook|friend|teacher|student|person|driver|singer|dancer|player|doctor|man|woman|boy|girl|idea|question|father|mother|boss|chef|writer|swimmer)\b`,
    suggest: (g: Groups) => `a ${g.q ?? 'very'} good`,
    examples: [['My brother is very good cook.', 'My brother is a very good cook.']],
  },
  {
    id: 'superlative-without-the',
    category: 'article',
    explanation: "Use 'the' before a superlative: 'the highest mountain in the world'.",
    pattern: String.raw`\b(?:is|was|are|were|'s|'re)\s+(?<w>(?:highest|lowest|longest|shortest|fastest|cheapest|largest|biggest|smallest|strongest|greatest|nicest|coldest|hottest|richest|oldest|youngest|tallest|deepest|busiest|prettiest|most\s+[a-z]+))\s+(?:mountain|river|city|country|building|place|person|man|woman|day|thing|restaurant|shop|team|player|student|lake|island|language|animal|car)\s+(?:in|of|on|I've|I\s+have|ever)\b`,
    suggest: 'the {w}',
    examples: [['Mount Everest is highest mountain in the world.', 'Mount Everest is the highest mountain in the world.']],
  },
  {
    id: 'be-before-like-ing',
    category: 'verb-form',
    explanation: "'Like', 'love', 'hate' and 'enjoy' are verbs: say 'I like swimming', not 'I am like swimming'.",
    // Only before an -ing form: "I'm like my mother" and "we are like family" use the preposition.
    pattern: String.raw`\b(?<w>(?<s>I|we|you|they)(?:\s+am|\s+are|'m|'re))\s+(?=(?:like|love|hate|enjoy|prefer)\s+[a-z]{2,}ing\b(?!\s+[a-z]+s\b))`,
    suggest: '{s}',
    examples: [['I am like swimming in the sea.', 'I like swimming in the sea.'], ["I'm love cooking for my friends.", 'I love cooking for my friends.']],
  },
  {
    id: 'like-bare-countables',
    category: 'plural',
    explanation: "For things in general use the plural: 'I like dogs and cats', 'He loves dinosaurs and robots'.",
    pattern: String.raw`\b(?:like|likes|love|loves|hate|hates|prefer|prefers)\s+(?<w>(?<a>${COUNT_NOUN})\s+and\s+(?<b>${COUNT_NOUN}))\b(?![-'’])`,
    suggest: (g: Groups) => `${pluralOf(g.a ?? '')} and ${pluralOf(g.b ?? '')}`,
    examples: [['My son loves dinosaur and robot.', 'My son loves dinosaurs and robots.']],
  },
  {
    id: 'favourite-plural-singular',
    category: 'plural',
    explanation: "After a plural subject the noun is plural too: 'My favourite animals are horses.'",
    pattern: String.raw`\bfavou?rite\s+[a-z]+s\s+are\s+(?<w>${COUNT_NOUN})\b(?=\s*(?:[.!]|$))`,
    suggest: (g: Groups) => pluralOf(g.w ?? ''),
    examples: [['My favourite animals are horse.', 'My favourite animals are horses.']],
  },
  {
    id: 'hair-uncountable',
    category: 'plural',
    explanation: "The hair on your head is uncountable: 'She has long hair.' ('Two grey hairs' are single hairs.)",
    pattern: String.raw`(?<!\b(?:two|three|four|five|few|some|many|several|grey|gray|white|\d+)\s+)\b(?:long|short|beautiful|curly|straight|blonde|blond|dark|black|brown|red|thick|shiny)\s+(?<w>hairs)\b`,
    suggest: 'hair',
    examples: [['She has beautiful long hairs.', 'She has beautiful long hair.']],
  },
  // ---- added while tuning on round 5 (misses by shape; new wordings in recall-rules.test.ts) ----
  {
    id: 'compound-subject-was',
    category: 'agreement',
    explanation: "Two people or things joined by 'and' are plural: 'Kasia and her brother were late.'",
    // Sentence-initial, two named or possessed people: "Fish and chips was…" (one dish) is not matched.
    pattern: String.raw`(?<=(?:^|[.!?]\s+)(?:[A-Z][a-z]+|(?:My|Our|His|Her|Their|The)\s+[a-z]+)\s+and\s+(?:I|me|he|she|[A-Z][a-z]+|(?:my|our|his|her|their|the)\s+[a-z]+)\s+)(?<w>was)\b`,
    flags: '',
    suggest: 'were',
    examples: [['Anna and her husband was at the wedding.', 'Anna and her husband were at the wedding.']],
  },
  {
    id: 'was-plural-question',
    category: 'agreement',
    explanation: "Before a plural subject the question starts with 'were': 'Were the children tired?'",
    pattern: String.raw`(?<=^|[.!?]\s+)(?<w>Was)(?=\s+(?:the|your|my|his|her|their|our|these|those)\s+(?:(?!${S_SINGULAR}\b)[a-z]+s|children|people)\b)`,
    flags: '',
    suggest: 'Were',
    examples: [['Was the tickets expensive?', 'Were the tickets expensive?']],
  },
  {
    id: 'do-make-mistake-sport',
    category: 'word-choice',
    explanation: "We 'make' a mistake, and we 'do' yoga, sport and homework.",
    pattern: String.raw`\b(?:(?<w1>do|does|did|doing|done)\s+(?=(?:a|one|two|three|four|five|many|some|lots\s+of|a\s+lot\s+of|so\s+many|no|any)\s+mistakes?\b)|(?<w2>make|makes|made|making)\s+(?=(?:yoga|sport|sports|homework|pilates|karate|judo|gymnastics)\b))`,
    suggest: (g: Groups) => (g.w1 ? (DO_TO_MAKE[(g.w1 ?? '').toLowerCase()] ?? 'make') : (MAKE_TO_DO[(g.w2 ?? '').toLowerCase()] ?? 'do')),
    examples: [['I did two mistakes in the test.', 'I made two mistakes in the test.'], ['She makes yoga on Sundays.', 'She does yoga on Sundays.']],
  },
  {
    id: 'remember-me-to',
    category: 'word-choice',
    explanation: "To help someone remember, use 'remind': 'Remind me to call her.'",
    // A request only, and a verb after "to": "Remember me to your mother" (regards) and "I remember him to be shy" are English.
    pattern: String.raw`(?:(?<=^|[.!?]\s+)|\b(?:please|you|can\s+you|could\s+you|will\s+you|always)\s+)(?<w>remember|remembers|remembered)\s+(?=(?:me|him|her|us|them)\s+to\s+(?!your\b|my\b|his\b|her\b|the\b|our\b|their\b|them\b|him\b|everyone\b|be\b)[a-z]+)`,
    map: { remember: 'remind', remembers: 'reminds', remembered: 'reminded' },
    suggest: '{map:w}',
    examples: [['Please remember me to water the plants.', 'Please remind me to water the plants.']],
  },
  {
    id: 'go-at-place',
    category: 'preposition',
    explanation: "Movement to a place takes 'to': 'We went to the cinema.' ('At' is where you are.)",
    pattern: String.raw`\b(?:go|goes|went|going|gone)\s+(?<w>at)\s+(?=the\s+(?:cinema|theatre|theater|park|beach|supermarket|shop|station|airport|gym|museum|office|library|party|concert|bank|hospital|market|zoo|pool)\b)`,
    suggest: 'to',
    examples: [['We went at the zoo on Sunday.', 'We went to the zoo on Sunday.']],
  },
  {
    id: 'on-the-phone',
    category: 'preposition',
    explanation: "We talk 'on' the phone: 'I was on the phone with my mum.'",
    pattern: String.raw`\b(?:talk|talks|talked|talking|speak|speaks|spoke|speaking|chat|chats|chatted|chatting)\b[^.!?]{0,30}?\b(?<w>at|in|by)(?=\s+the\s+phone\b)`,
    suggest: 'on',
    examples: [['I talked to him for an hour at the phone.', 'I talked to him for an hour on the phone.']],
  },
  {
    id: 'told-to-person',
    category: 'verb-form',
    explanation: "'Tell' takes the person straight after it, with no 'to': 'He told me a story.' ('Said to me' has 'to'.)",
    pattern: String.raw`\b(?<w>(?<v>told|tell|tells|telling)\s+to)\s+(?=(?:me|him|her|us|them)\b)`,
    suggest: '{v}',
    examples: [['My uncle told to me a funny story.', 'My uncle told me a funny story.']],
  },
  {
    id: 'strong-headache',
    category: 'word-choice',
    explanation: "We say a bad (or terrible) headache, not a strong one: 'I have a bad headache.'",
    pattern: String.raw`\b(?:a|an|such\s+a|the)\s+(?:very\s+|really\s+)?(?<w>strong\s+(?<n>headache|toothache|stomach\s?ache|earache|backache|migraine))\b`,
    suggest: (g: Groups) => `bad ${g.n ?? ''}`,
    examples: [['I woke up with a strong headache.', 'I woke up with a bad headache.']],
  },
  {
    id: 'do-someone-a-question',
    category: 'word-choice',
    explanation: "We ask a question: 'Can I ask you a question?' (not do or make).",
    pattern: String.raw`\b(?<w>(?<v>do|make|did|made)\s+(?<o>you|him|her|them|me|us))\s+(?=a\s+(?:quick\s+|short\s+|small\s+|personal\s+)?question\b)`,
    suggest: (g: Groups) => `${/^(?:did|made)$/i.test(g.v ?? '') ? 'asked' : 'ask'} ${g.o ?? ''}`,
    examples: [['Excuse me, can I do you a question?', 'Excuse me, can I ask you a question?']],
  },
  {
    id: 'collection-of-plural-are',
    category: 'agreement',
    explanation: "The verb agrees with the main noun: 'The list of names is on the door' (one list).",
    // "The list of" + a plural: the list is one thing. Not "a number of", "a lot of" or "a couple of", which are plural.
    pattern: String.raw`(?<=^|[.!?]\s+)(?:the|this|that|my|our|your)\s+(?<w>(?<h>(?:list|box|bag|pile|set|collection|series|stack|packet|basket)\s+of\s+[a-z]+s)\s+(?<v>are|were))\b`,
    suggest: (g: Groups) => `${g.h ?? ''} ${/^were$/i.test(g.v ?? '') ? 'was' : 'is'}`,
    examples: [['The list of names are on the classroom door.', 'The list of names is on the classroom door.']],
  },
  {
    // "Most of people speak two languages": most, many and some take "of" only before the, my, these …
    id: 'most-of-bare-plural',
    category: 'other',
    explanation: "Use 'most people' for people in general; 'most of' needs the, my, these or a pronoun after it: 'most of my friends', 'most of them'.",
    pattern: String.raw`(?<!\bthe\s+)\b(?<w>(?<q>most|many|some|few)\s+of)\s+(?=(?:people|children|students|teachers|tourists|workers|parents|kids|families|countries|cities|shops|restaurants|companies|doctors|drivers|friends|things)\b)`,
    suggest: '{q}',
    examples: [['Most of people in my town speak two languages.', 'Most people in my town speak two languages.']],
  },
  {
    // "I go to work with the bus": con el autobús, avec le bus, mit dem Bus. English travels by bus.
    id: 'with-the-bus',
    category: 'preposition',
    explanation: "For how you travel, use 'by' with no article: 'I go to work by bus', 'by train', 'by car'.",
    pattern: String.raw`\b(?:go|goes|went|going|come|comes|came|coming|travel|travels|travelled|traveled|travelling|get|gets|got|commute|commutes|commuted)\b[^.!?]{0,30}?\b(?<w>with\s+the\s+(?<v>bus|train|metro|tram|underground|subway|plane|ferry|coach))\b(?=\s*(?:[.,!?;]|$|every\b|each\b|to\b|from\b|because\b|and\b|but\b|in\s+the\s+(?:morning|evening)\b|on\s+(?:weekdays|mondays|weekends)\b))`,
    suggest: (g: Groups) => `by ${g.v ?? ''}`,
    examples: [['I go to work with the bus every day.', 'I go to work by bus every day.']],
  },
  {
    // "I was in holidays": en vacances, in vacanza, de vacaciones. English is on holiday (in the holidays
    // is the school holiday time, and stays).
    id: 'in-holidays',
    category: 'preposition',
    explanation: "Say 'on holiday', not 'in holidays' (American English says 'on vacation'): 'Last August I was on holiday in the mountains.'",
    pattern: String.raw`\b(?:am|is|are|was|were|be|been|go|goes|went|going|gone)\s+(?<w>in\s+(?:holidays?|vacations?))\b`,
    suggest: 'on holiday',
    examples: [['Last August I was in holidays with my family.', 'Last August I was on holiday with my family.']],
  },
  {
    // "We are four in my family": nous sommes quatre, somos cuatro. English counts with there are … of us.
    id: 'we-are-number',
    category: 'other',
    explanation: "To count the people in a group, say 'There are four of us in my family.'",
    pattern: String.raw`(?<=^|[.!?]\s+)(?<w>[Ww]e\s+are\s+(?<n>two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}))\s+(?=in\s+(?:my|our|the)\s+(?:family|team|class|group|flat|house|band|office)\b)`,
    flags: '',
    suggest: (g: Groups) => `There are ${g.n ?? ''} of us`,
    examples: [['We are four in my family: my parents, my sister and me.', 'There are four of us in my family: my parents, my sister and me.']],
  },
  {
    // "What hour is it?": ¿qué hora es?, quelle heure est-il? English asks for the time.
    id: 'what-hour-is-it',
    category: 'word-choice',
    explanation: "To ask the time, say 'What time is it?' ('hour' is sixty minutes).",
    pattern: String.raw`\b(?<w>what\s+hour)\s+(?=is\s+it\b|it\s+is\b)`,
    suggest: 'what time',
    examples: [['Excuse me, what hour is it in London now?', 'Excuse me, what time is it in London now?']],
  },
  {
    // "I feel myself tired": je me sens, me siento, mi sento. In English feel takes the adjective directly.
    id: 'feel-myself-adjective',
    category: 'other',
    explanation: "Feel takes the adjective directly, with no myself or herself: 'I feel tired after work.'",
    pattern: String.raw`\b(?:feel|feels|felt|feeling)\s+(?<w>myself|yourself|himself|herself|ourselves|themselves)\s+(?=(?:(?:very|so|really|a\s+bit|quite|more|much|too)\s+)?(?:tired|sick|ill|bad|good|better|worse|happy|sad|lonely|bored|nervous|stressed|sleepy|exhausted|weak|strong|fine|well|comfortable|uncomfortable|guilty|angry|relaxed|old|young|fat)\b)`,
    suggest: '',
    examples: [['I feel myself tired after every long day at work.', 'I feel tired after every long day at work.']],
  },
];
