// Decision 0012: language detectors compared on our corpora (npx tsx bench/grammar/language-detectors.ts).
// tinyld's rows in 0012 were measured with it installed; it was dropped in decision 0013.
// Foreign = the dev chat turns noted 'other language'; every learner sentence and other chat turn is English.
import fs from 'node:fs';
import { eld as eldSmall } from 'eld/small';
import { eld as eldMedium } from 'eld/medium';
const dir = new URL('../../apps/server/src/ai/language/grammar/corpus/', import.meta.url).pathname;
const turns = JSON.parse(fs.readFileSync(dir + 'chat-turns-dev.json', 'utf8')) as Array<{ text: string; note: string }>;
const english: string[] = [];
for (const f of ['learner-errors.json', 'heldout-errors.json', 'fresh-errors.json', 'chat-errors-dev.json']) for (const e of JSON.parse(fs.readFileSync(dir + f, 'utf8'))) english.push(e.text);
for (const f of ['correct.json', 'heldout-correct.json', 'fresh-correct.json']) english.push(...JSON.parse(fs.readFileSync(dir + f, 'utf8')));
const foreign = turns.filter((t) => t.note === 'other language').map((t) => t.text);
const engTurns = turns.filter((t) => t.note !== 'other language' && t.note !== 'gibberish').map((t) => t.text);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const detectors: Record<string, (s: string) => string> = {
  'eld/small': (s) => eldSmall.detect(s).language,
  'eld/medium': (s) => eldMedium.detect(s).language,
  'eld/medium reliable': (s) => { const r = eldMedium.detect(s); return r.isReliable() ? r.language : 'en'; },
  'eld/medium >=3 words': (s) => (words(s) >= 3 ? eldMedium.detect(s).language || 'en' : 'en'),
  // What chat-gate.ts isOtherLanguage() does.
  'eld/medium reliable >=3 words (chosen)': (s) => { if (words(s) < 3) return 'en'; const r = eldMedium.detect(s); return r.isReliable() && r.language ? r.language : 'en'; },
};
for (const [name, d] of Object.entries(detectors)) {
  const t0 = performance.now();
  const foreignHit = foreign.filter((s) => d(s) !== 'en').length;
  const engWrong = english.filter((s) => d(s) !== 'en');
  const turnWrong = engTurns.filter((s) => d(s) !== 'en');
  const ms = performance.now() - t0;
  console.log(`${name}: foreign caught ${foreignHit}/${foreign.length}; learner sentences called non-English ${engWrong.length}/${english.length}; English chat turns called non-English ${turnWrong.length}/${engTurns.length}; ${ms.toFixed(0)} ms`);
  if (process.env.V) console.log('  ', foreign.filter((s) => d(s) === 'en'), turnWrong.slice(0, 12), engWrong.slice(0,8));
}
