/**
 * Lighthouse (the npm package) in its mobile defaults (simulated slow 4G, 4x CPU slowdown) against
 * Debian's Chromium. The machine is offline: every host name but loopback is made to fail at once,
 * so neither Chromium nor Lighthouse can wait on the internet, and each run has a hard time limit.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROME_FLAGS, chromePath } from '../helpers/browser.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRow {
  path: string;
  /** 0-100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Audits of a category that did not pass, e.g. "performance: unused-javascript (0.5)". */
  failing: string[];
  /** Requests to anything but the served origin (there must be none). */
  thirdParty: string[];
  /** Lighthouse's own warnings about the run (e.g. a slow or busy machine). */
  warnings: string[];
  error?: string;
}

const RUN_LIMIT_MS = 180_000;
// Any host name other than loopback resolves to nothing, so no request can reach (or wait on) the internet.
const OFFLINE_FLAGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

class TimeLimitError extends Error {}

function withLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const failed = (path: string, error: string): LighthouseRow => ({
  path,
  scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
  lcpMs: null,
  tbtMs: null,
  cls: null,
  failing: [],
  thirdParty: [],
  warnings: [],
  error,
});

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export function rowFrom(pagePath: string, origin: string, lhr: Lhr): LighthouseRow {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score! * 100)])) as Record<Category, number | null>;
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => `${c}: ${a.id} (${a.displayValue ? `${a.displayValue}, ` : ''}score ${a.score})`),
  );
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const thirdParty = requests.map((r) => r.url).filter((u) => !u.startsWith(origin) && !u.startsWith('data:'));
  return { path: pagePath, scores, lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), failing, thirdParty, warnings: lhr.runWarnings.map(String), error: lhr.runtimeError?.message };
}

/** Debian's Chromium for Lighthouse, with every host but loopback unreachable. */
export async function launchOfflineChromium(): Promise<chromeLauncher.LaunchedChrome> {
  const executable = chromePath();
  if (!executable) throw new Error('Lighthouse needs Chromium (apt-get install -y chromium, or set CHROME_PATH).');
  return chromeLauncher.launch({ chromePath: executable, chromeFlags: [...CHROME_FLAGS, ...OFFLINE_FLAGS], logLevel: 'silent' });
}

/** One Lighthouse run of `origin` + `pagePath` in the Chromium at `port`, within the time limit. */
export async function lighthouseRun(port: number, origin: string, pagePath: string): Promise<Lhr> {
  const result = await withLimit(lighthouse(`${origin}${pagePath}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }), RUN_LIMIT_MS, `Lighthouse on ${pagePath}`);
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr;
}

/**
 * Audits each path of `origin` in turn, in one Chromium, `runs` times, and keeps each page's
 * median run (Lighthouse's own choice: nearest the median FCP and TTI), as Lighthouse advises for
 * figures that vary from run to run: the first page load in a fresh browser pays its cold start,
 * and a shared machine is noisy.
 */
export async function lighthousePages(origin: string, pagePaths: string[], log: (line: string) => void = () => {}, runs = 3): Promise<LighthouseRow[]> {
  const chrome = await launchOfflineChromium();
  const rows: LighthouseRow[] = [];
  try {
    let stuck: string | undefined;
    for (const pagePath of pagePaths) {
      if (stuck) {
        rows.push(failed(pagePath, `not run: ${stuck}`));
        continue;
      }
      log(`  lighthouse ${pagePath} (${runs} runs)`);
      const run = () => lighthouseRun(chrome.port, origin, pagePath);
      try {
        const lhrs: Lhr[] = [];
        // A trace that failed to record (NO_NAVSTART and the like) is Lighthouse's flake on a busy machine: one more try each.
        for (let i = 0; i < runs; i++) {
          const lhr = await run();
          lhrs.push(lhr.runtimeError ? await run() : lhr);
        }
        const valid = filterToValidRuns(lhrs);
        rows.push(rowFrom(pagePath, origin, valid.length ? computeMedianRun(valid) : lhrs[0]));
      } catch (error) {
        rows.push(failed(pagePath, (error as Error).message));
        // A run over its limit may still hold the browser; later runs would only queue behind it.
        if (error instanceof TimeLimitError) stuck = error.message;
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
