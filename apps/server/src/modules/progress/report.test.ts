// The report's statistics on a hand-written conversation; the right answers are worked out in the comments.
import { describe, expect, it } from 'vitest';
import { buildReport, goalFor, wordsOf, type ReportMessage } from './report';

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
let id = 0;
const ai = (minute: number, content: string): ReportMessage => ({ id: ++id, sender: 'ai', content, voice: false, correction: null, createdAt: at(minute), speech: null });
const learner = (minute: number, content: string, voice = false, fix?: { wrong: string; fix: string; category: string; reason: string }, speech: ReportMessage['speech'] = null): ReportMessage => {
  const start = fix ? content.indexOf(fix.wrong) : 0;
  return { id: ++id, sender: 'learner', content, voice, correction: fix ? { start, end: start + fix.wrong.length, ...fix } : null, createdAt: at(minute), speech };
};

describe('the report after a conversation', () => {
  // Learner words: "Yesterday I go to the market" (6), "i bought apples and pears" (5),
  // "They was very cheap" (4), "I like the market" (4) → 19 words, 15 distinct:
  // yesterday i go to the market bought apples and pears they was very cheap like.
  // Earlier conversations used "i", "the", "to", "like", "market" → new: the other 10 (incl. "go", "was").
  // 2 corrections / 19 words = 10.5 per 100. Three spoken turns of four: two sent as heard, and
  // "They was very cheap." recorded but edited before sending (it has a recording, so it was spoken).
  // 10:00 → 10:12 = 12 minutes. Recordings 3.2 s + 2.5 s + 2.0 s = 7.7 s → 8 s spoken.
  // Scored turns: 64 and 90 (the edited one was not scored) → mean 77. Weak words: "pears" in both
  // (55, then 70: twice, lowest 55), "bought" once (60), "apples" once (75) → pears, bought, apples.
  const messages = [
    ai(0, 'Hello! What did you do yesterday?'),
    learner(1, 'Yesterday I go to the market.', false, { wrong: 'go', fix: 'went', category: 'tense', reason: 'past simple for a finished time: yesterday' }),
    ai(2, 'Nice! What did you buy?'),
    learner(4, 'i bought apples and pears', true, undefined, { durationMs: 3200, score: 64, weakWords: [{ word: 'pears', score: 55 }, { word: 'bought', score: 60 }, { word: 'apples', score: 75 }] }),
    learner(8, 'They was very cheap.', false, { wrong: 'was', fix: 'were', category: 'agreement', reason: "use 'were' with they" }, { durationMs: 2500, score: null, weakWords: [] }),
    learner(11, 'I like the market', true, undefined, { durationMs: 2000, score: 90, weakWords: [{ word: 'pears', score: 70 }] }),
    ai(12, 'Me too!'),
  ];
  const report = buildReport({ conversationId: 3, title: 'Free chat', messages, earlierWords: new Set(['i', 'the', 'to', 'like', 'market']) });

  it('counts time, turns spoken and typed, words and new words', () => {
    expect(report.minutes).toBe(12);
    expect(report.turns).toEqual({ total: 4, spoken: 3, typed: 1 });
    expect(report.spokenSeconds).toBe(8);
    expect(report.words.total).toBe(19);
    expect(report.words.distinct).toBe(15);
    expect(report.words.newCount).toBe(10);
    expect(report.words.new).toEqual(['yesterday', 'go', 'bought', 'apples', 'and', 'pears', 'they', 'was', 'very', 'cheap']);
  });

  it('gives errors by rule with the corrected sentence, and errors per 100 words', () => {
    expect(report.errorsPer100Words).toBe(10.5);
    expect(report.errors.map((e) => [e.category, e.rule, e.count, e.examples[0]!.corrected])).toEqual([
      ['agreement', "use 'were' with they", 1, 'They were very cheap.'],
      ['tense', 'past simple for a finished time', 1, 'Yesterday I went to the market.'],
    ]);
  });

  it('averages the scored spoken turns and names the words weak most often, then lowest', () => {
    expect(report.pronunciation).toEqual({
      average: 77,
      scoredTurns: 2,
      hardestWords: [
        { word: 'pears', score: 55, times: 2 },
        { word: 'bought', score: 60, times: 1 },
        { word: 'apples', score: 75, times: 1 },
      ],
    });
  });

  it('has no pronunciation figures when no turn was scored', () => {
    const typed = buildReport({ conversationId: 4, title: 'Free chat', messages: [learner(1, 'Hello there.')], earlierWords: new Set() });
    expect(typed.pronunciation).toBeNull();
    expect(typed.spokenSeconds).toBe(0);
  });

  it('sets one goal: the commonest rule, else more turns, else longer answers', () => {
    expect(report.goal).toMatch(/^Next time, watch use 'were' with they: you wrote "They was very cheap\." — it's "were" instead of "was"/);
    expect(goalFor({ turns: 3, words: 30, groups: [] })).toMatch(/at least 5 turns/);
    expect(goalFor({ turns: 6, words: 24, groups: [] })).toMatch(/longer answers/);
    expect(goalFor({ turns: 6, words: 60, groups: [] })).toMatch(/well done/);
  });

  it('reads words with inner apostrophes and hyphens as one', () => {
    expect(wordsOf("I don't like well-known places, O'Brien!")).toEqual(['i', "don't", 'like', 'well-known', 'places', "o'brien"]);
  });
});
