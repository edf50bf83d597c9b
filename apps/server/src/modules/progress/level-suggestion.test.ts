// The level suggestion on hand-made conversation figures; the right answers are worked out in the comments.
import { describe, expect, it } from 'vitest';
import { suggestLevel, type ConversationFigures } from './level-suggestion';

const conv = (conversationId: number, turns: number, words: number, corrections: number): ConversationFigures => ({ conversationId, turns, words, corrections });

describe('the level suggestion', () => {
  it('suggests one level up when the turns are long and nearly error-free', () => {
    // 3 conversations, 30 turns, 390 words → 13 words a turn (B2 by length); 6 corrections → 1.5 per 100.
    const s = suggestLevel([conv(9, 10, 130, 2), conv(8, 10, 130, 2), conv(7, 10, 130, 2)], 'B1');
    expect(s).toEqual({ level: 'B2', currentLevel: 'B1', conversations: 3, wordsPerTurn: 13, errorsPer100Words: 1.5, latestConversationId: 9 });
  });

  it('moves one step at a time, even when the figures point further', () => {
    // 16 words a turn → C1 by length; from A2 the suggestion is B1, not C1.
    expect(suggestLevel([conv(3, 5, 80, 0), conv(2, 5, 80, 0), conv(1, 5, 80, 0)], 'A2')?.level).toBe('B1');
  });

  it('suggests one level down when there are many errors', () => {
    // 8 words a turn → B1 by length; 40 corrections in 240 words = 16.7 per 100, over 12 → one down: A2.
    expect(suggestLevel([conv(3, 10, 80, 13), conv(2, 10, 80, 13), conv(1, 10, 80, 14)], 'B1')?.level).toBe('A2');
  });

  it('does not suggest up with errors above 6 per 100 words, nor anything that matches the level', () => {
    // 13 words a turn (B2 by length) but 10 per 100 words: no move up from B1.
    expect(suggestLevel([conv(3, 10, 130, 13), conv(2, 10, 130, 13), conv(1, 10, 130, 13)], 'B1')).toBeNull();
    expect(suggestLevel([conv(3, 10, 130, 0), conv(2, 10, 130, 0), conv(1, 10, 130, 0)], 'B2')).toBeNull();
  });

  it('needs three conversations of three turns or more, and counts the newest five', () => {
    expect(suggestLevel([conv(3, 10, 130, 0), conv(2, 10, 130, 0), conv(1, 2, 30, 0)], 'B1')).toBeNull();
    const six = [6, 5, 4, 3, 2, 1].map((id) => conv(id, 4, 52, 0));
    expect(suggestLevel(six, 'B1')).toMatchObject({ conversations: 5, latestConversationId: 6 });
  });
});
