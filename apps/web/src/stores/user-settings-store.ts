// User settings of spec §3, persisted locally and mirrored on the server per user.
// speed is never kept (always back to its default); playbackRate migrates 0.5→0.8 and 2→1.2.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { CorrectionLevel } from '@parley/contract/conversation';
import type { DailyGoal } from '@parley/contract/settings';
import { PLAYBACK_RATE_DEFAULT, PLAYBACK_RATE_MIGRATIONS } from '../constants';

export const SPEED_DEFAULT = 1;
export const PLAYBACK_RATES = [0.8, 1, 1.2] as const;

export interface UserSettings {
  autoPlayVoice: boolean;
  autoBlurText: boolean;
  autoSpeechAssessment: boolean;
  speed: number;
  playbackRate: number;
  /** How much the partner corrects; null = the role's default (teacher: everything, friend: meaning). */
  correctionLevel: CorrectionLevel | null;
  /** Turns a day the learner aims for (issue 15); null = no goal. */
  dailyGoalTurns: DailyGoal | null;
}

export const DEFAULT_SETTINGS: UserSettings = {
  autoPlayVoice: true,
  autoBlurText: false,
  autoSpeechAssessment: false,
  speed: SPEED_DEFAULT,
  playbackRate: PLAYBACK_RATE_DEFAULT,
  correctionLevel: null,
  dailyGoalTurns: null,
};

export function migratePlaybackRate(rate: unknown): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return PLAYBACK_RATE_DEFAULT;
  return PLAYBACK_RATE_MIGRATIONS.get(rate) ?? rate;
}

interface UserSettingsState extends UserSettings {
  update(patch: Partial<UserSettings>): void;
  reset(): void;
}

export const useUserSettingsStore = create<UserSettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      update: (patch) =>
        set(patch.playbackRate === undefined ? patch : { ...patch, playbackRate: migratePlaybackRate(patch.playbackRate) }),
      reset: () => set(DEFAULT_SETTINGS),
    }),
    {
      name: 'parley.settings',
      version: 1,
      // speed is not stored: it starts from its default every time.
      partialize: ({ autoPlayVoice, autoBlurText, autoSpeechAssessment, playbackRate, correctionLevel, dailyGoalTurns }) => ({
        autoPlayVoice,
        autoBlurText,
        autoSpeechAssessment,
        playbackRate,
        correctionLevel,
        dailyGoalTurns,
      }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<UserSettings>;
        return { ...current, ...saved, speed: SPEED_DEFAULT, playbackRate: migratePlaybackRate(saved.playbackRate ?? current.playbackRate) };
      },
    },
  ),
);
