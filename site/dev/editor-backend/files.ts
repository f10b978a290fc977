/**
 * The files behind Decap's local-backend answers, in the shapes decap-server's `local_fs` mode
 * gives them (its middlewares/utils/entries.ts): an entry is `{ data, file: { path, label, id } }`
 * (`data` and `id` null when the file is missing), a picture `{ id, content, encoding: 'base64',
 * path, name }`, the id a SHA-256 of the bytes. Paths reach here already judged
 * (content-paths.ts); listing a folder skips links and anything not a plain file, as the loader
 * does. A file is written under a temporary name beside it and renamed over the old one, so the
 * dev server's watcher and a build never read half a file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha } from '../../generator/image-files.ts';
import { editorName, type ContentPath } from './content-paths.ts';

export interface EntryFile {
  data: string | null;
  file: { path: string; label?: string; id: string | null };
}

export interface MediaFile {
  id: string;
  content: string;
  encoding: 'base64';
  path: string;
  name: string;
}

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export async function readEntry(at: ContentPath, label?: string): Promise<EntryFile> {
  try {
    const bytes = await readFile(at.file);
    return { data: bytes.toString('utf8'), file: { path: at.name, label, id: sha(bytes) } };
  } catch (error) {
    if (!missing(error)) throw error;
    return { data: null, file: { path: at.name, label, id: null } };
  }
}

/** The media file at `at`, or undefined when there is none. */
export async function readMedia(at: ContentPath): Promise<MediaFile | undefined> {
  try {
    const bytes = await readFile(at.file);
    return { id: sha(bytes), content: bytes.toString('base64'), encoding: 'base64', path: at.name, name: path.basename(at.file) };
  } catch (error) {
    if (!missing(error)) throw error;
    return undefined;
  }
}

/** The plain files of `folder` (and of its folders, down to `depth` levels) whose names pass `keep`, sorted. */
export async function listFiles(contentDir: string, folder: ContentPath, depth: number, keep: (name: string) => boolean): Promise<ContentPath[]> {
  if (depth <= 0) return [];
  const entries = await readdir(folder.file, { withFileTypes: true }).catch((error: unknown) => {
    if (missing(error)) return [];
    throw error;
  });
  const found: ContentPath[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(folder.file, entry.name);
    const at = { name: editorName(contentDir, file), file };
    if (entry.isDirectory()) found.push(...(await listFiles(contentDir, at, depth - 1, keep)));
    else if (entry.isFile() && keep(entry.name)) found.push(at);
  }
  return found;
}

/** Writes `data` to `file` through a temporary name in the same folder (a hidden name no build reads), making the folder if needed. */
export async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.saving`);
  // 'wx': a new file, never one already there (nor a link someone put in its place).
  await writeFile(temporary, data, { flag: 'wx' });
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Removes a file; one already gone is no error. */
export const removeFile = (file: string) => rm(file, { force: true });
