import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentSection } from '../../site/lib/paper-contents.ts';

test('the section being read is the last whose heading is at or above the line', () => {
  assert.is(currentSection([-900, -40, 250, 800], 300), 2);
  assert.is(currentSection([-900, -40, 300, 800], 300), 2, 'a heading on the line is being read');
  assert.is(currentSection([-900, -40, 301, 800], 300), 1);
});

test('before the first heading reaches the line, no section is being read', () => {
  assert.is(currentSection([400, 900], 300), -1);
  assert.is(currentSection([], 300), -1);
});

test.run();
