/**
 * npm run a11y: both accessibility engines of the tests, axe and HTML_CodeSniffer (WCAG2AA), on a
 * few pages for a reviewer: at 375 and 1280 px, light and dark, with JavaScript (every island
 * started) and without. `--only` takes paths or texts, comma-separated: a page's own path audits
 * that page (`/` the home page), any other text every page whose path contains it (default: one
 * page of each kind). Prints each failure, and apart from them HTMLCS's warnings, which fail
 * nothing (docs/decisions.md §13); exits non-zero on a failure. Builds if dist/ is missing
 * (`--dist <dir>` audits another build).
 */
import { launchBrowser } from '../helpers/browser.ts';
import { everyPath, islandsNotStarted, onePathPerKind, scrollThrough } from '../helpers/audit-pages.ts';
import { axeViolations, gotoWithoutScripts } from '../helpers/axe.ts';
import { htmlcsErrors, htmlcsMessages, type HtmlcsMessage } from '../helpers/htmlcs.ts';
import { finishTransitions } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';
import { distFolder, toolOptions } from './measured-pages.ts';

const options = toolOptions('a11y', {
  only: { fallback: '', help: 'pages to audit, comma-separated: a page\'s path (/ is the home page) or a text of paths, e.g. --only /,/about,/industries/ (default: one page of each kind)' },
});

const WIDTHS = [375, 1280];
const THEMES = ['light', 'dark'] as const;

/** The paths `wanted` names: each a page's path, or a text that every path it picks contains. */
function chosen(all: string[], wanted: string[]): string[] {
  const picked = wanted.map((text) => (all.includes(text) ? [text] : all.filter((p) => p.includes(text))));
  const none = wanted.filter((_, i) => !picked[i].length);
  if (none.length) throw new Error(`No page's path is or contains ${none.map((t) => `"${t}"`).join(', ')}.`);
  return [...new Set(picked.flat())];
}

async function main(): Promise<number> {
  const dist = distFolder(options.dist);
  const routes = options.only ? chosen(await everyPath(), options.only.split(',')) : [...(await onePathPerKind())];
  const browser = await launchBrowser();
  if (!browser) throw new Error('The audit needs Chromium (apt-get install -y chromium, or set CHROME_PATH).');
  const server = await serveDist(dist);
  let failures = 0;
  /** HTMLCS warnings by code: how many, and where the first was seen. */
  const warnings = new Map<string, { count: number; first: string }>();
  try {
    console.log(`axe and HTML_CodeSniffer (WCAG2AA) on ${routes.length} page(s) of ${dist}`);
    for (const theme of THEMES) {
      for (const js of [true, false]) {
        const context = await browser.newContext({ colorScheme: theme });
        const page = await context.newPage();
        for (const route of routes) {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            const where = `${route} @ ${width} px, ${theme}, JS ${js ? 'on' : 'off'}`;
            const findings: string[] = [];
            if (js) {
              await page.goto(`${server.origin}${route}`);
              await scrollThrough(page);
              findings.push(...(await islandsNotStarted(page)));
            } else if (width === WIDTHS[0]) {
              await gotoWithoutScripts(page, `${server.origin}${route}`);
            }
            await finishTransitions(page);
            const run = await htmlcsMessages(page);
            findings.push(...(await axeViolations(page)), ...(await htmlcsErrors(page, 'html', run)));
            for (const m of run.messages.filter((m: HtmlcsMessage) => m.type === 2)) {
              const seen = warnings.get(m.code) ?? { count: 0, first: `${where}: ${m.selector} (${m.message})` };
              warnings.set(m.code, { ...seen, count: seen.count + 1 });
            }
            console.log(`${findings.length ? 'FAIL' : 'ok  '} ${where}`);
            for (const finding of findings) console.log(`       ${finding}`);
            failures += findings.length;
          }
        }
        await context.close();
      }
    }
  } finally {
    server.close();
    await browser.close();
  }
  console.log('\nHTMLCS warnings (they fail nothing: mostly contrast it cannot compute, over a gradient, a translucent fill or an absolutely placed box, which axe computes):');
  for (const [code, { count, first }] of [...warnings].sort((a, b) => b[1].count - a[1].count)) console.log(`  ${count} x ${code}\n      e.g. ${first}`);
  console.log(failures ? `\n${failures} failure(s).` : '\nNo failure from either engine.');
  return failures ? 1 : 0;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
