/** A post dated after the current month is published, as there is no scheduling, and the build says so. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../build.ts';
import { A_POST, scratchContent } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

test('a post dated ahead is published, and the build names it in a note with how to hold it back', async () => {
  const project = await scratchContent();
  try {
    // Far enough ahead that the test never meets it: the note compares with the clock's month.
    await project.edit(`blog/${A_POST.slug}.md`, /^date: .*$/m, 'date: March 2999');
    const log: string[] = [];
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: (line) => log.push(line) });
    const note = log.find((line) => line.includes('dated after this month'));
    assert.ok(note, log.join('\n'));
    assert.match(note!, 'published a post dated after this month, as a build does not wait for a date: ');
    assert.match(note!, `content/blog/${A_POST.slug}.md.`);
    assert.match(note!, 'draft: true');
    assert.ok(existsSync(path.join(project.out, A_POST.file)), 'the post has its page');
  } finally {
    await project.cleanup();
  }
});

test.run();
