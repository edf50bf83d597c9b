// A scene's details: cover, level, goal and setting; key phrases to hear and practise saying (issue
// 18 §5: a scene's lines, scored sound by sound); key words to hear and save; and starting the scene
// with the teacher or the friend. Opening it adds the scene to the learner's scene list.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import { AudioOutline } from 'antd-mobile-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useNavigator } from '../../lib/navigator-context';
import { useSceneListStore } from '../../stores/scene-list-store';
import { useScene } from '../../api/content';
import { KeyPhraseList, KeyWordList } from '../../features/content/components/key-phrase-list';
import { PlayButton } from '../../features/audio-player/components/play-button';
import { useAudioPlayer } from '../../features/audio-player/hooks/use-audio-player';
import { PractiseSheet } from '../../features/speech/components/practise-sheet';
import { useUserInfo } from '../../api/user';
import { CollectWordButton } from '../../features/collection/components/collect-word-button';

function readId(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export default function TopicInfoPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const navigator = useNavigator();
  const scene = useScene(id);
  const remember = useSceneListStore((s) => s.remember);
  const [practising, setPractising] = useState<string | null>(null);
  const slowPlayer = useAudioPlayer({ voiceStyle: 'slow' });
  const nativeLanguage = useUserInfo().data?.settings.nativeLanguage ?? null;

  useEffect(() => {
    if (scene.data) remember({ id: scene.data.id, title: scene.data.title, level: scene.data.level });
  }, [scene.data, remember]);

  const go = (url: string) => void navigator.navigateTo({ url }).catch(() => undefined);
  const level = scene.data?.level;
  const goal = scene.data?.goal;
  const learnerCharacter = scene.data?.learnerCharacter;
  const aiCharacter = scene.data?.aiCharacter;

  if (!id) {
    return (
      <PageFrame title={t`Topic's detail`}>
        <div className="state-block">
          <p className="empty-note">
            <Trans>No scene was chosen.</Trans>
          </p>
          <Button color="primary" fill="outline" onClick={() => go('/chat/lobby')}>
            <Trans>Browse scenes</Trans>
          </Button>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t`Topic's detail`}>
      <PractiseSheet sentence={practising} onClose={() => setPractising(null)} renderPlay={(text) => <PlayButton text={text} />} onHearSlowly={(word) => slowPlayer.speak(`slow-word:${word}`, word)} nativeLanguage={nativeLanguage} />
      <QueryState isLoading={scene.isLoading} error={scene.error} onRetry={() => void scene.refetch()}>
        {scene.data && (
          <article className="scene-detail" aria-labelledby="scene-title">
            <img src={scene.data.coverUrl} alt="" className="scene-detail__cover" width={600} height={360} />
            <span className="level-badge">
              <span aria-hidden="true">{level}</span>
              <span className="visually-hidden">{t`Level ${level}`}</span>
            </span>
            <h2 id="scene-title" className="scene-detail__title">
              {scene.data.title}
            </h2>
            <p className="scene-detail__goal">
              <Trans>Goal: {goal}</Trans>
            </p>
            <p className="scene-detail__text">{scene.data.setting}</p>
            <p className="scene-detail__text">
              <Trans>
                You are the <strong>{learnerCharacter}</strong>; your partner plays the <strong>{aiCharacter}</strong>.
              </Trans>
            </p>

            {scene.data.keyPhrases.length > 0 && (
              <section aria-labelledby="scene-phrases">
                <h3 id="scene-phrases" className="content-section__title">
                  <Trans>Key phrases</Trans>
                </h3>
                <KeyPhraseList
                  phrases={scene.data.keyPhrases}
                  renderPlay={(phrase) => <PlayButton text={phrase.text} />}
                  renderAction={(phrase, textId) => (
                    <button type="button" className="icon-button" aria-label={t`Practise this`} aria-describedby={textId} onClick={() => setPractising(phrase.text)}>
                      <AudioOutline aria-hidden="true" fontSize={20} />
                    </button>
                  )}
                />
              </section>
            )}

            {scene.data.keyWords.length > 0 && (
              <section aria-labelledby="scene-words">
                <h3 id="scene-words" className="content-section__title">
                  <Trans>Key words</Trans>
                </h3>
                <KeyWordList
                  words={scene.data.keyWords}
                  renderPlay={(word) => <PlayButton text={word.word} />}
                  renderAction={(word) => <CollectWordButton word={word.word} meaning={word.meaning} sceneId={scene.data.id} />}
                />
              </section>
            )}

            <div className="scene-detail__actions">
              <Button block color="primary" size="large" onClick={() => go(`/chat/chatroom?sceneId=${scene.data.id}&roleId=1`)}>
                <Trans>Start with the teacher</Trans>
              </Button>
              <Button block fill="outline" color="primary" size="large" onClick={() => go(`/chat/chatroom?sceneId=${scene.data.id}&roleId=2`)}>
                <Trans>Start with the friend</Trans>
              </Button>
            </div>
          </article>
        )}
      </QueryState>
    </PageFrame>
  );
}
