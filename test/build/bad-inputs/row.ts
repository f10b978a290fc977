/** One row of the bad-input table (test/build/bad-inputs.build.test.ts): a mistake a user makes, and what the build must say. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../helpers/server.ts';
import type { ScratchSite } from '../../helpers/scratch-site.ts';
import { A_POST, ANOTHER_POST, INDUSTRY_FILES, whereField } from '../../helpers/content.ts';
import type { FieldPath } from '../../helpers/yaml-edits.ts';

export interface BadInput {
  /** The mistake, as the test's name. */
  name: string;
  /** Breaks the scratch copy of the project (content/, site/, static/, dist/ are its own). */
  arrange?: (site: ScratchSite) => Promise<void>;
  /** The build's arguments (default none). */
  args?: (site: ScratchSite) => string[];
  /** What the error output must contain: the file, and the field or line. */
  says: (string | RegExp)[];
  /**
   * Runs `tsx build.ts` as a process of its own, for a mistake that involves the process (the
   * lock a live process holds, what the command prints and its exit code). Other rows are built
   * in the test's process unless they change a module (test/build/bad-inputs/in-process.ts).
   */
  command?: boolean;
  /** The exit code (default 1). */
  exit?: number;
}

/**
 * A folder beside each row's copy of the project (a sibling of its root), made afresh before the
 * row and compared after it: nothing there may change. It holds a page, for a row to aim at from
 * the copy's output (`/../../outside/page` from dist/'s staging folder).
 */
export const OUTSIDE = { folder: 'outside', page: 'outside/page/index.html', text: '<!doctype html><title>Not the site</title>\n' };

/** Files the rows break, as the project names them. */
export const POST = A_POST.source;
export const OTHER_POST = ANOTHER_POST.source;
/** A case study: the first file of content/case-studies/ (any of them may be renamed or removed). */
export const STUDY = `content/case-studies/${readdirSync(path.join(projectRoot, 'content/case-studies')).filter((f) => f.endsWith('.md')).sort()[0]}`;
/** Two industries: the first two files of content/industries/ (any of them may be renamed or removed). */
export const [INDUSTRY, OTHER_INDUSTRY] = INDUSTRY_FILES.slice(0, 2).map((industry) => industry.source);
/** Two whitepapers: the first two files of content/whitepapers/ (any of them may be renamed or removed). */
const [FIRST_PAPER, SECOND_PAPER] = readdirSync(path.join(projectRoot, 'content/whitepapers')).filter((f) => f.endsWith('.md')).sort();
export const PAPER = `content/whitepapers/${FIRST_PAPER}`;
export const OTHER_PAPER = `content/whitepapers/${SECOND_PAPER ?? FIRST_PAPER}`;

/** The project's own copy of `file`. */
export const source = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

/**
 * The line of the first match of `pattern` in the project's own copy of `file`: a row that puts a
 * mistake just before that line expects the message there, whatever a writer has changed since.
 */
export function lineOf(file: string, pattern: RegExp): number {
  const text = source(file);
  const match = pattern.exec(text);
  if (!match) throw new Error(`lineOf: ${pattern} is not in ${file}`);
  return text.slice(0, match.index).split('\n').length;
}

/** The line count of the project's own copy of `file`, blank lines at its end left out. */
export const lastLine = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8').trimEnd().split('\n').length;

/** Adds `markdown` as the last paragraphs of `file` (in its last section, if it has any). */
export const append = (file: string, markdown: string) => async (site: ScratchSite) => site.write(file, `${(await site.read(file)).trimEnd()}\n\n${markdown}\n`);

/**
 * A row that appends `markdown` to `file` and expects the build to name the file and the line of
 * `markdown` the problem is on (`problemLine`, counted from 1 within `markdown`), then `says` too.
 * Whatever the file says today, the row holds: it adds to the copy rather than editing it.
 */
export function appended(name: string, file: string, markdown: string, says: (string | RegExp)[], problemLine = 1): BadInput {
  return { name, arrange: append(file, markdown), says: [`${file}:${lastLine(file) + 1 + problemLine}:`, ...says] };
}

/** The copy's `file` rewritten by `edit` (a YAML edit, test/helpers/yaml-edits.ts). */
export const editedBy = (file: string, edit: (text: string) => string) => async (site: ScratchSite) => {
  await site.change(file, edit);
};

/**
 * Where the build names `field` of the YAML file `file` once `edit` is made: the file, the line
 * and the field (`content/home.yml:143: "testimonials[0].title"`). The line is the one `at` (its
 * path in the file, `field` unless the file's list is under a key or the field is missing) has
 * once the same edit is made to the project's own copy: a row holds whatever the file says today.
 */
export const fieldAt = (file: string, edit: (text: string) => string, field: string, at: FieldPath = field) => whereField(file, field, { text: edit(source(file)), at });

/** A row that edits the YAML file `file` with `edit` and expects the build to name the file, the line and `field` (fieldAt), then `says`. */
export function yamlEdited(name: string, file: string, edit: (text: string) => string, field: string, says: (string | RegExp)[], at: FieldPath = field): BadInput {
  return { name, arrange: editedBy(file, edit), says: [`${fieldAt(file, edit, field, at)} `, ...says] };
}
