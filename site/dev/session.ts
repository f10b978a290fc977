/**
 * One dev-server build session: the last good site, in memory, and for each batch of edits a
 * rebuild of only what they need. A content edit reloads the content and re-renders the pages
 * that read what changed (site/dev/track-reads.ts); a client script or stylesheet edit
 * re-bundles (and re-renders the pages whose links to hashed files change); a static/ edit
 * re-reads static/. Links are checked, and static/ files that would replace generated ones are
 * refused, as in the build. A failed update leaves the last good site as it was. Server-side code
 * (pages, components, the build) is not reloaded here: the dev server starts a fresh worker for
 * it (site/dev/builder.ts).
 */
import '../generator/production-mode.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '../model/content.ts';
import { buildRouteTable, type RouteTable } from '../routes.tsx';
import { loadContent, placedOnLines, type RawContent } from '../content-loader/load.ts';
import { validateContent } from '../content-loader/validate.ts';
import { renderJobs } from '../generator/render-pages.ts';
import { extraFiles } from '../generator/extras.ts';
import { buildSearchIndex, closeSearchIndexer } from '../search/search-index.ts';
import { checkLinks, linksIn, type PageLinks } from '../generator/verify.ts';
import { contentLinkLocator } from '../generator/link-sources.ts';
import { displayPath } from '../cli/project-paths.ts';
import { StaticCollisionError } from '../errors.ts';
import { findStaticCollisions } from '../generator/static-collisions.ts';
import { checkStaticImages, staticFileNames } from '../generator/static-files.ts';
import { drawingCacheDir, drawingJudge, type DrawingJudge } from '../generator/drawings.ts';
import { timeStage } from '../generator/stage-log.ts';
import { contentImages, type ContentImages } from '../generator/images.ts';
import { socialImages, type SocialImages } from '../generator/social-images.ts';
import { resourcePdfs, type ResourcePdfs } from '../pdf/resource-pdfs.ts';
import { failureOf, type Failure } from './failure.ts';
import { keepRenderedMarkdown } from '../content-loader/markdown.ts';
import { brandTokens } from '../content-loader/front-matter.ts';
import { createBundler, type Bundle } from './bundler.ts';
import { changedKeys, fingerprint, recordReads, trackContent } from './track-reads.ts';
import { editorFiles, editorOutput } from '../editor/admin-files.ts';
import { editorSettings } from '../editor/editor-settings.ts';

export type FileData = string | Uint8Array;

type Timer = <T>(name: string, run: () => T | Promise<T>) => Promise<T>;

/** A stage timer that keeps each stage's milliseconds in `timings`, by name, for the rebuild's terminal line. */
function createStageTimings(): { time: Timer; timings: Record<string, number> } {
  const timings: Record<string, number> = {};
  const time: Timer = async (name, run) => {
    const { result, ms } = await timeStage(run);
    timings[name] = ms;
    return result;
  };
  return { time, timings };
}

export interface Changes {
  /** Content files edited, added or removed, and content folders added or removed (absolute paths). */
  content: string[];
  /** A client script or stylesheet changed: re-bundle. */
  client: boolean;
  static: boolean;
}

export interface Update {
  ok: true;
  /** Files added or changed since the last good build; every file when `complete`. */
  files: [string, FileData][];
  removed: string[];
  complete: boolean;
  /** Pages rendered by this update. */
  rendered: number;
  /** Milliseconds per stage, for the terminal. */
  timings: Record<string, number>;
  /** Every source file the client bundles read (absolute), when they were rebuilt. */
  clientInputs?: string[];
}

export type { Failure };

interface State {
  content: Content;
  images: ContentImages;
  social: SocialImages;
  pdfs: ResourcePdfs;
  keys: Map<string, string>;
  /** The route table the pages were rendered from; the search index takes its searchable pages. */
  routes: RouteTable;
  bundle: Bundle;
  /** Per page file: what its render read, its route as JSON, and its links and ids. */
  pages: Map<string, { reads: Set<string>; route: string; links: PageLinks }>;
  statics: string[];
  extras: string[];
  /** The editor's files (admin/), made again when the content or the client bundle changes. */
  editor: string[];
  output: Map<string, FileData>;
}

