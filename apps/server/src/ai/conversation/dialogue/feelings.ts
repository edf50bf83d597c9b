// How the learner feels in this turn: sad, stressed, happy (news) or neither. VADER sentiment
// (vader-sentiment, decision 0010) scores the words; a short list of life events that VADER reads
// as neutral ("my dog died", "I got the job") and of stress words decides the rest.
import vader from 'vader-sentiment';

export type Feeling = 'sad' | 'stressed' | 'happy' | null;

// Injuries, operations and break-ins are bad news VADER scores as neutral; a theft counts only when a person
// did it ("A seagull stole my sandwich!" is a funny story).
const SAD_EVENTS = /\b(didn'?t get (the|that|a|my) (job|place|visa|flat|apartment|house|scholarship|part|promotion)|wasn'?t (chosen|accepted|selected)|(they|she|he) chose (another|someone else|somebody else)|got rejected|rejected (me|my)|died|dead|passed away|(?:had to be |was |were |got )put (?:down|to sleep)|funeral|(?:move|moves|moving|moved|go|goes|going|went) into (?:a |an )?(?:care|nursing|retirement|old people'?s) home|lost my (job|dog|cat|wallet|phone)|lost (?:my|our) (?:\w+'s )?(?:old |favourite |new )?(?:watch|ring|necklace|wallet|purse|passport|keys|photos?|laptop)|meant (?:so much|a lot|everything) to me|(?:had|have) (?:a|another) (?:big |huge |terrible |horrible )?(?:fight|argument|row)|(?:isn'?t|is not|aren'?t|are not|stopped) (?:speaking|talking) to me|(?:dog|cat|pet|puppy|kitten|rabbit|hamster|parrot|tortoise) (?:has been|is|'s been|went|has gone|ran|has run) (?:missing|away)(?! (?:her|his|its|my|the|a|an|their|our|some)\b)|broke up|left me|divorce|in (the )?hospital|accident|broke (?:his|her|my|their|our) (?:arm|leg|wrist|ankle|hip|nose|collarbone|finger|toe|back|foot|hand|ribs?)|(?:needs?|needed|is having|had|has to have) (?:an? )?(?:emergency |big |small |major )?(?:operation|surgery)|broke into|burgl(?:ed|ary|ars?)|(?:forgot|forgotten) my birthday|(?:basement|house|flat|kitchen|home|cellar|street) (?:was |got |has )?(?:flooded|burn(?:ed|t) down)|(?:photos|pictures|house|home|flat|car|garden|crops|things|everything|belongings|furniture|papers|documents|books) (?:are|is|was|were|got) (?:all )?(?:ruined|destroyed)|robbed|(?:was|were|got|has been|have been) stolen|(?:someone|somebody|a thief|thieves|burglars|they) stole (?:my|our|his|her|their)|sick|ill\b|cancer|fired|failed|miss (my|home|her|him|them|you|it)|lonely|alone|crying|cried|depressed|heartbroken|unhappy|sad|upset|terrible|awful|horrible|worst)\b/i;
export const HARD_EVENTS = /\bi(?:'m| am|'ll| will)? (?:really |so |still |going to |gonna |totally )*miss (her|him|them|my \w+|home)\b|\b(died|dead|passed away|(?:had to be |was |were |got )put (?:down|to sleep)|funeral|in (the )?hospital|accident|cancer|lost my (job|dog|cat)|broke up|divorce[ds]?|divorcing|(?:isn'?t|is not|aren'?t|are not|stopped) (?:speaking|talking) to me)\b/i;
const STRESS = /\b((?:deadlines?|exams?|tests?|presentations?|reports?|essays?|projects?|assignments?|homework|thesis)\b[^.!?]*\b(?:tomorrow|tonight|today)\b[^.!?]*\b(?:haven'?t|have not|didn'?t|not) (?:even )?(?:started|begun|finished|done)|nothing is (?:packed|ready|done|finished)|moving\b[^.!?]*\b(?:haven'?t|have not) (?:even )?packed|have to (hand in|submit|finish)\b.*\b(in|by) (two|three|four|five|\d+) days|only (written|done|finished|read) (half|a (third|quarter|bit))|so much to do|nowhere to (?:go|live|stay|sleep)|wants? (?:us|me) out|(?:being |been |got |getting )?evicted|kick(?:ing|ed)? (?:us|me) out|can'?t think straight|(?:due|deadline is) (?:on |by )?(?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|tomorrow|tonight|next week)\b[^.!?]*\b(?:barely|hardly|haven'?t|only just)\b|stress(ed|ful)?|anxious|anxiety|nervous|nerves|worried|worry|worrying|scared|afraid|terrified|freaking out|(?:hands|legs|knees|voice) (?:are |is )?(?:shaking|trembling)|heart is (?:racing|pounding)|butterflies in my stomach|panic|panick(ing|ed)|overwhelmed|under pressure|deadline|so much (work|homework)|(?:can'?t|cannot|can not|couldn'?t) sleep|exhausted|burn(ed|t)? out)\b/i;
const HAPPY_EVENTS = /\b((?:daughter|son|baby|niece|nephew|grandson|granddaughter|twins?) (?:was|were|is|has been) born|got (the|a new) job|got (?:the|a|my) (?:scholarship|grant|visa|internship|job offer|place at|place on|pay rise|raise|driving licen[cs]e)|passed (my|the|her|his|their|our|all)|won\b|came (?:first|second|third)\b|(?:got|took|finished in) (?:first|second|third) place|getting married|got married|engaged|had a baby|had (?:\w+ )?(?:puppies|kittens|twins)|new baby|having a baby|(?:going to|gonna) have a baby|expecting a baby|pregnant|promot(ed|ion)|graduat(ed|ion)|got in(to)?\b|accepted|bought (?:a|our|my) (?:\w+ )?(?:house|flat|home|car)|(?:finally |just )?paid off (?:my|our|the|all (?:my|our)) (?:\w+ )?(?:loans?|debts?|mortgage|credit cards?)|got the keys (?:to|for) (?:our|my) (?:\w+ ){0,2}(?:house|flat|home|apartment)|retired (?:today|yesterday|this (?:week|month|year)|last (?:week|month)|after)|going to be an? (?:aunt|uncle|grandma|grandmother|grandfather|grandpa|granny|dad|father|mum|mom|mother|big sister|big brother)|(?:published|accepted) my (?:first )?(?:article|book|story|poem|paper|novel|song)|(?:article|book|story|poem|paper|novel|song|letter|photo|recipe)\b[^.!?]{0,60}\b(?:got|was|has been|have been|is going to be|will be) (?:published|printed|accepted)|so happy|so excited|can'?t wait|great news|good news|birthday|(?:got|received|earned) my (?:very )?first (?:pay ?cheque|pay ?check|salary|wages?|pay)|(?:got|received|won|earned) (?:the |an? )?(?:highest|best|top|full) (?:mark|marks|grade|score)|top of (?:my|the) class|my first (?:pay ?cheque|pay ?check|salary))\b/i;
const SAID_SAD = /\b(?:i'?m|i am|i feel|i'?ve been|i have been)(?: (?:so|very|really|quite|a bit|a little|pretty|kind of))? (?:sad|unhappy|upset|lonely|heartbroken|depressed|down|hurt|let down|disappointed|stupid|humiliated|embarrassed|ashamed|worthless)\b|\b(?:nobody|no one|no-one) (?:came|turned up|showed up|remembered)\b|\bcan'?t stop crying\b|\b(?:closed|shut) (?:down )?for good\b|\b(?:had to close|went (?:out of business|bankrupt|bust))\b/i;
/** A fear of a thing, not of an event: "I'm scared of spiders". */
export const PHOBIA = /\b(?:afraid|scared|terrified|frightened) (?:of|from) (?:big |small |the |all |wild )?(?:dogs?|cats?|spiders?|snakes?|heights|the dark|dark|deep water|water|flying|planes|mice|rats|insects|bees|wasps|birds|clowns|needles|injections|doctors|dentists|horses|cows|sharks|lifts|elevators|thunder|storms)\b/i;
const NEGATED_HAPPY = /\b(not|n't|never) (so )?(happy|excited)\b|\b(?:isn'?t|is not|wasn'?t|was not|not|never been) pregnant\b/i;

/** A clearly unhappy line by its words alone (VADER), feeling or not: no "How lovely!" for it. */
export const isNegative = (text: string): boolean => vader.SentimentIntensityAnalyzer.polarity_scores(text).compound <= -0.3;

export function feelingOf(text: string): Feeling {
  // "She cries at every sad film" tells what someone is like: a sad film or song is no sad news.
  // "Sorry, one second. Someone left flowers at my door!": the sorry is for the pause, not a feeling.
  const said = text.trim().replace(/^(?:sorry|excuse me|oops)[,!.]?\s+(?:(?:just )?(?:one|a) (?:second|sec|moment|minute)|wait)[.!,]?\s+/i, '').replace(/\b(?:sad|tragic) (?:films?|movies?|songs?|books?|stories|story|endings?|scenes?)\b|\bcr(?:y|ies|ied) at (?:every|sad|all)\b/gi, ' ');
  if (!said) return null;
  // The learner taking back a slip ("Oh no, sorry, that's wrong: …") or saying how someone else is at
  // times ("He changes colour when he is angry") is no news about how they feel.
  const t = said.replace(/\b(?:oh,? )?(?:no,? )?sorry,? (?:that'?s|i was|i'?m) wrong\b|\bthat'?s old news\b|\bmy mistake\b/gi, ' ').replace(/\bwhen (?:he|she|it|they) (?:is|are|gets?|feels?) (?:very |really |so )?(?:angry|sad|scared|upset|afraid|nervous|cross)\b/gi, ' ');
  const compound = vader.SentimentIntensityAnalyzer.polarity_scores(t).compound;
  // A hard life event outweighs the worry it causes ("my grandmother is in hospital, I'm worried").
  if (HARD_EVENTS.test(t)) return 'sad';
  // "I'm afraid of big dogs" tells what someone is like: a fear of a thing is no worry about an event.
  if (PHOBIA.test(t) && !/\b(?:tomorrow|tonight|today|next week|exam|interview)\b/i.test(t)) return null;
  if (STRESS.test(t)) return 'stressed';
  // "I am very sad today. My best friend moved away.": said outright, though "best friend" lifts the score.
  if (SAID_SAD.test(t)) return 'sad';
  if (SAD_EVENTS.test(t) && compound < 0.4) return 'sad';
  if (HAPPY_EVENTS.test(t) && !NEGATED_HAPPY.test(t)) return 'happy';
  // Only a clear score counts without an event word: "I work in an office" stays neutral, and
  // "I'm bad at singing" says what the learner can do, not how they feel.
  if (/\b(?:bad|terrible|awful|hopeless|not (?:very |so )?good) (?:at|in|with) \w+/i.test(t)) return null;
  if (compound <= -0.5) return 'sad';
  // A warm word or two is no news: "It's true, I promise!" after an excuse, "I loved it!" after thanks.
  // "My pizza just arrived. It smells so good!": enjoying something is no news to congratulate.
  if (/\b(?:smells?|tastes?|looks?|sounds?) (?:so |really |very |super )?(?:good|great|delicious|amazing|nice|lovely)\b|\b(?:delicious|yummy|tasty)\b/i.test(t) && !HAPPY_EVENTS.test(t)) return null;
  if (compound >= 0.6 && (/\b(so|really|very) (happy|glad|excited|pleased)\b/i.test(t) || (/!/.test(t) && !/\b(don'?t|didn'?t|can'?t|couldn'?t|haven'?t|deleted|lost|forgot|broke|because)\b/i.test(t)))) return 'happy';
  return null;
}
