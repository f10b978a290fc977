/**
 * Takes the content's own cover photos and pictures out of a scratch copy (their header lines and
 * their Markdown), so that a test of the images stage counts only the photos it adds itself,
 * whatever photos the content shows today. A whitepaper keeps a picture that is its only exhibit
 * (it needs a table or a figure: docs/content.md §10).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ScratchSite } from './scratch-site.ts';

const COVER_LINES = /^image(Alt)?:.*\n/gm;
const PICTURE = /!\[[^\]]*\]\([^)]*\)/g;

export async function withoutPhotos(site: ScratchSite): Promise<void> {
  for (const folder of ['blog', 'case-studies', 'whitepapers']) {
    for (const name of (await readdir(path.join(site.root, 'content', folder))).filter((n) => n.endsWith('.md'))) {
      const file = `content/${folder}/${name}`;
      const text = await site.read(file);
      const keepsExhibit = folder !== 'whitepapers' || /^\|.*\|\s*$/m.test(text);
      const next = keepsExhibit ? text.replace(COVER_LINES, '').replace(PICTURE, '') : text.replace(COVER_LINES, '');
      if (next !== text) await site.write(file, next);
    }
  }
}
