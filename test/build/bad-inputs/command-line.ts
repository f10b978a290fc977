/** Bad inputs on the command line and around the build's process: the lock's name taken by something else, options misused. */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BadInput } from './row.ts';

/** A wrong command line: exit code 2, the option named, nothing done. */
const wrong = (name: string, args: string[], says: string[]): BadInput => ({
  name,
  args: () => args,
  says: [...says, 'Nothing was done. For the options: npm run build -- --help'],
  exit: 2,
});

export const commandLineRows: BadInput[] = [
  {
    name: 'dist.lock is a folder someone made',
    // As the command: what it prints and its exit code, not only what commandOutcome returns.
    command: true,
    arrange: (site) => mkdir(path.join(site.root, 'dist.lock')),
    says: ['Build refused; nothing was written.', 'dist.lock is a folder, not a lock file', 'hint: move dist.lock elsewhere, or delete it'],
  },
  {
    name: 'dist.lock is a folder holding files',
    arrange: (site) => site.write('dist.lock/notes.txt', 'kept here by mistake\n'),
    says: ['dist.lock is a folder, not a lock file', 'hint: move dist.lock elsewhere'],
  },
  {
    name: 'dist.lock is a symbolic link to a file of the project',
    arrange: (site) => symlink('package.json', path.join(site.root, 'dist.lock')),
    says: ['dist.lock is a symbolic link, not a lock file'],
  },
  {
    name: 'dist.lock is a dangling symbolic link',
    arrange: (site) => symlink('no-such-file', path.join(site.root, 'dist.lock')),
    says: ['dist.lock is a symbolic link, not a lock file'],
  },
  {
    name: 'dist.lock with no process id in it',
    arrange: (site) => writeFile(path.join(site.root, 'dist.lock'), 'locked by hand\n'),
    says: ['dist.lock exists but does not name the process that holds it', 'hint: if no build is running, delete dist.lock'],
  },
  {
    name: '--out public while public.lock is a folder',
    arrange: (site) => mkdir(path.join(site.root, 'public.lock')),
    args: () => ['--out', 'public'],
    says: ['public.lock is a folder, not a lock file', 'beside public'],
  },
  {
    name: '--out static/site (inside static/) is refused',
    args: () => ['--out', 'static/site'],
    says: ['Build refused; nothing was written.', "--out static/site lies inside the project's folder static/"],
  },
  wrong('--content naming a file, not a folder', ['--content', 'package.json'], ['--content "package.json" is a file, not a folder', 'hint: give a folder, e.g. --content content']),
  wrong('--host (an option of the dev server) given to the build', ['--host', '0.0.0.0'], ['unknown option --host', 'the build serves nothing', 'npm run dev -- --host']),
  wrong('a value without an option (npm run build public)', ['public'], ['unexpected argument "public"', '--content public']),
  wrong('--out given twice', ['--out', 'a', '--out', 'b'], ['--out is given more than once', 'hint: give it once']),
  wrong('--content= with an empty value', ['--content='], ['--content is empty', 'hint: write --content <folder>']),
  wrong('--help given a value', ['--help=yes'], ['--help takes no value (given "yes")', 'hint: write --help alone']),
  wrong('an unknown short option (-o)', ['-o', 'public'], ['unknown option -o', 'the options are --content, --out, --help']),
];
