/**
 * Spanish punctuation for Apertium's eng→spa output, which writes questions and exclamations the
 * English way ("Hola! Cómo estás?") and leaves runs of spaces where it dropped a word. Spanish
 * opens each question and exclamation with ¿ and ¡, where the question or exclamation begins: at
 * the sentence's start, or after a comma when the clause after it is the question ("Bien, ¿y tú?").
 * A learner reads these translations as Spanish; a missing ¿ is a mistake they would notice.
 */

// A clause after a comma is the question or exclamation itself when it starts with one of these.
// (A lookahead, not \b: \b knows only ASCII letters, so it never ends a word in "é".)
const CLAUSE_OPENERS = /^(?:qué|quién|quiénes|cómo|dónde|adónde|cuándo|cuál|cuáles|cuánto|cuánta|cuántos|cuántas|por qué|y|o|verdad|vale|no)(?=[\s,.!?]|$)/iu;

function openSentence(sentence: string): string {
  const closing = /[?!]+$/u.exec(sentence)?.[0];
  if (!closing) return sentence;
  // "?!" is a question said with surprise: it opens as a question.
  const open = closing.includes('?') ? '¿' : '¡';
  if (sentence.includes(open)) return sentence;
  // The last comma whose clause opens the question, if there is one; else the sentence's start.
  for (let comma = sentence.lastIndexOf(','); comma > 0; comma = sentence.lastIndexOf(',', comma - 1)) {
    const clause = sentence.slice(comma + 1).trimStart();
    if (CLAUSE_OPENERS.test(clause)) return `${sentence.slice(0, comma + 1)} ${open}${clause}`;
  }
  return `${open}${sentence}`;
}

/** A line's sentences, each with its closing marks: a stop ends one only before a space or the line's end, so "3.5" stays whole. */
export const sentencesOf = (line: string): string[] => line.split(/(?<=[.!?…])\s+/u);

export function spanishPunctuation(text: string): string {
  const spaced = text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?)])/g, '$1')
    .trim();
  return spaced
    .split('\n')
    .map((line) => sentencesOf(line).map((sentence) => openSentence(sentence.trim())).join(' '))
    .join('\n');
}
