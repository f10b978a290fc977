/**
 * Tests that could not run on this machine (no Chromium, no nginx, no WebKitGTK) are counted as
 * skipped in uvu's totals ("Skipped: 1" for each file), never as passed: the file being loaded gets
 * a suite named for the reason that holds one skip and nothing else. Only under uvu's command
 * line: a measuring tool (test/tools) that finds no browser just says so.
 */
import { suite } from 'uvu';

export function markSkipped(why: string): void {
  if (!(globalThis as { UVU_DEFER?: number }).UVU_DEFER) return;
  const skipped = suite(`skipped (${why})`);
  skipped.skip(why, () => {});
  skipped.run();
}
