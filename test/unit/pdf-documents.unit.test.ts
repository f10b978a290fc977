/**
 * The Markdown → PDF mapping (site/pdf/): what blocks a text becomes, read by the project's marked,
 * and a PDF drawn from a text that holds every kind of block, checked with qpdf and poppler: its
 * structure tree's roles, the figure's text, the language, bookmarks, artifacts, the reading order,
 * and the same bytes when drawn twice; and the fonts as pdfkit gets them. The built PDFs of today's content are pdfs.output.test.ts's.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { markdownTextBlocks, type PdfDocumentText } from '../../site/pdf/pdf-blocks.ts';
import { drawPdf } from '../../site/pdf/pdf-draw.ts';
import { PDF_FONT_FILES, loadPdfFonts, woffToSfnt } from '../../site/pdf/pdf-fonts.ts';
import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { pdfPageCount } from '../../site/pdf/resource-pdfs.ts';
import { pdfBookmarks, pdfCatalog, pdfInfo, pdfObjects, pdfStructTree, pdfText, pdfToolsPresent, qpdfCheck, type StructElement } from '../helpers/pdf-tools.ts';

const ORIGIN = 'https://www.example.in';
const TEXT = `## Plan for the year {#plan}
Text with **bold**, *leaning*, \`code\` and [our pricing](/contact) &amp; more.

### Steps
1. Join the bills
2. Launch campaigns
   - With a holdout

Table: Costs by month

| Month | Cost |
| --- | --- |
| May | ₹2,150 |

![Dealer payouts by month](payouts.png "Payouts in May")

> Loyalty is earned.

---
`;

test('a text becomes blocks as its page shows it: heading words without their id, styled runs, a relative link on the origin, entities read, nested lists, a captioned table, a lone picture as a figure', () => {
  assert.equal(markdownTextBlocks(TEXT, ORIGIN), [
    { kind: 'heading', level: 2, text: 'Plan for the year' },
    { kind: 'paragraph', runs: [{ text: 'Text with ' }, { text: 'bold', bold: true }, { text: ', ' }, { text: 'leaning', italic: true }, { text: ', ' }, { text: 'code', code: true }, { text: ' and ' }, { text: 'our pricing', link: `${ORIGIN}/contact` }, { text: ' & more.' }] },
    { kind: 'heading', level: 3, text: 'Steps' },
    {
      kind: 'list', ordered: true, start: 1, items: [
        [{ kind: 'paragraph', runs: [{ text: 'Join the bills' }] }],
        [{ kind: 'paragraph', runs: [{ text: 'Launch campaigns' }] }, { kind: 'list', ordered: false, start: 1, items: [[{ kind: 'paragraph', runs: [{ text: 'With a holdout' }] }]] }],
      ],
    },
    { kind: 'table', caption: 'Costs by month', header: ['Month', 'Cost'], rows: [['May', '₹2,150']] },
    { kind: 'figure', name: 'payouts.png', alt: 'Dealer payouts by month', caption: 'Payouts in May' },
    { kind: 'quote', blocks: [{ kind: 'paragraph', runs: [{ text: 'Loyalty is earned.' }] }] },
    { kind: 'rule' },
  ]);
});

test('a WOFF unwrapped to TrueType is the same font to fontkit: its glyphs, letters, metrics and layout', () => {
  for (const file of Object.values(PDF_FONT_FILES).flat()) {
    const woff = readFileSync(file);
    const [wrapped, plain] = [woff, woffToSfnt(woff)].map((bytes) => fontkit.create(bytes) as fontkit.Font);
    assert.is(plain.type, 'TTF', file);
    for (const key of ['numGlyphs', 'unitsPerEm', 'ascent', 'descent', 'postscriptName'] as const) assert.is(plain[key], wrapped[key], `${file}: ${key}`);
    assert.equal(plain.characterSet, wrapped.characterSet, file);
    const words = 'Dealer payouts ₹2,150 – 22% “fast”';
    assert.equal(plain.layout(words).positions, wrapped.layout(words).positions, file);
  }
});

if (pdfToolsPresent()) {
  const picture = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#4f46e5' } }).png().toBuffer();
  const document: PdfDocumentText = { title: 'Loyalty & rewards – A test paper', eyebrow: 'Whitepaper', subject: 'A paper to test the drawing', author: 'A writer', blocks: markdownTextBlocks(TEXT, ORIGIN) };
  const settings = {
    fonts: await loadPdfFonts(),
    colours: { ink: '#0f172a', muted: '#475569', accent: '#7c3aed', soft: '#eef2ff', rule: '#cbd5e1' },
    company: 'Acme', url: `${ORIGIN}/resources/whitepapers/test`, created: new Date('2025-06-16T00:00:00Z'),
    picture: (name: string): Buffer => {
      assert.is(name, 'payouts.png');
      return picture;
    },
  };
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-test-'));
  const file = path.join(dir, 'test.pdf');
  const drawn = await drawPdf(document, settings);
  await writeFile(file, drawn);

  test('the drawn PDF passes qpdf --check; pdfinfo: tagged, its title, A4, the page count the build reads', () => {
    assert.match(qpdfCheck(file), 'No syntax or stream encoding errors found');
    const info = pdfInfo(file);
    assert.is(info.Tagged, 'yes');
    assert.is(info.Title, document.title);
    assert.match(info['Page size'], '(A4)');
    assert.is(Number(info.Pages), pdfPageCount(drawn));
  });

  test('its structure tree (read by qpdf) holds the blocks in order: headings, paragraph with its link, list items with label and body, captioned table of header and data cells, figure with its text, quote', () => {
    const roles = (elements: StructElement[]): string[] => elements.map((e) => (e.children.length ? `${e.role}(${roles(e.children).join(' ')})` : e.role));
    assert.equal(roles(pdfStructTree(file)), [
      'Document(P H1 H2 P(Link) H3 L(LI(Lbl LBody) LI(Lbl LBody(P L(LI(Lbl LBody))))) Table(Caption TR(TH TH) TR(TD TD)) Figure Caption BlockQuote(P))',
    ]);
    const figure = pdfStructTree(file)[0].children.find((e) => e.role === 'Figure');
    assert.is(figure?.alt, 'Dealer payouts by month');
  });

  test('header cells head their column; the page frames are artifacts; en-IN, bookmarks for the headings, the title in the window', () => {
    const objects = pdfObjects(file);
    assert.is([...objects.matchAll(/\/Scope \/Column/g)].length, 2, 'each header cell');
    assert.match(objects, /\/Artifact <<[^>]*\/Type \/Pagination/, 'the page numbers are artifacts');
    assert.equal(pdfCatalog(file), { lang: 'en-IN', displayDocTitle: true });
    assert.equal(pdfBookmarks(file), ['Plan for the year', '  Steps']);
  });

  test('pdftotext reads the words in the order of the text', () => {
    const words = pdfText(file).replace(/\s+/g, ' ');
    let from = 0;
    for (const part of [document.title, 'Plan for the year', 'Text with bold, leaning, code and our pricing & more.', 'Steps', 'Join the bills', 'With a holdout', 'Costs by month', '₹2,150', 'Payouts in May', 'Loyalty is earned.']) {
      const at = words.indexOf(part, from);
      assert.ok(at >= 0, `"${part}" after character ${from}`);
      from = at + part.length;
    }
  });

  test('drawn again, the same bytes (no clock, no random ID)', async () => {
    assert.ok(Buffer.compare(drawn, await drawPdf(document, settings)) === 0);
  });

  test.after(() => rm(dir, { recursive: true, force: true }));
}

test.run();
