/**
 * npm run dev: builds the site into memory, serves it on loopback, watches site/, content/ and
 * static/, rebuilds what each edit needs, and reloads the open tabs. A failed build is printed
 * and shown over the page, and the last good site stays served until an edit fixes it. Nothing
 * is written to dist/, so `npm start` keeps serving the last real build.
 *
 *   content/*  → reload the content, re-render the pages that read what changed
 *   site/ client scripts and stylesheets → re-bundle
 *   site/ server code (pages, components, the build) → a fresh build worker, a full build
 *   static/*   → re-read static/
 *
 * It answers only requests that name it by a loopback name, its own address or the `--host`
 * name (site/dev/host-check.ts), and names every file in a failure from the project
 * (site/dev/failure.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BROWSER_TARGET } from '../generator/bundle.ts';
import { createBuilder, EVERYTHING } from './builder.ts';
import { SEARCH_DIR } from '../search/search-index.ts';
import { createSiteServer } from './site-server.ts';
import { watchFolders, type Batch } from './watch.ts';
import type { Failure } from './failure.ts';
import { describeUnexpected } from '../cli/unexpected-error.ts';
import { refusalLogger, networkOrigins } from './announce.ts';
import type { Changes, Update } from './session.ts';
import { PICTURE_FILE } from '../model/prose-pictures.ts';
import { timeStage } from '../generator/stage-log.ts';
import { createEditorApi, EDITOR_API } from './editor-backend/editor-api.ts';

/** Files of content/ the build reads, or refuses by name (a misnamed YAML file, code). */
const CONTENT_FILE = /\.(ya?ml|json|md|markdown|[cm]?[jt]sx?)$/i;

export interface DevServerOptions {
  root: string;
  contentDir?: string;
  /** The first port to try; 0 for any free one. */
  port?: number;
  host?: string;
  log?: (line: string) => void;
}

export interface DevServer {
  origin: string;
  close: () => Promise<void>;
}

