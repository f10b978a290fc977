/**
 * static/ is published as it is, so what it holds is checked as what it becomes: no symbolic link
 * or other special file (site/content-loader/symbolic-links.ts), every image holding what its name
 * says (image-kinds.ts), every drawing safe to open as a page (drawings.ts). The build and the dev
 * server read static/ through here.
 */
import { existsSync } from 'node:fs';
import { ContentError, type Problem } from '../errors.ts';
import { notPlainFiles } from '../content-loader/symbolic-links.ts';
import { listFiles } from './verify.ts';
import { kindProblem, namedKind } from './image-kinds.ts';
import type { DrawingJudge } from './drawings.ts';

/** How messages name the folder. */
const STATIC = 'static';

/** The files of `staticDir` (paths relative to it, forward slashes); none when it is missing. A link or special file in it is refused. */
export function staticFileNames(staticDir: string): string[] {
  if (!existsSync(staticDir)) return [];
  const refused = notPlainFiles(staticDir, STATIC);
  if (refused.length) throw new ContentError(refused);
  return listFiles(staticDir);
}

/** Checks each image of `files` (read by `read`) against its name, and each drawing with `judge`; returns how many drawings there are. */
export async function checkStaticImages(files: string[], read: (file: string) => Uint8Array, judge: DrawingJudge): Promise<{ drawings: number }> {
  const problems: Problem[] = [];
  let drawings = 0;
  for (const file of files) {
    // Served as a drawing by many hosts, but compressed: the check cannot read it.
    if (/\.svgz$/i.test(file)) problems.push({ file: `${STATIC}/${file}`, message: `is a compressed drawing, which the build cannot check: save it as plain SVG, ${file.replace(/.*\//, '').replace(/z$/i, '')} (hosts compress what they send)` });
    const kind = namedKind(file);
    if (!kind) continue;
    const bytes = read(file);
    if (kind === 'svg') drawings++;
    const refusal = kindProblem(file, bytes) ?? (kind === 'svg' ? await judge.refusal(bytes) : undefined);
    if (refusal) problems.push({ file: `${STATIC}/${file}`, message: refusal });
  }
  if (problems.length) throw new ContentError(problems);
  return { drawings };
}
