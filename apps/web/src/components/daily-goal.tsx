// The learner's daily goal (issue 15 §7): turns today against the goal they picked in Settings,
// with a bar; on Me it is a gentle nudge while the goal is not met. Nothing is sent anywhere.
import { ProgressBar } from 'antd-mobile';

export function DailyGoal({ today, goal, variant = 'home' }: { today: number; goal: number; variant?: 'home' | 'nudge' }) {
  const isMet = today >= goal;
  if (variant === 'nudge' && isMet) return null;
  const left = goal - today;
  const text =
    variant === 'nudge'
      ? `${left} more ${left === 1 ? 'turn' : 'turns'} to reach today's goal of ${goal}. A short chat will do it!`
      : isMet
        ? `Today's goal reached: ${today} of ${goal} turns. Well done!`
        : `Today's goal: ${today} of ${goal} turns`;
  return (
    <div className={`daily-goal daily-goal--${variant}`} role={variant === 'nudge' ? 'note' : undefined} aria-label="Daily goal">
      <p className="daily-goal__text">{text}</p>
      {variant === 'home' && <ProgressBar percent={Math.min(100, Math.round((today / goal) * 100))} aria-hidden="true" />}
    </div>
  );
}
