// Details the learner gives in a scene (a day, a time, how many, a size, a name, the things they
// chose), read from their lines, so the character's later lines and closing use them: the script's
// "A table for four on Saturday at eight" becomes "A table for six on Friday at seven".
import { IRREGULAR_PLURALS } from '../language/lexicon/irregular';

const NUMBER = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2})';
const DAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today)\b/i;
const TIME = new RegExp(`\\b(?:at|around|about|after|before|by) (${NUMBER}(?::\\d{2}| thirty| o'clock| ?[ap]\\.?m\\.?)?|half past ${NUMBER}|(?:a )?quarter (?:past|to) ${NUMBER}|noon|midnight)\\b`, 'i');
// "A quarter past eight would be perfect": a time that starts the line.
const BARE_TIME = new RegExp(`^\\s*(${NUMBER}(?::\\d{2}| thirty| o'clock| ?[ap]\\.?m\\.?)|half past ${NUMBER}|(?:a )?quarter (?:past|to) ${NUMBER})\\b`, 'i');
/** "How about four o'clock?", "The 9 o'clock show": a clock time anywhere in the line. */
const OCLOCK = new RegExp(`\\b(${NUMBER} o'clock)`, 'i');
/** A party's size may be bigger than a clock's numbers: "We'll be sixteen people." */
const HOW_MANY = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|thirty|forty|fifty|\\d{1,3})';
const COUNT = new RegExp(`\\b(?:for|of|are)\\s+(${HOW_MANY})\\b(?!:| o'clock| ?[ap]m)|\\b(${HOW_MANY})\\s+(?:people|persons|of us|adults|guests|tickets?|nights)\\b`, 'i');
// "It's too small" is the problem, not the size wanted; "a smaller size" asks for small.
// "A bigger size, please — extra large": the last size named is the one wanted.
const SIZE = /(?<!\btoo )\b(extra[ -]large|extra[ -]small|xxl|xl|xs|small|medium|large|regular|single|double|smaller|bigger|larger)\b/gi;
const RELATIVE_SIZE: Record<string, string> = { smaller: 'small', bigger: 'large', larger: 'large', xl: 'extra large', xxl: 'extra extra large', xs: 'extra small', 'extra-large': 'extra large', 'extra-small': 'extra small' };
/** "I need to go to the airport": where the learner is going, for "The number 12 goes to the centre". */
// "the old town", "the train station", "the city centre": a describing word may come first, a place word after.
const DESTINATION = /\b(?:go|goes|get|going|getting|travel|take me|(?:a|the) (?:bus|train|tram|coach)) to (the (?:(?:old|new|main|central|city|train|bus|coach|ferry|national|history|art|science|shopping|general|north|south|east|west) )?[a-z]+(?: (?:station|airport|centre|center|hospital|museum|beach|stadium|university|town|market|square|harbour|port|park|mall|gallery|library|castle|cathedral|zoo|terminal|bridge|gardens?|pool|theatre|theater|cinema|church|temple|mosque|palace|tower|lake|river|hotel|school|college|office|restaurant|aquarium|embassy|stop|rink|arena|pier|marina|campus|clinic|hall|club|gym|fairground|ground|centre))?|[A-Z][\p{L}-]+)\b/u;
// "The booking is for Kila", "in the name of Okafor": a booking's name.
const NAME = /\b(?:[Mm]y name is|[Mm]y name's|I'm|I am|[Ii]t's|under the name(?: of)?|in the name of|name is|(?:booking|reservation|table) is for)\s+(\p{Lu}[\p{L}'-]+)/u;

export interface SceneDetails {
  day?: string;
  time?: string;
  count?: string;
  size?: string;
  name?: string;
  destination?: string;
  /** "It's too big": the other size is wanted ("a smaller size"), whatever the script offers. */
  fit?: 'smaller' | 'bigger';
}

/** The line without days told as past: "since last Sunday", "last Friday", "on Monday two weeks ago". */
export const pastDaysOut = (line: string) => line.replace(/\b(?:since|from|until)\s+(?:last\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\blast\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:\w+\s+){0,2}ago\b|\b(?:yesterday|today)\b(?=[^.!?]*\b(?:since|ago|had|was|were|started|began)\b)|\bsince\s+(?:yesterday|today)\b/gi, ' ');

