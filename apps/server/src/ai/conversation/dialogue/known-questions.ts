// Bank questions whose answer the partner already knows from the learner's facts ("Where are you
// from?" once they said "I'm from Brazil"), so it never asks them.
import type { QuestionBankInput } from '../types';
import type { LearnerFact } from './facts';

const ASKS: Array<{ key: RegExp; question: RegExp }> = [
  { key: /^name$/, question: /\bwhat('s| is) your name\b|\bwhat are you called\b/i },
  { key: /^from$/, question: /\bwhere (are you|do you come) from\b|\bwhere were you born\b|\bwhat country\b/i },
  { key: /^lives-in$/, question: /\bwhere do you live\b|\bwhich city do you live\b/i },
  { key: /^family:(sister|brother)$/, question: /\b(brothers? or sisters?|sisters? or brothers?|any siblings|have (a )?(brother|sister))\b/i },
  { key: /^family:/, question: /\bhow many people are in your family\b/i },
  { key: /^pet:/, question: /\bdo you have (a |any )?pets?\b|\bhave you got (a |any )?pets?\b/i },
  { key: /^job$/, question: /\bwhat('s| is) your job\b|\bwhat do you do( for (a )?(living|work))?\b|\bwhere do you work\b/i },
  { key: /^studies$/, question: /\bwhat do you study\b|\bwhat are you studying\b/i },
];

export function answeredQuestionsOf(banks: readonly QuestionBankInput[], facts: readonly LearnerFact[]): string[] {
  const patterns = ASKS.filter((a) => facts.some((f) => a.key.test(f.key))).map((a) => a.question);
  if (patterns.length === 0) return [];
  const out: string[] = [];
  for (const bank of banks) {
    for (const byLevel of [bank.teacher, bank.friend]) {
      for (const questions of Object.values(byLevel)) for (const q of questions) if (patterns.some((p) => p.test(q))) out.push(q);
    }
  }
  return out;
}
