/**
 * `npm run build`: builds the site into dist/ (or --out). The pipeline, stage by stage, is
 * site/generator/pipeline.ts; this file is its command line and the `build()` the tests import.
 *
 *   tsx build.ts [--content content] [--out dist]   (the options: site/cli/cli-options.ts)
 *
 * The command line is checked before the pipeline is imported, so a mistake in it is answered
 * without loading React, esbuild and the content loader.
 */
import './site/generator/production-mode.ts';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildOptions } from './site/generator/pipeline.ts';
import { runBuildCommand } from './site/cli/build-command.ts';
import { runWithProjectTsconfig } from './site/cli/project-tsconfig.ts';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

/** Builds the site; `root` defaults to this project. */
export async function build(options: Partial<BuildOptions> = {}): Promise<{ pages: number }> {
  const pipeline = await import('./site/generator/pipeline.ts');
  return pipeline.build({ ...options, root: options.root ?? projectRoot });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Run from another folder, the build starts again with this project's tsconfig.json (the pages' JSX).
  await runWithProjectTsconfig(projectRoot);
  await runBuildCommand(process.argv.slice(2), projectRoot, build);
}
