// "Is it 'he doesn't like' or 'he doesn't likes'?", "Can I say 'I am agree'?": the learner asks about
// forms they quote. The grammar check already knows the rule behind most of them, with a reason
// written for learners, so its verdict answers: the form with no issue is right, and the reason is
// the rule. Nothing is said when the check finds nothing wrong in either (a check that finds
// nothing does not prove a form right), so the topic answers (grammar-topics.data.ts) take over.
import type { GrammarCheck } from '../types';
import { GRAMMAR_TOPICS } from './grammar-topics.data';

/** Quoted forms of two words or more, in order; an apostrophe inside a word ("doesn't") is no quote. */
export function quotedForms(text: string): string[] {
  const quote = /(?<!\p{L})["'“‘]((?:[^"'“”‘’]|(?<=\p{L})['’](?=\p{L})){3,60})["'”’](?!\p{L})/gu;
  return [...text.matchAll(quote)].map((m) => m[1]!.trim()).filter((f) => f.includes(' '));
}

/** Issues a fragment's own shape causes (no capital, no full stop) are not what the learner asks about. */
const ABOUT_THE_FRAGMENT = new Set(['capitalization', 'punctuation', 'spelling']);

type Verdict = { form: string; corrected: string; reason: string | null };

async function verdictOn(form: string, grammar: GrammarCheck): Promise<Verdict | null> {
  try {
    const result = await grammar.check(form);
    const issue = result.issues.find((i) => !ABOUT_THE_FRAGMENT.has(i.category) && i.suggestion !== i.text);
    if (!issue) return { form, corrected: form, reason: null };
    const corrected = `${form.slice(0, issue.start)}${issue.suggestion}${form.slice(issue.end)}`;
    return { form, corrected, reason: issue.explanation.trim().replace(/\s+/g, ' ') };
  } catch {
    return null;
  }
}

/** The answer to a question about quoted forms, or null when the grammar check cannot tell. */
export async function formsAnswer(question: string, grammar: GrammarCheck | null): Promise<string | null> {
  if (!grammar) return null;
  let forms = quotedForms(question).slice(0, 2);
  if (forms.length === 0) return null;
  // "…with 'used to'? Is it 'Did you used to'?": a form inside the other is the topic, not a choice
  // ("'used to' is right" would answer a question nobody asked); the longer one is asked about.
  const [a, b] = forms.map((f) => f.toLowerCase());
  const inside = (small: string, big: string) => small !== big && new RegExp(`(?<![\\p{L}'])${small.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}'])`, 'u').test(big);
  if (a && b && (inside(a, b) || inside(b, a))) forms = [a.length > b.length ? forms[0]! : forms[1]!];
  const verdicts = await Promise.all(forms.map((f) => verdictOn(f, grammar)));
  if (verdicts.some((v) => v === null)) return null;
  const wrong = verdicts.filter((v): v is Verdict & { reason: string } => Boolean(v?.reason));
  const right = verdicts.filter((v): v is Verdict => v !== null && v.reason === null);
  // "Why do we say …?" asks for the reason: a topic written for these words explains more than the check's one line.
  const why = /\bwhy\b/i.test(question) ? GRAMMAR_TOPICS.find((g) => g.asks?.test(question)) : undefined;
  const more = why ? ` ${why.explain}` : '';
  if (forms.length === 2) {
    if (wrong.length !== 1 || right.length !== 1) return null;
    return `"${right[0]!.form}" is right. ${wrong[0]!.reason}${more}`;
  }
  if (wrong.length !== 1) return null;
  return `Not quite: say "${wrong[0]!.corrected}". ${wrong[0]!.reason}${more}`;
}
