// Scene mode: the goal and progress through the scene's turns, and the summary at the end.
import { Button, ProgressBar } from 'antd-mobile';
import type { SceneProgress, SceneSummary } from '@parley/contract/conversation';

interface ScenePanelProps {
  title: string;
  goal: string;
  progress: SceneProgress | null;
  summary: SceneSummary | null;
  onRestart(): void;
}

export function ScenePanel({ title, goal, progress, summary, onRestart }: ScenePanelProps) {
  const done = progress ? Math.min(progress.turn, progress.turnCount) : 0;
  const total = progress?.turnCount ?? 0;
  return (
    <section className="scene-panel" aria-label="Scene">
      <p className="scene-panel__title">{title}</p>
      <p className="scene-panel__goal">🎯 {goal}</p>
      {total > 0 && (
        <div className="scene-panel__progress">
          <ProgressBar percent={(done / total) * 100} aria-hidden="true" />
          <span>
            Step {Math.min(done + (progress?.completed ? 0 : 1), total)} of {total}
          </span>
        </div>
      )}
      {summary && (
        <div className="scene-panel__summary" role="status">
          <p>
            <strong>Scene complete!</strong> {summary.text}
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
            Play the scene again
          </Button>
        </div>
      )}
    </section>
  );
}
