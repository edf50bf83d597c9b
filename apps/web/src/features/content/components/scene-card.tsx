// A scene as one button: cover, level, title and goal. Its name is the title and its description
// says the level and the goal, so a screen reader hears the title first.
import { useId } from 'react';
import type { SceneListItem } from '@parley/contract/content';
import { useLingui } from '@lingui/react/macro';
import '../content.css';

export function SceneCard({ scene, onOpen }: { scene: SceneListItem; onOpen(scene: SceneListItem): void }) {
  const { t } = useLingui();
  const describedBy = useId();
  const { level, goal } = scene;
  return (
    <button type="button" className="scene-card" aria-label={scene.title} aria-describedby={describedBy} onClick={() => onOpen(scene)}>
      <img src={scene.coverUrl} alt="" className="scene-card__cover" loading="lazy" width={600} height={360} />
      <span className="scene-card__body">
        <span className="scene-card__title">{scene.title}</span>
        <span className="scene-card__meta">
          <span className="level-badge">{scene.level}</span>
          <span className="scene-card__goal">{scene.goal}</span>
        </span>
        <span id={describedBy} hidden>{t`Level ${level}. ${goal}`}</span>
      </span>
    </button>
  );
}

export function SceneGrid({ scenes, onOpen }: { scenes: SceneListItem[]; onOpen(scene: SceneListItem): void }) {
  return (
    <ul className="scene-grid">
      {scenes.map((scene) => (
        <li key={scene.id}>
          <SceneCard scene={scene} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
