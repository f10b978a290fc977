/**
 * The Nu HTML Checker (vnu-jar, run with the system's Java) over every HTML file of a built site,
 * in one Java start. Its "info" notes are left out: the only one it makes here is the trailing
 * slash React writes on void elements, which is valid HTML.
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface VnuMessage {
  line?: number;
  message: string;
}

export interface VnuFile {
  /** Relative to the checked folder, e.g. "about/index.html". */
  file: string;
  errors: VnuMessage[];
  warnings: VnuMessage[];
}

interface RawMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin/java') : 'java';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name)).sort();
}

/** Runs the checker over every .html file under `dir`; one entry per file, clean files included. */
export async function vnuCheck(folder: string): Promise<VnuFile[]> {
  const dir = path.resolve(folder);
  const files = await htmlFiles(dir);
  const stdout = await new Promise<string>((resolve, reject) => {
    // --exit-zero-always: the findings are in the JSON; a non-zero exit then means Java itself failed.
    execFile(java, ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], { maxBuffer: 256 * 1024 * 1024 }, (error, out, err) =>
      error ? reject(new Error(`The Nu HTML Checker could not run (${java} -jar ${vnuJar}): ${err || error.message}`)) : resolve(out),
    );
  });
  const { messages } = JSON.parse(stdout) as { messages: RawMessage[] };
  const byFile = new Map<string, VnuFile>(files.map((f) => [f, { file: path.relative(dir, f), errors: [], warnings: [] }]));
  for (const m of messages) {
    const file = m.url ? fileURLToPath(m.url) : '';
    const entry = byFile.get(path.normalize(file));
    const note = { line: m.lastLine, message: m.message };
    if (m.type === 'info' && m.subType !== 'warning') continue;
    if (!entry) throw new Error(`The Nu HTML Checker reported on an unknown file: ${m.url ?? '(none)'}: ${m.message}`);
    (m.type === 'info' ? entry.warnings : entry.errors).push(note);
  }
  return [...byFile.values()];
}
