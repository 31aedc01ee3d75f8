/**
 * Work done in steps: a generator that yields between them. The same work runs at once
 * (`finish`), where a caller needs its answer synchronously, or with a turn of the event loop
 * between steps (`inTurns`), where a request waits for it: no other request then waits for the
 * whole of it (issue 41: a study's check, a whole book's interlinear held the event loop 0.1–0.3 s).
 */
export type Steps<T> = Generator<void, T>;

/** Runs the steps to their end, now. */
export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** A turn of the event loop: what has arrived on the sockets is read and answered first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs the steps with a turn of the event loop between them. */
export async function inTurns<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}
