/**
 * The PDF of every case study and whitepaper in the content as built (site/pdf/), opened with tools
 * no one here wrote (qpdf, poppler-utils): sound, tagged, titled, A4, the brand font embedded, its
 * words in the page's order, its structure; a fresh drawing gives the bytes dist/ holds; the pages
 * link it with its true size and page count; npm start serves it as a PDF; the sitemap leaves it out.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { contentDir, publishedContent } from '../helpers/content.ts';
import { distDir, loadPage, text } from '../helpers/built-pages.ts';
import { projectRoot, serveDist } from '../helpers/server.ts';
import { paths } from '../../site/paths.ts';
import { resourcePdfs } from '../../site/pdf/resource-pdfs.ts';
import { pdfBookmarks, pdfCatalog, pdfFonts, pdfInfo, pdfStructTree, pdfText, pdfToolsPresent, qpdfCheck, type StructElement } from '../helpers/pdf-tools.ts';

const content = await publishedContent();
/** Each document's PDF, with the words its page shows in order: headings, then each item's and paragraph's first words. */
const documents = [
  ...content.caseStudies.map((study) => ({
    title: study.title, page: paths.caseStudy(study.id), pdf: paths.caseStudyPdf(study.id), dated: undefined as string | undefined,
    sections: ['Challenge', 'Solution', 'Results', 'Key takeaway'], tables: 0, pictures: [] as string[],
    words: [study.client, study.industry, study.description, 'Challenge', ...study.challenge, 'Solution', ...study.solution, 'Results', ...study.results, 'Key takeaway', study.takeaway],
  })),
  ...content.whitepapers.map((paper) => {
    const body = parseHTML(`<!doctype html><html><body>${paper.html}</body></html>`).document;
    const prose = [...body.querySelectorAll('h2, h3, p, li, th, td')].map((el) => text(el as unknown as Element));
    return {
      title: paper.title, page: paths.whitepaper(paper.id), pdf: paths.whitepaperPdf(paper.id), dated: paper.published,
      sections: ['Highlights', ...paper.contents.map((section) => section.title)], tables: body.querySelectorAll('table').length, // A picture alone in its paragraph is a figure (a picture among words is read as its text).
      pictures: [...body.querySelectorAll('figure.prose-picture img[data-prose-picture]')].map((img) => paper.pictures[Number(img.getAttribute('data-prose-picture'))].alt),
      words: [paper.description, 'Highlights', ...paper.highlights, ...prose],
    };
  }),
];
const fileOf = (pdf: string) => path.join(distDir, pdf.slice(1));
/** What a page prints beside a link: "PDF, 84 KB, 3 pages", from the file's size and pdfinfo's page count. */
const factsOf = (pdf: string) => {
  const pages = Number(pdfInfo(fileOf(pdf)).Pages);
  return `PDF, ${Math.max(1, Math.round(readFileSync(fileOf(pdf)).length / 1024))} KB, ${pages} page${pages === 1 ? '' : 's'}`;
};
/** The first words of a text (a long paragraph is not searched whole: enough to place it). */
const start = (words: string) => words.split(/\s+/).slice(0, 8).join(' ');
/** Every element of a structure tree, in order. */
const elements = (tree: StructElement[]): StructElement[] => tree.flatMap((e) => [e, ...elements(e.children)]);
/** Without white space: pdftotext breaks lines where the PDF does, hyphenated words included. */
const squeezed = (words: string) => words.replace(/\s+/g, '');

