import { beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions, createGrammarEngine, mergeGrammarResults, mergeIssues, runLearnerRules, type GrammarIssue, type OfflineGrammarEngine } from './grammar-engine';
import { isDetected, loadCorpus, scoreChecker, type CorpusSet } from './corpus-eval';
import { baseForm, ingForm, participleForm, pastForm, thirdPersonForm } from './irregular-verbs';
import { compileRule, fillTemplate, LEARNER_RULES } from './learner-rules';
import { FALSE_FRIEND_RULE_DATA } from './false-friend-rules.data';
import { LEARNER_RULE_DATA } from './learner-rules.data';
import { TURN_RULE_DATA } from './turn-rules.data';

let engine: OfflineGrammarEngine;

beforeAll(async () => {
  engine = await createGrammarEngine();
});

const fix = async (text: string) => (await engine.check(text)).corrected;

const issue = (start: number, end: number, text: string, suggestion: string, source: GrammarIssue['source'] = 'rules'): GrammarIssue => ({
  start, end, text, suggestion, source, explanation: 'x', category: 'other',
});

describe('the grammar engine corrects learner sentences', () => {
  it.each([
    ['I am agree with you.', 'I agree with you.'],
    ["I'm not agree with you.", "I don't agree with you."],
    ['Can you helping me?', 'Can you help me?'],
    ['I go to the gym every days.', 'I go to the gym every day.'],
    ['I have went there yesterday.', 'I went there yesterday.'],
    ['She has finished her homework two hours ago.', 'She finished her homework two hours ago.'],
    ["He don't like coffee.", "He doesn't like coffee."],
    ['She go to school by bus.', 'She goes to school by bus.'],
    ['My brother like football.', 'My brother likes football.'],
    ['She is teacher.', 'She is a teacher.'],
    ['I have car.', 'I have a car.'],
    ['I am boring at home.', 'I am bored at home.'],
    ['The film was so excited!', 'The film was so exciting!'],
    ['This is more better than before.', 'This is better than before.'],
    ['It is the most biggest city.', 'It is the biggest city.'],
    ['Can you give me some informations?', 'Can you give me some information?'],
    ['Thanks for your advices.', 'Thanks for your advice.'],
    ['We bought new furnitures.', 'We bought new furniture.'],
    ['It depends of the weather.', 'It depends on the weather.'],
    ['She is married with a doctor.', 'She is married to a doctor.'],
    ['I like to listen music.', 'I like to listen to music.'],
    ['Can you explain me the rules?', 'Can you explain to me the rules?'],
    ['I have lived here since three years.', 'I have lived here for three years.'],
    ['I am here since Monday.', 'I have been here since Monday.'],
    ["I didn't went to work.", "I didn't go to work."],
    ['Does he goes to school?', 'Does he go to school?'],
    ['The people is friendly.', 'The people are friendly.'],
    ['It was an university.', 'It was a university.'],
    ['We waited for a hour.', 'We waited for an hour.'],
    ['Can I make a photo?', 'Can I take a photo?'],
    ['Please say me the truth.', 'Please tell me the truth.'],
    ['We discussed about the problem.', 'We discussed the problem.'],
    ['How it works?', 'How does it work?'],
    ['I look forward to hear from you.', 'I look forward to hearing from you.'],
    ['There were much people there.', 'There were many people there.'],
    ['There are less people today.', 'There are fewer people today.'],
    ['This exercise is more easy than the last one.', 'This exercise is easier than the last one.'],
    ['Always I drink coffee.', 'I always drink coffee.'],
    ['I have 25 years.', 'I am 25 years old.'],
    ['Can you tell me where is the station?', 'Can you tell me where the station is?'],
    ['She speaks very well English.', 'She speaks English very well.'],
    ['He can speaks three languages.', 'He can speak three languages.'],
    ['I want go home.', 'I want to go home.'],
    ['Let me to help you.', 'Let me help you.'],
    ['Me and my friend went to the park.', 'My friend and I went to the park.'],
    ['This is the man which helped me.', 'This is the man who helped me.'],
    ['I have two childs.', 'I have two children.'],
    ['I lived there for three year.', 'I lived there for three years.'],
    ['I will call you when I will arrive.', 'I will call you when I arrive.'],
    ['I went to home early.', 'I went home early.'],
  ])('"%s" → "%s"', async (wrong, right) => {
    expect(await fix(wrong)).toBe(right);
  });

  it('every example listed in the rule data is corrected as documented', async () => {
    // (the recall rules' examples are checked one by one in recall-rules.test.ts)
    const examples = [...TURN_RULE_DATA, ...FALSE_FRIEND_RULE_DATA, ...LEARNER_RULE_DATA].flatMap((rule) => (rule.examples ?? []).map(([wrong, right]) => ({ id: rule.id, wrong, right })));
    expect(examples.length).toBeGreaterThan(15);
    for (const { id, wrong, right } of examples) expect(await fix(wrong), id).toBe(right);
  });
});

