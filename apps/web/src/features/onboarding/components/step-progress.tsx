// "Step n of 3" above each initialization screen.
export function StepProgress({ step, title }: { step: 1 | 2 | 3; title: string }) {
  return (
    <div className="step-progress">
      <p className="step-progress__count">Step {step} of 3</p>
      <progress className="step-progress__bar" max={3} value={step} aria-label={`Step ${step} of 3`} />
      <h2 className="step-progress__title">{title}</h2>
    </div>
  );
}
