/**
 * Blog posts for the benchmark: N extra posts that pass the content model (site/model/resources.ts),
 * each the body of a real post (so every page costs what a real one does) under a header of its
 * own, and the same posts as the peer generators read them.
 *
 * Header values are written as YAML double-quoted strings: valid YAML for every generator, and
 * read as the same text by ours (no real post's title or excerpt holds a quote or a backslash).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { colors } from '../site/model/content.ts';
import { parseFrontMatter } from '../site/content-loader/front-matter.ts';
import { MONTH_NAMES } from '../site/lib/text.ts';

/** A Markdown file: its header, one "name: value" a line, then its text. */
const markdownFile = (header: Record<string, string>, body: string) =>
  `---\n${Object.entries(header).map(([name, value]) => `${name}: ${JSON.stringify(value)}`).join('\n')}\n---\n${body}`;

/** The Markdown files of a blog folder, by name, header and text. */
async function readPosts(blogDir: string) {
  const names = (await readdir(blogDir)).filter((n) => n.endsWith('.md')).sort();
  return Promise.all(names.map(async (name) => ({ name, ...parseFrontMatter(await readFile(path.join(blogDir, name), 'utf8'), []) })));
}

/** Adds `count` posts to the blog of `contentDir`, each under a title and excerpt of its own. */
export async function writeBenchPosts(contentDir: string, count: number): Promise<void> {
  const blogDir = path.join(contentDir, 'blog');
  const posts = await readPosts(blogDir);
  // The categories of the content being built (content/blog-categories.yml holds them under `categories:`).
  const { categories } = parseYaml(await readFile(path.join(contentDir, 'blog-categories.yml'), 'utf8')) as { categories: { name: string }[] };
  const writes: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const source = posts[i % posts.length];
    // Dates go back month by month from 2023, so every generated post sorts below the real ones.
    const month = MONTH_NAMES[11 - (i % 12)];
    const year = 2023 - Math.floor(i / 12) % 20;
    // No two pages may share a title or a description (site/generator/page-texts.ts): both are numbered.
    const header = {
      title: `Bench note ${i + 1}: ${source.data.title}`,
      excerpt: `Bench note ${i + 1}. ${source.data.excerpt}`,
      author: source.data.author,
      role: source.data.role,
      date: `${month} ${year}`,
      category: categories[i % categories.length].name,
      color: colors[i % colors.length],
    };
    writes.push(writeFile(path.join(blogDir, `bench-note-${i + 1}.md`), markdownFile(header, source.body)));
  }
  await Promise.all(writes);
}

/**
 * Writes every published post of `contentDir`'s blog (the real ones and the generated) into
 * `peerBlogDir`, with the same text and the same header values, the header as YAML any peer
 * generator reads (a real post's header may hold a value YAML would not read unquoted).
 */
export async function writePeerPosts(contentDir: string, peerBlogDir: string, header = (data: Record<string, string>) => data): Promise<number> {
  const posts = (await readPosts(path.join(contentDir, 'blog'))).filter((post) => post.data.draft !== 'true');
  await mkdir(peerBlogDir, { recursive: true });
  await Promise.all(posts.map((post) => writeFile(path.join(peerBlogDir, post.name), markdownFile(header(post.data), post.body))));
  return posts.length;
}

/** A header whose month ("March 2025") is a date ("2025-03-01"): Hugo reads no other. */
export const monthAsDate = (data: Record<string, string>): Record<string, string> => {
  const [month, year] = data.date.split(' ');
  return { ...data, date: `${year}-${String(MONTH_NAMES.indexOf(month) + 1).padStart(2, '0')}-01` };
};
