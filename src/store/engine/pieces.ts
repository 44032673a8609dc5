// Long work (a campaign's export or import) done in pieces: between pieces the event loop takes a
// turn, so every other server's interactions and Discord's heartbeat go on meanwhile. Awaiting a
// statement is not enough: on SQLite it answers at once, and a chain of resolved promises never
// lets the loop turn. So the work asks, often, whether its piece has run long enough, and if so
// waits for the loop's next turn (setImmediate: after timers and I/O).
import { performance } from 'node:perf_hooks';

/** How long one piece runs before the loop gets a turn: far below the 50 ms no piece may take. */
export const PIECE_MS = 10;

/** Work that can pause: each `yield` is a point where the event loop may take a turn. */
export type Steps<T> = Generator<void, T, void>;

/** The clock of one piece of long work. */
export class Pieces {
  #since = performance.now();
  constructor(private readonly budgetMs = PIECE_MS) {}

  /** Gives the event loop a turn when this piece has run its time; otherwise resolves at once. */
  async turn(): Promise<void> {
    if (performance.now() - this.#since < this.budgetMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.#since = performance.now();
  }

  /** Runs `steps`, giving the loop a turn at its pauses whenever a piece has run its time. */
  async run<T>(steps: Steps<T>): Promise<T> {
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) return step.value;
      await this.turn();
    }
  }
}

/** Runs `steps` in one go (a small file, a test). */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}
