/**
 * Reads the resource centre's Markdown into typed records: case studies (Challenge, Solution,
 * Results lists and a Key Takeaway), blog posts and whitepapers (Highlights, then the paper).
 * Every problem names its file and field; ids come from file names and must be unique.
 */
import path from 'node:path';
import type { Site } from '../model/content.ts';
import { validate } from '../model/schema.ts';
import { blogHeader, caseStudyHeader, caseStudyIds, whitepaperHeader, whitepaperIds, type BlogPost, type CaseStudy, type Resources, type Whitepaper } from '../model/resources.ts';
import type { Problem } from './errors.ts';
import type { Loaded } from './load.ts';
import { listItems, namedSections, renderMarkdown, type MarkdownProblem } from './markdown.ts';
import { readDocument } from './validate-documents.ts';
import { withDeferredHtml, mayHoldHtml, POST_HEADING_OFFSET } from './post-markdown.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const idOf = (loaded: Loaded) => path.basename(loaded.file, '.md');

function checkHeader(schema: Parameters<typeof validate>[0], data: Record<string, string>, issues: MarkdownProblem[]): void {
  for (const issue of validate(schema, data)) issues.push({ field: issue.path, message: issue.message });
}

function section(sections: Map<string, string>, name: string, issues: MarkdownProblem[]): string {
  const body = sections.get(name);
  if (body === undefined) issues.push({ field: `## ${name}`, message: 'section is missing' });
  return body ?? '';
}

function list(sections: Map<string, string>, name: string, issues: MarkdownProblem[], min = 1): string[] {
  const items = listItems(section(sections, name, issues));
  if (sections.has(name) && items.length < min) issues.push({ field: `## ${name}`, message: `must be a list of at least ${min} item${min === 1 ? '' : 's'} ("- …")` });
  return items;
}

function readCaseStudy(loaded: Loaded, site: Site, problems: Problem[]): CaseStudy {
  return readDocument(loaded, site, problems, (data, body, issues) => {
    checkHeader(caseStudyHeader, data, issues);
    const sections = namedSections(body);
    return {
      ...(data as Omit<CaseStudy, 'id' | 'challenge' | 'solution' | 'results' | 'takeaway'>),
      id: idOf(loaded) as CaseStudy['id'],
      challenge: list(sections, 'Challenge', issues, 2),
      solution: list(sections, 'Solution', issues, 2),
      results: list(sections, 'Results', issues, 2),
      takeaway: section(sections, 'Key Takeaway', issues).replace(/\s+/g, ' '),
    };
  });
}

/** With `deferHtml`, a post's Markdown is rendered when its page is, if it cannot hold raw HTML (site/build/post-markdown.ts). */
function readPost(loaded: Loaded, site: Site, problems: Problem[], deferHtml: boolean): BlogPost {
  return readDocument(loaded, site, problems, (data, body, issues) => {
    checkHeader(blogHeader, data, issues);
    const [month, year] = (data.date ?? '').split(' ');
    const post = {
      ...(data as Omit<BlogPost, 'slug' | 'month' | 'html'>),
      slug: idOf(loaded),
      month: `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}`,
    };
    if (deferHtml && !mayHoldHtml(body)) return withDeferredHtml(post, { file: loaded.file, body });
    return { ...post, html: renderMarkdown(body, issues, POST_HEADING_OFFSET) };
  });
}

function readWhitepaper(loaded: Loaded, site: Site, problems: Problem[]): Whitepaper {
  return readDocument(loaded, site, problems, (data, body, issues) => {
    checkHeader(whitepaperHeader, data, issues);
    const highlights = list(namedSections(body), 'Highlights', issues, 3);
    const paper = body.replace(/^## Highlights\n[\s\S]*?(?=^## )/m, '');
    return { ...(data as Omit<Whitepaper, 'id' | 'pages' | 'highlights' | 'html'>), id: idOf(loaded) as Whitepaper['id'], pages: Number(data.pages), highlights, html: renderMarkdown(paper, issues) };
  });
}

/** Every expected id must have its file, and no file may be unexpected. */
function checkIds(kind: string, folder: string, loaded: Loaded[], expected: readonly string[], problems: Problem[]): void {
  const found = loaded.map(idOf);
  for (const id of expected) if (!found.includes(id)) problems.push({ file: `${folder}/${id}.md`, message: `is missing (SPEC.md lists the ${kind} "${id}")` });
  for (const l of loaded) if (!expected.includes(idOf(l))) problems.push({ file: l.file, message: `is not one of the ${kind}s SPEC.md lists (${expected.join(', ')})` });
}

export function readResources(raw: { caseStudies: Loaded[]; blog: Loaded[]; whitepapers: Loaded[] }, contentLabel: string, site: Site, problems: Problem[], { deferPostHtml = false } = {}): Resources {
  checkIds('case study', `${contentLabel}/case-studies`, raw.caseStudies, caseStudyIds, problems);
  checkIds('whitepaper', `${contentLabel}/whitepapers`, raw.whitepapers, whitepaperIds, problems);
  for (const post of raw.blog) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(idOf(post))) problems.push({ file: post.file, message: 'file name must be lower-case words joined by dashes (it is the post\'s address)' });
  }
  const blog = raw.blog.map((l) => readPost(l, site, problems, deferPostHtml)).sort((a, b) => b.month.localeCompare(a.month) || a.slug.localeCompare(b.slug));
  return {
    caseStudies: caseStudyIds.map((id) => raw.caseStudies.find((l) => idOf(l) === id)).filter((l): l is Loaded => Boolean(l)).map((l) => readCaseStudy(l, site, problems)),
    blog,
    whitepapers: whitepaperIds.map((id) => raw.whitepapers.find((l) => idOf(l) === id)).filter((l): l is Loaded => Boolean(l)).map((l) => readWhitepaper(l, site, problems)),
  };
}
