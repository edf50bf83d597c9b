// Explain this correction (issue 15 §1): the rule behind a chat-turn correction, more examples of
// it and a three-sentence drill, all from the learner rules' own documented examples (each checked
// by the grammar tests: the wrong sentence gets exactly that fix). Pure apart from the rule list.
import { LEARNER_RULES, type LearnerRule } from '../../ai/language/grammar/learner-rules';
import { reasonFor } from '../../ai/language/grammar/turn-correction';
import type { GrammarIssue } from '../../ai/language/grammar/grammar-types';
import { ruleOf } from './mistakes';

export interface RuleExample {
  wrong: string;
  right: string;
}

const reasonOfRule = (rule: LearnerRule) => ruleOf({ reason: reasonFor({ category: rule.category, explanation: rule.explanation } as GrammarIssue, '') });

/** A tense reason names its time word ("past simple for a finished time: yesterday"); so does the rule's explanation. */
const sameTenseIdea = (reason: string, rule: LearnerRule) => rule.category === 'tense' && /past simple for a finished time/.test(reason) && /past simple|finished time|happened/i.test(rule.explanation);

/** The rules a correction came from: the ones whose one-line reason it repeats, else its category's. */
export function rulesFor(category: string, reason: string): { exact: LearnerRule[]; sameCategory: LearnerRule[] } {
  const wanted = ruleOf({ reason }).toLowerCase();
  const sameCategory = LEARNER_RULES.filter((r) => r.category === category);
  const exact = sameCategory.filter((r) => reasonOfRule(r).toLowerCase() === wanted || sameTenseIdea(wanted, r));
  return { exact, sameCategory };
}

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();

/** Examples of the rule (its own first), none repeating the learner's sentence or each other. */
export function examplesFor(category: string, reason: string, avoid: readonly string[] = []): RuleExample[] {
  const { exact, sameCategory } = rulesFor(category, reason);
  const seen = new Set(avoid.map(norm));
  const out: RuleExample[] = [];
  for (const rule of [...exact, ...sameCategory.filter((r) => !exact.includes(r))]) {
    for (const [wrong, right] of rule.examples ?? []) {
      if (seen.has(norm(wrong))) continue;
      seen.add(norm(wrong));
      out.push({ wrong, right });
    }
  }
  return out;
}

/** Every documented example by its wrong sentence: what a drill answer is checked against. */
const BY_WRONG = new Map<string, RuleExample>(LEARNER_RULES.flatMap((r) => (r.examples ?? []).map(([wrong, right]) => [norm(wrong), { wrong, right }] as const)));

export function practiceItem(prompt: string): RuleExample | null {
  return BY_WRONG.get(norm(prompt)) ?? null;
}

/** Whether two sentences say the same words, whatever the case and punctuation. */
export const sameSentence = (a: string, b: string) => norm(a) === norm(b);

/** Share of the model sentence's words the answer keeps: a rewrite, not a different sentence. */
export function keepsWords(answer: string, model: string): number {
  const want = norm(model).split(' ');
  const have = new Set(norm(answer).split(' '));
  return want.filter((w) => have.has(w)).length / Math.max(1, want.length);
}
