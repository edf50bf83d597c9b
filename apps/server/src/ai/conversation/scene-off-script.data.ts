// In-character answers to questions learners often ask off a scene's script (parking, the menu,
// prices, pay, opening hours …). Per scene first (by slug), then for any scene. Data, by hand.
import { thingAsked } from './dialogue/asked-thing';
export interface OffScriptAnswer {
  match: RegExp;
  answer: string;
}

export const SCENE_OFF_SCRIPT: Record<string, readonly OffScriptAnswer[]> = {
  'booking-a-table': [
    { match: /\b(dogs?|cats?|pets?)\b.*\b(allowed|bring|come|welcome|ok|okay|all right)\b|\b(bring|allowed|come with)\b.*\b(dogs?|cats?|pets?)\b/i, answer: 'Yes, well-behaved dogs are welcome on the terrace; we can bring a bowl of water too.' },
    { match: /\bpark(ing)?\b|\bcar\b/i, answer: "Yes, we have a small car park behind the restaurant, and parking is free for guests." },
    { match: /\bmenu|vegetarian|vegan|gluten|dish|food|pizza|pasta\b/i, answer: 'We have a full Italian menu, with vegetarian and gluten-free dishes too.' },
    { match: /\b(terrace|outside|window|garden)\b/i, answer: 'I can try to give you a table by the window.' },
  ],
  'job-interview-cafe': [
    { match: /\b(pay|salary|money|wage|per hour|how much)\b/i, answer: 'The pay is twelve pounds an hour, plus tips.' },
    { match: /\b(hours|shift|weekend|when .* start|start date)\b/i, answer: 'Shifts are four to eight hours, and you could start next week.' },
    { match: /\b(uniform|wear|clothes)\b/i, answer: 'We give you a T-shirt and an apron; just wear black trousers.' },
  ],
  'buying-fruit-at-the-market': [
    { match: /\b(organic|pesticides?|sprayed|chemicals?|local|where .* from)\b/i, answer: 'Yes, the apples and pears are organic, from a small farm just outside town.' },
  ],
  'ordering-coffee': [
    { match: /\b(milk|oat|soy|sugar|decaf)\b/i, answer: 'Sure, we have oat and soy milk, and decaf too.' },
    { match: /\b(wifi|wi-fi|password|internet)\b/i, answer: 'The wifi password is on the card by the door.' },
    { match: /\b(toilet|bathroom|restroom)\b/i, answer: "The toilet is at the back, on the left." },
  ],
  'salary-negotiation': [
    { match: /\b(holiday|vacation|days off|leave)\b/i, answer: 'The role comes with twenty-five days of holiday plus bank holidays.' },
    { match: /\b(remote|home|hybrid|office)\b/i, answer: 'We work in a hybrid way: two days a week from home.' },
    { match: /\b(bonus|pension|benefits|insurance)\b/i, answer: 'There is an annual bonus of up to ten per cent and a company pension.' },
  ],
  'checking-in-at-the-airport': [
    { match: /\b(?:hand luggage|carry-on|cabin bag|luggage|suitcase|bags?)\b[^?]*\b(?:heavy|weigh\w*|kilos?|kg|big|size)\b|\b(?:heavy|weigh\w*|kilos?|kg)\b[^?]*\b(?:hand luggage|carry-on|cabin bag|luggage|suitcase|bags?)\b/i, answer: 'Hand luggage can weigh up to eight kilos, and a checked bag up to twenty-three.' },
    { match: /\b(full|busy|booked|empty|seats? left|many (?:people|passengers))\b/i, answer: "It's quite busy today, but there are still a few seats left." },
    { match: /\b(cat|dog|pet|animal)s?\b/i, answer: 'A small cat or dog can travel in the cabin in a pet carrier, for a fee. Please book it with us first.' },
    { match: /\b(liquids?|water|bottle|laptop)\b/i, answer: 'Liquids go in small bottles in a clear bag, and laptops come out at security.' },
  ],
  'my-new-flat': [
    { match: /\b(quiet|noisy|noise|loud|peaceful)\b/i, answer: "It's usually quiet here, apart from a bit of noise on Saturday nights." },
  ],
  'small-talk-with-a-neighbour': [
    { match: /\b(quiet|noisy|noise|loud|peaceful)\b/i, answer: "It's usually quiet here, apart from a bit of noise on Saturday nights." },
  ],
  'opening-a-bank-account': [
    { match: /\b(son|daughter|child|children|kids?|teen\w*)\b/i, answer: 'Yes: from sixteen your son can open his own account; younger children need a parent to open it with them.' },
    { match: /\b(?:share|joint|together|both of us|(?:my )?(?:wife|husband|partner) and i|two names)\b/i, answer: 'Yes, you can open a joint account together; we just need ID from both of you.' },
  ],
  'buying-a-cinema-ticket': [
    { match: /\b(kids?|children|child|students?|discounts?|cheaper|concessions?|seniors?|pensioners?)\b/i, answer: 'Yes: children under twelve and students pay half price, so about five euros.' },
    { match: /\bhow long\b|\b(?:length of|long is) the (?:film|movie|show)\b|\b(?:what time|when) does (?:it|the film|the movie|the show) (?:end|finish)\b/i, answer: "It's about an hour and a half, so it finishes around half past eight." },
  ],
  'renting-a-flat': [
    { match: /\b(shel(?:f|ves)|pictures?|posters?|paint|painting|nails?|drill|walls?|decorate)\b/i, answer: 'You can put up pictures and shelves, but please ask the landlord before you drill into the walls.' },
  ],
  'feeling-sick': [
    // "Can I take it with milk?", "Should I take it with food?": how to take the medicine.
    { match: /\b(?:take|have|swallow)\b[^?]*\bwith (?:a glass of )?(?:milk|water|juice|food|tea|coffee|meals?)\b|\b(?:before|after) (?:food|meals?|eating|breakfast|dinner)\b|\bempty stomach\b/i, answer: 'Take it with a glass of water, after food. Not with milk, please: it can stop the medicine working well.' },
  ],
  'my-phone-is-broken': [
    // "Will my photos still be on it?": the learner's data.
    { match: /\b(photos?|pictures?|contacts|data|messages|files|videos?|music)\b/i, answer: "Don't worry: the repair doesn't touch your photos and data. If you can, back them up first, just to be safe." },
  ],
  'returning-a-faulty-laptop': [
    // "Could you lend me a laptop while mine is away?": a loan while it is repaired.
    { match: /\b(?:lend|loan|borrow|replacement|spare|another (?:one|laptop|computer))\b/i, answer: "I'm afraid we don't lend laptops, sorry. If the repair takes longer than two weeks, I can ask the manager about a replacement." },
  ],
  'negotiating-with-a-builder': [
    // "Are you insured if something gets damaged?": the builder's insurance.
    { match: /\binsur\w*|\b(?:cover(?:ed)?|damage[sd]?|breaks? something)\b/i, answer: "Yes, I'm fully insured, so any damage is covered. I can show you the certificate." },
  ],
  'noisy-hotel-room': [
    { match: /\b(breakfast)\b/i, answer: 'Breakfast is from seven to ten in the restaurant on the ground floor.' },
    { match: /\b(check ?out|checkout)\b/i, answer: 'Check-out is at eleven, but I can make it twelve for you.' },
    { match: /\b(refund|discount|money back|pay)\b/i, answer: 'I will ask the manager about a discount in the morning.' },
  ],
};

