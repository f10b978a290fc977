/**
 * Pages drawn from half a document, below the header (whose bar header-partial.browser.test.ts
 * checks part by part): a parser that stops inside the first screen lets the browser draw what it
 * has, and nothing drawn may move when the rest arrives. Each case stalls a page at a point where
 * a layout once waited for a later part (test/helpers/stalling-server.ts), lets two frames be
 * drawn, sends the rest, and reads the layout shifts the page recorded.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { twoFrames } from '../helpers/waits.ts';
import { COUNT_FRAMES, loadStalled, serveStalling } from '../helpers/stalling-server.ts';
import { layoutShifts } from '../helpers/layout-shifts.ts';
import { A_POST, realContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';

const browser = await launchBrowser();
const study = (await realContent()).caseStudies[0];


const cases: { what: string; path: string; at: string; cut: 'before' | 'after' }[] = [
  // An art column that counted only once it held something made the hero one column until then.
  { what: 'a post\'s hero, its art still arriving', path: A_POST.page, at: '<div class="page-hero__art">', cut: 'after' },
  // The featured card's text was centred in its height until its byline, pushed to the bottom, arrived.
  { what: 'the blog\'s featured card, its byline still arriving', path: paths.blog, at: '<p class="post-byline"', cut: 'before' },
  // A case study's headline figure, centred beside the text (and its art beside its caption), moved up as it grew.
  { what: 'a case study\'s headline figure, its caption still arriving', path: paths.caseStudy(study.id), at: '<figcaption class="headline-figure__caption">', cut: 'before' },
  // The home hero's text, centred beside the diagram, moved down as the diagram's dashboard arrived.
  { what: 'the home hero, its diagram\'s dashboard still arriving', path: paths.home, at: '<div class="hd-foot">', cut: 'before' },
];

if (browser) {
  const dist = await serveDist();
  const network = await serveStalling(dist.origin);

  for (const { what, path, at, cut } of cases) {
    for (const width of [375, 1280]) {
      test(`at ${width} px, ${what}: nothing drawn moves when the rest arrives`, () =>
        withPage(browser, network.origin, async (page) => {
          await page.addInitScript(COUNT_FRAMES);
          await loadStalled(page, network, path, at, cut, () => ((window as unknown as { __frames?: number }).__frames ?? 0) >= 2);
          await twoFrames(page);
          assert.equal(await layoutShifts(page, { within: 'main' }), [], `${path} at ${width} px`);
        }, { viewport: { width, height: 900 } }));
    }
  }

  test.after(async () => {
    await browser.close();
    network.close();
    dist.close();
  });
}

test.run();
