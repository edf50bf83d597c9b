// Level that follows the learner (issue 15 §6): "Your last five conversations look like B2 — try
// it?" The learner accepts (their level is saved, as on the set-up screen) or dismisses (not asked
// again until new conversations come in). Nothing changes by itself.
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import type { Level } from '@parley/contract/common';
import type { getProgressStats } from '@parley/contract/progress';
import { updateLanguageAndLevelCall } from '../../api/user';
import { describeError } from '../../lib/request/error-message';
import { readLevel, useRoleSetupStore } from '../../stores/role-setup-store';

type Suggestion = NonNullable<z.infer<(typeof getProgressStats)['response']>['levelSuggestion']>;

const DISMISSED_KEY = 'parley.level-suggestion.dismissed';
const keyOf = (s: Suggestion) => `${s.level}:${s.latestConversationId}`;

export function LevelSuggestionCard({ suggestion, onAccepted }: { suggestion: Suggestion; onAccepted(): void }) {
  const { t } = useLingui();
  const initSetting = useRoleSetupStore((s) => s.initSetting);
  const topics = useRoleSetupStore((s) => s.topics);
  const setLevel = useRoleSetupStore((s) => s.setLevel);
  const [isDismissed, setIsDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === keyOf(suggestion));
  const [isSaving, setIsSaving] = useState(false);
  if (isDismissed || readLevel(initSetting) === suggestion.level) return null;
  const isUp = suggestion.level > suggestion.currentLevel;
  // CEFR levels (A1…C2) read the same in every language.
  const level = suggestion.level;
  const currentLevel = suggestion.currentLevel;
  const conversations = suggestion.conversations;
  const wordsPerTurn = suggestion.wordsPerTurn;
  const errorsPer100Words = suggestion.errorsPer100Words;

  const accept = async () => {
    setIsSaving(true);
    try {
      await updateLanguageAndLevelCall({ nativeLanguage: initSetting?.nativeLanguage || 'en', level: suggestion.level as Level, topics });
      setLevel(suggestion.level);
      Toast.show({ content: t`Your level is now ${level}` });
      onAccepted();
    } catch (error) {
      Toast.show({ content: describeError(error) });
    } finally {
      setIsSaving(false);
    }
  };
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, keyOf(suggestion));
    setIsDismissed(true);
  };

  return (
    <section className="level-suggestion" aria-label={t`Level suggestion`}>
      <p className="level-suggestion__text">
        {isUp ? (
          <Plural
            value={conversations}
            one={<Trans>Your last conversation looks like <strong>{level}</strong> — try it?</Trans>}
            other={<Trans>Your last # conversations look like <strong>{level}</strong> — try it?</Trans>}
          />
        ) : (
          <Plural
            value={conversations}
            one={<Trans>Your last conversation looks like <strong>{level}</strong> — shall we make it a little easier?</Trans>}
            other={<Trans>Your last # conversations look like <strong>{level}</strong> — shall we make it a little easier?</Trans>}
          />
        )}
      </p>
      <p className="level-suggestion__why">
        {t`${plural(wordsPerTurn, { one: '# word a turn', other: '# words a turn' })}, ${plural(errorsPer100Words, { one: '# correction per 100 words', other: '# corrections per 100 words' })}. You are on ${currentLevel}.`}
      </p>
      <div className="level-suggestion__actions">
        <Button size="small" color="primary" loading={isSaving} onClick={() => void accept()}>
          <Trans>Switch to {level}</Trans>
        </Button>
        <Button size="small" fill="none" onClick={dismiss}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </section>
  );
}
