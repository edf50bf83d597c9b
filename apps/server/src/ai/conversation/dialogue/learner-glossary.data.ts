// Plain-English meanings of the words, phrasal verbs and idioms learners ask about most, written
// by hand in the style of a learner's dictionary: WordNet (the lexicon) defines "borrow" as "get
// temporarily" and "give up" by its rarest sense ("forfeit"), and knows no idioms at all. The
// partner's meaning answer tries this list first, then the lexicon. Each entry: the meaning in
// words an A2–B1 learner knows, and one everyday example. More idioms, phrasal verbs, everyday words
// and loanwords are in learner-glossary-more.data.ts and learner-glossary-extra.data.ts, merged in at
// the end of the list.
import { EXTRA_LEARNER_GLOSSARY } from './learner-glossary-extra.data';
import { MORE_LEARNER_GLOSSARY } from './learner-glossary-more.data';

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
  'the last straw': { partOfSpeech: 'idiom', meaning: 'the final problem in a series of bad things, the one that makes it too much, so you cannot accept any more', example: 'When he was late again, it was the last straw.' },
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
  despite: { partOfSpeech: 'adverb', meaning: 'without being stopped by something; even though there is', example: 'We went out despite the rain.' },  // Entries below were added on 2026-11-26 (a helper wrote them from a learner's-dictionary brief: the
  // everyday sense, words simpler than the word defined), reviewed before merging.
  // ---- character adjectives: what someone is like
  fussy: { partOfSpeech: 'adjective', meaning: 'hard to please; only happy when things are exactly the way you like them, especially food', example: 'My son is a fussy eater: he only eats pasta.' },
  picky: { partOfSpeech: 'adjective', meaning: 'choosing very carefully and liking only a few things, especially food', example: 'My daughter is very picky about her clothes.' },
  clumsy: { partOfSpeech: 'adjective', meaning: 'often dropping things, falling or knocking things over because you move without care', example: "I'm so clumsy: I broke another glass today." },
  grumpy: { partOfSpeech: 'adjective', meaning: 'in a bad mood and easily annoyed; complaining a lot', example: 'My dad is always grumpy before his morning coffee.' },
  moody: { partOfSpeech: 'adjective', meaning: 'often changing quickly from happy to angry or sad; or in a bad mood', example: 'Teenagers can be very moody.' },
  bossy: { partOfSpeech: 'adjective', meaning: 'always telling other people what to do', example: 'My older sister is really bossy.' },
  lazy: { partOfSpeech: 'adjective', meaning: 'not wanting to work or do anything that needs energy', example: 'I feel lazy on Sundays and stay in bed until noon.' },
  nosy: { partOfSpeech: 'adjective', meaning: "too interested in other people's private lives", example: "Our neighbour is so nosy: she always asks where I'm going." },
  cheeky: { partOfSpeech: 'adjective', meaning: 'a little rude, but often in a funny way that people do not really mind (British, informal)', example: 'It was cheeky of him to eat the last biscuit without asking.' },
  thrifty: { partOfSpeech: 'adjective', meaning: 'careful with money; not spending more than you need to (a good quality)', example: 'My grandmother is very thrifty: she never wastes anything.' },
  stingy: { partOfSpeech: 'adjective', meaning: 'not willing to spend or give money, even when you should (informal)', example: "He's too stingy to buy his friends a drink." },
  mean: { partOfSpeech: 'adjective', meaning: 'unkind: saying or doing things that hurt other people', example: "Don't be mean to your little brother." },
  bold: { partOfSpeech: 'adjective', meaning: 'brave and not afraid to take risks; or (of colours) strong and bright', example: 'It was a bold decision to leave his job and travel.' },
  sensible: { partOfSpeech: 'adjective', meaning: 'able to make good, practical decisions; not silly (not the same as "sensitive")', example: 'Wear sensible shoes: we are going to walk a lot.' },
  sensitive: { partOfSpeech: 'adjective', meaning: 'easily upset by what people say or do; or quick to understand how others feel (not the same as "sensible")', example: 'He is very sensitive, so be careful what you say.' },
  gullible: { partOfSpeech: 'adjective', meaning: 'too quick to believe what people tell you, so you are easy to trick', example: 'She is so gullible that she believed the story about the talking dog.' },
  naive: { partOfSpeech: 'adjective', meaning: 'believing that people are always honest and things are simple, because you do not have much experience of life', example: 'I was naive to think the job would be easy.' },
  witty: { partOfSpeech: 'adjective', meaning: 'clever and funny with words', example: 'Her speech was witty and everyone laughed.' },
  'down-to-earth': { partOfSpeech: 'adjective', meaning: 'practical, honest and friendly; not proud, even if you are rich or famous', example: "Even though she's famous, she's very down-to-earth." },
  'laid-back': { partOfSpeech: 'adjective', meaning: 'relaxed and calm; not easily worried (informal)', example: 'My boss is very laid-back about working from home.' },
  'easy-going': { partOfSpeech: 'adjective', meaning: 'relaxed and calm; not easily annoyed or worried', example: 'My flatmate is easy-going, so we never argue.' },
  outgoing: { partOfSpeech: 'adjective', meaning: 'friendly and happy to meet and talk to new people', example: "She's very outgoing and makes friends everywhere." },
  bubbly: { partOfSpeech: 'adjective', meaning: 'happy and full of energy, always talking and laughing', example: "Everyone likes Anna: she's so bubbly." },
  chatty: { partOfSpeech: 'adjective', meaning: 'liking to talk a lot in a friendly way', example: 'Our taxi driver was very chatty.' },
  reserved: { partOfSpeech: 'adjective', meaning: 'quiet; not showing your feelings or talking about yourself much', example: "He's quite reserved at first, but he's very nice." },
  considerate: { partOfSpeech: 'adjective', meaning: "thinking about other people's feelings and needs", example: 'It was considerate of you to call and say you would be late.' },
  thoughtful: { partOfSpeech: 'adjective', meaning: 'kind, and always thinking about what other people need or would like', example: 'What a thoughtful present, thank you!' },
  selfish: { partOfSpeech: 'adjective', meaning: 'thinking only about yourself and not about other people', example: 'It was selfish of him to eat all the cake.' },
  'big-headed': { partOfSpeech: 'adjective', meaning: 'thinking you are better or more important than other people (informal)', example: 'He got big-headed after he won the prize.' },
  arrogant: { partOfSpeech: 'adjective', meaning: 'thinking you are better or more important than other people, and showing it', example: 'He is so arrogant: he never listens to anyone.' },
  'two-faced': { partOfSpeech: 'adjective', meaning: 'nice to people when they are there, but saying bad things about them when they are not', example: "I don't trust her: she's two-faced." },
  modest: { partOfSpeech: 'adjective', meaning: 'not talking much about your own skills or successes', example: "She's very modest about her singing, but she's amazing." },
  humble: { partOfSpeech: 'adjective', meaning: 'not thinking you are better than other people, even if you are successful', example: 'Even after he became rich, he stayed humble.' },
  impatient: { partOfSpeech: 'adjective', meaning: 'not able to wait calmly; quickly annoyed when things are slow', example: "I'm so impatient when the internet is slow." },
  punctual: { partOfSpeech: 'adjective', meaning: 'arriving or doing things at the right time; never late', example: 'Please be punctual: the train leaves at eight.' },
  'absent-minded': { partOfSpeech: 'adjective', meaning: 'often forgetting things because you are thinking about something else', example: 'My absent-minded uncle looked everywhere for his glasses: they were on his head.' },
  'bad-tempered': { partOfSpeech: 'adjective', meaning: 'often angry or easily annoyed', example: 'The old man next door is bad-tempered in the mornings.' },
  sarcastic: { partOfSpeech: 'adjective', meaning: 'saying the opposite of what you mean, to make fun of someone or to show you are annoyed', example: 'When I said "Lovely weather!" in the rain, I was being sarcastic.' },
  cheerful: { partOfSpeech: 'adjective', meaning: 'happy and positive; showing that you are in a good mood', example: "She's always cheerful, even on Mondays." },
  ambitious: { partOfSpeech: 'adjective', meaning: 'wanting very much to be successful, rich or important', example: 'She is ambitious and wants to run her own company one day.' },
  cautious: { partOfSpeech: 'adjective', meaning: 'careful to avoid danger or risks', example: 'My dad is a very cautious driver.' },
  'hard-working': { partOfSpeech: 'adjective', meaning: 'working a lot, with energy and care', example: 'Our new colleague is very hard-working.' },
  // ---- feelings
  nostalgic: { partOfSpeech: 'adjective', meaning: 'happy and a little sad at the same time when you think about good times in the past', example: 'Old songs from school make me feel nostalgic.' },
  relieved: { partOfSpeech: 'adjective', meaning: 'happy because something bad did not happen or a worry has ended', example: 'I was so relieved when I found my passport.' },
  frustrated: { partOfSpeech: 'adjective', meaning: 'annoyed because you cannot do or get what you want, even though you try', example: "I get frustrated when I can't find the right words." },
  disappointed: { partOfSpeech: 'adjective', meaning: 'sad because something was not as good as you hoped, or did not happen', example: 'I was disappointed with the film: the book was much better.' },
  ashamed: { partOfSpeech: 'adjective', meaning: 'feeling bad and embarrassed because you did something wrong', example: "I'm ashamed that I shouted at my kids." },
  guilty: { partOfSpeech: 'adjective', meaning: 'feeling bad because you did something wrong, or did not do something you should', example: 'I feel guilty about not calling my grandma.' },
  bored: { partOfSpeech: 'adjective', meaning: 'not interested, because nothing is happening or what you are doing is not fun (the thing that makes you feel this is "boring")', example: "I'm bored: there's nothing to do." },
  confused: { partOfSpeech: 'adjective', meaning: 'not able to understand something or think clearly about it', example: "I'm confused: is the meeting today or tomorrow?" },
  puzzled: { partOfSpeech: 'adjective', meaning: 'confused because you cannot understand something', example: 'She looked puzzled by the question.' },
  terrified: { partOfSpeech: 'adjective', meaning: 'extremely afraid', example: "I'm terrified of spiders." },
  furious: { partOfSpeech: 'adjective', meaning: 'extremely angry', example: 'She was furious when he crashed her car.' },
  stressed: { partOfSpeech: 'adjective', meaning: 'worried and nervous because you have too much to do or too many problems', example: "I'm really stressed about work this week." },
  lonely: { partOfSpeech: 'adjective', meaning: 'sad because you are alone or have no friends to talk to', example: 'I felt lonely when I first moved to the city.' },
  miserable: { partOfSpeech: 'adjective', meaning: 'very unhappy', example: 'I was miserable all week with a cold.' },
  touched: { partOfSpeech: 'adjective', meaning: 'feeling happy and thankful, sometimes almost crying, because someone did something kind', example: 'I was really touched that they remembered my birthday.' },
  envious: { partOfSpeech: 'adjective', meaning: 'wanting something that someone else has', example: "I'm envious of your long summer holidays." },
  restless: { partOfSpeech: 'adjective', meaning: 'not able to stay still or relax, often because you are bored or worried', example: 'I get restless if I stay at home all day.' },
  'burnt out': { partOfSpeech: 'adjective', meaning: 'extremely tired and without energy, usually because you worked too hard for too long', example: 'After two years without a holiday, he was completely burnt out.' },
  starving: { partOfSpeech: 'adjective', meaning: 'very hungry (informal)', example: "What's for dinner? I'm starving!" },
  stuffed: { partOfSpeech: 'adjective', meaning: 'so full of food that you cannot eat any more (informal)', example: "No dessert for me, thanks: I'm stuffed." },
  knackered: { partOfSpeech: 'adjective', meaning: 'very tired (British, informal)', example: "I'm knackered after that run." },
  gutted: { partOfSpeech: 'adjective', meaning: 'very sad and disappointed about something (British, informal)', example: 'I was gutted when my team lost the final.' },
  chuffed: { partOfSpeech: 'adjective', meaning: 'very pleased (British, informal)', example: "I'm really chuffed with my exam results." },
  // ---- everyday verbs
  sulk: { partOfSpeech: 'verb', meaning: 'to be quiet and in a bad mood because you are annoyed, so that others notice', example: 'He sulked all evening because he lost the game.' },
  nag: { partOfSpeech: 'verb', meaning: 'to keep asking someone to do something, or keep complaining to them, in an annoying way', example: 'My mum always nags me to tidy my room.' },
  brag: { partOfSpeech: 'verb', meaning: 'to talk too proudly about what you have or what you have done', example: 'He always brags about his expensive car.' },
  gossip: { partOfSpeech: 'verb', meaning: "to talk about other people's private lives, often unkindly or with things that may not be true", example: 'They were gossiping about the new neighbour.' },
  procrastinate: { partOfSpeech: 'verb', meaning: 'to keep leaving a job until later instead of doing it now, often by doing easier things', example: 'I always procrastinate when I have an essay to write.' },
  cancel: { partOfSpeech: 'verb', meaning: 'to say that something planned will not happen; or to stop an order or booking', example: 'Our flight was cancelled because of the snow.' },
  bother: { partOfSpeech: 'verb', meaning: 'to annoy or worry someone; or to make the effort to do something', example: "Does the music bother you? / Don't bother cooking, we'll get pizza." },
  tease: { partOfSpeech: 'verb', meaning: 'to laugh at someone or make jokes about them, in a friendly or unkind way', example: 'My brothers always tease me about my accent.' },
  flirt: { partOfSpeech: 'verb', meaning: 'to talk and act in a playful way that shows you like someone and find them attractive', example: 'He was flirting with the girl at the bar.' },
  blame: { partOfSpeech: 'verb', meaning: 'to say or think that someone caused something bad', example: "Don't blame me, I wasn't even there!" },
  interrupt: { partOfSpeech: 'verb', meaning: 'to start talking while someone else is speaking; or to stop something for a short time', example: 'Sorry to interrupt, but your taxi is here.' },
  insist: { partOfSpeech: 'verb', meaning: 'to say strongly that something must happen or is true, and not accept "no"', example: 'She insisted on paying for dinner.' },
  whine: { partOfSpeech: 'verb', meaning: 'to complain in an annoying, high voice, often about small things', example: 'Stop whining and eat your vegetables!' },
  oversleep: { partOfSpeech: 'verb', meaning: 'to sleep longer than you planned, so you are late', example: 'I overslept and missed the bus.' },
  overthink: { partOfSpeech: 'verb', meaning: 'to think about something too much and for too long, so you worry more than you need to', example: "Don't overthink it: just send the message." },
  splurge: { partOfSpeech: 'verb', meaning: 'to spend a lot of money on something nice that you do not really need', example: 'I splurged on a new coat in the sales.' },
  skip: { partOfSpeech: 'verb', meaning: 'to not do or not have something you usually do; or to miss out a part', example: 'I skipped breakfast this morning.' },
  'binge-watch': { partOfSpeech: 'verb', meaning: 'to watch many episodes of a TV series one after another', example: 'We binge-watched the whole series at the weekend.' },
  mumble: { partOfSpeech: 'verb', meaning: 'to speak quietly and not clearly, so it is hard to understand', example: "Don't mumble: I can't hear you." },
  stare: { partOfSpeech: 'verb', meaning: 'to look at someone or something for a long time without moving your eyes', example: "It's rude to stare at people." },
  doze: { partOfSpeech: 'verb', meaning: 'to sleep lightly for a short time, often during the day', example: 'Grandpa dozed in his chair after lunch.' },
  // ---- informal nouns for people and things
  'rip-off': { partOfSpeech: 'noun', meaning: 'something that costs far too much (informal)', example: 'Ten euros for a coffee? What a rip-off!' },
  'white lie': { partOfSpeech: 'noun', meaning: "a small lie that you tell to be kind or to avoid hurting someone's feelings", example: 'I told a white lie and said I loved her cooking.' },
  'couch potato': { partOfSpeech: 'noun', meaning: 'a person who spends a lot of time sitting and watching TV and does not do any exercise (informal)', example: 'My brother is a real couch potato.' },
  'night owl': { partOfSpeech: 'noun', meaning: 'a person who likes to stay up late and feels most awake at night', example: "I'm a night owl: I do my best work after midnight." },
  'early bird': { partOfSpeech: 'noun', meaning: 'a person who gets up early in the morning', example: 'My dad is an early bird: he is up at five every day.' },
  bookworm: { partOfSpeech: 'noun', meaning: 'a person who loves books and reads a lot', example: 'As a child I was a real bookworm.' },
  'know-it-all': { partOfSpeech: 'noun', meaning: 'a person who acts as if they know everything, in an annoying way', example: 'Nobody likes a know-it-all.' },
  workaholic: { partOfSpeech: 'noun', meaning: 'a person who works all the time and finds it hard to stop', example: 'My boss is a workaholic: she even works on holiday.' },
  chatterbox: { partOfSpeech: 'noun', meaning: 'a person who talks a lot (informal, friendly)', example: 'My little girl is a real chatterbox.' },
  'party animal': { partOfSpeech: 'noun', meaning: 'a person who loves parties and going out a lot (informal)', example: 'He was a party animal at university.' },
  killjoy: { partOfSpeech: 'noun', meaning: 'a person who stops other people from having fun', example: "Don't be a killjoy: come dancing with us!" },
  'wet blanket': { partOfSpeech: 'noun', meaning: "a person who spoils other people's fun by being negative (informal)", example: "Don't be such a wet blanket: it's a party!" },
  'show-off': { partOfSpeech: 'noun', meaning: 'a person who tries to make others notice how good, clever or rich they are', example: 'He is such a show-off with his new car.' },
  cheapskate: { partOfSpeech: 'noun', meaning: 'a person who does not like spending money, even when they should (informal)', example: "He's such a cheapskate: he never pays for anyone's coffee." },
  'teacher\'s pet': { partOfSpeech: 'noun', meaning: 'the student a teacher likes best and treats better than the others (said in an unkind way)', example: "The other kids called her the teacher's pet." },
  'drama queen': { partOfSpeech: 'noun', meaning: 'a person who acts as if small problems are very serious (informal)', example: "Stop being such a drama queen: it's only a small cut." },
  pushover: { partOfSpeech: 'noun', meaning: 'a person who is easy to persuade or who always says yes (informal)', example: 'My dad is a pushover: he always buys us sweets.' },
  copycat: { partOfSpeech: 'noun', meaning: 'a person who copies what someone else does, says or wears (informal, often used by children)', example: 'Stop copying me, you copycat!' },
  slob: { partOfSpeech: 'noun', meaning: 'a lazy, untidy person (informal)', example: 'My flatmate is a slob: he never does the washing-up.' },
  nerd: { partOfSpeech: 'noun', meaning: 'a person who is very interested in one subject, such as computers or science (sometimes used in an unkind way)', example: "He's a computer nerd and builds his own games." },
  foodie: { partOfSpeech: 'noun', meaning: 'a person who loves food and cares a lot about cooking and eating good food', example: 'As a foodie, she always knows the best restaurants.' },
  'bucket list': { partOfSpeech: 'noun', meaning: 'a list of things you want to do before you die', example: 'Seeing the Northern Lights is on my bucket list.' },
  'comfort food': { partOfSpeech: 'noun', meaning: 'simple food that makes you feel happy and warm, often food you ate as a child', example: 'Soup is my favourite comfort food.' },
  'pet peeve': { partOfSpeech: 'noun', meaning: 'a small thing that annoys you a lot', example: 'People talking in the cinema is my biggest pet peeve.' },
  'sweet tooth': { partOfSpeech: 'noun', meaning: 'a love of sweet food (usually "have a sweet tooth")', example: 'I have a sweet tooth, so I always order dessert.' },
  'lie-in': { partOfSpeech: 'noun', meaning: 'a morning when you stay in bed later than usual (British)', example: 'On Sundays I have a lie-in.' },
  // ---- more phrasal verbs
  'chill out': { partOfSpeech: 'phrasal verb', meaning: 'to relax and rest (informal); also used to tell someone to calm down', example: "We just chilled out at home this weekend. / Chill out, it's not a big problem." },
  'calm down': { partOfSpeech: 'phrasal verb', meaning: 'to stop being angry, upset or excited, or to help someone do this', example: 'Calm down and tell me what happened.' },
  'run into': { partOfSpeech: 'phrasal verb', meaning: 'to meet someone you know by chance; or to start having a problem', example: 'I ran into my old teacher at the supermarket.' },
  'look into': { partOfSpeech: 'phrasal verb', meaning: 'to try to find out the facts about something, such as a problem', example: "I'll look into why your order is late." },
  'come across': { partOfSpeech: 'phrasal verb', meaning: 'to find or meet something or someone by chance; or to seem a certain way to other people', example: 'I came across some old photos. / She comes across as very friendly.' },
  'give in': { partOfSpeech: 'phrasal verb', meaning: 'to finally agree to something you did not want, often after someone asks many times', example: 'The kids kept asking, so I gave in and bought ice cream.' },
  'turn up': { partOfSpeech: 'phrasal verb', meaning: 'to arrive, often late or without warning; or to make a sound or heat louder or higher', example: 'He turned up at ten. / Can you turn up the heating?' },
  'put up with': { partOfSpeech: 'phrasal verb', meaning: 'to accept something unpleasant without complaining', example: "I can't put up with the noise any more." },
  'get by': { partOfSpeech: 'phrasal verb', meaning: 'to have just enough money, food or knowledge to live or to manage', example: "My French isn't great, but I can get by." },
  'drop by': { partOfSpeech: 'phrasal verb', meaning: 'to visit someone for a short time, often without planning it', example: 'Drop by for a coffee any time.' },
  'fall out': { partOfSpeech: 'phrasal verb', meaning: 'to argue with someone and stop being friends (fall out with someone)', example: 'I fell out with my best friend over money.' },
  'take after': { partOfSpeech: 'phrasal verb', meaning: 'to be similar to an older person in your family: to look like them or behave like them', example: 'She takes after her mother: they both love music.' },
  'grow up': { partOfSpeech: 'phrasal verb', meaning: 'to change from a child into an adult; or to stop behaving like a child', example: 'I grew up in a small village. / Oh, grow up!' },
  'hang on': { partOfSpeech: 'phrasal verb', meaning: 'to wait for a short time (informal); or to hold something tightly', example: 'Hang on, I need to find my keys.' },
  'mess up': { partOfSpeech: 'phrasal verb', meaning: 'to do something badly or make a mistake; or to make something untidy (informal)', example: 'I really messed up my job interview.' },
  'show off': { partOfSpeech: 'phrasal verb', meaning: 'to try to make people notice how good, clever or rich you are', example: 'He is always showing off his new phone.' },
  'look down on': { partOfSpeech: 'phrasal verb', meaning: 'to think that you are better than someone', example: "She looks down on people who didn't go to university." },
  'look up to': { partOfSpeech: 'phrasal verb', meaning: 'to respect someone and want to be like them', example: 'I have always looked up to my older brother.' },
  'break up': { partOfSpeech: 'phrasal verb', meaning: 'to end a relationship with a boyfriend, girlfriend or partner', example: 'They broke up after five years together.' },
  'freak out': { partOfSpeech: 'phrasal verb', meaning: 'to suddenly become very scared, angry or upset, or to make someone feel like this (informal)', example: 'She freaked out when she saw the spider.' },
  'pass out': { partOfSpeech: 'phrasal verb', meaning: 'to fall down and stop being awake for a short time, for example because of heat or pain', example: 'It was so hot that a man passed out on the train.' },
  'sleep in': { partOfSpeech: 'phrasal verb', meaning: 'to sleep later than usual in the morning, on purpose', example: 'I always sleep in on Saturdays.' },
  'eat out': { partOfSpeech: 'phrasal verb', meaning: 'to eat at a restaurant instead of at home', example: "Let's eat out tonight." },
  'dress up': { partOfSpeech: 'phrasal verb', meaning: 'to put on nice, smart clothes; or to wear special clothes to look like someone else', example: 'We dressed up for the wedding. / The kids dressed up as pirates.' },
  'cut down on': { partOfSpeech: 'phrasal verb', meaning: 'to eat, drink or use less of something', example: "I'm trying to cut down on sugar." },
  'get rid of': { partOfSpeech: 'phrasal verb', meaning: 'to throw away, sell or remove something you do not want', example: 'We need to get rid of these old chairs.' },
  'turn out': { partOfSpeech: 'phrasal verb', meaning: 'to happen or end in a certain way, often one you did not expect', example: 'The party turned out to be great fun.' },
  'settle down': { partOfSpeech: 'phrasal verb', meaning: 'to start a calm life in one place, often with a partner; or to become calm', example: 'He wants to settle down and have kids.' },
  'stand out': { partOfSpeech: 'phrasal verb', meaning: 'to be easy to see or notice because you are different or better', example: 'Her red coat really stood out in the crowd.' },
  'take up': { partOfSpeech: 'phrasal verb', meaning: 'to start a new hobby or activity', example: 'I took up yoga last year.' },
  'count on': { partOfSpeech: 'phrasal verb', meaning: 'to be sure that someone will help you or that something will happen', example: 'You can always count on me.' },
  'go off': { partOfSpeech: 'phrasal verb', meaning: 'to ring or make a loud noise (an alarm); or to go bad (food)', example: 'My alarm went off at six. / The milk has gone off.' },
  'back out': { partOfSpeech: 'phrasal verb', meaning: 'to decide not to do something you agreed to do', example: 'He backed out of the trip at the last minute.' },
  // ---- more idioms and everyday phrases
  'break a leg': { partOfSpeech: 'idiom', meaning: 'good luck (said to someone before they go on stage, or before an exam or interview)', example: 'Break a leg at your concert tonight!' },
  'once in a while': { partOfSpeech: 'idiom', meaning: 'sometimes, but not often', example: 'I eat meat once in a while.' },
  'every now and then': { partOfSpeech: 'idiom', meaning: 'sometimes, but not regularly', example: 'Every now and then we drive to the beach.' },
  'no way': { partOfSpeech: 'idiom', meaning: "certainly not; also said when you are very surprised and can't believe something (informal)", example: 'Lend him my car? No way! / You met the president? No way!' },
  'all ears': { partOfSpeech: 'idiom', meaning: 'ready and eager to listen', example: "Tell me everything: I'm all ears." },
  'not my cup of tea': { partOfSpeech: 'idiom', meaning: 'not something I like or enjoy', example: 'Thanks, but horror films are not my cup of tea.' },
  'cut corners': { partOfSpeech: 'idiom', meaning: 'to do something quickly, cheaply or badly, by missing out things that should be done', example: 'The builders cut corners, and now the roof leaks.' },
  'hit the road': { partOfSpeech: 'idiom', meaning: 'to leave; to start a journey', example: "It's getting late: we should hit the road." },
  'in a nutshell': { partOfSpeech: 'idiom', meaning: 'in a few words; very briefly', example: 'In a nutshell, the trip was a disaster.' },
  'kill two birds with one stone': { partOfSpeech: 'idiom', meaning: 'to do two things with one action', example: 'I walk to work to kill two birds with one stone: I get exercise and save money.' },
  'ball is in your court': { partOfSpeech: 'idiom', meaning: 'it is your turn to decide or to act', example: "I've made my offer, so the ball is in your court." },
  'on cloud nine': { partOfSpeech: 'idiom', meaning: 'extremely happy', example: "She's been on cloud nine since the wedding." },
  'beat around the bush': { partOfSpeech: 'idiom', meaning: 'to avoid talking about the main thing, instead of saying it clearly (British also "beat about the bush")', example: 'Stop beating around the bush and tell me what happened.' },
  'pain in the neck': { partOfSpeech: 'idiom', meaning: 'a person or thing that is very annoying', example: 'Filling in tax forms is a pain in the neck.' },
  'go the extra mile': { partOfSpeech: 'idiom', meaning: 'to do more than people expect of you', example: 'The hotel staff really went the extra mile for us.' },
  'make it': { partOfSpeech: 'idiom', meaning: 'to arrive in time; to be able to come to an event; or to be successful', example: "Sorry, I can't make it to the party. / We made it to the station just in time." },
  'see eye to eye': { partOfSpeech: 'idiom', meaning: 'to agree with someone', example: "My dad and I don't see eye to eye on politics." },
  'on the same page': { partOfSpeech: 'idiom', meaning: 'agreeing about something or understanding it in the same way', example: "Let's talk first so we're all on the same page." },
  'best of both worlds': { partOfSpeech: 'idiom', meaning: 'a situation where you get the good things from two different choices', example: 'Living near the city and the beach is the best of both worlds.' },
  'get cold feet': { partOfSpeech: 'idiom', meaning: 'to suddenly feel too nervous to do something you planned', example: 'He got cold feet the day before the wedding.' },
  'up in the air': { partOfSpeech: 'idiom', meaning: 'not yet decided', example: 'Our holiday plans are still up in the air.' },
  'ring a bell': { partOfSpeech: 'idiom', meaning: 'to sound familiar; to remind you of something you have heard before', example: "Her name rings a bell, but I can't remember her face." },
  'take it easy': { partOfSpeech: 'idiom', meaning: 'to relax and not work too hard; or to stay calm', example: 'The doctor told me to take it easy for a few days.' },
  'take your time': { partOfSpeech: 'idiom', meaning: "don't hurry; do it as slowly as you need", example: 'Take your time: there is no rush.' },
  'no worries': { partOfSpeech: 'idiom', meaning: 'it is not a problem; a friendly way to say "you are welcome" or "that is OK" (informal)', example: '"Thanks for the lift!" "No worries!"' },
  'fair enough': { partOfSpeech: 'idiom', meaning: 'that is OK; I understand and accept your reason (informal)', example: '"I can\'t come, I have to work." "Fair enough."' },
  'make sense': { partOfSpeech: 'idiom', meaning: 'to be easy to understand; or to be a good idea', example: 'Does that make sense? / It makes sense to book early.' },
  'by the way': { partOfSpeech: 'idiom', meaning: 'used to start talking about a new subject, or to add something', example: 'By the way, did you call the bank?' },
  'keep in touch': { partOfSpeech: 'idiom', meaning: 'to keep talking or writing to someone, even when you are far apart', example: "Let's keep in touch after the course ends." },
  'speak of the devil': { partOfSpeech: 'idiom', meaning: 'said when the person you are talking about arrives or calls at that moment', example: "Speak of the devil: here's Tom now!" },
  'out of the blue': { partOfSpeech: 'idiom', meaning: 'suddenly and without warning', example: 'My old friend called me out of the blue.' },
  'in the same boat': { partOfSpeech: 'idiom', meaning: 'in the same difficult situation as someone else', example: "Don't worry, we're all in the same boat." },
  'let off steam': { partOfSpeech: 'idiom', meaning: 'to do something that helps you get rid of strong feelings or extra energy', example: 'I go running to let off steam after work.' },
  'hit the nail on the head': { partOfSpeech: 'idiom', meaning: 'to say exactly the right thing; to be exactly right', example: 'You hit the nail on the head: the problem is money.' },
  'time flies': { partOfSpeech: 'idiom', meaning: 'time seems to pass very quickly', example: 'Is it June already? Time flies!' },
  'head over heels': { partOfSpeech: 'idiom', meaning: 'completely in love', example: 'He fell head over heels in love with her.' },
  'down in the dumps': { partOfSpeech: 'idiom', meaning: 'sad and without energy (informal)', example: "I'm a bit down in the dumps because of the grey weather." },
  'sick and tired': { partOfSpeech: 'idiom', meaning: 'very annoyed and bored with something that has gone on too long', example: "I'm sick and tired of your excuses." },
  'break the bank': { partOfSpeech: 'idiom', meaning: 'to cost too much money (usually "won\'t break the bank": it is not expensive)', example: "A weekend away won't break the bank." },
  'hold your horses': { partOfSpeech: 'idiom', meaning: 'wait a moment; do not act too fast', example: "Hold your horses! Let's read the instructions first." },
  'run late': { partOfSpeech: 'idiom', meaning: 'to be later than planned', example: "Sorry, I'm running late: I'll be there in ten minutes." },
  'my bad': { partOfSpeech: 'idiom', meaning: 'my mistake; sorry (informal)', example: 'Oh, my bad, I took your seat.' },
  'when pigs fly': { partOfSpeech: 'idiom', meaning: 'never; used about something that will never happen', example: '"Will he ever tidy his room?" "When pigs fly!"' },
  ...MORE_LEARNER_GLOSSARY,
  ...EXTRA_LEARNER_GLOSSARY,
};

