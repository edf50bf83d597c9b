// The built-in partner inside a scene: it plays the AI side of the scene's lines in order, praising
// a turn that fits and re-prompting with the scene's hint when it does not (the scene judge decides
// which), modelling an answer after too many tries, and closing with the scene's summary. It
// listens: the learner's details (day, time, how many, size, name, where they are going) replace the
// script's in later lines and the closing, a sentence that assumes another answer is dropped and the
// learner's own detail said back; an off-script question gets an in-character answer, also after an
// answer that fits; a refusal gets no praise.
import type { Level, ReplyContext, SceneInput } from './types';
import { EngineError } from './types';
import { DAYS, sceneSummaryText } from './scene-judge';
import { detailToSayBack, withCare, withLearnerWords, detailsFrom, withDetails, type SceneDetails } from './scene-details';
import { offScriptAnswer } from './scene-off-script.data';
import { pick } from './text';

type Band = 'basic' | 'middle' | 'advanced';
const bandOf = (level: Level): Band => (level === 'A1' || level === 'A2' ? 'basic' : level === 'B1' || level === 'B2' ? 'middle' : 'advanced');

/** What the character says to a refusal: it is heard, and what the scene needs is asked for again. */
const REFUSED = "I understand, and I'm sorry, but I need that to go on.";

const PRAISE: Record<Band, readonly string[]> = {
  basic: ['Good!', 'Great!', 'Very good.', 'Nice!'],
  middle: ['Great answer.', 'That works well.', 'Nicely said.', 'Perfect.'],
  advanced: ['Very natural.', 'Spot on.', 'Nicely put.', 'That sounds completely natural.'],
};

