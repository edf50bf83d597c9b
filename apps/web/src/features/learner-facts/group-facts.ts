// Facts grouped by what they are about, for the facts page.
import type { LearnerFactItem } from '@parley/contract/learner-facts';

/** The groups a fact's key falls in, in the order a person would tell them. */
const GROUPS: Array<{ title: string; keys: RegExp }> = [
  { title: 'About you', keys: /^(name|from|lives-in)$/ },
  { title: 'Work and studies', keys: /^(job|studies)$/ },
  { title: 'Family and pets', keys: /^(family|pet):/ },
  { title: 'Likes and dislikes', keys: /^(likes|dislikes):/ },
  { title: 'Plans and news', keys: /^(plan|event)$/ },
];
const OTHER = 'Other';

export function groupFacts(facts: readonly LearnerFactItem[]): Array<{ title: string; facts: LearnerFactItem[] }> {
  const titleOf = (f: LearnerFactItem) => GROUPS.find((g) => g.keys.test(f.key))?.title ?? OTHER;
  return [...GROUPS.map((g) => g.title), OTHER]
    .map((title) => ({ title, facts: facts.filter((f) => titleOf(f) === title) }))
    .filter((g) => g.facts.length > 0);
}
