// "Step n of 3" above each initialization screen.
import { useLingui } from '@lingui/react/macro';

export function StepProgress({ step, title }: { step: 1 | 2 | 3; title: string }) {
  const { t } = useLingui();
  const label = t`Step ${step} of 3`;
  return (
    <div className="step-progress">
      <p className="step-progress__count">{label}</p>
      <progress className="step-progress__bar" max={3} value={step} aria-label={label} />
      <h2 className="step-progress__title">{title}</h2>
    </div>
  );
}
