import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keepRenderedMarkdown, renderMarkdown, type MarkdownProblem } from '../../site/content-loader/markdown.ts';
import { renderPart } from '../../site/content-loader/markdown-parts.ts';
import { PROSE_PHOTO_WIDTHS, fillProsePictures, prosePhotoWidths, prosePicturePlaceholder, type ProsePictureRef } from '../../site/model/prose-pictures.ts';

function render(markdown: string, allowed = true) {
  const problems: MarkdownProblem[] = [];
  const pictures: ProsePictureRef[] = [];
  const html = renderMarkdown(markdown, problems, { pictures: allowed ? pictures : undefined });
  return { html, problems, pictures };
}

test('a picture alone in its paragraph is a figure holding its placeholder, its title the caption', () => {
  const { html, problems, pictures } = render('Intro.\n\n![Payouts by month](payouts.svg "Q1 & Q2 <draft>")\n\n![A dealer meet](meet.jpg)\n');
  assert.equal(problems, []);
  assert.equal(pictures, [{ name: 'payouts.svg', alt: 'Payouts by month', line: 3 }, { name: 'meet.jpg', alt: 'A dealer meet', line: 5 }]);
  assert.match(html, `<figure class="prose-picture">${prosePicturePlaceholder(0)}<figcaption>Q1 &amp; Q2 &lt;draft&gt;</figcaption></figure>`);
  assert.match(html, `<figure class="prose-picture">${prosePicturePlaceholder(1)}</figure>`);
});

test('a picture inside a sentence stays in its paragraph, without a figure', () => {
  const { html, pictures } = render('Our logo ![Acme](logo.png) sits on every statement.\n');
  assert.is(html, `<p>Our logo ${prosePicturePlaceholder(0)} sits on every statement.</p>\n`);
  assert.equal(pictures.map((p) => p.name), ['logo.png']);
});

test('a text that shows no pictures refuses one at its line', () => {
  const { problems } = render('Our story.\n\n![Our team](team.jpg)\n', false);
  assert.equal(problems.map((p) => p.line), [3]);
  assert.match(problems[0].message, 'pictures go only in the text of a blog post or a whitepaper');
});

test('a picture needs words, and a name of the right kind', () => {
  const { problems } = render('![](chart.svg)\n\n![Chart](chart.gif)\n');
  assert.equal(problems.map((p) => p.line), [1, 3]);
  assert.match(problems[0].message, 'has no description');
  assert.match(problems[1].message, 'a file in content/images/');
});

test('a part counts its pictures\' lines in the document, and a cached render gives them again', () => {
  keepRenderedMarkdown();
  for (let i = 0; i < 2; i++) {
    const pictures: ProsePictureRef[] = [];
    renderPart({ text: 'One.\n\n![A chart](chart.svg)\n', line: 20 }, [], { pictures });
    assert.equal(pictures, [{ name: 'chart.svg', alt: 'A chart', line: 22 }], `render ${i + 1}`);
  }
});

test('each placeholder is replaced by the markup of the picture it stands for', () => {
  const refs = [{ name: 'a.jpg', alt: 'A' }, { name: 'b.svg', alt: 'B' }];
  const html = `<p>${prosePicturePlaceholder(1)}</p><figure>${prosePicturePlaceholder(0)}</figure>`;
  assert.is(fillProsePictures(html, refs, (ref) => `[${ref.name}]`), '<p>[b.svg]</p><figure>[a.jpg]</figure>');
});

test('a photo is written at each width narrower than itself, and at its own width up to the widest', () => {
  const widest = PROSE_PHOTO_WIDTHS[PROSE_PHOTO_WIDTHS.length - 1];
  assert.equal(prosePhotoWidths(widest * 3), [...PROSE_PHOTO_WIDTHS]);
  assert.equal(prosePhotoWidths(widest), [...PROSE_PHOTO_WIDTHS]);
  assert.equal(prosePhotoWidths(PROSE_PHOTO_WIDTHS[0] - 1), [PROSE_PHOTO_WIDTHS[0] - 1]);
  const between = PROSE_PHOTO_WIDTHS[1] + 1;
  assert.equal(prosePhotoWidths(between), [...PROSE_PHOTO_WIDTHS.filter((w) => w < between), between]);
});

test.run();
