// The built-in partner inside a scene: it plays the AI side of the scene's lines in order, praising
// a turn that fits and re-prompting with the scene's hint when it does not (the scene judge decides
// which), modelling an answer after too many tries, and closing with the scene's summary.
import type { Level, ReplyContext, SceneInput } from './types';
import { EngineError } from './types';
import { sceneSummaryText } from './scene-judge';
import { pick } from './text';

type Band = 'basic' | 'middle' | 'advanced';
const bandOf = (level: Level): Band => (level === 'A1' || level === 'A2' ? 'basic' : level === 'B1' || level === 'B2' ? 'middle' : 'advanced');

const PRAISE: Record<Band, readonly string[]> = {
  basic: ['Good!', 'Great!', 'Very good.', 'Nice!'],
  middle: ['Great answer.', 'That works well.', 'Nicely said.', 'Perfect.'],
  advanced: ['Very natural.', 'Spot on.', 'Nicely put.', 'That sounds completely natural.'],
};

export function sceneReply(ctx: ReplyContext, scene: SceneInput): string {
  const step = ctx.sceneStep;
  if (!step) throw new EngineError('bad-response', 'a scene reply needs the judged step');
  const band = bandOf(ctx.level);
  const answered = scene.turns[step.answeredTurn];
  const next = scene.turns[step.nextTurn];
  const example = answered?.expected.examples[Math.min(step.misses, (answered?.expected.examples.length ?? 1) - 1)] ?? answered?.expected.examples[0] ?? '';
  const finish = () => `${scene.closing} ${sceneSummaryText(scene, step.hintedTurns)}`;
  if (step.verdict.fits) {
    const praise = pick(PRAISE[band], `${scene.id}:${step.answeredTurn}`);
    return step.completed ? `${praise} ${finish()}` : `${praise} ${next?.ai ?? ''}`;
  }
  if (step.advance) {
    const model = `You could say: "${answered?.expected.examples[0] ?? example}" Let's go on.`;
    return step.completed ? `${model} ${finish()}` : `${model} ${next?.ai ?? ''}`;
  }
  const opener = step.verdict.askedForHelp ? 'No problem.' : step.misses <= 1 ? 'Hmm, not quite.' : 'Almost.';
  const help = step.misses <= 1 && !step.verdict.askedForHelp ? (answered?.hint ?? '') : `${answered?.hint ?? ''} For example: "${example}"`;
  return `${opener} ${help} ${answered?.ai ?? ''}`.replace(/\s+/g, ' ').trim();
}
