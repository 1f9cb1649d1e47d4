/**
 * The routing transitions of a wizard machine (booking, edit, check-in): one transition per step, in
 * the wizard's order, to the step `stepIn` names. Used by the transient `entering` and `redirecting`
 * states; `targetOf` says how a step's state is addressed from there (`step`, or `#id.step`).
 */
export function stepTransitions<TContext, TStep extends string>(
  steps: readonly TStep[],
  stepIn: (context: TContext) => TStep,
  targetOf: (step: TStep) => string = (step) => step,
) {
  return steps.map((step) => ({
    guard: ({ context }: { context: TContext }) => stepIn(context) === step,
    target: targetOf(step),
  }));
}

/**
 * The guard `isStepEntered?` of a wizard machine (edit, check-in): the event is a page saying its step
 * (`step.enter`) and that step is `step`, the guard's parameter.
 */
export function isStepEntered<TStep extends string>({ event }: { event: { type: string } }, step: TStep): boolean {
  return event.type === 'step.enter' && (event as { step?: unknown }).step === step;
}
