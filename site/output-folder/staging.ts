/**
 * The output folder, swapped in: the build writes into a sibling temporary folder and renames it
 * over the output folder only when every stage passed, so a failed build leaves the old site. If
 * the swap itself fails part-way, the error says exactly where each copy of the site is.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { OutputFolderError, OutputSwapError } from '../errors.ts';
import { isBuildOutput, removeBuildFolder, writeMarker } from './marker.ts';
import { escapeRegExp } from '../lib/text.ts';

/**
 * A folder a build makes beside the output, named by the build's process: `tmp`, the new site
 * while it is made; `old`, the previous one while the new one goes in. The next build removes
 * those a build cut short left (leftovers.ts, by `besideOutputPattern`).
 */
const BESIDE_OUTPUT = ['tmp', 'old'] as const;
export const besideOutput = (outDir: string, kind: (typeof BESIDE_OUTPUT)[number], pid = process.pid) => `${outDir}.${kind}-${pid}`;

/** Matches the name of a folder `besideOutput` names for the output folder named `outName`; its group is the process id. */
export const besideOutputPattern = (outName: string) => new RegExp(`^${escapeRegExp(outName)}\\.(?:${BESIDE_OUTPUT.join('|')})-(\\d+)$`);

export interface Staging {
  dir: string;
  /** Writes a file, by its path below the staging folder, making its folders as needed. */
  write(file: string, data: string | Uint8Array): void;
}

/** Makes the staging folder, marked as ours from the start so that a later build may remove it if this one is cut short. */
export async function createStaging(outDir: string, show: (file: string) => string = (f) => f): Promise<Staging> {
  const dir = besideOutput(outDir, 'tmp');
  if (existsSync(dir) && !isBuildOutput(dir)) throw new OutputFolderError(`${show(dir)} exists and is not the build's own: the build makes the new site there.`, `move or delete ${show(dir)}`);
  await removeBuildFolder(dir);
  await mkdir(dir, { recursive: true });
  writeMarker(dir);
  const folders = new Set<string>();
  return {
    dir,
    write(file, data) {
      const target = path.join(dir, file);
      const folder = path.dirname(target);
      if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
      folders.add(folder);
      writeFileSync(target, data);
    },
  };
}

/** The file-system calls of the swap, replaceable so that a test can fail each one. */
export interface SwapFileSystem {
  rename(from: string, to: string): Promise<void>;
  remove(dir: string): Promise<void>;
}

const nodeFileSystem: SwapFileSystem = { rename, remove: removeBuildFolder };

const reason = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

export interface SwapResult {
  /** Said to the user when the swap succeeded but left the previous site beside the output. */
  leftover?: string;
}

/**
 * Puts the staging folder in place of `outDir`. `show` turns a path into what the user knows
 * (see displayPath in site/cli/project-paths.ts). Throws OutputSwapError if the new site is not
 * in place.
 */
export async function commitStaging(staging: Staging, outDir: string, show: (file: string) => string = (f) => f, fs: SwapFileSystem = nodeFileSystem): Promise<SwapResult> {
  const old = besideOutput(outDir, 'old');
  const [out, previous, fresh] = [show(outDir), show(old), show(staging.dir)];
  const moveAside = `move the previous site aside (${out} → ${previous})`;
  try {
    await fs.remove(old);
  } catch (error) {
    throw new OutputSwapError(`Could not remove ${previous}, left by an earlier build (${reason(error)}); ${out} is untouched.`, `delete ${previous} and build again`, true, false, { cause: error });
  }
  let hadPrevious = true;
  try {
    await fs.rename(outDir, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new OutputSwapError(`Could not ${moveAside}: ${reason(error)}; ${out} is untouched.`, `check that you may write in ${show(path.dirname(outDir))}`, true, false, { cause: error });
    }
    hadPrevious = false;
  }
  try {
    await fs.rename(staging.dir, outDir);
  } catch (error) {
    const failed = `Could not move the new site into ${out} (${reason(error)})`;
    if (!hadPrevious) throw new OutputSwapError(`${failed}; there was no ${out} before and there is none now.`, `check that you may write in ${show(path.dirname(outDir))}`, true, false, { cause: error });
    try {
      await fs.rename(old, outDir);
    } catch {
      throw new OutputSwapError(
        `${failed}, nor put the previous site back: ${out} is missing. The previous site is in ${previous} and the new one in ${fresh}.`,
        `to keep the previous site: mv ${previous} ${out}; to use the new one: mv ${fresh} ${out}; then delete the other`,
        false,
        true,
        { cause: error },
      );
    }
    throw new OutputSwapError(`${failed}; the previous site was put back, so ${out} is untouched.`, `check that you may write in ${show(path.dirname(outDir))}`, true, false, { cause: error });
  }
  // The new site is in place: a previous one that cannot be removed is a leftover, not a failure.
  try {
    await fs.remove(old);
  } catch (error) {
    return { leftover: `the new site is in ${out}, but the previous one could not be removed from ${previous} (${reason(error)}); ${previous} is no longer used and can be deleted` };
  }
  return {};
}

export async function discardStaging(staging: Staging): Promise<void> {
  await removeBuildFolder(staging.dir);
}
