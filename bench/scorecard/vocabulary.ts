// How common a reply's words are, from what the lexicon has: WordNet's SemCor tag counts (how often
// each sense was seen in a 230,000-word tagged corpus) summed over the word's lemmas, and the
// lexicon's function-word glossary (always common). A word the dictionary does not know, or one
// seen fewer than RARE_BELOW times (0 or 1: "notwithstanding", "ubiquitous"; "hobby" has 2), counts as rare. Names are skipped (a capital inside a sentence).
import { FUNCTION_WORDS } from '../../apps/server/src/ai/language/lexicon/function-words';
import { lemmaCandidates } from '../../apps/server/src/ai/language/lexicon/morphology';
import { loadWordNet, type WordNet } from '../../apps/server/src/ai/language/lexicon/wordnet';
import { findCorrection } from '../../apps/server/src/ai/conversation/correction-note';

export const RARE_BELOW = 2;

let wordnet: WordNet | null = null;

export function semcorCount(word: string): number {
  const count = tagged(word);
  // WordNet spells American: try "favourite" as "favorite", "realise" as "realize".
  if (count > 0) return count;
  const american = word.replace(/our(s?)$/, 'or$1').replace(/our(?=i|a|e)/, 'or').replace(/is(e|ed|es|ing)$/, 'iz$1');
  return american === word ? 0 : tagged(american);
}

function tagged(word: string): number {
  wordnet ??= loadWordNet();
  const wn = wordnet;
  let total = 0;
  for (const c of lemmaCandidates(word, (l, p) => wn.has(l, p), wn.exceptions)) {
    for (const offset of wn.offsets(c.lemma, c.pos) ?? []) total += wn.tagCount(c.lemma, c.pos, offset);
  }
  return total;
}

export interface VocabularyFigures {
  words: number;
  rare: number;
  rareWords: string[];
}

/** Words of the reply without its correction note (quoted learner words are not the partner's level). */
export function vocabulary(reply: string): VocabularyFigures {
  const note = findCorrection(reply);
  const text = note ? reply.replace(note, ' ') : reply;
  const tokens = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  let rare = 0;
  const rareWords: string[] = [];
  for (const [i, token] of tokens.entries()) {
    const word = token.toLowerCase().replace(/[’]/g, "'").replace(/'(s|re|ll|ve|d|m|t)$/, '');
    if (word.length < 3 || FUNCTION_WORDS.has(word)) continue;
    const sentenceStart = i === 0 || /[.!?]\s*$/.test(text.slice(0, text.indexOf(token)).trimEnd().slice(-1));
    if (!sentenceStart && /^[A-Z]/.test(token)) continue;
    if (semcorCount(word) < RARE_BELOW) {
      rare += 1;
      rareWords.push(word);
    }
  }
  return { words: text.split(/\s+/).filter(Boolean).length, rare, rareWords };
}