export function detailsFrom(lines: readonly string[]): SceneDetails {
  const out: SceneDetails = {};
  for (const line of lines) {
    // "Monday is bad for me. Could you start on Wednesday instead?": the last day named is the one chosen.
    // "I've had a cough since last Sunday": a day in the past is no day chosen.
    const day = [...pastDaysOut(line).matchAll(new RegExp(DAY.source, 'gi'))].at(-1)?.[1];
    if (day) out.day = day[0]!.toUpperCase() + day.slice(1).toLowerCase();
    const time = TIME.exec(line)?.[1] ?? BARE_TIME.exec(line)?.[1] ?? OCLOCK.exec(line)?.[1];
    if (time) out.time = time.toLowerCase();
    const count = COUNT.exec(line);
    if (count) out.count = (count[1] ?? count[2])!.toLowerCase();
    const size = [...line.matchAll(SIZE)].at(-1)?.[1]?.toLowerCase();
    if (size) out.size = RELATIVE_SIZE[size] ?? size;
    const destination = DESTINATION.exec(line)?.[1];
    if (destination) out.destination = destination;
    const fit = /\btoo (big|large|long|loose|wide|baggy)\b/i.test(line) ? 'smaller' : /\btoo (small|tight|short|narrow)\b/i.test(line) ? 'bigger' : undefined;
    if (fit) out.fit = fit;
    const name = NAME.exec(line)?.[1];
    if (name) out.name = name;
  }
  return out;
}

/** The character's line with the script's details replaced by the learner's. */
export function withDetails(line: string, d: SceneDetails): string {
  let out = line;
  if (d.day) {
    const day = d.day === 'Tomorrow' || d.day === 'Tonight' || d.day === 'Today' ? d.day.toLowerCase() : d.day;
    // "See you tomorrow" becomes "See you on Thursday" once the learner chose Thursday.
    out = out.replace(/\b(on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)\b/i, (m, on: string | undefined) =>
      m.toLowerCase() === day.toLowerCase() || m.toLowerCase() === `on ${day.toLowerCase()}` ? m : /^(tomorrow|tonight|today)$/.test(day) ? day : `on ${day}`.replace(/^on /, on || /tomorrow/i.test(m) ? 'on ' : ''));
  }
  if (d.time) out = replaceTime(out, d.time);
  if (d.count) {
    out = out.replace(new RegExp(`\\b(for|of) ${NUMBER}\\b(?!:| o'clock)`, 'i'), (_m, w: string) => `${w} ${d.count}`);
    out = out.replace(new RegExp(`\\b${NUMBER}(?= (?:people|persons|of us|tickets|guests|adults|nights)\\b)`, 'i'), (m) => (/^\p{Lu}/u.test(m) ? d.count!.charAt(0).toUpperCase() + d.count!.slice(1) : d.count!));
  }
  // One ticket: "Here are your tickets" becomes "Here is your ticket", "Two tickets" "One ticket".
  if (d.count === 'one' || d.count === '1') {
    out = out.replace(/\b(here|there) are your tickets\b/i, (_m, w: string) => `${w} is your ticket`).replace(/\byour tickets\b/i, 'your ticket');
    out = out.replace(/\b(one|1) (people|tickets|guests|adults|nights)\b/i, (_m, n: string, noun: string) => `${n} ${noun.toLowerCase() === 'people' ? 'person' : noun.replace(/s$/, '')}`);
  }
  // The learner's name in a greeting line: "Nice to meet you!" → "Nice to meet you, Lerato!".
  if (d.name) out = out.replace(/\b(nice|lovely|great|good) to meet you(?=[.!])/i, (m) => `${m}, ${d.name}`);
  if (d.size) out = out.replace(/\b(?:(an?) )?(small|medium|large)\b/i, (_m, article?: string) => `${article ? (/^[aeiou]/.test(d.size!) ? 'an ' : 'a ') : ''}${d.size}`);
  if (d.fit) out = out.replace(/\b(?:bigger|smaller|larger)\b(?= (?:size|one)\b)/i, d.fit);
  // Only a bus or train "goes to" a place: the one the learner needs.
  if (d.destination) out = out.replace(/\b((?:bus|train|tram|number \d+|it|this one|that one) goes to) (the [a-z]+|[A-Z][\p{L}-]+)/u, (m, goes: string) => `${goes} ${d.destination}`);
  return out;
}

