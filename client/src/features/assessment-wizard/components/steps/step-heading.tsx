import { forwardRef } from 'react';

/**
 * The step's heading. It takes focus when the step changes so screen readers announce the new
 * step (tabIndex -1: focusable by script, not in the tab order).
 */
export const StepHeading = forwardRef<HTMLHeadingElement, { title: string; description?: string }>(function StepHeading(
  { title, description },
  ref,
) {
  return (
    <div className="grid gap-1">
      <h2 ref={ref} tabIndex={-1} id="wizard-step-title" className="text-xl font-semibold tracking-tight outline-none">
        {title}
      </h2>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
});