/** "I would urge you to publish every report", "Please send it by Friday": what the learner asks for at the end. */
const REQUEST = /\b(?:urge|ask|want|would like|'d like|need|beg)\s+(?:you|the council|the company|them|everyone)\s+to\s+([a-z][^.!?]{3,80})|\bplease\s+([a-z]+\b[^.!?]{3,80})/i;

/** Whether the learner said a word start ("charg" for charging) in any of their lines. */
const saidIn = (learnerLines: readonly string[]) => (word: string) => learnerLines.some((l) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(l));

/**
 * The scene's closing as far as it holds for this learner: one that takes for granted what they never
 * raised ("a conference abstract would be excellent practice" after "No, nothing else") gives way to the
 * last turn's `closingOtherwise`, with what they asked for at the end said back.
 */
function closingHeard(scene: SceneInput, learnerLines: readonly string[]): string {
  const last = scene.turns.at(-1);
  if (!last?.closingAssumes || !last.closingOtherwise || last.closingAssumes.some(saidIn(learnerLines))) return scene.closing;
  const request = REQUEST.exec(learnerLines.at(-1) ?? '');
  const asked = request ? ` I'll pass on your request to ${(request[1] ?? request[2])!.trim().replace(/\byour\b/gi, 'our').replace(/\bmy\b/gi, 'your')}.` : '';
  return `${last.closingOtherwise}${asked}`;
}

/** The closing line, recapping what the learner chose when the script's closing names none of it. */
function closingWith(scene: SceneInput, details: SceneDetails, chosen: string[], learnerLines: readonly string[] = []): string {
  const closing = withDetails(closingHeard(scene, learnerLines), details);
  // The day and time the learner chose, when the closing names none ("So that's Saturday morning.").
  const when = details.day && !closing.toLowerCase().includes(details.day.toLowerCase()) ? [`${details.day}${details.time ? ` at ${details.time}` : ''}`] : [];
  const named = [...when, ...chosen.filter((c) => !closing.toLowerCase().includes(c.toLowerCase()) && !when.some((w) => w.toLowerCase().includes(c.toLowerCase())))];
  if (closing !== scene.closing || named.length === 0) return closing;
  return `So that's ${named.slice(0, 4).join(', ')}. ${closing}`;
}

/**
 * A later line that names an option the learner did not choose ("How many apples?" after "Some
 * oranges") names theirs. Options are an earlier turn's key words of one shape: listed in that turn's
 * line ("yoga, spinning and swimming") or plural nouns like the one chosen.
 */
const COUNTED = /^(?:(?:yes|ok|okay|hi|hello|good morning)[,!.]?\s+)?(?:i'?d like |i want |can i have |could i have )?(?:some|a few|a kilo of|a bag of|two|three|four|five|six)\s+([a-z]{3,14})(?:,?\s*please)?[.!]?$/i;

/** One thing asked for by name: "A small watermelon, please", "One ripe pineapple" (a measure is no thing). */
const ONE_THING = /^(?:(?:yes|ok|okay|hi|hello|good morning)[,!.]?\s+)?(?:i'?d like |i want |can i have |could i have )?(?:a|an|one)\s+(?:(?!(?:for|of|with|to|in|on|at|and|or)\b)[a-z]+\s+){0,2}?(?!(?:kilo|bag|box|bunch|piece|lot|few|little|bit|half|dozen|pound|litre|liter|one|two|three|four|five|six|seven|eight|nine|ten)\b)([a-z]{3,14})(?:,?\s*please)?[.!]?$/i;

/** The thing a short answer asks for by name ("Some pears, please", "A small watermelon, please" → "pear", "watermelon"), if any. */
function ownChoice(learnerLines: readonly string[]): string | undefined {
  for (const line of [...learnerLines].reverse()) {
    const m = COUNTED.exec(line.trim());
    const plural = m?.[1]?.toLowerCase();
    // Only a plural names a countable thing ("some pears"); "some water" is not a choice of fruit.
    if (plural && /[^s]s$/.test(plural)) return plural.replace(/ies$/, 'y').replace(/(o|ch|sh|x)es$/, '$1').replace(/s$/, '');
    const one = ONE_THING.exec(line.trim())?.[1]?.toLowerCase();
    if (one && !/s$/.test(one)) return one;
  }
  return undefined;
}

function withChoices(text: string, scene: SceneInput, upTo: number, learnerLines: readonly string[]): string {
  let out = text;
  const said = learnerLines.join(' ').toLowerCase();
  const has = (k: string) => new RegExp(`\\b${k}(s|es)?\\b`, 'i').test(said);
  for (const turn of scene.turns.slice(0, upTo + 1)) {
    const keys = turn.expected.keywords.map((k) => k.toLowerCase()).filter((k) => /^[a-z]{4,}$/.test(k));
    const ai = turn.ai.toLowerCase();
    // An option: in a list in the turn's own line ("yoga, spinning and swimming"), or a key word in
    // both numbers (apple, apples).
    const single = (k: string) => k.replace(/s$/, '');
    const listed = /\b([a-z]+(?:, [a-z]+)*,? (?:and|or) [a-z]+)\b/.exec(ai)?.[1]?.split(/,\s*|\s+(?:and|or)\s+/) ?? [];
    const paired = keys.some((k) => keys.includes(`${k}s`));
    const options = [...new Set(keys.filter((k) => listed.includes(k) || (paired && !/^(please|thanks|yes|like|want|would|kilo|that's)$/.test(k))).map(single))];
    // Not one of the options but a thing of the same kind, named in a short answer ("Some pears,
    // please" where the script offers apples and bananas): the later lines use the learner's word.
    const chosen = options.find(has) ?? (options.length >= 2 ? ownChoice(learnerLines) : undefined);
    if (!chosen || options.length < 2) continue;
    for (const other of options) {
      if (other === chosen || has(other)) continue;
      out = out.replace(new RegExp(`\\b${other}(s?)\\b`, 'gi'), (_m, plural: string) => `${chosen}${plural}`);
    }
  }
  return out;
}

/**
 * The thing an offer turned down names ("Would you like a debit card with it?" → "No, thank you." →
 * "card"), so the next line does not go on as if it were taken ("Your card will arrive by post").
 */
function declinedThing(offer: string | undefined, answer: string): string | null {
  const offered = /\bwould you like (?:a |an |the |some )?(?:[a-z]+ )?([a-z]{3,})(?: with it| too| as well)?\?/i.exec(offer ?? '');
  if (!offered || !/^(no|nope|no,? thanks?|no,? thank you)\b|\bi don'?t (need|want)\b/i.test(answer.trim())) return null;
  return offered[1]!.toLowerCase();
}

/**
 * The next line without the sentences that take for granted an answer the learner did not give:
 * "Where is the noise coming from?" (bar, music, next door …) answered "A dog next door" drops "The
 * bar closes at one." Only when the learner named another of that turn's key words; '' is never
 * returned (a line with nothing left stays as it is). `said` is the key word the learner used.
 */
function withoutAssumed(line: string, keywords: readonly string[], learnerText: string): { line: string; said?: string } {
  const options = keywords.filter((k) => /^[a-z][a-z ]{2,}$/i.test(k) && !/^(yes|no|not really|please|thanks?|problem|help|think|like|want|sure|fine|good|great|ok|okay)$/i.test(k));
  const has = (text: string, k: string) => new RegExp(`\\b${k}(s|es)?\\b`, 'i').test(text);
  // A thing the learner named ("Could I reserve an aisle seat?") before a word they only used ("I understand").
  const named = options.filter((k) => has(learnerText, k));
  const said = named.find((k) => new RegExp(`\\b(?:a|an|the|some|my|our|this|that)\\s+(?:[a-z]+\\s+){0,2}${k}\\b`, 'i').test(learnerText)) ?? named[0];
  if (!said) return { line };
  // Another option, not a form of the one said ("noise" is "noisy" said again); only statements go,
  // never the question the learner answers next.
  const others = options.filter((k) => k.slice(0, 4) !== said.slice(0, 4) && !has(learnerText, k));
  const sentences = line.split(/(?<=[.!?])\s+/);
  const kept = sentences.filter((sentence) => sentence.trim().endsWith('?') || !others.some((k) => has(sentence, k)));
  return kept.length === sentences.length || kept.length === 0 ? { line } : { line: kept.join(' '), said };
}

/** "two desserts" said where the script's next line has "two bottles": the learner's things, not the script's. */
function withCountedThing(line: string, learnerText: string): string {
  const mine = /\b(one|two|three|four|five|six|\d) ([a-z]{3,}s)\b/i.exec(learnerText);
  if (!mine) return line;
  return line.replace(new RegExp(`\\b(${mine[1]}) ([a-z]{3,}s)\\b`, 'i'), (m, n: string, thing: string) => (/^(people|persons|minutes|hours|days|weeks|nights|times|years|dollars|euros|pounds)$/i.test(thing) ? m : `${n} ${mine[2]!.toLowerCase()}`));
}

/** The line without its sentences about a thing the learner turned down; '' when nothing is left. */
const without = (line: string, thing: string) =>
  line.split(/(?<=[.!?])\s+/).filter((s) => !new RegExp(`\\b${thing}s?\\b`, 'i').test(s)).join(' ').trim();

/** A question after an answer ("Here you are. Can I take my cat?") that is not itself the answer (no key word in it). */
function trailingQuestion(text: string, keywords: readonly string[]): string | null {
  const parts = text.trim().split(/(?<=[.!])\s+/);
  const last = parts.at(-1) ?? '';
  if (parts.length < 2 || !last.endsWith('?')) return null;
  return keywords.some((k) => new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(last)) ? null : last;
}

/** Words around a choice that say nothing more ("Large, please", "A latte for me, thanks"). */
const AROUND_A_CHOICE = new Set(['please', 'thanks', 'thank', 'you', 'yes', 'yeah', 'ok', 'okay', 'a', 'an', 'the', 'some', 'one', 'two', 'three', 'i', "i'd", 'like', 'can', 'could', 'have', 'for', 'me', 'and', 'just', 'then', 'to', 'take', 'away', 'go', 'in', 'on', 'at', 'maybe', 'um', 'oh']);

/**
 * The key words of a line said as a bare choice ("Large, please" → large); none from a sentence that
 * says more ("The ending was predictable": recapping "ending, predictable" would be no English).
 */
function bareChoices(line: string, keywords: readonly string[]): string[] {
  const said = line.toLowerCase().replace(/[^\p{L}\d' ]+/gu, ' ');
  const rest = keywords.reduce((text, k) => text.replace(new RegExp(`\\b${k.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), ' '), said);
  return rest.split(/\s+/).every((w) => !w || AROUND_A_CHOICE.has(w)) ? [...keywords] : [];
}

/**
 * The scene's lines for this learner: a line that takes for granted what they never said ("Have you
 * tried a different cable?" after a loud fan) is replaced by its `otherwise` line.
 */
function linesFor(scene: SceneInput, learnerLines: readonly string[]): SceneInput['turns'] {
  const said = saidIn(learnerLines);
  return scene.turns.map((t) => (t.assumes && t.otherwise && !t.assumes.some(said) ? { ...t, ai: t.otherwise } : t));
}

export function sceneReply(ctx: ReplyContext, scene: SceneInput): string {
  const step = ctx.sceneStep;
  if (!step) throw new EngineError('bad-response', 'a scene reply needs the judged step');
  const band = bandOf(ctx.level);
  const learnerLines = [...ctx.history.filter((h) => h.from === 'learner').map((h) => h.text), ctx.learnerText];
  const turns = linesFor(scene, learnerLines);
  const answered = turns[step.answeredTurn];
  const next = turns[step.nextTurn];
  const details = detailsFrom(learnerLines);
  // What the learner chose, in the words the scene expects (a latte, large, a croissant …).
  // A choice is said in a short answer ("Large, please", "In the middle"), not inside a long sentence.
  const chosen = [...new Set(learnerLines.filter((line) => line.split(/\s+/).length <= 4).flatMap((line) => bareChoices(line, scene.turns.flatMap((t) => t.expected.keywords.filter((k) => k.length > 3 && new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(line))))))]
    // Answer words are no choice to recap ("So that's yoga, never, perfect").
    .filter((k) => !/^(please|thanks|thank|yes|like|would|that|this|have|want|name|number|make|very|free|prefer|book|o'clock|never|always|sometimes|perfect|great|fine|sure|maybe|okay|little|much|really|done|good|hello|i am|new|with|alone)$|'/i.test(k));
  const line = (text: string | undefined) => withCare(withChoices(withDetails(text ?? '', details), scene, step.answeredTurn, learnerLines), learnerLines);
  const example = answered?.expected.examples[Math.min(step.misses, (answered?.expected.examples.length ?? 1) - 1)] ?? answered?.expected.examples[0] ?? '';
  const finish = () => `${closingWith(scene, details, chosen, learnerLines)} ${sceneSummaryText(scene, step.hintedTurns, details)}`;
  if (step.verdict.fits) {
    // "No, nothing else" gets an OK, not praise; the closing then thanks no question that was not asked.
    const praise = step.verdict.declined ? 'OK, no problem.' : pick(PRAISE[band], `${scene.id}:${step.answeredTurn}`);
    if (step.verdict.declined && step.completed) return `${praise} ${closingWith(scene, details, chosen, learnerLines).replace(/^(good|great) question[,.!—–-]*\s*/i, '').replace(/^./, (c) => c.toUpperCase())} ${sceneSummaryText(scene, step.hintedTurns, details)}`;
    const refused = declinedThing(answered?.ai, ctx.learnerText);
    // Nothing left of the next line: the learner still gets something to answer.
    if (refused && !step.completed) return `OK, no ${refused}, then. ${without(line(next?.ai), refused) || 'Is there anything else?'}`;
    // The next line keeps to what the learner said: no sentence that assumes another answer, their own things counted.
    const kept = withoutAssumed(withCountedThing(line(next?.ai), ctx.learnerText), answered?.expected.keywords ?? [], ctx.learnerText);
    // The learner's own detail said back when the script's next line does not ("Three pizzas, I see.").
    // A key word said back only when it names a thing ("Next door, I see."), never a verb ("Charged, I see.").
    const said = kept.said && !/ed$|n't/.test(kept.said) ? withLearnerWords(kept.said, ctx.learnerText) : null;
    const back = detailToSayBack(ctx.learnerText, kept.line, answered?.ai) ?? (said ? `${said.charAt(0).toUpperCase()}${said.slice(1)}, I see.` : null);
    // A line skipped because the learner's question already moved past it is still said when it answers
    // that question ("Which bus goes to the centre, and when?" → "The number 12 goes to the centre.").
    const asks = /\?|^(?:yes,? (?:please,? )?)?(?:which|what|when|where|how)\b/i.test(ctx.learnerText.trim());
    // Not a line whose thing the learner has just said themselves ("Maybe he should sit further from the
    // window." → no "He gets distracted when he sits near the window.").
    const stated = ctx.learnerText.split(/(?<=[.!?])\s+/).filter((sentence) => !/\?\s*$/.test(sentence)).join(' ');
    const alreadySaid = (ai: string) => (ai.toLowerCase().match(/\p{L}{5,}/gu) ?? []).some((w) => !/^(?:about|there|their|which|would|could|should|where|first|think|really|maybe)$/.test(w) && new RegExp(`\\b${w}\\b`, 'i').test(stated));
    const told = asks ? turns.slice(step.answeredTurn + 1, step.nextTurn).map((t) => t.ai).filter((ai) => !/\?/.test(ai) && !alreadySaid(ai)).map((ai) => line(ai)) : [];
    // "Here you are. Can I take my cat on the plane?": the answer fits, and its question is answered in character too.
    // "Do you have any questions for me?" "Is there a uniform?": there the question is the answer, and it gets one.
    const askedBack = /\bquestions?\b[^.!?]*\?\s*$/i.test(answered?.ai ?? '') && /\?\s*$/.test(ctx.learnerText.trim()) ? ctx.learnerText : null;
    const asked = trailingQuestion(ctx.learnerText, answered?.expected.keywords ?? []) ?? askedBack;
    // A line skipped because the learner already gave its day ("Thursday afternoon would be best"):
    // the day is said back, so the learner hears it was taken ("Thursday, then.").
    const skippedDay = !back && turns.slice(step.answeredTurn + 1, step.nextTurn).some((t) => t.expected.keywords.some((k) => DAYS.test(k))) ? (DAYS.exec(ctx.learnerText)?.[1] ?? null) : null;
    const heard = `${back ? ` ${back}` : skippedDay ? ` ${skippedDay.charAt(0).toUpperCase()}${skippedDay.slice(1)}, then.` : ''}${asked ? ` ${offScriptAnswer(scene.slug, asked)}` : ''}`;
    const tell = told.length ? ` ${told.join(' ')}` : '';
    // The praise comes first: a closing's own "Nice!" (after any "So that's …" recap) would say it twice.
    const closing = () => finish().replace(/^((?:So that's [^.]*\.\s+)?)(?:nice|great|perfect|lovely|wonderful|excellent|brilliant|good)!\s+/i, '$1');
    return step.completed ? `${praise}${heard}${tell} ${closing()}` : `${praise}${heard}${tell} ${kept.line}`;
  }
  if (step.advance) {
    // A refusal at the last try is still heard before the character models an answer and goes on.
    const model = `${step.verdict.refused ? `${REFUSED} ` : ''}You could say: "${answered?.expected.examples[0] ?? example}" Let's go on.`;
    return step.completed ? `${model} ${finish()}` : `${model} ${line(next?.ai)}`;
  }
  // Asking again, the character drops its greeting ("Good morning!") and repeats only the question.
  // Without a question, the line's last sentence is what the character needs ("I just need your receipt"), not its news.
  const again = line(answered?.ai.split(/(?<=[.!?])\s+/).filter((s) => s.trim().endsWith('?')).pop() ?? answered?.ai.split(/(?<=[.!?])\s+/).pop());
  if (step.verdict.offScript) return `${offScriptAnswer(scene.slug, ctx.learnerText)} ${again}`;
  const opener = step.verdict.refused ? REFUSED : step.verdict.askedForHelp ? 'No problem.' : step.misses <= 1 ? 'Hmm, not quite.' : 'Almost.';
  const help = step.misses <= 1 && !step.verdict.askedForHelp ? (answered?.hint ?? '') : `${answered?.hint ?? ''} For example: "${example}"`;
  return `${opener} ${help} ${again}`.replace(/\s+/g, ' ').trim();
}
