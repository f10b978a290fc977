/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (puppeteer never downloads a
 * browser here: it is given the system's). Page errors, console errors, failed requests and
 * requests to other origins arrive as BiDi events from the first byte of each page.
 */
import puppeteer from 'puppeteer-core';
import { WAIT_MS, type EngineOptions, type EnginePage } from './engine-page.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox can be as narrow as a phone. */
const PHONE_WIDTH = 375;

export async function openFirefox(origin: string, { reducedMotion = false }: EngineOptions = {}): Promise<EnginePage> {
  // Firefox's own setting for the system's reduced motion (0 no preference, 1 reduce).
  const extraPrefsFirefox = { 'ui.prefersReducedMotion': reducedMotion ? 1 : 0 };
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, extraPrefsFirefox });
  try {
    const page = (await browser.pages())[0] ?? await browser.newPage();
    page.setDefaultTimeout(WAIT_MS);
    let problems: string[] = [];
    // Requests the browser cancelled itself: the test went on to the next page while an island
    // still fetched GSAP (NS_BINDING_ABORTED), not a request the site failed to serve. The import
    // that asked for one then rejects as the page is left: not the site's error either. Sorted out
    // when the problems are taken, whichever of the two events came first.
    const aborted = new Set<string>();
    const abortedImport = (problem: string) => aborted.has(/^page error: .*error loading dynamically imported module: (\S+)$/.exec(problem)?.[1] ?? '');
    page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
    // An Error logged to the console reads only as a handle here: where it was logged says more.
    page.on('console', (message) => {
      const { url, lineNumber } = message.location();
      if (message.type() === 'error') problems.push(`console: ${message.text()}${url ? ` (logged at ${url}:${lineNumber})` : ''}`);
    });
    page.on('request', (request) => !request.url().startsWith(origin) && !request.url().startsWith('data:') && problems.push(`third-party request: ${request.url()}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText;
      if (reason === 'NS_BINDING_ABORTED') aborted.add(request.url());
      else problems.push(`failed: ${request.url()} (${reason})`);
    });

    return {
      phoneWidth: PHONE_WIDTH,
      async goto(path) {
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      },
      async reload() {
        await page.reload({ waitUntil: 'load' });
      },
      async resize(width, height) {
        await page.setViewport({ width, height });
      },
      // Arguments are plain JSON here; puppeteer's types also allow element handles, hence the casts.
      evaluate: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
      async waitFor(what, fn, ...args) {
        await page.waitForFunction(fn as never, { timeout: WAIT_MS, polling: 50 }, ...args).catch((error: Error) => {
          throw new Error(`Firefox: gave up waiting for ${what} (${error.message})`);
        });
      },
      click: (selector) => page.click(selector),
      hover: (selector) => page.hover(selector),
      pressEscape: () => page.keyboard.press('Escape'),
      async takeProblems() {
        const taken = problems.filter((problem) => !abortedImport(problem));
        problems = [];
        return taken;
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
