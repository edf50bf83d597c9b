import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL, LEVELS, SCENE_LEVELS, idSchema, languageTagSchema, levelSchema, listSchema, pageQuerySchema, sceneLevelSchema } from './common';
import { z } from 'zod';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('levels', () => {
  it('are the six CEFR levels in order, scenes stopping at C1', () => {
    expect(LEVELS).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
    expect(SCENE_LEVELS).toEqual(LEVELS.slice(0, 5));
    expect(DEFAULT_LEVEL).toBe('A1');
  });

  it('refuse anything else with a message that lists them', () => {
    expect(levelSchema.parse('B2')).toBe('B2');
    expect(messageOf(levelSchema.safeParse('b2'))).toBe('must be one of A1, A2, B1, B2, C1, C2');
    expect(messageOf(sceneLevelSchema.safeParse('C2'))).toBe('must be one of A1, A2, B1, B2, C1');
  });
});

describe('idSchema', () => {
  it('takes positive whole numbers, also from a query string', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(7)).toBe(7);
  });

  it.each([
    ['0', 'must be positive'],
    ['-3', 'must be positive'],
    ['1.5', 'must be a whole number'],
    ['abc', 'must be a number'],
    ['2147483648', 'is too large'],
  ])('refuses %s: %s', (value, message) => {
    expect(messageOf(idSchema.safeParse(value))).toBe(message);
  });
});

describe('pageQuerySchema', () => {
  it('defaults to the first page of 20', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(pageQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it('refuses page 0 and pages over 100 items', () => {
    expect(messageOf(pageQuerySchema.safeParse({ page: '0' }))).toBe('must be 1 or more');
    expect(messageOf(pageQuerySchema.safeParse({ pageSize: '101' }))).toBe('must be 100 or less');
  });
});

describe('languageTagSchema', () => {
  it.each(['es', 'zh-CN', 'pt-BR', 'zh-Hans-CN', 'yue'])('takes %s', (tag) => {
    expect(languageTagSchema.parse(tag)).toBe(tag);
  });

  it.each(['', 'e', 'spanish!', 'es_ES', 'es-', "es'; drop table"])('refuses %j', (tag) => {
    expect(languageTagSchema.safeParse(tag).success).toBe(false);
  });

  it('trims around the tag', () => {
    expect(languageTagSchema.parse('  ja ')).toBe('ja');
  });
});

describe('listSchema', () => {
  it('is a list with its total', () => {
    const schema = listSchema(z.object({ id: z.number() }));
    expect(schema.parse({ list: [{ id: 1 }], total: 1 })).toEqual({ list: [{ id: 1 }], total: 1 });
    expect(schema.safeParse({ list: [{ id: '1' }], total: 1 }).success).toBe(false);
  });
});
