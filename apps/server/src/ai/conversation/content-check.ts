// The word-list half of the content check: a small hand-written list of English abuse, threats,
// self-harm and sexual-violence terms, matched on word boundaries so that "class" or "skill"
// never trip it. The model half (when a model is configured) lives in the conversation service.
import { eld } from 'eld/medium';

/** Each entry is a regular-expression fragment matched as whole words, case-insensitively. */
const BLOCKED: readonly string[] = [
  // abuse and slurs
  'fuck(?:ing|er|ers|ed)?', 'motherfucker', 'cunt', 'bitch(?:es)?', 'whore', 'slut', 'retard(?:ed)?', 'faggot', 'nigg(?:er|a)s?',
  'chink', 'spic', 'kike', 'wetback', 'tranny', 'asshole', 'dickhead', 'piece of shit', 'shut the fuck up',
  // threats and violence
  "i(?:'m| am)? (?:going to|gonna|will) (?:kill|murder|stab|shoot|rape|hurt) (?:you|him|her|them|everyone)", 'kill (?:you|yourself|him|her|them|everyone)',
  'rape', 'raping', 'rapist', 'behead', 'shoot up (?:the|a) (?:school|class)', 'make a bomb', 'build a bomb', 'school shooting', 'mass shooting',
  // self-harm
  'kill myself', 'killing myself', 'suicide', 'suicidal', 'end my life', 'cut myself', 'cutting myself', 'hang myself', 'self[- ]harm', 'want to die',
  // sexual content involving minors
  'child porn', 'pedo(?:phile)?s?', 'paedo(?:phile)?s?',
];

/**
 * Listed words that are everyday words of a language learners write in: French "retard" (a delay:
 * "Mon train a une heure de retard"), Swedish, Danish and Norwegian "slut" (the end), Italian "rape"
 * (turnips). A line that eld reliably places in that language is not refused for them; an English
 * line ("you retard", eld: English) still is.
 */
const ORDINARY_IN: Readonly<Record<string, readonly string[]>> = {
  retard: ['fr'],
  slut: ['sv', 'da', 'no', 'nb', 'nn'],
  rape: ['it'],
};

// Global, for matchAll, which iterates a copy and leaves this one's lastIndex alone.
const PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${BLOCKED.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** The first blocked term in the text, or null. */
export function findBlockedTerm(text: string): string | null {
  const normalized = text.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ');
  for (const match of normalized.matchAll(PATTERN)) {
    const languages = ORDINARY_IN[match[0].toLowerCase()];
    if (languages && ordinaryThere(normalized, languages)) continue;
    return match[0];
  }
  return null;
}

function ordinaryThere(text: string, languages: readonly string[]): boolean {
  const guess = eld.detect(text);
  return guess.isReliable() && languages.includes(guess.language);
}
