/**
 * The site generator, stage by stage. Read top to bottom, this is the whole pipeline:
 * load content → validate → route table (while bundle runs beside them) → render → static → extras → weights → verify → swap in.
 *
 *   tsx build.ts [--content content] [--out dist]
 */
import './site/build/production-mode.ts';
import { readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadContent } from './site/build/load.ts';
import { validateContent } from './site/build/validate.ts';
import { buildRouteTable } from './site/routes.tsx';
import { bundleAssets } from './site/build/bundle.ts';
import { renderPages } from './site/build/render-pages.ts';
import { startRenderHelper } from './site/build/render-helper.ts';
import { extraFiles, EXTRAS_SUMMARY } from './site/build/extras.ts';
import { listFiles, verifyLinks } from './site/build/verify.ts';
import { ASSETS_DIR } from './site/build/host-config.ts';
import { measurePages, summarizeWeights } from './site/build/page-weights.ts';
import { paths } from './site/paths.ts';
import { commitStaging, createStaging, discardStaging, fileForPath } from './site/build/output.ts';
import { BuildError } from './site/build/errors.ts';
import { createStageLog } from './site/build/stage-log.ts';

export interface BuildOptions {
  root?: string;
  contentDir?: string;
  outDir?: string;
  /** Where the render helper's bundle is cached (site/build/helper-bundle.ts). */
  cacheDir?: string;
  log?: (line: string) => void;
}

export async function build(options: BuildOptions = {}): Promise<{ pages: number }> {
  const root = path.resolve(options.root ?? path.dirname(fileURLToPath(import.meta.url)));
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const stage = createStageLog(options.log ?? console.log);
  // A second thread for the render stage, loading its modules while this one loads the content.
  const { worker: helper, bundled: helperFromBundle, refreshed } = startRenderHelper(options.cacheDir);
  try {
    const staging = await createStaging(outDir);
    // The client bundle does not depend on the content: esbuild makes it in its own process while
    // this thread loads and checks the content (its line may print before theirs).
    const bundling = stage('bundle', () => bundleAssets(path.join(root, 'site'), staging.dir), (a) => `${Object.keys(a.css).length} stylesheets, ${Object.keys(a.islands).length} island entries`);
    try {
      const raw = await stage('load', () => loadContent(contentDir), () => `content from ${path.relative(root, contentDir) || '.'}`);
      const content = await stage('validate', () => validateContent(raw, { deferPostHtml: true }), () => 'every record matches the content model');
      const routes = await stage('routes', () => buildRouteTable(content), (r) => `${r.pages.length} pages, ${r.redirects.length} redirects`);
      const assets = await bundling;
      // What the weights and verify stages need of each page is read as it is rendered, so they
      // neither read pages back nor wait for the writer thread (site/build/file-writer.ts).
      const home = fileForPath(paths.home);
      const { rendered } = await stage('render', () => renderPages(helper, routes, content, assets, staging, [home]), (r) => `${routes.pages.length} pages, ${routes.redirects.length} redirect pages (${r.helped} on a second thread${helperFromBundle ? '' : ', started through tsx'})`);
      const statics = await stage('static', async () => {
        await cp(path.join(root, 'static'), staging.dir, { recursive: true });
        return listFiles(path.join(root, 'static'));
      }, () => 'copied static/');
      const extras = await stage('extras', () => extraFiles(content, routes).map(([file, text]) => {
        staging.write(file, text);
        return file;
      }), () => EXTRAS_SUMMARY);
      const asset = (url: string) => readFileSync(path.join(staging.dir, url));
      await stage('weights', () => measurePages(routes.pages, (file) => rendered.get(file)!, asset, assets, [paths.caseStudies, paths.blog, paths.whitepapers]), summarizeWeights);
      // Every file in the staging folder, so that verify need not list it.
      const bundled = listFiles(path.join(staging.dir, ASSETS_DIR)).map((file) => `${ASSETS_DIR}/${file}`);
      const written = { files: [...rendered.keys(), ...extras, ...statics, ...bundled], pages: new Map([...rendered].map(([file, page]) => [file, page.links])), complete: true };
      await stage('verify', () => verifyLinks(staging.dir, content.site.origin, 'dist', written), (r) => `${r.links} internal links on ${r.pages} pages resolve`);
      await stage('write', () => commitStaging(staging, outDir), () => `swapped into ${path.relative(root, outDir) || outDir}`);
      stage.total();
      return { pages: routes.pages.length };
    } catch (error) {
      // esbuild may still be writing into the staging folder: let it finish before removing it.
      await bundling.catch(() => {});
      await discardStaging(staging);
      throw error;
    }
  } finally {
    await helper.terminate();
    await refreshed;
  }
}

function parseArgs(argv: string[]): BuildOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return { contentDir: value('--content'), outDir: value('--out') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build(parseArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(`\nBuild failed; the previous dist/ is untouched.\n${error instanceof BuildError ? error.message : (error as Error).stack ?? error}`);
    process.exit(1);
  });
}
