/**
 * The paths the editor names, judged as paths before any file is touched. Decap names files from
 * the repository's root (`content/blog/x.md`); the local backend takes only names under
 * `content/`, which it maps onto the dev server's content folder, and only the kinds content/
 * holds: a record (.yml) or a text (.md) outside images/, or a picture (.jpg, .jpeg, .png, .webp,
 * .svg) under images/. Each part of a name is a plain file or folder name (no `..`, no `.`, no
 * leading dot, no backslash, no `%`), and no part that exists on disk may be a symbolic link or
 * anything but a plain file or folder: the loader refuses links (site/content-loader/symbolic-links.ts),
 * and the backend never reads or writes through one.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { IMAGES_FOLDER } from '../../model/cover-images.ts';
import { PICTURE_FILE } from '../../model/prose-pictures.ts';

/** How the editor's paths start: the content folder, named as in the repository. */
export const CONTENT_PREFIX = 'content';

/** A file or folder the editor may name: what it is on disk and what the editor calls it. */
export interface ContentPath {
  /** As Decap names it: `content/blog/x.md`. */
  name: string;
  /** The absolute path inside the content folder. */
  file: string;
}

export type PathKind = 'entry' | 'media' | 'folder';

/** A path the backend refuses: the message says which and why, for the editor to show. */
export class PathRefusal extends Error {}

const PART = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const ENTRY_FILE = /\.(md|yml)$/;

/** Decap's name for a file of the content folder. */
export const editorName = (contentDir: string, file: string) => [CONTENT_PREFIX, ...path.relative(contentDir, file).split(path.sep)].join('/');

/** The text of a path as given, short and printable, to quote in a message. */
const quoted = (text: string) => JSON.stringify(text.replace(/[^\x20-\x7e]/g, '?').slice(0, 120));

/** Refuses `name` unless it is a plain name of kind `kind` under content/; returns where it is. */
export function contentPath(contentDir: string, name: unknown, kind: PathKind): ContentPath {
  if (typeof name !== 'string' || !name) throw new PathRefusal('a path is missing: name a file under content/');
  const refuse = (why: string): never => {
    throw new PathRefusal(`${quoted(name)} ${why}`);
  };
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) refuse('is an absolute path: the editor names files from the project, like content/blog/a-post.md');
  if (name.includes('\\')) refuse('holds a backslash: write the path with "/", like content/blog/a-post.md');
  const parts = name.split('/');
  if (parts.some((part) => part === '..' || part === '.')) refuse('holds "." or "..": the editor reads and writes only files inside content/');
  if (parts[0] !== CONTENT_PREFIX) refuse('is outside content/: the editor reads and writes only files inside content/');
  const inside = parts.slice(1);
  const bad = inside.find((part) => !PART.test(part));
  if (bad !== undefined) refuse(`has the part ${quoted(bad)}: a file or folder name is letters, digits, "-", "_" and ".", starting with a letter or digit`);
  const images = inside[0] === IMAGES_FOLDER;
  const last = inside.at(-1) ?? '';
  if (kind === 'entry' && (images || !ENTRY_FILE.test(last))) refuse('is not a content file: the editor saves records (.yml) and texts (.md) outside content/images/');
  // Content files are at the top of content/ or in one of its folders (content/blog/x.md), never deeper.
  if (kind === 'entry' && inside.length > 2) refuse('is deeper than content files are kept: content/<file> or content/<folder>/<file>');
  if (kind === 'media' && (!images || inside.length < 2 || !PICTURE_FILE.test(last))) {
    refuse(`is not a picture in content/${IMAGES_FOLDER}/: a picture is a .jpg, .jpeg, .png, .webp or .svg file there`);
  }
  const file = path.join(contentDir, ...inside);
  // The parts were checked one by one; this says the same, from the resolved path.
  const relative = path.relative(contentDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) refuse('is outside content/');
  refuseLinks(contentDir, inside, name);
  return { name: [CONTENT_PREFIX, ...inside].join('/'), file };
}

/** Refuses a path any existing part of which is a symbolic link, or not a plain file or folder. */
function refuseLinks(contentDir: string, parts: string[], name: string): void {
  let at = contentDir;
  for (const [index, part] of parts.entries()) {
    at = path.join(at, part);
    const stat = lstatSync(at, { throwIfNoEntry: false });
    if (!stat) return;
    const last = index === parts.length - 1;
    if (stat.isSymbolicLink()) throw new PathRefusal(`${quoted(name)} goes through a symbolic link (${editorName(contentDir, at)}), which the editor never follows: the build refuses links in content/`);
    if (!(last ? stat.isFile() || stat.isDirectory() : stat.isDirectory())) throw new PathRefusal(`${quoted(name)} is not a plain file or folder (${editorName(contentDir, at)})`);
  }
}
