/**
 * npm run shots: full-page screenshots of one page of each kind (home, a product, an industry, each
 * listing, a post, a case study, a whitepaper, each company page, 404, error) at 375 and 1280 px,
 * in light and dark, for anyone reviewing a change. Builds if dist/ is missing (or shoots
 * `--dist <dir>`); writes PNGs to `--out` (default reports/shots/) named `<page>-<width>-<theme>.png`.
 * Sections that draw lazily are forced to draw: the page is scrolled through so every island starts,
 * the reveal-on-scroll grids are shown, and content-visibility is set aside (the CSP is bypassed for that style only).
 */
import path from 'node:path';
import { defineInPage } from '../helpers/browser.ts';
import { onePathPerKind, scrollThrough } from '../helpers/audit-pages.ts';
import { networkSettled } from '../helpers/waits.ts';
import { projectRoot } from '../helpers/server.ts';
import { distFolder, toolOptions } from './measured-pages.ts';
import { photographSite, runTool } from './picture-session.ts';

const WIDTHS = [375, 1280];
const THEMES = ['light', 'dark'] as const;

const options = toolOptions('shots', {
  out: { fallback: 'reports/shots', help: 'the folder the PNGs are written to (emptied first)' },
  only: { fallback: '', help: 'shoot only the paths that contain this text, e.g. --only /blog' },
});

/** A file name for a path: `/` is `home`, `/solutions/gratify` is `solutions-gratify`. */
const fileName = (route: string) => route.replace(/^\/|\/$/g, '').replace(/\.html$/, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

async function main(): Promise<void> {
  const dist = distFolder(options.dist);
  const out = path.resolve(projectRoot, options.out);
  const routes = [...(await onePathPerKind())].filter((p) => p.includes(options.only));
  await photographSite('screenshots', dist, out, async (browser, origin) => {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme, bypassCSP: true });
        for (const route of routes) {
          const page = await context.newPage();
          await page.goto(`${origin}${route}`);
          await networkSettled(page);
          await defineInPage(page); // the helpers' page functions, compiled by tsx, call its __name
          await scrollThrough(page);
          // Reveal-on-scroll grids and anything else that waits to be seen: shown as a reader who scrolled sees them.
          await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((grid) => grid.setAttribute('data-reveal', 'shown')));
          // A full-page screenshot paints the page at once: sections left to draw when near the view (content-visibility) are drawn.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          await page.evaluate(() => scrollTo(0, 0));
          await networkSettled(page);
          // Counters and first sequences end within a couple of seconds: shoot their end, not a frame of the way.
          await page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'), null, { timeout: 3000 }).catch(() => undefined);
          await page.waitForTimeout(1500);
          const file = path.join(out, `${fileName(route)}-${width}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          console.log(path.relative(projectRoot, file));
          await page.close();
        }
        await context.close();
      }
    }
  });
}

runTool(main);
