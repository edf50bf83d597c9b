/**
 * Emoji keyword search over emojilib (1,900 emoji, loaded once at creation).
 * Ranking: exact match (emoji name, a word of the name, then a keyword), then
 * prefix matches, then partial (substring) matches; ties keep emojilib order.
 */
import { createRequire } from 'node:module';

export interface EmojiResult {
  emoji: string;
  /** human name, e.g. "cat face" */
  name: string;
  keywords: string[];
}

export interface EmojiSearch {
  search(keyword: string, limit?: number): EmojiResult[];
  readonly size: number;
}

export const DEFAULT_LIMIT = 24;
export const MAX_LIMIT = 200;
const MAX_QUERY = 64;

/** Shown for an empty keyword: everyday chat emoji. */
export const POPULAR_EMOJI = [
  '😀', '😂', '😊', '😍', '🥰', '😎', '🤔', '😅', '😢', '😭', '😮', '😡',
  '👍', '👏', '🙏', '🙌', '💪', '👋', '🎉', '❤️', '🔥', '✨', '☕', '🌍',
];

interface Item {
  emoji: string;
  name: string;
  nameTokens: string[];
  keywords: string[];
  order: number;
}

function loadEmojilib(): Record<string, string[]> {
  const require = createRequire(import.meta.url);
  return require('emojilib') as Record<string, string[]>;
}

export function createEmojiSearch(data: Record<string, string[]> = loadEmojilib()): EmojiSearch {
  const items: Item[] = [];
  const byEmoji = new Map<string, Item>();
  for (const [emoji, list] of Object.entries(data)) {
    const [rawName, ...rest] = list;
    if (!rawName) continue;
    const item: Item = {
      emoji,
      name: rawName.replace(/_/g, ' '),
      nameTokens: rawName.toLowerCase().split('_'),
      keywords: rest.map((k) => k.toLowerCase()),
      order: items.length,
    };
    items.push(item);
    byEmoji.set(emoji, item);
  }
  const popular = POPULAR_EMOJI.map((e) => byEmoji.get(e) ?? byEmoji.get(e.replace(/\uFE0F/g, ''))).filter(
    (x): x is Item => x !== undefined,
  );

  const toResult = (i: Item): EmojiResult => ({ emoji: i.emoji, name: i.name, keywords: i.keywords });

  /** lower is better; null = no match */
  const score = (i: Item, q: string, qName: string): number | null => {
    const fullName = i.nameTokens.join('_');
    if (fullName === qName) return 0;
    const tokenPos = i.nameTokens.indexOf(q);
    if (tokenPos >= 0) return 1 + tokenPos * 0.1 + i.nameTokens.length * 0.01;
    if (i.keywords.includes(q)) return 2;
    if (fullName.startsWith(qName) || i.nameTokens.some((t) => t.startsWith(q))) return 3;
    if (i.keywords.some((k) => k.startsWith(q))) return 4;
    if (fullName.includes(qName)) return 5;
    if (i.keywords.some((k) => k.includes(q))) return 6;
    return null;
  };

  return {
    size: items.length,
    search(keyword: string, limit = DEFAULT_LIMIT): EmojiResult[] {
      const n = Number.isFinite(limit) ? Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit))) : DEFAULT_LIMIT;
      const q = (typeof keyword === 'string' ? keyword.slice(0, MAX_QUERY * 4) : '')
        .normalize('NFKC')
        .toLowerCase()
        .trim()
        .replace(/^:|:$/g, '') // ":cat:" shortcodes
        .replace(/\s+/g, ' ')
        .slice(0, MAX_QUERY);
      if (!q) return popular.slice(0, n).map(toResult);
      // an emoji itself: return it
      const direct = byEmoji.get(q);
      if (direct) return [toResult(direct)];
      const qName = q.replace(/[\s-]+/g, '_');
      const scored: Array<{ item: Item; s: number }> = [];
      for (const item of items) {
        const s = score(item, q, qName);
        if (s !== null) scored.push({ item, s });
      }
      scored.sort((a, b) => a.s - b.s || a.item.order - b.item.order);
      return scored.slice(0, n).map((x) => toResult(x.item));
    },
  };
}