async function bundleReloadScript(): Promise<string> {
  const entry = fileURLToPath(new URL('./reload.client.ts', import.meta.url));
  const result = await esbuild.build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', target: BROWSER_TARGET, logLevel: 'silent' });
  return result.outputFiles[0].text;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const [siteDir, staticDir] = [path.join(root, 'site'), path.join(root, 'static')];
  const log = options.log ?? console.log;
  const host = options.host ?? '127.0.0.1';
  // The editor's local backend (site/dev/editor-backend/) tries each save in the build worker before writing it.
  const editorApi = createEditorApi({ root, contentDir, log, trial: (changes) => builder.trial(changes) });
  // The search index is made when a tab first asks for one of its files after a change, in turn with the rebuilds.
  const makeSearch = async () => {
    const outcome = await builder.search();
    if (!outcome.ok) return log(`  ✗ search index: ${outcome.message}`);
    if (!outcome.files.length && !outcome.removed.length) return;
    site.apply(outcome.files, outcome.removed, false);
    log(`  ✓ search index: ${outcome.files.length} files, made in ${outcome.timings.search} ms`);
  };
  const onDemand = { prefix: `/${SEARCH_DIR}/`, make: () => (queue = queue.then(makeSearch)) };
  const site = createSiteServer(await bundleReloadScript(), { host, onRefused: refusalLogger(log), routes: { [EDITOR_API]: editorApi }, onDemand });
  // Listening comes first, so that a --host or --port that cannot be had is said at once, before
  // any build; a tab opened meanwhile shows "Building…" and reloads when the first build is in.
  const origin = await site.listen(options.port ?? 4000, host);
  const builder = createBuilder({ root, contentDir });
  let clientInputs = new Set<string>();
  let serverInputs: Set<string> | undefined;
  const learnServerInputs = () => builder.serverInputs().then((files) => (serverInputs = new Set(files)), () => (serverInputs = undefined));

  async function run(label: string, build: () => Promise<Update | Failure>): Promise<void> {
    const { result: outcome, ms: took } = await timeStage(build);
    const ms = `${took} ms`;
    if (!outcome.ok) {
      site.fail(outcome);
      log(`  ✗ ${label}: the build failed (${ms}); the last good site is still served.\n${outcome.message.replace(/^/gm, '    ')}`);
      return;
    }
    if (outcome.clientInputs) clientInputs = new Set(outcome.clientInputs);
    const changed = site.apply(outcome.files, outcome.removed, outcome.complete);
    log(`  ✓ ${label}: ${outcome.rendered} page${outcome.rendered === 1 ? '' : 's'} rendered, ${changed.length} file${changed.length === 1 ? '' : 's'} changed in ${ms} (${Object.entries(outcome.timings).map(([stage, t]) => `${stage} ${t}`).join(', ')})`);
  }

  const within = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);
  /** What a batch of edits needs rebuilt, and which of the edited files and folders matter (for the terminal). */
  function classify({ files, folders }: Batch): { changes: Changes; server: boolean; relevant: string[] } {
    // Content is YAML, Markdown and pictures, and code the build refuses there (site/content-loader/code-files.ts);
    // anything else (an editor's temporary file) is not read. A folder that came or went may have held
    // content no file event names (`mv content/blog /tmp`).
    const content = [...files.filter((f) => within(contentDir, f) && (CONTENT_FILE.test(f) || PICTURE_FILE.test(f))), ...folders.filter((f) => within(contentDir, f))];
    const statics = [...files, ...folders].filter((f) => within(staticDir, f));
    const changes: Changes = { content, client: false, static: statics.length > 0 };
    // A folder of site/ that went away may have held any code: a fresh worker and a full build.
    const code = folders.filter((f) => within(siteDir, f) && !existsSync(f));
    let server = code.length > 0;
    for (const file of files.filter((f) => within(siteDir, f))) {
      // Until the worker has said what its code is made of, any server-looking file counts as such.
      const isServer = serverInputs ? serverInputs.has(file) : /\.tsx?$/.test(file) && !file.endsWith('.client.ts');
      const isClient = clientInputs.has(file) || /\.(client\.ts|css)$/.test(file);
      if (isServer || isClient) code.push(file);
      server ||= isServer;
      changes.client ||= isClient;
    }
    return { changes, server, relevant: [...content, ...statics, ...code] };
  }

  let waiting: Batch = { files: [], folders: [] };
  let queue = Promise.resolve();
  async function rebuildWaiting(): Promise<void> {
    const { changes, server, relevant } = classify({ files: [...new Set(waiting.files)], folders: [...new Set(waiting.folders)] });
    waiting = { files: [], folders: [] };
    if (!relevant.length) return;
    const label = relevant.map((f) => path.relative(root, f) || '.').slice(0, 3).join(', ') + (relevant.length > 3 ? ` and ${relevant.length - 3} more` : '');
    await run(label, () => (server ? builder.restart() : builder.update(changes)));
    if (server) await learnServerInputs();
  }

  await run('first build', () => builder.update(EVERYTHING));
  await learnServerInputs();
  const watcher = watchFolders([siteDir, contentDir, staticDir], ({ files, folders }) => {
    waiting.files.push(...files);
    waiting.folders.push(...folders);
    queue = queue.then(rebuildWaiting).catch((error: unknown) => log(`  ✗ ${describeUnexpected(error, root)}`));
  });
  const network = networkOrigins(host, new URL(origin).port).map((url) => `\n  On the network: ${url}/`).join('');
  log(`\n  Dev server: ${origin}/${network}  (watching site/, ${path.relative(root, contentDir) || contentDir}, static/; Ctrl+C stops)\n`);
  return {
    origin,
    async close() {
      watcher.close();
      await queue;
      await Promise.all([site.close(), builder.close()]);
    },
  };
}
