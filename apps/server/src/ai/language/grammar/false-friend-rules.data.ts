// False friends (issue 14): a learner's word that is English too, with another meaning ("embarrassed"
// for pregnant, "costume" for custom), each flagged only where the words around it show which meaning
// was meant, so the change matters even to a friend who corrects only what changes the meaning
// (word-choice is a meaning category). They run right after the chat-turn rules (learner-rules.ts).
// Same syntax as learner-rules.data.ts.
import type { Groups, LearnerRuleData } from './grammar-types';

const list = (...words: string[]) => words.join('|');
/** Dishes people ask a recipe for. */
const DISH = `(?:${list('cake', 'cakes', 'soup', 'pie', 'bread', 'dish', 'sauce', 'curry', 'salad', 'cookies', 'biscuits', 'stew', 'pasta', 'pizza', 'dessert', 'paella', 'lasagne', 'lasagna', 'tart', 'pudding', 'muffins', 'pancakes', 'brownies', 'risotto', 'omelette')})`;

export const FALSE_FRIEND_RULE_DATA: LearnerRuleData[] = [
  {
    // "My sister is embarrassed. The baby is due in May!": embarazada, embarazada, embaraçada.
    id: 'embarrassed-for-pregnant',
    category: 'word-choice',
    explanation: "'Embarrassed' means you feel silly or ashamed in front of people; a woman who is going to have a baby is pregnant.",
    pattern: String.raw`\b(?:is|am|are|was|were|'s|'m|'re|got|get|gets|became)\s+(?:(?:very|so|now|already)\s+)?(?<w>embarrassed)\b(?=[^.!?]*(?:[.!?]\s+[^.!?]*)?\b(?:baby|babies|twins|due|expecting|give birth|giving birth|months? (?:now|along)|weeks? (?:now|along))\b)`,
    suggest: 'pregnant',
    examples: [['My sister is embarrassed. The baby is due in May!', 'My sister is pregnant. The baby is due in May!']],
  },
  {
    // "My husband is a really good cooker": a cooker is the stove; the person who cooks is a cook
    // (Spanish cocinero, Polish kucharz, and English itself makes -er people of most verbs). Only a
    // person said to be good or bad at it: "a new gas cooker" is the stove.
    id: 'cooker-for-cook',
    category: 'word-choice',
    explanation: "A cooker is the stove you cook on; a person who cooks is a cook: 'He is a good cook.'",
    pattern: String.raw`\b(?:I\s+am|I'm|(?:he|she|you|my\s+[a-z]+|your\s+[a-z]+|his\s+[a-z]+|her\s+[a-z]+|[A-Z][a-z]+)\s+(?:is|was)|(?:he|she)'s|you're|you\s+are)\s+(?:a|an|the)\s+(?:(?:really|very|quite|pretty|such\s+a|terrible|awful|great|good|bad|excellent|amazing|fantastic|brilliant|wonderful|better|best|fine|talented|lousy|decent)\s+){1,2}(?<w>cooker)\b`,
    suggest: 'cook',
    examples: [['My husband is a really good cooker.', 'My husband is a really good cook.'], ["I'm a terrible cooker.", "I'm a terrible cook."]],
  },
  {
    // "Can you send me the receipt for your lemon cake?": receta, recette, Rezept are recipes.
    id: 'receipt-for-recipe',
    category: 'word-choice',
    explanation: 'A receipt is the paper you get when you pay; the instructions for cooking a dish are a recipe.',
    // Only where it is someone's own dish or the learner wants to cook it: "a receipt for the cake"
    // at a bakery is a receipt.
    pattern: String.raw`\b(?<w>receipt|receipts)\s+(?=(?:for|of)\s+(?:your|his|her|their|[A-Z]?[a-z]+'s)\s+(?:[a-z]+\s+){0,2}${DISH}\b|(?<=\b(?:your|his|her|their|[A-Za-z]+'s)\s+receipts?\s+)(?:for|of)\s+(?:(?:a|an|the)\s+)?(?:[a-z]+\s+){0,2}${DISH}\b|(?:for|of)\s+(?:(?:a|an|the|my|this|that)\s+)?(?:[a-z]+\s+){0,2}${DISH}\b[\s\S]*\b(?:bake|baking|cook|cooking|ingredients|make it at home)\b)`,
    suggest: (g: Groups) => (/s$/i.test(g.w ?? '') ? 'recipes' : 'recipe'),
    examples: [['Can you send me the receipt for your lemon cake?', 'Can you send me the recipe for your lemon cake?']],
  },
  {
    // "I assisted to the conference": asistir a, assister à mean to be there.
    id: 'assist-for-attend',
    category: 'word-choice',
    explanation: "To assist is to help someone; to be at a class, meeting or event is to attend it.",
    pattern: String.raw`\b(?<w>(?<v>assist|assists|assisted|assisting)(?:\s+to)?)\s+(?=(?:the|a|an|my|our|his|her|their|your)\s+(?:[a-z]+\s+)?(?:class|classes|meeting|lecture|lectures|concert|conference|course|wedding|funeral|party|ceremony|seminar|workshop|talk|lesson|lessons)\b)`,
    map: { assist: 'attend', assists: 'attends', assisted: 'attended', assisting: 'attending' },
    suggest: '{map:v}',
    examples: [['I assisted to the conference last week.', 'I attended the conference last week.']],
  },
  {
    // "I left my agenda at home, so I don't know when my appointments are": agenda, Agenda are a diary.
    id: 'agenda-for-diary',
    category: 'word-choice',
    explanation: "An agenda is the list of things to talk about at a meeting; the little book for your appointments is a diary (British) or a planner (American).",
    // The appointments may come before or after it ("I write my appointments in my agenda").
    pattern: String.raw`(?<=\b(?:my|your|his|her|our|their)\s+)(?<w>agenda)\b(?:(?=[\s\S]*\b(?:appointments?|birthdays?|dates|lessons|homework)\b)|(?<=\b(?:appointments?|birthdays?|dates|lessons|homework)\b[\s\S]*))`,
    suggest: 'diary',
    examples: [['I write my appointments in my agenda.', 'I write my appointments in my diary.'], ['My agenda is full of birthdays.', 'My diary is full of birthdays.']],
  },
  {
    // "I'm constipated, so I can't breathe through my nose": constipado, constipé mean a cold.
    id: 'constipated-for-cold',
    category: 'word-choice',
    explanation: "'Constipated' means you cannot empty your bowels; with a blocked nose and sneezing you have a cold.",
    pattern: String.raw`\b(?<w>(?<s>I'm|I\s+am|I\s+was)\s+(?:(?:very|so|really|a\s+bit)\s+)?constipated)\b(?=[\s\S]*\b(?:nose|breathe|sneez\w*|cough\w*|tissues?|flu)\b)`,
    flags: '',
    suggest: (g: Groups) => (/was/.test(g.s ?? '') ? 'I had a cold' : 'I have a cold'),
    examples: [["I'm constipated and I keep sneezing.", 'I have a cold and I keep sneezing.']],
  },
  {
    // "She is very sensible to the cold": sensible, sensibel mean sensitive.
    id: 'sensible-for-sensitive',
    category: 'word-choice',
    explanation: "'Sensible' means practical and wise; someone easily hurt or affected by something is sensitive to it.",
    // Or feelings easily moved: "My boss is very sensible, she cries at every sad film".
    pattern: String.raw`\b(?<w>sensible)\s+(?=to\s+(?:the\s+)?(?:cold|heat|light|noise|sun|sunlight|pain|criticism|gluten|lactose|smells?|sounds?|changes?|touch)\b)|\b(?:is|are|am|'s|'re|'m|was|were)\s+(?:very\s+|so\s+|really\s+|quite\s+|too\s+)?(?<w2>sensible)\b(?=[^.!?]{0,40}\b(?:cr(?:y|ies|ied|ying)|tears|emotional|easily\s+(?:hurt|upset)|sad\s+films?|gets\s+upset)\b)`,
    suggest: 'sensitive',
    examples: [['She is very sensible to the cold.', 'She is very sensitive to the cold.'], ['My boss is very sensible, she cries at every sad film.', 'My boss is very sensitive, she cries at every sad film.']],
  },
  {
    // "In my country it's a costume to take off your shoes": costumbre, costume (fr. coutume), Kostüm.
    // Only "a … costume to do" and "the costume is to do": "the national costume in my country" is a costume.
    id: 'costume-for-custom',
    category: 'word-choice',
    explanation: 'A costume is special clothes (for a play or a party); a usual way of doing things in a place is a custom or a tradition.',
    pattern: String.raw`(?:\b(?:is|was|it's|its|'s)\s+(?:(?:a|an|the|our|their|my)\s+)?(?:(?:very|old|common|local|typical|strange|family|national|nice|beautiful)\s+)?(?<w>costume)(?=\s+(?:to|here|there)\b)|\b(?<w2>costume|costumes)(?=\s+(?:is|was)\s+to\s+[a-z]+))`,
    suggest: (g: Groups) => (/s$/i.test(g.w2 ?? '') ? 'customs' : 'custom'),
    examples: [["In my country it's a costume to take off your shoes at home.", "In my country it's a custom to take off your shoes at home."]],
  },
  {
    // "I keep all my bills in a blue carpet": carpeta, cartella are folders.
    id: 'carpet-for-folder',
    category: 'word-choice',
    explanation: 'A carpet covers the floor; papers are kept in a folder (or a file).',
    pattern: String.raw`(?<=\b(?:bills|papers|documents|notes|receipts|letters|files|homework|worksheets|drawings|contracts|forms|certificates|invoices|payslips)\b[^.!?]{0,30}\b(?:in|into|inside)\s+(?:a|an|the|my|this|that|his|her|our|their)\s+(?:[a-z]+\s+)?)(?<w>carpets?)\b`,
    suggest: (g: Groups) => (/s$/i.test(g.w ?? '') ? 'folders' : 'folder'),
    examples: [['I keep all my bills in a blue carpet.', 'I keep all my bills in a blue folder.']],
  },
  {
    // "My father works in a car fabric": fábrica, fabbrica, Fabrik are factories. Cloth is fabric,
    // and "a fabric shop" sells it.
    id: 'fabric-for-factory',
    category: 'word-choice',
    explanation: 'Fabric is cloth; a building where things are made is a factory.',
    pattern: String.raw`(?:(?<=\b(?:work|works|worked|working|job|jobs)\s+(?:in|at|for)\s+(?:a|an|the|this|that)\s+(?:[a-z]+\s+)?)(?<w>fabric)|\b(?<=(?:car|shoe|chocolate|cement|steel|furniture|toy|glass|paper|beer|cheese|sugar|bicycle|bike|tyre|tire|cigarette|biscuit|pasta|weapons?)\s+)(?<w2>fabrics?))\b(?!\s+(?:shop|shops|store|stores|softener|conditioner|paint|glue|market)\b)`,
    suggest: (g: Groups) => (/s$/i.test(g.w2 ?? '') ? 'factories' : 'factory'),
    examples: [['My father works in a car fabric in the city.', 'My father works in a car factory in the city.']],
  },
  {
    // "All my parents came to my wedding": parientes, parents (fr.), parenti are relatives. Only "all
    // / many / most / lots of my parents": two people are not many.
    id: 'parents-for-relatives',
    category: 'word-choice',
    explanation: 'Your parents are your mother and father; all the people in your family are your relatives.',
    pattern: String.raw`\b(?:all|many|most|lots\s+of|a\s+lot\s+of|hundreds\s+of|dozens\s+of)\s+(?:of\s+)?(?:my|our|his|her|their|your)\s+(?<w>parents)\b(?!')`,
    suggest: 'relatives',
    examples: [['All my parents came to my wedding, about eighty people!', 'All my relatives came to my wedding, about eighty people!']],
  },
  {
    // "Can I become a coffee?", "I became a letter": bekommen, bekomen mean to get. Only a thing one is
    // given, ending the phrase: "I became a ticket inspector" is a job.
    id: 'become-for-get',
    category: 'word-choice',
    explanation: "To become is to start to be something ('She became a doctor'); to receive something is to get it, and in a café you ask 'Can I have …?'",
    pattern: String.raw`(?:\b(?:can|could|may)\s+(?:I|we)\s+(?<w>become)\s+(?=(?:a|an|some|the|two|three|one|another)\s+(?:(?:small|large|big|black|white|cold|hot|glass\s+of|cup\s+of|bottle\s+of|piece\s+of)\s+)?(?<food>coffee|tea|beer|water|juice|coke|wine|sandwich|pizza|salad|cake|croissant|muffin|soup|cappuccino|latte|espresso|menu|bill|receipt|table|ticket|room|bag|towel|key|discount|refund)\b)|\b(?:I|we|he|she|they)\s+(?<w2>became|become|becomes)\s+(?=(?:a|an|the|my|your|his|her|our|their|some|many|lots\s+of|\d+)\s+(?:[a-z]+\s+)?(?:letter|present|gift|email|e-mail|message|parcel|package|phone\s+call|answer|reply|invitation|postcard|fine|salary|prize|discount|refund|pay\s+rise|raise|bonus)s?\s*(?:$|[.,!?]|\b(?:from|for|with|yesterday|today|last|this|every|on|in)\b)))`,
    suggest: (g: Groups) => (g.w ? 'have' : ({ became: 'got', becomes: 'gets' } as Record<string, string>)[(g.w2 ?? '').toLowerCase()] ?? 'get'),
    examples: [['Can I become a coffee, please?', 'Can I have a coffee, please?'], ['I became a letter from my bank.', 'I got a letter from my bank.']],
  },
  {
    // "My new boss is very sympathetic, she always makes jokes": simpático, sympathique, sympathisch mean nice.
    // Only with what makes a person pleasant company, never with sorrow ("sympathetic when my dog died").
    id: 'sympathetic-for-nice',
    category: 'word-choice',
    explanation: "'Sympathetic' means showing you understand someone's problems; a person who is pleasant and easy to like is nice or friendly.",
    pattern: String.raw`\b(?:is|are|am|'s|'re|was|were|seems?)\s+(?:very\s+|so\s+|really\s+|quite\s+|super\s+)?(?<w>sympathetic)\b(?=[^.!?]{0,50}\b(?:jokes?|smiles?|smiling|laughs?|funny|friendly|fun|chats?|talks? to everyone|easy to talk|everybody likes|everyone likes)\b)(?![^.!?]*\b(?:died|death|sad|problems?|ill|illness|lost|divorce|understood|listened)\b)`,
    suggest: 'friendly',
    examples: [['My new boss is very sympathetic, she always makes jokes and smiles.', 'My new boss is very friendly, she always makes jokes and smiles.']],
  },
  {
    // "I can eventually come tomorrow, but I'm not sure yet": eventualmente, eventuell mean possibly.
    // Only where the sentence shows doubt: "Eventually we found the hotel" (in the end) is right.
    id: 'eventually-for-possibly',
    category: 'word-choice',
    explanation: "'Eventually' means in the end, after a long time; something that may happen is possible: 'I can possibly come' or 'I might come'.",
    pattern: String.raw`\b(?:can|could|will|may|might)\s+(?<w>eventually)\s+(?=[a-z]+\b[^.!?]*\b(?:not\s+sure|maybe|perhaps|if\s+|i'?ll\s+(?:let\s+you\s+know|see|tell\s+you)|depends))`,
    suggest: 'possibly',
    examples: [["I can eventually come tomorrow, but I'm not sure yet.", "I can possibly come tomorrow, but I'm not sure yet."]],
  },
  {
    // "Can you control my essay before I send it?": controlar, contrôler, kontrollieren also mean to check.
    id: 'control-for-check',
    category: 'word-choice',
    explanation: "To control is to make something do what you want; to look at work for mistakes is to check it.",
    pattern: String.raw`\b(?<w>(?<v>control|controls|controlled|controlling))\s+(?=(?:my|your|his|her|our|their|the|this|that)\s+(?:[a-z]+\s+)?(?:essay|homework|text|answers?|writing|spelling|grammar|letter|email|e-mail|cv|report|translation|sentences?|work|exercises?|tickets?|passports?|documents?|bags?)\b)`,
    map: { control: 'check', controls: 'checks', controlled: 'checked', controlling: 'checking' },
    suggest: '{map:v}',
    examples: [['Can you control my essay before I send it to the teacher?', 'Can you check my essay before I send it to the teacher?']],
  },
  {
    // "My husband works like a taxi driver": como, comme, wie say what job; "like" compares.
    // Never "works like a dog" or "like a charm" (the comparison is the point).
    id: 'work-like-for-as',
    category: 'preposition',
    explanation: "Use 'as' for someone's job or role ('He works as a taxi driver'); 'like' means similar to.",
    pattern: String.raw`\b(?:work|works|worked|working)\s+(?<w>like)\s+(?=(?:a|an)\s+(?:[a-z]+\s+)?(?:driver|nurse|teacher|waiter|waitress|cook|chef|cleaner|guide|doctor|engineer|builder|mechanic|secretary|cashier|receptionist|translator|designer|programmer|manager|farmer|baker|plumber|electrician|carpenter|painter|photographer|journalist|lawyer|accountant|volunteer|babysitter|nanny|tutor|assistant|security\s+guard|shop\s+assistant)\b)`,
    suggest: 'as',
    examples: [['My husband works like a taxi driver in the evenings.', 'My husband works as a taxi driver in the evenings.']],
  },
  {
    // "The waiter brought us the letter and we ordered fish": carta, carte, Karte are menus.
    id: 'letter-for-menu',
    category: 'word-choice',
    explanation: "A letter is something you post; the list of dishes in a restaurant is the menu.",
    pattern: String.raw`\b(?:waiter|waitress|server)\b[^.!?]{0,40}\b(?:the|a)\s+(?<w>letter)\b(?=[^.!?]*\b(?:order|ordered|ordering|dish|dishes|starter|dessert|drinks?|fish|meat|pasta|pizza|soup|salad|vegetarian|chose|choose)\b)|\b(?:look(?:ed)?\s+at|read|ask(?:ed)?\s+for|see)\s+the\s+(?<w2>letter)\b(?=[^.!?]*\b(?:order|ordered|dish|dishes|starter|dessert|waiter|restaurant)\b)`,
    suggest: 'menu',
    examples: [['The waiter gave us the letter and we ordered pasta.', 'The waiter gave us the menu and we ordered pasta.']],
  },
  {
    // "I bought bread in the magazine near my house": magazin, magasin, magazzino are shops.
    id: 'magazine-for-shop',
    category: 'word-choice',
    explanation: "A magazine is something you read; the place where you buy things is a shop (or a store).",
    pattern: String.raw`\b(?:buy|buys|bought|buying|get|got|sell|sells|sold|work|works|worked|open|opened|went|go|goes)\b[^.!?]{0,40}\b(?:in|at|from|to)\s+(?:the|a|our|my|this|that)\s+(?:(?:small|big|little|local|new|old|corner|nearest)\s+)?(?<w>magazine)\b(?!\s+(?:article|cover|page|stand))`,
    suggest: 'shop',
    examples: [['I bought bread and milk in the magazine near my house.', 'I bought bread and milk in the shop near my house.']],
  },
  {
    // "I pretend to start a master's next year": pretender, prétendre, pretendere mean to intend.
    id: 'pretend-for-intend',
    category: 'word-choice',
    explanation: "'Pretend' means to act as if something is true when it is not; for a plan, say 'plan' or 'intend': 'I plan to start a master's next year.'",
    pattern: String.raw`\b(?:I|we)\s+(?:really\s+)?(?<w>pretend)\s+to\s+(?:start|study|go|do|finish|buy|travel|move|visit|begin|take|learn|apply|open|build|get|become|work|live|spend|save)\b(?=[^.!?]*\b(?:next|this|soon|one\s+day|someday|in\s+the\s+future|if|when|after|in\s+(?:19|20)\d\d|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))\b)`,
    suggest: 'plan',
    examples: [["I pretend to start a master's degree next year, if I save enough money.", "I plan to start a master's degree next year, if I save enough money."]],
  },
  {
    // "So much lecture for my class": lectura, lecture (French), Lektüre are reading.
    id: 'lecture-for-reading',
    category: 'word-choice',
    explanation: "A lecture is a talk given to students; the texts you have to read are your reading.",
    pattern: String.raw`\b(?:so\s+much|too\s+much|much|a\s+lot\s+of|lots\s+of)\s+(?<w>lecture)\b(?!s)(?=\s+(?:for|to\s+do|to\s+finish|this|before|in)\b|\s*[.!?,]|$)`,
    suggest: 'reading',
    examples: [['This week I have so much lecture for my literature class.', 'This week I have so much reading for my literature class.']],
  },
  {
    // "She gave me a good note for my test": nota, note (French), Note are marks.
    id: 'note-for-mark',
    category: 'word-choice',
    explanation: "A note is a short message; the number or letter a teacher gives your work is a mark (or a grade).",
    pattern: String.raw`\b(?:good|bad|great|best|worst|better|worse|top|excellent|terrible|perfect|average)\s+(?<w>notes?)\b(?=[^.!?]*\b(?:test|tests|exam|exams|homework|essay|project|class|course|subject|maths|math|history|english|school|teacher|university|semester|term)\b)|\b(?:teacher|professor)\b[^.!?]{0,30}\b(?:gave|gives|give|put)\s+(?:me|him|her|us|them)\s+(?:a|an|the)\s+(?:(?:very|really)\s+)?(?:good|bad|great|excellent|terrible|perfect)\s+(?<w2>note)\b`,
    suggest: (g: Groups) => (/s$/i.test(g.w ?? '') ? 'marks' : 'mark'),
    examples: [['My teacher gave me a very good note for my history test.', 'My teacher gave me a very good mark for my history test.']],
  },
  {
    // "The doctor gave me a recipe for antibiotics": receta, ricetta, recette médicale are prescriptions.
    id: 'recipe-for-prescription',
    category: 'word-choice',
    explanation: "A recipe tells you how to cook a dish; the paper from a doctor for medicine is a prescription.",
    pattern: String.raw`\b(?:doctor|doctors|dentist|GP|pharmacy|chemist|pharmacist|clinic|hospital)\b[^.!?]{0,60}\b(?<w>recipe)\b(?=[^.!?]*\b(?:antibiotics?|medicine|medicines|pills?|tablets?|drugs?|cream|painkillers?|glasses|pharmacy|chemist)\b)|\b(?<w2>recipe)\s+for\s+(?:(?:some|the|my|an?)\s+)?(?:antibiotics?|medicine|pills|tablets|painkillers?|glasses|contact\s+lenses)\b`,
    suggest: 'prescription',
    examples: [['I went to the doctor and she gave me a recipe for antibiotics.', 'I went to the doctor and she gave me a prescription for antibiotics.']],
  },
  {
    // "I had a big deception when my team lost": decepción, déception, Enttäuschung are disappointment.
    id: 'deception-for-disappointment',
    category: 'word-choice',
    explanation: "Deception means tricking someone; the feeling when something is not as good as you hoped is disappointment.",
    pattern: String.raw`\b(?:a|such\s+a|what\s+a|big|great|huge|real|total)\s+(?:(?:big|great|huge|real|total)\s+)?(?<w>deception)\b(?=[^.!?]*\b(?:lost|lose|losing|failed|fail|cancelled|canceled|didn't|did\s+not|wasn't|was\s+not|never|expected|hoped|result|score|final|match|film|movie|exam|test|trip|holiday|concert)\b)|\b(?:was|is|felt|feel)\s+(?:a\s+)?(?:(?:big|great|huge|real|total)\s+)?(?<w2>deception)\b(?=\s*[.!?,]|$)`,
    suggest: 'disappointment',
    examples: [['I had a big deception when my team lost the final.', 'I had a big disappointment when my team lost the final.']],
  },
  {
    // "Send me the direction of your flat": dirección, direção, direzione are the address.
    id: 'direction-for-address',
    category: 'word-choice',
    explanation: "A direction is the way to go (left, north); where someone lives or a building is, is the address.",
    pattern: String.raw`\b(?:send|give|tell|write|text|need|have|know)\s+(?:me\s+|us\s+|him\s+|her\s+)?(?:the|your|my|his|her|their|our)\s+(?<w>direction)\s+(?=of\s+(?:the|your|my|his|her|their|our)\s+(?:[a-z]+\s+)?(?:flat|house|home|apartment|hotel|office|school|shop|restaurant|company|building|place)\b|(?:and|or)\s+(?:your\s+)?(?:phone|number|email))|\b(?:my|your|his|her|their|our)\s+(?<w2>direction)\s+is\s+\d`,
    suggest: 'address',
    examples: [['Can you send me the direction of your flat? I want to visit on Saturday.', 'Can you send me the address of your flat? I want to visit on Saturday.']],
  },
  {
    // "I have a big preoccupation about my exam": preocupación, préoccupation, preoccupazione are worries.
    id: 'preoccupation-for-worry',
    category: 'word-choice',
    explanation: "In English a preoccupation is something that fills your thoughts, a formal word; for a feeling of being worried, say a worry: 'I'm worried about my exam.'",
    pattern: String.raw`\b(?:have|has|had|feel|felt)\s+(?:a\s+)?(?:(?:big|great|huge|real|lot\s+of|little)\s+)?(?<w>preoccupations?)\s+(?=about|for|with)\b`,
    suggest: (g: Groups) => (/s$/i.test(g.w ?? '') ? 'worries' : 'worry'),
    examples: [['I have a big preoccupation about my driving exam.', 'I have a big worry about my driving exam.']],
  },
  {
    // "He has so much fantasy": fantasía, Fantasie, fantasia are imagination.
    id: 'fantasy-for-imagination',
    category: 'word-choice',
    explanation: "A fantasy is a dream of something unlikely; the ability to invent stories and pictures in your mind is imagination.",
    pattern: String.raw`\b(?:has|have|had|with|without)\s+(?:so\s+much|a\s+lot\s+of|lots\s+of|much|a\s+great|a\s+rich|a\s+wild|no|great|good|little)\s+(?<w>fantasy)\b`,
    suggest: 'imagination',
    examples: [['My little brother has so much fantasy. He writes amazing stories.', 'My little brother has so much imagination. He writes amazing stories.']],
  },
  {
    // "The party was a total exit!": éxito, exitoso mean success.
    id: 'exit-for-success',
    category: 'word-choice',
    explanation: "An exit is the way out of a building; when something goes very well, it is a success.",
    pattern: String.raw`\b(?:was|is|be|been|a)\s+(?:a\s+)?(?:total|big|huge|great|real|complete|real)\s+(?<w>exit)\b|\bwas\s+an\s+(?<w2>exit)\b(?=\s*[!.]|\s*$)`,
    suggest: 'success',
    examples: [['Our surprise party for Mum was a total exit!', 'Our surprise party for Mum was a total success!']],
  },
  {
    // "We have a compromise on Saturday": compromiso, compromisso are plans or an appointment.
    id: 'compromise-for-plans',
    category: 'word-choice',
    explanation: "A compromise is an agreement where each side gives up something; something already planned for a day is plans (or an appointment).",
    pattern: String.raw`\b(?:have|has|had|got)\s+(?<w>an?\s+(?:important\s+|family\s+|work\s+)?compromise)\b(?=\s+(?:on|at|this|tomorrow|tonight|next|that)\b)`,
    suggest: 'plans',
    examples: [["We have a compromise on Saturday, so we can't come to the party.", "We have plans on Saturday, so we can't come to the party."]],
  },
  {
    // "My company is paying for my formation in accounting": formación, formation, formação are training.
    id: 'formation-for-training',
    category: 'word-choice',
    explanation: "A formation is a shape or the way something forms (a rock formation); the courses that prepare you for a job are training.",
    pattern: String.raw`\b(?:my|your|his|her|their|our|professional|vocational)\s+(?<w>formation)\b(?=\s+(?:in|as|at)\b)`,
    suggest: 'training',
    examples: [['My company is paying for my formation in accounting.', 'My company is paying for my training in accounting.']],
  },
  {
    // "You have reason, it's closed": tienes razón, tu as raison, hai ragione mean you are right.
    id: 'have-reason-for-right',
    category: 'word-choice',
    explanation: "In English you are right (or correct); 'to have reason' means to have a cause for something, as in 'you have reason to be angry'.",
    // Someone named works too, after "I think": "I think my wife has reason."
    pattern: String.raw`(?<=^|[.!?,;]\s*|\b(?:yes|yeah|ok|okay|oh|well|maybe|perhaps|really)[,]?\s+|\b(?:i|we) (?:think|thought|guess|believe|suppose)(?: that)?\s+)(?<w>(?<s>you|he|she|they|we|I|(?:my|your|his|her|our|their|the) (?:[a-z]+ )?[a-z]+)\s+(?<h>have|has|had)\s+(?:totally\s+|completely\s+|absolutely\s+)?reason)\b(?!\s+(?:to|for|enough)\b)(?=\s*(?:[,.!;]|$|\s+(?:the|it|this|that|about)\b))`,
    suggest: (g: Groups) => {
      const plural = /^(?:you|they|we)$/i.test(g.s ?? '') || (/^(?:my|your|his|her|our|their|the)\s/i.test(g.s ?? '') && /^have$/i.test(g.h ?? ''));
      const be = /^had$/i.test(g.h ?? '') ? (plural ? 'were' : 'was') : /^i$/i.test(g.s ?? '') ? 'am' : plural ? 'are' : 'is';
      return `${g.s} ${be} right`;
    },
    examples: [['You have reason, the museum is closed on Mondays.', 'You are right, the museum is closed on Mondays.'], ['I think my brother has reason. We should wait.', 'I think my brother is right. We should wait.']],
  },
  {
    // "The music from the party molested me all night": molestar, molester, molestare mean bother.
    id: 'molest-for-bother',
    category: 'word-choice',
    explanation: "'Molest' means to attack someone sexually; for noise or people that annoy you, say 'bother' or 'disturb'.",
    // Only with a noise, a light or a smell as the subject: the learner's meaning is never in doubt there.
    pattern: String.raw`\b(?:music|noise|sound|sounds|light|lights|smoke|smell|party|barking|traffic|radio|television|tv|drilling|building\s+work|alarm|snoring)\b[^.!?]{0,40}?\b(?<w>molest(?:ed|s|ing)?)\b`,
    map: { molest: 'bother', molests: 'bothers', molested: 'bothered', molesting: 'bothering' },
    suggest: '{map:w}',
    examples: [['The noise from the street molested me all night.', 'The noise from the street bothered me all night.']],
  },
  {
    // "I had a big discussion with my brother, and now we're not speaking": discusión, discussione,
    // Diskussion can be a quarrel. Only when the sentence says the two fell out.
    id: 'discussion-for-argument',
    category: 'word-choice',
    explanation: "A 'discussion' is a calm talk about something; when people get angry with each other, it is an 'argument'.",
    pattern: String.raw`\b(?:had|have|has)\s+(?:a|an)\s+(?:(?:big|huge|terrible|horrible|awful|bad|long|loud|serious)\s+)?(?<w>discussion)\s+with\b[^.!?]{0,40}?\b(?:not\s+speaking|not\s+talking|stopped\s+(?:speaking|talking)|shouted|shouting|angry|cried|slammed|furious)\b`,
    suggest: 'argument',
    examples: [['I had a big discussion with my brother, and now we are not speaking.', 'I had a big argument with my brother, and now we are not speaking.']],
  },
  {
    // "I work at a bank, and my chef gave me Friday off!": Chef, chef, szef mean the boss. Only where the
    // sentence sets the work somewhere without a kitchen; in a restaurant the head chef may well be the boss.
    id: 'chef-for-boss',
    category: 'word-choice',
    explanation: "A chef is the cook in charge of a kitchen; the person in charge of you at work is your boss (or manager).",
    pattern: String.raw`\b(?:work|works|worked|working|job)\s+(?:at|in|for)\s+(?:a|an|the|my|our)\s+(?:[a-z]+\s+)?(?:bank|office|company|firm|shop|store|school|hospital|factory|agency|call\s+centre|supermarket|warehouse|garage|pharmacy|library|hotel\s+reception)\b(?![^.!?]*\b(?:kitchen|restaurant|cook|cooks|cooking|menu|dish|dishes)\b)[^.!?]{0,60}?\b(?:my|our|the|his|her|their)\s+(?<w>chef)\b(?!\s+(?:cooks|cooked|made|makes|prepared|knife))`,
    suggest: 'boss',
    examples: [['I work at a bank, and my chef gave me Friday off!', 'I work at a bank, and my boss gave me Friday off!']],
  },
  {
    // "Our team realised a big survey": realizar, réaliser, realizzare mean to carry out. "I realised my
    // dream" is English, so only before work one does, and not before a clause ("I realised the survey
    // was wrong" is understanding).
    id: 'realise-for-carry-out',
    category: 'word-choice',
    explanation: "To realise is to understand something suddenly (or to make a dream come true); to do a survey, study or project is to carry it out.",
    pattern: String.raw`\b(?<w>realis(?:e|es|ed|ing)|realiz(?:e|es|ed|ing))\s+(?=(?:a|an|the|our|my|their|his|her|this|that|some)\s+(?:[a-z]+\s+){0,2}(?:survey|surveys|study|studies|project|projects|experiment|experiments|interview|interviews|analysis|investigation|campaign|workshop|test|tests|poll|questionnaire|census|renovation)\b(?=\s+(?:of|on|for|with|among|about|in|at|last|this|next|every|during|together)\b|\s*[.,!?;]|\s*$))`,
    map: { realise: 'carry out', realises: 'carries out', realised: 'carried out', realising: 'carrying out', realize: 'carry out', realizes: 'carries out', realized: 'carried out', realizing: 'carrying out' },
    suggest: '{map:w}',
    examples: [['Last month our team realised a big survey of our customers.', 'Last month our team carried out a big survey of our customers.']],
  },
  {
    // "This towel is so morbid": mórbido, morbido mean soft. In English morbid is about death and illness.
    id: 'morbid-for-soft',
    category: 'word-choice',
    explanation: "'Morbid' means too interested in death or illness; something pleasant to touch is soft.",
    pattern: String.raw`\b(?:towels?|pillows?|cushions?|blankets?|sofa|couch|bed|mattress|bread|cake|sponge|skin|hair|fur|fabric|sweater|jumper|scarf|carpet|rug|teddy|cheese|dough|cotton|wool|sheets?)\s+(?:is|are|feels?|felt|was|were|looks?)\s+(?:so\s+|very\s+|really\s+|nice\s+and\s+|lovely\s+and\s+)?(?<w1>morbid)\b|\b(?<w2>morbid)\s+(?=(?:towels?|pillows?|cushions?|blankets?|sofa|couch|bed|mattress|bread|sponge|skin|fur|fabric|sweater|jumper|scarf|carpet|rug|teddy|cotton|wool|sheets?)\b)`,
    suggest: 'soft',
    examples: [['The new pillow is so morbid, I slept very well.', 'The new pillow is so soft, I slept very well.'], ['I bought a morbid blanket for the winter.', 'I bought a soft blanket for the winter.']],
  },
  {
    // "I attended you for an hour outside the cinema": attendre, atender a, attendere mean wait (for).
    // Only a person attended for a length of time: "a nurse attended him" is the other sense.
    id: 'attend-for-wait',
    category: 'word-choice',
    explanation: "To attend is to be at a class or event; to stay until someone comes is to wait for them: 'I waited for you for an hour.'",
    pattern: String.raw`\b(?<w>(?<v>attend|attends|attended|attending)\s+(?<o>you|me|him|her|us|them))\s+(?=for\s+(?:an?|one|two|three|four|five|ten|twenty|thirty|forty|half\s+an|\d+|over\s+an?|more\s+than\s+an?)\s*(?:hours?|minutes?|ages)\b|for\s+ages\b)`,
    map: { attend: 'wait', attends: 'waits', attended: 'waited', attending: 'waiting' },
    suggest: '{map:v} for {o}',
    examples: [['I attended you for an hour outside the cinema yesterday!', 'I waited for you for an hour outside the cinema yesterday!']],
  },
  {
    // "The location of the van was cheap": location, locación, locazione mean renting. In English a
    // location is a place; only a price said of it shows the learner meant the rental.
    id: 'location-for-rental',
    category: 'word-choice',
    explanation: "In English a location is a place; paying to use a car, van or flat for a while is renting it, the rental (British English also says hire): 'The van rental was cheap.'",
    pattern: String.raw`\b(?<w>location)\s+of\s+(?:the|a|an|our|my|your)\s+(?:van|car|bike|bicycle|boat|skis|scooter|truck|lorry|minibus|camper(?:van)?|flat|apartment|house|villa|chalet)\b(?=[^.!?]*\b(?:cheap|expensive|cost|costs|price|prices|euros?|pounds?|dollars?|pay|paid|a\s+day|per\s+day|a\s+week|per\s+week)\b)`,
    suggest: 'rental',
    examples: [['The location of the van for our move was really cheap.', 'The rental of the van for our move was really cheap.']],
  },
  {
    // "I booked a double camera at the hotel": camera, chambre mean a room. In English a camera takes photos.
    id: 'camera-for-room',
    category: 'word-choice',
    explanation: "A camera takes photos; where you sleep in a hotel is a room (a single, double or twin room).",
    pattern: String.raw`\b(?:double|single|twin|triple|sea-view)\s+(?<w1>cameras?)\b|\b(?<w2>cameras?)\s+(?=(?:for|with)\s+(?:one|two|three|four|\d)\s+(?:people|persons|adults|nights?|beds?)\b)`,
    suggest: (g: Groups) => (/s$/i.test(g.w1 ?? g.w2 ?? '') ? 'rooms' : 'room'),
    examples: [['We booked a double camera at the hotel.', 'We booked a double room at the hotel.'], ['Do you have a camera for two people tonight?', 'Do you have a room for two people tonight?']],
  },
];
