// The partner's own short answers, for "what about you?" and "do you like …?". An answer is found
// for a question by the first entry whose `match` fits it (so every question-bank question gets an
// answer per role: partner-answers.test.ts checks it); `TOPIC_ANSWERS` answers by topic tag when
// no entry matches. Data, written by hand; the teacher sounds calm and bookish, the friend casual.
export interface PartnerAnswer {
  match: RegExp;
  teacher: string;
  friend: string;
}

export const PARTNER_ANSWERS: readonly PartnerAnswer[] = [
  { match: /what are you (doing|up to)|what will you do|what('?re| are) you going to do|any plans|your plans|doing (this|at the|on the|tonight|tomorrow)/i, teacher: "I'm going to visit a small museum and cook something new.", friend: "I'm probably going to see a film with friends. Nothing wild!" },
  { match: /early bird|morning person|night owl|early riser|get up early|wake up early|stay up late/i, teacher: "Yes, I'm an early bird: I get up at six and read with my tea before work.", friend: "Not me, I'm a night owl! Mornings are hard, but I'm wide awake at midnight." },
  // Before technology ("game") and sport ("team", "match"); colour before nature ("green").
  { match: /board games?|chess|card games?|playing cards|jigsaw|crossword|sudoku|puzzles?/i, teacher: 'I love chess and crosswords; my sister and I play chess every Sunday.', friend: 'I love board games! My friends and I play Catan or cards most Fridays.' },
  { match: /\b(?:speak|know|learn(?:ing|t|ed)?) (?:any )?(?:other |foreign |more )?languages?\b|\blanguages? (?:do|can|did) you\b|\bare you bilingual\b/i, teacher: 'I speak English and Spanish, and I can read a little Portuguese. Learning languages is my favourite hobby!', friend: 'Just English and some Italian from my gran, but I want to learn Japanese one day!' },
  { match: /\bseasons?\b|\b(?:spring|summer|autumn|winter)\b/i, teacher: 'I love autumn: the colours in the park, cool mornings and a hot cup of tea.', friend: 'Summer for me! Long evenings, the beach and ice cream.' },
  { match: /colou?rs?\b/i, teacher: 'My favourite colour is dark green, like the river in summer.', friend: 'Blue, always blue! Half my clothes are blue.' },
  { match: /\bname\b/i, teacher: 'You can call me by the name at the top of the chat.', friend: 'Just use the name at the top of the chat!' },
  { match: /where .*(from|live|grow up|born)|hometown|city|country/i, teacher: 'I live in a quiet town by a river, and I love it there.', friend: "I'm from a small seaside town, but I live in the city now." },
  { match: /brother|sister|family|families|parents|mother|father|cousin|grandparent|relatives|children|kids|inherit|home mean/i, teacher: 'I have one sister; we talk every Sunday.', friend: 'I have a big family: two brothers and lots of cousins!' },
  { match: /pet|dog|cat|animal/i, teacher: 'I have an old cat called Pepper who sleeps on my books.', friend: "I don't have a pet, but I'd love a dog one day." },
  { match: /breakfast|lunch|dinner|eat|food|dish|cook|meal|restaurant|recipe|fruit|vegetable|snack|sweet|taste|chocolate|pizza|pasta|diet|cuisine/i, teacher: 'I love simple home cooking, especially soup and fresh bread.', friend: "I'm a big fan of spicy food. Curry is my favourite!" },
  { match: /drink|coffee|tea\b/i, teacher: 'I drink far too much tea, usually with a little milk.', friend: "Coffee, always coffee! I can't start the day without it." },
  // Before music, whose words include dancing.
  { match: /danc/i, teacher: "I'm not a great dancer, but I enjoy a slow waltz at a wedding.", friend: "I dance badly but happily, mostly at weddings and in my kitchen!" },
  // Before travel: the choice between the two is its own question.
  { match: /\b(?:mountains?|beach(?:es)?|seaside|coast)\b/i, teacher: "I'm a mountain person: quiet walks and cool air. The beach is too hot for me.", friend: 'The beach for me! I love swimming in the sea, though the mountains are great for hiking.' },
  { match: /music|song|sing|band|concert|instrument|guitar|piano|listen|album|lyrics|melody|vinyl|radio|stream|danc/i, teacher: 'I listen to classical music and old jazz while I work.', friend: 'I listen to pop and a bit of rock; I sing badly in the shower!' },
  { match: /film|movie|cinema|series|tv|watch|actor|director|show|character|genre|superhero|documentar/i, teacher: 'I like old black-and-white films and good documentaries.', friend: 'I love comedies and I watch far too many series.' },
  { match: /book|read|novel|author|library/i, teacher: "I'm reading a long history book at the moment, slowly!", friend: 'I read comics and the odd thriller on the bus.' },
  { match: /sport|football|tennis|swim|run|gym|exercise|team|match|fit|basketball|bike|athlet|fan\b|injur/i, teacher: 'I go for a long walk every evening; that is my sport.', friend: 'I play football with friends on Saturdays, not very well!' },
  // Before travel and work: how one gets to work, and having lived abroad, are questions of their own.
  { match: /\b(?:get|go|travel|come|commute|drive|cycle|walk) to (?:work|school|the office)\b|\bcommute\b|\bway to work\b/i, teacher: 'I walk to work: it takes about fifteen minutes along the river.', friend: 'I cycle most days; when it rains I take the bus.' },
  { match: /\b(?:lived?|living|moved?|worked) (?:abroad|overseas|in another country|in a foreign country)\b/i, teacher: 'Yes, I lived in Spain for two years when I was young. I still miss it!', friend: "Not yet! I'd love to live abroad for a year one day." },
  { match: /travel|trip|holiday|vacation|visit|country|abroad|beach|mountain|flight|hotel|touris|fly|flyer|lost somewhere|journey|place|destination/i, teacher: 'I love travelling by train. My favourite trip was to Portugal.', friend: 'I went to Greece last summer, and I want to go to Japan next!' },
  { match: /work|job|office|boss|colleague|career|salary|meeting|manager|quit/i, teacher: 'I teach English, of course, and I really enjoy it.', friend: 'I chat with learners like you all day. It is a fun job!' },
  { match: /school|all-nighter|taught yourself|give a talk|study|studies|class|subject|exam|university|teacher|homework|learn|student|degree|english/i, teacher: 'My favourite subject at school was history.', friend: 'At school I loved art and hated maths!' },
  { match: /weekend|free time|hobby|hobbies|evening|relax|spare|collect|draw|nerd|into\b|switch(ing)? off|bed\b|habit|self-care|productiv|leisure|bored/i, teacher: 'At the weekend I read, cook and walk by the river.', friend: 'At the weekend I meet friends, watch films and sleep a lot!' },
  { match: /weather|season|summer|winter|spring|autumn|rain|sun|snow|cold|hot/i, teacher: 'I like autumn best: cool air and colourful trees.', friend: 'Summer, for sure. I love the sun!' },
  { match: /phone|computer|app|internet|technology|online|offline|social media|game|robot|ai\b|laptop|gadget|autocorrect|early adopter|tabs|scroll/i, teacher: 'I use technology for work, but I still prefer paper books.', friend: 'I spend too much time on my phone, to be honest!' },
  { match: /shop|buy|bought|clothes|money|market|price|spend|spent|brand|gift|present|second-hand|fashion|retail|salesperson|consum/i, teacher: 'I prefer small local shops to big shopping centres.', friend: 'I love markets; I always buy more than I need!' },
  { match: /health|sleep|doctor|healthy|ill|sick|stress|tired|walk|body/i, teacher: 'I try to sleep eight hours and walk every day.', friend: "I try to eat well, but I'm not very good at sleeping early!" },
  { match: /\b(?:gardens?|gardening|balcony|allotment|houseplants?|grow(?:ing)? (?:vegetables|herbs|flowers|tomatoes))\b/i, teacher: 'I only have a balcony, but I grow herbs and tomatoes on it.', friend: "I've got a tiny balcony full of plants; the basil is doing really well!" },
  { match: /nature|park|garden|plant|tree|sea|river|forest|environment|recycl|climate|flower|hik|camp|wilderness|biodiversity|off-grid|expedition|green|sustainab|flying/i, teacher: 'I love being near the river; nature helps me think.', friend: 'I love hiking in the hills when I have time.' },
  { match: /culture|tradition|festival|celebrat|museum|art|history|historical|language|custom|holiday|painting|buildings|new year|motto|home town|authentic/i, teacher: 'I love museums and learning about other countries\' traditions.', friend: 'My favourite festival is New Year: fireworks and good food!' },
  { match: /friend|people|party|meet|call when|society|role model|religion|superstition|irrational/i, teacher: 'I have a few close friends from university.', friend: 'I love meeting new people, like you!' },
  { match: /future|plan|dream|goal|want to|would you like|next year|change|wish/i, teacher: "One day I'd like to write a small book about words.", friend: 'My dream is a long trip around South America.' },
  { match: /morning|day|routine|get up|wake|usually|every day/i, teacher: 'I get up early, have tea and read the news.', friend: "I'm not a morning person, so I start slowly with coffee." },
  { match: /favou?rite|best|like best|prefer/i, teacher: 'That is hard to choose! I like quiet, simple things best.', friend: "Too hard to pick just one, but I love trying new things!" },
  { match: /think|opinion|believe|agree|should|why|important|better|good idea|feel about|how do you feel/i, teacher: 'I think it depends, but I like hearing different views.', friend: "Honestly? I'm still making up my mind about that!" },
  { match: /./, teacher: 'Good question! I like quiet evenings with a good book.', friend: 'Good question! I like films, food and good chats.' },
];

// Each pattern's words must start a word: "tea" is not in "teacher", nor "art" in "party".
const AT_WORD_START = PARTNER_ANSWERS.map((a) => new RegExp(`\\b(?:${a.match.source})`, a.match.flags));

/** "Ms Rivera, do you speak …?", "Do you have a hobby, teacher?": the name the learner calls the partner is not the topic ("Rivera" is no river). */
const withoutAddress = (question: string) => question.replace(/(?:^|,\s*)(?:teacher|sam|miss|sir|friend|buddy|mate|(?:ms|mrs|mr|dr)\.?\s+\w+)\b[,:]?\s*/gi, ' ').trim();

/**
 * "I love autumn. What's your favourite season?": when the partner's own choice is the learner's too,
 * it says so ("Autumn is my favourite too!") instead of answering as if the learner had not spoken.
 */
export function sameChoiceLead(own: string, learnerLine: string): string | null {
  const choice = own.split(/[:,.!;]/)[0]!.split(/\s+/).find((w) => w.length >= 4 && !/^(?:love|like|really|always|think|probably|would|pick)$/i.test(w) && new RegExp(`\\b${w}\\b`, 'i').test(learnerLine));
  return choice ? `${choice.charAt(0).toUpperCase()}${choice.slice(1).toLowerCase()} is my favourite too!` : null;
}

/** Words after "Are you …?" that are no trait to own up to a little of ("Are you ok?", "Are you there?"). */
const NOT_A_TRAIT = /^(?:ok|okay|fine|well|good|alright|sure|serious|kidding|joking|there|here|ready|real|human|free|busy|happy|sad|tired|awake|alive|sick|ill|married|single|new|back|done|finished|listening|vegetarian|vegan|allergic|adopted|pregnant|retired|employed|unemployed|divorced|engaged|online|offline)$/i;

/**
 * A question no entry is about, answered in its own words rather than with a line about something
 * else: "Do you ever nap in the afternoon?" → "Sometimes, yes: I nap in the afternoon now and then.",
 * "Are you superstitious?" → "Am I superstitious? A little, perhaps, like most people." Only short, plain shapes;
 * a yes-or-no state (NOT_A_TRAIT) is left to the general line.
 */
function inOwnWords(asked: string, roleKind: 'teacher' | 'friend'): string | null {
  const q = asked.trim().replace(/[?!.\s]+$/, '');
  const does = /^do you (?:ever |often |sometimes |usually |still |also )?((?!(?:like|love|hate|want|know|think|have|mean|remember|understand|speak|prefer|mind|need)\b)[a-z]+(?: [a-z']+){0,5})$/i.exec(q)?.[1];
  if (does && !/\b(?:i|me|my|mine|we|us|our)\b/i.test(does)) {
    const own = does.replace(/\byour\b/gi, 'my').replace(/\byourself\b/gi, 'myself').toLowerCase();
    return roleKind === 'teacher' ? `Sometimes, yes: I ${own} now and then.` : `Sometimes, yeah! I ${own} now and then.`;
  }
  const trait = /^are you (?:a bit |very |really )?([a-z]{4,})$/i.exec(q)?.[1];
  if (trait && !NOT_A_TRAIT.test(trait) && !/ing$/i.test(trait)) return roleKind === 'teacher' ? `Am I ${trait.toLowerCase()}? A little, perhaps, like most people.` : `Me, ${trait.toLowerCase()}? A little, maybe!`;
  return null;
}

/** What the partner says about a topic when asked in general ("do you like music?"). */
export function partnerAnswerFor(question: string, roleKind: 'teacher' | 'friend'): string {
  const asked = withoutAddress(question);
  const index = AT_WORD_START.findIndex((re) => re.test(asked));
  if (index === PARTNER_ANSWERS.length - 1) return inOwnWords(asked, roleKind) ?? PARTNER_ANSWERS[index]![roleKind];
  return (PARTNER_ANSWERS[index] ?? PARTNER_ANSWERS[PARTNER_ANSWERS.length - 1]!)[roleKind];
}

/** The partner's answer for a question only when an entry is about it (not the catch-all last one). */
export function partnerAnswerAbout(question: string, roleKind: 'teacher' | 'friend'): string | null {
  const asked = withoutAddress(question);
  const index = AT_WORD_START.findIndex((re) => re.test(asked));
  return index >= 0 && index < PARTNER_ANSWERS.length - 1 ? PARTNER_ANSWERS[index]![roleKind] : null;
}
