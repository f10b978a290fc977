/**
 * The editor's local backend: Decap's local-backend protocol (what decap-server's `local_fs` mode
 * answers at POST /api/v1), served by the dev server at /admin/api/v1 on its own origin, over the
 * dev server's content folder. Every request passes request-guard.ts (loopback, Origin, JSON,
 * size) and every path content-paths.ts (inside content/, no links, only content's kinds).
 *
 * A save is tried before it is written (trial.ts, in the build worker): one the build would refuse
 * is answered 422 with the build's own message (file, line, field, what to write), and nothing is
 * written, so the site already built stays as it was. One that passes is written file by file,
 * each atomically; the dev server's watcher then rebuilds what it changed, as for any edit.
 * Saves and deletions run one at a time, each tried against the files the one before it wrote.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { formatProblem, type Problem } from '../../errors.ts';
import type { Failure } from '../failure.ts';
import { IMAGES_FOLDER } from '../../model/cover-images.ts';
import { PICTURE_FILE } from '../../model/prose-pictures.ts';
import { CONTENT_PREFIX, PathRefusal, contentPath, type ContentPath } from './content-paths.ts';
import { listFiles, readEntry, readMedia, removeFile, writeAtomically } from './files.ts';
import { guardRequest, readBody, RequestRefusal } from './request-guard.ts';
import { parseEditorRequest, type EditorRequest } from './requests.ts';
import type { Change } from './trial.ts';
import { MARKDOWN_LIMITS } from '../../content-loader/markdown-limits.ts';
import { LOCAL_BACKEND_PATH } from '../../editor/editor-paths.ts';

/** Where the editor's backend answers, on the dev server's own origin (the path the editor's page is told: editor-paths.ts). */
export const EDITOR_API = LOCAL_BACKEND_PATH;

/** The largest request read: a few pictures at their limit, in base64. */
const MAX_BODY = 32 * 1024 * 1024;
/** The largest content file saved: the bound of a Markdown file, far above any record. */
const MAX_TEXT = MARKDOWN_LIMITS.bytes;

export interface EditorApiOptions {
  root: string;
  contentDir: string;
  /** Whether the content with `changes` made still builds (trial.ts, run in the build worker). */
  trial: (changes: Change[]) => Promise<Failure | null>;
  /** Told of each refused request, in a line. */
  log?: (line: string) => void;
}

/** A request answered with an error: its status and message (and the build's problems, for a refused save). */
class Answer extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems?: Problem[],
  ) {
    super(message);
  }
}

/** An answer as JSON, with no CORS header: a page of another origin can neither read it nor be allowed to send. */
function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' });
  res.end(JSON.stringify(body));
}

