/**
 * What a build undoes when it is interrupted (Ctrl-C, SIGTERM, SIGHUP): it removes its unfinished site and its
 * lock, except while it swaps the new site in, which is not cut short (the swap is a few renames;
 * stopping between them could leave no output folder at all). Once interrupted, no swap starts.
 */
import { BuildInterruptedError } from '../errors.ts';

/** The signals that stop a command: Ctrl-C, a service manager's stop, the terminal closed. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export class Interruptions {
  private readonly undo = new Set<() => void | Promise<void>>();
  private swapping = false;
  interrupted = false;

  /** Registers a step to undo on interruption; returns a function that unregisters it. */
  onInterrupt(step: () => void | Promise<void>): () => void {
    this.undo.add(step);
    return () => void this.undo.delete(step);
  }

  async whileSwapping<T>(run: () => Promise<T>): Promise<T> {
    if (this.interrupted) throw new BuildInterruptedError();
    this.swapping = true;
    try {
      return await run();
    } finally {
      this.swapping = false;
    }
  }

  /**
   * Undoes what is registered, newest first, unless a swap is running: `stopNow` is then false
   * and the caller lets the build finish. `failures` are the steps that failed, by message.
   */
  async interrupt(): Promise<{ stopNow: boolean; failures: string[] }> {
    this.interrupted = true;
    if (this.swapping) return { stopNow: false, failures: [] };
    const failures: string[] = [];
    const steps = [...this.undo].reverse();
    this.undo.clear();
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
    return { stopNow: true, failures };
  }
}
