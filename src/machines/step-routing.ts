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
