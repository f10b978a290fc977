import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lineAt, lineCounter, lineFinder, newlines, pieceFinder } from '../../site/content-loader/source-lines.ts';

const SOURCE = ['# Title', '', 'Same words.', '', '> Quoted', '> on two lines', '', 'Same words.'].join('\n');

test('lineAt counts from 1 and newlines counts breaks', () => {
  assert.is(lineAt(SOURCE, 0), 1);
  assert.is(lineAt(SOURCE, SOURCE.indexOf('Quoted')), 5);
  assert.is(newlines('a\nb\nc'), 2);
});

test('pieceFinder finds repeated pieces in order, each after the last', () => {
  const find = pieceFinder(SOURCE);
  const first = find('Same words.');
  assert.is(first, SOURCE.indexOf('Same words.'));
  assert.is(find('Same words.'), SOURCE.lastIndexOf('Same words.'));
  assert.is(find('Same words.'), -1);
});

test('a piece whose later lines changed is found by its first line; an empty piece is not found', () => {
  const find = pieceFinder(SOURCE);
  assert.is(find('> Quoted\non two lines'), SOURCE.indexOf('> Quoted'));
  assert.is(find('   '), -1);
});

test('lineFinder gives the line each piece starts on, or undefined', () => {
  const line = lineFinder(SOURCE);
  assert.is(line('Same words.'), 3);
  assert.is(line('> Quoted\n> on two lines'), 5);
  assert.is(line('Same words.'), 8);
  assert.is(line('Not there'), undefined);
});

test('lineCounter answers as lineAt does, at every index', () => {
  const lineOf = lineCounter(SOURCE);
  for (let i = 0; i <= SOURCE.length; i++) assert.is(lineOf(i), lineAt(SOURCE, i), `index ${i}`);
  assert.is(lineCounter('')(0), 1);
});

test('a piece is taken whole only where its first line is; a later copy of the whole is not searched for', () => {
  const text = '> Quoted\n> on two lines\n\nQuoted\non two lines';
  const find = pieceFinder(text);
  // The first "Quoted" is the quote's: taken by its first line, as the rest there is changed by the quote.
  assert.is(find('Quoted\non two lines'), text.indexOf('Quoted'));
  assert.is(find('Quoted\non two lines'), text.lastIndexOf('Quoted'));
});

test.run();
