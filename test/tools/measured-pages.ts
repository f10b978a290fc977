/**
 * What the measuring tools share: their command-line options, the built site they measure (dist/,
 * built first if missing, or `--dist <dir>`) and the five pages docs/decisions.md §8 audits.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { paths } from '../../site/paths.ts';
import { projectRoot } from '../helpers/server.ts';
import { realContent } from '../helpers/content.ts';

/** The value after `flag` on the command line (`--runs 3`), or `fallback`. */
export function option(flag: string, fallback: string): string {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

export function distFolder(): string {
  const chosen = option('--dist', '');
  if (chosen) return path.resolve(chosen);
  const dist = path.join(projectRoot, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) execFileSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: projectRoot, stdio: 'inherit' });
  return dist;
}

export async function auditedPaths(): Promise<string[]> {
  const { products, industries } = await realContent();
  return [paths.home, paths.product(products[0].slug), paths.industry(industries[0].slug), paths.caseStudies, paths.blog];
}
