/**
 * The site generator, stage by stage. Read top to bottom, this is the whole pipeline:
 * load content → validate → leave out drafts → images → social images → PDFs → route table (while bundle runs beside them) → render → search index → static → extras → weights → verify → swap in.
 *
 *   tsx build.ts [--content content] [--out dist]   (the options: site/cli/cli-options.ts)
 *
 * Before anything is written, the output folder is checked (site/output-folder/check.ts) and locked
 * (site/output-folder/lock.ts), and folders left by interrupted builds are removed.
 */
import './site/cli/use-project-tsconfig.ts';
import './site/generator/production-mode.ts';
import { readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadContent, placedOnLines, type RawContent } from './site/content-loader/load.ts';
import { validateContent } from './site/content-loader/validate.ts';
import { datedAhead, withoutDrafts } from './site/model/drafts.ts';
import type { BlogPost } from './site/model/resources.ts';
import { buildRouteTable } from './site/routes.tsx';
import { samePageTexts, sourceLocator } from './site/generator/page-texts.ts';
import { cachedBundleAssets } from './site/generator/bundle-cache.ts';
import { describeContentImages, writeContentImages } from './site/generator/images.ts';
import { describeSocialImages, writeSocialImages } from './site/generator/social-images.ts';
import { describeResourcePdfs, writeResourcePdfs } from './site/pdf/resource-pdfs.ts';
import { renderPages } from './site/generator/render-pages.ts';
import { extraFiles, EXTRAS_SUMMARY } from './site/generator/extras.ts';
import { listFiles, verifyLinks } from './site/generator/verify.ts';
import { contentLinkLocator } from './site/generator/link-sources.ts';
import { brandTokens } from './site/content-loader/front-matter.ts';
import { ASSETS_DIR } from './site/generator/host-config.ts';
import { measurePages, summarizeWeights } from './site/generator/page-weights.ts';
import { fileForPath, paths } from './site/paths.ts';
import { commitStaging, createStaging, discardStaging } from './site/output-folder/staging.ts';
import { ContentError, OutputSwapError, StaticCollisionError } from './site/errors.ts';
import { createStageLog } from './site/generator/stage-log.ts';
import { checkOutputFolder } from './site/output-folder/check.ts';
import { displayPath, outputFolder } from './site/cli/project-paths.ts';
import { acquireBuildLock } from './site/output-folder/lock.ts';
import { removeLeftovers } from './site/output-folder/leftovers.ts';
import { besidePages, findStaticCollisions } from './site/generator/static-collisions.ts';
import { checkStaticImages, staticFileNames } from './site/generator/static-files.ts';
import { drawingCacheDir, drawingJudge } from './site/generator/drawings.ts';
import { movedPageFileProblems } from './site/model/moved-pages.ts';
import { gonePages } from './site/generator/gone-pages.ts';
import { Interruptions } from './site/cli/interrupt.ts';
import { runBuildCommand } from './site/cli/build-command.ts';
import { editorSettings } from './site/editor/editor-settings.ts';
import { EDITOR_FIXED_FILES, describeEditor, writeEditor } from './site/editor/admin-files.ts';
import { cachedSearchIndex, describeSearchIndex, readPage } from './site/search/search-index.ts';

export interface BuildOptions {
  root?: string;
  contentDir?: string;
  outDir?: string;
  log?: (line: string) => void;
  /** Lets the command line undo the build on Ctrl-C (site/cli/interrupt.ts). */
  interruptions?: Interruptions;
}

export async function build(options: BuildOptions = {}): Promise<{ pages: number }> {
  const root = path.resolve(options.root ?? path.dirname(fileURLToPath(import.meta.url)));
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const outDir = outputFolder(root, options.outDir);
  const interruptions = options.interruptions ?? new Interruptions();
  const stage = createStageLog(options.log ?? console.log, root, () => interruptions.interrupted);
  const show = (file: string) => displayPath(root, file);
  // The editor's repository settings come from the environment (site/editor/editor-settings.ts): refused before any work.
  const editor = editorSettings(process.env);
  checkOutputFolder({ root, contentDir, outDir });
  const lock = acquireBuildLock(outDir, show(outDir));
  const unlock = interruptions.onInterrupt(lock.release);
  try {
    const leftovers = await removeLeftovers(outDir);
    if (leftovers.removed.length) stage.note(`removed ${leftovers.removed.map(show).join(', ')}, left by interrupted builds`);
    for (const { dir, reason } of leftovers.failed) stage.note(`could not remove ${show(dir)}, left by an interrupted build (${reason}): delete it`);
    return await buildLocked({ root, contentDir, outDir, stage, interruptions, editor });
  } finally {
    unlock();
    lock.release();
  }
}

