/**
 * One build at a time per output folder: a lock file beside it (`dist.lock`) holding the
 * builder's process id and command line. The file is made with link(2), which fails if it
 * exists, so that it never exists without its content. A lock whose process is gone is taken
 * over; one held by a live process refuses the build, naming that process.
 */
import { linkSync, lstatSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BuildLockedError } from '../errors.ts';

export const lockFileFor = (outDir: string) => `${outDir}.lock`;

export interface LockProcesses {
  /** Whether process `pid` is running. */
  isAlive(pid: number): boolean;
  /** Its command line, if it can be read. */
  describe(pid: number): string | undefined;
}

export const systemProcesses: LockProcesses = {
  isAlive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it exists, but belongs to another user.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
  describe(pid) {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ') || undefined;
    } catch {
      return undefined;
    }
  },
};

/** Lock files this process holds: one with our own process id that is not among them was left by an earlier process that had our id. */
const held = new Set<string>();

export interface BuildLock {
  file: string;
  /** Removes the lock file; synchronous, so that it can run as the process is interrupted. */
  release(): void;
}

/** The process id in a lock file; undefined if it names none, null if the file is gone. */
const holderOf = (file: string): number | undefined | null => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

/**
 * What stands at the lock's name when it is not a plain file (a folder, a symbolic link, a
 * device), as the user would say it; undefined for a file, or nothing. A build only ever makes a
 * plain file there, so anything else was put there by hand, and is refused rather than removed.
 */
function notALockFile(file: string): string | undefined {
  const stats = lstatSync(file, { throwIfNoEntry: false });
  if (!stats || stats.isFile()) return undefined;
  if (stats.isDirectory()) return 'a folder';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'not a plain file';
}

const unlinkQuietly = (file: string) => {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
};

/**
 * Takes the lock of `outDir`, or throws BuildLockedError naming the build that holds it.
 * `label` is the output folder as the user knows it.
 */
export function acquireBuildLock(outDir: string, label: string, processes: LockProcesses = systemProcesses): BuildLock {
  const file = lockFileFor(outDir);
  const lockName = `${label}.lock`;
  const draft = `${file}.${process.pid}`;
  // The output folder's parents may not exist yet (--out out/site/dist): the lock sits beside it.
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(draft, `${process.pid}\n${process.argv.join(' ')}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        held.add(file);
        let released = false;
        const release = () => {
          // Once only: by then another build may hold a lock of the same name.
          if (released) return;
          released = true;
          held.delete(file);
          unlinkQuietly(file);
        };
        return { file, release };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const other = notALockFile(file);
      if (other) {
        throw new BuildLockedError(
          `${lockName} is ${other}, not a lock file: the build keeps its lock under that name beside ${label}, so it cannot tell whether another build is running.`,
          `move ${lockName} elsewhere, or delete it if nothing in it is needed, then build again`,
        );
      }
      const pid = holderOf(file);
      if (pid === null) continue; // Released meanwhile: try again.
      if (pid === undefined) {
        throw new BuildLockedError(`${lockName} exists but does not name the process that holds it, so the build cannot tell whether another build of ${label} is running.`, `if no build is running, delete ${lockName} and build again`);
      }
      const alive = pid === process.pid ? held.has(file) : processes.isAlive(pid);
      if (alive) {
        const command = processes.describe(pid);
        throw new BuildLockedError(`Another build is writing ${label}: process ${pid}${command ? ` (${command})` : ''} holds ${lockName}.`, `wait for it to finish and build again; if that process is not a build, delete ${lockName}`);
      }
      takeOver(file, pid, processes);
    }
    throw new BuildLockedError(`Could not take ${lockName} in five tries: each time, another build had just taken it or given it up.`, 'run one build of this output folder at a time, and build again');
  } finally {
    unlinkQuietly(draft);
  }
}

/**
 * Removes a lock left by process `pid`, which is gone. It is first renamed aside, so that if
 * another build took it over and made a fresh one meanwhile, that one is put back, not deleted.
 */
function takeOver(file: string, pid: number, processes: LockProcesses): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // Someone else moved it first: try again from the start.
  }
  const now = holderOf(aside);
  if (now !== pid && typeof now === 'number' && processes.isAlive(now)) {
    try {
      linkSync(aside, file);
    } catch {
      // A third build holds the lock now; it is checked on the next attempt.
    }
  }
  unlinkQuietly(aside);
}
