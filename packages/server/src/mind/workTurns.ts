/**
 * Gives the heavy work of answers (the analyst's tools, storing the question) its turns, one event-loop iteration
 * at a time.
 *
 * A tool is the heavy part of an answer (pricing thousands of bonds, reading trades), and everything an answer
 * says before it (the plan) is cheap. Node reads new requests only in the poll phase of its loop; a tool that
 * waited with a bare `setImmediate` ran in the same check phase as every other tool waiting then, so fifty
 * answers' tools ran back to back and the requests that arrived meanwhile (and their first words) waited for all
 * of them. Here one tool runs per loop iteration: between two tools the loop polls, so a question that arrives
 * is read and states its plan before the next tool starts. Every piece of work still runs, in the order asked;
 * only the first words of the other answers go first.
 */
export class WorkTurns {
  readonly #waiting: (() => void)[] = [];
  #scheduled = false;

  /** Resolves when it is the caller's turn: at the earliest in the next loop iteration, after the poll phase. */
  next(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.#waiting.push(resolve);
      this.#schedule();
    });
  }

  /** How many callers wait for a turn (for tests). */
  get waiting(): number {
    return this.#waiting.length;
  }

  #schedule(): void {
    if (this.#scheduled || this.#waiting.length === 0) return;
    this.#scheduled = true;
    // An immediate queued while immediates run waits for the next iteration (and its poll phase): one turn each.
    setImmediate(() => {
      this.#scheduled = false;
      this.#waiting.shift()?.();
      this.#schedule();
    });
  }
}