/** "gave up", "giving up", "overwhelming" → the entry's key, or null. */
/** Keys that start with an article ("the last straw"), found by the words after it, as a question strips it. */
const WITH_ARTICLE = new Map(Object.keys(LEARNER_GLOSSARY).filter((k) => /^(a|an|the) /.test(k)).map((k) => [k.replace(/^(a|an|the) /, ''), k]));
/** Loanwords written without their accents ("deja vu", "touche") find the entry that has them. */
const withoutAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const BY_FOLDED = new Map(Object.keys(LEARNER_GLOSSARY).filter((k) => withoutAccents(k) !== k).map((k) => [withoutAccents(k), k]));

const IDIOM_KEYS = Object.keys(LEARNER_GLOSSARY).filter((k) => LEARNER_GLOSSARY[k]!.partOfSpeech === 'idiom');

/** Irregular forms of the verbs idioms start with, to their base: "got cold feet" is "get cold feet". */
const IRREGULAR: Readonly<Record<string, string>> = { gave: 'give', given: 'give', gets: 'get', got: 'get', took: 'take', taken: 'take', broke: 'break', broken: 'break', came: 'come', found: 'find', ran: 'run', kept: 'keep', brought: 'bring', made: 'make', put: 'put', let: 'let', set: 'set', hung: 'hang', hit: 'hit', went: 'go', gone: 'go', threw: 'throw', thrown: 'throw', held: 'hold', lost: 'lose', told: 'tell', spilt: 'spill', bit: 'bite' };
/** A verb's forms as a pattern: "get" → get|gets|getting|got. */
const verbForms = (base: string) => [base, `${base}s`, `${base}ed`, `${base.replace(/e$/, '')}ing`, `${base}${base.at(-1)}ing`, `${base}${base.at(-1)}ed`, ...Object.keys(IRREGULAR).filter((f) => IRREGULAR[f] === base)].join('|');
/** First words of idioms that are no verb: every other first word may be inflected ("kicked the bucket"). */
const NOT_A_VERB = new Set(['a', 'an', 'the', 'on', 'in', 'at', 'under', 'over', 'out', 'up', 'by', 'for', 'from', 'with', 'to', 'no', 'not', 'once', 'all', 'as', 'every', 'when', 'what', 'how', 'it', 'its', "it's", 'that', 'this', 'back', 'better', 'best', 'easy', 'last', 'long', 'my', 'your', 'so', 'off', 'down', 'head', 'piece', 'between', 'against', 'behind', 'beyond', 'like', 'just', 'same', 'fair', 'second', 'fingers', 'hands', 'time']);

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Idioms as patterns that find them inside a sentence: "someone" and
 * "something" stand for any words, "your" for any possessive, a leading article may be left out, and
 * a leading verb may take any form ("got cold feet").
 * Longest first, so "take a rain check" wins over a shorter idiom inside it. Two-word idioms are
 * kept apart: "make it" or "for good" inside "I'll make it up to you" would explain the wrong phrase.
 */