const text = (data: FileData | undefined) => (data === undefined ? '' : typeof data === 'string' ? data : Buffer.from(data).toString('utf8'));
const same = (a: FileData | undefined, b: FileData) => (typeof a === 'string' || typeof b === 'string' ? a === b : a !== undefined && Buffer.compare(a, b) === 0);
const sameIds = (a: Set<string> | undefined, b: Set<string>) => a?.size === b.size && [...b].every((id) => a.has(id));

/** static/ as the build reads it: none when missing; a link refused; images and drawings checked (site/generator/static-files.ts). */
async function readStatic(dir: string, judge: DrawingJudge): Promise<Map<string, Buffer>> {
  const files = new Map(staticFileNames(dir).map((file) => [file, readFileSync(path.join(dir, file))]));
  await checkStaticImages([...files.keys()], (file) => files.get(file)!, judge);
  return files;
}

export function createSession({ root, contentDir }: { root: string; contentDir: string }) {
  keepRenderedMarkdown();
  const drawings = drawingJudge(drawingCacheDir(root));
  // esbuild writes nothing here (write: false); the folder only anchors the asset URLs.
  const bundler = createBundler(path.join(root, 'site'), path.join(root, '.dev'));
  let last: State | undefined;
  /** The content as last read, for the messages: a problem in a YAML file's field is given its line. */
  let lastRaw: RawContent | undefined;

  async function rebuild(prev: State | undefined, changes: Changes, time: Timer): Promise<{ next: State; rendered: string[] }> {
    // Every content file is read afresh on a content change; the pages re-rendered are those that read what changed.
    const reload = !prev || changes.content.length > 0;
    const raw = reload ? (lastRaw = await time('load', () => loadContent(contentDir, { root }))) : undefined;
    const checked = raw ? await time('validate', () => validateContent(raw)) : undefined;
    // Photos come from the encoder's cache after the first build, and are served from memory.
    const images = checked ? await time('images', () => contentImages(checked, { root, contentDir })) : prev!.images;
    // The PDFs follow the content (an unchanged one comes from the cache); the pages print their sizes.
    const pdfs = images !== prev?.images ? await time('pdf', () => resourcePdfs(images.content, { root, contentDir })) : prev.pdfs;
    const content = pdfs.content;
    // The cards follow the site's values and the colours (a stylesheet), the icons the favicon (static/); drawn ones come from the cache.
    const social = !prev || reload || changes.client || changes.static ? await time('social', () => socialImages(content.site, { root, contentDir })) : prev.social;
    const bundle = !prev || changes.client ? await time('bundle', () => bundler.rebuild()) : prev.bundle;
    const output = new Map(prev?.output);
    const replace = (before: Iterable<string>, after: Map<string, FileData>) => {
      for (const file of before) output.delete(file);
      for (const [file, data] of after) output.set(file, data);
    };

    if (bundle !== prev?.bundle) replace(prev?.bundle.files.keys() ?? [], bundle.files);
    if (images !== prev?.images) replace(prev?.images.files.keys() ?? [], images.files);
    if (social !== prev?.social) replace(prev?.social.files.keys() ?? [], social.files);
    if (pdfs !== prev?.pdfs) replace(prev?.pdfs.files.keys() ?? [], pdfs.files);
    let statics = prev?.statics ?? [];
    if (!prev || changes.static) {
      const files = await readStatic(path.join(root, 'static'), drawings);
      replace(statics, files);
      statics = [...files.keys()];
    }

    const keys = await time('diff', () => fingerprint(content));
    const changed = prev ? changedKeys(prev.keys, keys) : new Set<string>();
    const assetsChanged = JSON.stringify(bundle.assets) !== JSON.stringify(prev?.bundle.assets);
    const tracked = trackContent(content);
    const routes = buildRouteTable(tracked);
    const pages: State['pages'] = new Map();
    const rendered: string[] = [];
    const renderIfStale = (file: string, route: string, render: () => string) => {
      const before = prev?.pages.get(file);
      if (before && !assetsChanged && before.route === route && ![...before.reads].some((key) => changed.has(key))) return void pages.set(file, before);
      const { result, reads } = recordReads(render);
      output.set(file, result);
      pages.set(file, { reads, route, links: linksIn(result) });
      rendered.push(file);
    };
    // A page that lists the others (/search) is stale when their paths, titles or kinds change.
    const pageList = JSON.stringify(routes.pages.map(({ path, title, search }) => [path, title, search]));
    await time('render', () => {
      for (const { file, route, render } of renderJobs(routes, tracked, bundle.assets)) {
        renderIfStale(file, JSON.stringify(route) + ('listsPages' in route ? pageList : ''), () => render().html);
      }
    });
    for (const file of prev?.pages.keys() ?? []) if (!pages.has(file)) output.delete(file);

    const extras = new Map<string, FileData>(await time('extras', () => extraFiles(content, routes, editorSettings(process.env))));
    replace(prev?.extras ?? [], extras);
    // The editor at /admin/, as the build makes it: its previews render around the content as it now is.
    let editor = prev?.editor ?? [];
    if (!prev || reload || changes.client) {
      const made = editorOutput(await time('editor', () => editorFiles({ root, content, settings: editorSettings(process.env), stylesheets: Object.values(bundle.assets.css) })));
      replace(editor, made);
      editor = [...made.keys()];
    }
    // A static/ file may not replace a page or other generated file, as in the build; a new page may meet an old file.
    const collisions = findStaticCollisions(statics, [...pages.keys(), ...extras.keys(), ...social.files.keys(), ...pdfs.files.keys()]);
    if (collisions.length) throw new StaticCollisionError(collisions);

    // Only the rendered pages need their links checked, unless what links may point to changed.
    const files = new Set(output.keys());
    const targetsChanged = !prev || changes.static || changed.has('site.origin') || files.size !== prev.output.size || [...files].some((f) => !prev.output.has(f)) ||
      rendered.some((f) => !sameIds(prev.pages.get(f)?.links.ids, pages.get(f)!.links.ids));
    // HTML from static/ is read when it is checked.
    const page = (file: string) => pages.get(file)?.links ?? linksIn(text(output.get(file)));
    const locate = contentLinkLocator(contentDir, (file) => displayPath(root, file), brandTokens(content.site));
    await time('verify', () => checkLinks({ files, page }, content.site.origin, targetsChanged ? undefined : rendered, locate));
    return { next: { content, images, social, pdfs, keys, routes, bundle, pages, statics, extras: [...extras.keys()], editor, output }, rendered };
  }

  // The search index is made when a tab asks for it (searchIndex), not with each rebuild: it takes
  // about a second, ten times a content edit's rebuild. A rebuild that rendered a page makes it stale.
  let searchFiles: string[] = [];
  let searchStale = true;

  // What changed since the last good build: a failed one leaves its changes to the next.
  const NOTHING: Changes = { content: [], client: false, static: false };
  let pending = NOTHING;

  return {
    async update(changes: Changes): Promise<Update | Failure> {
      pending = { content: [...pending.content, ...changes.content], client: pending.client || changes.client, static: pending.static || changes.static };
      try {
        const prev = last;
        const { time, timings } = createStageTimings();
        const { next, rendered } = await rebuild(prev, pending, time);
        last = next;
        pending = NOTHING;
        if (rendered.length > 0 || !prev) searchStale = true;
        return {
          ok: true,
          files: [...next.output].filter(([file, data]) => !same(prev?.output.get(file), data)),
          removed: [...(prev?.output.keys() ?? [])].filter((file) => !next.output.has(file)),
          complete: !prev,
          rendered: rendered.length,
          timings,
          clientInputs: next.bundle !== prev?.bundle ? next.bundle.inputs : undefined,
        };
      } catch (error) {
        // Bad input (a BuildError and its problems) or a bug, named from the project.
        return failureOf(placedOnLines(error, lastRaw), root);
      }
    },
    /** The search index of the last good build (site/search/), made again if a page changed since; its files as an update. */
    async searchIndex(): Promise<Update | Failure> {
      const { time, timings } = createStageTimings();
      const state = last;
      if (!state || !searchStale) return { ok: true, files: [], removed: [], complete: false, rendered: 0, timings };
      try {
        const index = await time('search', () => buildSearchIndex(state.routes.pages, (file) => text(state.output.get(file)), { keepRunning: true }));
        const made = new Map<string, FileData>(index.files.map((f) => [f.file, f.content]));
        const removed = searchFiles.filter((file) => !made.has(file));
        for (const file of removed) state.output.delete(file);
        for (const [file, data] of made) state.output.set(file, data);
        searchFiles = [...made.keys()];
        searchStale = state !== last;
        return { ok: true, files: [...made], removed, complete: false, rendered: 0, timings };
      } catch (error) {
        return failureOf(error, root);
      }
    },
    dispose: () => Promise.all([bundler.dispose(), closeSearchIndexer()]).then(() => undefined),
  };
}
