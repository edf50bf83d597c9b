// Feedback on the learner's English when they ask for it ("How's my English?", "Any mistakes?"):
// what is good, and what to practise — the corrections already shown, then what each recent line
// still holds once those are fixed (a chat turn shows one fix; a line may have two mistakes).
// Asked about one sentence ("Was that sentence OK?"), the answer is about that sentence alone, with
// its fix written as every other correction is ("Quick fix: …").
import { CORRECTION_LABEL, correctionNote, findCorrection, fragmentInContext, type CorrectionFragment } from './correction-note';
import { words } from './text';
import type { GrammarCheck, ReplyContext } from './types';

/** "Was that sentence OK?", "Is that English OK?", "Any mistakes in what I just wrote?": a question about the last line only. */
const ABOUT_LAST_LINE = /\b(?:that|this|my last|the last) (?:sentence|message|line|one|english)\b|\bwhat i (?:just )?(?:wrote|said|typed)\b|\bin that\b|\b(?:mistakes?|errors?|wrong) (?:in )?there\b/i;

/** `"Everyone were" → "Everyone was" (…)` → its two sides. */
const sides = (fix: string) => /^"([^"]*)" → "([^"]*)"/.exec(fix)?.slice(1, 3) as [string, string] | undefined;

/** Whether a fix found now says what an earlier one already says ("were" → "was" after "Everyone were" → "Everyone was"). */
function alreadySaid(fixes: readonly string[], wrong: string, right: string): boolean {
  return fixes.some((f) => {
    const [w, r] = sides(f) ?? ['', ''];
    return (w.includes(wrong) && r.includes(right)) || r === right;
  });
}

/** Up to `room` fixes for one line, each checked again with the fixes before it made. */
async function fixesIn(line: string, grammar: GrammarCheck, known: readonly string[], room: number): Promise<{ note: string; fragment: CorrectionFragment }[]> {
  const found: { note: string; fragment: CorrectionFragment }[] = [];
  // The fixes already shown are made first, so the check looks for what they left.
  let text = known.map(sides).reduce((t, s) => (s && s[0] && t.includes(s[0]) ? t.replace(s[0], s[1]) : t), line);
  for (let round = 0; round < 2 && found.length < room; round++) {
    const i = (await grammar.check(text).catch(() => null))?.issues[0];
    // A removal's suggestion is empty ("can't to come": "to" → ""), a fix all the same: the engine
    // drops issues that have no suggestion at all.
    if (!i || i.category === 'capitalization' || i.category === 'punctuation') break;
    // Written as the chat's notes are: a reason in lower case after the fragment ("I" stays).
    const reason = (i.explanation.split(/(?<=\.)\s/)[0] ?? '').replace(/[.\s]+$/, '').replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase());
    if (!alreadySaid([...known, ...found.map((f) => f.note)], i.text, i.suggestion)) {
      // Once an earlier fix changed the line, its words around a fragment are no longer the learner's
      // ("I is" → "I are" in a line that said "Me and my brother is"): the change alone is shown.
      const fragment = text === line ? fragmentInContext(text, { start: i.start, end: i.end, category: i.category, wrong: i.text, fix: i.suggestion, reason }) : { wrong: i.text, fix: i.suggestion, reason };
      // Written as the fragment shows it, so a removal reads "can't to come" → "can't come", not "to" → "".
      found.push({ note: `"${fragment.wrong}" → "${fragment.fix}" (${reason})`, fragment });
    }
    text = `${text.slice(0, i.start)}${i.suggestion}${text.slice(i.end)}`;
  }
  return found;
}

/** A short look at the learner's recent lines: what is good and one thing to practise, never capitals or full stops (a recogniser writes a spoken "i"). */
export async function feedbackOn(ctx: ReplyContext, grammar: GrammarCheck | null): Promise<string> {
  const lines = [...ctx.history.filter((h) => h.from === 'learner').map((h) => h.text)].slice(-5);
  if (lines.length === 0) return 'Write a few sentences first, and then I can give you feedback on your English.';
  // The corrections already shown passed the chat gate: they come first.
  const shown = ctx.history.filter((h) => h.from === 'ai').map((h) => findCorrection(h.text)?.replace(CORRECTION_LABEL, '').trim().replace(/\.$/, '')).filter((n): n is string => Boolean(n)).slice(-2);
  if (ABOUT_LAST_LINE.test(ctx.learnerText) && grammar) {
    const last = lines.at(-1)!;
    // A fix shown in the reply to that line already says it was not right: it is said again first, and
    // the line is never called correct. The chat turn's check also reads the sentence before ("a past
    // time stated earlier"), which this check of the line alone cannot.
    const reply = ctx.history.at(-1);
    const shownForLast = reply?.from === 'ai' ? findCorrection(reply.text)?.replace(/\.$/, '') : undefined;
    const found = await fixesIn(last, grammar, shownForLast ? [shownForLast] : [], 2);
    if (shownForLast) return `Nearly! ${CORRECTION_LABEL} ${[shownForLast, ...found.map((f) => f.note)].join('; ')}.`;
    if (found.length === 0) return 'Yes, that sentence was correct. Well done!';
    return `Nearly! ${correctionNote(found.map((f) => f.fragment))}`;
  }
  const fixes: string[] = [...shown];
  for (const line of grammar ? lines : []) {
    if (fixes.length >= 3) break;
    fixes.push(...(await fixesIn(line, grammar!, fixes, 3 - fixes.length)).map((f) => f.note));
  }
  const longest = Math.max(...lines.map((l) => words(l).length));
  const range = longest >= 8 ? 'You wrote some nice long sentences.' : 'Your messages are clear; try writing longer sentences with "because" or "and".';
  if (fixes.length === 0) return `Honestly, your English is clear: what you wrote was correct, and I understood everything. ${range}`;
  return `Honestly, your English is clear: I understood everything you wrote, with only a few small mistakes. ${range} Something to practise: ${fixes.join('; ')}.`;
}
