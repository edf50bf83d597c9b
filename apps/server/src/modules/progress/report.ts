// The report after a conversation (issue 15 §2), as pure statistics over its messages: time from
// first to last message, turns spoken and typed, words used (new ones: in none of the learner's
// earlier conversations), errors by rule, errors per 100 words, and one goal for next time.
import type { Correction } from '@parley/contract/conversation';
import type { ConversationReport } from '@parley/contract/progress';
import { groupMistakes } from './mistakes';

export interface ReportMessage {
  id: number;
  sender: 'ai' | 'learner';
  content: string;
  voice: boolean;
  correction: Correction | null;
  createdAt: string;
  /** What the message's recording measured (a spoken turn of a signed-in learner); else null. */
  speech: { durationMs: number; score: number | null; weakWords: ReadonlyArray<{ word: string; score: number }> } | null;
}

const HARDEST_WORDS_SHOWN = 5;

const NEW_WORDS_SHOWN = 30;
/** Fewer learner turns than this and the goal is to talk longer. */
const SHORT_CONVERSATION = 5;
/** Fewer words per turn on average than this and the goal is longer answers. */
const SHORT_ANSWERS = 6;

/** Words as a learner wrote them, lower case: letters with inner apostrophes or hyphens ("don't", "well-known"). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().replace(/[\u2018\u2019]/g, "'").match(/\p{L}+(?:['-]\p{L}+)*/gu) ?? []);
}

export function buildReport(input: {
  conversationId: number;
  title: string;
  messages: readonly ReportMessage[];
  /** Every word the learner used in earlier conversations. */
  earlierWords: ReadonlySet<string>;
}): ConversationReport {
  const messages = [...input.messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const learner = messages.filter((m) => m.sender === 'learner');
  const startedAt = messages[0]?.createdAt ?? '';
  const endedAt = messages.at(-1)?.createdAt ?? startedAt;
  const minutes = startedAt ? Math.round(((Date.parse(endedAt) - Date.parse(startedAt)) / 60000) * 10) / 10 : 0;
  const words = learner.flatMap((m) => wordsOf(m.content));
  const distinct = [...new Set(words)];
  const fresh = distinct.filter((w) => !input.earlierWords.has(w));
  const corrected = learner.filter((m): m is ReportMessage & { correction: Correction } => m.correction !== null);
  const groups = groupMistakes(
    corrected.map((m) => ({ id: m.id, conversationId: input.conversationId, content: m.content, correction: m.correction, createdAt: m.createdAt })),
    new Date(endedAt || 0),
  ).sort((a, b) => b.count - a.count);
  const errors = groups.map((g) => ({ category: g.category, rule: g.rule, count: g.count, examples: g.examples.map((e) => ({ content: e.content, corrected: e.corrected })) }));
  const errorsPer100Words = words.length ? Math.round((corrected.length / words.length) * 1000) / 10 : 0;
  // A turn with a recording was spoken even when the learner then edited the recognised text.
  const spoken = learner.filter((m) => m.voice || m.speech !== null).length;
  return {
    conversationId: input.conversationId,
    title: input.title,
    startedAt,
    endedAt,
    minutes,
    turns: { total: learner.length, spoken, typed: learner.length - spoken },
    words: { total: words.length, distinct: distinct.length, new: fresh.slice(0, NEW_WORDS_SHOWN), newCount: fresh.length },
    errorsPer100Words,
    spokenSeconds: Math.round(learner.reduce((ms, m) => ms + (m.speech?.durationMs ?? 0), 0) / 1000),
    pronunciation: pronunciationOf(learner),
    errors,
    goal: goalFor({ turns: learner.length, words: words.length, groups }),
  };
}

/** The mean score of the scored spoken turns, and the words that were weak most often (then lowest). */
export function pronunciationOf(messages: readonly ReportMessage[]): ConversationReport['pronunciation'] {
  type Scored = NonNullable<ReportMessage['speech']> & { score: number };
  const scored = messages.map((m) => m.speech).filter((speech): speech is Scored => speech != null && speech.score !== null);
  if (scored.length === 0) return null;
  const words = new Map<string, { word: string; score: number; times: number }>();
  for (const turn of scored) {
    for (const w of turn.weakWords) {
      const seen = words.get(w.word);
      words.set(w.word, seen ? { word: w.word, score: Math.min(seen.score, w.score), times: seen.times + 1 } : { word: w.word, score: w.score, times: 1 });
    }
  }
  return {
    average: Math.round(scored.reduce((sum, t) => sum + t.score, 0) / scored.length),
    scoredTurns: scored.length,
    hardestWords: [...words.values()].sort((a, b) => b.times - a.times || a.score - b.score || a.word.localeCompare(b.word)).slice(0, HARDEST_WORDS_SHOWN),
  };
}

/** One concrete goal: the most frequent rule first, then length, then reaching further. */
export function goalFor(input: { turns: number; words: number; groups: ReturnType<typeof groupMistakes> }): string {
  const top = input.groups[0];
  if (top) {
    const e = top.examples[0]!;
    const times = top.count > 1 ? ` (${top.count} times this conversation)` : '';
    const what = e.fix === '' ? `remove "${e.wrong.trim()}"` : `"${e.fix}" instead of "${e.wrong}"`;
    return `Next time, watch ${top.rule}: you wrote "${e.content}" — it's ${what}${times}. Practise it in My mistakes.`;
  }
  if (input.turns === 0) return 'Next time, write or say a few sentences: the report fills in as you talk.';
  if (input.turns < SHORT_CONVERSATION) return `Next time, keep the conversation going for at least ${SHORT_CONVERSATION} turns: answer, then ask a question back.`;
  if (input.words / input.turns < SHORT_ANSWERS) return 'Next time, give longer answers: join two ideas with "because", "but" or "so".';
  return 'No corrections this time: well done! Next time, try a scene one level up, or use three new words.';
}