describe('issues', () => {
  it('report UTF-16 offsets, the wrong text, a suggestion, a category and a plain explanation', async () => {
    const { issues } = await engine.check('Yesterday I go to the park.');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ start: 12, end: 14, text: 'go', suggestion: 'went', category: 'tense', source: 'rules' });
    expect(issues[0]?.explanation).toMatch(/past simple/);
  });

  it.each([
    ['He don’t like it. She don\'t either.', "don't", "doesn't", 'agreement'],
    ['I am agree.', 'I am agree', 'I agree', 'verb-form'],
    ['Can you helping me?', 'helping', 'help', 'verb-form'],
    ['We go there every days.', 'days', 'day', 'plural'],
    ['I have seen him last week.', 'have seen', 'saw', 'tense'],
    ['She is teacher.', 'teacher', 'a teacher', 'article'],
    ['It depends of you.', 'of', 'on', 'preposition'],
    ['I like listen music.', 'listen music', 'listen to music', 'preposition'],
    ['Always I go by bus.', 'Always I', 'I always', 'word-order'],
    ['Please say me.', 'say me', 'tell me', 'word-choice'],
    ['Him is my brother.', 'Him', 'He', 'pronoun'],
  ])('%s → %s flagged as %s', async (text, wrong, suggestion, category) => {
    const { issues } = await engine.check(text);
    const found = issues.find((i) => i.text === wrong);
    expect(found, JSON.stringify(issues)).toBeDefined();
    expect(found).toMatchObject({ start: text.lastIndexOf(wrong), end: text.lastIndexOf(wrong) + wrong.length, suggestion, category });
    expect(found?.explanation.length).toBeGreaterThan(10);
  });

  it('say "doesn\'t" in plain words for he/she/it', async () => {
    const { issues } = await engine.check("He don't like coffee.");
    expect(issues[0]?.explanation).toMatch(/doesn't/);
  });

  it('keep UTF-16 offsets after emoji and accented letters, for rules and Harper alike', async () => {
    for (const text of ['😀😀 She go to school.', 'Café 😀 — she have a dog.', '👍🏽 I am agree.']) {
      const { issues } = await engine.check(text);
      expect(issues.length, text).toBeGreaterThan(0);
      for (const i of issues) expect(text.slice(i.start, i.end)).toBe(i.text);
    }
    const harper = await engine.harperOnly('😀😀 She go to school.');
    expect(harper[0]).toMatchObject({ start: 9, end: 11, text: 'go', suggestion: 'goes', source: 'harper' });
  });

  it('apply Harper insert-after and remove suggestions correctly', async () => {
    expect((await engine.harperOnly('I need buy some milk.'))[0]).toMatchObject({ text: 'need', suggestion: 'need to' });
    expect(applySuggestions('I need buy some milk.', await engine.harperOnly('I need buy some milk.'))).toBe('I need to buy some milk.');
  });
});

