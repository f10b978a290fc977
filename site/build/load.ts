/**
 * Stage 1, load: reads every content source as it is, without judging it. Structured records are
 * TypeScript modules (their default export); long-form text is Markdown (later stages).
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContentError, type Problem } from './errors.ts';

export interface Loaded {
  /** The file, as the messages name it (e.g. `content/products.ts`). */
  file: string;
  value: unknown;
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
  /** Markdown files: `value` is the file's text. */
  legal: { privacy: Loaded; terms: Loaded; disclaimer: Loaded };
  about: Loaded;
  caseStudies: Loaded[];
  blog: Loaded[];
  whitepapers: Loaded[];
}

/** Names a file the way a person finds it: relative to the working folder when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

export interface LoadOptions {
  /**
   * How a content module is imported. Node caches a module by its path for the life of the
   * process, so by default one process loads a given content folder once (the CLI builds once);
   * the dev server passes an importer that sees every edit (site/dev/content-modules.ts).
   */
  importModule?: (file: string) => Promise<{ default?: unknown }>;
}

const importFile = (file: string) => import(pathToFileURL(file).href) as Promise<{ default?: unknown }>;

export async function loadContent(contentDir: string, { importModule = importFile }: LoadOptions = {}): Promise<RawContent> {
  const problems: Problem[] = [];
  const load = async (file: string): Promise<Loaded> => {
    const shown = displayPath(file);
    try {
      const mod = await importModule(file);
      if (mod.default === undefined) problems.push({ file: shown, message: 'has no default export (write `export default …`)' });
      return { file: shown, value: mod.default };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const missing = code === 'ERR_MODULE_NOT_FOUND' && String((error as Error).message).includes(file);
      problems.push({ file: shown, message: missing ? 'is missing' : `could not be loaded: ${(error as Error).message.split('\n')[0]}` });
      return { file: shown, value: undefined };
    }
  };
  // Read synchronously: there may be thousands of small files, and each asynchronous read costs
  // four thread-pool round trips (open, stat, read, close) for microseconds of work.
  const text = async (file: string): Promise<Loaded> => {
    const shown = displayPath(file);
    try {
      return { file: shown, value: readFileSync(file, 'utf8') };
    } catch {
      problems.push({ file: shown, message: 'is missing' });
      return { file: shown, value: undefined };
    }
  };
  const folder = async (dir: string, extension: '.ts' | '.md'): Promise<Loaded[]> => {
    const names = await readdir(path.join(contentDir, dir)).catch(() => {
      problems.push({ file: displayPath(path.join(contentDir, dir)), message: 'folder is missing' });
      return [] as string[];
    });
    const read = extension === '.ts' ? load : text;
    return Promise.all(names.filter((n) => n.endsWith(extension)).sort().map((n) => read(path.join(contentDir, dir, n))));
  };

  const [privacy, terms, disclaimer, about] = await Promise.all(
    ['legal/privacy.md', 'legal/terms.md', 'legal/disclaimer.md', 'pages/about.md'].map((f) => text(path.join(contentDir, f))),
  );
  const [caseStudies, blog, whitepapers] = await Promise.all([folder('case-studies', '.md'), folder('blog', '.md'), folder('whitepapers', '.md')]);
  const [site, products, industries, navigation, company, home] = await Promise.all([
    load(path.join(contentDir, 'site.ts')),
    load(path.join(contentDir, 'products.ts')),
    folder('industries', '.ts'),
    load(path.join(contentDir, 'navigation.ts')),
    load(path.join(contentDir, 'company.ts')),
    load(path.join(contentDir, 'home.ts')),
  ]);
  if (problems.length) throw new ContentError(problems);
  return { dir: displayPath(contentDir), site, products, industries, navigation, company, home, legal: { privacy, terms, disclaimer }, about, caseStudies, blog, whitepapers };
}
