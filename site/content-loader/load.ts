/**
 * The load stage: reads every content source as it is, without judging it. Structured records are
 * YAML files (yaml-data.ts); long-form text is Markdown (later stages). Nothing in content/ is run:
 * a code file there is refused by name (code-files.ts). A file that cannot be loaded does not stop
 * the others: its problem is kept, and validation reports it together with everything wrong in
 * the files that did load.
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ContentError, type Problem } from '../errors.ts';
import { decodeUtf8 } from './load-problems.ts';
import { displayPath } from '../cli/project-paths.ts';
import { slugifyFileName } from '../lib/text.ts';
import { entriesBelow, notPlainFiles } from './symbolic-links.ts';
import { codeFiles } from './code-files.ts';
import { onYamlLines, readYaml, type YamlShape } from './yaml-data.ts';

export interface Loaded {
  /** The file, as the messages name it (e.g. `content/products.yml`). */
  file: string;
  value: unknown;
  /** Set when the file could not be read or parsed: its problem is in RawContent.problems. */
  failed?: boolean;
  /** A YAML file's line of each field, by its path as the model names it (yaml-data.ts). */
  lines?: Record<string, number>;
}

export interface RawContent {
  /** The content folder, as messages name it. */
  dir: string;
  site: Loaded;
  products: Loaded;
  industries: Loaded[];
  navigation: Loaded;
  company: Loaded;
  home: Loaded;
  redirects: Loaded;
  blogCategories: Loaded;
  /** Markdown files: `value` is the file's text. */
  legal: { privacy: Loaded; terms: Loaded; disclaimer: Loaded };
  about: Loaded;
  caseStudies: Loaded[];
  blog: Loaded[];
  whitepapers: Loaded[];
  /** Files and folders that could not be loaded, and why. */
  problems: Problem[];
}

export interface LoadOptions {
  /** The project's folder, which messages name files relative to (default: the working folder). */
  root?: string;
}

