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
  { key: /^(job|studies)$/, question: /\bdo you (work or study|study or work)\b|\bare you a student\b/i },
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

const COMMON = new Set(['what', 'when', 'where', 'which', 'who', 'how', 'why', 'do', 'does', 'did', 'you', 'your', 'are', 'is', 'the', 'a', 'an', 'to', 'in', 'on', 'at', 'of', 'have', 'has', 'any', 'usually', 'like', 'can', 'would', 'time', 'there', 'it', 'for', 'with', 'about', 'tell', 'me', 'that', 'this', 'most', 'more', 'often', 'much', 'many', 'kind', 'good', 'favourite', 'favorite', 'think']);
const stem = (w: string) => w.replace(/(ing|ed|es|s)$/, '');
const contentOf = (text: string) => new Set((text.toLowerCase().match(/[a-z']+/g) ?? []).filter((w) => !COMMON.has(w) && w.length > 2).map(stem));

/**
 * Bank questions the learner has already answered in so many words: two or more of the question's
 * content words in one of their lines ("I start work at six" answers "What time do you start work?").
 */
export function answeredByLines(banks: readonly QuestionBankInput[], lines: readonly string[]): string[] {
  const said = lines.map(contentOf);
  const heard = new Set(said.flatMap((s) => [...s]));
  const out: string[] = [];
  for (const { text, words } of questionWords(banks)) {
    // Most questions share no word with the learner at all: one set lookup each rules them out.
    if (words.length < 2 || words.filter((w) => heard.has(w)).length < 2) continue;
    if (said.some((s) => words.filter((w) => s.has(w)).length >= Math.max(2, Math.ceil(words.length * 0.6)))) out.push(text);
  }
  return out;
}

/** Every bank question with its content words, worked out once per set of banks (they do not change while the app runs). */
const wordsCache = new WeakMap<readonly QuestionBankInput[], Array<{ text: string; words: string[] }>>();
function questionWords(banks: readonly QuestionBankInput[]): Array<{ text: string; words: string[] }> {
  let cached = wordsCache.get(banks);
  if (!cached) {
    cached = banks.flatMap((bank) => [bank.teacher, bank.friend].flatMap((byLevel) => Object.values(byLevel).flat().map((text) => ({ text, words: [...contentOf(text)] }))));
    wordsCache.set(banks, cached);
  }
  return cached;
}
