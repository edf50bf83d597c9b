// Initialization step 3: topics the learner likes to talk about; finishing saves the whole setup
// on the server, so a second device gets it too.
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { FormAlert } from '../../components/form-alert';
import { describeError } from '../../lib/request/error-message';
import { useNavigator } from '../../lib/navigator-context';
import { readLevel, useRoleSetupStore } from '../../stores/role-setup-store';
import { useGuideStore } from '../../stores/guide-store';
import { useTopicTags } from '../../api/content';
import { useTopicWords } from '../../i18n/topic-words';
import { useUpdateLanguageAndLevel } from '../../api/user';
import { StepProgress } from '../../features/onboarding/components/step-progress';
import { FALLBACK_PATH } from '../../constants';

export default function TopicPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  const topics = useTopicTags();
  const topicWords = useTopicWords();
  const save = useUpdateLanguageAndLevel();
  const [selected, setSelected] = useState<string[]>(() => useRoleSetupStore.getState().topics);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const toggle = (key: string) => setSelected((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const finish = async () => {
    const { initSetting, setTopics, finishInitSetting } = useRoleSetupStore.getState();
    if (!initSetting?.nativeLanguage) {
      void navigator.redirectTo({ url: '/chat/initialization/nativeLanguage' });
      return;
    }
    setServerMessage(null);
    try {
      await save.mutateAsync({ nativeLanguage: initSetting.nativeLanguage, level: readLevel(initSetting), topics: selected });
      setTopics(selected);
      finishInitSetting();
      // The welcome belongs to the first time through the guide; a later visit only changes topics.
      const { hasFinishedGuide, finishGuide } = useGuideStore.getState();
      Toast.show({ content: hasFinishedGuide ? t`Your topics are saved.` : t`All set. Enjoy your practice!` });
      finishGuide();
      void navigator.reLaunch({ url: FALLBACK_PATH });
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  const list = topics.data?.list ?? [];
  return (
    <PageFrame title={t`Initialization setting`}>
      <StepProgress step={3} title={t`What do you like to talk about?`} />
      <p className="form__lead">
        <Trans>Pick a few topics. You can change them later.</Trans>
      </p>
      <QueryState isLoading={topics.isLoading} error={topics.error} isEmpty={list.length === 0} onRetry={() => void topics.refetch()}>
        <div className="chip-grid" role="group" aria-label={t`Topics`}>
          {list.map((topic) => (
            <button key={topic.key} type="button" className="chip" aria-pressed={selected.includes(topic.key)} onClick={() => toggle(topic.key)} title={topicWords.tagDescription(topic)}>
              <span aria-hidden="true">{topic.emoji}</span>
              {topicWords.tagName(topic)}
            </button>
          ))}
        </div>
      </QueryState>
      <div className="sticky-actions">
        <FormAlert message={serverMessage} />
        <Button block color="primary" size="large" disabled={selected.length === 0} loading={save.isPending} onClick={() => void finish()}>
          {selected.length === 0 ? t`Pick at least one topic` : t`Finish`}
        </Button>
      </div>
    </PageFrame>
  );
}
