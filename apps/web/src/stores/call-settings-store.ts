// The learner's call settings, kept on this device: how long a pause ends their turn (learners
// pause mid-sentence, so the default is longer than a native speaker's), and whether captions show.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { END_OF_TURN_PAUSE, clampPause } from '../constants';

interface CallSettingsState {
  endOfTurnPauseMs: number;
  areCaptionsShown: boolean;
  setEndOfTurnPause(ms: number): void;
  setCaptionsShown(isShown: boolean): void;
}

export const useCallSettingsStore = create<CallSettingsState>()(
  persist(
    (set) => ({
      endOfTurnPauseMs: END_OF_TURN_PAUSE.defaultMs,
      areCaptionsShown: true,
      setEndOfTurnPause: (ms) => set({ endOfTurnPauseMs: clampPause(ms) }),
      setCaptionsShown: (areCaptionsShown) => set({ areCaptionsShown }),
    }),
    {
      name: 'parley.call-settings',
      version: 1,
      partialize: ({ endOfTurnPauseMs, areCaptionsShown }) => ({ endOfTurnPauseMs, areCaptionsShown }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<CallSettingsState>;
        return { ...current, ...saved, endOfTurnPauseMs: clampPause(Number(saved.endOfTurnPauseMs ?? current.endOfTurnPauseMs) || END_OF_TURN_PAUSE.defaultMs) };
      },
    },
  ),
);
