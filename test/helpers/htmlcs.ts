/**
 * HTML_CodeSniffer (the engine pa11y runs by default) in the page under test, beside axe: WCAG2AA,
 * errors only. It judges some things axe leaves as "needs review" (text of one character, such as
 * a logo's initial, whose contrast axe does not rate), so each engine catches what the other misses.
 *
 * Like axe it is evaluated through the DevTools protocol (page.evaluate of its source), not added
 * as a <script>: the site's CSP (`script-src 'self'` and the early script's hash) refuses
 * addScriptTag's inline content ("Executing inline script violates…", tried), and bypassCSP would
 * audit a page laxer than the one served. A DevTools evaluation is not the page's script, so the
 * policy neither blocks nor reports it, and the page stays under its real policy. HTMLCS itself adds no script and evaluates no string:
 * its standards come bundled in build/HTMLCS.js.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeContext } from './axe.ts';
import { defineInPage } from './browser.ts';

const htmlcsSource = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/**
 * Findings judged false after measuring the real contrast (or reading the real markup), each by its
 * exact code and selector, with the reason. Add one only with the measurement written beside it.
 */
const HTMLCS_EXCLUSIONS: { code: string; selector: string; reason: string }[] = [];

/** HTMLCS's message types: only errors fail a test (docs/decisions.md §13 says why). */
export const HTMLCS_TYPES = { 1: 'error', 2: 'warning', 3: 'notice' } as const;

export interface HtmlcsMessage {
  type: keyof typeof HTMLCS_TYPES;
  /** The rule, e.g. WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail. */
  code: string;
  message: string;
  /** A CSS selector of the element, unique in the page; "document" for a finding about the whole page. */
  selector: string;
}

/**
 * Runs in the page: makes HTMLCS read the colours Chromium computes for color-mix() (`color(srgb
 * r g b / a)`), which its parser, written for `rgb()` and hex, reads as NaN, and a NaN ratio is
 * never below 4.5, so the text passed unjudged. A colour still unread is recorded, never passed.
 */
function readModernColours(): void {
  const w = window as unknown as { HTMLCS: { util: { colourStrToRGB: (c: string) => Record<string, number> } }; __htmlcsUnread: Set<string> };
  const util = w.HTMLCS.util;
  const read = util.colourStrToRGB;
  w.__htmlcsUnread = new Set();
  util.colourStrToRGB = (colour: string) => {
    const srgb = /^color\(srgb ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)(?: \/ ([\d.e]+))?\)$/.exec(colour);
    const rgb = srgb
      ? { red: Number(srgb[1]), green: Number(srgb[2]), blue: Number(srgb[3]), alpha: srgb[4] === undefined ? 1 : Number(srgb[4]) }
      : read(colour);
    if (Object.values(rgb).some(Number.isNaN)) w.__htmlcsUnread.add(colour);
    return rgb;
  };
}

/** Runs in the page: HTMLCS over the document, each message with a selector of its element. */
function runHtmlcs(standard: string): Promise<{ messages: HtmlcsMessage[]; unread: string[] }> {
  const w = window as unknown as {
    HTMLCS: { process: (s: string, d: Document, done: (error?: unknown) => void) => void; getMessages: () => { type: 1 | 2 | 3; code: string; msg: string; element: Node }[] };
    __htmlcsUnread: Set<string>;
  };
  /** The shortest chain of `tag.class:nth-of-type(n)` steps from the element up that only it matches. */
  const selectorOf = (node: Node): string => {
    if (!(node instanceof Element)) return 'document';
    const steps: string[] = [];
    for (let el: Element | null = node; el; el = el.parentElement) {
      if (el.id) {
        steps.unshift(`#${CSS.escape(el.id)}`);
      } else {
        const like = (other: Element) => other.localName === el!.localName && other.classList[0] === el!.classList[0];
        const siblings = el.parentElement ? [...el.parentElement.children].filter(like) : [el];
        steps.unshift(`${el.localName}${el.classList[0] ? `.${CSS.escape(el.classList[0])}` : ''}${siblings.length > 1 ? `:nth-of-type(${[...el.parentElement!.children].filter((o) => o.localName === el!.localName).indexOf(el) + 1})` : ''}`);
      }
      const selector = steps.join(' > ');
      if (document.querySelectorAll(selector).length === 1) return selector;
    }
    return steps.join(' > ');
  };
  w.__htmlcsUnread.clear();
  return new Promise((resolve, reject) => {
    w.HTMLCS.process(standard, document, (error) => {
      if (error) return reject(new Error(String(error)));
      resolve({
        messages: w.HTMLCS.getMessages().map((m) => ({ type: m.type, code: m.code, message: m.msg, selector: selectorOf(m.element) })),
        unread: [...w.__htmlcsUnread],
      });
    });
  });
}

/** Every message HTMLCS gives on the page (errors, warnings and notices), and the colours it could not read. */
export async function htmlcsMessages(page: Page): Promise<{ messages: HtmlcsMessage[]; unread: string[] }> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) {
    await page.evaluate(htmlcsSource);
    await defineInPage(page); // tsx's __name, which the functions below call once compiled
    await page.evaluate(readModernColours);
  }
  return page.evaluate(runHtmlcs, 'WCAG2AA');
}

/** Whether the element `selector` names lies inside `context` (axe's form: a selector, or include and exclude lists). */
const inContext = (page: Page, selector: string, context: AxeContext): Promise<boolean> =>
  page.evaluate(([selector, context]) => {
    const el = selector === 'document' ? document.documentElement : document.querySelector(selector);
    const within = (lists: string[][]) => lists.some(([s]) => [...document.querySelectorAll(s)].some((root) => root.contains(el)));
    return typeof context === 'string' ? within([[context]]) : within(context.include) && !within(context.exclude ?? []);
  }, [selector, context] as const);

/**
 * The errors HTMLCS finds in `context` (the whole document by default), one a line: "htmlcs code:
 * selector (what is wrong)", less HTMLCS_EXCLUSIONS; and each colour it could
 * not read, which would otherwise pass unjudged. `run` reuses messages already taken from the page.
 */
export async function htmlcsErrors(page: Page, context: AxeContext = 'html', run?: Awaited<ReturnType<typeof htmlcsMessages>>): Promise<string[]> {
  const { messages, unread } = run ?? (await htmlcsMessages(page));
  const excluded = (m: HtmlcsMessage) => HTMLCS_EXCLUSIONS.some((x) => x.code === m.code && x.selector === m.selector);
  const findings: string[] = [];
  for (const m of messages) {
    if (m.type !== 1 || excluded(m)) continue;
    if (context === 'html' || (await inContext(page, m.selector, context))) findings.push(`htmlcs ${m.code}: ${m.selector} (${m.message})`);
  }
  return [...findings, ...unread.map((colour) => `htmlcs could not read the colour "${colour}", so it judged no text in it`)];
}
