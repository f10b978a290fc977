/** One row of the bad-input table (test/build/bad-inputs.build.test.ts): a mistake a user makes, and what the build must say. */
import type { ScratchSite } from '../../helpers/scratch-site.ts';

export interface BadInput {
  /** The mistake, as the test's name. */
  name: string;
  /** Breaks the scratch copy of the project (content/, site/, static/, dist/ are its own). */
  arrange?: (site: ScratchSite) => Promise<void>;
  /** The build's arguments (default none). A row with arguments runs as a command. */
  args?: (site: ScratchSite) => string[];
  /** What the error output must contain: the file, and the field or line. */
  says: (string | RegExp)[];
  /**
   * Runs `tsx build.ts` as a process of its own, for a mistake that involves the process (the
   * lock a live process holds). Other rows are built in the test's process unless they change a
   * module (test/build/bad-inputs/in-process.ts).
   */
  command?: boolean;
  /** The exit code (default 1). */
  exit?: number;
}
