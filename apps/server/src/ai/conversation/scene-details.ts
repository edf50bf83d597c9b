// Details the learner gives in a scene (a day, a time, how many, a size, a name, the things they
// chose), read from their lines, so the character's later lines and closing use them: the script's
// "A table for four on Saturday at eight" becomes "A table for six on Friday at seven".
const NUMBER = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2})';
const DAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today)\b/i;
const TIME = new RegExp(`\\bat (${NUMBER}(?::\\d{2}| thirty| o'clock| ?[ap]\\.?m\\.?)?|half past ${NUMBER}|noon|midnight)\\b`, 'i');
const BARE_TIME = new RegExp(`^\\s*(${NUMBER}(?::\\d{2}| thirty| o'clock| ?[ap]\\.?m\\.?)|half past ${NUMBER})\\b`, 'i');
const COUNT = new RegExp(`\\b(?:for|of|are)\\s+(${NUMBER})\\b(?!:| o'clock| ?[ap]m)|\\b(${NUMBER})\\s+(?:people|persons|of us|adults|guests|tickets|nights)\\b`, 'i');
const SIZE = /\b(small|medium|large|regular|single|double)\b/i;
const NAME = /\b(?:my name is|my name's|i'm|i am|it's|under the name(?: of)?|name is)\s+(\p{Lu}[\p{L}'-]+)/u;

export interface SceneDetails {
  day?: string;
  time?: string;
  count?: string;
  size?: string;
  name?: string;
}

export function detailsFrom(lines: readonly string[]): SceneDetails {
  const out: SceneDetails = {};
  for (const line of lines) {
    const day = DAY.exec(line)?.[1];
    if (day) out.day = day[0]!.toUpperCase() + day.slice(1).toLowerCase();
    const time = TIME.exec(line)?.[1] ?? BARE_TIME.exec(line)?.[1];
    if (time) out.time = time.toLowerCase();
    const count = COUNT.exec(line);
    if (count) out.count = (count[1] ?? count[2])!.toLowerCase();
    const size = SIZE.exec(line)?.[1];
    if (size) out.size = size.toLowerCase();
    const name = NAME.exec(line)?.[1];
    if (name) out.name = name;
  }
  return out;
}

/** The character's line with the script's details replaced by the learner's. */
export function withDetails(line: string, d: SceneDetails): string {
  let out = line;
  if (d.day) out = out.replace(/\b(on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i, (_m, on: string | undefined) => `${on ?? ''}${d.day === 'Tomorrow' || d.day === 'Tonight' || d.day === 'Today' ? d.day.toLowerCase() : d.day}`.replace(/^on (tomorrow|tonight|today)/, '$1'));
  if (d.time) out = out.replace(new RegExp(`\\bat ${NUMBER}(?::\\d{2}| o'clock| ?[ap]m)?\\b`, 'i'), `at ${d.time}`);
  if (d.count) out = out.replace(new RegExp(`\\b(for|of) ${NUMBER}\\b(?!:| o'clock)`, 'i'), (_m, w: string) => `${w} ${d.count}`);
  if (d.size) out = out.replace(/\b(small|medium|large)\b/i, d.size);
  return out;
}
