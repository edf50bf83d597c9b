// Scene mode: the goal and progress through the scene's turns, and the summary at the end.
import { Button, ProgressBar } from 'antd-mobile';
import type { SceneProgress, SceneSummary } from '@parley/contract/conversation';
import { Trans, useLingui } from '@lingui/react/macro';

interface ScenePanelProps {
  /** Undefined while the scene loads: the panel keeps its place with empty lines meanwhile. */
  title: string | undefined;
  goal: string | undefined;
  progress: SceneProgress | null;
  summary: SceneSummary | null;
  onRestart(): void;
}

export function ScenePanel({ title, goal, progress, summary, onRestart }: ScenePanelProps) {
  const done = progress ? Math.min(progress.turn, progress.turnCount) : 0;
  const total = progress?.turnCount ?? 0;
  const step = Math.min(done + (progress?.completed ? 0 : 1), total);
  const { t } = useLingui();
  return (
    // A scene room opened by its address shows the panel before the scene has loaded, its lines
    // empty, so the messages under it do not move down when the scene arrives (issue 20).
    <section className="scene-panel" aria-label={t({ comment: 'Names the panel with the goal and progress of a role-play scene', message: 'Scene' })} aria-busy={title === undefined}>
      <p className="scene-panel__title">{title}</p>
      <p className="scene-panel__goal">{goal !== undefined && `🎯 ${goal}`}</p>
      {/* The progress comes with the conversation, after the panel: its line is kept (unseen) until
          then, so the messages under the panel do not move down when it arrives (issue 20). */}
      <div className={total > 0 ? 'scene-panel__progress' : 'scene-panel__progress scene-panel__progress--pending'} aria-hidden={total > 0 ? undefined : true}>
        <ProgressBar percent={total > 0 ? (done / total) * 100 : 0} aria-hidden="true" />
        <span>
          <Trans>
            Step {step} of {total}
          </Trans>
        </span>
      </div>
      {summary && (
        <div className="scene-panel__summary" role="status">
          <p>
            <strong>
              <Trans>Scene complete!</Trans>
            </strong>{' '}
            {summary.text}
          </p>
          {summary.keyPhrases.length > 0 && (
            <ul>
              {summary.keyPhrases.map((p) => (
                <li key={p.text}>
                  <strong>{p.text}</strong> — {p.meaning}
                </li>
              ))}
            </ul>
          )}
          <Button size="small" color="primary" fill="outline" onClick={onRestart}>
            <Trans>Play the scene again</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