export const ANY_SCENE_OFF_SCRIPT: readonly OffScriptAnswer[] = [
  // "Can I take them with my hay fever tablets?": whether two medicines go together is the pharmacist's to say.
  { match: /\b(?:take|have|mix|use) (?:them|it|these|this|those)? ?(?:with|together with|alongside) (?:my |the |other |some )?(?:[\p{L}-]+ ){0,2}(?:tablets?|pills?|medicines?|medication|antibiotics|painkillers|inhaler)\b/iu, answer: "Good question. Please check with the pharmacist: they can tell you if it's safe with your other tablets." },
  { match: /\bpark(ing)?\b/i, answer: 'There is parking just around the corner.' },
  { match: /\b(how much|price|cost|expensive|cheap)\b/i, answer: "I'm not sure of the exact price, but I can check it for you." },
  // "Is the flat close to a metro station?" asks where, not when: "close to" is no closing time.
  { match: /\b(open(?! (?:an?|one|my|the|it)\b)|close(?! to\b|r to\b)|opening hours|what time do you)\b/i, answer: "We're open from nine to six, Monday to Saturday." },
  { match: /\bsim(?:[ -]?cards?)?\b|\b(?:phone|mobile) (?:shop|card|data)\b|\btop[ -]?up\b/i, answer: "There's a phone shop next to the station that sells SIM cards; the supermarket has them too." },
  { match: /\b(?:change|exchange|swap) (?:some |my )?(?:money|cash|currency|euros|dollars|pounds)\b|\b(?:currency|bureau de change|exchange office)\b/i, answer: "There's a currency exchange desk on the ground floor, or you can use a cash machine." },
  { match: /\b(?:keep|store|put)\b[^?]*\b(?:fridge|refrigerator|cold|cool place)\b|\b(?:fridge|refrigerator)\b[^?]*\b(?:medicine|tablets?|pills?|syrup|drops|cream|it)\b/i, answer: 'No need: keep it at room temperature, somewhere dry and out of the sun.' },
  // "Is there a cash machine around here?" asks where money is, not how to pay.
  { match: /\b(cash machines?|cashpoints?|atms?|banks?)\b/i, answer: "There's a cash machine just round the corner, next to the pharmacy." },
  // "Where can I buy a SIM card?" or "a birthday card" asks no way to pay.
  { match: /\b(?<!(?:sim|birthday|greeting|gift|post|id|key|memory|library|loyalty) )(card|cash|pay)\b/i, answer: 'You can pay by card or in cash.' },
  { match: /\b(toilets?|bathroom|restroom|loo)\b/i, answer: "There's a toilet just round the corner, on the right." },
  // "Is it a long ride to the centre?", "How far is the beach?": a place's distance, not how long a thing lasts.
  { match: /\b(?:how far|far (?:from|to|away)|is it far|long (?:ride|trip|journey|walk|drive|way))\b/i, answer: "It's not far: about fifteen minutes from here." },
  { match: /\b(popcorn|snacks?|sweets|crisps|sandwich(es)?|something to (eat|drink))\b/i, answer: 'Yes, there are snacks and drinks at the counter over there.' },
  { match: /\b(wifi|wi-fi|internet)\b/i, answer: 'Yes, the wifi is free.' },
  { match: /\b(sockets?|plugs?|charg(?:e|er|ing)|power outlets?)\b/i, answer: "Yes, there's a socket by the window where you can charge your phone." },
  { match: /\b(wheelchair|accessible|ramp|pushchair|pram|buggy)\b/i, answer: "Yes, it's step-free, with a ramp and space for a wheelchair." },
  { match: /\b(interest|interest rate)\b/i, answer: 'The savings account pays two per cent interest a year; the current account pays none.' },
  { match: /\b(child|children|son|daughter|kid|kids|baby)\b.*\b(take|have|use|give)\b|\b(take|have|use|give)\b.*\b(child|children|son|daughter|kid|kids|baby)\b/i, answer: "For children it's usually half the dose, depending on their age. Please check the leaflet or ask the pharmacist." },
  { match: /\b(metro|underground|tube|subway|train station|bus stop|station)\b/i, answer: "The nearest station is about a five-minute walk from here." },
  // "Is there somewhere safe to leave my bicycle?" asks where to leave it, not whether the area is safe.
  { match: /\b(?:bikes?|bicycles?|scooters?)\b[^?]*\b(?:leave|park|lock|store|keep|put)\b|\b(?:leave|park|lock|store|keep|put|safe)\b[^?]*\b(?:bikes?|bicycles?|scooters?)\b/i, answer: "There's a bike rack just outside the entrance; bring a good lock." },
  // "Do the buses run late at night?", "When is the last train?": how late transport runs.
  { match: /\b(?:buses|bus|trains?|trams?|metro|underground|tube|ferr(?:y|ies))\b[^?]*\b(?:late|at night|midnight|until when|till when)\b|\blast (?:bus|train|tram|metro|ferry)\b|\bnight bus(?:es)?\b/i, answer: 'They run until about midnight, and after that there are night buses every half an hour.' },
  // "Is it safe to walk home at night?"; "Can we use the pool at night?" asks about the pool, not safety.
  { match: /\bsafe\b|\bdangerous\b|\b(?:walk|walking|go out|going out|alone|out late)\b[^?]*\bat night\b/i, answer: "It's quite safe here, and the streets are well lit at night. Just take the usual care." },
  { match: /\b(rubbish|bins?|garbage|trash|recycling|recycle)\b/i, answer: 'The bins are behind the building: the green one is for recycling, the black one for other rubbish.' },
  { match: /\b(coffee|alcohol|beer|wine|drinks?)\b.*\b(medicine|tablets?|pills?|antibiotics)\b|\b(medicine|tablets?|pills?|antibiotics)\b.*\b(coffee|alcohol|beer|wine)\b/i, answer: "Better not: avoid coffee and alcohol while you take it, and take it with water. If you're unsure, ask the pharmacist." },
  { match: /\b(your name|who are you)\b/i, answer: "I'm the person helping you today." },
  { match: /\b(how are you)\b/i, answer: "I'm fine, thank you!" },
];

