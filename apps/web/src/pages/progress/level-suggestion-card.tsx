// Level that follows the learner (issue 15 §6): "Your last five conversations look like B2 — try
// it?" The learner accepts (their level is saved, as on the set-up screen) or dismisses (not asked
// again until new conversations come in). Nothing changes by itself.
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import type { z } from 'zod';
import type { Level } from '@parley/contract/common';
import type { getProgressStats } from '@parley/contract/progress';
import { updateLanguageAndLevelCall } from '../../api/user';
import { readLevel, useRoleSetupStore } from '../../stores/role-setup-store';

type Suggestion = NonNullable<z.infer<(typeof getProgressStats)['response']>['levelSuggestion']>;

const DISMISSED_KEY = 'parley.level-suggestion.dismissed';
const keyOf = (s: Suggestion) => `${s.level}:${s.latestConversationId}`;

export function LevelSuggestionCard({ suggestion, onAccepted }: { suggestion: Suggestion; onAccepted(): void }) {
  const initSetting = useRoleSetupStore((s) => s.initSetting);
  const topics = useRoleSetupStore((s) => s.topics);
  const setLevel = useRoleSetupStore((s) => s.setLevel);
  const [isDismissed, setIsDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === keyOf(suggestion));
  const [isSaving, setIsSaving] = useState(false);
  if (isDismissed || readLevel(initSetting) === suggestion.level) return null;
  const isUp = suggestion.level > suggestion.currentLevel;

  const accept = async () => {
    setIsSaving(true);
    try {
      await updateLanguageAndLevelCall({ nativeLanguage: initSetting?.nativeLanguage || 'en', level: suggestion.level as Level, topics });
      setLevel(suggestion.level);
      Toast.show({ content: `Your level is now ${suggestion.level}` });
      onAccepted();
    } catch (error) {
      Toast.show({ content: (error as Error).message || 'system error' });
    } finally {
      setIsSaving(false);
    }
  };
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, keyOf(suggestion));
    setIsDismissed(true);
  };

  return (
    <section className="level-suggestion" aria-label="Level suggestion">
      <p className="level-suggestion__text">
        Your last {suggestion.conversations} conversations look like <strong>{suggestion.level}</strong> — {isUp ? 'try it?' : 'shall we make it a little easier?'}
      </p>
      <p className="level-suggestion__why">
        {suggestion.wordsPerTurn} words a turn, {suggestion.errorsPer100Words} corrections per 100 words. You are on {suggestion.currentLevel}.
      </p>
      <div className="level-suggestion__actions">
        <Button size="small" color="primary" loading={isSaving} onClick={() => void accept()}>
          Switch to {suggestion.level}
        </Button>
        <Button size="small" fill="none" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}