export function createEditorApi({ root, contentDir, trial, log = () => {} }: EditorApiOptions) {
  const at = (name: string, kind: 'entry' | 'media' | 'folder') => contentPath(contentDir, name, kind);
  const repo = path.basename(root);

  /** Tries the changes, then writes them (files first, removals last), or refuses with the build's message. */
  async function save(changes: Change[], what: string): Promise<void> {
    const failure = await trial(changes);
    if (failure) {
      const problems = failure.problems.length ? failure.problems : undefined;
      throw new Answer(422, `Not saved: ${what} would make the build fail, so nothing was written.\n${failure.message}`, problems);
    }
    for (const change of changes.filter((c) => c.data !== null)) await writeAtomically(change.file, change.data!);
    for (const change of changes.filter((c) => c.data === null)) await removeFile(change.file);
  }

  /** Which content text names the picture `picture` (by its file name), if any: deleting it would break that text's page. */
  async function pictureUser(picture: ContentPath): Promise<string | undefined> {
    const folder = at(CONTENT_PREFIX, 'folder');
    const texts = await listFiles(contentDir, folder, 3, (name) => /\.(md|yml|ts)$/.test(name));
    const name = path.basename(picture.file);
    for (const text of texts) if ((await readFile(text.file, 'utf8')).includes(name)) return text.name;
    return undefined;
  }

  async function removal(name: string): Promise<Change> {
    const media = name.startsWith(`${CONTENT_PREFIX}/${IMAGES_FOLDER}/`);
    const target = at(name, media ? 'media' : 'entry');
    const user = media ? await pictureUser(target) : undefined;
    if (user) throw new Answer(422, `Not deleted: ${target.name} is named in ${user}; remove it there first, then delete the picture`);
    return { ...target, data: null };
  }

  let queue: Promise<unknown> = Promise.resolve();
  /** Runs writes one at a time, in the order they came. */
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => {});
    return next;
  };

  async function answer(request: EditorRequest): Promise<unknown> {
    switch (request.action) {
      case 'info':
        return { repo, publish_modes: ['simple'], type: 'local_fs' };
      case 'entriesByFolder': {
        const { folder, extension, depth } = request.params;
        const ending = `.${extension.replace(/^\./, '')}`;
        if (!['.md', '.yml'].includes(ending)) throw new Answer(400, `the extension ${JSON.stringify(extension)} is not a content file's: content is .md and .yml`);
        const files = await listFiles(contentDir, at(folder, 'folder'), Math.min(depth, 3), (name) => name.endsWith(ending));
        return Promise.all(files.map((file) => readEntry(file)));
      }
      case 'entriesByFiles':
        return Promise.all(request.params.files.map((file) => readEntry(at(file.path, 'entry'), file.label)));
      case 'getEntry':
        return readEntry(at(request.params.path, 'entry'));
      case 'getMedia': {
        const folder = at(request.params.mediaFolder, 'folder');
        if (folder.name !== `${CONTENT_PREFIX}/${IMAGES_FOLDER}`) throw new Answer(400, `pictures are kept in ${CONTENT_PREFIX}/${IMAGES_FOLDER}, not ${folder.name}`);
        const files = await listFiles(contentDir, folder, 1, (name) => PICTURE_FILE.test(name));
        return Promise.all(files.map((file) => readMedia(file)));
      }
      case 'getMediaFile': {
        const file = await readMedia(at(request.params.path, 'media'));
        if (!file) throw new Answer(404, `${request.params.path} does not exist`);
        return file;
      }
      case 'persistEntry':
        return oneAtATime(async () => {
          const { entry, dataFiles = [entry!], assets, options } = request.params;
          if (options?.useWorkflow) throw new Answer(422, 'this backend saves straight to content/: it has no editorial workflow (set publish_mode to simple for the local backend)');
          const changes: Change[] = [];
          for (const file of dataFiles) {
            if (Buffer.byteLength(file.raw) > MAX_TEXT) throw new Answer(413, `${file.path} is over ${MAX_TEXT / 1024} KB, the most a content file may hold`);
            changes.push({ ...at(file.newPath ?? file.path, 'entry'), data: file.raw });
            if (file.newPath && file.newPath !== file.path) changes.push({ ...at(file.path, 'entry'), data: null });
          }
          for (const asset of assets) changes.push({ ...at(asset.path, 'media'), data: Buffer.from(asset.content, 'base64') });
          await save(changes, changes.map((change) => change.name).join(', '));
          return { message: 'entry persisted' };
        });
      case 'persistMedia':
        return oneAtATime(async () => {
          const { asset } = request.params;
          const target = at(asset.path, 'media');
          await save([{ ...target, data: Buffer.from(asset.content, 'base64') }], target.name);
          return readMedia(target);
        });
      case 'deleteFile':
      case 'deleteFiles':
        return oneAtATime(async () => {
          const names = request.action === 'deleteFile' ? [request.params.path] : request.params.paths;
          const changes: Change[] = [];
          for (const name of names) changes.push(await removal(name));
          await save(changes, `deleting ${changes.map((change) => change.name).join(', ')}`);
          return { message: `deleted ${changes.length === 1 ? 'file' : 'files'} ${changes.map((change) => change.name).join(', ')}` };
        });
      case 'getDeployPreview':
        return null;
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      guardRequest(req);
      const body = await readBody(req, MAX_BODY);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw new Answer(400, 'the request is not JSON');
      }
      const request = parseEditorRequest(parsed);
      if ('problem' in request) throw new Answer(400, request.problem);
      json(res, 200, await answer(request));
    } catch (error) {
      if (error instanceof RequestRefusal) {
        log(`  ✗ editor backend: refused a request (${error.status}): ${error.message}`);
        if (error.status === 413) res.setHeader('Connection', 'close');
        return json(res, error.status, { error: `${error.status}: ${error.message}` });
      }
      if (error instanceof PathRefusal) return json(res, 400, { error: `Refused: ${error.message}. Nothing was read or written.` });
      if (error instanceof Answer) return json(res, error.status, { error: error.message, ...(error.problems ? { problems: error.problems.map((p) => ({ ...p, text: formatProblem(p) })) } : {}) });
      log(`  ✗ editor backend: ${error instanceof Error ? error.message : String(error)}`);
      json(res, 500, { error: `the editor's backend failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
}
