// A tip for the learner that, once tapped, stays hidden for the rest of the day and comes back on a
// new day (spec §3: hasClickTips is kept with the day it was clicked).
import { useGuideStore } from '../../../stores/guide-store';

interface TipsBubbleProps {
  tip: string;
  /** Where the tip leads, if anywhere; tapping it hides it either way. */
  onSelect?(): void;
}

export function TipsBubble({ tip, onSelect }: TipsBubbleProps) {
  // Subscribing to clickTips re-renders once the tip is clicked; the day is checked on each render.
  useGuideStore((state) => state.clickTips);
  const hasClickedToday = useGuideStore.getState().hasClickedTipsToday();
  if (hasClickedToday) return null;

  const select = () => {
    useGuideStore.getState().clickTipsToday();
    onSelect?.();
  };
  return (
    <button type="button" className="hint-button" onClick={select}>
      {tip}
    </button>
  );
}
