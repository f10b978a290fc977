/**
 * The editor's files, written under admin/ beside the site and never linked from it:
 *
 *   admin/index.html              the editor's page (noindex), loading only the two scripts below
 *   admin/config.yml              made from the content model (editor-config.ts)
 *   admin/preview-<hash>.js       our script: previews with the site's own pages, and the start
 *   admin/decap-<hash>/           Decap CMS as npm ships it prebuilt (its React inside), with the
 *                                 chunks and WebAssembly it loads from beside itself
 *   admin/preview-data-<hash>.json the published content the previews render around an entry
 *
 * Decap's files are copied, not bundled; ours is bundled once and reused from a cache while the
 * files it was made from are unchanged (preview-bundle.ts).
 */
import { createHash } from 'node:crypto';
import { constants, copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content } from '../model/content.ts';
import { editorConfig, editorConfigYaml, type SchemaSource } from './editor-config.ts';
import type { EditorSettings } from './editor-settings.ts';
import { adminPage } from './admin-page.ts';
import { bundlePreview } from './preview-bundle.ts';
import { keepBuildCache, readBuildCache } from '../generator/build-cache.ts';

/** The editor stage's cache folder under node_modules/.cache/. */
const EDITOR_CACHE = 'site-editor';
import type { JsonSchema } from './decap-fields.ts';
import { EDITOR_DIR } from './editor-paths.ts';


const hashOf = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/**
 * Decap's prebuilt files: the script, the chunks it loads by name, and its WebAssembly (no source
 * maps). Their folder is named by a hash of the package's name and version: npm installs the same
 * bytes for a version (the lockfile holds their integrity), and 7 MB need not be hashed each build.
 */
