// Shape check of the blind evaluation sets (see bench/blind-sets.md). It reads the files as data
// and checks their format against the shared corpus formats; it never runs an engine on them, so it is
// safe for anyone to run. Exits 1 with every problem listed.
// Run: npx tsx bench/blind-sets-check.ts            (add --print to list every corrected sentence)
import fs from 'node:fs';
import path from 'node:path';
import { PROBE_ROUNDS, type ProbeRound } from './blind-rounds.data';

const ROOT = path.resolve(import.meta.dirname, '..');
const GRAMMAR = path.join(ROOT, 'apps/server/src/ai/language/grammar/corpus');
const PROBES = path.join(ROOT, 'bench/conversation/probes');
const SPEECH = path.join(ROOT, 'bench/speech/corpus');
const problems: string[] = [];
const fail = (where: string, what: string): void => {
  problems.push(`${where}: ${what}`);
};
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStringArray = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string' && s.length > 0);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasWholeWord = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}'’])${escape(word)}(?=$|[^\\p{L}\\p{N}'’])`, 'u').test(text);

const KINDS = [
  'greeting', 'goodbye', 'thanks', 'repeat', 'slower', 'not-understand', 'meaning', 'difference',
  'grammar-question', 'question-back', 'feedback-request', 'topic-change', 'feelings-sad', 'feelings-happy',
  'feelings-stressed', 'joke', 'insult', 'yes-no', 'off-topic', 'other-language', 'gibberish', 'memory',
  'no-repeat-known', 'topic-follow', 'variety', 'correction', 'no-false-correction', 'scene-detail',
  'scene-skip-known', 'scene-off-script', 'scene-refusal', 'scene-no-to-questions', 'scene-closing',
];
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const CATEGORIES = [
  'agreement', 'tense', 'article', 'preposition', 'word-order', 'verb-form', 'word-choice', 'plural',
  'spelling', 'pronoun', 'capitalization', 'punctuation', 'other',
];
const SUBSTITUTIONS = ['ɪ>iː', 'θ>s', 'v>b', 'r>l', 'ʊ>uː', 'e>æ', 'θ>t', 'æ>e', 'v>f', 'ʌ>æ', 'l>r', 'final-drop', 'vowel-insert'];

interface SceneFile { turns: unknown[] }
interface MinimalPair { id: string; sentence: string; target: string; swapped: string; substitution: string }
const scenes = new Map<string, SceneFile>();
for (const file of fs.readdirSync(path.join(ROOT, 'content/scenes'))) {
  scenes.set(file.replace(/\.json$/, ''), readJson(path.join(ROOT, 'content/scenes', file)) as SceneFile);
}
const topics = new Set((readJson(path.join(ROOT, 'content/topic-tags.json')) as { key: string }[]).map((t) => t.key));

function checkExpectation(where: string, e: unknown): void {
  if (!isObject(e) || Object.keys(e).length !== 1) return fail(where, `expectation must have exactly one key: ${JSON.stringify(e)}`);
  const [key, value] = Object.entries(e)[0]!;
  switch (key) {
    case 'containsAny': case 'containsAll': case 'containsNone': case 'notAsksAbout':
      if (!isStringArray(value) || value.length === 0) fail(where, `${key} needs a non-empty string array`);
      return;
    case 'matches': case 'notMatches':
      try { new RegExp(String(value), 'i'); } catch { fail(where, `${key} is not a RegExp: ${String(value)}`); }
      return;
    case 'repeatsPrevious': case 'noPraise':
      if (value !== true) fail(where, `${key} must be true`);
      return;
    case 'asksQuestion': case 'sceneAdvanced':
      if (typeof value !== 'boolean') fail(where, `${key} must be a boolean`);
      return;
    case 'maxWords':
      if (!Number.isInteger(value) || (value as number) < 1) fail(where, 'maxWords must be a positive integer');
      return;
    case 'correction':
      if (value === null) return;
      if (!isObject(value) || !isStringArray(value.containsAny)) fail(where, 'correction must be null or { containsAny: string[] }');
      return;
    default:
      fail(where, `unknown expectation ${key}`);
  }
}

// Issue 14's own examples: a later round must word its probes afresh, not replay them.
const ISSUE_SENTENCES = [
  'repeat please', 'can you speak more slowly?', "what does 'reluctant' mean?", "what's the difference between affect and effect?",
  'what about you?', "what's my name?", 'feedback on my English?', 'my dog died yesterday', 'hello!', 'thank you, bye!',
  'you are a stupid robot', 'ok, forget work.', 'my brother have 15 years', 'why you need my name?', 'i falled asleep',
  "i don't want to work weekends. never.",
].map((s) => s.toLowerCase());
const ids = new Set<string>();
const turnText = (t: unknown): string => (typeof t === 'string' ? t : isObject(t) ? String(t.text) : '').toLowerCase();
type Probe = Record<string, unknown>;

function readProbes(round: Pick<ProbeRound, 'dir'>): { file: string; probe: Probe }[] {
  const dir = path.join(PROBES, round.dir);
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((file) => {
    const probes = readJson(path.join(dir, file));
    if (!Array.isArray(probes)) { fail(`${round.dir}/${file}`, 'not an array'); return []; }
    return (probes as Probe[]).map((probe) => ({ file: `${round.dir}/${file}`, probe }));
  });
}

function checkProbes(round: ProbeRound, earlierRounds: Set<string>): { kinds: Record<string, number>; turns: Set<string> } {
  const earlierTurns = new Set(earlierRounds);
  for (const dir of round.alsoNewAgainst ?? []) {
    for (const { probe } of readProbes({ dir })) for (const t of Array.isArray(probe.turns) ? probe.turns : []) earlierTurns.add(turnText(t));
  }
  const kinds: Record<string, number> = {};
  const turnsSeen = new Set<string>();
  for (const { file, probe: p } of readProbes(round)) {
    {
      const where = `${file} ${String(p.id)}`;
      if (typeof p.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.id)) fail(where, 'id must be kebab-case');
      if (!String(p.id).startsWith(round.idPrefix)) fail(where, `id must start with ${round.idPrefix}`);
      if (ids.has(String(p.id))) fail(where, 'duplicate id');
      ids.add(String(p.id));
      if (!KINDS.includes(String(p.kind))) fail(where, `unknown kind ${String(p.kind)}`);
      kinds[String(p.kind)] = (kinds[String(p.kind)] ?? 0) + 1;
      if (p.role !== 'teacher' && p.role !== 'friend') fail(where, 'role must be teacher or friend');
      if (p.level !== undefined && !LEVELS.includes(String(p.level))) fail(where, 'bad level');
      if (p.nativeLanguage !== undefined && !/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(String(p.nativeLanguage))) fail(where, 'bad nativeLanguage');
      if (p.correctionLevel !== undefined && !['off', 'meaning', 'all'].includes(String(p.correctionLevel))) fail(where, 'bad correctionLevel');
      if (p.topic !== undefined && !topics.has(String(p.topic))) fail(where, `unknown topic ${String(p.topic)}`);
      const turns = p.turns;
      if (!Array.isArray(turns) || turns.length === 0) { fail(where, 'turns must be a non-empty array'); continue; }
      for (const t of turns) {
        const ok = (typeof t === 'string' && t.length > 0) || (isObject(t) && typeof t.text === 'string' && (t.voice === undefined || typeof t.voice === 'boolean'));
        if (!ok) fail(where, `bad turn ${JSON.stringify(t)}`);
        const text = turnText(t);
        turnsSeen.add(text);
        // Short answers ("No.", "Yes, please.") are naturally shared; longer turns must be worded afresh.
        const fresh = !earlierTurns.has(text) || (text.split(/\s+/).length < 3 && !ISSUE_SENTENCES.includes(text));
        if (!fresh) fail(where, `turn "${text}" repeats an earlier round's turn or issue 14's own example`);
      }
      if (p.scene !== undefined) {
        const scene = scenes.get(String(p.scene));
        if (!scene) fail(where, `unknown scene ${String(p.scene)}`);
        else if (turns.length > scene.turns.length) fail(where, `${turns.length} turns but the scene has ${scene.turns.length}`);
      } else if (String(p.kind).startsWith('scene-')) fail(where, 'a scene probe needs a scene');
      if (!Array.isArray(p.expect) || p.expect.length === 0) fail(where, 'expect must be a non-empty array');
      else for (const e of p.expect) checkExpectation(where, e);
      const usesScene = (p.expect as unknown[] ?? []).some((e) => isObject(e) && 'sceneAdvanced' in e);
      if (usesScene && p.scene === undefined) fail(where, 'sceneAdvanced without a scene');
    }
  }
  for (const k of KINDS) if (!kinds[k]) fail(round.dir, `no probe of kind ${k}`);
  if (round.least) {
    const count = Object.values(kinds).reduce((a, b) => a + b, 0);
    if (count < round.least.total) fail(round.dir, `${count} probes, want at least ${round.least.total}`);
    for (const [k, n] of Object.entries(round.least.kinds)) if ((kinds[k] ?? 0) < n) fail(round.dir, `${kinds[k] ?? 0} probes of kind ${k}, want at least ${n}`);
  }
  return { kinds, turns: turnsSeen };
}

/** A grammar round: its three files, and which corpus files were written before it (it must not repeat them). */
interface GrammarRound {
  errors: string; correct: string; chat: string; isEarlier: (file: string) => boolean;
  least?: { errors: number; correct: number; chat: number };
}
// Files written after a round are not "earlier" for it, so each round is compared only with what existed
// before it. The chat development corpora (commit ff53d87) came after round 3 and share 15 short turns
// with rounds 2 and 3 ("nope", "Thx!" …): that is their overlap to report, not a repeat by the blind rounds.
const AFTER_ROUND_3 = /blind[4-9]|^chat-(turns|errors)-dev\.json$/;
// Round 5's files came after round 4, so round 4 is not compared with them.
const AFTER_ROUND_4 = /blind[5-9]/;
// Round 6's files came after round 5, so round 5 is not compared with them.
const AFTER_ROUND_5 = /blind[6-9]/;
// Round 7's files came after round 6, so round 6 is not compared with them.
const AFTER_ROUND_6 = /blind[7-9]/;
// Round 8's files came after round 7, so round 7 is not compared with them.
const AFTER_ROUND_7 = /blind[8-9]/;
const LATER_THAN_3 = AFTER_ROUND_3;
const LATER_THAN_2 = new RegExp(`blind3|${AFTER_ROUND_3.source}`);
const GRAMMAR_ROUNDS: GrammarRound[] = [
  { errors: 'blind2-errors.json', correct: 'blind2-correct.json', chat: 'chat-turns-blind.json', isEarlier: (f) => !f.includes('blind2') && !f.startsWith('chat-turns-blind') && !LATER_THAN_2.test(f) },
  { errors: 'blind3-errors.json', correct: 'blind3-correct.json', chat: 'chat-turns-blind3.json', isEarlier: (f) => !f.includes('blind3') && !LATER_THAN_3.test(f) },
  // Round 4 must not repeat any file before it: every development corpus and rounds 2 and 3.
  { errors: 'blind4-errors.json', correct: 'blind4-correct.json', chat: 'chat-turns-blind4.json', isEarlier: (f) => !f.includes('blind4') && !AFTER_ROUND_4.test(f), least: { errors: 150, correct: 80, chat: 200 } },
  // Round 5 must not repeat any file before it: every development corpus (including those written while round 4
  // was tuned on) and rounds 2 to 4.
  { errors: 'blind5-errors.json', correct: 'blind5-correct.json', chat: 'chat-turns-blind5.json', isEarlier: (f) => !f.includes('blind5') && !AFTER_ROUND_5.test(f), least: { errors: 80, correct: 50, chat: 120 } },
  // Round 6 must not repeat any file before it: every development corpus and rounds 2 to 5.
  { errors: 'blind6-errors.json', correct: 'blind6-correct.json', chat: 'chat-turns-blind6.json', isEarlier: (f) => !f.includes('blind6') && !AFTER_ROUND_6.test(f), least: { errors: 80, correct: 50, chat: 120 } },
  // Round 7 must not repeat any file before it: every development corpus and rounds 2 to 6.
  { errors: 'blind7-errors.json', correct: 'blind7-correct.json', chat: 'chat-turns-blind7.json', isEarlier: (f) => !f.includes('blind7') && !AFTER_ROUND_7.test(f), least: { errors: 120, correct: 70, chat: 180 } },
  // Round 8 must not repeat any file before it: every development corpus and rounds 2 to 7.
  { errors: 'blind8-errors.json', correct: 'blind8-correct.json', chat: 'chat-turns-blind8.json', isEarlier: (f) => !f.includes('blind8'), least: { errors: 186, correct: 108, chat: 211 } },
];

/** Texts of the earlier corpus files, so the blind sets do not repeat a sentence of theirs. */
function earlierTexts(isEarlier: (file: string) => boolean): Set<string> {
  const texts = new Set<string>();
  for (const file of fs.readdirSync(GRAMMAR).filter((f) => f.endsWith('.json') && isEarlier(f))) {
    for (const x of readJson(path.join(GRAMMAR, file)) as unknown[]) {
      const text = typeof x === 'string' ? x : isObject(x) ? x.text : undefined;
      if (typeof text === 'string') texts.add(text.toLowerCase());
    }
  }
  return texts;
}

interface GrammarCounts { errors: number; correct: number; chat: number; categories: Record<string, number> }
function checkGrammar(round: GrammarRound, print: boolean): GrammarCounts {
  const earlier = earlierTexts(round.isEarlier);
  const seen = new Set<string>();
  const categories: Record<string, number> = {};
  const errorsName = round.errors.replace(/\.json$/, '');
  const errors = readJson(path.join(GRAMMAR, round.errors)) as { text: string; errors: { category: string; wrong: string; fix: string }[] }[];
  for (const item of errors) {
    const where = `${errorsName} "${item.text}"`;
    if (earlier.has(item.text.toLowerCase())) fail(where, 'repeats an earlier corpus sentence');
    if (seen.has(item.text)) fail(where, 'duplicate');
    seen.add(item.text);
    if (!Array.isArray(item.errors) || item.errors.length === 0) { fail(where, 'no errors'); continue; }
    let fixed = item.text;
    for (const e of item.errors) {
      if (!CATEGORIES.includes(e.category)) fail(where, `unknown category ${e.category}`);
      categories[e.category] = (categories[e.category] ?? 0) + 1;
      if (!hasWholeWord(item.text, e.wrong)) fail(where, `"${e.wrong}" is not whole words of the text`);
      // The exact-correction score replaces the first occurrence, so the wrong words must be unique.
      if (item.text.split(e.wrong).length !== 2) fail(where, `"${e.wrong}" occurs more than once`);
      if (e.wrong === e.fix) fail(where, 'fix equals wrong');
      fixed = fixed.replace(e.wrong, e.fix).replace(/ {2,}/g, ' ').replace(/ ([.,?!])/g, '$1');
    }
    if (print) console.log(`${item.text}\n   → ${fixed}`);
  }
  const correctName = round.correct.replace(/\.json$/, '');
  const correct = readJson(path.join(GRAMMAR, round.correct));
  if (!isStringArray(correct)) fail(correctName, 'must be a string array');
  for (const text of correct as string[]) {
    if (earlier.has(text.toLowerCase())) fail(`${correctName} "${text}"`, 'repeats an earlier corpus sentence');
    if (seen.has(text)) fail(`${correctName} "${text}"`, 'duplicate');
    seen.add(text);
  }
  const chatName = round.chat.replace(/\.json$/, '');
  const chat = readJson(path.join(GRAMMAR, round.chat)) as { text: string; voice?: boolean; note?: string }[];
  const chatSeen = new Set<string>();
  for (const turn of chat) {
    const where = `${chatName} "${turn.text}"`;
    if (typeof turn.text !== 'string' || turn.text.trim() === '') fail(where, 'empty text');
    if (chatSeen.has(turn.text)) fail(where, 'duplicate');
    chatSeen.add(turn.text);
    if (earlier.has(turn.text.toLowerCase())) fail(where, 'repeats an earlier corpus turn');
    if (Object.keys(turn).some((k) => !['text', 'voice', 'note'].includes(k))) fail(where, 'unknown field');
    // A recogniser writes lower case without punctuation (apostrophes and @ . in spoken addresses aside).
    if (turn.voice && turn.text !== turn.text.toLowerCase()) fail(where, 'voice turn must be lower case');
    if (turn.voice && /[,;:!?"]/.test(turn.text)) fail(where, 'voice turn must have no punctuation');
  }
  const counts = { errors: errors.length, correct: (correct as string[]).length, chat: chat.length };
  if (round.least) for (const k of ['errors', 'correct', 'chat'] as const) {
    if (counts[k] < round.least[k]) fail(k === 'chat' ? chatName : k === 'errors' ? errorsName : correctName, `${counts[k]} items, want at least ${round.least[k]}`);
  }
  return { ...counts, categories };
}

function checkSpeech(): { pairs: number; contexts: number; substitutions: Record<string, number> } {
  const substitutions: Record<string, number> = {};
  const ids = new Set<string>();
  let pairCount = 0;
  for (const name of ['minimal-pairs-blind', 'minimal-pairs-blind-2']) {
    const pairs = readJson(path.join(SPEECH, `${name}.json`)) as MinimalPair[];
    const counts: Record<string, number> = {};
    pairCount += pairs.length;
    for (const p of pairs) {
      const where = `${name} ${p.id}`;
      if (ids.has(p.id)) fail(where, 'duplicate id');
      ids.add(p.id);
      if (!SUBSTITUTIONS.includes(p.substitution)) fail(where, `unknown substitution ${p.substitution}`);
      counts[p.substitution] = (counts[p.substitution] ?? 0) + 1;
      substitutions[p.substitution] = (substitutions[p.substitution] ?? 0) + 1;
      if (!hasWholeWord(p.sentence.toLowerCase(), p.target.toLowerCase())) fail(where, `target "${p.target}" is not a whole word of the sentence`);
      if (p.target.toLowerCase() === p.swapped.toLowerCase()) fail(where, 'swapped equals target');
      const words = p.sentence.split(/\s+/).length;
      if (words < 4 || words > 10) fail(where, `${words} words (want 4–10)`);
    }
    for (const s of SUBSTITUTIONS) if ((counts[s] ?? 0) < 2) fail(name, `fewer than two items for ${s}`);
  }
  const contexts = readJson(path.join(SPEECH, 'context-answers-blind.json')) as Record<string, unknown>[];
  for (const c of contexts) {
    const where = `context-answers-blind ${String(c.id)}`;
    if (ids.has(String(c.id))) fail(where, 'duplicate id');
    ids.add(String(c.id));
    const ctx = c.context;
    if (!isObject(ctx)) { fail(where, 'no context'); continue; }
    if (ctx.question === undefined && ctx.scene === undefined) fail(where, 'context needs a question or a scene');
    if (ctx.question !== undefined && typeof ctx.question !== 'string') fail(where, 'question must be a string');
    if (ctx.scene !== undefined) {
      const scene = scenes.get(String(ctx.scene));
      if (!scene) fail(where, `unknown scene ${String(ctx.scene)}`);
      else if (!Number.isInteger(ctx.turn) || (ctx.turn as number) < 0 || (ctx.turn as number) >= scene.turns.length) fail(where, 'turn out of range');
    }
    for (const k of ['hints', 'facts'] as const) if (ctx[k] !== undefined && !isStringArray(ctx[k])) fail(where, `${k} must be a string array`);
    if (typeof c.inContext !== 'string' || typeof c.outOfContext !== 'string') fail(where, 'inContext and outOfContext must be strings');
    else {
      const a = c.inContext.split(/\s+/).length;
      const b = c.outOfContext.split(/\s+/).length;
      if (Math.abs(a - b) > Math.max(3, a * 0.4)) fail(where, `lengths differ too much (${a} vs ${b} words)`);
    }
  }
  return { pairs: pairCount, contexts: contexts.length, substitutions };
}

const print = process.argv.includes('--print');
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
// Round 2 was written before this check; from round 3 on, each round is checked against the rounds before it.
let earlierTurns = new Set<string>();
for (const round of PROBE_ROUNDS) {
  const { kinds, turns } = checkProbes(round, earlierTurns);
  earlierTurns = new Set([...earlierTurns, ...turns, ...ISSUE_SENTENCES]);
  console.log(`probes ${round.dir}: ${total(kinds)} over ${Object.keys(kinds).length} kinds`, kinds);
}
for (const round of GRAMMAR_ROUNDS) {
  const g = checkGrammar(round, print);
  console.log(`${round.chat}: ${g.chat} turns; ${round.errors}: ${g.errors} sentences (${total(g.categories)} errors)`, g.categories, `; ${round.correct}: ${g.correct}`);
}
const speech = checkSpeech();
console.log(`minimal pairs: ${speech.pairs}`, speech.substitutions, `; context answers: ${speech.contexts}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('all blind sets are well-formed');
