// What a question asks about, found by part-of-speech tagging, for the replies that name it back when no
// written pattern knew the question ("Good question about the towels.").
import { NOT_A_THING, TIME_OR_FILLER } from './echo';
import { reflect } from './recall';
import { tag } from './tagging';

/**
 * The first thing a question names, in the partner's words: "Do you have towels, or should I bring my
 * own?" → "towels", "Can my husband come in with me?" → "your husband", "Who composed the soundtrack?" →
 * "the soundtrack", "Could you call a taxi for me?" → "the taxi". A common noun with the words that belong
 * to it (determiner, possessive, adjectives, nouns before it); names, pronouns, times and abstract words
 * are skipped. Null when there is none.
 */
export function thingAsked(question: string): string | null {
  const tokens = tag(question.trim().replace(/[\u2018\u2019]/g, "'"));
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i]!.pos !== 'NOUN') continue;
    let end = i;
    // "hardware start-ups": wink splits a hyphenated word into three tokens, the first maybe no noun
    const word = (k: number) => /^\p{L}+$/u.test(tokens[k]?.word ?? '');
    const hyphenated = (k: number) => word(k) && tokens[k + 1]?.word === '-' && word(k + 2);
    for (;;) {
      if (hyphenated(end + 1)) end += 3;
      else if (tokens[end + 1]?.word === '-' && word(end + 2)) end += 2;
      else if (tokens[end + 1]?.pos === 'NOUN') end += 1;
      else break;
    }
    const head = tokens[end]!.word.toLowerCase();
    if (TIME_OR_FILLER.test(head) || NOT_A_THING.test(head)) {
      i = end;
      continue;
    }
    let start = i;
    if (start >= 2 && tokens[start - 1]!.word === '-' && word(start - 2)) start -= 2;
    while (start > 0 && (tokens[start - 1]!.pos === 'ADJ' || tokens[start - 1]!.pos === 'DET' || (tokens[start - 1]!.pos === 'PRON' && /^(my|our|your)$/i.test(tokens[start - 1]!.word)))) start -= 1;
    const words = tokens.slice(start, end + 1).map((w) => w.word.toLowerCase()).join(' ').replace(/ - /g, '-').split(' ');
    if (words.length > 4 || /^(any|some|every|each|which|what|no)$/.test(words[0]!)) {
      if (words.length > 4) return null;
      words.shift();
      if (words.length === 0) continue;
    }
    if (words[0] === 'a' || words[0] === 'an') words[0] = 'the';
    return reflect(words.join(' '));
  }
  return null;
}

/**
 * The question without the partner's name said to them ("Do you have a garden, Ms Rivera?", voice "what
 * music do you like ms rivera", "Sam, have you …"), which would otherwise be read as its thing ("Yes, I like
 * ms rivera!"). `partnerName` as the role writes it ("Ms. Rivera", "Sam").
 */
export function withoutPartnerName(question: string, partnerName: string): string {
  const name = partnerName.replace(/^(?:mr|mrs|ms|miss|dr)\.?\s+/i, '').trim();
  if (!name) return question;
  const said = `(?:(?:mr|mrs|ms|miss|dr)\\.?\\s+)?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  return question
    .replace(new RegExp(`^\\s*(?:(?:hey|hi|so|and|oh)\\s+)?${said}[,!:]?\\s+`, 'i'), '')
    .replace(new RegExp(`[,\\s]+${said}(?=\\s*[?!.]*\\s*$)`, 'i'), '');
}
