// An exploration: its story, its scenes in order with the learner's progress, and starting the
// next scene they have not finished (with the partner they chose at setup).
import { useSearchParams } from 'react-router';
import { Button, ProgressBar } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useNavigator } from '../../lib/navigator-context';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { useExploration } from '../../api/content';
import { explorationProgress } from '../../features/content/components/exploration-row';

function readId(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export default function ExplorationInfoPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const navigator = useNavigator();
  const chosenRoleId = useRoleSetupStore((s) => s.roleInfo?.id);
  const roleId = chosenRoleId === 2 ? 2 : 1;
  const exploration = useExploration(id);
  const item = exploration.data ?? null;
  const go = (url: string) => void navigator.navigateTo({ url }).catch(() => undefined);

  if (!id) {
    return (
      <PageFrame title={t`Exploration Info`}>
        <div className="state-block">
          <p className="empty-note">
            <Trans>No exploration was chosen.</Trans>
          </p>
          <Button color="primary" fill="outline" onClick={() => void navigator.switchTab({ url: '/chat/exploration' }).catch(() => undefined)}>
            <Trans>See all explorations</Trans>
          </Button>
        </div>
      </PageFrame>
    );
  }

  const done = new Set(item?.completedSceneIds ?? []);
  const progress = item ? explorationProgress(item) : { done: 0, total: 0 };
  const next = item?.scenes.find((scene) => !done.has(scene.id));
  const nextTitle = next?.title;
  const level = item?.level;
  const { done: doneCount, total: totalCount } = progress;

  return (
    <PageFrame title={t`Exploration Info`}>
      <QueryState
        isLoading={exploration.isLoading}
        error={exploration.error}
        isEmpty={!item}
        emptyText={t`This exploration does not exist.`}
        onRetry={() => void exploration.refetch()}
      >
        {item && (
          <article className="scene-detail" aria-labelledby="exploration-title">
            <img src={item.coverUrl} alt="" className="scene-detail__cover" width={600} height={360} />
            <span className="level-badge">
              <span aria-hidden="true">{level}</span>
              <span className="visually-hidden">{t`Level ${level}`}</span>
            </span>
            <h2 id="exploration-title" className="scene-detail__title">
              {item.title}
            </h2>
            <p className="scene-detail__text">{item.story}</p>

            <div className="exploration-progress">
              <ProgressBar percent={progress.total ? (progress.done / progress.total) * 100 : 0} aria-hidden="true" />
              <span>
                {t`${plural(totalCount, { one: `${doneCount} of # scene done`, other: `${doneCount} of # scenes done` })}`}
              </span>
            </div>

            {next ? (
              <Button block color="primary" size="large" onClick={() => go(`/chat/chatroom?sceneId=${next.id}&roleId=${roleId}`)}>
                {progress.done === 0 ? t`Start “${nextTitle}”` : t`Continue with “${nextTitle}”`}
              </Button>
            ) : (
              progress.total > 0 && (
                <p className="scene-detail__goal">
                  <Trans>You have finished every scene of this exploration.</Trans>
                </p>
              )
            )}

            <h3 className="content-section__title">
              <Trans>Scenes</Trans>
            </h3>
            <ol className="exploration-steps">
              {item.scenes.map((scene, index) => {
                const isDone = done.has(scene.id);
                return (
                  <li key={scene.id}>
                    <button type="button" className="exploration-row" onClick={() => go(`/chat/lobby/topic-info?id=${scene.id}`)}>
                      <span className="exploration-row__text">
                        <span className="exploration-row__title">
                          {index + 1}. {scene.title}
                        </span>{' '}
                        <span className="exploration-row__meta">
                          {scene.level} · {scene.goal}
                        </span>
                      </span>{' '}
                      <span className={isDone ? 'exploration-row__status exploration-row__status--done' : 'exploration-row__status'}>
                        {isDone && <CheckCircleFill aria-hidden="true" />} {isDone ? t({ comment: 'Status of a scene', message: 'Done' }) : scene.id === next?.id ? t({ comment: 'Status of a scene', message: 'Next' }) : t({ comment: 'Status of a scene', message: 'To do' })}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </article>
        )}
      </QueryState>
    </PageFrame>
  );
}
