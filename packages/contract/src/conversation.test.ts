import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_NUM, MAX_CHAT_CHARS, MAX_CHAT_NUM, chat, chatByContext, clientMessageIdSchema, getTopicTagHints, getUserTalkTimes, roleIdSchema, startChat } from './conversation';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('chat input', () => {
  it('trims the message and keeps it within the limit', () => {
    expect(chat.input.parse({ roleId: 1, content: '  Hello!  ' })).toMatchObject({ roleId: 1, content: 'Hello!' });
    expect(messageOf(chat.input.safeParse({ roleId: 1, content: '   ' }))).toBe('must not be empty');
    expect(messageOf(chat.input.safeParse({ roleId: 1, content: 'x'.repeat(MAX_CHAT_CHARS + 1) }))).toBe(`must be at most ${MAX_CHAT_CHARS} characters`);
  });

  it('holds the 140 characters of spec §5, counted as a learner counts, and refuses invisible-only text (issue 16)', () => {
    expect(MAX_CHAT_CHARS).toBe(140);
    expect(chat.input.safeParse({ roleId: 1, content: '😀'.repeat(140) }).success).toBe(true);
    expect(messageOf(chat.input.safeParse({ roleId: 1, content: 'x'.repeat(141) }))).toBe('must be at most 140 characters');
    expect(messageOf(chat.input.safeParse({ roleId: 1, content: 'x'.repeat(5000) }))).toBe('must be at most 140 characters');
    for (const blank of ['\u200b\u200b\u200b', '\u2060\ufeff', '\u3164\u200d', '\u00ad\u2800']) {
      expect(messageOf(chatByContext.input.safeParse({ roleId: 1, content: blank })), JSON.stringify(blank)).toBe('must not be empty');
    }
  });

  it('takes a topic tag in kebab case only', () => {
    expect(chat.input.parse({ roleId: 2, content: 'Hi', topic: 'street-food' }).topic).toBe('street-food');
    expect(messageOf(chat.input.safeParse({ roleId: 2, content: 'Hi', topic: 'Street Food' }))).toBe('must be a topic tag such as travel');
  });

  it('sends chatNum earlier turns by default, and at most MAX_CHAT_NUM', () => {
    expect(chatByContext.input.parse({ roleId: 1, content: 'Hi' }).chatNum).toBe(DEFAULT_CHAT_NUM);
    expect(chatByContext.input.safeParse({ roleId: 1, content: 'Hi', chatNum: MAX_CHAT_NUM + 1 }).success).toBe(false);
  });
});

describe('roleIdSchema', () => {
  it('is the teacher (1) or the friend (2), also from a query string', () => {
    expect(roleIdSchema.parse('2')).toBe(2);
    expect(messageOf(roleIdSchema.safeParse('3'))).toBe('must be 1 (teacher) or 2 (friend)');
  });
});

describe('clientMessageIdSchema', () => {
  it('takes 8 to 64 safe characters', () => {
    expect(clientMessageIdSchema.parse('web-1700000000000:3')).toBe('web-1700000000000:3');
    for (const id of ['short', 'x'.repeat(65), 'has space 1234', '<script>alert(1)</script>']) {
      expect(clientMessageIdSchema.safeParse(id).success).toBe(false);
    }
  });
});

describe('startChat input', () => {
  it("reads restart from the query string's 'true'", () => {
    expect(startChat.input.parse({ roleId: '1', restart: 'true' }).restart).toBe(true);
    expect(startChat.input.parse({ roleId: '1' }).restart).toBe(false);
  });
});

describe('getTopicTagHints input', () => {
  it('takes one to ten topic tags', () => {
    expect(getTopicTagHints.input.safeParse({ roleId: 1, tags: ['travel'] }).success).toBe(true);
    expect(getTopicTagHints.input.safeParse({ roleId: 1, tags: [] }).success).toBe(false);
    expect(getTopicTagHints.input.safeParse({ roleId: 1, tags: Array.from({ length: 11 }, (_, i) => `tag-${i}`) }).success).toBe(false);
  });
});

describe('getUserTalkTimes input', () => {
  it('defaults to 30 days and allows a year and a day at most', () => {
    expect(getUserTalkTimes.input.parse({})).toEqual({ days: 30 });
    expect(getUserTalkTimes.input.safeParse({ days: '367' }).success).toBe(false);
  });
});
