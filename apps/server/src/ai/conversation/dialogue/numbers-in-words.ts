// How a year or a clock time is said in English, for "How do I say 2009?" or "How do I say 3:45 in
// words?": worked out from the number asked, the way a British learner's book teaches it (with the
// American form where it differs).

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–99 in words: "forty-five". */
function underHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
}

/** 0–9999 in words, British style: "two thousand and nine", "one hundred and five". */
export function numberInWords(n: number): string {
  const thousands = Math.floor(n / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (thousands) parts.push(`${underHundred(thousands)} thousand`);
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest || parts.length === 0) parts.push(parts.length ? `and ${underHundred(rest)}` : underHundred(rest));
  return parts.join(' ');
}

/** A year as it is said, with another common way: 1998 "nineteen ninety-eight", 2009 "two thousand and nine" (American "two thousand nine"). */
export function yearInWords(year: number): { said: string; also?: string } {
  const first = Math.floor(year / 100);
  const last = year % 100;
  if (year >= 2001 && year <= 2009) return { said: numberInWords(year), also: `"${numberInWords(year).replace(' and ', ' ')}" in American English` };
  if (year >= 2010 && year < 2100) return { said: `${underHundred(first)} ${underHundred(last)}`, also: `"${numberInWords(year)}"` };
  if (year === 2000 || last === 0) return { said: year === 2000 ? 'two thousand' : `${underHundred(first)} hundred` };
  return { said: `${underHundred(first)} ${last < 10 ? `oh ${ONES[last]}` : underHundred(last)}` };
}

/** A clock time as it is said: 3:45 "three forty-five", also "quarter to four". */
export function timeInWords(hour: number, minute: number): { said: string; also?: string } {
  const h12 = (x: number) => ONES[((x + 11) % 12) + 1]!;
  if (minute === 0) return { said: `${h12(hour)} o'clock` };
  const digital = `${h12(hour)} ${minute < 10 ? `oh ${ONES[minute]}` : underHundred(minute)}`;
  const past = minute <= 30;
  const m = past ? minute : 60 - minute;
  const amount = m === 15 ? 'quarter' : m === 30 ? 'half' : `${underHundred(m)}${m % 5 ? (m === 1 ? ' minute' : ' minutes') : ''}`;
  return { said: digital, also: `"${amount} ${past ? 'past' : 'to'} ${h12(past ? hour : hour + 1)}"` };
}

/** The spoken form of a year or a clock time in a question, or null when it holds neither. */
export function numbersSpoken(text: string): string | null {
  const say = (what: string, w: { said: string; also?: string }) => `We say ${what} "${w.said}"${w.also ? `, or ${w.also}` : ''}.`;
  const time = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/.exec(text);
  if (time) return say(time[0], timeInWords(Number(time[1]), Number(time[2])));
  const year = /\b(1[1-9]\d\d|20\d\d)\b/.exec(text);
  if (year && /\byear\b|\b(?:in|since|from|born)\s+\d{4}\b|^\s*(?:the year )?\d{4}\s*$/i.test(text)) return say(`the year ${year[1]}`, yearInWords(Number(year[1])));
  return null;
}
