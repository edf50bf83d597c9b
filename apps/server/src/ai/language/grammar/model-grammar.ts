// The grammar check of a model provider, merged with the rule engine (Harper + learner rules).
// Models get character offsets wrong often, so each issue's quoted text is the anchor: offsets are
// kept only when they point at that text, else the text is searched for. Anything that cannot be
// placed, or an answer that is not the JSON asked for, is dropped; a failed or slow model leaves
// the rule engine's result as it is.
import { countFormat } from '../../format-counters';
import type { LanguageModel } from '../model-client';
import { mergeGrammarResults } from './grammar-engine';
import type { GrammarCategory, GrammarEngine, GrammarIssue, GrammarResult } from './grammar-types';

const CATEGORIES: readonly GrammarCategory[] = ['agreement', 'tense', 'article', 'preposition', 'word-order', 'spelling', 'verb-form', 'word-choice', 'punctuation', 'capitalization', 'plural', 'pronoun', 'other'];

export const GRAMMAR_PROMPT = [
  'You check English written by a language learner. Report only real grammar, spelling or word-choice errors, not style.',
  'Answer with JSON only, no prose and no code fence, in this shape:',
  '{"issues":[{"start":0,"end":0,"text":"the wrong words exactly as written","suggestion":"the replacement","explanation":"one short sentence a learner understands","category":"agreement"}]}',
  '"start" and "end" are character offsets into the text (end exclusive).',
  `"category" is one of: ${CATEGORIES.join(', ')}.`,
  'With no errors answer {"issues":[]}.',
].join('\n');

function str(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length <= max ? value : null;
}

/** Reads the model's answer into issues placed on `text`; never throws. Counts how well it was formed. */
export function parseModelGrammar(text: string, answer: string): GrammarIssue[] | null {
  const first = answer.indexOf('{');
  const last = answer.lastIndexOf('}');
  const unusable = () => {
    countFormat('grammar-json', 'unusable');
    return null;
  };
  if (first < 0 || last <= first) return unusable();
  let body: unknown;
  try {
    body = JSON.parse(answer.slice(first, last + 1));
  } catch {
    return unusable();
  }
  const list = (body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(list)) return unusable();
  // Prose or a code fence around the JSON, an issue dropped or moved: used, but only after a repair.
  let repaired = answer.slice(0, first).trim() !== '' || answer.slice(last + 1).trim() !== '';
  const issues: GrammarIssue[] = [];
  for (const raw of list.slice(0, 20) as Array<Record<string, unknown>>) {
    repaired ||= !raw || typeof raw !== 'object';
    if (!raw || typeof raw !== 'object') continue;
    const wrong = str(raw.text, 200);
    const suggestion = str(raw.suggestion, 200);
    const explanation = str(raw.explanation, 300)?.trim() ?? '';
    if (wrong === null || wrong === '' || suggestion === null || suggestion === wrong) {
      repaired = true;
      continue;
    }
    let start = Number.isInteger(raw.start) ? (raw.start as number) : -1;
    if (text.slice(start, start + wrong.length) !== wrong) {
      repaired = true;
      // The quoted words are the anchor: take the occurrence nearest the offset the model gave.
      let best = -1;
      for (let at = text.indexOf(wrong); at >= 0; at = text.indexOf(wrong, at + 1)) {
        if (best < 0 || Math.abs(at - start) < Math.abs(best - start)) best = at;
      }
      start = best;
    }
    if (start < 0) continue;
    repaired ||= !CATEGORIES.includes(raw.category as GrammarCategory);
    const category = CATEGORIES.includes(raw.category as GrammarCategory) ? (raw.category as GrammarCategory) : 'other';
    issues.push({ start, end: start + wrong.length, text: wrong, suggestion, explanation: explanation || 'Check this part of the sentence.', category, source: 'model' });
  }
  countFormat('grammar-json', repaired ? 'repaired' : 'clean');
  return issues;
}

/** The rule engine with the model's check merged in; the rule engine alone when the model fails. */
export function withModelGrammar(rules: GrammarEngine, model: LanguageModel, onModelError?: (error: unknown) => void): GrammarEngine {
  async function modelCheck(text: string): Promise<GrammarResult | null> {
    try {
      const answer = await model.complete([
        { role: 'system', content: GRAMMAR_PROMPT },
        { role: 'user', content: text },
      ]);
      const issues = parseModelGrammar(text, answer);
      if (issues === null) throw new Error('the model did not answer with the JSON asked for');
      return { issues, corrected: text };
    } catch (error) {
      onModelError?.(error);
      return null;
    }
  }
  return {
    async check(text: string): Promise<GrammarResult> {
      if (text.trim() === '') return rules.check(text);
      const [ruleResult, modelResult] = await Promise.all([rules.check(text), modelCheck(text)]);
      return mergeGrammarResults(text, ruleResult, modelResult);
    },
  };
}
