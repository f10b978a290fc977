/**
 * Why a content file could not be loaded, said the way a writer can act on it: the file and line
 * of a syntax error or of a throw, a file that is not UTF-8 text. Paths are shown relative to the
 * project (`name`), never as the absolute paths inside Node's and esbuild's messages.
 */
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Problem } from '../errors.ts';
import { scrubPaths } from '../cli/project-paths.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A file's bytes as text (a leading byte order mark dropped), or the line of its first byte that
 * is not UTF-8 and what to do about it.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { line: number; message: string } {
  // Latin letters in UTF-16 are each a letter and a zero byte: valid UTF-8, but not the text.
  const utf16 = { line: 1, message: 'is saved as UTF-16: save it as UTF-8' };
  if (bytes.includes(0)) return looksLikeUtf16(bytes) ? utf16 : { line: lineOf(bytes, bytes.indexOf(0)), message: 'holds a zero byte on this line, which no text file does (is it a copy of another kind of file?): save it as UTF-8 text' };
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return utf16;
    // A newline byte never occurs inside a UTF-8 sequence, so each line can be judged alone.
    let line = 1;
    for (let start = 0; start <= bytes.length; line++) {
      const end = bytes.indexOf(0x0a, start);
      if (!isUtf8(bytes.subarray(start, end < 0 ? bytes.length : end))) break;
      if (end < 0) break;
      start = end + 1;
    }
    return { line, message: 'holds bytes on this line that are not UTF-8 text (saved as Latin-1 or Windows-1252?): save the file as UTF-8' };
  }
}

/** Whether zero bytes fill most of the even or most of the odd places, as Latin text in UTF-16 does. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const zeros = [0, 0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0) zeros[i % 2]++;
  return Math.max(...zeros) * 4 >= bytes.length;
}

/** The line, counted from 1, that the byte at `index` is on. */
const lineOf = (bytes: Uint8Array, index: number) => bytes.subarray(0, index).filter((b) => b === 0x0a).length + 1;

export interface Naming {
  /** A file as messages name it. */
  name: (file: string) => string;
  /** The project's root, whose absolute path is taken out of messages. */
  root: string;
  /** The content folder: a throw is placed at the first line of the stack that lies in it. */
  contentDir: string;
}

/** esbuild's error location, as tsx (message text) or esbuild itself (`errors`) hands it over. */
interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

const SYNTAX_ERROR = /^(.+?):(\d+):(\d+): ERROR: (.+)$/gm;
const STACK_FRAME = /^\s*at (?:.*\()?((?:file:\/\/)?\/[^():]+|[A-Za-z]:\\[^():]+):(\d+):(\d+)\)?$/gm;

const toPath = (file: string) => (file.startsWith('file://') ? fileURLToPath(file) : file);
const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..') && !path.isAbsolute(path.relative(dir, file));

/** What a writer's syntax error in a content module most often is. */
export const SYNTAX_HINT = '. Often a comma missing at the end of the line before, or an apostrophe inside \'…\' (write ’, or \\\')';

/** The likely cause of a syntax error esbuild describes as `text`, where it says what it is sure of. */
function syntaxHint(text: string): string {
  if (/^Unexpected "[‘’“”]"/.test(text)) return '. A text must start and end with a straight quote (\'…\'), not a curly one as a word processor writes it';
  if (/^Unterminated string/.test(text)) return '. A text is not closed: end it on the same line with the quote it starts with (\'…\')';
  return SYNTAX_HINT;
}

/** The problems a failed import of `file` stands for: several when esbuild found several syntax errors. */
export function moduleProblems(error: unknown, file: string, { name, root, contentDir }: Naming): Problem[] {
  const shown = name(file);
  if (!(error instanceof Error)) return [{ file: shown, message: `threw ${JSON.stringify(error) ?? String(error)} while loading: throw an Error, or remove the throw` }];
  const scrub = scrubPaths(root);

  const errors = ((error as { errors?: EsbuildMessage[] }).errors ?? (error.cause as { errors?: EsbuildMessage[] } | undefined)?.errors ?? []).filter((e) => e.location);
  const syntax = errors.length
    ? errors.map((e) => ({ file: path.resolve(root, e.location!.file), line: e.location!.line, column: e.location!.column, text: e.text }))
    : [...error.message.matchAll(SYNTAX_ERROR)].map((m) => ({ file: m[1], line: Number(m[2]), column: Number(m[3]), text: m[4] }));
  // esbuild counts columns from 0, editors from 1.
  if (syntax.length) return syntax.map((s) => ({ file: name(s.file), line: s.line, message: `has a syntax error at column ${s.column + 1}: ${scrub(s.text)}${syntaxHint(s.text)}` }));

  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(error.message)?.[1];
  if (missing) {
    return [toPath(missing) === file ? { file: shown, message: 'is missing' } : { file: shown, message: `imports ${missing.startsWith('/') || missing.startsWith('file:') ? name(toPath(missing)) : `"${missing}"`}, which does not exist` }];
  }

  // Thrown while the module ran: placed at the first line of the stack in a content file, else in the project.
  const frames = [...(error.stack ?? '').matchAll(STACK_FRAME)].map((m) => ({ file: toPath(m[1]), line: Number(m[2]) }));
  const frame = frames.find((f) => inside(contentDir, f.file)) ?? frames.find((f) => inside(root, f.file) && !f.file.includes(`${path.sep}node_modules${path.sep}`));
  return [{ file: frame ? name(frame.file) : shown, line: frame?.line, message: `threw an error while loading: ${scrub(error.message.split('\n')[0])}` }];
}