interface LockedBuild {
  root: string;
  contentDir: string;
  outDir: string;
  stage: ReturnType<typeof createStageLog>;
  interruptions: Interruptions;
  editor: ReturnType<typeof editorSettings>;
}

/** The stages, run while this build holds the output folder's lock. */
async function buildLocked({ root, contentDir, outDir, stage, interruptions, editor }: LockedBuild): Promise<{ pages: number }> {
  const show = (file: string) => displayPath(root, file);
  const staging = await createStaging(outDir, show);
  // The client bundle does not depend on the content: esbuild makes it in its own process while
  // this thread loads and checks the content (its line may print before theirs).
  const bundling = stage('bundle', () => cachedBundleAssets(root, staging.dir), (a) => `${Object.keys(a.css).length} stylesheets, ${Object.keys(a.islands).length} island entries${a.fromCache ? ' (unchanged: from the cache)' : ''}`);
  // A bundle that fails while content is still loading is reported where it is awaited, below;
  // without a handler now, Node would end the process on the early rejection, with a stack trace.
  bundling.catch(() => {});
  // The search index, made beside the stages after render (below); settled before the staging folder is removed.
  let searching: Promise<unknown> = Promise.resolve();
  // On Ctrl-C: once esbuild and Pagefind have stopped writing into the staging folder, remove it.
  const undoStaging = interruptions.onInterrupt(() => Promise.all([bundling, searching].map((p) => p.then(() => {}, () => {}))).then(() => discardStaging(staging)));
  // Kept for the messages: a problem any stage finds in a YAML file's field is given its line.
  let raw: RawContent | undefined;
  try {
    raw = await stage('load', () => loadContent(contentDir, { root }), () => `content from ${path.relative(root, contentDir) || '.'}`);
    const loaded = raw;
    const checked = await stage('validate', () => validateContent(loaded), () => 'every record matches the content model');
    // A post marked `draft: true` is checked above, and published only by the dev server.
    const { content: published, drafts } = withoutDrafts(checked);
    const draftFile = (post: BlogPost) => show(path.join(contentDir, 'blog', `${post.slug}.md`));
    if (drafts.length) stage.note(`left out ${drafts.length === 1 ? 'a draft post' : `${drafts.length} draft posts`} (shown by npm run dev only): ${drafts.map(draftFile).join(', ')}`);
    // The clock is read for this note only: the output never depends on it.
    const ahead = datedAhead(published.blog, new Date().toISOString().slice(0, 7));
    if (ahead.length) stage.note(`published ${ahead.length === 1 ? 'a post' : `${ahead.length} posts`} dated after this month, as a build does not wait for a date: ${ahead.map(draftFile).join(', ')}. To hold one back, mark it "draft: true"`);
    const { content: imaged } = await stage('images', () => writeContentImages(published, { root, contentDir }, staging.write), describeContentImages);
    const social = await stage('social', () => writeSocialImages(imaged.site, { root, contentDir }, staging.write), describeSocialImages);
    // Before render: the pages print each PDF's size and page count beside its link (site/pdf/).
    const pdfs = await stage('pdf', () => writeResourcePdfs(imaged, { root, contentDir }, staging.write), describeResourcePdfs);
    const { content } = pdfs;
    const routes = await stage('routes', () => {
      const table = buildRouteTable(content);
      // A record's page may not share its title or description with another page (site/generator/page-texts.ts).
      const same = samePageTexts(table.pages, content.site, sourceLocator([...loaded.caseStudies, ...loaded.blog, ...loaded.whitepapers], (file) => show(path.join(contentDir, file))));
      if (same.length) throw new ContentError(same);
      return table;
    }, (r) => `${r.pages.length} pages, ${r.redirects.length} redirects`);
    // A file in static/ may not replace a generated one: checked before anything is rendered.
    const staticDir = path.join(root, 'static');
    // A symbolic link or other special file in static/ is refused with its path (site/generator/static-files.ts).
    const statics = staticFileNames(staticDir);
    const extraTexts = extraFiles(content, routes, editor);
    const generated = [...routes.pages.map((p) => p.path), ...routes.redirects.map((r) => r.from)].map(fileForPath);
    const besides = [...extraTexts.map(([file]) => file), ...social.files.keys(), ...pdfs.files.keys(), ...EDITOR_FIXED_FILES];
    // An old path of content/redirects.yml may not stand on a host file, a social image or a file of static/ either.
    const moved = movedPageFileProblems(content.movedPages, besidePages(besides, statics));
    if (moved.length) throw new ContentError(moved);
    const collisions = findStaticCollisions(statics, [...generated, ...besides]);
    if (collisions.length) throw new StaticCollisionError(collisions);
    const assets = await bundling;
    // What the weights and verify stages need of each page is read as it is rendered (site/generator/render-pages.ts).
    const rendered = await stage('render', () => renderPages(routes, content, assets, staging, [fileForPath(paths.home)]), () => `${routes.pages.length} pages, ${routes.redirects.length} redirect pages`);
    // Pagefind's index of the pages as written (site/search/), loaded only when a visitor opens search.
    // Pagefind indexes in its own process, beside the stages up to verify (its line may print after theirs).
    const search = stage('search', async () => {
      const index = await cachedSearchIndex(root, routes.pages, readPage(staging.dir));
      for (const { file, content: bytes } of index.files) staging.write(file, bytes);
      return index;
    }, describeSearchIndex);
    searching = search;
    search.catch(() => {});
    await stage('static', async () => {
      // Each image must hold what its name says, and each drawing be safe to open as a page.
      const judge = drawingJudge(drawingCacheDir(root));
      const { drawings } = await checkStaticImages(statics, (file) => readFileSync(path.join(staticDir, file)), judge);
      // Collisions were refused above; errorOnExist keeps any other overwrite from passing silently.
      if (statics.length) await cp(staticDir, staging.dir, { recursive: true, force: false, errorOnExist: true });
      return { drawings, checked: judge.checked() };
    }, ({ drawings, checked }) => `copied static/ (${statics.length} files${drawings ? `; ${drawings} drawings, ${checked} checked now, ${drawings - checked} passed before` : ''})`);
    const extras = await stage('extras', () => extraTexts.map(([file, text]) => {
      staging.write(file, text);
      return file;
    }), () => EXTRAS_SUMMARY);
    // The editor at /admin/, never linked from the site; its weight is told apart from the site's budgets.
    const editorBuild = await stage('editor', () => writeEditor({ root, content, settings: editor, stylesheets: Object.values(assets.css) }, staging), describeEditor);
    const asset = (url: string) => readFileSync(path.join(staging.dir, url));
    await stage('weights', () => measurePages(routes.pages, (file) => rendered.get(file)!, asset, assets), summarizeWeights);
    // Every file in the staging folder, so that verify need not list it.
    const bundled = listFiles(path.join(staging.dir, ASSETS_DIR)).map((file) => `${ASSETS_DIR}/${file}`);
    const leftOut = new Map(drafts.map((post) => [fileForPath(paths.blogPost(post.slug)), `but ${draftFile(post)} is a draft, which a build leaves out: publish it (delete "draft: true") or link elsewhere`]));
    const searchFiles = (await search).files.map((f) => f.file);
    const written = { files: [...rendered.keys(), ...extras, ...statics, ...bundled, ...social.files.keys(), ...pdfs.files.keys(), ...editorBuild.written, ...searchFiles], pages: new Map([...rendered].map(([file, page]) => [file, page.links])), complete: true, leftOut };
    await stage('verify', () => verifyLinks(staging.dir, content.site.origin, written, contentLinkLocator(contentDir, show, brandTokens(content.site))), (r) => `${r.links} internal links on ${r.pages} pages resolve`);
    // A draft's page comes back when it is published: it is not gone, and a redirect would hide it.
    const gone = gonePages(outDir, [...generated, ...statics, ...leftOut.keys(), ...editorBuild.written]);
    const swap = await stage('write', () => interruptions.whileSwapping(() => commitStaging(staging, outDir, show)), () => `swapped into ${show(outDir)}`);
    if (swap.leftover) stage.note(swap.leftover);
    if (gone.length) stage.note(`${gone.length === 1 ? 'a page' : `${gone.length} pages`} of the previous build ${gone.length === 1 ? 'is' : 'are'} gone: ${gone.join(', ')}. If one moved, list it in content/redirects.yml so that links to it still arrive (docs/content.md §12)`);
    stage.total();
    return { pages: routes.pages.length };
  } catch (error) {
    // esbuild or Pagefind may still be writing into the staging folder: let them finish before removing it.
    await Promise.all([bundling.catch(() => {}), searching.catch(() => {})]);
    // After a half-done swap the new site may be the only copy, or already in place.
    if (!(error instanceof OutputSwapError && error.keepStaging)) {
      await discardStaging(staging).catch((failure: Error) => stage.note(`could not remove the unfinished site from ${show(staging.dir)} (${failure.message}); the next build removes it, or delete it`));
    }
    throw placedOnLines(error, raw);
  } finally {
    undoStaging();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runBuildCommand(process.argv.slice(2), path.dirname(fileURLToPath(import.meta.url)), build);
}
