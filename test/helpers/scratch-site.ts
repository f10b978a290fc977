/**
 * A whole copy of the project (build code, site/, static/, content/, schemas/ and the code editor's
 * settings that map them) in a scratch folder, so that a
 * test can break any of it and run the real command line there. node_modules is hard-linked, not
 * copied (instant on one file system): esbuild names assets by paths relative to the project, so a
 * symbolic link to ours would change the bundle's hashes and the output would differ.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { plainEnv, projectRoot } from './server.ts';
import { snapshotTree } from './snapshot.ts';

const PROJECT_FILES = ['build.ts', 'dev.ts', 'serve.ts', 'package.json', 'tsconfig.json', 'tsconfig.client.json', 'site', 'static', 'content', 'schemas', '.vscode'];
/** What a copy that runs the project's own tests needs besides (`scratchSite(where, { tests: true })`). */
const TEST_FILES = ['test', '.htmlvalidate.json', 'package-lock.json'];

export interface ScratchSite {
  /** The copy's root folder. */
  root: string;
  /** Its dist/. */
  out: string;
  /** Replaces `from` (which must be found) with `to` in a file of the copy (a path relative to its root). */
  edit(file: string, from: string | RegExp, to: string): Promise<void>;
  /** Writes a file of the copy (a path relative to its root), making its folders. */
  write(file: string, data: string | Uint8Array): Promise<void>;
  read(file: string): Promise<string>;
  /** Rewrites a file of the copy with `edit` (a YAML edit of test/helpers/yaml-edits.ts, say); resolves to the new text. */
  change(file: string, edit: (text: string) => string): Promise<string>;
  /**
   * Runs a script of the copy with Node and tsx, as `npm run` would; resolves when it exits. With
   * `cwd`, from that folder instead, as `npx --prefix <copy> tsx <copy>/<script>` would.
   */
  run(script: string, args?: string[], options?: { env?: Record<string, string>; cwd?: string }): Promise<{ code: number; stdout: string; stderr: string }>;
  /**
   * Puts the copy back as it was made, in the same folder: what was added or changed is removed,
   * and what is missing copied again from the project; node_modules is left alone. Cheaper than a
   * new copy: tsx caches its compiled modules by path, so a copy at a new path compiles every
   * module again.
   */
  reset(): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * Replaces `from` (which must be found) with `to` in the file `target`, saved by `save` (in place
 * by default; an editor's save renames a new file over the old).
 */
export async function editFile(target: string, from: string | RegExp, to: string, save: (file: string, text: string) => Promise<void> = writeFile): Promise<void> {
  const text = await readFile(target, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`edit: "${from}" not found in ${target}`);
  await save(target, next);
}

/** Copies the tree `from` to `to` as hard links (`cp -al`: a whole node_modules in a fraction of a second); false where the file system cannot. */
export const hardLinkTree = (from: string, to: string): Promise<boolean> =>
  new Promise((resolve) => spawn('cp', ['-al', from, to], { stdio: 'ignore' }).on('exit', (code) => resolve(code === 0)).on('error', () => resolve(false)));

async function linkTree(from: string, to: string): Promise<void> {
  if (!(await hardLinkTree(from, to))) await symlink(from, to);
}

/** A copy of the project at `<tmp>/<where>` (default a fresh folder); `where` may hold spaces or any script. With `tests`, its tests too. */
export async function scratchSite(where?: string, { tests = false } = {}): Promise<ScratchSite> {
  const base = await mkdtemp(path.join(tmpdir(), 'site-copy-'));
  const root = where ? path.join(base, where) : path.join(base, 'project');
  await mkdir(root, { recursive: true });
  // The copy's commands keep their temporary files (tsx's cache of compiled modules among them) in a folder of their own, which cleanup removes.
  const temporary = await mkdtemp(path.join(tmpdir(), 'site-copy-tmp-'));
  const copyProject = () => Promise.all([...PROJECT_FILES, ...(tests ? TEST_FILES : [])].map((part) => cp(path.join(projectRoot, part), path.join(root, part), { recursive: true, preserveTimestamps: true })));
  await copyProject();
  await linkTree(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  const at = (file: string) => path.join(root, file);
  const withoutModules = (name: string) => name !== 'node_modules';
  const made = await snapshotTree(root, withoutModules);
  return {
    root,
    out: at('dist'),
    edit: (file, from, to) => editFile(at(file), from, to),
    async write(file, data) {
      await mkdir(path.dirname(at(file)), { recursive: true });
      await writeFile(at(file), data);
    },
    read: (file) => readFile(at(file), 'utf8'),
    async change(file, edit) {
      const edited = edit(await readFile(at(file), 'utf8'));
      await writeFile(at(file), edited);
      return edited;
    },
    run(script, args = [], options = {}) {
      return new Promise((resolve, reject) => {
        const command = options.cwd ? [at('node_modules/.bin/tsx'), at(script)] : ['--import', 'tsx', script];
        const child = spawn(process.execPath, [...command, ...args], { cwd: options.cwd ?? root, env: plainEnv({ TMPDIR: temporary, ...options.env }) });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('error', reject);
        // 'close', not 'exit': output still in the pipes arrives after the process has exited.
        child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }));
      });
    },
    async reset() {
      const top = path.relative(base, root).split(path.sep)[0];
      const strays = async (dir: string, keep: (name: string) => boolean) => Promise.all((await readdir(dir)).filter((name) => !keep(name)).map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
      // Whatever was left beside the copy, and what the copy did not hold at its top (dist/ among them).
      await strays(base, (name) => name === top);
      await strays(root, (name) => name === 'node_modules' || name in made);
      const now = await snapshotTree(root, withoutModules);
      const differs = (file: string) => file !== '.' && now[file] !== made[file];
      const removed = Object.keys(now).filter(differs);
      // Deepest first, so that a changed folder is removed after what it holds.
      for (const file of [...removed].reverse()) await rm(at(file), { recursive: true, force: true });
      const gone = (file: string) => differs(file) || removed.some((dir) => file.startsWith(`${dir}${path.sep}`));
      // Parents first: a folder is made before the files in it are copied back.
      for (const file of Object.keys(made).filter(gone)) {
        if (made[file].startsWith('folder')) await mkdir(at(file), { recursive: true });
        else await cp(path.join(projectRoot, file), at(file), { preserveTimestamps: true });
      }
    },
    cleanup: async () => {
      await Promise.all([base, temporary].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
