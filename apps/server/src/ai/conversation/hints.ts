// Things the learner could say next after the AI's line, for the built-in partner and as the
// fallback of every engine's hints. Each is a whole sentence made from the question itself (issue
// 20: hints were the same whatever was asked, and ended in a literal "…"):
// - a yes/no question about the learner ("Do you like coffee?") gets the yes and the no answer in
//   full ("Yes, I like coffee." / "No, I don't like coffee.");
// - any question on a subject the partner has an answer for gets that answer, in the first person,
//   as something the learner could say too ("I have one sister; we talk every Sunday.");
// - then a way to keep the talk going ("And you?"), and at higher levels one to gain time.
import type { Level, RoleKind } from './types';
import { words } from './text';
import { partnerAnswerAbout } from './dialogue/partner-answers.data';

type Band = 'basic' | 'middle' | 'advanced';
const bandOf = (level: Level): Band => (level === 'A1' || level === 'A2' ? 'basic' : level === 'B1' || level === 'B2' ? 'middle' : 'advanced');

const MAX_HINTS = 3;

/** Auxiliaries that open a yes/no question, with the learner's yes and no forms. */
const YES_NO: Record<string, { yes: string; no: string }> = {
  do: { yes: '', no: "don't" },
  can: { yes: 'can', no: "can't" },
  could: { yes: 'could', no: "couldn't" },
  will: { yes: 'will', no: "won't" },
  would: { yes: 'would', no: "wouldn't" },
  have: { yes: 'have', no: "haven't" },
  are: { yes: 'am', no: "'m not" },
};

/** "you" becomes "I" as the subject, "me" after a verb or preposition; "your" becomes "my". */
function toFirstPerson(rest: string): string {
  return rest
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byour\b/gi, 'my')
    .replace(/\byou\b/gi, 'me');
}

/**
 * The full yes and no answers to "Do/Can/Are/Have you …?", or null when the question is about
 * someone else or too long to turn round safely (a wrong sentence teaches wrong English).
 */
function yesNoAnswers(question: string): [string, string] | null {
  const match = /^(do|can|could|will|would|have|are)\s+you\s+([a-z' ]+?)\s*\?$/i.exec(question.trim());
  if (!match) return null;
  const aux = YES_NO[match[1]!.toLowerCase()]!;
  let rest = match[2]!.trim();
  // Too long, about the speaker, or a choice ("tea or coffee?") rather than a yes/no question.
  if (words(rest).length > 6 || /\b(i|me|my|mine|we|us|our|or)\b/i.test(rest)) return null;
  rest = toFirstPerson(rest);
  // "Do you ever cook?" → "Yes, I sometimes cook." / "No, I never cook."
  if (aux.yes === '' && /^ever\s+\w/i.test(rest)) {
    const after = rest.replace(/^ever\s+/i, '');
    return [`Yes, I sometimes ${after}.`, `No, I never ${after}.`];
  }
  if (aux.yes !== 'have' && /^ever\b/i.test(rest)) return null;
  // "Have you ever been …?" → "Yes, I have been …" / "No, I have never been …".
  if (aux.yes === 'have' && /^ever\b/i.test(rest)) {
    const after = rest.replace(/^ever\s+/i, '');
    return [`Yes, I have ${after}.`, `No, I have never ${after}.`];
  }
  if (aux.yes === 'have' && !/^(been|got|had|seen|tried|done|made|heard|read|met|visited|played|eaten|watched)\b/i.test(rest)) return null;
  // "any" belongs to the no answer: "Yes, I have some pets." / "No, I don't have any pets."
  const affirmative = rest.replace(/\bany(one|body|thing|where)?\b/gi, (_, tail: string | undefined) => `some${tail ?? ''}`);
  const yes = aux.yes ? `Yes, I ${aux.yes} ${affirmative}.` : `Yes, I ${affirmative}.`;
  const no = aux.no.startsWith("'") ? `No, I${aux.no} ${rest}.` : `No, I ${aux.no} ${rest}.`;
  return [yes, no];
}

/** Things the learner could say next, graded to their level, as whole sentences about the AI's line. */
export function builtInHints(aiLine: string | null, level: Level, roleKind: RoleKind = 'friend'): string[] {
  const band = bandOf(level);
  const line = (aiLine ?? '').trim();
  const question = line.split(/(?<=[.!?])\s+/).filter((s) => s.includes('?')).pop() ?? '';
  const out: string[] = [];
  const yesNo = question ? yesNoAnswers(question) : null;
  if (yesNo) out.push(...yesNo);
  // Not for questions about the partner itself ("Do you remember my name?"): its answer is its own.
  const aboutLearner = question !== '' && !/\b(me|my|mine|name)\b/i.test(question);
  const about = aboutLearner ? partnerAnswerAbout(question, band === 'basic' ? 'teacher' : roleKind) : null;
  if (about) out.push(about);
  if (!question) out.push(band === 'basic' ? 'Can you ask me a question?' : 'Can we talk about something else?');
  else if (!yesNo && !about) out.push(band === 'basic' ? "I'm not sure. Can you say it another way?" : "Good question. Let me think about that for a moment.");
  out.push(band === 'basic' ? 'And you?' : 'What about you?');
  return [...new Set(out)].slice(0, MAX_HINTS);
}