describe('Harper filtering for learners', () => {
  it('drops the false "there → their" but keeps the real one', async () => {
    expect((await engine.check('I went there yesterday.')).issues).toEqual([]);
    expect((await engine.check('We lived there for two years.')).issues).toEqual([]);
    const real = await engine.check("I'm going to there house tonight.");
    expect(real.issues).toMatchObject([{ text: 'there', suggestion: 'their', source: 'harper' }]);
  });

  it('does not "correct" British spelling or give style advice', async () => {
    for (const text of ['My favourite colour is grey.', 'She is good at maths.', 'I realised it was very cold.', 'The theatre programme was long.']) {
      expect((await engine.check(text)).issues, text).toEqual([]);
    }
  });

  it('leaves correct and tricky-but-correct sentences alone', async () => {
    const tricky = [
      'There is their car.', 'I have been here since Monday.', 'The news is good.', 'How does it work?', "Let's do it.",
      'Sometimes I forget words.', 'She made me laugh.', 'Let him go.', 'Does your brother work here?', 'I am cold.',
      'If I were you, I would wait.', 'My brother and his wife have a baby.', "I'm meeting my friends tonight.",
      'I have known him for ten years.', 'She is married to a doctor.', 'The film was boring, so I was bored.',
      'This one is mine.', 'A friend of mine lives here.', 'I like it this way.', 'Paint the wall white.',
      "What I think is important.", 'i.e. the first one', 'Those people are nice.', 'It took us an hour.',
    ];
    for (const text of tricky) expect((await engine.check(text)).issues, text).toEqual([]);
  });

  it('survives hostile and unusual input', async () => {
    for (const text of ['', '   ', '😀😀 hello 😀', '.*+?^${}()|[]\\', 'a'.repeat(2000), '\u0000\u0007', 'Ünïcödé wörds ärë fïnë.', 'I have '.repeat(300), 'line one\n\nline two\tend']) {
      const result = await engine.check(text);
      expect(typeof result.corrected).toBe('string');
      for (const i of result.issues) expect(i.start >= 0 && i.end <= text.length && i.start <= i.end).toBe(true);
    }
    expect(await fix('line one\n\nline two\tend')).toBe('line one\n\nline two\tend');
  });

  it('can run without Harper (rules only)', async () => {
    const rulesOnly = await createGrammarEngine({ harper: false });
    expect((await rulesOnly.check('I am agree.')).corrected).toBe('I agree.');
    expect((await rulesOnly.check('She is very intelligente.')).issues).toEqual([]);
  });
});

describe('merging', () => {
  it('rules win over Harper where spans overlap', async () => {
    // Harper flags "went" (→ gone); the rule flags "have went" (→ went) with the past-time marker.
    const { issues } = await engine.check('I have went there yesterday.');
    expect(issues).toMatchObject([{ text: 'have went', suggestion: 'went', source: 'rules' }]);
  });

  it('merges a model check with the rule engine: rules win overlaps, the model fills the rest', () => {
    const text = 'I am agree and she go.';
    const rules = { issues: runLearnerRules(text), corrected: '' };
    const model = {
      issues: [
        { ...issue(2, 10, 'am agree', 'agreed', 'model'), category: 'verb-form' as const },
        { ...issue(19, 21, 'go', 'goes', 'model'), category: 'agreement' as const },
        issue(50, 60, 'nowhere', 'x', 'model'),
      ],
      corrected: '',
    };
    const merged = mergeGrammarResults(text, { ...rules, issues: rules.issues.filter((i) => i.text !== 'go') }, model);
    expect(merged.issues.map((i) => [i.text, i.source])).toEqual([['I am agree', 'rules'], ['go', 'model']]);
    expect(merged.corrected).toBe('I agree and she goes.');
  });

  it('falls back to the rule result when there is no model result', () => {
    const ruleResult = { issues: [issue(0, 1, 'x', 'y')], corrected: 'y' };
    expect(mergeGrammarResults('x', ruleResult, null)).toBe(ruleResult);
    expect(mergeGrammarResults('x', ruleResult, undefined)).toBe(ruleResult);
  });

  it('keeps earlier lists on overlap and sorts by position', () => {
    const merged = mergeIssues([issue(5, 8, 'abc', 'A')], [issue(0, 2, 'xy', 'X', 'harper'), issue(6, 9, 'bcd', 'B', 'harper')]);
    expect(merged.map((i) => i.text)).toEqual(['xy', 'abc']);
  });

  it('applies non-overlapping suggestions and tidies the space around removals', () => {
    expect(applySuggestions('ab', [])).toBe('ab');
    expect(applySuggestions('We discussed about it.', [issue(13, 18, 'about', '')])).toBe('We discussed it.');
    expect(applySuggestions('about it', [issue(0, 5, 'about', '')])).toBe('it');
    expect(applySuggestions('one two', [issue(0, 3, 'one', '1'), issue(1, 3, 'ne', 'X'), issue(4, 7, 'two', '2')])).toBe('1 2');
  });
});

