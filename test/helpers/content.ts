/** The real content, loaded and validated as the build does, and throwaway copies to break. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import type { Content } from '../../site/model/content.ts';
import { projectRoot } from './server.ts';

export const contentDir = path.join(projectRoot, 'content');

export async function realContent(): Promise<Content> {
  return validateContent(await loadContent(contentDir));
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
