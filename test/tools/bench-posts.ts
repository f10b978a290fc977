/**
 * Blog posts for the benchmark: N extra posts that pass the content model (site/model/resources.ts),
 * each the body of a real post (so every page costs what a real one does) under its own header.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import { colors } from '../../site/model/content.ts';
import { parseFrontMatter } from '../../site/content-loader/front-matter.ts';
import { MONTH_NAMES } from '../../site/lib/text.ts';


export async function writeBenchPosts(contentDir: string, count: number): Promise<void> {
  const blogDir = path.join(contentDir, 'blog');
  // The categories as the build reads them, before any post is added.
  const { blogCategories } = validateContent(await loadContent(contentDir));
  const names = (await readdir(blogDir)).filter((n) => n.endsWith('.md')).sort();
  const posts = await Promise.all(names.map(async (n) => parseFrontMatter(await readFile(path.join(blogDir, n), 'utf8'), [])));
  const writes: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const source = posts[i % posts.length];
    // Dates go back month by month from 2023, so every generated post sorts below the real ones.
    const month = MONTH_NAMES[11 - (i % 12)];
    const year = 2023 - Math.floor(i / 12) % 20;
    const header = [
      `title: Bench note ${i + 1}: ${source.data.title}`,
      `excerpt: ${source.data.excerpt}`,
      `author: ${source.data.author}`,
      `role: ${source.data.role}`,
      `date: ${month} ${year}`,
      `category: ${blogCategories[i % blogCategories.length].name}`,
      `color: ${colors[i % colors.length]}`,
    ];
    writes.push(writeFile(path.join(blogDir, `bench-note-${i + 1}.md`), `---\n${header.join('\n')}\n---\n${source.body}`));
  }
  await Promise.all(writes);
}
