// The built-in partner's language guess (dialogue/language-guess.ts, decision 0013) on the grammar
// corpora: other-language and gibberish chat turns must be named so, English learner lines must stay
// English (a wrong "that looks like French" answers an English turn with a translation offer).
//   npx tsx bench/conversation/language-guess.ts
import fs from 'node:fs';
import { guessLanguage } from '../../apps/server/src/ai/conversation/dialogue/language-guess';
import { createLexicon } from '../../apps/server/src/ai/language/lexicon';

const dir = new URL('../../apps/server/src/ai/language/grammar/corpus/', import.meta.url).pathname;
const read = <T>(f: string) => JSON.parse(fs.readFileSync(dir + f, 'utf8')) as T;
const turns = read<Array<{ text: string; note: string }>>('chat-turns-dev.json');
const english = [
  ...['learner-errors.json', 'heldout-errors.json', 'fresh-errors.json', 'chat-errors-dev.json'].flatMap((f) => read<Array<{ text: string }>>(f).map((e) => e.text)),
  ...['correct.json', 'heldout-correct.json', 'fresh-correct.json'].flatMap((f) => read<string[]>(f)),
  ...turns.filter((t) => t.note !== 'other language' && t.note !== 'gibberish').map((t) => t.text),
];
const foreign = turns.filter((t) => t.note === 'other language').map((t) => t.text);
const gibberish = turns.filter((t) => t.note === 'gibberish').map((t) => t.text);
const lexicon = createLexicon();
const knows = (w: string) => lexicon.lemmatize(w) !== null;

type Guess = (text: string, knows: (w: string) => boolean) => { language: string };
export async function measure(name: string, guess: Guess) {
  guess('warm up', knows);
  const t0 = performance.now();
  const foreignHit = foreign.filter((s) => !['en', 'gibberish'].includes(guess(s, knows).language)).length;
  const gibberishHit = gibberish.filter((s) => guess(s, knows).language === 'gibberish').length;
  const englishWrong = english.filter((s) => guess(s, knows).language !== 'en');
  const ms = performance.now() - t0;
  const per = (ms / (foreign.length + gibberish.length + english.length)).toFixed(3);
  console.log(`${name}: other language named ${foreignHit}/${foreign.length}; gibberish ${gibberishHit}/${gibberish.length}; English called not English ${englishWrong.length}/${english.length}; ${per} ms per line`);
  if (process.env.V) console.log('  ', englishWrong.slice(0, 10));
}

if (import.meta.url === `file://${process.argv[1]}`) await measure('eld (partner now)', guessLanguage);
