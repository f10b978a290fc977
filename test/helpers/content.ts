/** The real content, loaded and validated as the build does, and throwaway copies to break. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { ContentError, formatProblem } from '../../site/errors.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import type { Content } from '../../site/model/content.ts';
import { projectRoot } from './server.ts';

export const contentDir = path.join(projectRoot, 'content');

export async function realContent(): Promise<Content> {
  return validateContent(await loadContent(contentDir));
}

/** The problems validation finds in `raw` (a changed copy of the loaded content), as the build prints them. */
export function printedProblems(raw: RawContent): string[] {
  try {
    validateContent(raw);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map(formatProblem);
  }
}

/** A scratch folder holding a copy of content/ that a test may edit; removed by cleanup(). */
export async function scratchProject(): Promise<{ dir: string; content: string; out: string; edit: (file: string, from: string | RegExp, to: string) => Promise<void>; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  const content = path.join(dir, 'content');
  await cp(contentDir, content, { recursive: true });
  return {
    dir,
    content,
    out: path.join(dir, 'dist'),
    async edit(file, from, to) {
      const target = path.join(content, file);
      const text = await readFile(target, 'utf8');
      const next = text.replace(from, to);
      if (next === text) throw new Error(`scratchProject.edit: "${from}" not found in ${file}`);
      await writeFile(target, next);
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
