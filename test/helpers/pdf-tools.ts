/**
 * The PDF checks of tools no one here wrote: Debian's qpdf and poppler-utils (pdfinfo, pdffonts,
 * pdftotext). Without them a PDF test is skipped with a warning, except under CI, where that is a
 * failure (.ci/run installs both).
 */
import { spawnSync } from 'node:child_process';
import { markSkipped } from './skipped.ts';

const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Whether qpdf and poppler-utils are installed; if not, says so (skipped, or a failure under CI). */
export function pdfToolsPresent(): boolean {
  const missing = [['qpdf', 'qpdf'], ['pdfinfo', 'poppler-utils'], ['pdffonts', 'poppler-utils'], ['pdftotext', 'poppler-utils']].filter(([tool]) => run(tool, ['-v']).error);
  if (!missing.length) return true;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  if (process.env.CI) throw new Error(`No ${missing.map(([tool]) => tool).join(', ')} found (apt-get install -y ${packages}); under CI this is a failure.`);
  console.warn(`\n  ! PDF tests skipped: no ${packages} (apt-get install -y ${packages}).\n`);
  markSkipped(`no ${packages}`);
  return false;
}

/** What a tool printed; throws with its message when it fails. */
function output(command: string, args: string[]): string {
  const result = run(command, args);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** `qpdf --check`: its report (it exits non-zero on a damaged file). */
export const qpdfCheck = (file: string) => output('qpdf', ['--check', file]);

/** pdfinfo's fields, by name. */
export function pdfInfo(file: string): Record<string, string> {
  return Object.fromEntries(output('pdfinfo', [file]).split('\n').map((line) => /^([^:]+):\s*(.*)$/.exec(line)).filter((m) => m !== null).map((m) => [m[1], m[2]]));
}

/** pdffonts' table: each font's name, and whether it is embedded. */
export function pdfFonts(file: string): { name: string; embedded: boolean }[] {
  return output('pdffonts', [file]).split('\n').slice(2).filter((line) => line.trim()).map((line) => {
    const columns = line.trim().split(/\s+/);
    // name, type (one or two words), encoding, emb, sub, uni, object, id: "emb" is the fifth from the end.
    return { name: columns[0], embedded: columns[columns.length - 5] === 'yes' };
  });
}

/** The text in the order the pages' content draws it (-raw: not rearranged by where it stands, so a table reads cell by cell), which is the structure tree's order. */
export const pdfText = (file: string) => output('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);

/** The file written out by qpdf with every stream uncompressed and every object on its own (QDF), as text, for reading its structure. */
export const pdfObjects = (file: string) => output('qpdf', ['--qdf', '--object-streams=disable', file, '-']);

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A node of a PDF's structure tree as qpdf reads it: its role, its Alt text, its child elements in order. */
export interface StructElement { role: string; alt?: string; children: StructElement[] }

/** A PDF's objects as qpdf's JSON (version 2) gives them: dictionaries by reference ("12 0 R"), text strings decoded ("u:…"). */
function pdfJson(file: string) {
  const [, ...entries] = (JSON.parse(output('qpdf', ['--json=2', '--json-key=qpdf', file])) as { qpdf: Record<string, { value?: JsonValue; stream?: { dict: JsonValue } }>[] }).qpdf;
  const objects = new Map(Object.entries(Object.assign({}, ...entries) as Record<string, { value?: JsonValue; stream?: { dict: JsonValue } }>).map(([key, object]) => [key.replace(/^obj:/, ''), object.value ?? object.stream?.dict ?? null]));
  /** A value, a reference followed to what it names. */
  const at = (value: JsonValue | undefined): JsonValue | undefined => (typeof value === 'string' && / 0 R$/.test(value) ? objects.get(value) : value);
  const dict = (value: JsonValue | undefined) => (at(value) ?? {}) as Record<string, JsonValue>;
  const text = (value: JsonValue | undefined) => (typeof value === 'string' ? value.replace(/^u:/, '') : undefined);
  const trailer = objects.get('trailer') as Record<string, JsonValue>;
  return { at, dict, text, catalog: dict(dict(trailer)['/Root']) };
}

/** The structure tree, read from the file by qpdf: the StructTreeRoot's elements, each with its children, in order. */
export function pdfStructTree(file: string): StructElement[] {
  const { at, dict, text, catalog } = pdfJson(file);
  const kids = (value: JsonValue | undefined): StructElement[] => {
    const list = Array.isArray(at(value)) ? (at(value) as JsonValue[]) : value === undefined ? [] : [value];
    return list.flatMap((kid) => {
      const element = at(kid);
      // Marked content (a number, or a dictionary with /MCID) and annotations (/OBJR) are leaves, not elements.
      if (!element || typeof element !== 'object' || Array.isArray(element) || !('/S' in element)) return [];
      const alt = text(element['/Alt']);
      return [{ role: String(element['/S']).slice(1), ...(alt !== undefined && { alt }), children: kids(element['/K']) }];
    });
  };
  return kids(dict(catalog['/StructTreeRoot'])['/K']);
}

/** The bookmarks' titles, in order, each level's children after it (indented by two spaces a level). */
export function pdfBookmarks(file: string): string[] {
  const { dict, text, catalog } = pdfJson(file);
  const titles: string[] = [];
  const walk = (first: JsonValue | undefined, depth: number) => {
    for (let item = first; item; item = dict(item)['/Next']) {
      titles.push(`${'  '.repeat(depth)}${text(dict(item)['/Title'])}`);
      walk(dict(item)['/First'], depth + 1);
    }
  };
  walk(dict(catalog['/Outlines'])['/First'], 0);
  return titles;
}

/** The catalog's language and whether viewers show the title as the window's. */
export function pdfCatalog(file: string): { lang?: string; displayDocTitle?: boolean } {
  const { dict, text, catalog } = pdfJson(file);
  return { lang: text(catalog['/Lang']), displayDocTitle: dict(catalog['/ViewerPreferences'])['/DisplayDocTitle'] as boolean | undefined };
}
