/**
 * Drawings checked once (site/generator/drawing-check.ts). The sanitiser, DOMPurify on jsdom, takes
 * a second or more to load, and most builds publish the same drawings as the last: a drawing that
 * passed is remembered in the cache folder (drawingCacheDir), under a hash of its bytes and of the check itself (its
 * rules and the versions of DOMPurify and jsdom), so only a build with a new or changed drawing
 * loads the sanitiser. A refusal is never remembered: it is found, and said, again each time.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sha } from './image-files.ts';
import { loadDrawingCheck, type DrawingCheck } from './drawing-check.ts';

const require = createRequire(import.meta.url);

/** Where the verdicts are kept: beside the encoded photos' cache, in a folder of their own. */
export const drawingCacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'site-drawings');

/** The version of an installed package, from the package.json above its entry file. */
function installedVersion(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (found === name) return version ?? '';
  }
  return '';
}

let rules: string | undefined;
/** What a verdict depends on besides the drawing: the check's own source and the sanitiser's versions. */
const rulesKey = () => (rules ??= sha(readFileSync(new URL('./drawing-check.ts', import.meta.url)), installedVersion('dompurify'), installedVersion('jsdom')));

let loading: Promise<DrawingCheck> | undefined;
/** The check, loaded once per process, when first needed. */
const drawingCheck = () => (loading ??= loadDrawingCheck());

/** A judge of drawings that remembers, in `cacheDir`, those that passed; `checked` counts the drawings it had to check. */
export function drawingJudge(cacheDir: string) {
  let checked = 0;
  return {
    /** Why the drawing `source` may not be published, or undefined when it may. */
    async refusal(source: Uint8Array): Promise<string | undefined> {
      const passed = path.join(cacheDir, `drawing-${sha(source, rulesKey()).slice(0, 32)}.passed`);
      if (existsSync(passed)) return undefined;
      const check = await drawingCheck();
      checked++;
      const refusal = check(Buffer.from(source).toString('utf8'));
      if (refusal) return refusal;
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(passed, '');
      return undefined;
    },
    checked: () => checked,
  };
}

/** A judge of drawings, as drawingJudge makes it. */
export type DrawingJudge = ReturnType<typeof drawingJudge>;