/**
 * The question in a turn, without what leads up to it: "Good morning. Is there a monthly fee?" and
 * "Sorry, before I answer: is the job full-time?" ask "Is there a monthly fee?" / "is the job full-time?".
 */
export function questionIn(text: string): string {
  const questions = text.trim().split(/(?<=[.!?:])\s+/).filter((part) => part.trim().endsWith('?'));
  const last = (questions.at(-1) ?? text).trim();
  return last.replace(/^(?:(?:sorry to (?:change the subject|interrupt|bother you)|sorry|excuse me|hello|hi|hey|good (?:morning|afternoon|evening)|oh|ok(?:ay)?|well|and|but|so|by the way|one more thing|before (?:i answer|we start|we begin)|one (?:more )?question|quick question|wait)[,:;.!]?\s+)+/i, '');
}

/** What a question asks about, as the partner can name it back: "Are pets allowed?" → "pets". */
function subjectOf(question: string): string | null {
  const q = question.trim().replace(/\?+$/, '').trim();
  const phrase = "([\\p{L}\\d' -]{3,30}?)";
  // What follows the thing: where, when, what for, or what the learner would do with it ("… I could read").
  const tail = "(?:\\s+(?:in|on|at|for|near|nearby|here|with|to|during|faster|open|available|allowed|included|free|necessary|possible|ok|okay|extra|every|(?:that |which )?(?:i|we) (?:could|can|might|may))\\b.*)?$";
  const patterns = [
    // "Are the children allowed to bring phones to class?": what they may bring or use, not who.
    new RegExp(`^(?:are|is) (?:the |my |our )?(?:children|kids|students|pupils|guests|visitors|tenants|patients|people|staff|we|i|they|he|she) (?:allowed|able|supposed|meant) to (?:bring|use|have|take|keep|wear|eat|drink|park)\\s+(the |a |an |their |our |my |his |her )?${phrase}${tail}`, 'iu'),
    new RegExp(`^(?:is there|are there|do you have|have you got|do i need|do i have to (?:pay|bring) (?:for )?|(?:can|could|may) (?:i|we) (?:get|have|use|bring|keep|take)|(?:does|do) (?:the |your )?[\\p{L} ]{2,20}? (?:have|offer|include|get))\\s+(a |an |any |the |some |my |your |our own |our |my own )?${phrase}${tail}`, 'iu'),
    // "Will I lose all my files?": what the learner fears losing or needing.
    new RegExp(`^will (?:i|we) (?:lose|need|get back|have to pay for)\\s+(?:all )?(my |our |the )?${phrase}${tail}`, 'iu'),
    new RegExp(`^(?:is|are|does|do|will|would|can)\\s+(the |a |an |my |your )?${phrase}\\s+(?:usually |always |often |very |really )?(?:allowed|included|free|ok|okay|possible|necessary|expensive|far|open|ready|available|extra|big|small|quiet|safe|new|crowded|busy|full|late|clean|cold|warm|noisy)\\b.*$`, 'iu'),
    // "Where can I buy a city map?": the thing wanted.
    new RegExp(`^where (?:can|could|do|should) (?:i|we) (?:buy|get|find|rent|hire)\\s+(a |an |some |the )?${phrase}${tail}`, 'iu'),
    // "Could you also take away the old bathtub?": a favour asked, named by what it is done to.
    new RegExp(`^(?:could|can|would|will) you (?:also |please |possibly |maybe |just )*(?:take away|take|remove|get rid of|bring|send|fix|check|change|clean|move|deliver|install|add|include|print|wrap|keep|hold|recommend|lend)\\s+(the |a |an |my |our |some |any )?${phrase}${tail}`, 'iu'),
    // "Do you sell laptop bags here too?": what the place sells or has.
    new RegExp(`^do you (?:also )?(?:sell|have|offer|serve|make|rent|do|repair|fix|install|deliver|clean|recommend|know)\\s+(any |some |a |an )?${phrase}(?:\\s+(?:here|too|as well|also|at all|to take (?:home|away)|to go|around|nearby|near)\\b.*)?$`, 'iu'),
    new RegExp(`^(?:is|are|does|do)\\s+(the |a |an )?${phrase}${tail}`, 'iu'),
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(q);
    if (!m?.[2]) continue;
    const article = (m[1] ?? '').trim().toLowerCase();
    const noun = m[2].trim().replace(/\s+(?:have|has|come|cost|include|take)$/i, '').toLowerCase();
    if (noun.split(/\s+/).length > 4 || /^(it|this|that|you|i|we|they|there|one|ones|anything|something|anyone|someone|any|some)\b/.test(noun)) continue;
    // The learner's own words back: "a fee" → "the fee", "my dog" → "your dog", none where they used none ("pets", "breakfast").
    // "Do you know a good dentist?", "Can you recommend one?" ask for any one: "about a good dentist", not "the".
    const determiner = /^an?$/.test(article) && /^(?:do|can|could) you (?:know|recommend)\b/i.test(q) ? `${article} ` : /^(?:my|our)( own)?$/.test(article) ? `your${article.endsWith('own') ? ' own' : ''} ` : article === 'your' ? 'my ' : article === '' ? '' : (article === 'any' || article === 'some') && /s$/.test(noun) ? '' : 'the ';
    return `${determiner}${noun}`;
  }
  return null;
}

