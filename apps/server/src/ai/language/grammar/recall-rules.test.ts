// The rules added for missed error kinds (recall-rules.data.ts): every documented example is
// corrected as written through the chat turn, and a near miss of each rule is left alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { createGrammarEngine, type OfflineGrammarEngine } from './grammar-engine';
import { RECALL_RULE_DATA } from './recall-rules.data';
import { correctTurn } from './turn-correction';

let engine: OfflineGrammarEngine;
beforeAll(async () => {
  engine = await createGrammarEngine();
});

const correct = (text: string) => correctTurn(engine, { text, level: 'everything' });
const applied = (text: string, c: { start: number; end: number; fix: string } | null) => (c ? text.slice(0, c.start) + c.fix + text.slice(c.end) : text);

describe('recall rules: positives', () => {
  const examples = RECALL_RULE_DATA.flatMap((rule) => (rule.examples ?? []).map(([wrong, right]) => [rule.id, wrong, right] as const));

  it('every rule documents at least one example', () => {
    for (const rule of RECALL_RULE_DATA) expect(rule.examples?.length ?? 0, rule.id).toBeGreaterThan(0);
  });

  it.each(examples)('%s: %s → %s', async (_id, wrong, right) => {
    expect(applied(wrong, await correct(wrong))).toBe(right);
  });
});

describe('recall rules: near misses are left alone', () => {
  it.each([
    ['number-plural', 'We booked a two hour flight and a five year old hotel.'],
    ['number-plural', 'I usually take the 15 bus to work.'],
    ['be-before-like-ing', "I'm like my mother, we are like family and they're like dancing bears."],
    ['like-bare-countables', 'I like fish and chips and I love rock and roll.'],
    ['hair-uncountable', 'I found two grey hairs this morning.'],
    ['one-of-plural-verb', 'One of my friends lives in Dubai.'],
    ['there-is-people', 'There is a lot of news today.'],
    ['there-are-a', 'There are a lot of people here.'],
    ['plural-noun-was', 'The news was good and the bus was late.'],
    ['and-i-is', 'My cousin and I are the same age.'],
    ['singular-noun-base', 'My grandfather died when I was six.'],
    ['singular-noun-base', 'My family live in Leeds.'],
    ['it-weather-base', 'It rains a lot in November here.'],
    ['capital-day-month-language', 'We can meet in may, if you like.'],
    ['capital-day-month-language', 'See you on Monday!'],
    ['preposition-phrase', 'I work from home in the evenings, with my car parked outside.'],
    ['month-date-preposition', 'My birthday is on July 3rd.'],
    ['call-to-person', 'I called to say sorry.'],
    ['make-do-chores', 'I made a cake and did the dishes.'],
    ['reflexive-form', 'He cut himself while cooking.'],
    ['possessive-theirs-noun', 'The house is theirs.'],
    ['what-a-uncountable', 'What a nice day! What nice weather!'],
    ['very-good-noun-article', 'He is very good at cooking and a very good cook.'],
    ['superlative-without-the', 'It is the highest mountain in the world, and highest prices are in May.'],
    ['compound-subject-was', 'Fish and chips was my dinner, and Tom was there too.'],
    ['was-plural-question', 'Was the bus late? Was the news good?'],
    ['this-plural', 'I think that people are kind, she said that prices were high, and this shoe is mine.'],
    ['do-make-mistake-sport', 'I made a mistake, and I do yoga and homework.'],
    ['remember-me-to', 'Remember me to your mother. I remember him to be shy.'],
    ['go-at-place', 'We arrived at the station and stayed at the park.'],
    ['on-the-phone', 'She talked about the phone bill at the shop.'],
    ['most-of-bare-plural', 'Most of the people I know and most of my friends speak two languages.'],
    ['with-the-bus', 'I went with the bus driver to the depot.'],
    ['in-holidays', 'In the holidays we stay at home.'],
    ['we-are-number', 'We are four friends from Lima.'],
    ['what-hour-is-it', 'What hour suits you best?'],
    ['feel-myself-adjective', 'I feel myself getting stronger every week.'],
  ])('%s: %s', async (_id, text) => {
    expect(await correct(text)).toBeNull();
  });
});
