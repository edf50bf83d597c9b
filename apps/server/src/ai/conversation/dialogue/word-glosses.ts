// A line in another language glossed word by word (a dictionary read backwards knows words, not
// sentences), and the language of a line the language guess could not name, told by which dictionary
// reads its words.
import type { LanguageTools } from './answers';
import { dictionaryForms } from './dictionary-forms';

/**
 * Most words of a foreign line glossed one by one, the most looked up for them (a long line of
 * unknown words costs no more than a short one), and the shortest a word must be to be glossed.
 */
const MAX_GLOSSES = 3;
const MAX_GLOSS_LOOKUPS = 8;
const MIN_GLOSSED_LENGTH = 4;

/** Languages the language guess (eld) cannot name but an installed FreeDict dictionary reads. */
const DICTIONARY_ONLY = ['sw', 'af', 'eo'];

/**
 * The language of a line that looked like none ("Kesho nitaenda sokoni na mama yangu"): the learner's
 * own or one eld cannot name, when a dictionary knows at least two of its longer words; else null.
 */
export async function dictionaryLanguageOf(text: string, nativeLanguage: string | null | undefined, tools: LanguageTools): Promise<string | null> {
  const longer = (text.match(/\p{L}+/gu) ?? []).filter((w) => w.length >= MIN_GLOSSED_LENGTH);
  if (longer.length < 2 || !tools.translate) return null;
  for (const language of new Set([nativeLanguage?.split('-')[0], ...DICTIONARY_ONLY])) {
    if (!language || language === 'en') continue;
    if ((await glossWords(text, language, tools)).length >= 2) return language;
  }
  return null;
}

export async function glossWords(text: string, language: string, tools: LanguageTools): Promise<Array<[string, string]>> {
  if (!tools.translate) return [];
  const words = [...new Set(text.match(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [])].filter((word) => word.length >= MIN_GLOSSED_LENGTH).slice(0, MAX_GLOSS_LOOKUPS);
  const glosses: Array<[string, string]> = [];
  for (const word of words) {
    if (glosses.length >= MAX_GLOSSES) break;
    // the word itself, then the stems it may be built on ("memasak" → masak): the first the dictionary knows
    let found: string | undefined;
    for (const form of [word, ...dictionaryForms(word, language)]) {
      const english = (await tools.translate(form, 'en', language).catch(() => null))?.trim();
      if (english && english.toLowerCase() !== form.toLowerCase()) {
        found = english;
        break;
      }
    }
    // "gustan" → "They like", "M'agrada" → "It likes me": a verb glossed with a subject it does not have in
    // the line misleads, so it is left out. A word's English starts lower case unless the word is a name.
    if (!found || /^(?:i|you|he|she|it|we|they)\s/i.test(found)) continue;
    // German writes every noun with a capital ("Bruder" is brother), so there a capital names nobody.
    const name = /^\p{Lu}/u.test(word) && !new RegExp(`^\\P{L}*${word}`, 'u').test(text) && !/^(?:de|lb)$/.test(language);
    const capital = name || /^I\b/.test(found) || /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|english)$/i.test(found);
    const gloss = capital ? found.charAt(0).toUpperCase() + found.slice(1) : found.charAt(0).toLowerCase() + found.slice(1);
    if (gloss.toLowerCase() !== word.toLowerCase()) glosses.push([word, gloss]);
  }
  return glosses;
}
