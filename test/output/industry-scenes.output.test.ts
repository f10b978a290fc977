/**
 * Each industry page shows its own scene (docs/content.md §4): the drawing its record names, inlined
 * in the hero with its size set, hidden from screen readers, shape for shape as checked; and no two
 * industries name the same drawing. Derived from the content: whatever industries there are.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { contentDir, publishedContent } from '../helpers/content.ts';
import { loadPage } from '../helpers/built-pages.ts';
import { paths } from '../../site/paths.ts';
import { checkScene } from '../../site/generator/scene-check.ts';

const content = await publishedContent();
const sceneFile = (scene: string) => readFileSync(path.join(contentDir, 'images', scene));
/** Each shape as a reader of the DOM sees it: its name and attributes, in order. */
const shapes = (svg: Element) => Array.from(svg.querySelectorAll('*'), (el) => [el.localName, ...Array.from(el.attributes, (a) => `${a.name}=${a.value}`)].join(' '));

test('every industry page shows its own scene in the hero: sized, decorative, the shapes of its file', async () => {
  for (const industry of content.industries) {
    const doc = await loadPage(paths.industry(industry.slug));
    const svg = doc.querySelector('.page-hero__art svg.industry-scene');
    assert.ok(svg, `${industry.slug}: a scene in the hero`);
    assert.equal([svg!.getAttribute('viewBox'), svg!.getAttribute('width'), svg!.getAttribute('height'), svg!.getAttribute('aria-hidden')], ['0 0 480 320', '480', '320', 'true'], industry.slug);
    const checked = checkScene(sceneFile(industry.scene).toString('utf8'));
    if ('refused' in checked) throw new Error(`${industry.scene}: ${checked.refused}`);
    const expected = parseHTML(`<svg>${checked.markup}</svg>`).document.querySelector('svg')!;
    assert.ok(shapes(svg!).length > 10, `${industry.slug}: a drawing, not an empty box`);
    assert.equal(shapes(svg!), shapes(expected as unknown as Element), `${industry.slug}: the shapes of ${industry.scene}`);
  }
});

test('no two industries show the same scene, by the bytes of their files', () => {
  const byHash = new Map<string, string>();
  for (const industry of content.industries) {
    const hash = createHash('sha256').update(sceneFile(industry.scene)).digest('hex');
    assert.is(byHash.get(hash), undefined, `${industry.slug} shows the same drawing as ${byHash.get(hash)}`);
    byHash.set(hash, industry.slug);
  }
});

test.run();
