// The built-in partner inside a scene: it plays the AI side of the scene's lines in order, praising
// a turn that fits and re-prompting with the scene's hint when it does not (the scene judge decides
// which), modelling an answer after too many tries, and closing with the scene's summary. It
// listens: the learner's details (day, time, how many, size, name) replace the script's in later
// lines and the closing; an off-script question gets an in-character answer; a refusal gets no praise.
import type { Level, ReplyContext, SceneInput } from './types';
import { EngineError } from './types';
import { sceneSummaryText } from './scene-judge';
import { detailsFrom, withDetails, type SceneDetails } from './scene-details';
import { offScriptAnswer } from './scene-off-script.data';
import { pick } from './text';

type Band = 'basic' | 'middle' | 'advanced';
const bandOf = (level: Level): Band => (level === 'A1' || level === 'A2' ? 'basic' : level === 'B1' || level === 'B2' ? 'middle' : 'advanced');

const PRAISE: Record<Band, readonly string[]> = {
  basic: ['Good!', 'Great!', 'Very good.', 'Nice!'],
  middle: ['Great answer.', 'That works well.', 'Nicely said.', 'Perfect.'],
  advanced: ['Very natural.', 'Spot on.', 'Nicely put.', 'That sounds completely natural.'],
};

/** The closing line, recapping what the learner chose when the script's closing names none of it. */
function closingWith(scene: SceneInput, details: SceneDetails, chosen: string[]): string {
  const closing = withDetails(scene.closing, details);
  const named = chosen.filter((c) => !closing.toLowerCase().includes(c.toLowerCase()));
  if (closing !== scene.closing || named.length === 0) return closing;
  return `So that's ${named.slice(0, 4).join(', ')}. ${closing}`;
}

export function sceneReply(ctx: ReplyContext, scene: SceneInput): string {
  const step = ctx.sceneStep;
  if (!step) throw new EngineError('bad-response', 'a scene reply needs the judged step');
  const band = bandOf(ctx.level);
  const answered = scene.turns[step.answeredTurn];
  const next = scene.turns[step.nextTurn];
  const learnerLines = [...ctx.history.filter((h) => h.from === 'learner').map((h) => h.text), ctx.learnerText];
  const details = detailsFrom(learnerLines);
  // What the learner chose, in the words the scene expects (a latte, large, a croissant …).
  const chosen = [...new Set(learnerLines.flatMap((line) => scene.turns.flatMap((t) => t.expected.keywords.filter((k) => k.length > 3 && new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(line)))))]
    .filter((k) => !/^(please|thanks|thank|yes|like|would|that|this|have|want|name|number|it's|i'm)$/i.test(k));
  const line = (text: string | undefined) => withDetails(text ?? '', details);
  const example = answered?.expected.examples[Math.min(step.misses, (answered?.expected.examples.length ?? 1) - 1)] ?? answered?.expected.examples[0] ?? '';
  const finish = () => `${closingWith(scene, details, chosen)} ${sceneSummaryText(scene, step.hintedTurns)}`;
  if (step.verdict.fits) {
    const praise = pick(PRAISE[band], `${scene.id}:${step.answeredTurn}`);
    return step.completed ? `${praise} ${finish()}` : `${praise} ${line(next?.ai)}`;
  }
  if (step.advance) {
    const model = `You could say: "${answered?.expected.examples[0] ?? example}" Let's go on.`;
    return step.completed ? `${model} ${finish()}` : `${model} ${line(next?.ai)}`;
  }
  // Asking again, the character drops its greeting ("Good morning!") and repeats only the question.
  const again = line(answered?.ai.split(/(?<=[.!?])\s+/).filter((s) => s.trim().endsWith('?')).pop() ?? answered?.ai);
  if (step.verdict.offScript) return `${offScriptAnswer(scene.slug, ctx.learnerText)} ${again}`;
  const opener = step.verdict.refused ? 'Hmm, I understand, but that makes it difficult.' : step.verdict.askedForHelp ? 'No problem.' : step.misses <= 1 ? 'Hmm, not quite.' : 'Almost.';
  const help = step.misses <= 1 && !step.verdict.askedForHelp ? (answered?.hint ?? '') : `${answered?.hint ?? ''} For example: "${example}"`;
  return `${opener} ${help} ${again}`.replace(/\s+/g, ' ').trim();
}
