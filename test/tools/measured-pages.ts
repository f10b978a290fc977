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
import { parseCommandLine, parseOrExit, type Command } from '../../site/cli/cli-options.ts';

/**
 * A measuring tool's options, read by the build's own parser (site/cli/cli-options.ts): `--runs 3`
 * or `--runs=3`, each with its default; an unknown option, or one without its value, stops the
 * tool and names it, and `--help` lists them. A tool that measures the built site also takes
 * `--dist <folder>` (distFolder).
 */
export function toolOptions<K extends string>(tool: string, options: Record<K, { fallback: string; help: string }>, { measuresSite = true } = {}): Record<K | 'dist', string> {
  const dist = { fallback: '', help: 'the built site to measure (default: dist/, built first if missing)' };
  const specs = { ...options, ...(measuresSite && { dist }) } as Record<K | 'dist', { fallback: string; help: string }>;
  const command: Command = {
    name: `npm run ${tool} --`,
    options: {
      ...Object.fromEntries(Object.entries<{ fallback: string; help: string }>(specs).map(([name, { fallback, help }]) => [name, { type: 'string' as const, value: 'value', help: fallback ? `${help} (default: ${fallback})` : help }])),
      help: { type: 'boolean', short: 'h', help: 'print this help' },
    },
  };
  const { values } = parseOrExit(command, () => {
    const given = parseCommandLine(command, process.argv.slice(2));
    return { help: given.help === true, values: given };
  });
  return Object.fromEntries(Object.entries<{ fallback: string }>(specs).map(([name, { fallback }]) => [name, typeof values[name] === 'string' ? values[name] : fallback])) as Record<K | 'dist', string>;
}

/** The built site to measure: `chosen` (a tool's --dist), or dist/, built first if it is missing. */
export function distFolder(chosen = ''): string {
  if (chosen) return path.resolve(chosen);
  const dist = path.join(projectRoot, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) execFileSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: projectRoot, stdio: 'inherit' });
  return dist;
}

export async function auditedPaths(): Promise<string[]> {
  const { products, industries } = await realContent();
  return [paths.home, paths.product(products[0].slug), paths.industry(industries[0].slug), paths.caseStudies, paths.blog];
}
