// Plain-English meanings of the words, phrasal verbs and idioms learners ask about most, written
// by hand in the style of a learner's dictionary: WordNet (the lexicon) defines "borrow" as "get
// temporarily" and "give up" by its rarest sense ("forfeit"), and knows no idioms at all. The
// partner's meaning answer tries this list first, then the lexicon. Each entry: the meaning in
// words an A2–B1 learner knows, and one everyday example.
export interface GlossaryEntry {
  partOfSpeech: 'verb' | 'noun' | 'adjective' | 'adverb' | 'phrasal verb' | 'idiom';
  meaning: string;
  example: string;
}

export const LEARNER_GLOSSARY: Readonly<Record<string, GlossaryEntry>> = {
  // ---- verbs learners confuse or meet early
  borrow: { partOfSpeech: 'verb', meaning: 'to take and use something that belongs to someone else, and give it back later', example: 'Can I borrow your pen for a minute?' },
  lend: { partOfSpeech: 'verb', meaning: 'to give someone something of yours for a short time; they give it back later', example: 'I can lend you my bike this weekend.' },
  afford: { partOfSpeech: 'verb', meaning: 'to have enough money (or time) to pay for or do something', example: "I can't afford a new phone this year." },
  avoid: { partOfSpeech: 'verb', meaning: 'to stay away from something, or to try not to do it', example: 'I avoid the city centre at rush hour.' },
  achieve: { partOfSpeech: 'verb', meaning: 'to succeed in doing something after working hard for it', example: 'She achieved her goal of running a marathon.' },
  admit: { partOfSpeech: 'verb', meaning: 'to say, often unwillingly, that something is true or that you did something wrong', example: 'He admitted that he forgot my birthday.' },
  apologise: { partOfSpeech: 'verb', meaning: 'to say sorry for something you did', example: 'I apologised for being late.' },
  complain: { partOfSpeech: 'verb', meaning: 'to say that you are not happy or not satisfied with something', example: 'We complained about the noise.' },
  persuade: { partOfSpeech: 'verb', meaning: 'to make someone agree to do or believe something by giving good reasons', example: 'She persuaded me to join the gym.' },
  pretend: { partOfSpeech: 'verb', meaning: 'to act as if something is true when it is not', example: 'He pretended to be asleep.' },
  remind: { partOfSpeech: 'verb', meaning: 'to help someone remember something', example: 'Remind me to call my mum tonight.' },
  rely: { partOfSpeech: 'verb', meaning: 'to need someone or something and trust them to help you', example: 'I rely on my sister for advice.' },
  struggle: { partOfSpeech: 'verb', meaning: 'to try very hard to do something that is difficult for you', example: 'I struggle to understand fast speakers.' },
  encourage: { partOfSpeech: 'verb', meaning: 'to give someone confidence or support to do something', example: 'My teacher encouraged me to speak more.' },
  appreciate: { partOfSpeech: 'verb', meaning: 'to be thankful for something, or to understand how good it is', example: 'I really appreciate your help.' },
  hesitate: { partOfSpeech: 'verb', meaning: 'to wait a moment before you do or say something, because you are not sure', example: "Don't hesitate to ask if you need anything." },
  commute: { partOfSpeech: 'verb', meaning: 'to travel regularly between your home and your work or school', example: 'I commute to the office by train.' },
  overwhelm: { partOfSpeech: 'verb', meaning: 'to be too much for someone, so that they cannot deal with it', example: 'All the emails overwhelmed me on Monday.' },
  cope: { partOfSpeech: 'verb', meaning: 'to deal successfully with something difficult', example: 'How do you cope with stress?' },
  postpone: { partOfSpeech: 'verb', meaning: 'to move an event to a later time', example: 'They postponed the meeting until Friday.' },
  // ---- adjectives about people and feelings
  reluctant: { partOfSpeech: 'adjective', meaning: "not wanting to do something, so you do it slowly or only because you must", example: 'He was reluctant to speak in front of the class.' },
  hesitant: { partOfSpeech: 'adjective', meaning: 'not sure, so slow to act or speak; you wait because you have doubts', example: 'She was hesitant to try the new dish.' },
  overwhelmed: { partOfSpeech: 'adjective', meaning: 'feeling that there is too much to deal with, so you cannot cope; or feeling an emotion very strongly', example: 'I feel overwhelmed by all the work this week.' },
  exhausted: { partOfSpeech: 'adjective', meaning: 'extremely tired', example: 'I was exhausted after the long flight.' },
  embarrassed: { partOfSpeech: 'adjective', meaning: 'feeling shy or uncomfortable because of something silly you did or something others saw', example: 'I was embarrassed when I called my teacher "Mum".' },
  annoyed: { partOfSpeech: 'adjective', meaning: 'a little angry', example: "I'm annoyed because the bus was late again." },
  upset: { partOfSpeech: 'adjective', meaning: 'unhappy or worried because something bad happened', example: 'She was upset when she lost her ring.' },
  anxious: { partOfSpeech: 'adjective', meaning: 'worried and nervous about what might happen', example: "I'm anxious about my exam tomorrow." },
  grateful: { partOfSpeech: 'adjective', meaning: 'thankful: wanting to thank someone for something they did', example: "I'm grateful for your help." },
  jealous: { partOfSpeech: 'adjective', meaning: 'unhappy because someone has something you want', example: 'He was jealous of his brother\'s new car.' },
  proud: { partOfSpeech: 'adjective', meaning: 'pleased about something good that you or someone close to you did', example: "I'm proud of my daughter." },
  confident: { partOfSpeech: 'adjective', meaning: 'sure that you can do something well', example: 'I feel more confident speaking English now.' },
  curious: { partOfSpeech: 'adjective', meaning: 'wanting to know or learn about something', example: "I'm curious about Japanese culture." },
  eager: { partOfSpeech: 'adjective', meaning: 'wanting very much to do or have something', example: 'The children were eager to open their presents.' },
  stubborn: { partOfSpeech: 'adjective', meaning: 'not willing to change your mind, even when you should', example: 'My grandfather is very stubborn.' },
  generous: { partOfSpeech: 'adjective', meaning: 'happy to give money, time or help to others', example: 'It was generous of you to pay for lunch.' },
  shy: { partOfSpeech: 'adjective', meaning: 'nervous and a little afraid of talking to people you do not know', example: 'He is shy at parties.' },
  rude: { partOfSpeech: 'adjective', meaning: 'not polite', example: 'It is rude to interrupt people.' },
  polite: { partOfSpeech: 'adjective', meaning: 'speaking and behaving in a kind, respectful way', example: 'Please be polite to the guests.' },
  reliable: { partOfSpeech: 'adjective', meaning: 'that you can trust to do what you expect', example: 'My old car is still very reliable.' },
  awkward: { partOfSpeech: 'adjective', meaning: 'uncomfortable or embarrassing; or difficult to do or handle', example: 'There was an awkward silence after his joke.' },
  thrilled: { partOfSpeech: 'adjective', meaning: 'very happy and excited', example: 'I was thrilled to get the job.' },
  'fed up': { partOfSpeech: 'adjective', meaning: 'bored, annoyed or tired of something that has gone on too long', example: "I'm fed up with this rain." },
  homesick: { partOfSpeech: 'adjective', meaning: 'sad because you are far from home and miss it', example: 'I felt homesick in my first month abroad.' },
  // ---- adjectives about things and places
  crowded: { partOfSpeech: 'adjective', meaning: 'full of people: too many people in one place', example: 'The train was so crowded that I had to stand.' },
  cosy: { partOfSpeech: 'adjective', meaning: 'warm, comfortable and pleasant, often small', example: 'We found a cosy café near the station.' },
  convenient: { partOfSpeech: 'adjective', meaning: 'easy to use or reach, or suitable for your plans', example: 'Is Friday at ten convenient for you?' },
  affordable: { partOfSpeech: 'adjective', meaning: 'cheap enough for people to be able to buy it', example: 'The flats here are not affordable for students.' },
  available: { partOfSpeech: 'adjective', meaning: 'free to be used, bought or met; not busy', example: 'Is this seat available?' },
  spicy: { partOfSpeech: 'adjective', meaning: 'with a strong, hot taste from spices such as chilli', example: 'This curry is too spicy for me.' },
  delicious: { partOfSpeech: 'adjective', meaning: 'tasting or smelling very good', example: 'The soup was delicious.' },
  tough: { partOfSpeech: 'adjective', meaning: 'difficult; or strong and hard to break or cut', example: 'It was a tough week at work.' },
  challenging: { partOfSpeech: 'adjective', meaning: 'difficult in a way that tests your ability, often in a good way', example: 'Learning a language is challenging but fun.' },
  gorgeous: { partOfSpeech: 'adjective', meaning: 'very beautiful or very pleasant', example: 'What a gorgeous view!' },
  messy: { partOfSpeech: 'adjective', meaning: 'untidy: with things all over the place', example: "My son's room is always messy." },
  noisy: { partOfSpeech: 'adjective', meaning: 'making a lot of noise; loud', example: 'Our neighbours are very noisy at night.' },
  // ---- phrasal verbs
  'give up': { partOfSpeech: 'phrasal verb', meaning: 'to stop doing or trying something, often because it is too difficult; or to stop a habit', example: "Don't give up: you're almost there! / He gave up smoking last year." },
  'look forward to': { partOfSpeech: 'phrasal verb', meaning: 'to feel happy and excited about something that is going to happen', example: "I'm looking forward to the holidays." },
  'get along': { partOfSpeech: 'phrasal verb', meaning: 'to have a friendly relationship with someone', example: 'I get along well with my colleagues.' },
  'get on': { partOfSpeech: 'phrasal verb', meaning: "to have a friendly relationship (get on with someone); or to enter a bus, train or plane", example: 'Do you get on with your sister? / We got on the bus.' },
  'put off': { partOfSpeech: 'phrasal verb', meaning: 'to move something to a later time, often because you do not want to do it now', example: 'I keep putting off my homework.' },
  'turn down': { partOfSpeech: 'phrasal verb', meaning: 'to say no to an offer; or to make a sound or heat lower', example: 'She turned down the job. / Can you turn down the music?' },
  'figure out': { partOfSpeech: 'phrasal verb', meaning: 'to understand something or find the answer after thinking about it', example: "I can't figure out how this machine works." },
  'find out': { partOfSpeech: 'phrasal verb', meaning: 'to learn a fact or piece of news', example: 'I found out that the shop closes at six.' },
  'run out of': { partOfSpeech: 'phrasal verb', meaning: 'to use all of something so that none is left', example: "We've run out of milk." },
  'come up with': { partOfSpeech: 'phrasal verb', meaning: 'to think of an idea, a plan or an answer', example: 'She came up with a great name for the café.' },
  'deal with': { partOfSpeech: 'phrasal verb', meaning: 'to take action to solve a problem or handle a situation', example: 'I have to deal with a lot of emails.' },
  'look after': { partOfSpeech: 'phrasal verb', meaning: 'to take care of someone or something', example: 'My mum looks after my kids on Fridays.' },
  'look up': { partOfSpeech: 'phrasal verb', meaning: 'to search for information in a dictionary, online or in a book', example: 'I looked up the word in my dictionary.' },
  'set up': { partOfSpeech: 'phrasal verb', meaning: 'to start a business or organisation; or to prepare equipment so it works', example: 'He set up his own company. / Can you set up the projector?' },
  'work out': { partOfSpeech: 'phrasal verb', meaning: 'to do exercise; or to find the answer to something; or to end well', example: 'I work out three times a week. / Everything worked out fine.' },
  'show up': { partOfSpeech: 'phrasal verb', meaning: 'to arrive or appear, often late or unexpectedly', example: 'He showed up an hour late.' },
  'hang out': { partOfSpeech: 'phrasal verb', meaning: 'to spend time relaxing with friends', example: 'We hang out at the park after school.' },
  'catch up': { partOfSpeech: 'phrasal verb', meaning: 'to reach the same level as others; or to talk to a friend about what happened since you last met', example: "Let's meet for coffee and catch up." },
  'break down': { partOfSpeech: 'phrasal verb', meaning: 'to stop working (a machine or a car); or to start crying', example: 'Our car broke down on the motorway.' },
  'call off': { partOfSpeech: 'phrasal verb', meaning: 'to cancel something that was planned', example: 'They called off the match because of the rain.' },
  'carry on': { partOfSpeech: 'phrasal verb', meaning: 'to continue doing something', example: 'Carry on, I am listening.' },
  'pick up': { partOfSpeech: 'phrasal verb', meaning: 'to lift something; to collect someone; or to learn something without trying hard', example: 'I picked up some Spanish on holiday.' },
  'take off': { partOfSpeech: 'phrasal verb', meaning: 'to remove clothes; or to leave the ground (a plane)', example: 'Please take off your shoes. / The plane took off at nine.' },
  'bring up': { partOfSpeech: 'phrasal verb', meaning: 'to care for a child until they are an adult; or to start talking about a subject', example: 'I was brought up by my grandparents.' },
  'get over': { partOfSpeech: 'phrasal verb', meaning: 'to feel better after an illness or something sad', example: 'It took me weeks to get over the flu.' },
  'fill in': { partOfSpeech: 'phrasal verb', meaning: 'to write the information asked for on a form', example: 'Please fill in this form.' },
  'make up': { partOfSpeech: 'phrasal verb', meaning: 'to invent a story or an excuse; or to become friends again after an argument', example: 'He made up an excuse. / They argued but made up the next day.' },
  'point out': { partOfSpeech: 'phrasal verb', meaning: 'to tell someone about something they had not noticed', example: 'She pointed out a mistake in my email.' },
  'end up': { partOfSpeech: 'phrasal verb', meaning: 'to be in a place or situation at the end, often without planning it', example: 'We ended up eating pizza at home.' },
  'keep up': { partOfSpeech: 'phrasal verb', meaning: 'to move or learn as fast as others; or to continue doing something', example: "Slow down, I can't keep up! / Keep up the good work." },
  'let down': { partOfSpeech: 'phrasal verb', meaning: 'to disappoint someone by not doing what they hoped or expected', example: "I promised to help, and I won't let you down." },
  'sort out': { partOfSpeech: 'phrasal verb', meaning: 'to solve a problem or put things in order', example: 'I need to sort out my visa.' },
  'cheer up': { partOfSpeech: 'phrasal verb', meaning: 'to become happier, or to make someone happier', example: 'Cheer up! It\'s not that bad.' },
  // ---- idioms
  'break the ice': { partOfSpeech: 'idiom', meaning: 'to say or do something that makes people who do not know each other feel more relaxed', example: 'He told a joke to break the ice.' },
  'piece of cake': { partOfSpeech: 'idiom', meaning: 'something very easy', example: 'The test was a piece of cake.' },
  'under the weather': { partOfSpeech: 'idiom', meaning: 'a little ill', example: "I'm feeling a bit under the weather today." },
  'hit the sack': { partOfSpeech: 'idiom', meaning: 'to go to bed', example: "I'm tired, I'm going to hit the sack." },
  'hit the hay': { partOfSpeech: 'idiom', meaning: 'to go to bed', example: "It's late, let's hit the hay." },
  'make ends meet': { partOfSpeech: 'idiom', meaning: 'to have just enough money to pay for what you need', example: 'With two jobs, she can just make ends meet.' },
  'hang in there': { partOfSpeech: 'idiom', meaning: "don't give up; keep going when things are difficult", example: 'Hang in there, the exams are nearly over!' },
  'no big deal': { partOfSpeech: 'idiom', meaning: 'not important; not a problem', example: "I forgot my umbrella, but it's no big deal." },
  'up to you': { partOfSpeech: 'idiom', meaning: 'you can decide', example: "Pizza or pasta? It's up to you." },
  'get on my nerves': { partOfSpeech: 'idiom', meaning: 'to annoy me a lot', example: 'The noise from next door gets on my nerves.' },
  'sleep on it': { partOfSpeech: 'idiom', meaning: 'to wait until the next day before you decide something', example: "I'm not sure about the flat; I'll sleep on it." },
  'once in a blue moon': { partOfSpeech: 'idiom', meaning: 'very rarely', example: 'I eat fast food once in a blue moon.' },
  'hedge your bets': { partOfSpeech: 'idiom', meaning: 'to keep more than one option open so you do not lose everything if one choice goes wrong', example: 'I applied to three universities to hedge my bets.' },
  'cost an arm and a leg': { partOfSpeech: 'idiom', meaning: 'to be very expensive', example: 'That watch cost an arm and a leg.' },
  'on the fence': { partOfSpeech: 'idiom', meaning: 'not able to decide between two choices', example: "I'm still on the fence about moving to Berlin." },
  'call it a day': { partOfSpeech: 'idiom', meaning: 'to stop working on something for now', example: "It's six o'clock, let's call it a day." },
  'get the hang of': { partOfSpeech: 'idiom', meaning: 'to learn how to do something after some practice', example: "I'm getting the hang of driving on the left." },
  'a blessing in disguise': { partOfSpeech: 'idiom', meaning: 'something that seems bad at first but turns out to be good', example: 'Missing the train was a blessing in disguise: I met my wife on the next one.' },
  'bite the bullet': { partOfSpeech: 'idiom', meaning: 'to decide to do something difficult or unpleasant that you have been avoiding', example: 'I bit the bullet and went to the dentist.' },
  'spill the beans': { partOfSpeech: 'idiom', meaning: 'to tell a secret', example: 'Come on, spill the beans: who is she?' },
  'keep an eye on': { partOfSpeech: 'idiom', meaning: 'to watch someone or something to make sure they are safe or all right', example: 'Can you keep an eye on my bag?' },
  'the last straw': { partOfSpeech: 'idiom', meaning: 'the last of several bad things, after which you cannot accept any more', example: 'When he was late again, it was the last straw.' },
  'in hot water': { partOfSpeech: 'idiom', meaning: 'in trouble', example: "He's in hot water with his boss." },
  'pull someone\'s leg': { partOfSpeech: 'idiom', meaning: 'to joke with someone by telling them something untrue', example: "Don't worry, I'm just pulling your leg." },
  'let the cat out of the bag': { partOfSpeech: 'idiom', meaning: 'to tell a secret by mistake', example: 'She let the cat out of the bag about the party.' },
  'over the moon': { partOfSpeech: 'idiom', meaning: 'very happy', example: 'She was over the moon about her new job.' },
  'a storm in a teacup': { partOfSpeech: 'idiom', meaning: 'a lot of anger or worry about something that is not important', example: 'Their argument was a storm in a teacup.' },
  'rain cats and dogs': { partOfSpeech: 'idiom', meaning: 'to rain very heavily', example: "Take an umbrella: it's raining cats and dogs." },
  'better late than never': { partOfSpeech: 'idiom', meaning: 'it is better to do something late than not to do it at all', example: 'You finally called! Better late than never.' },
  'no pain, no gain': { partOfSpeech: 'idiom', meaning: 'you have to work hard or suffer a little to get something good', example: 'My legs hurt after the run, but no pain, no gain.' },
  // ---- everyday nouns and words with a learner-unfriendly first dictionary sense
  broke: { partOfSpeech: 'adjective', meaning: 'having no money at the moment (informal)', example: "I can't come to the cinema, I'm broke until payday." },
  deadline: { partOfSpeech: 'noun', meaning: 'the time or day by which you must finish something', example: 'The deadline for the report is Friday.' },
  appointment: { partOfSpeech: 'noun', meaning: 'a time you arrange to meet someone, such as a doctor', example: 'I have a dentist appointment at ten.' },
  chores: { partOfSpeech: 'noun', meaning: 'jobs you do regularly at home, such as cleaning and washing', example: 'We share the chores at home.' },
  hangover: { partOfSpeech: 'noun', meaning: 'the headache and sick feeling the day after drinking too much alcohol', example: 'He had a terrible hangover on Sunday.' },
  bargain: { partOfSpeech: 'noun', meaning: 'something you buy for much less than its usual price', example: 'These shoes were a real bargain.' },
  'small talk': { partOfSpeech: 'noun', meaning: 'polite conversation about unimportant things, such as the weather', example: "I'm not good at small talk at parties." },
  awesome: { partOfSpeech: 'adjective', meaning: 'very good; great (informal)', example: 'The concert was awesome!' },
  actually: { partOfSpeech: 'adverb', meaning: 'in fact; used to say what is really true, often when it is a surprise', example: 'I thought it was expensive, but actually it was cheap.' },
  eventually: { partOfSpeech: 'adverb', meaning: 'in the end, after a long time', example: 'We eventually found the hotel.' },
  basically: { partOfSpeech: 'adverb', meaning: 'in the most important ways; used to give a simple explanation', example: "Basically, it's a phone with a bigger screen." },
  whereas: { partOfSpeech: 'adverb', meaning: 'while, on the other hand; used to compare two different things', example: 'I like tea, whereas my husband prefers coffee.' },
  despite: { partOfSpeech: 'adverb', meaning: 'without being stopped by something; even though there is', example: 'We went out despite the rain.' },
};

