// The drawer's progress, "Step X of Y" (spec 000 section 2): the step offset of the forms wizard and max steps.

/** What the progress rule reads: the view's step in the page flow and the insurer's number of default forms. */
export interface ProgressInput {
  /** The view's step in the page-flow configuration; 0 before the claim steps start. */
  step: number;
  /** The number of steps of the page flow. */
  stepCount: number;
  /** The number of default forms of the insurer (its form groups), each shown as a step of its own. */
  forms: number;
  /** Whether the view comes after the forms wizard, so its step moves by the step offset. */
  afterForms: boolean;
  /** Inside the forms wizard: the index of the form shown (0 for the first). */
  formIndex?: number | undefined;
}

/** The progress shown: step X of Y, and whether the header shows at all. */
export interface Progress {
  current: number;
  max: number;
  /** The header appears once progress is above 0 (spec 000 section 2). */
  showHeader: boolean;
}

/** The step offset equals the number of default forms (spec 000 section 2). */
export function stepOffset(forms: number): number {
  return Math.max(0, Math.trunc(forms));
}

/**
 * Max steps equal the step count plus the forms minus 1 (spec 000 section 2): the forms wizard takes the
 * place of one step of the flow. Never below the step count, so an insurer without forms keeps the flow's count.
 */
export function maxSteps(stepCount: number, forms: number): number {
  return Math.max(stepCount, stepCount + stepOffset(forms) - 1);
}

/**
 * Step X of Y for a view: views after the forms wizard move by the offset less the one step the wizard
 * replaces, a form inside the wizard counts from the wizard's own step; never past max steps.
 */
export function progress({ step, stepCount, forms, afterForms, formIndex = 0 }: ProgressInput): Progress {
  const max = maxSteps(stepCount, forms);
  const shift = afterForms ? Math.max(0, stepOffset(forms) - 1) : Math.max(0, Math.trunc(formIndex));
  const current = step > 0 ? Math.min(step + shift, max) : 0;
  return { current, max, showHeader: current > 0 };
}
