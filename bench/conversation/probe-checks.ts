// The expectation checks of the dialogue probes (format: bench/blind-sets-check.ts), one per key.
// Each returns null when the last reply meets it, else a short reason.
import { findCorrection } from '../../apps/server/src/ai/conversation/correction-note';

export type Expectation = Record<string, unknown>;

export interface ProbeOutcome {
  /** The partner's last reply. */
  reply: string;
  /** The AI line before it (the opening when the probe has one turn). */
  previous: string;
  learnerText: string;
  sceneTurnBefore: number;
  sceneTurnAfter: number;
}

const PRAISE = /\b(great|good|nice|awesome|well done|perfect|excellent|wonderful|lovely|cool|brilliant|fantastic|amazing|spot on|nicely)\b/i;
const lower = (s: string) => s.toLowerCase();
const questionsOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().endsWith('?'));
const normal = (s: string) => lower(s).replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();

export function checkExpectation(e: Expectation, o: ProbeOutcome): string | null {
  const [key, value] = Object.entries(e)[0]!;
  const reply = o.reply;
  switch (key) {
    case 'containsAny':
      return (value as string[]).some((w) => lower(reply).includes(lower(w))) ? null : `contains none of ${JSON.stringify(value)}`;
    case 'containsAll': {
      const missing = (value as string[]).filter((w) => !lower(reply).includes(lower(w)));
      return missing.length ? `misses ${JSON.stringify(missing)}` : null;
    }
    case 'containsNone': {
      const found = (value as string[]).filter((w) => lower(reply).includes(lower(w)));
      return found.length ? `contains ${JSON.stringify(found)}` : null;
    }
    case 'notAsksAbout': {
      const asked = questionsOf(reply).filter((q) => (value as string[]).some((w) => lower(q).includes(lower(w))));
      return asked.length ? `asks "${asked[0]}"` : null;
    }
    case 'matches':
      return new RegExp(String(value), 'i').test(reply) ? null : `does not match /${String(value)}/`;
    case 'notMatches':
      return new RegExp(String(value), 'i').test(reply) ? `matches /${String(value)}/` : null;
    case 'repeatsPrevious': {
      const last = questionsOf(o.previous).pop() ?? o.previous;
      return normal(reply).includes(normal(last)) ? null : `does not repeat "${last}"`;
    }
    case 'noPraise': {
      const found = PRAISE.exec(reply.replace(findCorrection(reply) ?? '', ''));
      return found ? `praises ("${found[0]}")` : null;
    }
    case 'asksQuestion':
      return (questionsOf(reply).length > 0) === value ? null : value ? 'asks no question' : 'asks a question';
    case 'sceneAdvanced':
      return (o.sceneTurnAfter > o.sceneTurnBefore) === value ? null : value ? 'scene did not move on' : 'scene moved on';
    case 'maxWords': {
      const count = reply.split(/\s+/).filter(Boolean).length;
      return count <= (value as number) ? null : `${count} words > ${String(value)}`;
    }
    case 'correction': {
      const note = findCorrection(reply);
      if (value === null) return note ? `corrects: ${note}` : null;
      const any = (value as { containsAny: string[] }).containsAny;
      if (!note) return 'no correction';
      return any.some((w) => lower(note).includes(lower(w))) ? null : `correction "${note}" lacks ${JSON.stringify(any)}`;
    }
    default:
      return `unknown expectation ${key}`;
  }
}
