// An exploration in the list: cover, title, level and how far the learner has come.
import type { Exploration } from '@parley/contract/content';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import '../content.css';

export function explorationProgress(exploration: Exploration) {
  const sceneIds = new Set(exploration.scenes.map((s) => s.id));
  const done = exploration.completedSceneIds.filter((id) => sceneIds.has(id)).length;
  return { done, total: exploration.scenes.length };
}

export function ExplorationRow({ exploration, onOpen }: { exploration: Exploration; onOpen(exploration: Exploration): void }) {
  const { t } = useLingui();
  const { done, total } = explorationProgress(exploration);
  return (
    <button type="button" className="exploration-row" onClick={() => onOpen(exploration)}>
      <img src={exploration.coverUrl} alt="" width={96} height={58} loading="lazy" />
      <span className="exploration-row__text">
        <span className="exploration-row__title">{exploration.title}</span>{' '}
        <span className="exploration-row__meta">
          {exploration.level} · {t`${plural(total, { one: `# scene · ${done} done`, other: `# scenes · ${done} done` })}`}
        </span>
      </span>
    </button>
  );
}
