/**
 * The frame of the tools that photograph the built site (npm run shots, npm run design-pictures):
 * Chromium and the build served on loopback, closed whatever happens, an empty output folder, and
 * a one-line error with exit code 1 instead of a stack trace.
 */
import { mkdir, rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';

/** Runs `work` with a browser and `dist` served at `origin`, after emptying `out`; `what` names the tool's output in the message when Chromium is missing. */
export async function photographSite(what: string, dist: string, out: string, work: (browser: Browser, origin: string) => Promise<void>): Promise<void> {
  const browser = await launchBrowser({ build: 'full' });
  if (!browser) throw new Error(`The ${what} need Chromium (apt-get install -y chromium, or set CHROME_PATH).`);
  const server = await serveDist(dist);
  try {
    await rm(out, { recursive: true, force: true });
    await mkdir(out, { recursive: true });
    await work(browser, server.origin);
  } finally {
    server.close();
    await browser.close();
  }
}

/** Runs a tool's main function, printing only the message of what it throws. */
export function runTool(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
