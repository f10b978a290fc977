/**
 * What the engines suite needs of a browser, whatever drives it: puppeteer-core for Firefox
 * (firefox-driver.ts), selenium-webdriver for WebKit (webkit-driver.ts). The checks
 * (engine-checks.ts) are written once against this, so both engines run the same ones.
 */
import { existsSync } from 'node:fs';
import * as assert from 'uvu/assert';
import { ISLANDS_LOADED_ATTRIBUTE } from '../../site/document/early-script.ts';
import { markSkipped } from '../helpers/skipped.ts';

/** Any wait of the suite gives up after this: a guard against a hung engine, not a timing assertion. */
export const WAIT_MS = 10_000;

/** The suite's desktop window, and its phone window's height (the width is the engine's narrowest). */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE_HEIGHT = 740;

/** Whether the element is rendered: not under display: none, a closed <details> or visibility: hidden. */
export const shown = (selector: string): boolean => !!document.querySelector(selector)?.checkVisibility({ visibilityProperty: true });

/** Fails, naming `where`, if the page reported any problem since the last call. */
export async function assertNoProblems(page: EnginePage, where: string): Promise<void> {
  const problems = await page.takeProblems();
  assert.ok(problems.length === 0, `${where}: the page reported problems:\n  ${problems.join('\n  ')}\n`);
}

/** Loads a path and waits until every island entry of the page has run (or failed). */
export async function open(page: EnginePage, path: string): Promise<void> {
  await page.goto(path);
  await page.waitFor(`${path}: islands loaded`, (name) => document.documentElement.hasAttribute(name), ISLANDS_LOADED_ATTRIBUTE);
}

/** Waits until the island `island` has started: its first root on the page carries data-<island>-init. */
export const untilStarted = (page: EnginePage, island: string): Promise<void> =>
  page.waitFor(`the ${island} island started`, (name) => !!document.querySelector(`[data-island="${name}"]`)?.hasAttribute(`data-${name}-init`), island);

/** How a session's browser is set up: the visitor's reduced-motion setting, off by default. */
export interface EngineOptions {
  reducedMotion?: boolean;
}

export interface EnginePage {
  /** The narrowest window the engine can have: the suite's phone width. */
  readonly phoneWidth: number;
  /** Loads a path of the served site and resolves once its load event has fired. */
  goto(path: string): Promise<void>;
  /** Reloads the page, as the browser's reload does (keeping the scroll position), and resolves once its load event has fired. */
  reload(): Promise<void>;
  /** Sizes the viewport (Firefox) or the window (WebKit, whose MiniBrowser has no chrome). */
  resize(width: number, height: number): Promise<void>;
  /** Runs `fn` in the page with JSON arguments; a promise it returns is awaited. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** Polls `fn` in the page until it returns true; fails naming `what` after WAIT_MS. */
  waitFor<A extends unknown[]>(what: string, fn: (...args: A) => boolean, ...args: A): Promise<void>;
  /** A real click, as the engine's automation sends one, in the middle of the element. */
  click(selector: string): Promise<void>;
  /** Moves the mouse onto the middle of the element. */
  hover(selector: string): Promise<void>;
  /** Presses Escape in the focused element. */
  pressEscape(): Promise<void>;
  /** The script errors, console errors, failed and third-party requests seen since the last call. */
  takeProblems(): Promise<string[]>;
  /** Ends the session and every process the driver started. */
  close(): Promise<void>;
}

/**
 * Whether the engine's programs are installed. Without them the suite is skipped with a warning
 * naming the Debian packages; under CI a missing engine is a failure, as for Chromium.
 */
export function engineInstalled(engine: string, programs: string[], packages: string): boolean {
  const missing = programs.filter((program) => !existsSync(program));
  if (missing.length === 0) return true;
  const why = `${engine}: ${missing.join(', ')} not found (apt-get install -y ${packages})`;
  if (process.env.CI) throw new Error(`${why}; under CI this is a failure.`);
  console.warn(`\n  ! Engine tests skipped: ${why}.\n`);
  markSkipped(`no ${engine}`);
  return false;
}
