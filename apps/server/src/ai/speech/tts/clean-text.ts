/**
 * Turn chat text (markdown, emoji, links, HTML) into plain text a speech
 * engine can read aloud without saying "asterisk" or "h t t p s".
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“',
};

// Emoji and pictographs, plus the joiners/modifiers that glue them together.
const EMOJI =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F|\uFE0E|\u20E3|[\u{E0020}-\u{E007F}])+/gu;
// A keycap sequence such as 1️⃣ leaves its digit behind; drop the whole thing.
const KEYCAP = /[0-9#*]\uFE0F?\u20E3/gu;
const URL = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>()]+[^\s<>().,!?;:'"]/giu;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/gu;

export function cleanTextForSpeech(text: string): string {
  let t = text.normalize('NFC');
  // fenced and indented code blocks are not read out
  t = t.replace(/```[\s\S]*?(?:```|$)/g, ' ');
  t = t.replace(/~~~[\s\S]*?(?:~~~|$)/g, ' ');
  // HTML/XML/SSML: drop script/style bodies, then tags; decode entities
  t = t.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  t = t.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr)>/gi, '. ');
  t = t.replace(/<!--[\s\S]*?-->/g, ' ');
  t = t.replace(/<\/?[a-z][\w:-]*(?:\s[^<>]*)?\/?>/gi, ' ');
  t = t.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
  // markdown images and links: keep the visible text
  t = t.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1');
  t = t.replace(/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, '$1');
  t = t.replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1');
  t = t.replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' '); // reference definitions
  t = t.replace(/<((?:https?|mailto):[^>]+)>/gi, ' ');
  t = t.replace(URL, ' ').replace(EMAIL, ' ');
  // emoji (keycaps first so their digits go too); :shortcodes:
  t = t.replace(KEYCAP, ' ').replace(EMOJI, ' ');
  t = t.replace(/(^|\s):[a-z0-9_+-]{2,}:(?=\s|$)/gi, '$1 ');
  // line-level markdown: headings, quotes, list bullets, rules, tables
  t = t.replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, ' ');
  t = t.replace(/^[ \t]*#{1,6}[ \t]+(.*?)[ \t#]*$/gm, '$1.');
  t = t.replace(/^[ \t]*(?:>[ \t]?)+/gm, '');
  t = t.replace(/^[ \t]*(?:[-*+•]|\d+[.)])[ \t]+/gm, '');
  t = t.replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/gm, ' ');
  t = t.replace(/\s*\|\s*/g, ', ');
  // inline emphasis and code
  t = t.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2');
  t = t.replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?![\w*])/g, '$1$2');
  t = t.replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
  t = t.replace(/`([^`\n]*)`/g, '$1');
  t = t.replace(/[*_`~^\\]+/g, ' ');
  // each remaining line is a phrase: end it with punctuation so engines pause
  t = t
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (/[.!?…:;,]["'”’)]*$/u.test(line) ? line : `${line}.`))
    .join(' ');
  // tidy punctuation left behind by removals
  t = t.replace(/\(\s*\)|\[\s*\]/g, ' ');
  t = t.replace(/\s+([,.!?;:])/g, '$1');
  t = t.replace(/([,;:])(?:\s*[,;:])+/g, '$1');
  t = t.replace(/([.!?])(?:\s*[,.;:])+/g, '$1');
  t = t.replace(/^[\s,.;:]+/, '');
  return t.replace(/\s+/g, ' ').trim();
}

/** Split text into sentences (keeps punctuation) so long replies can be synthesised piece by piece. */
export function splitSentences(text: string, maxChars = 400): string[] {
  const parts = text.match(/[^.!?…]+(?:[.!?…]+["'”’)]*|$)/gu) ?? [];
  const out: string[] = [];
  for (const raw of parts) {
    let s = raw.trim();
    while (s.length > maxChars) {
      const cut = Math.max(s.lastIndexOf(',', maxChars), s.lastIndexOf(' ', maxChars));
      const at = cut > maxChars / 2 ? cut + 1 : maxChars;
      out.push(s.slice(0, at).trim());
      s = s.slice(at).trim();
    }
    if (s) out.push(s);
  }
  return out;
}
