// Feedback on the learner's English when they ask for it ("How's my English?", "Any mistakes?"):
// what is good, and what to practise — the corrections already shown, then what each recent line
// still holds once those are fixed (a chat turn shows one fix; a line may have two mistakes).
import { CORRECTION_LABEL, findCorrection } from './correction-note';
import { words } from './text';
import type { GrammarCheck, ReplyContext } from './types';

/** A short look at the learner's recent lines: what is good and one thing to practise, never capitals or full stops (a recogniser writes a spoken "i"). */
export async function feedbackOn(ctx: ReplyContext, grammar: GrammarCheck | null): Promise<string> {
  const lines = [...ctx.history.filter((h) => h.from === 'learner').map((h) => h.text)].slice(-5);
  if (lines.length === 0) return 'Write a few sentences first, and then I can give you feedback on your English.';
  // The corrections already shown passed the chat gate: they come first. A chat turn shows one fix,
  // so each line is checked again with its fixes made, for what the note had no room for.
  const shown = ctx.history.filter((h) => h.from === 'ai').map((h) => findCorrection(h.text)?.replace(CORRECTION_LABEL, '').trim().replace(/\.$/, '')).filter((n): n is string => Boolean(n)).slice(-2);
  const fixes: string[] = [...shown];
  for (const line of grammar ? lines : []) {
    let text = line;
    for (let round = 0; round < 2 && fixes.length < 3; round++) {
      const i = (await grammar!.check(text).catch(() => null))?.issues[0];
      if (!i?.suggestion || i.category === 'capitalization' || i.category === 'punctuation') break;
      const fix = `"${i.text}" → "${i.suggestion}"`;
      if (!fixes.some((f) => f.startsWith(fix) || f.includes(`→ "${i.suggestion}"`))) fixes.push(`${fix} (${(i.explanation.split(/(?<=\.)\s/)[0] ?? '').replace(/[.\s]+$/, '')})`);
      text = `${text.slice(0, i.start)}${i.suggestion}${text.slice(i.end)}`;
    }
  }
  const longest = Math.max(...lines.map((l) => words(l).length));
  const range = longest >= 8 ? 'You wrote some nice long sentences.' : 'Your messages are clear; try writing longer sentences with "because" or "and".';
  if (fixes.length === 0) return `Honestly, your English is clear: what you wrote was correct, and I understood everything. ${range}`;
  return `Honestly, your English is clear: I understood everything you wrote, with only a few small mistakes. ${range} Something to practise: ${fixes.join('; ')}.`;
}

