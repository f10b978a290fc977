/**
 * `npm run build`: runs the build as `tsx build.ts` would (same arguments, output and exit codes),
 * from a compiled copy. Plain JavaScript, run by plain `node`: Node 20 cannot run TypeScript, and
 * tsx compiles and resolves each of the build's 240 modules through its loader thread at every
 * start (about 1.5 s of a 2 s budget). The copy is one esbuild bundle of site/cli/build-entry.ts,
 * kept in node_modules/.cache/site-build/ (compiled-build.mjs) and made again only when a file it
 * was made from changed. Where that folder cannot be written, the build runs through tsx's API.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledBuild, CompileError } from './compiled-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsconfig = path.join(root, 'tsconfig.json');

// As site/generator/production-mode.ts, before React loads: the bundle's package imports run before its own code.
process.env.NODE_ENV ??= 'production';

/** Imports the command's modules (build-entry.mjs) and the error describer from the compiled copy, or through tsx when there is none. */
async function loaders() {
  let compiled;
  try {
    compiled = await compiledBuild(root, tsconfig);
  } catch (error) {
    // A syntax error in the build's code: nothing has run, so the output folder is as it was.
    if (error instanceof CompileError) fail(`The build's code does not compile:\n${error.problems.map((line) => `  - ${line}`).join('\n')}`);
    // Any other failure to make the copy: the build runs as tsx runs it, below.
  }
  if (compiled) {
    // Stack lines name the project's files, not the bundle's (an unexpected error's "in site/…").
    process.setSourceMapsEnabled(true);
    return { command: () => import(new URL('build-entry.mjs', compiled).href), errors: () => import(new URL('unexpected-error.mjs', compiled).href) };
  }
  // No copy (its cache folder cannot be written): tsx compiles the modules as they load, with the project's tsconfig.json.
  const { register } = await import('tsx/esm/api');
  register({ tsconfig });
  const from = (file) => import(pathToFileURL(path.join(root, file)).href);
  return {
    command: async () => ({ build: (await from('build.ts')).build, runBuildCommand: (await from('site/cli/build-command.ts')).runBuildCommand }),
    errors: () => from('site/cli/unexpected-error.ts'),
  };
}

function fail(text) {
  console.error(`\nBuild failed; nothing was written.\n${text}`);
  process.exit(1);
}

const load = await loaders();
const { build, runBuildCommand } = await load.command().catch(async (error) => {
  // A module that throws as it loads: told as the build tells an unexpected error, without Node's stack.
  const { describeUnexpected } = await load.errors().catch(() => ({ describeUnexpected: (thrown) => String(thrown) }));
  return fail(describeUnexpected(error, root));
});
await runBuildCommand(process.argv.slice(2), root, build);