describe('rule data and verb forms', () => {
  it('compiles every rule and gives each an id, a category and an explanation', () => {
    const ids = new Set<string>();
    for (const rule of LEARNER_RULES) {
      expect(ids.has(rule.id), rule.id).toBe(false);
      ids.add(rule.id);
      expect(rule.explanation.length, rule.id).toBeGreaterThan(15);
      expect(rule.regex.flags).toContain('g');
    }
    expect(LEARNER_RULES.length).toBeGreaterThan(60);
  });

  it('fills templates with groups, transforms and maps; a new rule is one entry', () => {
    expect(fillTemplate({ suggest: '{third:v} {map:o}', map: { x: 'y' } }, { v: 'go', o: 'x' })).toBe('goes y');
    const rule = compileRule({ id: 'test', category: 'word-choice', explanation: 'Say "fun", not "funny", for enjoyable things.', pattern: String.raw`\bwas\s+(?<w>funny)\s+(?=party)`, suggest: 'fun' });
    expect(runLearnerRules('It was funny party.', [rule])).toMatchObject([{ start: 7, end: 12, text: 'funny', suggestion: 'fun', category: 'word-choice', source: 'rules' }]);
  });

  it('knows verb forms', () => {
    expect(['went', 'helping', 'running', 'making', 'studies', 'watched'].map(baseForm)).toEqual(['go', 'help', 'run', 'make', 'study', 'watch']);
    expect(['go', 'visit', 'stop', 'study', 'buy'].map(pastForm)).toEqual(['went', 'visited', 'stopped', 'studied', 'bought']);
    expect(['go', 'see', 'visit'].map(participleForm)).toEqual(['gone', 'seen', 'visited']);
    expect(['go', 'watch', 'study', 'have', 'play'].map(thirdPersonForm)).toEqual(['goes', 'watches', 'studies', 'has', 'plays']);
    expect(['write', 'swim', 'see', 'wake', 'hear'].map(ingForm)).toEqual(['writing', 'swimming', 'seeing', 'waking', 'hearing']);
  });
});

describe('the learner corpus', () => {
  it('counts a sentence as detected only when every listed error is overlapped', () => {
    const entry = { text: 'She go and he have.', errors: [{ category: 'agreement', wrong: 'go', fix: 'goes' }, { category: 'agreement', wrong: 'have', fix: 'has' }] };
    expect(isDetected(entry, [issue(4, 6, 'go', 'goes')])).toBe(false);
    expect(isDetected(entry, [issue(4, 6, 'go', 'goes'), issue(14, 18, 'have', 'has')])).toBe(true);
    // "is" stands inside "This" too; only the whole word counts.
    expect(isDetected({ text: 'This is wrong.', errors: [{ category: 'x', wrong: 'is', fix: 'x' }] }, [issue(2, 4, 'is', 'x')])).toBe(false);
  });

  it('is large and spread across categories', () => {
    const { errors, correct } = loadCorpus('main');
    expect(errors.length).toBeGreaterThanOrEqual(160);
    expect(correct.length).toBeGreaterThanOrEqual(80);
    const categories = new Set(errors.flatMap((e) => e.errors.map((x) => x.category)));
    for (const c of ['agreement', 'tense', 'article', 'preposition', 'word-order', 'verb-form', 'word-choice', 'plural', 'spelling', 'pronoun']) expect(categories.has(c), c).toBe(true);
    for (const set of ['main', 'heldout', 'fresh', 'blind'] as const) {
      for (const entry of loadCorpus(set).errors) for (const error of entry.errors) expect(entry.text.includes(error.wrong), entry.text).toBe(true);
    }
  });

  it('full engine: recall ≥ 80 % and false positives ≤ 5 % over all sets; ≤ 5 % false positives in each set', async () => {
    const check = async (text: string) => (await engine.check(text)).issues;
    let detected = 0;
    let total = 0;
    let flagged = 0;
    let correct = 0;
    for (const set of ['main', 'heldout', 'fresh', 'blind'] as CorpusSet[]) {
      const score = await scoreChecker(check, set);
      const n = loadCorpus(set).errors.length;
      detected += Math.round(score.recall * n);
      total += n;
      flagged += score.falsePositives;
      correct += score.correctTotal;
      expect(score.falsePositiveRate, `${set}: ${JSON.stringify(score.flaggedCorrect)}`).toBeLessThanOrEqual(0.05);
      if (set === 'main') expect(score.recall, JSON.stringify(score.missed)).toBeGreaterThanOrEqual(0.8);
    }
    expect(detected / total).toBeGreaterThanOrEqual(0.8);
    expect(flagged / correct).toBeLessThanOrEqual(0.05);
  });
});
