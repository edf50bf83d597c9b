import { describe, it, expect } from 'vitest';
import { POPULAR_EMOJI, createEmojiSearch } from './index';

const emoji = createEmojiSearch();

describe('emoji search (real emojilib data)', () => {
  it('ranks exact keyword matches first: cat → 🐈 / 🐱', () => {
    const r = emoji.search('cat');
    expect(['🐈', '🐱']).toContain(r[0]?.emoji);
    expect(r.slice(0, 2).map((x) => x.emoji).sort()).toEqual(['🐈', '🐱'].sort());
    expect(r[0]).toMatchObject({ name: expect.any(String), keywords: expect.any(Array) });
    // tiger face has "cat" as a keyword: still an exact match, before prefix matches like "caterpillar"
    const tiger = r.findIndex((x) => x.emoji === '🐯');
    const caterpillar = r.findIndex((x) => x.name === 'bug' || x.keywords.includes('caterpillar'));
    expect(tiger).toBeGreaterThan(-1);
    if (caterpillar >= 0) expect(tiger).toBeLessThan(caterpillar);
  });

  it('then prefix, then partial matches', () => {
    const r = emoji.search('pizz');
    expect(r[0]?.emoji).toBe('🍕');
    const partial = emoji.search('izza');
    expect(partial.map((x) => x.emoji)).toContain('🍕');
  });

  it('matches multi-word names and shortcodes', () => {
    expect(emoji.search('red heart')[0]?.emoji).toBe('❤️');
    expect(emoji.search(':coffee:').slice(0, 3).map((x) => x.emoji)).toContain('☕');
  });

  it('respects the limit', () => {
    expect(emoji.search('face', 5)).toHaveLength(5);
    expect(emoji.search('face').length).toBeLessThanOrEqual(24);
    expect(emoji.search('face', 0)).toHaveLength(1);
  });

  it('returns popular emoji for an empty keyword', () => {
    const r = emoji.search('');
    expect(r.length).toBeGreaterThan(20);
    expect(r.map((x) => x.emoji)).toEqual(POPULAR_EMOJI.slice(0, r.length));
    expect(emoji.search('   ', 3)).toHaveLength(3);
  });

  it('copes with hostile input', () => {
    expect(emoji.search('.*+?()[]{}|\\^$')).toEqual([]);
    expect(emoji.search('x'.repeat(100_000))).toEqual([]);
    expect(emoji.search('qwxzv')).toEqual([]);
    expect(emoji.search('🐈')[0]?.emoji).toBe('🐈');
  });
});
