// The learner-rule matcher. A rule (learner-rules.data.ts) is data: a regular expression whose
// named group `w` (or `w1` … `w9`, one per alternative) marks the wrong words (the whole match when absent), a suggestion template, a
// category and a plain explanation. Add a rule by adding an entry to LEARNER_RULE_DATA.
//
// Pattern sources may use {{NAME}} for a word list from WORDS (expanded before compiling).
// Templates: {group} inserts a captured group, {fn:group} transforms it (see TRANSFORMS),
// {map:group} looks it up in the rule's `map`. An empty `w` group is an insertion point: the issue
// then covers the words either side of it, and the suggestion puts the template between them.
import { indefiniteArticle } from './articles';
import type { GrammarIssue, Groups, LearnerRuleData } from './grammar-types';
import { baseForm, ingForm, participleForm, pastForm, thirdPersonForm } from './irregular-verbs';
import { LEARNER_RULE_DATA, WORDS } from './learner-rules.data';
import { RECALL_RULE_DATA } from './recall-rules.data';
import { TURN_RULE_DATA } from './turn-rules.data';
import { FALSE_FRIEND_RULE_DATA } from './false-friend-rules.data';

export type { Groups, LearnerRuleData } from './grammar-types';

export interface LearnerRule extends LearnerRuleData {
  regex: RegExp;
}

const OBJECT: Record<string, string> = { i: 'me', he: 'him', she: 'her', we: 'us', they: 'them', you: 'you', it: 'it' };
const SUBJECT: Record<string, string> = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they', you: 'you', it: 'it', i: 'I' };


/** Transforms available in templates as {name:group}. */
export const TRANSFORMS: Record<string, (value: string) => string> = {
  lower: (v) => v.toLowerCase(),
  base: (v) => baseForm(v),
  past: (v) => ({ is: 'was', am: 'was', are: 'were' })[v.toLowerCase()] ?? pastForm(v),
  pp: (v) => participleForm(v),
  ing: (v) => ingForm(v),
  third: (v) => ({ "don't": "doesn't", are: 'is', were: 'was', do: 'does', have: 'has' })[v.toLowerCase()] ?? thirdPersonForm(v),
  plain: (v) => ({ "doesn't": "don't", is: 'are', was: 'were', does: 'do', has: 'have', goes: 'go' })[v.toLowerCase()] ?? baseForm(v),
  a: (v) => indefiniteArticle(v),
  plural: (v) => {
    const w = v.toLowerCase();
    const irregular: Record<string, string> = { child: 'children', person: 'people', man: 'men', woman: 'women', foot: 'feet', tooth: 'teeth', knife: 'knives', wife: 'wives', life: 'lives' };
    if (irregular[w]) return irregular[w];
    if (/(s|x|z|ch|sh)$/.test(w)) return `${v}es`;
    if (/[^aeiou]y$/.test(w)) return `${v.slice(0, -1)}ies`;
    return `${v}s`;
  },
  singular: (v) => v.replace(/ies$/i, 'y').replace(/(ch|sh|ss|x)es$/i, '$1').replace(/s$/i, ''),
  obj: (v) => OBJECT[v.toLowerCase()] ?? v,
  subj: (v) => SUBJECT[v.toLowerCase()] ?? v,
  be: (v) => (/^i$/i.test(v) ? 'am' : /^(he|she|it)$/i.test(v) ? 'is' : 'are'),
  have: (v) => (/^(he|she|it)$/i.test(v) ? 'has' : 'have'),
  do: (v) => (/^(he|she|it)$/i.test(v) ? 'does' : 'do'),
};

export function expandPattern(source: string): string {
  return source.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const words = WORDS[name];
    if (words === undefined) throw new Error(`Unknown word list {{${name}}}`);
    return `(?:${words})`;
  });
}

export function fillTemplate(rule: Pick<LearnerRuleData, 'suggest' | 'map'>, groups: Groups): string {
  if (typeof rule.suggest === 'function') return rule.suggest(groups);
  return rule.suggest.replace(/\{(?:(\w+):)?(\w+)\}/g, (_, fn: string | undefined, name: string) => {
    const value = groups[name] ?? '';
    if (fn === undefined) return value;
    if (fn === 'map') return rule.map?.[value.toLowerCase()] ?? value;
    const transform = TRANSFORMS[fn];
    if (!transform) throw new Error(`Unknown transform {${fn}:…}`);
    return value === '' ? '' : transform(value);
  });
}

export function compileRule(data: LearnerRuleData): LearnerRule {
  return { ...data, regex: new RegExp(expandPattern(data.pattern), `gd${data.flags ?? 'i'}`) };
}

/** The chat-turn rules first: where they and an older rule flag the same words, theirs is right. */
export const LEARNER_RULES: LearnerRule[] = [...TURN_RULE_DATA, ...FALSE_FRIEND_RULE_DATA, ...RECALL_RULE_DATA, ...LEARNER_RULE_DATA].map(compileRule);

/** Keeps the capital of a sentence-initial word; lower-cases a suggestion that replaces a lower-case word. */
function matchCase(original: string, suggestion: string): string {
  const first = original[0];
  const head = suggestion[0];
  if (first === undefined || head === undefined) return suggestion;
  // "I" is a capital anywhere: replacing it ("between you and I" → me) keeps the fix lower-case.
  const upper = first !== first.toLowerCase() && original !== 'I';
  if (upper && head === head.toLowerCase()) return head.toUpperCase() + suggestion.slice(1);
  return suggestion;
}

/** Runs the rules over `text`; issues may overlap (the engine's merge keeps the earlier rule). */
export function runLearnerRules(text: string, rules: readonly LearnerRule[] = LEARNER_RULES): GrammarIssue[] {
  const issues: GrammarIssue[] = [];
  for (const rule of rules) {
    rule.regex.lastIndex = 0;
    for (let match = rule.regex.exec(text); match; match = rule.regex.exec(text)) {
      if (match[0].length === 0) rule.regex.lastIndex += 1;
      const groups: Record<string, string> = {};
      for (const [name, value] of Object.entries(match.groups ?? {})) groups[name] = value ?? '';
      const indices = match.indices?.groups;
      // The wrong words: group w, or the first of w1 … w9 that matched (one per alternative).
      const numbered = Object.entries(indices ?? {}).find(([name, at]) => /^w\d$/.test(name) && at !== undefined)?.[1];
      const span = indices?.w ?? numbered ?? [match.index, match.index + match[0].length];
      let [start, end] = span;
      let suggestion = fillTemplate(rule, groups);
      if (start === end) {
        // Insertion: cover the words either side ("listen music" → "listen to music").
        const before = /([\w']+)(\s*)$/.exec(text.slice(0, start));
        const after = /^(\s*)([\w']+)/.exec(text.slice(start));
        if (!before || !after) continue;
        const from = start - before[0].length;
        end = start + after[0].length;
        suggestion = `${before[1] ?? ''} ${suggestion} ${after[2] ?? ''}`;
        start = from;
      }
      const wrong = text.slice(start, end);
      suggestion = matchCase(wrong, suggestion);
      if (suggestion === wrong) continue;
      issues.push({ start, end, text: wrong, suggestion, explanation: rule.explanation, category: rule.category, source: 'rules' });
    }
  }
  return issues;
}
