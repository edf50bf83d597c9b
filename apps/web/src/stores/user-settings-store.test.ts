import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, migratePlaybackRate, useUserSettingsStore } from './user-settings-store';

describe('user settings', () => {
  it('migrates saved playback rates 0.5 to 0.8 and 2 to 1.2', () => {
    expect(migratePlaybackRate(0.5)).toBe(0.8);
    expect(migratePlaybackRate(2)).toBe(1.2);
    expect(migratePlaybackRate(1)).toBe(1);
    expect(migratePlaybackRate('fast')).toBe(1);
  });

  it('restores saved settings with the migration applied and speed reset', async () => {
    localStorage.setItem('parley.settings', JSON.stringify({ state: { autoPlayVoice: false, playbackRate: 2, speed: 3 }, version: 1 }));
    await useUserSettingsStore.persist.rehydrate();
    const state = useUserSettingsStore.getState();
    expect(state.autoPlayVoice).toBe(false);
    expect(state.playbackRate).toBe(1.2);
    expect(state.speed).toBe(1);
    expect(state.autoBlurText).toBe(false);
    expect(state.autoSpeechAssessment).toBe(false);
  });

  it('starts with the spec defaults (correction level: the role default; no daily goal until the learner picks one)', () => {
    expect(DEFAULT_SETTINGS).toEqual({ autoPlayVoice: true, autoBlurText: false, autoSpeechAssessment: false, speed: 1, playbackRate: 1, correctionLevel: null, dailyGoalTurns: null });
  });
});
