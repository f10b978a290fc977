/**
 * What the measuring tools share: the built site they measure (dist/, built first if missing, or
 * `--dist <dir>`) and the five pages DESIGN.md section 7 audits.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { paths } from '../../site/paths.ts';
import { projectRoot } from '../helpers/server.ts';
import { realContent } from '../helpers/content.ts';

export function distFolder(): string {
  const at = process.argv.indexOf('--dist');
  if (at > 0) return path.resolve(process.argv[at + 1]);
  const dist = path.join(projectRoot, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) execFileSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: projectRoot, stdio: 'inherit' });
  return dist;
}

export async function auditedPaths(): Promise<string[]> {
  const { products, industries } = await realContent();
  return [paths.home, paths.product(products[0].slug), paths.industry(industries[0].slug), paths.caseStudies, paths.blog];
}