/** "drive" → "Driving", "swim" → "Swimming", "park" → "Parking". */
function gerund(verb: string): string {
  const v = verb.toLowerCase();
  const ing = /e$/.test(v) && !/ee$/.test(v) ? `${v.slice(0, -1)}ing` : /^[^aeiou]*[aeiou][bdgmnpt]$/.test(v) ? `${v}${v.at(-1)}ing` : `${v}ing`;
  return ing.charAt(0).toUpperCase() + ing.slice(1);
}

export function offScriptAnswer(sceneSlug: string | undefined, question: string): string {
  const asked = questionIn(question);
  const found = [...(sceneSlug ? (SCENE_OFF_SCRIPT[sceneSlug] ?? []) : []), ...ANY_SCENE_OFF_SCRIPT].find((a) => a.match.test(asked) || a.match.test(question));
  if (found) return found.answer;
  // No answer written for it: name what was asked, so the learner knows they were heard.
  const choice = /\b([\p{L}-]{3,20}) or ([\p{L}-]{3,20})\s*\?*$/iu.exec(asked);
  if (choice) return `${choice[1]!.charAt(0).toUpperCase()}${choice[1]!.slice(1).toLowerCase()} or ${choice[2]!.toLowerCase()}? Good question. I'm not sure, sorry, but I can find out for you.`;
  // "Can I drive after I take it?": name the doing back ("Driving?") rather than guess an answer; an
  // adverb before the verb is not the doing ("Can I still check in?" → "Checking in?", not "Stilling").
  // The thing goes with the doing when it is short ("Drinking coffee?"), in the partner's words ("my" → "your").
  const doing = /^can (?:i|we) (?:(?:still|also|just|really|even|already|actually|now|then) )?(\p{L}{3,15})((?: (?!(?:with|on|in|at|after|before|during|here|there|if|when|while|now|today)\b)[\p{L}']+){0,3})/iu.exec(asked);
  if (doing && !/^(get|have|use|bring|keep|ask|see|help|pay|say|do|go|be)$/i.test(doing[1]!)) {
    // Three words at most, never ending on one that needs more ("into my" → "into your hotel" or nothing).
    const thing = (doing[2] ?? '').replace(/\bmy\b/gi, 'your').replace(/\bour\b/gi, 'your').toLowerCase().replace(/(?: (?:into|to|for|from|of|your|the|a|an|some|any))+$/, '');
    return `${gerund(doing[1]!)}${thing}? Good question. I'm not sure, sorry, so please ask before you do.`;
  }
  // "Is there one around half past two?": the time asked about, said back.
  const when = /\b((?:around|about|at|after|before|by) (?:half past |quarter (?:past|to) )?(?:\d{1,2}(?:[:.]\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)(?: ?[ap]\.?m\.?| o'clock)?(?: (?:this|tomorrow) (?:morning|afternoon|evening)| tonight| tomorrow)?)(?=\s*[?,.]|\s*$| in the)/i.exec(asked)?.[1];
  if (when) return `${when.charAt(0).toUpperCase()}${when.slice(1)}? Good question. I'm not sure, sorry, but I can find out for you.`;
  // "Which bus stops near the surgery?": the thing asked about by "which".
  const which = /^(?:which|what) (\p{L}{3,15})\b/iu.exec(asked)?.[1];
  // Failing both, the first thing the question names, by tagging its words ("Do you have towels …?").
  const about = subjectOf(asked) ?? (which && !/^(time|kind|sort|type|day|days|way|one|ones|else|about|happens|happened|is|are|was|were|do|does|did|can|could|should|would|will|shall|if)$/i.test(which) ? `the ${which.toLowerCase()}` : null) ?? thingAsked(asked);
  return about ? `Good question about ${about}. I'm not sure, sorry, but I can find out for you.` : "Good question. I'm not sure, but I can find out for you later.";
}
