import './step-progress.css';

/** Props of {@link StepProgress}. */
export interface StepProgressProps {
  /** The step the borrower is on, from 1. */
  step: number;
  total: number;
  /** The words, e.g. "Step 2 of 4", in the page's language. */
  label: string;
}

/** Where the borrower is in certification: the words, and a bar of one part per step with those reached filled. */
export function StepProgress({ step, total, label }: StepProgressProps) {
  return (
    <>
      <p className="ui-field-label">{label}</p>
      <ol className="ui-steps" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <li key={i} data-reached={i < step ? '' : undefined} />
        ))}
      </ol>
    </>
  );
}
