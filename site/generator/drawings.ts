/**
 * Drawings checked once (site/generator/drawing-check.ts). The sanitiser, DOMPurify on jsdom, takes
 * a second or more to load, and most builds publish the same drawings as the last: a drawing that
 * passed is remembered in the cache folder (drawingCacheDir), under a hash of its bytes and of the check itself (its
 * rules and the versions of DOMPurify and jsdom), so only a build with a new or changed drawing
 * loads the sanitiser. A refusal is never remembered: it is found, and said, again each time.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha } from './image-files.ts';
import { packageVersion } from './package-version.ts';
import { loadDrawingCheck, type DrawingCheck } from './drawing-check.ts';

/** Where the verdicts are kept: beside the encoded photos' cache, in a folder of their own. */
export const drawingCacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'site-drawings');

let rules: string | undefined;
/** What a verdict depends on besides the drawing: the check's own source and the sanitiser's versions. */
const rulesKey = () => (rules ??= sha(readFileSync(new URL('./drawing-check.ts', import.meta.url)), packageVersion('dompurify'), packageVersion('jsdom')));

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
