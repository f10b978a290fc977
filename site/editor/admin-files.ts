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
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content } from '../model/content.ts';
import { editorConfig, editorConfigYaml, type SchemaSource } from './editor-config.ts';
import type { EditorSettings } from './editor-settings.ts';
import { adminPage } from './admin-page.ts';
import { bundlePreview } from './preview-bundle.ts';
import type { JsonSchema } from './decap-fields.ts';
import { EDITOR_DIR } from './editor-paths.ts';


const hashOf = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** Decap's prebuilt files: the script, the chunks it loads by name, and its WebAssembly (no source maps). */
function decapFiles(): { dir: string; files: string[]; main: string } {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');
  const files = readdirSync(dir).filter((f) => /^(decap-cms|\d+\.decap-cms)\.js$|\.wasm$/.test(f));
  return { dir, files, main: 'decap-cms.js' };
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
  /** Each file by its path in the output. */
  files: Map<string, Uint8Array | string>;
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
  const mainBytes = readFileSync(path.join(decap.dir, decap.main));
  const decapFolder = `${EDITOR_DIR}/decap-${hashOf(mainBytes)}`;
  for (const file of decap.files) files.set(`${decapFolder}/${file}`, file === decap.main ? mainBytes : readFileSync(path.join(decap.dir, file)));

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
  return { files, missing, loads };
}

/** What a preview renders around the entry being edited: the published content. */
export function previewData(content: Content): unknown {
  return content;
}

/** The files that always have these names, which static/ and content/redirects.yml may not take. */
export const EDITOR_FIXED_FILES = [`${EDITOR_DIR}/index.html`, `${EDITOR_DIR}/config.yml`];

/** The gzip size of each file the page loads, Decap's remembered by its hash (5 MB take a while to compress). */
function gzipWeight(root: string, build: EditorBuild): number {
  const cacheFile = path.join(root, 'node_modules', '.cache', 'site-editor', 'gzip-sizes.json');
  let known: Record<string, number> = {};
  try {
    known = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, number>;
  } catch {}
  let total = 0;
  for (const url of build.loads) {
    const bytes = build.files.get(url.slice(1))!;
    const key = hashOf(bytes);
    total += known[key] ??= gzipSync(bytes).length;
  }
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(Object.fromEntries(build.loads.map((url) => hashOf(build.files.get(url.slice(1))!)).map((k) => [k, known[k]]))));
  return total;
}

/** The editor stage: writes the editor's files with `write`, and says what it made and what the editor weighs. */
export async function writeEditor(inputs: EditorInputs, write: (file: string, data: string | Uint8Array) => void): Promise<{ build: EditorBuild; gzip: number; repository: boolean }> {
  const build = await editorFiles(inputs);
  for (const [file, data] of build.files) write(file, data);
  return { build, gzip: gzipWeight(inputs.root, build), repository: inputs.settings.repository };
}

export function describeEditor({ build, gzip, repository }: { build: EditorBuild; gzip: number; repository: boolean }): string {
  const missing = build.missing.length ? `; left out, with no schemas/<kind>.schema.json: ${build.missing.join(', ')}` : '';
  const where = repository ? 'GitHub' : 'npm run dev only (EDITOR_REPO not set)';
  return `/${EDITOR_DIR}/ may load ${(gzip / 1024).toFixed(1)} KB gzip, apart from the site's budgets; saves through ${where}${missing}`;
}
