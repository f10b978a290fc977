/**
 * Reads the resource centre's Markdown into typed records: case studies (Challenge, Solution,
 * Results lists and a Key takeaway), blog posts and whitepapers (Highlights, then the paper).
 * Every problem names its file and its line or field; ids come from file names and must be
 * unique, and so must titles within a kind. Nothing a page would not show is accepted.
 */
import path from 'node:path';
import { blogHeader, caseStudyHeader, whitepaperHeader, type BlogPost, type CaseStudy, type Resources, type SectionLink, type Whitepaper } from '../model/resources.ts';
import type { Problem } from '../errors.ts';
import type { Loaded } from './load.ts';
import type { Heading, MarkdownProblem } from './markdown.ts';
import { blankOut, cutAtHeadings, knownSections, listItems, paragraphText, refuseGivenIds, refuseIntro, renderPart, type Section } from './markdown-parts.ts';
import { checkHeader, readDocument } from './validate-documents.ts';
import { coverIssues } from '../model/cover-images.ts';
import { canonicalLanguage } from '../model/language.ts';
import type { ProsePictureRef } from '../model/prose-pictures.ts';
import { WORDS_PER_MINUTE, isoMonth, readingTime, wordCount } from '../lib/text.ts';
import { checkExhibit, checkPaperLength, checkRevisionDate, checkSources } from './whitepaper-rules.ts';
import { unknownCategory, type BlogCategory } from '../model/blog-categories.ts';

/** The blog's categories and the file that lists them; undefined while that file is unsound (posts' categories are then not judged). */
export interface KnownCategories { file: string; categories: readonly BlogCategory[] | undefined }

const idOf = (loaded: Loaded) => path.basename(loaded.file, '.md');

/** A post's headings render a level down, below the page's own h1. */
export const POST_HEADING_OFFSET = 1;

const CASE_STUDY_SECTIONS = ['Challenge', 'Solution', 'Results', 'Key takeaway'] as const;
const CASE_STUDY_RULE = 'a case study holds the sections Challenge, Solution and Results (each a list) and Key takeaway (a paragraph), and nothing else';
const WHITEPAPER_RULE = 'a whitepaper starts with "## Highlights" (a list), then the paper in its own "## " sections';

/** Titles seen so far in one kind of document, so that a second file with one is refused. */
function uniqueTitles(kind: string) {
  const seen = new Map<string, string>();
  return (title: string | undefined, file: string, issues: MarkdownProblem[]) => {
    const key = title?.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!key) return;
    const first = seen.get(key);
    if (first) issues.push({ field: 'title', message: `is also the title of ${first}: every ${kind} needs a title of its own (readers and search engines could not tell them apart)` });
    else seen.set(key, file);
  };
}

function readCaseStudy(loaded: Loaded, tokens: Record<string, string>, problems: Problem[], titleSeen: ReturnType<typeof uniqueTitles>): CaseStudy {
  return readDocument(loaded, tokens, problems, (data, body, issues, bodyLine) => {
    checkHeader(caseStudyHeader, data, issues);
    for (const issue of coverIssues(data)) issues.push({ field: issue.path, message: issue.message });
    titleSeen(data.title, loaded.file, issues);
    const { intro, sections } = cutAtHeadings(body, bodyLine);
    refuseIntro(intro, CASE_STUDY_RULE, issues);
    refuseGivenIds(sections, issues);
    const found = knownSections(sections, CASE_STUDY_SECTIONS, CASE_STUDY_RULE, issues);
    // A misspelt heading was refused with a suggestion already.
    const missing = (name: string) => sections.some((s) => s.title.toLowerCase() === name.toLowerCase()) || void issues.push({ field: `## ${name}`, message: `section is missing: ${CASE_STUDY_RULE}` });
    const list = (name: string) => {
      const section = found.get(name);
      return section ? listItems(section, 2, issues) : (missing(name), []);
    };
    const takeaway = found.get('Key takeaway');
    return {
      ...(data as Omit<CaseStudy, 'id' | 'challenge' | 'solution' | 'results' | 'takeaway' | 'cover' | 'pdf'>),
      id: idOf(loaded),
      challenge: list('Challenge'),
      solution: list('Solution'),
      results: list('Results'),
      takeaway: takeaway ? paragraphText(takeaway, issues) : (missing('Key takeaway'), ''),
    };
  });
}

function readPost(loaded: Loaded, tokens: Record<string, string>, problems: Problem[], titleSeen: ReturnType<typeof uniqueTitles>, known: KnownCategories): BlogPost {
  return readDocument(loaded, tokens, problems, (data, body, issues, bodyLine) => {
    if ('readTime' in data) {
      issues.push({ field: 'readTime', message: `is worked out from the post's words now (about ${WORDS_PER_MINUTE} a minute): delete this line` });
      delete data.readTime;
    }
    checkHeader(blogHeader, data, issues);
    const category = data.category?.trim() && known.categories && unknownCategory(data.category, known.categories, known.file);
    if (category) issues.push({ field: 'category', message: category });
    for (const issue of coverIssues(data)) issues.push({ field: issue.path, message: issue.message });
    titleSeen(data.title, loaded.file, issues);
    if (!body.trim()) issues.push({ line: bodyLine, message: 'has no article after its metadata header: write the post below the second "---" line' });
    const pictures: ProsePictureRef[] = [];
    const headings: Heading[] = [];
    const html = renderPart({ text: body, line: bodyLine }, issues, { headingOffset: POST_HEADING_OFFSET, pictures, headings });
    return {
      ...(data as Omit<BlogPost, 'slug' | 'draft' | 'lang' | 'month' | 'html' | 'pictures' | 'readTime' | 'contents' | 'cover'>),
      slug: idOf(loaded),
      draft: data.draft === 'true',
      ...(data.lang !== undefined && { lang: canonicalLanguage(data.lang) }),
      // The header's date was checked above; a post refused for it is never built.
      month: isoMonth(data.date ?? '') ?? '',
      html,
      pictures,
      readTime: readingTime(html),
      contents: sectionLinks(headings, 2 + POST_HEADING_OFFSET),
    };
  });
}