const CLOCK_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** "at eight", "around eight o'clock", "the 7 o'clock show" with the learner's time. */
function replaceTime(line: string, time: string): string {
  const own = /o'clock|:\d{2}|[ap]\.?m/i.test(time);
  const core = time.replace(/ o'clock$/i, '');
  let done = false;
  return line.replace(new RegExp(`\\b(at |around |about )?(${NUMBER})((?::\\d{2})| o'clock| ?[ap]m)?\\b(?!:)`, 'gi'), (m, lead: string | undefined, _n: string, tail: string | undefined) => {
    if (done || (!lead && !tail)) return m;
    // "There's a 4:10" for a learner who asked about one: "There's a 1:10" (never "one:10").
    if (tail?.startsWith(':') && !own) {
      const hour = /^\d{1,2}$/.test(core) ? core : String(CLOCK_WORDS.indexOf(core.toLowerCase()) + 1 || '');
      if (!hour) return m;
      done = true;
      return `${lead ?? ''}${hour}${tail}`;
    }
    done = true;
    // "half past seven" or "7:30" takes no "o'clock"; "seven" keeps the script's.
    if (tail === " o'clock") return /^[a-z]+$|^\d{1,2}$/i.test(core) ? `${lead ?? ''}${core} o'clock` : `${lead ?? ''}${core}`;
    return `${lead ?? ''}${own ? time : core}${tail && !own ? tail : ''}`;
  });
}

const COLOURS = 'red|blue|green|black|white|yellow|grey|gray|pink|brown|orange|purple|navy|beige';
/** "three pizzas", "two bowls of laksa", "three portions of spring rolls", "two of us", "the blue one", "after five", "Sunday at eleven": a detail worth saying back, each with the words that follow it. */
const SAID_BACK: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`\\b(${NUMBER}\\s+(?!people\\b|persons\\b|of us\\b|o'clock\\b|minutes?\\b|hours?\\b|days?\\b|weeks?\\b|months?\\b|years?\\b|times?\\b|dollars?\\b|euros?\\b|pounds?\\b)[a-z]{3,}s(?: of [a-z]{3,}(?: [a-z]{3,}s\\b)?)?)\\b`, 'i'), ', I see.'],
  [new RegExp(`\\b((?:the|a|an) (?:${COLOURS})(?: one| [a-z]{3,})?)\\b`, 'i'), ', OK.'],
  [new RegExp(`\\b((?:after|before|by|around) ${NUMBER}(?::\\d{2}| o'clock| ?[ap]\\.?m\\.?)?)\\b(?! (?:weeks?|days?|months?|hours?|minutes?|years?|more|of|people|persons?|percent|per cent|euros?|pounds?|dollars?)\\b)`, 'i'), ' is fine.'],
  // What a bill wrongly holds: "charged us for a bottle of champagne".
  // "a bottle of champagne", "the pumpkin soup." (two words only where the phrase ends), else one word: "a cheesecake (we didn't order)".
  // Without an article, the words before "we didn't order": "charged for garlic bread we didn't order".
  [/\bcharged (?:(?:us|me) )?(?:twice |double )?for ((?:a|an|one|two|three|the) (?:[a-z]+ of [a-z]+|[a-z]+ [a-z]+(?=\s*[.,!?]|\s*$| (?:we|that|which|twice|again|too)\b)|[a-z]+)|[a-z]+(?: [a-z]+)?(?= (?:that |which )?(?:we|i) (?:didn'?t|did not|never)\b))/i, ', I see.'],
  // "There's a side of chips on here that we didn't order": the thing the bill wrongly holds.
  [/\b(?:there'?s|there is|you'?ve (?:got|put)|it has) ((?:a |an |the )?(?:[a-z]+ of )?[a-z]+(?: [a-z]+)?) (?:on (?:here|the bill|it) )?(?:that|which) (?:we|i) (?:didn'?t|did not|never) (?:order|have|get)\b/i, ', I see.'],
  // A landmark: "it's opposite the cathedral".
  [/\b((?:opposite|next to|near|behind|in front of|across from|close to) (?:the|a) [a-z]+(?: (?:station|church|park|square|hotel|museum|market|bridge|library|school))?)\b/i, ', OK.'],
  // An outing that fills the time: "I'm going hiking with my brother".
  [/\bgoing ([a-z]{3,}ing(?: with (?:my|our) [a-z]+)?)\b/i, ' sounds fun!'],
  // Where the learner is from: "I'm from Tuvalu, in the Pacific" (a name keeps its capitals).
  [/\b(?:[Ii]'?m|[Ii] am|[Ww]e'?re|[Ww]e are|[Ii] come|[Ww]e come) from ((?!the\b|Room\b|Flat\b|Apartment\b|Number\b|Table\b|Seat\b|Gate\b|Platform\b)[A-Z][\p{L}'’-]*\p{L}(?: [A-Z][\p{L}'’-]*\p{L})?)/u, ', how lovely!'],
  // A habit that may matter: "I go swimming every evening".
  [/\b(?:i|we) (?:often |usually |always )?(?:go|went) ([a-z]{3,}ing)\b/i, ', I see.'],
  // "I'm interested in the pottery course" or "a course in bookbinding": the subject alone ("Pottery, lovely.").
  [/((?<=\b(?:course|class|classes|lessons|workshop) in )[a-z]{4,}(?: (?!(?:and|or|for|at|in|on|with|please|next|this|because|but|so)\b)[a-z]{4,}(?=\s*[.,!?]|\s*$))?|\b(?!(?:the|your|new|next|same|first|other|whole|online|evening|weekend|morning|short|long|free|this|that)\b)[a-z]{4,}(?= (?:course|class|classes|lessons|workshop)\b))\b/i, ', lovely.'],
  // A thing of theirs with a problem, or where it hurts: "My baby monitor keeps dropping off", "My left eye is red".
  // Only the subject ("the freezers at our supermarket broke" is not about the supermarket), and only a
  // fault ("my grandfather keeps pigeons", "my son broke his arm" are no fault of a thing).
  [/(?<!\b(?:at|in|on|of|from|to|for|with|by) )\b((?:my|our) (?:[a-z]+ )?(?!(?:has|have|is|was|just|still|really|always|also)\b)[a-z]{3,}) (?:has |just |still |really |always |also )?(?:keeps [a-z]+ing|won'?t|(?:doesn'?t|does not) (?:work|turn on|charge|connect|start|open|close|load)|(?:isn'?t|is not) working|stopped (?:working|connecting|charging|responding)|is broken|broke(?= down\b|\s*[.!?]|\s*$)|is (?:red|swollen|sore|itchy|painful|bleeding)|hurts|aches)\b/i, ', I see.'],
  // Who they live with: "I live with my sister and her two guinea pigs".
  [/\b(?:live|living|lives|stay|staying) with ((?:my|our) [a-z]+(?: and (?:my|our|her|his|their) (?:[a-z]+ ){0,2}[a-z]+)?)\b/i, ', how nice.'],
  // What they can spend: "I can only spend 700".
  [/\b(?:spend|pay|offer|afford|budget is|budget of)\s+(?:only\s+|about\s+|around\s+|up to\s+|at most\s+)?((?:€|£|\$)?\d+(?:[.,]\d+)*(?:\s*(?:euros?|pounds?|dollars?))?)/i, ', I see.'],
  // Someone hurt or shaken: "my daughter was quite shaken".
  [/\b((?:my|our) [a-z]+ (?:was|were|got) (?:quite |very |a bit |a little |badly |slightly )?(?:shaken|hurt|injured|upset|scared|frightened|bruised))\b/i, "? I'm sorry to hear that."],
];

/** "childs", "knifes": a regular plural of a noun whose plural is irregular. */
const isWrongPlural = (word: string) => {
  const w = word.toLowerCase();
  return /s$/.test(w) && [w.slice(0, -1), w.slice(0, -2)].some((base) => IRREGULAR_PLURALS.has(base) && IRREGULAR_PLURALS.get(base) !== w);
};

/**
 * A detail of the learner's line that the character's next line does not say, said back as a short
 * sentence ("Three pizzas, I see.", "The blue one, OK.", "After five is fine."), so the learner hears
 * it was taken in even where the script goes on with its own words. Null when there is none or the
 * next line already names it.
 */
export function detailToSayBack(learnerLine: string, nextLine: string, askedLine = ''): string | null {
  // "Would you like a window or an aisle seat?" → "Aisle, please": the choice said back ("An aisle seat, OK.").
  // "a current account or a savings account?" names the noun twice: the options are the words before it.
  const sharedNoun = /\ban? ([a-z]+) ([a-z]+) or an? ([a-z]+) \2\?\s*$/i.exec(askedLine);
  const choice = sharedNoun ? [sharedNoun[0], sharedNoun[1], sharedNoun[3], sharedNoun[2]] : /\b(?:an? )?([a-z]+) or (?:an? )?([a-z]+)(?: ([a-z]+))?\?\s*$/i.exec(askedLine);
  if (choice && (choice[3] || /\ban? \w+ or\b/i.test(askedLine))) {
    const picked = [choice[1]!, choice[2]!].find((o) => new RegExp(`\\b${o}\\b`, 'i').test(learnerLine) && !new RegExp(`\\b${o}\\b`, 'i').test(nextLine));
    const other = [choice[1]!, choice[2]!].find((o) => o !== picked);
    if (picked && other && !new RegExp(`\\b${other}\\b`, 'i').test(learnerLine)) {
      const said = `${picked}${choice[3] ? ` ${choice[3]}` : ''}`.toLowerCase();
      return `${/^[aeiou]/.test(said) ? 'An' : 'A'} ${said}, OK.`;
    }
  }
  // "Tomorrow morning would be better" to "can come today between two and four": the day said back.
  if (DAY.test(askedLine) || /\bwhen\b|\bwhat time\b/i.test(askedLine)) {
    const day = /\b(tomorrow|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))((?: (?:morning|afternoon|evening))?)\b/i.exec(learnerLine);
    if (day && !nextLine.toLowerCase().includes(day[1]!.replace(/^on /i, '').toLowerCase())) {
      const said = `${day[1]!.replace(/^on /i, '')}${day[2] ?? ''}`;
      return `${said.charAt(0).toUpperCase()}${said.slice(1).toLowerCase()} is fine.`;
    }
  }
  // "What's the name of your hotel?" "It's called Sunrise Hostel.": the name said back, capitals kept.
  if (/\bname of\b|\bwhat(?:'s| is) (?:it|your \w+|the \w+) called\b/i.test(askedLine)) {
    const name = /\b(?:called|named|[Ii]t'?s|[Ii]t is|[Tt]he)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u.exec(learnerLine)?.[1];
    if (name && !nextLine.includes(name.replace(/^the\s+/i, '').split(' ')[0]!)) return `${name.replace(/^the\s+/i, 'The ')}, I see.`;
  }
  // "The same size in green, please": the colour asked for.
  const colour = new RegExp(`\\bin (${COLOURS})\\b`, 'i').exec(learnerLine)?.[1];
  if (colour && !nextLine.toLowerCase().includes(colour.toLowerCase())) return `In ${colour.toLowerCase()}, OK.`;
  // "My daughter, who was in the back seat, was shaken": the detail is read without the aside.
  const plain = learnerLine.replace(/,\s+who [^,]{3,60},/gi, '');
  for (const [pattern, ending] of SAID_BACK) {
    const detail = pattern.exec(plain)?.[1];
    // Never a learner's slip said back as if right ("Three childs, I see.").
    if (!detail || detail.split(/\s+/).some(isWrongPlural)) continue;
    const core = detail.replace(/^(?:the|a|an|my|our) /i, '').split(' ')[0]!.toLowerCase();
    if (nextLine.toLowerCase().includes(core)) return null;
    // A name keeps its capitals ("Tuvalu"); a line's first word does not ("My phone" → "your phone").
    const name = /^\p{Lu}/u.test(detail) && !/^(?:My|Our|The|A|An)\b/.test(detail);
    const said = name ? detail : detail.replace(/^(?:a|an) /i, 'the ').toLowerCase().replace(/\b(my|our)\b/g, 'your');
    return `${said.charAt(0).toUpperCase()}${said.slice(1)}${ending}`;
  }
  return null;
}

/**
 * A key word said back with the learner's own words before it, inside their noun phrase: "party" in "a
 * fireworks party" is "fireworks party", "next door" in "the heating pipes next door" is "heating pipes next
 * door". Only after a determiner, so no verb comes along ("I hear music" stays "music").
 */
export function withLearnerWords(keyword: string, learnerLine: string): string {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const phrase = new RegExp(`\\b(?:a|an|the|some|my|our|their|his|her|this|that)\\s+((?:(?!(?:and|or|but|very|really|so|too|is|are|was|were)\\b)[a-z]+\\s+){1,2})${escaped}\\b`, 'i').exec(learnerLine);
  return phrase ? `${phrase[1]!.toLowerCase()}${keyword}` : keyword;
}


/**
 * A medicine offered to a learner who said they are pregnant or breastfeeding: the character says it
 * is safe for that, as a pharmacist or doctor would, rather than handing it over as to anyone.
 */
export function withCare(line: string, learnerLines: readonly string[]): string {
  const state = learnerLines.map((l) => (/\b(?:not|n't|never)\s+(?:pregnant|breastfeeding)\b/i.test(l) ? undefined : /\b(pregnant|breastfeeding)\b/i.exec(l)?.[1])).find(Boolean);
  if (!state || !/\b(?:medicine|tablets?|pills?|syrup|capsules?)\b/i.test(line)) return line;
  return `${line} This one is safe while you're ${state.toLowerCase()}.`;
}
