import { beforeEach, describe, expect, it } from 'vitest';
import { localDay, useGuideStore } from './guide-store';

const stored = () => JSON.parse(localStorage.getItem('parley.guide') ?? 'null') as { state: Record<string, unknown> } | null;

describe('the guide flags', () => {
  beforeEach(() => useGuideStore.setState({ hasFinishedGuide: false, clickTips: null }));

  it('keeps the finish-guide flag once set', async () => {
    expect(useGuideStore.getState().hasFinishedGuide).toBe(false);
    useGuideStore.getState().finishGuide();
    expect(stored()?.state.hasFinishedGuide).toBe(true);
    useGuideStore.setState({ hasFinishedGuide: false });
    localStorage.setItem('parley.guide', JSON.stringify({ state: { hasFinishedGuide: true, clickTips: null }, version: 1 }));
    await useGuideStore.persist.rehydrate();
    expect(useGuideStore.getState().hasFinishedGuide).toBe(true);
  });

  it('keeps hasClickTips with the local day it was clicked', () => {
    const evening = new Date(2025, 2, 9, 23, 30);
    useGuideStore.getState().clickTipsToday(evening);
    expect(useGuideStore.getState().clickTips).toEqual({ hasClickTips: true, day: '2025-03-09' });
    expect(stored()?.state.clickTips).toEqual({ hasClickTips: true, day: '2025-03-09' });
  });

  it('counts the tips as clicked for the rest of that day only: a new day shows them again', () => {
    useGuideStore.getState().clickTipsToday(new Date(2025, 2, 9, 8, 0));
    expect(useGuideStore.getState().hasClickedTipsToday(new Date(2025, 2, 9, 23, 59))).toBe(true);
    expect(useGuideStore.getState().hasClickedTipsToday(new Date(2025, 2, 10, 0, 1))).toBe(false);
  });

  it('has not clicked the tips before any click', () => {
    expect(useGuideStore.getState().hasClickedTipsToday()).toBe(false);
  });

  it('writes days as YYYY-MM-DD in local time', () => {
    expect(localDay(new Date(2025, 0, 5, 0, 0))).toBe('2025-01-05');
    expect(localDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});
