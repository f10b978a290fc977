/**
 * The drawing check (site/generator/drawing-check.ts), called directly: every way of making an SVG
 * run code or load something that was tried against the site is refused with what to remove, and
 * plain drawings (the site's own among them) pass as they are.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cssLoadOutside, loadDrawingCheck, type DrawingCheck } from '../../site/generator/drawing-check.ts';
import { listFiles } from '../../site/generator/verify.ts';
import { projectRoot } from '../helpers/server.ts';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"${attributes}>${inner}</svg>`;

/** Each attack, and what the refusal must say (the thing to remove, and why). */
const ATTACKS: [name: string, drawing: string, says: RegExp][] = [
  ['a script', svg('<script>alert(1)</script>'), /^has a <script> element, and a drawing may not run code: remove it$/],
  ['a script in another prefix of the SVG namespace', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), /^has a <s:script> element, and a drawing may not run code/],
  ['an XHTML script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), /^has a <h:script> element, and a drawing may not run code/],
  ['a script that loads its code from elsewhere', svg('<script href="https://evil.example/x.js"/>'), /^has a <script> element/],
  ['an XHTML page in a foreignObject', svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>'), /^has a <foreignObject> element, and it embeds a web page/],
  ['an onload attribute', svg('', ' onload="alert(1)"'), /^has onload="alert\(1\)" on <svg>, and a drawing may not run code: remove it$/],
  ['an ONLOAD attribute in capitals', svg('', ' ONLOAD="alert(1)"'), /^has ONLOAD="alert\(1\)" on <svg>, and a drawing may not run code/],
  ['an event attribute in a namespace', svg('<rect width="1" height="1" e:onclick="alert(1)" xmlns:e="http://www.w3.org/2000/svg"/>'), /^has e:onclick="alert\(1\)" on <rect>, and a drawing may not run code/],
  ['a javascript: link written with a character reference', svg('<a xlink:href="&#106;avascript:alert(1)"><rect width="1" height="1"/></a>'), /^has xlink:href="javascript:alert\(1\)" on <a>, and a drawing may not run code/],
  ['a javascript: link with a tab inside', svg('<a href="java&#9;script:alert(1)"><rect width="1" height="1"/></a>'), /^has href="java\tscript:alert\(1\)" on <a>, and a drawing may not run code/],
  ['a <use> of another site\'s drawing', svg('<use href="https://evil.example/x.svg#a"/>'), /^has href="https:\/\/evil.example\/x.svg#a" on <use>, which refers outside the drawing, and a drawing may refer only to its own parts \(href="#id"\): put what it shows in the drawing, or remove it$/],
  ['a <use> by xlink:href of a file beside it', svg('<use xlink:href="other.svg#a"/>'), /^has xlink:href="other.svg#a" on <use>, which refers outside the drawing/],
  ['an image from another site', svg('<image href="http://evil.example/x.png" width="1" height="1"/>'), /^has href="http:\/\/evil.example\/x.png" on <image>, which refers outside the drawing/],
  ['an image that is itself an SVG', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>'), /^has href="data:image\/svg\+xml;base64,PHN2Zy8\+" on <image>, which refers outside the drawing/],
  ['a filter image from another site', svg('<filter id="f"><feImage href="https://evil.example/a.png"/></filter>'), /^has href="https:\/\/evil.example\/a.png" on <feImage>, which refers outside the drawing/],
  ['a paint from another file', svg('<rect width="1" height="1" fill="url(https://evil.example/p.svg#g)"/>'), /^has fill="url\(https:\/\/evil.example\/p.svg#g\)" on <rect>, which loads url\(https:\/\/evil.example\/p.svg#g\) from outside the drawing, and a drawing may not load anything: refer only to its own parts, like url\(#gradient\), or remove it$/],
  ['a style attribute with a background from another site', svg('<rect width="1" height="1" style="fill: url(  \'https://evil.example/a.png\' )"/>'), /^has style="fill: url\(  'https:\/\/evil.example\/a.png' \)" on <rect>, which loads url\(https:\/\/evil.example\/a.png\)/],
  ['an @import in a <style>', svg('<style>@import "https://evil.example/x.css"; rect { fill: red }</style>'), /^has a <style> that loads @import "https:\/\/evil.example\/x.css" from outside the drawing/],
  ['a url() in a <style>, hidden by a CSS escape', svg('<style>rect { fill: u\\72 l(https://evil.example/p.svg#g) }</style>'), /^has a <style> that loads url\(https:\/\/evil.example\/p.svg#g\)/],
  ['a font from another site, behind a comment', svg('<style>@font-face { font-family: x; src: /**/url(https://evil.example/f.woff2) }</style>'), /^has a <style> that loads url\(https:\/\/evil.example\/f.woff2\)/],
  ['an <animate> that turns a link into code', svg('<a><animate attributeName="href" to="javascript:alert(1)"/><rect width="1" height="1"/></a>'), /^has an <animate> element, and an animation can turn a link into code/],
  ['a <set> that turns a link into code', svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect width="1" height="1"/></a>'), /^has a <set> element, and an animation can turn a link into code/],
  ['an <iframe>', svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/>'), /^has an <iframe> element, and a drawing may not load other pages/],
  ['an <embed>', svg('<embed xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/x.swf"/>'), /^has an <embed> element, and a drawing may not load other files/],
  ['an <object>', svg('<object xmlns="http://www.w3.org/1999/xhtml" data="https://evil.example/x.html"/>'), /^has an <object> element, and a drawing may not load other files/],
  ['a DOCTYPE that reads a file (XXE)', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`, /^has a <!DOCTYPE …> declaration, whose entities can read other files or grow without end: remove it/],
  ['entities that grow without end (billion laughs)', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${svg('<text>&c;</text>')}`, /^has a <!DOCTYPE …> declaration/],
  ['a style sheet from a processing instruction', `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`, /^has a processing instruction \(<\?xml-stylesheet …\?>\), which can load a style sheet: remove it/],
  ['an HTML page named .svg', '<!doctype html><html><body><script>alert(1)</script></body></html>', /^has a <!DOCTYPE …> declaration/],
  ['an HTML element in the drawing', svg('<div xmlns="http://www.w3.org/1999/xhtml">text</div>'), /^has a <div> element, which is HTML, and a drawing may not hold HTML: remove it$/],
  ['an XHTML page named .svg', '<html xmlns="http://www.w3.org/1999/xhtml"><body onload="alert(1)"/></html>', /^is not an SVG drawing: its first element is <html>/],
  ['an <svg> without its namespace', '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>', /^is not an SVG drawing: its first element is <svg> without xmlns="http:\/\/www.w3.org\/2000\/svg"/],
  ['text that is not XML', 'Chart to follow from the design team.', /^is not well-formed XML \(line 1, column \d+: [^)]+\), as a browser must read a drawing: save it again as SVG$/],
  ['an editor\'s own elements', svg('<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" id="v"/>'), /^has a <sodipodi:namedview> element, which is not plain SVG: save the drawing again as plain SVG/],
  ['an editor\'s own attributes', svg('<g inkscape:label="Layer 1" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"/>'), /^has inkscape:label="Layer 1" on <g>, which is not plain SVG/],
];

/** Drawings that must pass unchanged: what a designer's plain SVG holds. */
const VALID: [name: string, drawing: string][] = [
  ['gradients, <defs> and <use href="#id">', svg('<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#06b6d4"/></linearGradient><symbol id="dot"><circle r="4"/></symbol></defs><rect width="100" height="100" fill="url(#g)"/><use href="#dot" x="10" y="10"/><use xlink:href="#dot" x="20" y="20"/>')],
  ['a title, a description and a labelled role', svg('<title id="t">Payouts by month</title><desc>Bars rising from April to March</desc><rect width="10" height="40"/>', ' role="img" aria-labelledby="t"')],
  ['a <style> with plain rules and a media query', svg('<style>.bar { fill: #4f46e5 } @media (prefers-color-scheme: dark) { .bar { fill: #a5b4fc } }</style><rect class="bar" width="10" height="10"/>')],
  ['an XML declaration, a comment and CDATA, as drawing programs write them', `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: a drawing program -->\n${svg('<style><![CDATA[ .a { fill: red } ]]></style><g id="layer-1" data-name="Layer 1"><path class="a" d="M0 0h10v10z"/></g>', ' version="1.1" xml:space="preserve"')}`],
  ['filters, clip paths, masks and a pattern', svg('<filter id="f"><feGaussianBlur stdDeviation="2"/><feOffset dx="1"/></filter><clipPath id="c"><rect width="5" height="5"/></clipPath><mask id="m"><rect width="5" height="5" fill="#fff"/></mask><pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"/></pattern><rect width="9" height="9" filter="url(#f)" clip-path="url(#c)" mask="url( \'#m\' )" style="fill: url(#p)"/>')],
  ['text with an ampersand and a less-than sign', svg('<text x="0" y="10" font-family="system-ui">Q1 &amp; Q2 &lt; 5%</text>')],
  ['a link to a page and a photo inside the file', svg('<a href="https://www.acme.example/about"><image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/></a>')],
];

let check: DrawingCheck;
test.before(async () => {
  check = await loadDrawingCheck();
});

for (const [name, drawing, says] of ATTACKS) {
  test(`refused: ${name}`, () => {
    const refusal = check(drawing);
    assert.ok(refusal, 'refused');
    assert.match(refusal!, says);
  });
}

for (const [name, drawing] of VALID) {
  test(`passes as it is: ${name}`, () => assert.is(check(drawing), undefined));
}

test('the site\'s own drawings in static/ and content/ pass', () => {
  const drawings = ['static', 'content']
    .flatMap((folder) => listFiles(path.join(projectRoot, folder)).map((file) => `${folder}/${file}`))
    .filter((file) => file.endsWith('.svg'));
  for (const file of drawings) assert.is(check(readFileSync(path.join(projectRoot, file), 'utf8')), undefined, file);
});

test('CSS loads are found past comments, escapes and quotes; a url() to a part of the drawing is not one', () => {
  assert.is(cssLoadOutside('fill: url(#g); stroke: url( "#h" )'), undefined);
  assert.is(cssLoadOutside('a { color: red }'), undefined);
  assert.is(cssLoadOutside('@IMPORT url(x.css)'), '@IMPORT url(x.css)');
  assert.is(cssLoadOutside('background: URL(x.png)'), 'URL(x.png)');
  assert.is(cssLoadOutside('background: \\75 rl(x.png)'), 'url(x.png)');
  assert.is(cssLoadOutside('background: ur/**/l(x.png)'), 'url(x.png)');
  assert.is(cssLoadOutside('background: image-set("x.png" 1x)'), 'image-set(x.png)');
  assert.is(cssLoadOutside('src: src("x.woff2")'), 'src(x.woff2)');
});

test('the check is the same each time: a refusal leaves nothing behind for the next drawing', () => {
  assert.ok(check(svg('<script>alert(1)</script>')));
  assert.is(check(svg('<rect width="1" height="1"/>')), undefined);
  assert.ok(check(svg('', ' onload="alert(1)"')));
});

test.run();
