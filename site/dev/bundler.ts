/**
 * The dev server's bundle stage: the build's own esbuild plan (site/generator/bundle.ts) held open as
 * an esbuild context, so that a client script or stylesheet edit rebuilds only what changed,
 * into memory.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';
import { assetsFromMetafile, bundleError, planBundle, type Assets, type BundlePlan } from '../generator/bundle.ts';

export interface Bundle {
  assets: Assets;
  /** Output files by path in the site (`assets/header-XXXX.js`). */
  files: Map<string, Uint8Array>;
  /** Every source file the bundles were made from, absolute. */
  inputs: string[];
}

/** esbuild names files relative to its working folder; absolute, they can be named from the project (site/dev/failure.ts). */
function absoluteLocations(error: esbuild.BuildFailure, workingDir: string): esbuild.BuildFailure {
  const absolute = (message: esbuild.Message) => (message.location ? { ...message, location: { ...message.location, file: path.resolve(workingDir, message.location.file) } } : message);
  return Object.assign(error, { errors: (error.errors ?? []).map(absolute) });
}

export function createBundler(siteDir: string, outDir: string) {
  let plan: BundlePlan | undefined;
  let context: esbuild.BuildContext<BundlePlan['options'] & { write: false }> | undefined;
  return {
    async rebuild(): Promise<Bundle> {
      // A new or removed island is a new entry point, and entry points are fixed per context.
      const next = await planBundle(siteDir, outDir);
      if (!plan || JSON.stringify(next.entryPoints) !== JSON.stringify(plan.entryPoints)) {
        await context?.dispose();
        plan = next;
        context = await esbuild.context({ ...plan.options, write: false });
      }
      const result = await context!.rebuild().catch((error: esbuild.BuildFailure) => {
        throw bundleError(absoluteLocations(error, (plan!.options as esbuild.BuildOptions).absWorkingDir ?? process.cwd()));
      });
      const files = new Map(result.outputFiles.map((f) => [path.relative(outDir, f.path).split(path.sep).join('/'), f.contents]));
      return { assets: assetsFromMetafile(plan, result.metafile), files, inputs: Object.keys(result.metafile.inputs).map((f) => path.resolve(plan!.options.absWorkingDir, f)) };
    },
    dispose: () => context?.dispose(),
  };
}
