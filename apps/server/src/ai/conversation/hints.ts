// Things the learner could say next after the AI's line (answer starters graded to their level),
// for the built-in partner and as the fallback of every engine's hints.
import type { Level } from './types';
import { words } from './text';

type Band = 'basic' | 'middle' | 'advanced';
const bandOf = (level: Level): Band => (level === 'A1' || level === 'A2' ? 'basic' : level === 'B1' || level === 'B2' ? 'middle' : 'advanced');

/** Things the learner could say next, graded to their level, as answer starters for the AI's line. */
export function builtInHints(aiLine: string | null, level: Level): string[] {
  const band = bandOf(level);
  const q = (aiLine ?? '').trim();
  const lastQuestion = q.split(/(?<=[.!])\s+/).filter((s) => s.includes('?')).pop() ?? q;
  const first = words(lastQuestion)[0] ?? '';
  const aux: Record<string, [string, string]> = {
    do: ['do', "don't"], does: ['do', "don't"], did: ['did', "didn't"], are: ['am', "'m not"], is: ['is', "isn't"],
    have: ['have', "haven't"], has: ['have', "haven't"], can: ['can', "can't"], could: ['could', "couldn't"], would: ['would', "wouldn't"], will: ['will', "won't"],
  };
  const yesNo = aux[first];
  const out: string[] = [];
  if (yesNo) {
    const [yes, no] = yesNo;
    const noLine = no.startsWith("'") ? `No, I${no}.` : `No, I ${no}.`;
    if (first === 'is') out.push(band === 'basic' ? 'Yes, it is.' : 'Yes, I think it is, because …', band === 'basic' ? "No, it isn't." : "Not really. In my opinion, it isn't, because …");
    else if (band === 'basic') out.push(`Yes, I ${yes}.`, noLine);
    else if (band === 'middle') out.push(`Yes, I ${yes}. For example, …`, `${noLine.replace(/\.$/, '')}, but I …`);
    else out.push(`Yes, I ${yes}, although …`, `Not really, to be honest. I'd rather …`);
  } else if (first === 'where') {
    out.push(band === 'basic' ? 'In …' : 'Usually in …, because …', band === 'basic' ? 'I go to …' : 'I have never really thought about it, but maybe …');
  } else if (first === 'when') {
    out.push(band === 'basic' ? 'On …' : 'Usually on …', band === 'basic' ? 'At … o’clock.' : 'It depends, but often …');
  } else if (first === 'why') {
    out.push('Because …', band === 'basic' ? 'I think because …' : 'Mainly because …, and also …');
  } else if (first === 'how') {
    out.push(band === 'basic' ? 'I think …' : 'Well, it depends on …', band === 'basic' ? 'Very …' : 'To be honest, …');
  } else if (/\bfavou?rite\b/i.test(lastQuestion)) {
    const thing = /\bfavou?rite\s+([a-z]+)/i.exec(lastQuestion)?.[1] ?? 'one';
    out.push(`My favourite ${thing} is …`, band === 'basic' ? 'I like …' : `I can't choose just one, but …`);
  } else {
    out.push(band === 'basic' ? 'I like …' : 'I think …', band === 'advanced' ? 'From my point of view, …' : band === 'middle' ? 'In my opinion, …' : 'I think …');
  }
  out.push(band === 'basic' ? 'And you?' : 'What about you?');
  return [...new Set(out)].slice(0, 3);
}
