// "A correction that teaches wrong English is worse than none" (issue 14): every wrong correction
// found on the chat-turn corpora, through the real engine (Harper + learner rules) and the gate.
// Each either gets no correction or the right one; add new finds here.
import { beforeAll, describe, expect, it } from 'vitest';
import { createGrammarEngine, type OfflineGrammarEngine } from './grammar-engine';
import { correctTurn } from './turn-correction';

let engine: OfflineGrammarEngine;
beforeAll(async () => {
  engine = await createGrammarEngine();
});

const correct = (text: string, voice = false) => correctTurn(engine, { text, level: 'everything', voice });
const applied = (text: string, c: { start: number; end: number; fix: string } | null) => (c ? text.slice(0, c.start) + c.fix + text.slice(c.end) : text);

describe('right chat turns that were "corrected" (rounds 2 and 3)', () => {
  it.each([
    ["My name is spelled T-R-A-N, like 'train' without the i.", 'i → I: a letter, not the pronoun'],
    ['Can I have a croissant and a flat white?', 'a flat white → a white flat: a drink'],
    ['It cost €12.50, which is cheap for Paris.', 'cost → costs: the past is the base form'],
    ['I work in HR at an NGO.', 'an → a: an acronym read as letters'],
    ["I'm doing an MBA online.", 'an → a'],
    ['We met at a UX conference in NYC.', 'a → an'],
    ['Neither of my parents speaks English.', 'speaks → speak: the subject is "neither"'],
    ["It's essential that every student arrive on time.", 'arrive → arrives: a subjunctive'],
    ['Each of the children has a tablet.', 'has → have: the subject is "each"'],
    ['My friend Youssef runs a riad in Marrakech.', 'riad → rad'],
    ['I practise tai chi in the park.', 'tai → tab'],
    ['The café has a great ambience.', 'ambience → ambiance: a British spelling'],
    ['Have you ever tried injera with doro wat?', 'doro → dobro'],
    ['Is it pavlova or pav? My Australian friends say pav.', 'pav → pa'],
    ['thx a lot!', 'thx → the'],
    ['ahh I see', 'ahh → ah'],
    ["It's flat 12B, Block C, Tsim Sha Tsui.", "It's → Its"],
    ["It's half six here, so I'm making dinner.", "It's → Its"],
    ['The exam is on 3 June, at 9 a.m.', 'a → an: the "a" of a.m.'],
  ])('%s (was %s)', async (text) => {
    expect(await correct(text)).toBeNull();
  });

  it.each([
    ['my email is anna dot nowak at gmail dot com', 'nowak → noway: an address read aloud'],
    ['we went to barcelona in july', 'july → jury'],
    ['my email is tom dot lee at gmail dot com', 'gmail → grail'],
    ['my favourite band is bts', 'bts → bus'],
    ['my surname is spelled k o w a l s k i', 'a → an: spelled letters'],
  ])('voice turn: %s (was %s)', async (text) => {
    expect(await correct(text, true)).toBeNull();
  });
});

describe('learner errors that got a wrong fix: now none, or the right one', () => {
  it.each([
    ['She is very intelligente.', 'intelligence', ['She is very intelligent.']],
    ['I was borned in 1992.', 'borne', ['I was born in 1992.']],
    ['My car was stoled last week.', 'stole', ['My car was stolen last week.']],
    ['I have a lot of bussiness meetings.', 'bossiness', ['I have a lot of business meetings.']],
    ["We're going to spain in august.", 'slain', ["We're going to Spain in august.", "We're going to spain in August."]],
  ])('%s (was → %s)', async (text, _wrongFix, rights) => {
    const c = await correct(text);
    if (c) expect(rights).toContain(applied(text, c));
  });
});

