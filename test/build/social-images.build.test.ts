/**
 * The Open Graph cards and PNG icons are made by the build, so a rename cannot leave them stale:
 * on a scratch copy, the company is renamed in the brand's file (content/site.yml) between two builds. The second build
 * passes, redraws every card (each shows the name) and takes the icons from the cache, and each
 * image in its dist/ is exactly what the new values draw.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { socialImagePath, socialSections } from '../../site/document/social-card.ts';
import { APP_ICONS } from '../../site/document/app-icons.ts';
import { paths } from '../../site/paths.ts';
import { CONTENT_FILES, realContent } from '../helpers/content.ts';
import { setField } from '../helpers/yaml-edits.ts';
import { loadPage } from '../helpers/built-pages.ts';
import { scratchSite } from '../helpers/scratch-site.ts';
import { drawnAfresh } from '../helpers/social-images.ts';

const { site: values } = await realContent();
const cards = socialSections(values).map((section) => socialImagePath(section.id).slice(1));
const icons = APP_ICONS.map((icon) => icon.path.slice(1));

test('renaming the company redraws every card at the next build, and the built images are what the new name draws', async () => {
  const site = await scratchSite();
  try {
    const first = await site.run('build.ts');
    assert.is(first.code, 0, first.stderr);
    const built = (file: string) => readFile(path.join(site.out, file));
    const before = new Map(await Promise.all([...cards, ...icons].map(async (file) => [file, await built(file)] as const)));

    const company = `${values.company} Labs`;
    await site.change(CONTENT_FILES.site, (text) => setField(text, 'company', company));
    const second = await site.run('build.ts');
    assert.is(second.code, 0, second.stderr);
    assert.match(second.stdout, new RegExp(`social .*\\(${cards.length} drawn, ${icons.length} from the cache\\)`));

    for (const file of cards) assert.ok(Buffer.compare(await built(file), before.get(file)!) !== 0, `${file} was redrawn`);
    for (const file of icons) assert.ok(Buffer.compare(await built(file), before.get(file)!) === 0, `${file} is unchanged`);
    const expected = await drawnAfresh({ ...values, company }, site.root);
    for (const [file, png] of expected) assert.ok(Buffer.compare(await built(file), png) === 0, `${file} is what the new name draws`);
    const home = await loadPage(paths.home, site.out);
    assert.match(home.querySelector('meta[property="og:image:alt"]')?.getAttribute('content') ?? '', company);
  } finally {
    await site.cleanup();
  }
});

test.run();
