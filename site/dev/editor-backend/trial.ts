/**
 * A save tried before it is written: the content folder as it would be after the editor's changes,
 * loaded and checked by the build's own loader and validator, on a scratch copy (the loader reads
 * a folder, and the real one must not change until the save passes). A picture uploaded is judged
 * first by the rules the images stage applies: the kind its name says, read from its bytes; a
 * drawing through the drawing check (markup a browser will open as a page); a photo that sharp
 * reads, in a format the site encodes, within its pixel limit.
 *
 * A save is refused only for problems it brings: when content/ already fails (another file is
 * broken), the same check on a copy without the changes says which problems were there before.
 * This runs in the dev server's build worker (site/dev/build-worker.ts), so it judges with the
 * code the rebuild will use.
 */
import { cp, lstat, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent, placedOnLines, type RawContent } from '../../content-loader/load.ts';
import { validateContent } from '../../content-loader/validate.ts';
import { ContentError, formatProblem, type Problem } from '../../errors.ts';
import { displayPath } from '../../cli/project-paths.ts';
import { PICTURE_FILE } from '../../model/prose-pictures.ts';
import { IMAGES_FOLDER } from '../../model/cover-images.ts';
import { kindOf, kindProblem } from '../../generator/image-kinds.ts';
import { readImage } from '../../generator/image-files.ts';
import { drawingCacheDir, drawingJudge } from '../../generator/drawings.ts';
import { failureOf, type Failure } from '../failure.ts';

/** A file the editor would write (`data`) or remove (`data: null`): its editor name and its absolute path. */
export interface Change {
  name: string;
  file: string;
  data: string | Uint8Array | null;
}

/** The largest picture accepted: a photo at the 4,000 pixels wide the image rules suggest is well under it. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

const PHOTO_FORMATS = ['jpeg', 'png', 'webp'];

/** Why the picture `bytes`, to be saved as `name` at `file` (already on the scratch copy), may not be, or undefined. */
async function pictureRefusal(root: string, name: string, file: string, bytes: Uint8Array): Promise<string | undefined> {
  if (bytes.length > MEDIA_MAX_BYTES) return `is ${(bytes.length / 1024 / 1024).toFixed(1)} MB, over the ${MEDIA_MAX_BYTES / 1024 / 1024} MB a picture may be: export it again smaller, at most 4000 pixels wide`;
  if (!kindOf(bytes)) return 'is not a JPEG, PNG, WebP or SVG image: export it as one of those';
  const mismatch = kindProblem(name, bytes);
  if (mismatch) return mismatch;
  if (kindOf(bytes) === 'svg') return drawingJudge(drawingCacheDir(root)).refusal(bytes);
  const { default: sharp } = await import('sharp');
  const image = await readImage(file, `content/${IMAGES_FOLDER}`, PHOTO_FORMATS, sharp);
  return 'refused' in image ? image.refused : undefined;
}

/** content/ copied to a scratch folder, without its pictures (the loader reads none) and without links (it would refuse them). */
async function scratchCopy(contentDir: string): Promise<{ scratchRoot: string; scratchContent: string }> {
  const scratchRoot = await mkdtemp(path.join(tmpdir(), 'editor-trial-'));
  const scratchContent = path.join(scratchRoot, 'content');
  const copied = async (source: string) => {
    const stat = await lstat(source);
    return stat.isDirectory() || (stat.isFile() && !PICTURE_FILE.test(source));
  };
  await cp(contentDir, scratchContent, { recursive: true, filter: copied });
  return { scratchRoot, scratchContent };
}

/** Loads and validates the content folder with `changes` made, on a copy; the failure's files named as the project names them. */
async function checkWith(root: string, contentDir: string, changes: Change[]): Promise<Failure | { problems: Problem[]; pictures?: true }> {
  const { scratchRoot, scratchContent } = await scratchCopy(contentDir);
  try {
    const pictureProblems: Problem[] = [];
    for (const change of changes) {
      const at = path.join(scratchContent, path.relative(contentDir, change.file));
      if (change.data === null) {
        await rm(at, { force: true });
        continue;
      }
      await mkdir(path.dirname(at), { recursive: true });
      await writeFile(at, change.data);
      if (typeof change.data !== 'string') {
        const refusal = await pictureRefusal(root, change.name, at, change.data);
        if (refusal) pictureProblems.push({ file: change.name, message: refusal });
      }
    }
    if (pictureProblems.length) return { problems: pictureProblems, pictures: true };
    let raw: RawContent | undefined;
    try {
      raw = await loadContent(scratchContent, { root: scratchRoot });
      validateContent(raw);
      return { problems: [] };
    } catch (error) {
      // A problem in a YAML file's field is given its line, as the build gives it.
      const failure = failureOf(placedOnLines(error, raw), scratchRoot);
      if (!(error instanceof ContentError)) return failure;
      // The copy's files are named `content/…`; the project may name its content folder otherwise (--content).
      const shown = displayPath(root, contentDir);
      return { problems: failure.problems.map((problem) => ({ ...problem, file: problem.file.replace(/^content(?=\/|$)/, shown) })) };
    }
  } finally {
    await rm(scratchRoot, { recursive: true, force: true });
  }
}

/** Whether the content folder with `changes` made still builds: null when it does, or the build's failure with the problems the changes bring. */
export async function trialChanges({ root, contentDir }: { root: string; contentDir: string }, changes: Change[]): Promise<Failure | null> {
  const after = await checkWith(root, contentDir, changes);
  if ('ok' in after) return after;
  if (!after.problems.length) return null;
  const before = after.pictures ? undefined : await checkWith(root, contentDir, []);
  // Compared without their lines: a line added above an old problem moves it, and does not make it the save's.
  const key = (problem: Problem) => formatProblem({ ...problem, line: undefined });
  const known = new Set(before && !('ok' in before) ? before.problems.map(key) : []);
  const brought = after.problems.filter((problem) => !known.has(key(problem)));
  return brought.length ? failureOf(new ContentError(brought), root) : null;
}