const idiomPatterns = (keys: string[]) => keys.sort((a, b) => b.length - a.length).map((key) => ({
  key,
  pattern: new RegExp(`(?<!\\p{L}|\\p{L}')${escaped(key).replace(/^(\p{L}+)/u, (w) => (NOT_A_VERB.has(w.toLowerCase()) ? w : `(?:${verbForms(w)})`)).replace(/^(?:a|an|the) /, '(?:(?:a|an|the) )?').replace(/\bsomeone\b/g, "(?:\\p{L}+|my \\p{L}+)").replace(/\bsomething\b/g, "[\\p{L}' ]{1,30}?").replace(/\byour\b/g, '(?:my|your|his|her|our|their)')}(?!\\p{L}|'\\p{L})`, 'iu'),
}));
const IDIOMS_WITHIN = idiomPatterns(IDIOM_KEYS.filter((k) => k.split(' ').length >= 3));
/** Two-word idioms ("all thumbs", "cold turkey"): looked for only when the learner says they ask about an idiom. */
const SHORT_IDIOMS_WITHIN = idiomPatterns(IDIOM_KEYS.filter((k) => k.split(' ').length === 2));

/** An idiom the glossary knows inside a longer sentence: "Can I take a rain check?" → "take a rain check". */
export function idiomWithin(sentence: string, shortToo = false): string | null {
  const t = sentence.replace(/[\u2018\u2019]/g, "'");
  // "I'll make it up to you": a particle after a verb and its object belongs to that phrasal verb, so
  // "up to you" is not the idiom there.
  const ofPhrasalVerb = (m: RegExpExecArray) => /^(?:up|down|out|off|in|on|over|back|away)\b/i.test(m[0]) && /\b(?:it|them|him|her|me|us|this|that)\s+$/i.test(t.slice(0, m.index));
  return [...IDIOMS_WITHIN, ...(shortToo ? SHORT_IDIOMS_WITHIN : [])].find((i) => {
    const m = i.pattern.exec(t);
    return m !== null && !ofPhrasalVerb(m);
  })?.key ?? null;
}

