/** Files in static/ that would replace generated output (site/generator/static-collisions.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findStaticCollisions } from '../../site/generator/static-collisions.ts';
import { MARKER_FILE } from '../../site/output-folder/marker.ts';

const generated = ['index.html', 'about/index.html', 'blog/feed.xml', '404.html', 'sitemap.xml', 'robots.txt', 'solutions/acme/index.html'];
const problems = (statics: string[]) => findStaticCollisions(statics, generated).map((p) => `${p.file}: ${p.message}`);

test('static files that do not touch generated output are fine', () => {
  assert.equal(problems(['favicon.svg', 'images/real-estate.svg', 'og/home.png', 'about/team.jpg', 'solutions/acme/brochure.pdf']), []);
});

test('a static page over a generated page names both, by file and by URL', () => {
  const [problem] = findStaticCollisions(['about/index.html'], generated);
  assert.is(problem.file, 'static/about/index.html');
  assert.match(problem.message, 'would replace the generated page /about (about/index.html)');
  assert.match(problems(['index.html'])[0], 'would replace the generated home page (index.html)');
  assert.match(problems(['404.html'])[0], 'would replace the generated page /404.html');
});

test('static files over the sitemap, robots.txt, the feed and the output marker are refused', () => {
  assert.equal(problems(['sitemap.xml', 'robots.txt', 'blog/feed.xml', MARKER_FILE]), [
    'static/sitemap.xml: would replace the generated sitemap.xml: rename or move it, or delete it if the generated one is what you want.',
    'static/robots.txt: would replace the generated robots.txt: rename or move it, or delete it if the generated one is what you want.',
    'static/blog/feed.xml: would replace the generated blog/feed.xml: rename or move it, or delete it if the generated one is what you want.',
    `static/${MARKER_FILE}: would replace the generated ${MARKER_FILE}: rename or move it, or delete it if the generated one is what you want.`,
  ]);
});

test("anything in assets/, the bundle's folder, is refused even without a file of the same name", () => {
  assert.match(problems(['assets/brochure.pdf'])[0], 'static/assets/brochure.pdf: lies in assets/');
  assert.match(problems(['assets'])[0], 'static/assets: lies in assets/');
  assert.equal(problems(['assets-old/x.png']), [], 'only the folder itself');
});

test('a static file where the build makes a folder, and a static folder where it writes a file', () => {
  assert.match(problems(['about'])[0], 'static/about: is a file where the build makes the folder about/ for the generated page /about');
  assert.match(problems(['solutions'])[0], 'is a file where the build makes the folder solutions/');
  assert.match(problems(['sitemap.xml/index.html'])[0], 'static/sitemap.xml/index.html: needs a folder sitemap.xml/, but the build writes the generated sitemap.xml there');
});

test('every collision is reported, not only the first', () => {
  assert.is(findStaticCollisions(['about/index.html', 'favicon.svg', 'sitemap.xml', 'assets/a.js'], generated).length, 3);
});

test.run();