/** "gave up", "giving up", "overwhelming" → the entry's key, or null. */
export function glossaryEntry(term: string): { key: string; entry: GlossaryEntry } | null {
  // "let's call it a day", "I'm under the weather": the phrase is what follows the speaker.
  const t = term.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/^(let'?s|i'?m|you'?re|he'?s|she'?s|it'?s|we'?re|they'?re|to be|being)\s+/, '').replace(/^(to|a|an|the)\s+/, '').replace(/[?.!]+$/, '').trim();
  const direct = LEARNER_GLOSSARY[t];
  if (direct) return { key: t, entry: direct };
  // The first word inflected: "gave up" → "give up", "borrowed" → "borrow", "crowds" → "crowd".
  const [head, ...rest] = t.split(/\s+/);
  const IRREGULAR: Record<string, string> = { gave: 'give', given: 'give', gets: 'get', got: 'get', took: 'take', taken: 'take', broke: 'break', broken: 'break', came: 'come', found: 'find', ran: 'run', kept: 'keep', brought: 'bring', made: 'make', put: 'put', let: 'let', set: 'set', hung: 'hang', hit: 'hit' };
  const bases = [IRREGULAR[head ?? ''], head?.replace(/ies$/, 'y'), head?.replace(/(ing|ed|es|s)$/, ''), head?.replace(/(ing|ed)$/, 'e'), head?.replace(/(\w)\1(ing|ed)$/, '$1')].filter((b): b is string => Boolean(b));
  for (const base of bases) {
    const key = [base, ...rest].join(' ');
    if (LEARNER_GLOSSARY[key]) return { key, entry: LEARNER_GLOSSARY[key]! };
  }
  return null;
}