describe('near misses: the same shapes that are errors are still corrected', () => {
  it.each([
    ['I need to buy a new calender.', 'I need to buy a new calendar.'],
    ['It was an university.', 'It was a university.'],
    ['He is an European citizen.', 'He is a European citizen.'],
    ['My parents lives in Madrid.', 'My parents live in Madrid.'],
    ['It make me happy.', 'It makes me happy.'],
    ['Look at that dog! It\'s tail is so long.', 'Look at that dog! Its tail is so long.'],
    ['i think so', 'I think so'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });
});

// Round 4 (measured unseen, then tuned on): corrections that taught wrong English or changed what
// was meant. New wordings of its shapes, not its items.
describe('wrong corrections found on round 4', () => {
  const cases: Array<[string, string | null, string | null]> = [
    // A past story: the verb goes to the past, never to -s.
    ['He help me a lot when I moved to Leeds.', 'help', 'helped'],
    ['Last month we had a party. My cousin bring a cake.', 'bring', 'brought'],
    // Adjectives are not verbs: no do-question.
    ['Is the pharmacy open on Sundays?', null, null],
    // Drawn-out words, numbers read out, dishes.
    ['Mmm, sooo good!', null, null],
    ['My code is five five two two.', null, null],
  ];
  it.each(cases)('"%s"', async (text, wrong, fix) => {
    const { checkTurn } = await import('./turn-correction');
    const { createGrammarEngine } = await import('./grammar-engine');
    const engine = await createGrammarEngine();
    const result = await checkTurn(engine, { text, level: 'everything' });
    if (wrong === null) expect(result.correction).toBeNull();
    else expect(result.correction).toMatchObject({ wrong, fix });
  });
});

// Round 5 (measured unseen, then tuned on): fixes that would have taught wrong English. New
// wordings of its shapes, not its items; each now gets the right fix or none.
describe('wrong corrections found on round 5', () => {
  it.each([
    // After be or have the verb is a participle: "was stolen", never "was stole".
    ['My wallet was stealed on the train.', 'My wallet was stolen on the train.'],
    ['The window was breaked by the wind.', 'The window was broken by the wind.'],
    // "been to" is "went to", never "was to".
    ['We have been to Lisbon two years ago.', 'We went to Lisbon two years ago.'],
    // A state verb has no continuous form: "have known", never "have been knowing".
    ['I am knowing my best friend for twenty years.', 'I have known my best friend for twenty years.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    // "very well" is how she plays, not a kind of guitar.
    ['He plays the guitar very well.'],
    ['She sings that song very well.'],
    // Be with "for" is a stay: no present perfect.
    ['My aunt is in Madrid for a few weeks.'],
    ["I'm at my parents' house for two days."],
    // A letter is said by its name: "a U", "an S".
    ['My name has a U in the middle.'],
    ["Is that an S or a C?"],
    // A web address with a path is a link, whatever its ending.
    ['The form is at school.example/apply if you want it.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on round 9', () => {
  it.each([
    // A word the learner explains right after, or names as a dish, is one they know English lacks.
    ['My favourite snack is khachapuri, a kind of cheese bread.'],
    ['We always eat pierogi, a traditional dish from Poland.'],
    ['My favourite food is plov.'],
    // "felt" is right for feelings, also with on and over: no "fell".
    ['I felt on top of the world after the exam.'],
    ['She felt down all week.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });

  it.each([
    ['I am have two brothers.', 'I have two brothers.'],
    ['She is have a new bike.', 'She has a new bike.'],
    ["I'm afraid of mosquito and wasp.", "I'm afraid of mosquitoes and wasps."],
    ['Last winter my dad felt off his bike.', 'Last winter my dad fell off his bike.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });
});

describe('found on round 13', () => {
  it.each([
    // "which" + a helping verb already has its auxiliary: it is no "which book" missing one.
    ['I prefer the mountains to the beach. Which do you like more?'],
    ['Which is your favourite season?'],
    ['Which can I choose, the red one or the blue one?'],
    // One of the two is the subject's owner, not a second subject.
    ["My sister and her husband's dog lives with us now."],
    ['My sister and her husband live in Accra.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });

  it.each([
    ['Which book you want?', 'Which book do you want?'],
    ['My brother and his wife lives in Lagos.', 'My brother and his wife live in Lagos.'],
    ['My mum and dad was at the airport.', 'My mum and dad were at the airport.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });
});

describe('found on round 15', () => {
  it.each([
    // "The more …, the …" compares two changes; it is no superlative missing "most".
    ['The more we practise at home, the better we speak in class.'],
    ['The more people you meet in a new city, the happier you feel.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });

  it.each([
    ['It is the more expensive hotel in the city.', 'It is the most expensive hotel in the city.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });
});

describe('found on round 15 (tuning)', () => {
  it.each([
    // "own" after a possessive describes the noun; it is no verb wanting "a".
    ['i am building my own computer this weekend', true],
    ['She wants her own room.', false],
    // "have … years" that is no age.
    ['We have two years to finish the project.', false],
    ['I have ten years of experience.', false],
  ])('no correction: %s', async (text, voice) => {
    expect(await correct(text, voice)).toBeNull();
  });

  it.each([
    ['What kind of music you like?', 'What kind of music do you like?'],
    ['Our new teacher has only twenty-four years.', 'Our new teacher is only twenty-four years old.'],
    ['My grandparents have eighty years.', 'My grandparents are eighty years old.'],
    ['I have 19 years.', 'I am 19 years old.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });
});

describe('found on round 15 (tuning): facts about a life take the present simple', () => {
  // "I am speaking three languages at home" is wrong English: where you live, your job and your
  // languages are not actions now, so "am/is/are" goes and the verb stays plain.
  it.each([
    ['We are speak Portuguese with our grandmother.', 'We speak Portuguese with our grandmother.'],
    ['My cousin and I are live near the stadium.', 'My cousin and I live near the stadium.'],
    ["I'm work for a small design company.", 'I work for a small design company.'],
    ['He is work as a nurse in the city hospital.', 'He works as a nurse in the city hospital.'],
    // A word for now makes it true for now: the -ing form is right then.
    ['She is live with her aunt this year.', 'She is living with her aunt this year.'],
    ['I am work from the library at the moment.', 'I am working from the library at the moment.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });
});

describe('found on round 16 (tuning)', () => {
  it.each([
    // "very" never goes straight before a verb.
    ['We very enjoy the long summer evenings.', 'We really enjoy the long summer evenings.'],
    // A singular person with a hobby verb takes -s.
    ['My uncle paint landscapes in his free time.', 'My uncle paints landscapes in his free time.'],
    // Kinds of animals in general are plural.
    ['My son is afraid of lion.', 'My son is afraid of lions.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['I very much like the new timetable.'],
    ['She is very like her grandmother.'],
    ['We love whale watching in the autumn.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on round 12 (tuning, after round 16)', () => {
  it.each([
    ['My aunt collects old coin from every country she visits.', 'My aunt collects old coins from every country she visits.'],
    ['I need to look at my baby sister this evening.', 'I need to look after my baby sister this evening.'],
    ['If she would have more time, she would learn the piano.', 'If she had more time, she would learn the piano.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    // An Italian word for grandma: Harper's "negative word" lint named no negative word for it.
    ['My nonna cooks every Sunday.'],
    ['We collect stamps and coins.'],
    ["I had to look at my brother's essay."],
    ['If it would help, I could call them.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on round 13 (tuning, after round 16)', () => {
  it.each([
    ['We went to the library to buy a cookbook.', 'We went to the bookshop to buy a cookbook.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([['She goes to the library to study after school.'], ['I borrowed it from the library and bought a copy later.']])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on round 11 (tuning, after round 16)', () => {
  // Harper turned the object "whom" into "who": right English made wrong.
  it.each([['Whom should I ask about the tickets?'], ['To whom did you send the letter?']])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on round 17 (tuning)', () => {
  it.each([
    // A habit with am/is/are before a frequency word and a verb: the present simple.
    ['We are often eat dinner very late.', 'We often eat dinner very late.'],
    ["He's never remember my birthday.", 'He never remembers my birthday.'],
    // Irregular pasts from the lexicon's whole list, and their participles after have or be.
    ['The storm blowed the fence down.', 'The storm blew the fence down.'],
    ['A wasp has stinged my arm.', 'A wasp has stung my arm.'],
    // A question with have takes the participle too (it gave "drank" before).
    ['Have you ever drinked mate?', 'Have you ever drunk mate?'],
    // A job after be or become needs a/an; verbs like keep take -ing; "say" with a person is "tell".
    ['My son wants to become architect.', 'My son wants to become an architect.'],
    ['The baby next door keeps to cry.', 'The baby next door keeps crying.'],
    ['Nobody forgets to call me, but he keeps to forget.', 'Nobody forgets to call me, but he keeps forgetting.'],
    ['He said us the answer.', 'He told us the answer.'],
    // Fruit and vegetables bought or grown as a kind are plural.
    ['We sell banana and orange at the stall.', 'We sell bananas and oranges at the stall.'],
    // False friends, only where the words around them show the meaning.
    ['My cousin got embarrassed again, the twins are due in June.', 'My cousin got pregnant again, the twins are due in June.'],
    ["Could I have your grandma's receipt for apple pie?", "Could I have your grandma's recipe for apple pie?"],
    ['I assisted the lecture on Monday.', 'I attended the lecture on Monday.'],
    ['My eyes are sensible to light.', 'My eyes are sensitive to light.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['I am always hungry after swimming.'],
    ['My eyes teared up at the end of the film.'],
    ['She was so embarrassed when she fell over.'],
    ['Can I get a receipt for the cake, please?'],
    ['I assisted the nurse with the bandages.'],
    ['He gave a very sensible answer.'],
    ['She wants to be a doctor.'],
    ['They hanged the picture in the hall.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on round 18 (tuning)', () => {
  it.each([
    // A past event placed on a day in the sentence before: "dances" there taught the wrong tense.
    ['The concert was on Friday. My sister sing two songs.', 'The concert was on Friday. My sister sang two songs.'],
    ['He is knowing my cousin from school.', 'He knows my cousin from school.'],
    ["We're not understanding the instructions.", "We don't understand the instructions."],
    ['How long time did the film last?', 'How long did the film last?'],
    ["We'll start dinner when they will get home.", "We'll start dinner when they get home."],
    ['I wrote the dentist in my agenda, next to my other appointments.', 'I wrote the dentist in my diary, next to my other appointments.'],
    ["I'm constipated and I need tissues for my nose.", 'I have a cold and I need tissues for my nose.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ["I'll ask him when he will be free."],
    ['Nobody knows when it will stop raining.'],
    ['The agenda for the meeting is long.'],
    ['The market is on Sunday. My uncle sells fish there.'],
    ["I'm loving this weather."],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on round 19 (tuning)', () => {
  it.each([
    // "My son paints faces" after "The school fair was on Friday" taught the wrong tense.
    ['The school fair was on Friday. My son paint faces all afternoon.', 'The school fair was on Friday. My son painted faces all afternoon.'],
    ["In my country it's a costume to take off your shoes at home.", "In my country it's a custom to take off your shoes at home."],
    ['I keep all my bills in a blue carpet.', 'I keep all my bills in a blue folder.'],
    ['My father works in a car fabric in the city.', 'My father works in a car factory in the city.'],
    ['All my parents came to my wedding, about eighty people!', 'All my relatives came to my wedding, about eighty people!'],
    ['Can I become a coffee, please?', 'Can I have a coffee, please?'],
    ['The man who he sold me the fish was very friendly.', 'The man who sold me the fish was very friendly.'],
    // "kangarooes" would have been taught: nouns in -oo take -s.
    ['On the boat trip we saw dolphin and kangaroo.', 'On the boat trip we saw dolphins and kangaroos.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['The national costume in my country is very colourful.'],
    ['She works in a fabric shop.'],
    ['Both my parents came to the party.'],
    ['He became a ticket inspector.'],
    ['The man who he met was tall.'],
    ['The woman who she gave the book to was my aunt.'],
    ['That is the reason that it was so cheap.'],
    ['I spilled wine on the carpet.'],
    ['We saw Lion King yesterday.'],
    ['I saw a bear in the forest.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on the tuned rounds 10 to 14 (tuning, this session)', () => {
  it.each([
    ['My aunt came to stay on Friday. We bake bread all morning.', 'My aunt came to stay on Friday. We baked bread all morning.'],
    ['The wedding was on Saturday. The guests dance until midnight.', 'The wedding was on Saturday. The guests danced until midnight.'],
    // "had" alone was shown for "would have", and "use the past simple" taught for the past perfect.
    ['If she would have called me, I would have come.', 'If she had called me, I would have come.'],
    ['My dad is so sensible that he cries at weddings.', 'My dad is so sensitive that he cries at weddings.'],
    ['Our neighbour is very sympathetic, she always smiles and chats with us.', 'Our neighbour is very friendly, she always smiles and chats with us.'],
    ["We could eventually meet on Monday, but I'm not sure.", "We could possibly meet on Monday, but I'm not sure."],
    ['Could you control my homework, please?', 'Could you check my homework, please?'],
    ['She worked like a waitress in Lisbon.', 'She worked as a waitress in Lisbon.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['She works like a machine.'],
    ['The nurse was very sympathetic when my father was ill.'],
    ['Eventually, the bus came.'],
    ['Our coach controls the team well.'],
    ['The fair was on Sunday. The shops open at nine on weekdays.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on rounds 20 and 21 (tuning)', () => {
  it.each([
    ['Our puppy has ten weeks.', 'Our puppy is ten weeks old.'],
    ['My little sister has nineteen years.', 'My little sister is nineteen years old.'],
    ['Most people prefer summer than winter.', 'Most people prefer summer to winter.'],
    ['Her hair were blonde when she was small.', 'Her hair was blonde when she was small.'],
    ['He was born in Lagos and he grow up near the market.', 'He was born in Lagos and he grew up near the market.'],
    ['The match was last Sunday. Our goalkeeper drop the ball twice.', 'The match was last Sunday. Our goalkeeper dropped the ball twice.'],
    ['We made so many photos at the wedding.', 'We took so many photos at the wedding.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    // A length of time, not an age; "rather than" is right after prefer; single hairs are countable.
    ['My contract has six months left.'],
    ['The course has twelve weeks of classes.'],
    ['I prefer to cycle rather than take the bus.'],
    ['She prefers working at home.'],
    ['There are two hairs in my soup.'],
    ['I was born in Lima and I live in Madrid now.'],
    ['I was born in Lima and live in Madrid.'],
    ['She was born in Cork and she grows up fast, like all kids.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on rounds 20 and 21 (tuning, second pass)', () => {
  it.each([
    ['My nephew paints tiger and lion on his bedroom wall.', 'My nephew paints tigers and lions on his bedroom wall.'],
    ['How many cousins you have?', 'How many cousins do you have?'],
    ['She works in the small magazine on our street.', 'She works in the small shop on our street.'],
    ['We pretend to move to Canada next spring.', 'We plan to move to Canada next spring.'],
    ['I have too much lecture to finish before the exam.', 'I have too much reading to finish before the exam.'],
    ['This is the more beautiful beach of the island.', 'This is the most beautiful beach of the island.'],
    ['The waitress brought the letter and we chose the soup.', 'The waitress brought the menu and we chose the soup.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['How many of you play the guitar?'],
    ['My grandmother wrote me a letter from Chile.'],
    ['She pretends to be asleep when I come home.'],
    ['We have three lectures on Monday.'],
    ['I read it in a magazine at the dentist.'],
    ['I drew a picture of my cat and dog.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on rounds 22 and 23 (tuning)', () => {
  // Wrong English the check taught: "Why you always" → "Why does you alway", "for study" → "for studying".
  it.each([
    ['Why you never answer my messages?', 'Why do you never answer my messages?'],
    ['Why she always leave so early?', 'Why does she always leave so early?'],
    ['We moved here for learn English.', 'We moved here to learn English.'],
    ['I saw the news in the TV this morning.', 'I saw the news on TV this morning.'],
    ['My train was cancelled on Monday. We wait two hours for a bus.', 'My train was cancelled on Monday. We waited two hours for a bus.'],
    ['Is your old school have a library?', 'Does your old school have a library?'],
    ["We didn't eat meat since January.", "We haven't eaten meat since January."],
    ['After lunch I lied on the sofa for an hour.', 'After lunch I lay on the sofa for an hour.'],
    ['The cat teared the curtains again.', 'The cat tore the curtains again.'],
    ['Please give this card at your sister.', 'Please give this card to your sister.'],
    ["It's five years that we live in Oslo.", 'We have lived in Oslo for five years.'],
    ['The dentist gave me a recipe for painkillers.', 'The dentist gave me a prescription for painkillers.'],
    ['I got a bad note in the maths exam.', 'I got a bad mark in the maths exam.'],
    ['What a big deception, the concert was cancelled.', 'What a big disappointment, the concert was cancelled.'],
    ['Can you give me the direction of the hotel?', 'Can you give me the address of the hotel?'],
    ['She has a preoccupation about money.', 'She has a worry about money.'],
    ['We talked about open a small café together.', 'We talked about opening a small café together.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    // "since" meaning because; a letter's plural; a person spoken to; likeness (it was "likes" before this
    // round); eyes full of tears.
    ["I didn't go out since I was ill."],
    ["Why does 'running' have two n's?"],
    ['Dot your i\'s and cross your t\'s.'],
    ['Is your sister like your mother?'],
    ['Her eyes teared up at the end of the film.'],
    ['I posted the letter at the post office.'],
    ['She hit a high note in music class.'],
    ['I took notes in the history class.'],
    ['The film is about a clever deception by two brothers.'],
    ['Turn left and follow the direction of the river.'],
    ['It is ten years since I left school.'],
    ['We went there for work last year.'],
    ['He lied to the police about the accident.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });

  it('leaves a name on a voice turn alone: "what about you sam"', async () => {
    expect(await correct('i love rainy days what about you sam', true)).toBeNull();
  });
});

describe('found on round 24 (tuning)', () => {
  // Wrong English the check taught: "worrying" → "worryed"; "14:30 in room B-204" → "rooms".
  it.each([
    ['I was very worrying about the interview.', 'I was very worried about the interview.'],
    ['Our three kids have six and nine years.', 'Our three kids are six and nine years old.'],
    ['We singed happy birthday to my grandmother.', 'We sang happy birthday to my grandmother.'],
    ['Yesterday I waked up very late.', 'Yesterday I woke up very late.'],
    ['You must make attention in class.', 'You must pay attention in class.'],
    ['Her favourite hobby is paint.', 'Her favourite hobby is painting.'],
    ['We eat usually at home on Sundays.', 'We usually eat at home on Sundays.'],
    ['Do you can speak more slowly?', 'Can you speak more slowly?'],
    ['My students have a lot of fantasy when they write.', 'My students have a lot of imagination when they write.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['The train leaves at 9:45 from platform 3.'],
    ['Flight 214 to Lisbon is delayed.'],
    ['I was worrying about you all night.'],
    ['She was really worrying about the interview.'],
    ['I was annoying my little sister on purpose.'],
    ['I singed my fingers on the oven.'],
    ['I have always liked jazz.'],
    ['Do you think you can come?'],
    ['Fantasy novels are my favourite.'],
    ['My favourite sport is swimming.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on round 25 (tuning)', () => {
  it.each([
    ['We need warm boot and glove for the mountains.', 'We need warm boots and gloves for the mountains.'],
    ['The alarm ringed twice but I slept.', 'The alarm rang twice but I slept.'],
    ['The train was too crowd this morning.', 'The train was too crowded this morning.'],
    ['The school is near from the station.', 'The school is near the station.'],
    ['My brother plays the piano really good.', 'My brother plays the piano really well.'],
    ['We have so much thirst after the run.', 'We are so thirsty after the run.'],
    ['The concert was a huge exit!', 'The concert was a huge success!'],
    ['I have an important compromise tomorrow morning.', 'I have plans tomorrow morning.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['They ringed the wrong answers in red.'],
    ['Please use the emergency exit.'],
    ['We made a compromise with the landlord.'],
    ['He cooks good food.'],
    ['The crowd was huge.'],
    ['I lost one glove yesterday.'],
    ['I live near the station, far from the centre.'],
  ])('no correction: %s', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found by the voice-turn journey: "too" at the end of a clause, with no full stop', () => {
  it.each([
    ['i would like a large coffee too i would like you would charge coffee please', true],
    ['i like it too i think', true],
    ['me too we can go now', true],
    ['i love pizza too she loves pasta', true],
    ['We are going too they said.', false],
  ])('no "too" → "to": %s', async (text, voice) => {
    const correction = await correct(text, voice);
    expect(correction?.fix).not.toBe('to');
  });

  it.each([
    ['I want too go home.', 'I want to go home.'],
    ['I gave it too him yesterday.', 'I gave it to him yesterday.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });
});

describe('found on round 29 of the blind probes: a comparative, a past and a word used in its English sense', () => {
  it.each([
    ["I'm torn, because the air is cleaner but shops sometimes suffer.", 'cleaner → a cleaner: the comparative, not the job'],
    ['She dove into the lake without a word.', 'dove → doves: the American past of dive'],
    ['I realised the survey was wrong.', 'realised → carried out: understanding, not doing'],
    ['I work at a restaurant, and my chef gave me Friday off.', 'chef → boss: in a kitchen the chef may be the boss'],
  ])('no correction: %s (%s)', async (text) => {
    expect(await correct(text)).toBeNull();
  });

  it('fixes "The most of people" without leaving "The most people"', async () => {
    const text = 'The most of people in my country speak two languages.';
    expect(applied(text, await correct(text))).not.toMatch(/\bThe most people\b/);
  });

  it('still calls someone who cleans for a living a cleaner', async () => {
    const text = 'She works as cleaner in a hotel.';
    expect(applied(text, await correct(text))).toBe('She works as a cleaner in a hotel.');
  });
});

describe('found on round 30 of the blind probes: a present perfect question and an everyday word Harper lacks', () => {
  it.each([
    ['How long you have worked at the hospital?', 'How long have you worked at the hospital?'],
    ['Why he has taken my umbrella?', 'Why has he taken my umbrella?'],
    // "have" as the main verb still takes do
    ['How long you have this cough?', 'How long do you have this cough?'],
  ])('a question without its helping verb first: %s → %s (never "do you have worked")', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['The hotel camera filmed the thief.', 'a security camera is a camera'],
    ['I feel a bit morbid reading about old murders.', 'morbid about death is English'],
    ['You have reason to be angry.', 'a cause, in English'],
    ['I think my sister has reasons for leaving.', 'reasons for something'],
  ])('no false-friend correction: %s (%s)', async (text) => {
    expect(await correct(text)).toBeNull();
  });

  it('leaves "wifi" alone in the grammar check, where Harper guessed "wife"', async () => {
    const result = await engine.check('Does the library have free wifi?');
    expect(result.corrected).toBe('Does the library have free wifi?');
  });
});

describe('found on round 31 of the blind probes: a question with a modal, a cook, a discount and things bought', () => {
  it.each([
    ['When you will call me back?', 'When will you call me back?'],
    ['Where we can buy tickets for the match?', 'Where can we buy tickets for the match?'],
    ['What I should wear to the interview?', 'What should I wear to the interview?'],
  ])('a question keeps its modal, before the subject: %s → %s (never "When you call me back?")', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    // a clause after "when" that is no question keeps its own rule
    ["I'll text you when I will land in Rome.", "I'll text you when I land in Rome."],
    ['My grandmother is a terrible cooker, but she bakes well.', 'My grandmother is a terrible cook, but she bakes well.'],
    ['Can you make us a discount for two nights?', 'Can you give us a discount for two nights?'],
    ['I forgot spoon and napkin at home.', 'I forgot spoons and napkins at home.'],
    ['She is teach maths at a secondary school.', 'She teaches maths at a secondary school.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['We bought a new gas cooker last week.', 'the stove'],
    ['Please bring pen and paper to the exam.', 'a fixed pair'],
    ['We need bread and milk for breakfast.', 'things no one counts'],
    ['When will you send me the photos?', 'already a question'],
  ])('no correction: %s (%s)', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('found on round 32 of the blind probes: indirect questions, would rather, walks, lies and two false friends', () => {
  it.each([
    ['Do you know where is the bus station?', 'Do you know where the bus station is?'],
    ['Could you tell me what time is the first show?', 'Could you tell me what time the first show is?'],
    ["I'd rather to walk home tonight.", "I'd rather walk home tonight."],
    ['Why don\'t we make a short walk after dinner?', "Why don't we take a short walk after dinner?"],
    ['My little brother said a lie to our mum.', 'My little brother told a lie to our mum.'],
    ['She attended me for twenty minutes at the station.', 'She waited for me for twenty minutes at the station.'],
    ['The location of the car cost us 40 euros a day.', 'The rental of the car cost us 40 euros a day.'],
    // a finished month said in the sentence before makes the story past
    ['We were in Vienna in March. We see the opera on the last night.', 'We were in Vienna in March. We saw the opera on the last night.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it.each([
    ['Do you know who is coming to the party?', '"who" may be the subject'],
    ['Do you know where the post office is?', 'already in order'],
    ['The location of the flat is perfect, near the station.', 'a place'],
    ['A nurse attended him all night.', 'the other sense of attend'],
    ['He said the truth was more complicated.', 'the truth is the subject of what was said'],
    ["I'd rather not go out tonight.", 'already right'],
    ['We will be in Vienna in March. We see the opera on the last night.', 'no finished time'],
  ])('no correction: %s (%s)', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});