/** Names of files written as content but under another extension (`post.markdown`, `retail.yaml`); hidden files and editors' backups are not; code is refused by code-files.ts. */
const CONTENT_LIKE = /(?<=^[^.~#][^~#]*)\.(md|markdown|mdx|mdown|txt|yml|yaml|json)$/i;

/** Documents of an office suite, which a Markdown folder cannot publish (hidden files and Word's own `~$` lock files are left alone). */
const OFFICE_DOCUMENT = /(?<=^[^.~#][^~#]*)\.(docx?|odt|rtf|pdf|pages)$/i;
const OFFICE_KINDS: Record<string, string> = { doc: 'a Word document', docx: 'a Word document', odt: 'an OpenDocument text', rtf: 'an RTF document', pdf: 'a PDF', pages: 'a Pages document' };

/** Why an office document (`shown`, as messages name it) in a Markdown folder is refused, with the .md file to copy its text into. */
function officeDocument(shown: string, name: string): string {
  const [, extension] = OFFICE_DOCUMENT.exec(name)!;
  const markdown = `${shown.slice(0, -name.length)}${slugifyFileName(`${name.slice(0, -extension.length)}md`, 'new-text')}`;
  return `is ${OFFICE_KINDS[extension.toLowerCase()]}, which can't be published as it is: copy its text into a new .md file, like ${markdown}, and move this file out of content/ (docs/content.md §7)`;
}

export async function loadContent(contentDir: string, { root = process.cwd() }: LoadOptions = {}): Promise<RawContent> {
  const problems: Problem[] = [];
  /** A file as messages name it. */
  const name = (file: string) => displayPath(root, file);
  // A symbolic link (or other special file) is refused, and never read through: it could bring any file of the computer into a page.
  // Listed once for both: a content folder may hold thousands of files.
  const tree = entriesBelow(contentDir);
  const links = notPlainFiles(contentDir, name(contentDir), tree);
  problems.push(...links, ...codeFiles(contentDir, name(contentDir), tree));
  const failed = (file: string, ...found: Problem[]): Loaded => {
    problems.push(...found);
    return { file: name(file), value: undefined, failed: true };
  };
  // Read synchronously: there may be thousands of small files, and each asynchronous read costs
  // four thread-pool round trips (open, stat, read, close) for microseconds of work.
  const read = (file: string): { text: string } | { problem: Problem } => {
    const shown = name(file);
    const link = links.find((problem) => problem.file === shown);
    if (link) return { problem: link };
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return { problem: { file: shown, message: code === 'ENOENT' ? 'is missing' : code === 'EISDIR' ? 'is a folder, not a file' : `could not be read (${code ?? (error as Error).message})` } };
    }
    const decoded = decodeUtf8(bytes);
    return 'text' in decoded ? decoded : { problem: { file: shown, line: decoded.line, message: decoded.message } };
  };
  /** A YAML file's data (yaml-data.ts), unwrapped from its `wrapper` key; `root` is its field path in messages. */
  const load = async (file: string, shape: YamlShape = {}): Promise<Loaded> => {
    const source = read(file);
    if ('problem' in source) return failed(file, source.problem);
    const shown = name(file);
    const { value, problems: found, lines } = readYaml(source.text, shape);
    if (found.length) return { ...failed(file, ...found.map((problem) => ({ file: shown, ...problem }))), lines };
    return { file: shown, value, lines };
  };
  const text = async (file: string): Promise<Loaded> => {
    const source = read(file);
    if ('problem' in source) return failed(file, source.problem);
    // One problem for an empty file, rather than every field of its header missing.
    if (!source.text.trim()) return failed(file, { file: name(file), message: 'is empty: write its metadata header and text (docs/content.md §7), or delete the file' });
    return { file: name(file), value: source.text };
  };
  const folder = async (dir: string, extension: '.yml' | '.md'): Promise<Loaded[]> => {
    const entries = await readdir(path.join(contentDir, dir), { withFileTypes: true }).catch(() => {
      problems.push({ file: name(path.join(contentDir, dir)), message: 'folder is missing' });
      return [];
    });
    // What is not read must not look as if it were: a folder, or a file of the right kind misnamed.
    for (const entry of entries) {
      const shown = name(path.join(contentDir, dir, entry.name));
      // A Pages document may be a folder (a macOS package).
      if (extension === '.md' && OFFICE_DOCUMENT.test(entry.name)) problems.push({ file: shown, message: officeDocument(shown, entry.name) });
      else if (entry.isDirectory()) problems.push({ file: shown, message: `is a folder: only the ${extension} files directly in ${dir}/ are read; move its files up a level` });
      else if (!entry.name.endsWith(extension) && CONTENT_LIKE.test(entry.name)) {
        problems.push({ file: shown, message: `is not read: only ${extension} files are; rename it to ${entry.name.replace(CONTENT_LIKE, extension)}` });
      }
    }
    const each = extension === '.yml' ? (file: string) => load(file) : text;
    return Promise.all(entries.map((e) => e.name).filter((n) => n.endsWith(extension)).sort().map((n) => each(path.join(contentDir, dir, n))));
  };

  const [privacy, terms, disclaimer, about] = await Promise.all(
    ['legal/privacy.md', 'legal/terms.md', 'legal/disclaimer.md', 'pages/about.md'].map((f) => text(path.join(contentDir, f))),
  );
  const [caseStudies, blog, whitepapers] = await Promise.all([folder('case-studies', '.md'), folder('blog', '.md'), folder('whitepapers', '.md')]);
  const [site, products, industries, navigation, company, home, redirects, blogCategories] = await Promise.all([
    load(path.join(contentDir, 'site.yml')),
    load(path.join(contentDir, 'products.yml'), { wrapper: 'products', root: 'products' }),
    folder('industries', '.yml'),
    load(path.join(contentDir, 'navigation.yml')),
    load(path.join(contentDir, 'company.yml')),
    load(path.join(contentDir, 'home.yml')),
    load(path.join(contentDir, 'redirects.yml'), { wrapper: 'redirects' }),
    load(path.join(contentDir, 'blog-categories.yml'), { wrapper: 'categories' }),
  ]);
  return {
    dir: name(contentDir), site, products, industries, navigation, company, home, redirects, blogCategories, legal: { privacy, terms, disclaimer }, about, caseStudies, blog, whitepapers,
    problems,
  };
}

/** The YAML files of the content. */
export const yamlFiles = (raw: RawContent): Loaded[] => [raw.site, raw.products, ...raw.industries, raw.navigation, raw.company, raw.home, raw.redirects, raw.blogCategories];

/**
 * A content error whose problems name fields of YAML files, with each placed on its field's line:
 * the one place that gives model problems their lines, whichever stage found them. Any other error
 * is returned as it is.
 */
export function placedOnLines(error: unknown, raw: RawContent | undefined): unknown {
  if (!(error instanceof ContentError) || !raw) return error;
  const placed = onYamlLines(error.problems, yamlFiles(raw));
  return placed.some((problem, i) => problem !== error.problems[i]) ? new ContentError(placed) : error;
}
