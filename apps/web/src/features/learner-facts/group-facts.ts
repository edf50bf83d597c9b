// Facts grouped by what they are about, for the facts page.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LearnerFactItem } from '@parley/contract/learner-facts';

/** The groups a fact's key falls in, in the order a person would tell them. */
const GROUPS: Array<{ title: MessageDescriptor; keys: RegExp }> = [
  { title: msg({ comment: 'Group of remembered facts: name, where the learner is from and lives', message: 'About you' }), keys: /^(name|from|lives-in)$/ },
  { title: msg`Work and studies`, keys: /^(job|studies)$/ },
  { title: msg`Family and pets`, keys: /^(family|pet):/ },
  { title: msg`Likes and dislikes`, keys: /^(likes|dislikes):/ },
  { title: msg`Plans and news`, keys: /^(plan|event)$/ },
];
const OTHER = msg({ comment: 'Group of remembered facts that fit no other group', message: 'Other' });

/** The groups with a fact in them, each titled in the interface language shown now (call it while rendering). */
export function groupFacts(facts: readonly LearnerFactItem[]): Array<{ title: string; facts: LearnerFactItem[] }> {
  const groupOf = (f: LearnerFactItem) => GROUPS.find((g) => g.keys.test(f.key))?.title ?? OTHER;
  return [...GROUPS.map((g) => g.title), OTHER]
    .map((group) => ({ title: i18n._(group), facts: facts.filter((f) => groupOf(f) === group) }))
    .filter((g) => g.facts.length > 0);
}