function decapFiles(): { dir: string; files: string[]; main: string; folder: string } {
  const packageFile = createRequire(import.meta.url).resolve('decap-cms/package.json');
  const { name, version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { name: string; version: string };
  const dir = path.join(path.dirname(packageFile), 'dist');
  const files = readdirSync(dir).filter((f) => /^(decap-cms|\d+\.decap-cms)\.js$|\.wasm$/.test(f));
  return { dir, files, main: 'decap-cms.js', folder: `${EDITOR_DIR}/decap-${hashOf(`${name}@${version}`)}` };
}

/** The JSON Schemas of schemas/, by kind (`schemas/industry.schema.json` → `industry`). */
export function schemasIn(dir: string): SchemaSource {
  const known = new Set(readdirSync(dir));
  return (kind: string) => {
    const file = `${kind}.schema.json`;
    if (!known.has(file)) return undefined;
    return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
  };
}

/** `schemasIn`, for a folder that may not exist yet (then every collection is missing). */
export function schemasFolder(dir: string): SchemaSource {
  try {
    return schemasIn(dir);
  } catch {
    return () => undefined;
  }
}

export interface EditorBuild {
  /** Each file made, by its path in the output. */
  files: Map<string, Uint8Array | string>;
  /** Each file copied as it is (Decap's), by its path in the output: the file it is copied from. */
  copies: Map<string, string>;
  /** Collections the model has no JSON Schema for yet. */
  missing: string[];
  /** Every file the editor's page may load, by URL: its weight is reported apart (page-weights.ts does not count it). */
  loads: string[];
}

interface EditorInputs {
  root: string;
  content: Content;
  settings: EditorSettings;
  /** The site's stylesheets as the pages link them, for the previews. */
  stylesheets: string[];
}

export async function editorFiles({ root, content, settings, stylesheets }: EditorInputs): Promise<EditorBuild> {
  const files = new Map<string, Uint8Array | string>();
  const decap = decapFiles();
  const decapFolder = decap.folder;
  const copies = new Map(decap.files.map((file) => [`${decapFolder}/${file}`, path.join(decap.dir, file)]));

  const { config, missing } = editorConfig(schemasFolder(path.join(root, 'schemas')), settings, content.site.origin);
  files.set(`${EDITOR_DIR}/config.yml`, editorConfigYaml(config));

  const data = JSON.stringify(previewData(content));
  const dataFile = `${EDITOR_DIR}/preview-data-${hashOf(data)}.json`;
  files.set(dataFile, data);

  const preview = await bundlePreview(root);
  const previewFile = `${EDITOR_DIR}/preview-${hashOf(preview)}.js`;
  files.set(previewFile, preview);

  const scripts = [`/${previewFile}`, `/${decapFolder}/${decap.main}`];
  files.set(`${EDITOR_DIR}/index.html`, adminPage({ company: content.site.company, scripts, previewData: `/${dataFile}`, stylesheets }));
  // Everything the page may load: Decap fetches some of its chunks only when a widget needs them.
  const loads = [`/${EDITOR_DIR}/index.html`, `/${EDITOR_DIR}/config.yml`, `/${previewFile}`, `/${dataFile}`, ...decap.files.map((file) => `/${decapFolder}/${file}`)];
  return { files, copies, missing, loads };
}

/** What a preview renders around the entry being edited: the published content. */
export function previewData(content: Content): unknown {
  return content;
}

/** The files that always have these names, which static/ and content/redirects.yml may not take. */
export const EDITOR_FIXED_FILES = [`${EDITOR_DIR}/index.html`, `${EDITOR_DIR}/config.yml`];

/**
 * The gzip size of everything the page may load. Every name but the page's and config.yml's carries
 * a hash of what it holds, so each size is remembered by name (compressing 7 MB takes a while).
 */
function gzipWeight(root: string, build: EditorBuild): number {
  const known = readBuildCache<Record<string, number>>(root, EDITOR_CACHE, 'gzip-sizes.json') ?? {};
  const sizes: Record<string, number> = {};
  const bytes = (file: string) => build.files.get(file) ?? readFileSync(build.copies.get(file)!);
  for (const url of build.loads) {
    const file = url.slice(1);
    const hashed = file !== `${EDITOR_DIR}/index.html` && file !== `${EDITOR_DIR}/config.yml`;
    sizes[file] = (hashed ? known[file] : undefined) ?? gzipSync(bytes(file)).length;
  }
  keepBuildCache(root, EDITOR_CACHE, 'gzip-sizes.json', sizes);
  return Object.values(sizes).reduce((a, b) => a + b, 0);
}

/** The editor stage: writes the editor's files with `write`, and says what it made and what the editor weighs. */
export async function writeEditor(inputs: EditorInputs, staging: { dir: string; write: (file: string, data: string | Uint8Array) => void }): Promise<{ build: EditorBuild; gzip: number; repository: boolean; written: string[] }> {
  const build = await editorFiles(inputs);
  for (const [file, data] of build.files) staging.write(file, data);
  // Decap's files are copied by the file system (a clone where it can), never read into memory.
  const folder = path.join(staging.dir, path.dirname([...build.copies.keys()][0]));
  mkdirSync(folder, { recursive: true });
  for (const [file, from] of build.copies) copyFileSync(from, path.join(staging.dir, file), constants.COPYFILE_FICLONE);
  return { build, gzip: gzipWeight(inputs.root, build), repository: inputs.settings.repository, written: [...build.files.keys(), ...build.copies.keys()] };
}

/** Decap's files as read once by a long-lived process (the dev server), which serves from memory. */
const copied = new Map<string, Buffer>();

/** Every file of `build` in memory, by its path in the output, for the dev server. */
export function editorOutput(build: EditorBuild): Map<string, Uint8Array | string> {
  const output = new Map(build.files);
  for (const [file, from] of build.copies) {
    if (!copied.has(from)) copied.set(from, readFileSync(from));
    output.set(file, copied.get(from)!);
  }
  return output;
}

export function describeEditor({ build, gzip, repository }: { build: EditorBuild; gzip: number; repository: boolean }): string {
  const missing = build.missing.length ? `; left out, with no schemas/<kind>.schema.json: ${build.missing.join(', ')}` : '';
  const where = repository ? 'GitHub' : 'npm run dev only (EDITOR_REPO not set)';
  return `/${EDITOR_DIR}/ may load ${(gzip / 1024).toFixed(1)} KB gzip, apart from the site's budgets; saves through ${where}${missing}`;
}
