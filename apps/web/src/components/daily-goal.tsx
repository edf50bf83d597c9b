// The learner's daily goal (issue 15 §7): turns today against the goal they picked in Settings,
// with a bar; on Me it is a gentle nudge while the goal is not met. Nothing is sent anywhere.
import { ProgressBar } from 'antd-mobile';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export function DailyGoal({ today, goal, variant = 'home' }: { today: number; goal: number; variant?: 'home' | 'nudge' }) {
  const { t } = useLingui();
  const isMet = today >= goal;
  if (variant === 'nudge' && isMet) return null;
  const left = goal - today;
  const text =
    variant === 'nudge'
      ? t`${plural(left, { one: `# more turn to reach today's goal of ${goal}. A short chat will do it!`, other: `# more turns to reach today's goal of ${goal}. A short chat will do it!` })}`
      : isMet
        ? t`${plural(goal, { one: `Today's goal reached: ${today} of # turn. Well done!`, other: `Today's goal reached: ${today} of # turns. Well done!` })}`
        : t`${plural(goal, { one: `Today's goal: ${today} of # turn`, other: `Today's goal: ${today} of # turns` })}`;
  return (
    <div className={`daily-goal daily-goal--${variant}`} role={variant === 'nudge' ? 'note' : undefined} aria-label={t`Daily goal`}>
      <p className="daily-goal__text">{text}</p>
      {variant === 'home' && <ProgressBar percent={Math.min(100, Math.round((today / goal) * 100))} aria-hidden="true" />}
    </div>
  );
}
