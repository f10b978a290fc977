/** One row of the bad-input table (test/build/bad-inputs.build.test.ts): a mistake a user makes, and what the build must say. */
import type { ScratchSite } from '../../helpers/scratch-site.ts';

export interface BadInput {
  /** The mistake, as the test's name. */
  name: string;
  /** Breaks the scratch copy of the project (content/, site/, static/, dist/ are its own). */
  arrange?: (site: ScratchSite) => Promise<void>;
  /** The build's arguments (default none). */
  args?: (site: ScratchSite) => string[];
  /** What the error output must contain: the file, and the field or line. */
  says: (string | RegExp)[];
  /** The exit code (default 1). */
  exit?: number;
}
