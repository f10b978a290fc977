/**
 * Chromium for the browser tests: Debian's packages, driven by playwright-core (never a downloaded
 * browser). Without a browser the tests are skipped locally but fail under CI.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { sharedByKey } from './shared-by-key.ts';
import { serveDist } from './server.ts';
import { markSkipped } from './skipped.ts';

export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/**
 * Which Chromium: the tests run on Debian's `chromium-headless-shell` when it is installed, the
 * same Blink and V8 without the full browser's window layer, at about half the CPU a page
 * (docs/performance.md, "The whole `npm test`"). The measurements in test/tools run on the full
 * browser, the one visitors have. `CHROME_PATH` overrides both.
 */
export type ChromiumBuild = 'headless-shell' | 'full';

export const chromePath = (build: ChromiumBuild = 'full'): string | undefined =>
  [process.env.CHROME_PATH, build === 'headless-shell' && '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']
    .find((p): p is string => !!p && existsSync(p));

async function startChromium(build: ChromiumBuild, extraArgs: string[]): Promise<Browser | null> {
  const executablePath = chromePath(build);
  if (!executablePath) {
    if (process.env.CI) throw new Error('No Chromium found (install Debian\'s chromium and chromium-headless-shell, or set CHROME_PATH); under CI this is a failure.');
    console.warn('\n  ! Browser tests skipped: no Chromium (apt-get install -y chromium chromium-headless-shell, or set CHROME_PATH).\n');
    return null;
  }
  return chromium.launch({ executablePath, args: [...CHROME_FLAGS, ...extraArgs] });
}

const running = sharedByKey((key) => {
  const [build, ...flags] = key.split(' ');
  return startChromium(build as ChromiumBuild, flags);
}, (browser) => browser?.close());

/**
 * Chromium for a test file, shared by every file of the run that asks for the same build and flags
 * (some forty files). Each file still closes "its" browser; the last close is real. Files are
 * isolated by their own browser contexts (openPage makes one per page).
 */
export async function launchBrowser({ args = [], build = 'headless-shell' }: { args?: string[]; build?: ChromiumBuild } = {}): Promise<Browser | null> {
  const { value: browser, release: close } = await running([build, ...args].join(' '));
  if (!browser) {
    markSkipped('no Chromium');
    return null;
  }
  return new Proxy(browser, {
    get: (target, name) => {
      if (name === 'close') return close;
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface PageWatch {
  page: Page;
  /** Console errors, failed requests and requests to other origins seen so far. */
  problems: string[];
}

/** Opens a page that records every console error, failed request and third-party request. */
export async function openPage(browser: Browser, origin: string, options: BrowserContextOptions = {}): Promise<PageWatch> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  // The served CSP is enforced (serve.json); any violation is reported, not only those Chromium logs.
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // A request that a later navigation of the page cut off (the test moved on, or the dev server
  // reloaded the tab, while islands were still loading) is the browser's doing, not a failure of
  // the site; any other failure is. A request belongs to the document in place when it started:
  // the old document keeps running until the next one commits, so requests it starts after the
  // navigation's request went out are still its own. Chromium may report an abort before the
  // commit that caused it, so an abort is held as a problem only until a commit follows it.
  let commits = 0;
  let navigating = false;
  const startedIn = new WeakMap<object, number>();
  const aborts: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigating = true;
    startedIn.set(r, commits);
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !navigating) return; // a same-document move keeps its requests
    navigating = false;
    commits++;
    for (const abort of aborts.splice(0)) {
      const at = problems.indexOf(abort);
      if (at >= 0) problems.splice(at, 1);
    }
  });
  page.on('requestfailed', (r) => {
    const problem = `failed: ${r.url()} (${r.failure()?.errorText})`;
    const abort = r.failure()?.errorText === 'net::ERR_ABORTED';
    if (abort && startedIn.get(r)! < commits) return;
    problems.push(problem);
    if (abort) aborts.push(problem);
  });
  // A blob: address the page made itself (a picture chosen for upload) is the page's own origin, never the network.
  const own = (url: string) => url.startsWith(origin) || url.startsWith(`blob:${origin}/`) || url.startsWith('data:');
  page.on('request', (r) => !own(r.url()) && problems.push(`third-party request: ${r.url()}`));
  return { page, problems };
}

export interface WithPageOptions extends BrowserContextOptions {
  /**
   * Problems the test causes on purpose, such as a post to a form endpoint on another origin or the
   * console line Chromium logs when a test makes that endpoint answer 500. A problem is reported as
   * "third-party request: <url>", "failed: <url> (<error>)", "console: <text>", "page error: <message>"
   * or "CSP violation: <text>"; a string matches the start of that line, a pattern matches anywhere.
   * Name each one as narrowly as the test allows: every other problem still fails the test.
   */
  expectedProblems?: (string | RegExp)[];
}

/** Runs `run` on a fresh page, then asserts the page logged no error and no request failed. */
export async function withPage(browser: Browser, origin: string, run: (page: Page) => Promise<void>, options: WithPageOptions = {}): Promise<void> {
  const { expectedProblems = [], ...contextOptions } = options;
  const { page, problems } = await openPage(browser, origin, contextOptions);
  const expected = (problem: string) => expectedProblems.some((e) => (typeof e === 'string' ? problem.startsWith(e) : e.test(problem)));
  try {
    await run(page);
    const unexpected = problems.filter((problem) => !expected(problem));
    if (unexpected.length) throw new Error(`The page reported problems:\n  ${unexpected.join('\n  ')}`);
  } finally {
    await page.context().close();
  }
}

/**
 * What most browser test files start with: the shared Chromium (null when there is none, and then
 * no server either), dist/ served, and withPage bound to it. `close` releases both: call it in the
 * file's last after hook.
 */
export async function browserOnSite(): Promise<{
  browser: Browser | null;
  origin: string;
  withPage: (browser: Browser, run: (page: Page) => Promise<void>, options?: WithPageOptions) => Promise<void>;
  close: () => Promise<void>;
}> {
  const browser = await launchBrowser();
  const server = browser ? await serveDist() : null;
  const origin = server?.origin ?? '';
  return {
    browser,
    origin,
    withPage: (b, run, options) => withPage(b, origin, run, options),
    close: async () => {
      await browser?.close();
      server?.close();
    },
  };
}

/**
 * Defines `functions` as globals of the page's current document, for functions run in the page to
 * call: Playwright sends a page function as its source text, so it cannot call a test's helper.
 * Also defines tsx's `__name` helper, which the inner functions tsx compiles call and which exists
 * only in Node. Call it again after each navigation.
 */
export const defineInPage = (page: Page, functions: Record<string, (...args: never[]) => unknown> = {}): Promise<unknown> =>
  page.evaluate(['globalThis.__name ??= (f) => f;', ...Object.entries(functions).map(([name, fn]) => `globalThis.${name} = ${fn.toString()};`)].join('\n'));
