// The learner-error rules as data: patterns, suggestion templates and explanations, with the few
// helpers their templates call (at the end). See learner-rules.ts for the pattern and template
// syntax. Rules earlier in the list win where two rules flag overlapping words.
import { indefiniteArticle } from './articles';
import type { Groups, LearnerRuleData } from './grammar-types';
import { baseForm, IRREGULAR_VERBS, participleForm, pastForm, thirdPersonForm } from './irregular-verbs';

const list = (...words: string[]) => words.join('|');

const BASE = list('go', 'come', 'get', 'make', 'take', 'see', 'know', 'think', 'want', 'need', 'like', 'love', 'live', 'work', 'play', 'watch', 'speak', 'eat', 'drink', 'read', 'write', 'cook', 'study', 'learn', 'buy', 'have', 'do', 'say', 'tell', 'give', 'find', 'feel', 'leave', 'call', 'try', 'ask', 'help', 'start', 'finish', 'walk', 'drive', 'travel', 'visit', 'meet', 'stay', 'wait', 'listen', 'understand', 'remember', 'forget', 'bring', 'send', 'sleep', 'sing', 'dance', 'swim', 'teach', 'use', 'hope', 'spend', 'pay', 'wear', 'win', 'lose', 'believe', 'prefer', 'enjoy', 'hate', 'cost', 'mean', 'seem', 'happen', 'sell', 'become', 'carry', 'clean', 'cry', 'hear', 'keep', 'laugh', 'talk', 'worry', 'wake', 'agree', 'arrive', 'answer', 'miss', 'smoke', 'smile', 'relax', 'matter', 'depend', 'belong', 'improve', 'practise', 'practice', 'explain', 'open', 'move', 'start', 'begin', 'run', 'fly', 'show', 'grow', 'build', 'paint', 'draw', 'collect', 'bake', 'knit', 'ride', 'own', 'fix', 'repair', 'sew', 'plant', 'jog', 'hike', 'climb', 'ski', 'surf', 'skate', 'snore', 'complain');
const THIRD = list('goes', 'comes', 'gets', 'makes', 'takes', 'sees', 'knows', 'thinks', 'wants', 'needs', 'likes', 'loves', 'lives', 'works', 'plays', 'watches', 'speaks', 'eats', 'drinks', 'reads', 'writes', 'cooks', 'studies', 'learns', 'buys', 'has', 'does', 'says', 'tells', 'gives', 'finds', 'feels', 'leaves', 'calls', 'tries', 'asks', 'helps', 'starts', 'finishes', 'walks', 'drives', 'travels', 'visits', 'meets', 'stays', 'waits', 'listens', 'understands', 'remembers', 'forgets', 'brings', 'sends', 'sleeps', 'sings', 'swims', 'teaches', 'uses', 'spends', 'pays', 'wears', 'wins', 'loses', 'believes', 'prefers', 'enjoys', 'hates', 'costs', 'means', 'sells', 'becomes', 'cleans', 'hears', 'keeps', 'talks', 'worries', 'arrives', 'answers', 'misses', 'smokes', 'explains', 'opens', 'moves', 'begins', 'runs', 'flies', 'shows', 'cries');
/** Verbs that are rarely nouns, safe after want/need/easy … without 'to'. */
const PLAIN_VERB = list('go', 'come', 'buy', 'see', 'eat', 'make', 'find', 'learn', 'speak', 'become', 'be', 'know', 'get', 'take', 'leave', 'meet', 'stay', 'tell', 'say', 'give', 'watch', 'study', 'live', 'travel', 'understand', 'explain', 'improve', 'sell', 'send', 'bring', 'pay', 'forget', 'remember', 'read', 'write', 'talk', 'ask', 'spend', 'visit', 'speak', 'find', 'believe', 'finish', 'move', 'cook', 'drive', 'open', 'clean', 'call');
const PERSON = list('brother', 'sister', 'mother', 'father', 'mum', 'mom', 'dad', 'friend', 'teacher', 'boss', 'wife', 'husband', 'son', 'daughter', 'neighbour', 'neighbor', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'grandad', 'granddad', 'granny', 'gran', 'nan', 'uncle', 'aunt', 'cousin', 'boyfriend', 'girlfriend', 'partner', 'colleague', 'roommate', 'flatmate', 'baby', 'cat', 'dog', 'doctor', 'manager', 'city', 'country', 'town');
const PLURAL_PERSON = list('parents', 'friends', 'children', 'kids', 'brothers', 'sisters', 'classmates', 'colleagues', 'students', 'neighbours', 'neighbors', 'teachers', 'grandparents', 'cousins');
const SINGULAR_SUBJECT = String.raw`(?:(?:my|your|his|her|our|their|the)\s+(?:best\s+|little\s+|older\s+|younger\s+)?(?:{{PERSON}})|(?:my|your|his|her|our|their)\s+favou?rite\s+(?:food|drink|colou?r|sport|film|movie|book|song|place|subject|season|day|city|dish|singer|band|actor)|everybody|everyone|nobody|somebody|someone|each\s+of\s+(?:the|my|our|your|their|these|those)\s+[a-z]+|every\s+(?:student|person|child|day|morning))(?:\s+(?:in|at|of|from)\s+(?:my|the|our|your|this)\s+[a-z]+)?`;
/** "Each of the children has", "Neither of my parents speaks": the verb agrees with each/neither. */
const NOT_AFTER_ONE_OF = String.raw`(?<!\b(?:each|neither|either|one|none|every\s+one)\s+of\s+(?:(?:the|my|your|his|her|our|their|these|those)\s+)?)`;
/** "It cost €12", "it hurt": the past is the base form, so "it + base" may be past. */
const SAME_PAST = list('cost', 'put', 'hit', 'cut', 'hurt', 'let', 'set', 'shut', 'quit', 'spread', 'burst', 'read');
/** "It's essential that every student arrive": the subjunctive takes the base form. */
const NOT_SUBJUNCTIVE = String.raw`(?<!\b(?:essential|important|vital|necessary|crucial|insist|insists|insisted|suggest|suggests|suggested|recommend|recommends|recommended|demand|demands|demanded|require|requires|required|request|requested|propose|proposed)\s+that\s+)`;
const NOT_AFTER_VERB = String.raw`(?<!\b(?:does|did|do|doesn't|didn't|don't|can|could|will|would|should|must|may|might|shall|let|lets|make|makes|made|help|helps|helped|watch|watched|see|saw|hear|heard|had|have|why\s+not|and|or|if|wish)\s+)`;
const MODAL = String.raw`can't|cannot|won't|couldn't|wouldn't|shouldn't|mustn't|(?:can|could|will|would|should|must|may|might)(?:\s+not)?`;
const SUBJ = list('I', 'you', 'we', 'they', 'he', 'she', 'it');
const FREQ = list('always', 'usually', 'often', 'never', 'sometimes', 'also', 'really', 'still', 'only', 'just');
const COUNTABLE = list('year', 'month', 'week', 'day', 'hour', 'minute', 'friend', 'brother', 'sister', 'cousin', 'child', 'book', 'cat', 'dog', 'car', 'student', 'teacher', 'colleague', 'classmate', 'room', 'bedroom', 'language', 'country', 'city', 'ticket', 'apple', 'euro', 'dollar', 'pound', 'kilometre', 'kilometer', 'mile', 'hotel', 'restaurant', 'song', 'film', 'movie', 'game', 'question', 'problem', 'thing', 'person', 'man', 'woman', 'photo', 'picture', 'house', 'bag', 'shoe', 'job', 'idea', 'exam', 'lesson', 'class', 'subject', 'phone');
const JOB = list('teacher', 'doctor', 'student', 'engineer', 'nurse', 'lawyer', 'waiter', 'waitress', 'driver', 'manager', 'cook', 'chef', 'farmer', 'singer', 'writer', 'dentist', 'pilot', 'programmer', 'designer', 'journalist', 'actor', 'artist', 'accountant', 'police officer', 'mechanic', 'cleaner', 'receptionist', 'scientist', 'photographer', 'architect', 'plumber', 'electrician', 'hairdresser', 'pharmacist', 'translator', 'developer', 'carpenter', 'firefighter', 'baker', 'librarian', 'cashier', 'surgeon', 'psychologist', 'vet');
const ARTICLE_NOUN = list('teacher', 'doctor', 'student', 'engineer', 'nurse', 'lawyer', 'waiter', 'waitress', 'driver', 'manager', 'cook', 'chef', 'farmer', 'singer', 'writer', 'dentist', 'pilot', 'programmer', 'designer', 'journalist', 'actor', 'artist', 'accountant', 'car', 'dog', 'cat', 'phone', 'house', 'flat', 'apartment', 'job', 'question', 'problem', 'computer', 'laptop', 'brother', 'sister', 'boyfriend', 'girlfriend', 'bike', 'bicycle', 'headache', 'cold', 'idea', 'fever', 'cough', 'pen', 'pencil', 'umbrella', 'ticket', 'passport', 'room', 'garden', 'meeting', 'appointment', 'exam', 'test', 'boss', 'son', 'daughter', 'baby', 'friend', 'reservation', 'party');
const UNCOUNTABLE = list('information', 'advice', 'furniture', 'homework', 'luggage', 'equipment', 'news', 'knowledge', 'research', 'money', 'music', 'weather', 'traffic', 'bread', 'work', 'software', 'feedback', 'evidence', 'progress', 'accommodation');
const PAST_MARKER = String.raw`(?:yesterday|(?<!\bthe\s+)last\s+(?:night|week|weekend|month|year|summer|winter|spring|autumn|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:\w+|an?)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s+ago|in\s+(?:19|20)\d\d|when\s+(?:I|he|she|we|they)\s+(?:was|were)\s+(?:a\s+)?(?:child|children|kid|kids|young|little|younger|at\s+school|a\s+student|students|\d+))`;
const PAST_MARKER_LEAD = String.raw`(?:yesterday|(?<!\bthe\s+)last\s+(?:night|week|weekend|month|year|summer|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:\w+|an?)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s+ago|in\s+(?:19|20)\d\d|when\s+(?:I|he|she|we|they)\s+(?:was|were)\s+(?:a\s+)?(?:child|children|kid|kids|young|little|younger|at\s+school|a\s+student|students|\d+))`;
const NUMBER = list('\\d+', 'a', 'an', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'fifteen', 'twenty', 'thirty', 'many', 'several', 'a few', 'a couple of');
const MANY = list('two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'hundred', 'several', 'many', 'few', 'both', 'these', 'those', '[2-9]', '\\d\\d+');
const TIME_UNIT = list('years?', 'months?', 'weeks?', 'days?', 'hours?', 'minutes?', 'ages');
const FEELING_ING = list('boring', 'interesting', 'exciting', 'tiring', 'confusing', 'surprising', 'annoying', 'embarrassing', 'frightening', 'disappointing', 'amazing', 'relaxing', 'worrying', 'exhausting', 'shocking', 'disgusting', 'terrifying', 'frustrating', 'depressing', 'fascinating', 'horrifying', 'irritating', 'humiliating', 'thrilling', 'astonishing', 'puzzling', 'alarming', 'disturbing');
const FEELING_ED = list('bored', 'interested', 'excited', 'confused', 'surprised', 'annoyed', 'embarrassed', 'frightened', 'disappointed', 'amazed', 'exhausted', 'shocked');
const COMPARATIVE = { easy: 'easier', cheap: 'cheaper', big: 'bigger', small: 'smaller', fast: 'faster', happy: 'happier', busy: 'busier', hot: 'hotter', cold: 'colder', old: 'older', young: 'younger', long: 'longer', short: 'shorter', nice: 'nicer', large: 'larger', early: 'earlier', late: 'later', good: 'better', bad: 'worse', high: 'higher', tall: 'taller', strong: 'stronger', warm: 'warmer', quick: 'quicker', heavy: 'heavier', near: 'nearer', safe: 'safer', close: 'closer', clean: 'cleaner', dark: 'darker', funny: 'funnier', pretty: 'prettier', rich: 'richer', slow: 'slower', smart: 'smarter', new: 'newer', hard: 'harder', far: 'further', low: 'lower' } as const;
const MISSPELLING = { untill: 'until', wensday: 'Wednesday', wednsday: 'Wednesday', englis: 'English', tommorow: 'tomorrow', tomorow: 'tomorrow', recieve: 'receive', recieved: 'received', beautifull: 'beautiful', wonderfull: 'wonderful', realy: 'really', becouse: 'because', beacause: 'because', freind: 'friend', freinds: 'friends', wich: 'which', whit: 'with', thier: 'their', alot: 'a lot', definately: 'definitely', goverment: 'government', enviroment: 'environment', wheather: 'weather', acomodation: 'accommodation', accomodation: 'accommodation', adress: 'address', begining: 'beginning', beleive: 'believe', comunicate: 'communicate', diferent: 'different', knowlege: 'knowledge', resturant: 'restaurant', restaurent: 'restaurant', studing: 'studying', vegetabels: 'vegetables', intresting: 'interesting', intrested: 'interested', exemple: 'example', familly: 'family', hapy: 'happy', confortable: 'comfortable', buisness: 'business', responsability: 'responsibility', neccessary: 'necessary', necesary: 'necessary', ofcourse: 'of course', anymore: 'anymore', grammer: 'grammar', langage: 'language', languaje: 'language', sincerly: 'sincerely', speack: 'speak', writting: 'writing', wating: 'waiting', tecnology: 'technology', problably: 'probably', probaly: 'probably' } as const;

/** The past participles of BASE's verbs and of every irregular verb: "How long have you lived …", "Where have you put …". */
const PARTICIPLE = list(...new Set([...BASE.split('|').map((v) => participleForm(v)), ...IRREGULAR_VERBS.flatMap(([, , pp]) => pp.split('/'))]));

/** Word lists usable in patterns as {{NAME}}. */
export const WORDS: Readonly<Record<string, string>> = { MODAL, JOB, BASE, THIRD, PARTICIPLE, PLAIN_VERB, PERSON, PLURAL_PERSON, SUBJ, FREQ, COUNTABLE, ARTICLE_NOUN, UNCOUNTABLE, NUMBER, MANY, TIME_UNIT, FEELING_ING, FEELING_ED };

const irregularPlurals = { childrens: 'children', childs: 'children', peoples: 'people', mens: 'men', womens: 'women', sheeps: 'sheep', fishs: 'fish', foots: 'feet', feets: 'feet', tooths: 'teeth', teeths: 'teeth', knifes: 'knives', wifes: 'wives', mouses: 'mice', gooses: 'geese', persons: 'people' };

export const LEARNER_RULE_DATA: LearnerRuleData[] = [
  // ---- present perfect with a finished time: first, so it wins over the verb-form rules ------
  {
    id: 'perfect-with-past-time',
    category: 'tense',
    explanation: "With a finished time (yesterday, last week, two days ago) use the past simple, not the present perfect: 'I went there yesterday.'",
    // "have been" alone is left: its past is "was" or "were" by a subject the rule does not see.
    pattern: String.raw`\b(?!(?:have|'ve)\s+(?:already\s+|just\s+)?been\b(?!\s+to\b))(?<w>(?:have|has|'ve)\s+(?:already\s+|just\s+)?(?<p>[a-z]+(?:ed|en)|gone|went|seen|done|met|bought|had|made|come|taken|been|got|found|left|lost|sent|spent|told|read|heard|won|paid|sold|built))\b(?=(?<to>\s+to\b)?)(?=[^.!?]*(?<!\b(?:since|until|till|from|before)\s+)\b${PAST_MARKER}\b)`,
    suggest: perfectToPast,
    examples: [['I have went there yesterday.', 'I went there yesterday.'], ['I have seen him last week.', 'I saw him last week.']],
  },
  // "I have been in Lisbon last summer": with the subject in view, "have been" has a past of its own.
  {
    id: 'perfect-been-with-past-time',
    category: 'tense',
    explanation: "With a finished time (yesterday, last summer, two years ago) use the past simple, not the present perfect: 'I was in Lisbon last summer.'",
    pattern: String.raw`\b(?<w>(?<s>I|[Yy]ou|[Ww]e|[Tt]hey|[Hh]e|[Ss]he)(?:\s+have|\s+has|'ve)\s+been)\b(?!\s+to\b)(?=[^.!?]*(?<!\b(?:since|until|till|from|before)\s+)\b${PAST_MARKER}\b)`,
    flags: '',
    suggest: (g) => `${g.s ?? ''} ${/^(I|he|she)$/i.test(g.s ?? '') ? 'was' : 'were'}`,
    examples: [['I have been in Lisbon last summer.', 'I was in Lisbon last summer.'], ["We've been at the beach yesterday.", 'We were at the beach yesterday.']],
  },
  // ---- verb forms -------------------------------------------------------------------------
  {
    id: 'be-agree',
    category: 'verb-form',
    explanation: "'Agree' is a verb: say 'I agree' or 'I don't agree', not 'I am agree'.",
    pattern: String.raw`\b(?<w>(?<s>{{SUBJ}})(?:\s+am|'m|\s+is|'s|\s+are|'re)\s+(?<n>not\s+)?(?<v>agree|disagree))\b`,
    suggest: (g) => (g.n ? `${g.s} ${/^(he|she|it)$/i.test(g.s ?? '') ? "doesn't" : "don't"} ${g.v}` : `${g.s} ${/^(he|she|it)$/i.test(g.s ?? '') ? `${g.v}s` : g.v}`),
    examples: [['I am agree with you.', 'I agree with you.'], ["I'm not agree.", "I don't agree."]],
  },
  { id: 'be-agree-noun', category: 'verb-form', explanation: "'Agree' is a verb: say 'everyone agrees', not 'everyone is agree'.", pattern: String.raw`\b(?<w>(?:is|are|am)\s+(?<v>agree))\b`, suggest: '{v}' },
  {
    id: 'modal-ing',
    category: 'verb-form',
    explanation: "After can, could, will, would, should, must and may, use the base form of the verb: 'Can you help me?'",
    pattern: String.raw`(?:(?<!^\s*)(?<![.!?]\s*)\b(?:{{MODAL}})\s+|\b(?:{{MODAL}})\s+(?:{{SUBJ}})\s+)(?<w>[a-z]{2,}ing)\b`,
    suggest: '{base:w}',
    examples: [['Can you helping me?', 'Can you help me?']],
  },
  {
    id: 'modal-third',
    category: 'verb-form',
    explanation: "After can, must, will, should … the verb has no -s: 'He can speak three languages.'",
    pattern: String.raw`\b(?:{{MODAL}})\s+(?:(?:{{SUBJ}})\s+)?(?<w>{{THIRD}})\b`,
    suggest: '{plain:w}',
    examples: [['He can speaks three languages.', 'He can speak three languages.']],
  },
  { id: 'modal-to', category: 'verb-form', explanation: "Don't put 'to' after can, must, should or will: 'He can swim.'", pattern: String.raw`\b(?:{{MODAL}})\s+(?<w>to)\s+[a-z]+`, suggest: '' },
  { id: 'preposition-plain', category: 'verb-form', explanation: "After a preposition (for, before, after, without …) use the -ing form: 'good for going to the beach'.", pattern: String.raw`\b(?:for|of|about|before|after|without|instead\s+of)\s+(?<w>{{PLAIN_VERB}})\b(?=\s+(?:to|the|a|an|my|your|his|her|some|it|them|him|me|home|there|out|English)\b)`, suggest: '{ing:w}' },
  { id: 'first-time-present', category: 'tense', explanation: "After 'It's the first time', use the present perfect: 'It's the first time I have visited this city.'", pattern: String.raw`\b(?:first|second|third|only)\s+time\s+(?:that\s+)?(?<s>I|we|you|they|he|she)\s+(?<w>{{BASE}}|{{THIRD}}|am|is|are)\b`, suggest: (g) => (/^(am|is|are)$/i.test(g.w ?? '') ? `${/^(he|she)$/i.test(g.s ?? '') ? 'has' : 'have'} been` : `${/^(he|she)$/i.test(g.s ?? '') ? 'has' : 'have'} ${ppOf(g.w ?? '')}`) },
  {
    id: 'did-past',
    category: 'verb-form',
    explanation: "After did/didn't, does/doesn't, do/don't use the base form: 'I didn't go', 'Does he play?'",
    pattern: String.raw`\b(?:didn't|did\s+not|doesn't|does\s+not|don't|do\s+not|did|does)\s+(?:(?:{{SUBJ}}|your\s+\w+|my\s+\w+|the\s+\w+)\s+)?(?<w>went|saw|did|ate|came|took|bought|made|had|got|wrote|was|were|[a-z]{3,}ed|{{THIRD}})\b`,
    suggest: '{base:w}',
    examples: [["I didn't went to work.", "I didn't go to work."], ['Does he goes to school?', 'Does he go to school?']],
  },
  { id: 'make-let-to', category: 'verb-form', explanation: "After make or let + person, use the verb without 'to': 'She made me clean my room.'", pattern: String.raw`\b(?:make|makes|made|making|let|lets)\s+(?:me|him|her|us|them|you|my\s+\w+)\s+(?<w>to)\s+[a-z]+`, suggest: '' },
  { id: 'used-to-ing', category: 'verb-form', explanation: "'Be used to' is followed by -ing: 'I'm used to waking up early.'", pattern: String.raw`\b(?:am|is|are|was|were|'m|'s|'re|get|got|getting)\s+(?:not\s+)?used\s+to\s+(?<w>{{BASE}})\b`, suggest: '{ing:w}' },
  { id: 'want-plain', category: 'verb-form', explanation: "After want, need, decide, hope and would like, use 'to' + verb: 'I want to go home.'", pattern: String.raw`\b(?:want|wants|wanted|need|needs|needed|decide|decided|hope|hoped|would\s+like|'d\s+like|plan|planned)(?<w>)\s+{{PLAIN_VERB}}\b`, suggest: 'to' },
  { id: 'adjective-plain', category: 'verb-form', explanation: "After an adjective like difficult or easy, use 'to' + verb: 'It's difficult to understand him.'", pattern: String.raw`\b(?:is|it's|was|very|so|too)\s+(?:difficult|easy|hard|important|possible|impossible|necessary|nice|interesting|boring)(?<w>)\s+{{PLAIN_VERB}}\b`, suggest: 'to' },
  { id: 'born', category: 'verb-form', explanation: "Say 'I was born', not 'I born'.", pattern: String.raw`\b(?<w>(?<s>I|he|she|we|they|you)\s+born)\b`, suggest: (g) => `${g.s} ${/^(I|he|she)$/i.test(g.s ?? '') ? 'was' : 'were'} born` },
  { id: 'want-that', category: 'verb-form', explanation: "After 'want', use person + 'to' + verb: 'Do you want me to call you?'", pattern: String.raw`\bwant(?:s|ed)?\s+(?<w>that\s+(?<s>{{SUBJ}})\s+(?<v>[a-z]+))\b`, suggest: '{obj:s} to {base:v}' },
  // "I am go to work every day": a habit, so the present simple ("I go"), not "I am going".
  {
    id: 'be-plain-habit',
    category: 'verb-form',
    explanation: "For something you do regularly (every day, usually), use the present simple without am/is/are: 'I go to work by bus every day.'",
    pattern: String.raw`\b(?<s>I|you|we|they|he|she)\s+(?<w>(?:am|are|is)\s+(?<v>study|go|play|watch|read|write|cook|learn|eat|drink|live|work|come|make|take|speak|listen|wait|travel|do|sleep|run|walk|drive|visit|meet|get|have|buy|swim|teach|wake|start|finish|clean|call|use|spend|leave|sell|feed|grow|bring|help|collect|fix|repair|deliver|wash|plant|pick|ride|bake|paint|draw|sing|dance|practise|practice|train|carry|sweep|serve|wear|send|pay))\b(?=[^.!?]*\b(?:every|usually|always|often|normally|sometimes|never|each\s+(?:day|week|morning|evening)|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|at\s+weekends|once\s+a|twice\s+a|three\s+times\s+a)\b)`,
    suggest: (g) => (/^(he|she)$/i.test(g.s ?? '') ? thirdPersonForm(g.v ?? '') : (g.v ?? '')),
    examples: [['I am go to work by bus every day.', 'I go to work by bus every day.'], ['She is play tennis on Sundays.', 'She plays tennis on Sundays.']],
  },
  /**
   * Where you live, your job and the languages you speak are facts about your life: "I am speak three
   * languages at home" means "I speak", and "I am speaking three languages" would teach wrong English.
   * Only a word for now ("this month", "at the moment") makes them -ing (be-plain-state-now).
   */
  {
    id: 'be-plain-state',
    category: 'verb-form',
    explanation: "For a fact about your life (where you live, your job, the languages you speak), use the present simple without am/is/are: 'I live in Lima', 'She works in a bank.'",
    pattern: String.raw`\b(?<w>(?<s>I|you|we|they|he|she)(?:\s+(?:am|are|is)|['’](?:m|re))\s+(?<v>live|work|speak|teach))\b(?![^.!?]*\b(?:since|every|usually|always|often|normally|sometimes|never|each\s+(?:day|week|morning|evening)|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|at\s+weekends|once\s+a|twice\s+a|three\s+times\s+a|now|right\s+now|at\s+the\s+moment|currently|at\s+present|these\s+days|today|tonight|this\s+(?:week|month|year|morning|afternoon|evening|summer|winter|term|semester)|for\s+now|temporarily)\b)`,
    suggest: (g) => `${g.s} ${/^(he|she)$/i.test(g.s ?? '') ? thirdPersonForm(g.v ?? '') : (g.v ?? '')}`,
    examples: [['I am speak three languages at home.', 'I speak three languages at home.'], ['She is work at the post office.', 'She works at the post office.'], ['I am teach piano to children after school.', 'I teach piano to children after school.']],
  },
  { id: 'be-plain-state-now', category: 'verb-form', explanation: "After am/is/are, use the -ing form for something true for now: 'I am working from home this week.'", pattern: String.raw`\b(?:I\s+am|I'm|he\s+is|she\s+is|we\s+are|they\s+are|you\s+are|we're|they're|you're)\s+(?<w>live|work|speak|teach)\b(?![^.!?]*\bsince\b)(?=[^.!?]*\b(?:now|right\s+now|at\s+the\s+moment|currently|at\s+present|these\s+days|today|tonight|this\s+(?:week|month|year|morning|afternoon|evening|summer|winter|term|semester)|for\s+now|temporarily)\b)`, suggest: '{ing:w}' },
  // Not before a habit (be-plain-habit says "I go"), nor before "since" (present-with-since says "I have lived"); live, work and speak are be-plain-state's.
  { id: 'be-plain', category: 'verb-form', explanation: "After am/is/are, use the -ing form for an action now: 'She is studying English.'", pattern: String.raw`\b(?:I\s+am|I'm|he\s+is|she\s+is|we\s+are|they\s+are|you\s+are|we're|they're|you're)\s+(?<w>study|go|play|watch|read|write|cook|learn|eat|drink|come|make|take|listen|wait|travel|do|sleep|run)\b(?![^.!?]*\bsince\b)(?![^.!?]*\b(?:every|usually|always|often|normally|sometimes|never|each\s+(?:day|week|morning|evening)|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|at\s+weekends|once\s+a|twice\s+a|three\s+times\s+a)\b)`, suggest: '{ing:w}' },
  { id: 'perfect-past-form', category: 'verb-form', explanation: "After have/has, use the past participle: 'I have gone', 'I have been', 'she has seen'.", pattern: String.raw`\b(?:have|has|had|'ve)\s+(?:never\s+|ever\s+|already\s+|just\s+|not\s+)?(?<w>went|came|saw|did|ate|took|wrote|spoke|began|drank|swam|ran|gave|broke|chose|drove|forgot|knew|rode|sang|stole|threw|woke|wore|fell|flew|grew)\b`, suggest: '{pp:w}' },
  { id: 'look-forward-to-base', category: 'verb-form', explanation: "After 'look forward to' use -ing: 'I look forward to hearing from you.'", pattern: String.raw`\blook(?:s|ing|ed)?\s+forward\s+to\s+(?<w>{{BASE}})\b`, suggest: '{ing:w}' },
  { id: 'enjoy-to', category: 'verb-form', explanation: "After enjoy, finish, avoid, suggest and mind, use -ing: 'I enjoy swimming.'", pattern: String.raw`\b(?:enjoy|enjoys|enjoyed|enjoying|finish|finished|finishes|avoid|avoids|avoided|avoiding|suggest|suggests|suggested|mind|minds|keep|keeps|keeping|kept|practise|practises|practised|practice|practices|practiced)\s+(?<w>to\s+(?<v>${BASE}))\b`, suggest: '{ing:v}', examples: [['My neighbour keeps to call me.', 'My neighbour keeps calling me.']] },

  // "I very like it": "very" goes with adjectives and adverbs, never straight before a verb. "I very much
  // like it" is right (formal), and "very like" after be or look means "very similar" ("he is very like his dad").
  { id: 'very-before-verb', category: 'word-order', explanation: "'Very' cannot go before a verb: say 'I really like it' or 'I like it very much'.", pattern: String.raw`\b(?:I|you|we|they|he|she)\s+(?<w>very\s+(?<v>like|likes|love|loves|enjoy|enjoys|want|wants|hate|hates))\b`, suggest: (g) => `really ${g.v}`, examples: [['I very like the new bakery.', 'I really like the new bakery.']] },

  // ---- agreement -----------------------------------------------------------------------------
  { id: 'he-dont', category: 'agreement', explanation: "After he, she or it, use 'doesn't', not 'don't'.", pattern: String.raw`\b(?:he|she|it)\s+(?<w>don't|dont|do\s+not)\b`, suggest: (g) => (/not/i.test(g.w ?? '') ? 'does not' : "doesn't") },
  {
    id: 'singular-subject-verb',
    category: 'agreement',
    explanation: "After one person or thing (my brother, everyone) the verb takes -s: 'My brother works', 'Everyone likes'.",
    pattern: String.raw`${NOT_AFTER_VERB}${NOT_SUBJUNCTIVE}(?<!\b(?:in|at|of|from|to|for|with|on|about|by|near|like|than|is|was|are|were|does|do|did|can|could|will|would|should|must|may|might)\s+)\b(?:${SINGULAR_SUBJECT})\s+(?:(?:{{FREQ}})\s+)?(?<w>{{BASE}}|don't|are|were)\b(?!')(?!\s*\?)`,
    suggest: '{third:w}',
    // Not after a helping verb: in "Is your sister like your mother?" like is no verb, and "Does she work?" is right.
    examples: [['My brother work in a bank.', 'My brother works in a bank.'], ["My friend don't speak English.", "My friend doesn't speak English."]],
  },
  {
    id: 'he-she-base',
    category: 'agreement',
    explanation: "After he, she or it the verb takes -s: 'She wants', 'He always watches TV.'",
    pattern: String.raw`${NOT_AFTER_VERB}(?<!\b(?:that|than|as|let's)\s+)\b(?:he|she)\s+(?:(?:{{FREQ}})\s+)?(?<w>{{BASE}}|don't|are|were)\b(?!')(?!\s*\?)`,
    suggest: '{third:w}',
    examples: [['She want to be a doctor.', 'She wants to be a doctor.']],
  },
  { id: 'it-base', category: 'agreement', explanation: "After 'it' the verb takes -s: 'It makes me happy.'", pattern: String.raw`(?<=^|[.!?,;]\s+|\b(?:and|but|because|so|if|when|that)\s+)it\s+(?<w>(?!(?:have|${SAME_PAST})\b){{BASE}}|don't)\b(?!')`, suggest: '{third:w}' },
  { id: 'uncountable-are', category: 'agreement', explanation: "Words like news, weather, information and advice take a singular verb: 'The news is bad.'", pattern: String.raw`(?<!\b(?:and|of|for|about|to|with|in)\s+(?:the\s+)?)\b(?:the\s+|this\s+|my\s+|your\s+)?(?:news|weather|information|advice|money|homework|furniture|traffic|luggage|equipment)\s+(?<w>are|were)\b`, suggest: '{third:w}' },
  { id: 'this-plural', category: 'agreement', explanation: "Use 'these' and 'those' with plural nouns: 'These shoes are small.'", pattern: String.raw`\b(?<w>this|(?<!\b(?:think|thinks|thought|know|knows|knew|say|says|said|believe|believes|hope|hopes|feel|feels|felt|sure|mean|means|meant|told|show|shows|showed|seem|seems|seemed|find|found|realise|realize|realised|realized|agree|agreed|so|fact|glad|happy|sad|sorry|afraid|notice|noticed|read|heard|hear|see|saw)\s+)that)\s+(?:[a-z]+s|people|children)\s+(?:are|were|hurt|look|cost|don't|aren't|weren't|belong)\b`, suggest: (g) => (/^this$/i.test(g.w ?? '') ? 'these' : 'those') },
  { id: 'plural-subject-s', category: 'agreement', explanation: "After a plural subject (my parents, people, they) the verb has no -s: 'My parents live in Madrid.'", pattern: String.raw`${NOT_AFTER_ONE_OF}\b(?:(?:my|your|his|her|our|their|the)\s+(?:{{PLURAL_PERSON}})|people|they|we)\s+(?:(?:{{FREQ}})\s+)?(?<w>{{THIRD}}|doesn't)\b`, suggest: '{plain:w}' },
  { id: 'does-plural', category: 'agreement', explanation: "Questions with I, you, we, they and plural nouns use 'do': 'Do your parents know?'", pattern: String.raw`\b(?<w>does)\s+(?:they|you|we|I|(?:your|my|his|her|our|their|the)\s+(?:{{PLURAL_PERSON}}))\b`, suggest: 'do' },
  // Two people joined by "and" at the start of a sentence are a plural subject: "My sister and her husband lives" → "live".
  { id: 'compound-subject-s', category: 'agreement', explanation: "Two people joined by 'and' take a plural verb: 'My sister and her husband live in Accra.'", pattern: String.raw`(?<=^|[.!?]\s+)(?:my|your|his|her|our|their|the)\s+(?:{{PERSON}})\s+and\s+(?:(?:my|your|his|her|our|their|the)\s+)?(?:{{PERSON}})\s+(?:(?:{{FREQ}})\s+)?(?<w>{{THIRD}}|doesn't|is|was|has)\b`, suggest: '{plain:w}' },
  { id: 'people-is', category: 'agreement', explanation: "'People', 'children' and 'the police' are plural: 'people are', 'the police are'.", pattern: String.raw`${NOT_AFTER_ONE_OF}\b(?:people|children|police)(?:\s+(?:here|there|in\s+(?:my|the|this|our)\s+\w+|at\s+(?:my|the)\s+\w+))?\s+(?<w>is|was|has)\b`, suggest: '{plain:w}' },
  { id: 'there-is-plural', category: 'agreement', explanation: "Use 'there are' with plural nouns: 'There are two rooms.'", pattern: String.raw`\bthere\s+(?<w>is|was|'s)\s+(?:many|two|three|four|five|six|several|lots\s+of|a\s+lot\s+of|some|so\s+many|too\s+many|\d+)\s+(?!(?:news|series|species|means|maths|[a-z]+ics)\b)[a-z]+s\b`, suggest: (g) => (/^was$/i.test(g.w ?? '') ? 'were' : g.w === "'s" ? ' are' : 'are') },
  { id: 'there-are-uncountable', category: 'agreement', explanation: "Use 'there is' with things you can't count: 'There is a lot of traffic.'", pattern: String.raw`\bthere\s+(?<w>are|were)\s+(?:a\s+lot\s+of|lots\s+of|much|too\s+much|so\s+much|some|no)\s+(?:{{UNCOUNTABLE}})\b`, suggest: '{third:w}' },
  { id: 'this-noun-plural-verb', category: 'agreement', explanation: "After 'this' or 'that' + one thing, the verb is singular: 'This sentence has a mistake.'", pattern: String.raw`(?<=^|[.!?]\s+)(?:this|that)\s+(?!people\b|police\b|children\b|men\b|women\b)[a-z]{3,}(?<!s)\s+(?<w>have|are|were|don't|do)\b`, suggest: '{third:w}' },
  { id: 'he-have', category: 'agreement', explanation: "After he, she and it use 'has': 'She has a car.'", pattern: String.raw`${NOT_AFTER_VERB}\b(?:he|she|it)\s+(?<w>have)\b(?!\s+to\b)`, suggest: 'has' },
  { id: 'do-he', category: 'agreement', explanation: "Questions with he, she and it use 'does': 'Does she like it?'", pattern: String.raw`(?<![a-z]\s+)\b(?<w>do)\s+(?:he|she|it)\b(?!\s+(?:not|now|again|yourself)\b)(?=[^.!]*\?)`, suggest: 'does' },
  { id: 'you-was', category: 'agreement', explanation: "Use 'were' with you, we and they: 'You were late.'", pattern: String.raw`\b(?:you|we|they)\s+(?<w>was)\b`, suggest: 'were' },

  // ---- tense ---------------------------------------------------------------------------------
  {
    id: 'past-marker-present',
    category: 'tense',
    explanation: "For a finished time in the past (yesterday, last week, when I was a child) use the past simple: 'Yesterday I went to the park.'",
    pattern: String.raw`\b${PAST_MARKER_LEAD}\b,?\s+(?:{{SUBJ}}|my\s+\w+|we\s+all)\s+(?:(?:{{FREQ}})\s+)?(?<w>{{BASE}}|{{THIRD}}|is|are|am|dont\s+\w+|don't\s+\w+)\b`,
    suggest: (g) => (/^don'?t\s/i.test(g.w ?? '') ? `didn't ${(g.w ?? '').split(/\s+/)[1] ?? ''}` : ({ is: 'was', am: 'was', are: 'were' } as Record<string, string>)[(g.w ?? '').toLowerCase()] ?? pastOf(g.w ?? '')),
    examples: [['Yesterday I go to the park.', 'Yesterday I went to the park.']],
  },
  {
    id: 'present-with-past-marker-after',
    category: 'tense',
    explanation: "For a finished time in the past (yesterday, last week) use the past simple: 'I visited my aunt last week.'",
    pattern: String.raw`${NOT_AFTER_VERB}\b(?:{{SUBJ}}|my\s+\w+)\s+(?<w>(?!have\b|has\b|do\b|does\b)(?:{{BASE}}|{{THIRD}}))\b(?![^.!?]*\b(?:will|tomorrow|next|now|nowadays|today|than|did|was|were|but|because|when|since|until)\b)(?=[^.!?]*\b${PAST_MARKER}\b)`,
    suggest: '{past:w}',
  },
  {
    id: 'present-with-since',
    category: 'tense',
    explanation: "For something that started in the past and continues now, use the present perfect with 'since' or 'for': 'I have lived here since 2019.'",
    // Not in a comparison: "older than me for three years" is not a duration up to now.
    // "My grandad is in hospital for a few days", "I'm in Rome for two weeks": be or stay with "for" is a stay; only "since" makes it an error.
    pattern: String.raw`(?<!\b(?:would|will|can|could|should|might|may|must|do|does|did|to|that|which|who)\s+)(?![^.!?]*\bthan\b)(?!(?:{{SUBJ}}|my\s+\w+)(?:\s+|(?='))(?:am|are|is|'m|'re|stay|stays)\b(?!\s+[a-z]+ing\b)(?![^.!?]*\bsince\b))\b(?<w>(?<s>{{SUBJ}}|my\s+\w+)(?:\s+|(?='))(?<v>(?:am|are|is|'m|'re)\s+[a-z]+ing|(?:am|are|is|'m|'re)\s+(?:live|work|know|study|teach|wait|stay|learn|play|use)\b|am|are|is|'m|'re|live|lives|work|works|know|knows|study|studies|teach|teaches|wait|waits|stay|stays|learn|learns|play|plays|use|uses))\b(?=(?:\s+(?!since\b|for\s+(?:{{NUMBER}})\s)[\w']+){0,4}\s+(?:since\s+(?:\d|last|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|childhood|then|i\s+was|we\s+were|he\s+was|she\s+was|they\s+were|(?:{{NUMBER}})\s+(?:{{TIME_UNIT}}))|for\s+(?:{{NUMBER}})\s+(?:{{TIME_UNIT}})(?!\s+(?:ago|time))))`,
    suggest: (g) => {
      const subject = g.s ?? '';
      const verb = (g.v ?? '').toLowerCase();
      const third = /^(he|she|it|my\s)/i.test(subject) || /^(is|'s)/.test(verb);
      const have = third ? 'has' : 'have';
      const progressive = /^(am|are|is|'m|'re)\s+([a-z]+ing)$/.exec(verb);
      const sep = /^'/.test(verb) ? '' : ' ';
      void sep;
      // A state verb has no continuous form: "I am knowing him for years" → "I have known him".
      if (progressive && STATE_ING.test(progressive[2]!)) return `${subject} ${have} ${ppOf(progressive[2]!)}`;
      if (progressive) return `${subject} ${have} been ${progressive[2]}`;
      // "I am live here since 2019": be with a plain verb is the verb itself, "I have lived".
      const plainAfterBe = /^(?:am|are|is|'m|'re)\s+([a-z]+)$/.exec(verb);
      if (plainAfterBe) return `${subject} ${have} ${ppOf(plainAfterBe[1]!)}`;
      if (/^(am|are|is|'m|'re)$/.test(verb)) return `${subject} ${have} been`;
      return `${subject} ${have} ${ppOf(verb)}`;
    },
    examples: [['I am here since Monday.', 'I have been here since Monday.'], ['I am live in Taichung since 2019.', 'I have lived in Taichung since 2019.']],
  },
  {
    // A sentence that begins with "When" and ends with "?" is a question ("When you will send me the
    // photos?"): its fix is the word order (wh-question-modal-order), not dropping "will".
    id: 'will-in-time-clause',
    category: 'tense',
    explanation: "After when, if, before and as soon as, use the present for the future: 'I'll call you when I arrive.'",
    pattern: String.raw`(?:\bwill\b[^.!?]*\b(?:when|as\s+soon\s+as|after|before|until)|(?<=^|[.!?]\s+)(?:if|when)(?![^.!?]*\?))\s+(?<s>{{SUBJ}}|the\s+\w+)\s+(?<w>will\s+(?<v>[a-z]+))\b`,
    suggest: (g) => (/^(he|she|it|the\s)/i.test(g.s ?? '') ? thirdOf(g.v ?? '') : baseOf(g.v ?? '')),
  },

  // ---- articles ------------------------------------------------------------------------------
  {
    // "Cleaner" after be is also the comparative ("the air is cleaner now"): it is a job only after "as".
    id: 'missing-article',
    category: 'article',
    explanation: "Use 'a' or 'an' before one job or thing: 'She is a teacher', 'I have a car'.",
    pattern: String.raw`\b(?:(?:is|am|was|(?<=\b(?:he|she|it|that|who))'s|'m|are|as|be|become|becomes|became|becoming)\s+(?<w>(?<adj>(?:new|good|big|small|nice|old|great|little|bad|real)\s+)?(?<n>(?!(?<!\bas\s+)cleaner\b){{JOB}}))|(?:have|has|had|buy|bought|need|want|got|(?<!\b(?:my|your|his|her|our|their|its|the)\s)own|drive|for)\s+(?<w2>(?<adj2>(?:new|good|big|small|nice|old|great|little|bad|real)\s+)?(?<n2>{{ARTICLE_NOUN}})))\b(?!s\b|'|-|\s+\d|\s+(?:of|time|insurance|keys|park|shop|office|number|call|tickets?|appointment|results?)\b)`,
    suggest: (g) => (g.w ? `${indefiniteArticle(g.adj ? g.adj : g.n ?? '')} ${g.w}` : `${indefiniteArticle(g.adj2 ? g.adj2 : g.n2 ?? '')} ${g.w2 ?? ''}`),
    examples: [['She is teacher.', 'She is a teacher.'], ['I have car.', 'I have a car.'], ['He wants to be engineer.', 'He wants to be an engineer.']],
  },
  {
    id: 'a-an',
    category: 'article',
    explanation: "Use 'an' before a vowel sound (an apple, an hour) and 'a' before a consonant sound (a university).",
    // Not before an uncountable noun: "a advice" is article-uncountable's ("some advice"), never "an advice".
    pattern: String.raw`\b(?<w>(?<art>a|an))\s+(?<n>(?!(?:{{UNCOUNTABLE}})\b)[a-z]+)\b`,
    // An acronym is read as letters (an NGO, a UX) or as a word (a NATO summit): left alone.
    suggest: (g) => (/^[A-Z]{2,}$/.test(g.n ?? '') ? (g.art ?? '') : indefiniteArticle(g.n ?? '')),
    examples: [['It was an university.', 'It was a university.'], ['We waited for a hour.', 'We waited for an hour.']],
  },
  { id: 'article-uncountable', category: 'article', explanation: "Don't use 'a' or 'an' with information, advice, furniture, homework: say 'some advice' or 'a piece of advice'.", pattern: String.raw`\b(?<w>an?\s+(?:(?<adj>[a-z]+)\s+)?(?<n>information|advice|furniture|homework|luggage|equipment|news|knowledge|research|bread|feedback))\b`, suggest: (g) => `some ${g.adj ? `${g.adj} ` : ''}${g.n ?? ''}` },
  { id: 'missing-the-superlative', category: 'article', explanation: "Use 'the' before a superlative: 'She is the best student in the class.'", pattern: String.raw`\b(?:is|was|are|were|'s|'re)\s+(?<w>(?:best|worst|biggest|smallest|oldest|youngest|tallest|most\s+[a-z]+|[a-z]+iest))\s+[a-z]+\s+(?:in|of|I've|I\s+have|ever)\b`, suggest: 'the {w}' },
  { id: 'play-the-sport', category: 'article', explanation: "No 'the' before sports and games: 'I play football.' (But: 'play the piano'.)", pattern: String.raw`\bplay(?:s|ed|ing)?\s+(?<w>the)\s+(?:football|soccer|tennis|basketball|volleyball|golf|chess|baseball|hockey|rugby|cricket)\b`, suggest: '' },
  { id: 'the-unique', category: 'article', explanation: "Use 'the' with things there is only one of: 'The sun is hot.'", pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?<n>Sun|Moon|Earth|Internet|Weather|Government))\s+(?:is|was|are|were)\b`, flags: '', suggest: 'The {lower:n}' },

  // ---- prepositions --------------------------------------------------------------------------
  { id: 'depend-of', category: 'preposition', explanation: "We say 'depend on': 'It depends on the weather.'", pattern: String.raw`\bdepend(?:s|ed|ing)?\s+(?<w>of|from)\b`, suggest: 'on' },
  { id: 'married-with', category: 'preposition', explanation: "You are 'married to' someone, or you 'marry' someone (no preposition).", pattern: String.raw`\b(?<b>(?:am|is|are|was|were|be|been|being|get|gets|got|getting|'m|'s|'re)\s+)?married\s+(?<w>with)\b`, suggest: (g) => (g.b ? 'to' : '') },
  { id: 'interested-for', category: 'preposition', explanation: "We say 'interested in' something.", pattern: String.raw`\binterested\s+(?<w>for|on|about|of)\b`, suggest: 'in' },
  { id: 'good-in', category: 'preposition', explanation: "We say 'good at' a skill: 'She is good at maths.'", pattern: String.raw`\b(?:good|bad|better|best|great|terrible)\s+(?<w>in)\s+(?:maths?|english|spanish|french|sports?|cooking|football|tennis|drawing|singing|swimming|languages|[a-z]+ing)\b`, suggest: 'at' },
  { id: 'afraid-from', category: 'preposition', explanation: "We say 'afraid of': 'I'm afraid of dogs.'", pattern: String.raw`\b(?:afraid|scared|frightened|tired|proud|fond|jealous)\s+(?<w>from|about|for)\b`, suggest: 'of' },
  { id: 'angry-on', category: 'preposition', explanation: "We are angry 'with' a person: 'She is angry with me.'", pattern: String.raw`\b(?:angry|annoyed|upset|mad)\s+(?<w>on|to|at)\s+(?:me|him|her|us|them|you|my\s+\w+)\b`, suggest: 'with' },
  { id: 'responsible-of', category: 'preposition', explanation: "We are responsible 'for' something.", pattern: String.raw`\bresponsible\s+(?<w>of|about)\b`, suggest: 'for' },
  { id: 'congratulations-for', category: 'preposition', explanation: "We say 'congratulations on' something.", pattern: String.raw`\bcongratulations\s+(?<w>for|about)\b`, suggest: 'on' },
  { id: 'consist-in', category: 'preposition', explanation: "We say 'consist of': 'It consists of three parts.'", pattern: String.raw`\bconsist(?:s|ed|ing)?\s+(?<w>in|from)\b`, suggest: 'of' },
  { id: 'no-preposition-verbs', category: 'preposition', explanation: "Enter, reach, discuss and contact take no preposition: 'She entered the room', 'We discussed the plan'.", pattern: String.raw`\b(?:enter(?:s|ed|ing)?|reach(?:es|ed|ing)?|discuss(?:es|ed|ing)?|contact(?:s|ed)?)\s+(?<w>into|to|about|with)\b`, suggest: '' },
  { id: 'arrive-to', category: 'preposition', explanation: "We arrive 'at' a place (at the airport) or 'in' a city or country, not 'to'.", pattern: String.raw`\barriv(?:e|es|ed|ing)\s+(?<w>to)\s+(?:the|a|my|our|his|her|your)\b`, suggest: 'at' },
  { id: 'arrive-to-place', category: 'preposition', explanation: "We arrive 'in' a city or country, not 'to'.", pattern: String.raw`\barriv(?:e|es|ed|ing)\s+(?<w>to)\s+(?=[A-Z])`, flags: '', suggest: 'in' },
  { id: 'wait-object', category: 'preposition', explanation: "'Wait' needs 'for' before a person or thing: 'We are waiting for you.'", pattern: String.raw`\bwait(?:s|ed|ing)?(?<w>)\s+(?:you|me|him|her|us|them|the\s+(?:bus|train|doctor|results?|taxi|plane|answer)|my\s+\w+)\b`, suggest: 'for' },
  { id: 'listen-music', category: 'preposition', explanation: "'Listen' needs 'to' before what you hear: 'listen to music'.", pattern: String.raw`\blisten(?:s|ed|ing)?(?<w>)\s+(?:music|the\s+radio|the\s+teacher|me|him|her|them|us|songs?|podcasts?|my\s+\w+|this|it)\b`, suggest: 'to' },
  { id: 'explain-me', category: 'preposition', explanation: "We explain something to someone: 'Can you explain it to me?'", pattern: String.raw`\bexplain(?:s|ed|ing)?\s+(?<w>(?<p>me|him|her|us|them|you))\b`, suggest: 'to {p}' },
  { id: 'since-duration', category: 'preposition', explanation: "Use 'for' with a length of time (for three years) and 'since' with a starting point (since 2020).", pattern: String.raw`\b(?<w>since)\s+(?:{{NUMBER}})\s+(?:{{TIME_UNIT}})\b(?!\s+ago)`, suggest: 'for' },
  { id: 'go-to-home', category: 'preposition', explanation: "'Home' needs no 'to' after go, come or get: 'I went home.'", pattern: String.raw`\b(?:go|goes|went|going|come|comes|came|coming|get|got|arrive|arrived|return|returned|walk|walked|drive|drove)(?:\s+back)?\s+(?<w>to)\s+home\b`, suggest: '' },
  { id: 'during-duration', category: 'preposition', explanation: "Use 'for' with a length of time: 'for three years'. 'During' goes with a period's name: 'during the summer'.", pattern: String.raw`\b(?<w>during)\s+(?:{{NUMBER}})\s+(?:{{TIME_UNIT}})\b`, suggest: 'for' },
  { id: 'go-to-activity', category: 'preposition', explanation: "Say 'go shopping', 'go swimming' without 'to'.", pattern: String.raw`\b(?:go|goes|went|going|gone)\s+(?<w>to)\s+(?:shopping|swimming|fishing|skiing|dancing|running|hiking|camping|jogging|surfing)\b`, suggest: '' },
  { id: 'to-the-work', category: 'article', explanation: "No 'the' in 'go to work', 'go to bed'.", pattern: String.raw`\b(?:go|goes|went|going|get|gets|got|come|comes|came)\s+(?:back\s+)?(?:to|from)\s+(?<w>the)\s+(?:work|bed)\b`, suggest: '' },
  { id: 'the-holiday', category: 'article', explanation: "No 'the' before names of holidays: 'We celebrate Halloween.'", pattern: String.raw`\b(?<w>the)\s+(?:Christmas|Easter|Halloween|Ramadan|Thanksgiving|Diwali|Hanukkah)\b(?!\s+(?:holidays?|tree|party|break|day|eve|market|dinner|season|period|lights))`, suggest: '' },
  { id: 'the-most-of', category: 'article', explanation: "Say 'most people', 'most of the people', not 'the most of people'.", pattern: String.raw`\b(?<w>the\s+most)\s+of\b`, suggest: 'most' },
  { id: 'by-foot', category: 'preposition', explanation: "We say 'on foot': 'I go to school on foot.'", pattern: String.raw`\b(?<w>by)\s+foot\b`, suggest: 'on' },
  { id: 'born-on-year', category: 'preposition', explanation: "Use 'in' with a year or month and 'on' with a date: 'I was born in 1990.'", pattern: String.raw`\b(?<w>on|at)\s+(?:19|20)\d\d\b`, suggest: 'in' },
  {
    id: 'time-prepositions',
    category: 'preposition',
    explanation: "Use 'on' with days (on Monday), 'in' with parts of the day (in the morning) and 'at' with clock times (at 5 o'clock).",
    pattern: String.raw`\b(?<w>(?<p>in|at)\s+(?<d>monday|tuesday|wednesday|thursday|friday|saturday|sunday|the\s+weekend\b(?!s))|(?<p2>on|at)\s+the\s+(?<pd>morning|afternoon|evening)|(?<p3>in|on)\s+(?<t>\d{1,2}(?::\d\d)?\s*(?:o'clock|am|pm|a\.m\.|p\.m\.)))`,
    suggest: (g) => (g.d ? (/weekend/i.test(g.d) && /^at$/i.test(g.p ?? '') ? `${g.p} ${g.d}` : `on ${g.d}`) : g.pd ? `in the ${g.pd}` : `at ${g.t ?? ''}`),
  },
  { id: 'on-last', category: 'preposition', explanation: "No preposition before last, next, this or every: 'last summer', 'next week'.", pattern: String.raw`\b(?<w>on|in|at)\s+(?:last|next|this|every)\s+(?:summer|winter|spring|autumn|week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`, suggest: '' },

  // ---- word order ----------------------------------------------------------------------------
  {
    id: 'question-no-auxiliary',
    category: 'word-order',
    explanation: "Questions need an auxiliary before the subject: 'How does it work?', 'What do you want?', 'Why are you late?'",
    // "Which do you like more?" already has its auxiliary: "which" + a helping verb is no "which book".
    pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?<q>how(?:\s+(?:much|many|long|often|old|far))?|what(?:\s+time|\s+(?:kind|sort|type)s?\s+of\s+\w+)?|where|when|why|who|which\s+(?!(?:do|does|did|is|are|was|were|am|can|could|will|would|shall|should|have|has|had|must|may|might)\b)\w+)\s+(?<s>{{SUBJ}}|your\s+\w+|my\s+\w+|the\s+\w+)\s+(?:(?<adv>always|never|often|usually|sometimes|really|still|ever|even|also|just|only)\s+)?(?<v>[a-z']+))(?=[^.!?]*\?)`,
    suggest: (g) => questionFix(g),
    examples: [['How it works?', 'How does it work?'], ['Why you are late?', 'Why are you late?']],
  },
  { id: 'what-means', category: 'word-order', explanation: "Questions need 'does' before the subject: 'What does this word mean?', 'How much does it cost?'", pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?<q>what|how\s+much)\s+(?<v>means|costs)\s+(?<np>(?:this|that|the|your|his|her)\s+\w+|it))(?=\s*\?)`, suggest: '{q} does {np} {base:v}' },
  { id: 'embedded-inverted-verb', category: 'word-order', explanation: "Inside a sentence, the subject comes before the verb: 'Do you know how much it costs?'", pattern: String.raw`\b(?:know|tell\s+me|wonder|sure|idea)\s+(?<w>(?<q>what|how\s+much|where|when)\s+(?<v>means|costs|is|are)\s+(?<np>it|this|that|(?:the|this|that)\s+\w+))(?=\s*[?.!,]|$)`, suggest: '{q} {np} {v}' },
  { id: 'question-ing-inversion', category: 'word-order', explanation: "In a question the subject comes before the -ing verb: 'Where is your brother going?'", pattern: String.raw`\b(?<w>(?<q>where|what|when|why|who)\s+(?<be>is|are)\s+(?<v>[a-z]+ing)\s+(?<np>(?:your|my|his|her|the|their|our)\s+\w+))(?=\s*\?)`, suggest: '{q} {be} {np} {v}' },
  {
    id: 'embedded-question',
    category: 'word-order',
    explanation: "Inside a sentence, a question word is followed by the normal order, subject then verb: 'I don't know where the station is.'",
    pattern: String.raw`\b(?:know|tell\s+me|tell\s+us|wonder|ask(?:ed)?\s+\w+|sure|idea|remember|understand|explain)\s+(?<w>(?<q>what|where|when|who|how|why|how\s+much|how\s+old|what\s+time)\s+(?:(?<be>is|are|was|were)\s+(?<np>(?:the|my|your|his|her|our|their|this|that)\s+\w+|he|she|it|they|you|we)|(?<aux>does|do|did)\s+(?<s>{{SUBJ}}|(?:the|my|your|his|her)\s+\w+)\s+(?<v>[a-z]+)))(?=\s*[?.!,]|$)`,
    suggest: (g) => (g.be ? `${g.q} ${g.np} ${g.be}` : `${g.q} ${g.s} ${/did/i.test(g.aux ?? '') ? pastOf(g.v ?? '') : /does/i.test(g.aux ?? '') ? thirdOf(g.v ?? '') : g.v}`),
    examples: [['Can you tell me where is the station?', 'Can you tell me where the station is?']],
  },
  { id: 'adverb-before-object', category: 'word-order', explanation: "Don't put 'very well' or 'very much' between the verb and its object: 'She speaks English very well', 'I like football very much'.", pattern: String.raw`\b(?:speak|speaks|spoke|like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|play|plays|played)\s+(?<w>(?<adv>very\s+well|very\s+much|so\s+much|really\s+well|well|a\s+lot)\s+(?<o>(?:the\s+|my\s+|your\s+|this\s+)?(?!to\b|that\b|and\b|but\b|because\b|when\b|with\b|in\b|at\b|for\b|now\b|too\b)[a-z]+))\b(?=\s*[.!?,]|$)`, suggest: '{o} {adv}' },
  { id: 'adverb-first', category: 'word-order', explanation: "'Always' and 'never' go before the main verb: 'I always go', not 'Always I go'.", pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?<a>always|never)\s+(?<s>{{SUBJ}}))\s+(?!am\b|is\b|are\b|was\b|were\b)`, suggest: '{s} {lower:a}' },
  { id: 'frequency-after-be', category: 'word-order', explanation: "Always, usually, often and never come after am/is/are: 'I am always tired.'", pattern: String.raw`\b(?:{{SUBJ}})\s+(?<w>(?<a>always|usually|often|never|sometimes|rarely)\s+(?<v>am|is|are|was|were))\b`, suggest: '{v} {a}' },
  { id: 'adverb-after-participle', category: 'word-order', explanation: "'Never' and 'ever' go between have and the verb: 'I have never seen it.'", pattern: String.raw`\b(?:have|has|had|'ve)\s+(?<w>(?<p>[a-z]+(?:ed|en|wn)|seen|been|done|gone|met|had|made)\s+(?<a>never|ever|already|just))\b`, suggest: '{a} {p}' },
  { id: 'adjective-after-noun', category: 'word-order', explanation: "Adjectives go before the noun: 'a red car', 'a very kind man'.", pattern: String.raw`(?<!\b(?:paint|painted|paints|dye|dyed|make|made|keep|kept|turn|turned|want|like|prefer|find|found)\s+)\b(?<w>(?<art>a|an|the)\s+(?<n>(?!very\b|colou?r\b|shade\b)[a-z]+)\s+(?<adj>very\s+(?!well\b|much\b|often\b|fast\b|hard\b|early\b|late\b|[a-z]+ly\b)[a-z]+|red|blue|green|black|white|yellow|grey|gray|pink|brown|orange|purple))(?=\s*[.!?,]|$|\s+(?:for|to|at|from|with|and|because|yesterday|today|last)\s)`, suggest: (g) => `${/^the$/i.test(g.art ?? '') ? g.art : indefiniteArticle(g.adj ?? '')} ${g.adj} ${g.n}` },

  // ---- word choice ---------------------------------------------------------------------------
  { id: 'double-comparative', category: 'word-choice', explanation: "Don't use 'more' with a comparative that already ends in -er: 'better', not 'more better'.", pattern: String.raw`\b(?<w>more\s+(?<c>better|worse|easier|bigger|smaller|cheaper|faster|happier|older|younger|nicer|larger|longer|higher|[a-z]+ier))\b`, suggest: '{c}' },
  { id: 'double-superlative', category: 'word-choice', explanation: "Don't use 'most' with a superlative that already ends in -est: 'the biggest'.", pattern: String.raw`\b(?<w>most\s+(?<c>best|worst|easiest|biggest|smallest|cheapest|fastest|happiest|oldest|youngest|nicest|largest|longest|highest|tallest|[a-z]+iest))\b`, suggest: '{c}' },
  { id: 'more-short-adjective', category: 'word-choice', explanation: "Short adjectives take -er: 'easier', 'cheaper', 'bigger' (not 'more easy').", pattern: String.raw`\b(?<w>more\s+(?<a>${Object.keys(COMPARATIVE).join('|')}))\b(?=\s+(?:than|now|today|for|to|and)\b|\s*[.,!?]|$)`, map: COMPARATIVE, suggest: '{map:a}' },
  // Not "The more I read in English, the easier it gets": "the more …, the …" compares two changes.
  { id: 'the-more-superlative', category: 'word-choice', explanation: "For the top of a group use 'the most': 'the most expensive restaurant in town'.", pattern: String.raw`\bthe\s+(?<w>more\s+(?!(?:i|you|we|they|he|she|it|people|one|time|money)\b)(?<a>[a-z]+))\s+[a-z]+\s+(?:in|of)\s+(?!the\s+two\b|both\b)(?![^.!?]*,\s*the\s+[a-z]+)`, suggest: 'most {a}' },
  // "Could you make me a discount?": hacer/faire un descuento; in English a shop gives (or offers) a discount.
  { id: 'make-discount', category: 'word-choice', explanation: "A shop gives you a discount: 'Could you give me a discount?'", pattern: String.raw`\b(?<w>(?<v>make|makes|made|making))\s+(?=(?:(?:me|us|him|her|them|you)\s+)?(?:a|any|some|the)\s+(?:(?:small|little|big|good|bigger|nice|special|student|\d+%?|ten|twenty)\s+(?:per\s*cent\s+)?)?discount\b)`, map: { make: 'give', makes: 'gives', made: 'gave', making: 'giving' }, suggest: '{map:v}', examples: [['Could you make me a small discount on this jacket?', 'Could you give me a small discount on this jacket?']] },
  { id: 'make-do', category: 'word-choice', explanation: "We 'take' a photo or a shower, 'have' a party, 'do' homework and 'make' a mistake.", pattern: String.raw`\b(?<w>(?<v>make|makes|made|making|do|does|did|doing|done)\s+(?<o>a\s+photo|(?:(?:a\s+lot\s+of|lots\s+of|many|some|so\s+many|a\s+few|\d+|two|three|four|five|ten|twenty|hundreds\s+of)\s+)?photos|a\s+picture|pictures|a\s+party|homework|my\s+homework|his\s+homework|her\s+homework|a\s+shower|a\s+mistake|mistakes|a\s+trip|a\s+decision|an?\s+\w+\s+mistake))\b`, suggest: (g) => makeDoFix(g) },
  { id: 'say-me', category: 'word-choice', explanation: "Use 'tell' with a person: 'Tell me', 'She told him'. 'Say' needs 'to': 'say to me'.", pattern: String.raw`\b(?<w>(?<v>say|says|said|saying)\s+(?<o>me|him|her|us|them))\b`, map: { say: 'tell', says: 'tells', said: 'told', saying: 'telling' }, suggest: '{map:v} {o}', examples: [['She said me that the shop was closed.', 'She told me that the shop was closed.']] },
  { id: 'borrow-me', category: 'word-choice', explanation: "You 'lend' something to someone; you 'borrow' it from them: 'Can you lend me your pen?'", pattern: String.raw`\b(?<w>borrow|borrows|borrowed)\s+(?:me|him|her|us|them)\b`, map: { borrow: 'lend', borrows: 'lends', borrowed: 'lent' }, suggest: '{map:w}' },
  { id: 'learn-me', category: 'word-choice', explanation: "Someone 'teaches' you; you 'learn': 'Can you teach me English?'", pattern: String.raw`\b(?<w>learn|learns|learned|learnt)\s+(?:me|him|her|us|them|you)\b`, map: { learn: 'teach', learns: 'teaches', learned: 'taught', learnt: 'taught' }, suggest: '{map:w}' },
  { id: 'lose-bus', category: 'word-choice', explanation: "You 'miss' a bus, train or flight when you are too late for it.", pattern: String.raw`\b(?<w>lose|lost|loses|losing)\s+(?:the|my|our|a)\s+(?:bus|train|flight|plane)\b`, map: { lose: 'miss', lost: 'missed', loses: 'misses', losing: 'missing' }, suggest: '{map:w}' },
  { id: 'open-light', category: 'word-choice', explanation: "We 'turn on' a light or a machine and 'turn off' it; we open doors and windows.", pattern: String.raw`\b(?<w>open|opened|close|closed)\s+(?:the\s+)?(?:light|lights|tv|television|radio|computer)\b`, map: { open: 'turn on', opened: 'turned on', close: 'turn off', closed: 'turned off' }, suggest: '{map:w}' },
  { id: 'much-countable', category: 'word-choice', explanation: "Use 'many' with plural nouns you can count: 'many people', 'many friends'.", pattern: String.raw`\b(?<w>much)\s+(?:people|friends|cars|books|students|things|problems|questions|countries|times|hours|days|children|[a-z]+s\s+(?:do|are|were|have))\b`, suggest: 'many' },
  { id: 'many-uncountable', category: 'word-choice', explanation: "Use 'much' (or 'a lot of') with things you can't count: 'much money', 'much time'.", pattern: String.raw`\b(?<w>many)\s+(?:money|time|information|advice|homework|work|water|traffic|luggage|furniture|music|bread)\b`, suggest: 'much' },
  { id: 'less-countable', category: 'word-choice', explanation: "Use 'fewer' with plural nouns you can count: 'fewer people'.", pattern: String.raw`\b(?<w>less)\s+(?:people|friends|cars|books|students|mistakes|problems|questions|children|hours|days|things)\b`, suggest: 'fewer' },
  { id: 'have-years', category: 'word-choice', explanation: "In English you 'are' an age: 'I am 20 years old.'", pattern: String.raw`\b(?<w>(?<s>{{SUBJ}}|my\s+\w+)\s+(?:have|has)\s+(?<n>\d+|[a-z]+ty(?:-[a-z]+)?|ten|eleven|twelve|[a-z]+teen)\s+years)\b(?!\s+(?:of|experience|old|ago))`, suggest: (g) => `${g.s} ${/^I$/.test(g.s ?? '') ? 'am' : /^(you|we|they)$/i.test(g.s ?? '') ? 'are' : 'is'} ${g.n} years old` },
  { id: 'be-years', category: 'word-choice', explanation: "Say your age with 'years old' or just the number: 'I am 30 years old' or 'I am 30'.", pattern: String.raw`\b(?:I\s+am|I'm|he\s+is|she\s+is|he's|she's|you\s+are|we\s+are|they\s+are)\s+(?<w>(?<n>\d+)\s+years)\b(?!\s+(?:old|ago|younger|older|of))`, suggest: '{n} years old' },
  // "I was (really) worrying about my exam" and "I was annoying my sister" are verbs, right as they are:
  // only "so/very worrying" or an -ing with no object is the feeling ("I was so worried").
  { id: 'feeling-ing', category: 'word-choice', explanation: "For how you feel use -ed: 'I am bored', 'I'm interested'. '-ing' describes what causes the feeling: 'The film is boring.'", pattern: String.raw`\b(?:I\s+am|I'm|I\s+feel|I\s+felt|I\s+was|we\s+are|we're|we\s+were|I\s+got|I\s+get)\s+(?:(?:always|often|usually|sometimes|still|very|so|really|a\s+bit|quite|too|completely|totally|extremely)\s+){0,2}(?<w>(?!worrying\b){{FEELING_ING}}|(?<=\b(?:so|very|too|extremely)\s+)worrying)\b(?!\s+(?:to|for|the|a|an|my|your|his|her|our|their|me|him|them|us|it|people|everyone|everybody)\b)`, suggest: (g) => (g.w ?? '').replace(/([^aeiou])ying$/i, '$1ied').replace(/ing$/i, 'ed').replace(/tireded$/i, 'tired') },
  { id: 'thing-ed', category: 'word-choice', explanation: "Use -ing for what causes a feeling: 'The concert was exciting.' Use -ed for how people feel.", pattern: String.raw`\b(?:the\s+(?:film|movie|book|concert|party|game|match|class|lesson|trip|story|news|show|exam|test|job|day|weekend|holiday|lecture)|it|this|that)\s+(?:is|was|looks|looked|seems|seemed|sounds|sounded)\s+(?:so\s+|very\s+|really\s+|quite\s+|a\s+bit\s+)?(?<w>{{FEELING_ED}})\b(?!\s+(?:by|about|with|in|of|at|to)\b)`, suggest: (g) => (g.w ?? '').replace(/ed$/i, 'ing') },
  { id: 'told-that', category: 'word-choice', explanation: "'Tell' needs a person after it ('He told me that …'); without a person use 'say': 'He said that …'.", pattern: String.raw`\b(?<w>told|tell|tells)\s+that\b`, map: { told: 'said', tell: 'say', tells: 'says' }, suggest: '{map:w}' },
  { id: 'comparative-that', category: 'word-choice', explanation: "After a comparative use 'than': 'She is more intelligent than her brother.'", pattern: String.raw`\b(?:more\s+[a-z]+(?:ful|ous|ive|ent|ant|ble|al|ic|ing|ed|y)|${Object.values(COMPARATIVE).filter((c) => c !== 'better' && c !== 'later').join('|')})\s+(?<w>that)\s+(?:my|his|her|your|their|our|the|I|he|she|we|they|me|him|us|them|you|it)\b(?!\s+(?:is|are|was|were|has|have|do|does|can|will)\b)`, suggest: 'than' },
  { id: 'most-short-adjective', category: 'word-choice', explanation: "Short adjectives take -est: 'the tallest', 'the cheapest' (not 'the most tall').", pattern: String.raw`\b(?<w>most\s+(?<a>${Object.keys(COMPARATIVE).join('|')}))\b`, map: Object.fromEntries(Object.entries(COMPARATIVE).map(([k, v]) => [k, v === 'better' ? 'best' : v === 'worse' ? 'worst' : v === 'further' ? 'furthest' : v.replace(/er$/, 'est')])), suggest: '{map:a}' },
  { id: 'double-negative', category: 'word-choice', explanation: "English uses one negative word: 'I don't have anything' or 'I have nothing'.", pattern: String.raw`\b(?:don't|doesn't|didn't|can't|won't|haven't|hasn't|isn't|aren't|wasn't|never)\s+(?:[a-z]+\s+)?(?<w>nothing|nobody|nowhere|no\s+one|no)\b`, map: { nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere', 'no one': 'anyone', no: 'any' }, suggest: '{map:w}' },
  { id: 'recommend-me', category: 'word-choice', explanation: "We recommend something to someone: 'Can you recommend a good book?' or 'recommend it to me'.", pattern: String.raw`\brecommend(?:s|ed)?\s+(?<w>me|him|her|us|them)\s+(?=(?:a|an|the|some|any)\s)`, suggest: '' },
  { id: 'ed-adjective-thing', category: 'word-choice', explanation: "Use -ing to describe a thing that causes a feeling: 'a boring lesson', 'an exciting trip'.", pattern: String.raw`\b(?:a|an|the|very|really|so|quite)\s+(?:really\s+|very\s+)?(?<w>bored|confused|tired|interested|excited|annoyed|frightened|disappointed|embarrassed|amazed|relaxed)\s+(?:lesson|film|movie|book|class|game|day|trip|story|job|place|city|party|match|show|week|weekend|journey|lecture|meeting)\b`, suggest: (g) => (/^tired$/i.test(g.w ?? '') ? 'tiring' : (g.w ?? '').replace(/ed$/i, 'ing')) },
  { id: 'is-well', category: 'word-choice', explanation: "After is/was use the adjective 'good' for things: 'My English is not very good.' ('Well' describes how you do something.)", pattern: String.raw`\b(?:english|it|this|that|food|weather|film|book|idea|plan|job)\s+(?:is|was|isn't|wasn't)\s+(?:not\s+)?(?:so\s+|very\s+|really\s+|too\s+)?(?<w>well)\b`, suggest: 'good' },

  // ---- plurals -------------------------------------------------------------------------------
  { id: 'every-plural', category: 'plural', explanation: "'Every' and 'each' are followed by a singular noun: 'every day', 'each student'.", pattern: String.raw`\b(?:every|each)\s+(?<w>days|weeks|months|years|mornings|evenings|nights|times|students|persons|people|children|[a-z]+s(?=\s+(?:must|has|have|is|are|should|can|will|gets|get)\b))\b`, suggest: (g) => ({ people: 'person', persons: 'person', children: 'child' } as Record<string, string>)[(g.w ?? '').toLowerCase()] ?? (g.w ?? '').replace(/s$/, '') },
  { id: 'many-uncountable-plural', category: 'plural', explanation: "Advice, information and furniture have no plural: say 'a lot of advice', not 'many advices'.", pattern: String.raw`\b(?<w>many\s+(?<n>informations|advices|furnitures|equipments|homeworks|luggages))\b`, suggest: (g) => `a lot of ${(g.n ?? '').replace(/s$/i, '')}` },
  { id: 'uncountable-plural', category: 'plural', explanation: 'Some nouns have no plural in English: information, advice, furniture, equipment, homework, luggage.', pattern: String.raw`\b(?<w>informations|advices|furnitures|equipments|homeworks|luggages|knowledges|evidences|feedbacks|softwares|musics|traffics|weathers|researches(?!\s+(?:the|a)\b)|works(?=\s+to\s+do)|(?<=\b(?:many|a\s+lot\s+of|lots\s+of)\s+)works(?!\s+of\b))\b`, suggest: '{singular:w}' },
  { id: 'irregular-plural', category: 'plural', explanation: 'Some plurals are irregular: children, people, men, women, feet, teeth, knives, sheep, fish.', pattern: String.raw`\b(?<w>${Object.keys(irregularPlurals).join('|')})\b`, map: irregularPlurals, suggest: '{map:w}' },
  { id: 'one-of-singular', category: 'plural', explanation: "After 'one of my', 'two of the' … use a plural noun: 'one of my brothers'.", pattern: String.raw`\b(?:one|two|three|some|many|all|most|each|none|several|both|any)\s+of\s+(?:my|your|his|her|our|their|the|these|those)\s+(?<w>{{COUNTABLE}})\b(?!')`, suggest: '{plural:w}' },
  { id: 'number-singular', category: 'plural', explanation: "After two, three, many … use a plural noun: 'three years', 'two cats'.", pattern: String.raw`(?<!\ban?\s+)(?<![:.,/-])\b(?:{{MANY}})\s+(?:(?!a\b|an\b|the\b|per\b|each\b|every\b|this\b|that\b|next\b|last\b|in\b|on\b|at\b|to\b|for\b|from\b|with\b|by\b|of\b|and\b|or\b|but\b|past\b)[a-z]+\s+)?(?<w>{{COUNTABLE}})\b(?!'|-|\s+old\b|\s+(?:{{COUNTABLE}})\b)`, suggest: '{plural:w}' },
  { id: 'all-the-singular', category: 'plural', explanation: "After 'all the' use a plural noun: 'all the students'.", pattern: String.raw`\ball\s+(?:the|my|our|your|his|her|their)\s+(?<w>student|friend|teacher|child|book|car|country|city|person|day|week|month|year)\b(?!')`, suggest: '{plural:w}' },

  // ---- pronouns ------------------------------------------------------------------------------
  { id: 'object-pronoun-subject', category: 'pronoun', explanation: "As the subject of a sentence use I, he, she, we, they: 'He is my brother', 'My friend and I went…'.", pattern: String.raw`(?<=^|[.!?]\s+)(?<w>(?:me|him|her)\s+and\s+(?:me|him|her|I|my\s+\w+|[A-Z][a-z]+)|(?:my\s+\w+|[A-Z][a-z]+)\s+and\s+me|him|her|them|us)(?=\s+(?:is|are|was|were|went|go|goes|have|has|like|likes|live|lives|will|can|played|did|do)\b)`, suggest: (g) => subjectPair(g.w ?? '') },
  { id: 'and-me-subject', category: 'pronoun', explanation: "In the subject use 'I': 'He and I are friends.'", pattern: String.raw`\b(?:he|she|they|we|you|my\s+\w+)\s+and\s+(?<w>me)\s+(?=(?:are|were|have|went|will|can|like|live|go|do|did|played|met)\b)`, suggest: 'I' },
  { id: 'and-i-object', category: 'pronoun', explanation: "After a preposition use 'me': 'between you and me', 'for him and me'.", pattern: String.raw`\b(?:between|for|to|with|from|like|about)\s+(?:you|him|her|them|us)\s+and\s+(?<w>I)\b(?=\s*[.,!?]|$)`, suggest: 'me' },
  { id: 'subject-pronoun-as-object', category: 'pronoun', explanation: "After a verb or a preposition use me, him, her, us, them: 'She gave it to me.'", pattern: String.raw`\b(?:to|for|with|at|from|about|gave|give|told|tell|saw|see|asked|ask|help|helped|call|called|met|meet|love|like|invite|invited|visit|visited)\s+(?<w>I|he|she|we|they)\b(?!')(?=\s*(?:[.,!?]|$|yesterday|today|tomorrow|a\b|an\b|the\b|some\b|about\b|on\b|at\b|in\b|and\b))`, suggest: '{obj:w}' },
  { id: 'possessive-pronoun', category: 'pronoun', explanation: "Without a noun after it, use mine, yours, his, hers, ours, theirs: 'This book is mine.'", pattern: String.raw`\b(?:is|are|was|were)\s+(?<w>my|your|our|their)(?=\s*[.!?]|$)`, map: { my: 'mine', your: 'yours', our: 'ours', their: 'theirs' }, suggest: '{map:w}' },
  { id: 'mine-noun', category: 'pronoun', explanation: "Before a noun use my, your, our, their: 'This is my book.'", pattern: String.raw`\b(?:is|was|are|were|'s|take|took|have|has|with)\s+(?<w>mine|yours|ours|theirs)\s+(?!too\b|now\b|again\b|also\b|anyway\b|already\b|then\b|though\b|as\b|or\b|and\b|but\b|because\b)[a-z]+\s*(?:[.!?]|$)`, map: { mine: 'my', yours: 'your', ours: 'our', theirs: 'their' }, suggest: '{map:w}' },
  { id: 'double-subject', category: 'pronoun', explanation: "Don't repeat the subject with a pronoun: 'My sister lives in London.'", pattern: String.raw`(?<=^|[.!?]\s+)(?:my|your|his|her|our|their)\s+(?:{{PERSON}}|parents|friends|children)(?:\s+and\s+(?:my|his|her|your|our|their)\s+\w+)?\s+(?<w>she|he|they|it)\s+(?=[a-z]+)`, suggest: '' },
  { id: 'like-it-noun', category: 'pronoun', explanation: "Don't add 'it' when the object follows: 'I like this city.'", pattern: String.raw`\b(?:like|love|hate|enjoy)\s+(?<w>it)\s+(?=(?:this|that|these|those|my|your)\s+(?!way\b|much\b|time\b)[a-z]+)`, suggest: '' },
  { id: 'missing-it', category: 'pronoun', explanation: "English sentences need a subject: 'It is very cold today.', 'It's raining.'", pattern: String.raw`(?<=^|[.!?]\s+)(?<w>Is)\s+(?=(?:very|so|really|too|a\s+bit|quite|raining|snowing|cold|hot|warm|sunny|windy|late|early|important|possible|difficult|easy|true|nice)\b)(?![^?]*\?)`, flags: '', suggest: 'It is' },
  { id: 'whose', category: 'pronoun', explanation: "Use 'whose' for belonging: 'a dog whose name is Toby'.", pattern: String.raw`\b(?<w>which|who|that)\s+(?:name|names)\s+(?:is|are|was)\b`, suggest: 'whose' },
  { id: 'think-is', category: 'pronoun', explanation: "English sentences need a subject: 'I think it is a good idea.'", pattern: String.raw`(?<!\bwhat\s+)\b(?:(?:I|we|you)\s+(?:think|believe|hope|guess)|because|but|so)\s+(?<w>is)\s+(?=(?:a|an|very|so|too|not|really|good|bad|important|possible|true|better|difficult|easy|raining|cold|hot)\b)`, suggest: 'it is' },
  { id: 'which-person', category: 'pronoun', explanation: "Use 'who' for people and 'which' or 'that' for things: 'the man who helped me'.", pattern: String.raw`\b(?:man|woman|person|people|boy|girl|friend|teacher|doctor|guy|lady|student|child|children|someone|somebody|anyone|men|women)\s+(?<w>which)\b`, suggest: 'who' },
  { id: 'who-thing', category: 'pronoun', explanation: "Use 'which' or 'that' for things: 'the book that I read'.", pattern: String.raw`\b(?:the|a)\s+(?:book|film|movie|car|house|thing|place|city|song|phone|restaurant|shop|hotel|game|job)\s+(?<w>who)\b`, suggest: 'that' },
  { id: 'you-your', category: 'pronoun', explanation: "Use 'your' before a noun: 'Thank you for your help.'", pattern: String.raw`\b(?:for|with|of|about|on)\s+(?<w>you)\s+(?=(?:help|time|message|email|advice|support|patience|answer|letter|gift|invitation|kindness|reply|call|answers|questions)\b)`, suggest: 'your' },

  // ---- spelling the checker's dictionary gets wrong or suggests badly ---------------------------
  { id: 'common-misspelling', category: 'spelling', explanation: 'This word is spelled differently.', pattern: String.raw`\b(?<w>${Object.keys(MISSPELLING).filter((k) => k !== 'anymore').join('|')})\b`, map: MISSPELLING, suggest: '{map:w}' },
  { id: 'its-be', category: 'spelling', explanation: "'It's' (with an apostrophe) means 'it is'; 'its' means 'belonging to it'.", pattern: String.raw`(?<=^|[.!?]\s+)(?<w>Its)\s+(?=(?:a|an|the|very|so|too|not|raining|time|ok|okay|fine|good|great|true|late|cold|hot)\b)`, flags: '', suggest: "It's" },
  { id: 'your-welcome', category: 'spelling', explanation: "'You're' means 'you are': 'You're welcome!'", pattern: String.raw`\b(?<w>your)\s+(?=welcome\b|right\b|wrong\b|very\s+(?:kind|welcome)\b)`, suggest: "you're" },
  { id: 'dont-apostrophe', category: 'spelling', explanation: "Short forms need an apostrophe: don't, didn't, can't, it's.", pattern: String.raw`\b(?<w>dont|didnt|doesnt|cant|wont|isnt|wasnt|arent|havent|hasnt|im|ive|thats|whats)\b`, map: { dont: "don't", didnt: "didn't", doesnt: "doesn't", cant: "can't", wont: "won't", isnt: "isn't", wasnt: "wasn't", arent: "aren't", havent: "haven't", hasnt: "hasn't", im: "I'm", ive: "I've", thats: "that's", whats: "what's" }, suggest: '{map:w}' },
  { id: 'lower-i', category: 'capitalization', explanation: "'I' is always a capital letter.", pattern: String.raw`(?<![\w'.])(?<w>i)(?![\w'.])`, flags: '', suggest: 'I' },
];

// ---- helpers used by the templates above ---------------------------------------------------

/** The -ing forms of state verbs, which take no continuous tense. */
const STATE_ING = /^(knowing|having|owning|liking|loving|hating|believing|understanding|wanting|needing|belonging|seeming|meaning)$/i;

/** "has seen" → "saw"; "has been to Paris" → "went" (been to = went), never "was to". */
export function perfectToPast(g: Groups): string {
  return /^been$/i.test(g.p ?? '') && g.to ? 'went' : pastOf(g.p ?? '');
}

function pastOf(verb: string): string {
  return ({ is: 'was', am: 'was', are: 'were', has: 'had' } as Record<string, string>)[verb.toLowerCase()] ?? pastForm(verb);
}
function ppOf(verb: string): string {
  return participleForm(verb);
}
function thirdOf(verb: string): string {
  return thirdPersonForm(verb);
}
function baseOf(verb: string): string {
  return baseForm(verb);
}
function questionFix(g: Readonly<Record<string, string>>): string {
  const q = g.q ?? '';
  const s = g.s ?? '';
  const v = (g.v ?? '').toLowerCase();
  const subject = /^I$/.test(s) ? s : s.toLowerCase();
  // "What time you usually finish?": the adverb stays after the subject, before the main verb.
  const adv = g.adv ? ` ${g.adv.toLowerCase()}` : '';
  if (/^(is|are|am|was|were|can|will|would|should|could|have|has|must)$/.test(v)) return `${q} ${v} ${subject}${adv}`;
  if (/^(do|does|did)$/.test(v)) return `${q} ${v} ${subject}${adv} do`;
  if (/'/.test(v)) return `${q} ${g.v} ${subject}${adv}`;
  const third = /^(it|he|she)$/i.test(s) || /^(your|my|the)\s+\w+[^s]$/i.test(s);
  // A verb that only looks past (need, feed, speed end in -ed) keeps the present: "Why do you need …?"
  const past = baseForm(v) !== v && (/ed$/.test(v) || pastForm(baseForm(v)) === v);
  const aux = past ? 'did' : third || /s$/.test(v) ? 'does' : 'do';
  return `${q} ${aux} ${subject}${adv} ${baseForm(v)}`;
}
function makeDoFix(g: Readonly<Record<string, string>>): string {
  const object = g.o ?? '';
  const verb = (g.v ?? '').toLowerCase();
  const base = /photo|picture|shower|trip/.test(object) ? 'take' : /party/.test(object) ? 'have' : /mistake|decision/.test(object) ? 'make' : 'do';
  const tense = /^(made|did)$/.test(verb) ? 'past' : /^(makes|does)$/.test(verb) ? 'third' : /ing$/.test(verb) ? 'ing' : verb === 'done' ? 'pp' : 'base';
  const forms: Record<string, Record<string, string>> = {
    take: { base: 'take', past: 'took', third: 'takes', ing: 'taking', pp: 'taken' },
    have: { base: 'have', past: 'had', third: 'has', ing: 'having', pp: 'had' },
    do: { base: 'do', past: 'did', third: 'does', ing: 'doing', pp: 'done' },
    make: { base: 'make', past: 'made', third: 'makes', ing: 'making', pp: 'made' },
  };
  const newVerb = forms[base]?.[tense] ?? base;
  if (newVerb === verb) return `${g.v} ${object}`;
  return `${newVerb} ${object}`;
}
function subjectPair(w: string): string {
  const map: Record<string, string> = { him: 'He', her: 'She', them: 'They', us: 'We' };
  const single = map[w.toLowerCase()];
  if (single) return single;
  const parts = w.split(/\s+and\s+/i);
  const other = parts.find((p) => !/^me$/i.test(p)) ?? '';
  const converted = ({ him: 'he', her: 'she', i: 'I' } as Record<string, string>)[other.toLowerCase()] ?? other;
  if (/^I$/.test(converted)) return 'He and I';
  const capital = converted.charAt(0).toUpperCase() + converted.slice(1);
  return `${capital} and I`;
}