/** The sections of a text: its headings at `depth` (where its "## " headings render). */
const sectionLinks = (headings: Heading[], depth: number): SectionLink[] => headings.filter((h) => h.depth === depth).map(({ id, text }) => ({ id, title: text }));

/** The paper after its highlights: the rest of the document, with what is read elsewhere blanked out (lines kept). */
function paperText(body: string, sections: Section[], highlights: Section | undefined): string {
  const start = sections[0]?.start ?? body.length;
  const rest = blankOut(body, 0, start);
  return highlights ? blankOut(rest, highlights.start, highlights.end) : rest;
}

function readWhitepaper(loaded: Loaded, tokens: Record<string, string>, problems: Problem[], titleSeen: ReturnType<typeof uniqueTitles>): Whitepaper {
  return readDocument(loaded, tokens, problems, (data, body, issues, bodyLine) => {
    if ('pages' in data) {
      issues.push({ field: 'pages', message: `is not typed any more: a paper shows its reading time, worked out from its words (about ${WORDS_PER_MINUTE} a minute), not a page count: delete this line` });
      delete data.pages;
    }
    checkHeader(whitepaperHeader, data, issues);
    for (const issue of coverIssues(data)) issues.push({ field: issue.path, message: issue.message });
    titleSeen(data.title, loaded.file, issues);
    const { intro, sections } = cutAtHeadings(body, bodyLine);
    refuseIntro(intro, WHITEPAPER_RULE, issues);
    const [highlights, ...again] = sections.filter((s) => s.title === 'Highlights');
    if (!highlights) issues.push({ field: '## Highlights', message: `section is missing: ${WHITEPAPER_RULE}` });
    else if (highlights !== sections[0]) issues.push({ line: highlights.headingLine, field: '## Highlights', message: `must be the first section (it follows "## ${sections[0].title}"): ${WHITEPAPER_RULE}` });
    for (const section of again) issues.push({ line: section.headingLine, field: '## Highlights', message: `is given twice (first on line ${highlights.headingLine}): the paper's own sections may not be called Highlights` });
    const paper = sections.filter((s) => s.title !== 'Highlights');
    if (!paper.length) issues.push({ field: 'paper', message: `is missing: ${WHITEPAPER_RULE}` });
    checkRevisionDate(data.published, data.updated, issues);
    const pictures: ProsePictureRef[] = [];
    const headings: Heading[] = [];
    const markdown = paperText(body, sections, highlights);
    const html = renderPart({ text: markdown, line: bodyLine }, issues, { pictures, headings });
    if (paper.length) {
      const sources = checkSources(paper, issues);
      checkExhibit(paper.filter((s) => s !== sources), issues);
      checkPaperLength(wordCount(html) - (sources ? wordCount(renderPart(sources, [])) : 0), issues);
    }
    return {
      ...(data as Omit<Whitepaper, 'id' | 'readTime' | 'highlights' | 'html' | 'markdown' | 'pictures' | 'contents' | 'cover' | 'pdf'>),
      id: idOf(loaded),
      highlights: highlights ? listItems(highlights, 3, issues) : [],
      html,
      markdown,
      pictures,
      contents: sectionLinks(headings, 2),
      readTime: readingTime(html),
    };
  });
}

export function readResources(raw: { caseStudies: Loaded[]; blog: Loaded[]; whitepapers: Loaded[] }, contentLabel: string, tokens: Record<string, string>, problems: Problem[], categories: KnownCategories): Resources {
  // A listing's own addresses (/blog/page/2, /case-studies/industry/bfsi), and index, which servers take for the folder itself.
  const taken = { post: ['index', 'page', 'category'], 'case study': ['index', 'page', 'industry'], whitepaper: ['index'] };
  for (const [files, kind] of [[raw.blog, 'post'], [raw.caseStudies, 'case study'], [raw.whitepapers, 'whitepaper']] as const) {
    for (const file of files) {
      const id = idOf(file);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) problems.push({ file: file.file, message: `file name must be lower-case words joined by dashes, using a to z, 0 to 9 and - (it is the ${kind}'s address)` });
      else if (taken[kind].includes(id)) problems.push({ file: file.file, message: `file name "${id}" is an address the site uses itself (${taken[kind].join(', ')}): choose a name of more words` });
    }
  }
  const postTitles = uniqueTitles('post');
  const blog = raw.blog.map((l) => readPost(l, tokens, problems, postTitles, categories)).sort((a, b) => b.month.localeCompare(a.month) || a.slug.localeCompare(b.slug));
  const studyTitles = uniqueTitles('case study');
  const paperTitles = uniqueTitles('whitepaper');
  return {
    // Case studies and whitepapers in the order content/navigation.yml gives them, once validate.ts has checked it.
    caseStudies: raw.caseStudies.map((l) => readCaseStudy(l, tokens, problems, studyTitles)),
    blog,
    whitepapers: raw.whitepapers.map((l) => readWhitepaper(l, tokens, problems, paperTitles)),
  };
}
