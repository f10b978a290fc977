/**
 * Folders an interrupted build left beside the output: `<out>.tmp-<pid>` (an unfinished site) and
 * `<out>.old-<pid>` (the previous site, moved aside during the swap). The next build removes those
 * whose process is gone and that carry the build's marker (marker.ts), and
 * nothing else. It runs while holding the output's lock, so no live build of ours owns them.
 */
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isBuildOutput, removeBuildFolder } from './marker.ts';
import { systemProcesses, type LockProcesses } from './lock.ts';
import { besideOutputPattern } from './staging.ts';

export interface LeftoverSweep {
  removed: string[];
  /** Leftovers that could not be removed, with the reason. */
  failed: { dir: string; reason: string }[];
}

export async function removeLeftovers(outDir: string, processes: Pick<LockProcesses, 'isAlive'> = systemProcesses): Promise<LeftoverSweep> {
  const parent = path.dirname(outDir);
  const pattern = besideOutputPattern(path.basename(outDir));
  const sweep: LeftoverSweep = { removed: [], failed: [] };
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return sweep;
  }
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!pid) continue;
    const dir = path.join(parent, name);
    // Our own id can only be a leftover of an earlier process: this one has not made its folders yet.
    if (pid !== process.pid && processes.isAlive(pid)) continue;
    if (!lstatSync(dir, { throwIfNoEntry: false })?.isDirectory() || !isBuildOutput(dir)) continue;
    try {
      await removeBuildFolder(dir);
      sweep.removed.push(dir);
    } catch (error) {
      sweep.failed.push({ dir, reason: (error as Error).message });
    }
  }
  return sweep;
}