/** Two-word phrasal verbs, with the verb in any form: "takes after", "tagged along". */
const PHRASAL_VERBS_WITHIN = Object.keys(LEARNER_GLOSSARY)
  .filter((k) => LEARNER_GLOSSARY[k]!.partOfSpeech === 'phrasal verb' && k.split(' ').length === 2)
  .map((key) => ({ key, pattern: new RegExp(`(?<!\\p{L})(?:${verbForms(key.split(' ')[0]!)}) ${escaped(key.split(' ')[1]!)}(?!\\p{L})`, 'iu') }));

/**
 * A phrasal verb the glossary knows inside a sentence ("People say I take after my mother" → "take
 * after"). Only for "What does that mean?" right after the sentence: there the phrasal verb is what a
 * learner asks about, while in other turns such short phrases are everywhere.
 */
export function phrasalVerbWithin(sentence: string): string | null {
  const t = sentence.replace(/[\u2018\u2019]/g, "'");
  return PHRASAL_VERBS_WITHIN.find((p) => p.pattern.test(t))?.key ?? null;
}

/** `within`: the term is a longer sentence and the entry an idiom found inside it. */
export function glossaryEntry(term: string): { key: string; entry: GlossaryEntry; within?: boolean } | null {
  // "let's call it a day", "I'm under the weather", "I'm going to hit the sack": the phrase is what follows the speaker.
  const t = term.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/^(let'?s|i'?m|you'?re|he'?s|she'?s|it'?s|we'?re|they'?re|to be|being)\s+/, '').replace(/^(going to|gonna|about to|want to|have to|need to|will|'ll)\s+/, '').replace(/^(to|a|an|the)\s+/, '').replace(/[?.!]+$/, '').trim();
  const key = LEARNER_GLOSSARY[t] ? t : (WITH_ARTICLE.get(t) ?? BY_FOLDED.get(t));
  if (key) return { key, entry: LEARNER_GLOSSARY[key]! };
  // "take it with a grain of salt", "pull his leg": the entry says "something" or "someone" for the object.
  // "pull my leg": the entry says "someone's".
  for (const general of [t.replace(/\b(?:it|this|that|them)\b/, 'something'), t.replace(/\b(?:him|her|me|them|us|you)\b/, 'someone'), t.replace(/\b(?:my|his|her|our|their)\b/, 'your'), t.replace(/\b(?:my|your|his|her|our|their)\b/, "someone's")]) {
    if (general !== t && LEARNER_GLOSSARY[general]) return { key: general, entry: LEARNER_GLOSSARY[general]! };
  }
  // "a piece of her mind": the end of an idiom whose verb the learner left out ("give someone a piece of
  // your mind"); three words at least, so "a line" is not the end of "drop someone a line".
  if (t.split(/\s+/).length >= 3) {
    for (const general of [t, t.replace(/\b(?:my|his|her|our|their)\b/, 'your')]) {
      const whole = IDIOM_KEYS.find((k) => k.endsWith(` ${general}`) || k.endsWith(` a ${general}`));
      if (whole) return { key: whole, entry: LEARNER_GLOSSARY[whole]! };
    }
  }
  // The first word inflected: "gave up" → "give up", "borrowed" → "borrow", "crowds" → "crowd", "zones out" → "zone out".
  const [head, ...rest] = t.split(/\s+/);
  const bases = [IRREGULAR[head ?? ''], head?.replace(/ies$/, 'y'), head?.replace(/(ing|ed|es|s)$/, ''), head?.replace(/s$/, ''), head?.replace(/(ing|ed)$/, 'e'), head?.replace(/(\w)\1(ing|ed)$/, '$1')].filter((b): b is string => Boolean(b));
  for (const base of bases) {
    const key = [base, ...rest].join(' ');
    if (LEARNER_GLOSSARY[key]) return { key, entry: LEARNER_GLOSSARY[key]! };
  }
  // "Can I take a rain check", "address the elephant in the room": a quoted sentence with an idiom in it.
  const within = t.split(/\s+/).length >= 3 ? idiomWithin(t) : null;
  return within ? { key: within, entry: LEARNER_GLOSSARY[within]!, within: true } : null;
}