if (pdfToolsPresent()) {
  test('every case study and whitepaper has its PDF, which qpdf --check passes; pdfinfo: tagged, the title, A4, dates from the content', () => {
    for (const doc of documents) {
      assert.ok(existsSync(fileOf(doc.pdf)), doc.pdf);
      assert.match(qpdfCheck(fileOf(doc.pdf)), 'No syntax or stream encoding errors found', doc.pdf);
      const info = pdfInfo(fileOf(doc.pdf));
      assert.is(info.Tagged, 'yes', doc.pdf);
      assert.is(info.Title, doc.title, doc.pdf);
      assert.match(info['Page size'], '(A4)', doc.pdf);
      if (doc.dated) assert.match(info.CreationDate, String(new Date(`${doc.dated}T00:00:00Z`).getUTCFullYear()), doc.pdf);
      else assert.is(info.CreationDate, undefined, `${doc.pdf}: a case study has no date of its own`);
    }
  });

  test('pdffonts: Plus Jakarta Sans, every font embedded', () => {
    for (const doc of documents) {
      const fonts = pdfFonts(fileOf(doc.pdf));
      assert.ok(fonts.length > 0, doc.pdf);
      for (const font of fonts) {
        assert.match(font.name, /\+PlusJakartaSans-/, `${doc.pdf}: ${font.name}`);
        assert.ok(font.embedded, `${doc.pdf}: ${font.name} is embedded`);
      }
    }
  });

  test('pdftotext gives the title, then the words of the page in its order', () => {
    for (const doc of documents) {
      const words = squeezed(pdfText(fileOf(doc.pdf)));
      let from = 0;
      for (const part of [doc.title, ...doc.words].map((w) => squeezed(start(w)))) {
        const at = words.indexOf(part, from);
        assert.ok(at >= 0, `${doc.pdf}: "${part}" after character ${from}`);
        from = at + part.length;
      }
    }
  });

  test('the structure tree, as qpdf reads it: one Document, one H1 before the H2 of each section the page shows, lists of LI > Lbl + LBody, tables of header cells then data cells, a Figure with each picture\'s text; en-IN, the sections as bookmarks, the title in the window', () => {
    for (const doc of documents) {
      const file = fileOf(doc.pdf);
      const tree = pdfStructTree(file);
      assert.equal(tree.map((e) => e.role), ['Document'], doc.pdf);
      const all = elements(tree);
      const headings = all.filter((e) => /^H\d$/.test(e.role)).map((e) => e.role);
      assert.is(headings[0], 'H1', doc.pdf);
      assert.is(headings.filter((h) => h === 'H1').length, 1, doc.pdf);
      assert.is(headings.filter((h) => h === 'H2').length, doc.sections.length, doc.pdf);
      assert.ok(all.some((e) => e.role === 'P'), `${doc.pdf}: paragraphs`);
      for (const list of all.filter((e) => e.role === 'L')) {
        assert.ok(list.children.length > 0 && list.children.every((item) => item.role === 'LI' && item.children.map((c) => c.role).join() === 'Lbl,LBody'), `${doc.pdf}: L > LI > Lbl + LBody`);
      }
      const tables = all.filter((e) => e.role === 'Table');
      assert.is(tables.length, doc.tables, `${doc.pdf}: its tables`);
      for (const table of tables) {
        const [header, ...rows] = table.children.filter((row) => row.role === 'TR');
        assert.ok(header.children.every((cell) => cell.role === 'TH'), `${doc.pdf}: a header row`);
        assert.ok(rows.length > 0 && rows.every((row) => row.children.every((cell) => cell.role === 'TD')), `${doc.pdf}: data rows`);
      }
      assert.equal(all.filter((e) => e.role === 'Figure').map((e) => e.alt), doc.pictures, `${doc.pdf}: each picture a Figure with its text`);
      assert.equal(pdfCatalog(file), { lang: 'en-IN', displayDocTitle: true }, doc.pdf);
      assert.equal(pdfBookmarks(file).filter((title) => !title.startsWith(' ')), doc.sections, `${doc.pdf}: bookmarks`);
    }
  });
}

test('drawn afresh, without the cache, a case study\'s and a whitepaper\'s PDFs are the bytes dist/ holds', async () => {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'pdf-cache-'));
  try {
    const some = { ...content, caseStudies: content.caseStudies.slice(0, 1), whitepapers: content.whitepapers.slice(0, 1) };
    const fresh = await resourcePdfs(some, { root: projectRoot, contentDir, cacheDir });
    assert.is(fresh.drawn, fresh.files.size, 'every one drawn');
    for (const [file, data] of fresh.files) assert.ok(Buffer.compare(Buffer.from(data), readFileSync(path.join(distDir, file))) === 0, file);
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
});

test('each page links its PDF to download, with its size and page count beside the link', async () => {
  for (const doc of documents) {
    const page = await loadPage(doc.page);
    const link = page.querySelector(`.print-hint a[href="${doc.pdf}"]`);
    assert.ok(link?.hasAttribute('download'), `${doc.page}: a download link`);
    assert.is(text(link), 'Download PDF');
    assert.match(text(page.querySelector('.print-hint__text')), factsOf(doc.pdf), doc.page);
  }
});

test('the case studies\' dialogs and the whitepaper cards link the PDFs with their size and page count', async () => {
  for (const study of content.caseStudies) {
    const listing = await loadPage(paths.caseStudiesListing(undefined, Math.floor(content.caseStudies.indexOf(study) / 4) + 1));
    const dialog = listing.querySelector(`dialog[data-listing-dialog="${study.id}"]`)!;
    assert.ok(dialog, study.id);
    assert.is(dialog.querySelector('a.button')?.getAttribute('href'), paths.caseStudyPdf(study.id));
    assert.match(text(dialog.querySelector('.listing-dialog__note')), factsOf(paths.caseStudyPdf(study.id)));
  }
  const cards = await loadPage(paths.whitepapers);
  for (const paper of content.whitepapers) {
    const link = cards.querySelector(`a[data-whitepaper-pdf="${paths.whitepaperPdf(paper.id)}"]`);
    assert.ok(link, paper.id);
    assert.is(text(link?.nextElementSibling), factsOf(paths.whitepaperPdf(paper.id)));
  }
});

test('npm start serves a PDF as application/pdf; the sitemap lists pages, not PDFs', async () => {
  const served = await serveDist();
  try {
    const answer = await fetch(`${served.origin}${documents[0].pdf}`);
    assert.is(answer.status, 200);
    assert.is(answer.headers.get('content-type'), 'application/pdf');
    assert.ok(Buffer.compare(Buffer.from(await answer.arrayBuffer()), readFileSync(fileOf(documents[0].pdf))) === 0);
  } finally {
    served.close();
  }
  assert.not.match(readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8'), '.pdf');
});

test.run();
