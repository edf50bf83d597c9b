// Small flags of spec §3: the finish-guide flag and hasClickTips with the day it was clicked
// (tips show again on a new day).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface GuideState {
  hasFinishedGuide: boolean;
  clickTips: { hasClickTips: boolean; day: string } | null;
  finishGuide(): void;
  clickTipsToday(now?: Date): void;
  hasClickedTipsToday(now?: Date): boolean;
}

export const useGuideStore = create<GuideState>()(
  persist(
    (set, get) => ({
      hasFinishedGuide: false,
      clickTips: null,
      finishGuide: () => set({ hasFinishedGuide: true }),
      clickTipsToday: (now = new Date()) => set({ clickTips: { hasClickTips: true, day: localDay(now) } }),
      hasClickedTipsToday: (now = new Date()) => {
        const tips = get().clickTips;
        return Boolean(tips?.hasClickTips && tips.day === localDay(now));
      },
    }),
    { name: 'parley.guide', version: 1 },
  ),
);
