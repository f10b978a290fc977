/** What an image file's bytes are against its name (site/generator/image-kinds.ts), and the links a folder may not hold (site/content-loader/symbolic-links.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { kindOf, kindProblem, namedKind } from '../../site/generator/image-kinds.ts';
import { notPlainFiles } from '../../site/content-loader/symbolic-links.ts';

const encoded = (format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif') => sharp({ create: { width: 4, height: 4, channels: 3, background: '#4f46e5' } }).toFormat(format).toBuffer();
const text = (s: string) => Buffer.from(s, 'utf8');

test('each format is known by its first bytes, whatever the file is named', async () => {
  for (const format of ['png', 'jpeg', 'webp', 'avif', 'gif'] as const) assert.is(kindOf(await encoded(format)), format, format);
  assert.is(kindOf(Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16])), 'ico');
  assert.is(kindOf(text('\ufeff  <?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')), 'svg');
  assert.is(kindOf(text('<!doctype html><p>Hi')), 'svg', 'markup of any kind: a browser may open it as a page');
  assert.is(kindOf(text('Photo to follow.')), undefined);
  assert.is(kindOf(new Uint8Array()), undefined);
});

test('a file that holds what its name says passes; names that are not an image\'s are left alone', async () => {
  assert.is(kindProblem('team.PNG', await encoded('png')), undefined);
  assert.is(kindProblem('team.jpeg', await encoded('jpeg')), undefined);
  assert.is(kindProblem('notes.txt', text('<script>')), undefined);
  assert.is(namedKind('site.webmanifest'), undefined);
});

test('a file whose bytes are another kind is refused with the name to give it', async () => {
  assert.is(kindProblem('images/chart.png', text('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'is named .png but holds markup (an SVG drawing or a web page), which a browser would open as a page: rename it chart.svg, or export it again as PNG');
  assert.is(kindProblem('team.webp', await encoded('jpeg')), 'is named .webp but holds a JPEG: rename it team.jpg, or export it again as WebP');
  assert.is(kindProblem('chart.svg', await encoded('png')), 'is named .svg but holds a PNG: rename it chart.png, or export it again as SVG');
  assert.is(kindProblem('chart.svg', text('Chart to follow.')), 'is named .svg but is not an SVG drawing (nor any other image): export it again as SVG');
});

test('symbolic links and other special files are named with their targets; plain files and folders are not', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  try {
    mkdirSync(path.join(dir, 'images'));
    writeFileSync(path.join(dir, 'images', 'team.jpg'), 'x');
    symlinkSync('/etc', path.join(dir, 'etc'));
    symlinkSync('team.jpg', path.join(dir, 'images', 'team-2.jpg'));
    const found = notPlainFiles(dir, 'static');
    assert.equal(found.map((p) => p.file), ['static/etc', 'static/images/team-2.jpg']);
    assert.match(found[0].message, /^is a symbolic link \(to \/etc\), and the build follows no link/);
    assert.match(found[1].message, /^is a symbolic link \(to team.jpg\)/, 'a link inside the folder too: a copy is what is published');
    assert.equal(notPlainFiles(path.join(dir, 'missing'), 'static'), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
