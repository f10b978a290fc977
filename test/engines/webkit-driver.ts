/**
 * WebKit: Debian's WebKitWebDriver driving the GTK3 MiniBrowser (shipped with libwebkit2gtk-4.1-0)
 * on an Xvfb display of its own, through selenium-webdriver. The test starts Xvfb and the driver
 * and stops them by their PIDs, also when something fails. Errors are read from the watch script
 * that watch-proxy.ts adds to each page (this driver has no BiDi and no log endpoint).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../helpers/server.ts';
import { WAIT_MS, type EngineOptions, type EnginePage } from './engine-page.ts';
import { untilAnswering } from '../helpers/waits.ts';
import { WATCH_KEY, WATCHED_PAGE_KEY } from './watch-proxy.ts';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';

/** The GTK MiniBrowser's window cannot be narrower than this: WebKit's phone width. */
const PHONE_WIDTH = 447;

/** Stops a process we started (with its group, for the driver's MiniBrowser and web processes). */
function stop(child: ChildProcess | undefined, group = false): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(group ? -child.pid : child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Xvfb on the first free display: it writes the number it took to the file descriptor given. */
async function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let errors = '';
  xvfb.stderr!.on('data', (chunk) => (errors += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (chunk) => resolve(`:${String(chunk).trim()}`));
    xvfb.once('exit', () => reject(new Error(`Xvfb exited before it took a display:\n${errors}`)));
    setTimeout(() => reject(new Error('Xvfb did not take a display in time')), WAIT_MS);
  }).catch((error) => {
    stop(xvfb);
    throw error;
  });
  return { display, xvfb };
}

/**
 * A GTK configuration folder of the session's own, whose settings turn animations on or off:
 * WebKitGTK reads that as the visitor's reduced-motion setting (its MiniBrowser has no option for
 * it), and the machine's own GTK settings are left out either way.
 */
function gtkConfig({ reducedMotion }: { reducedMotion: boolean }): string {
  const config = mkdtempSync(path.join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${!reducedMotion}\n`);
  return config;
}

async function startDriver(display: string, env: Record<string, string>): Promise<{ url: string; driver: ChildProcess }> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore', detached: true, env: { ...process.env, DISPLAY: display, ...env } });
  const url = `http://127.0.0.1:${port}`;
  if (await untilAnswering(`${url}/status`, WAIT_MS, (r) => r.ok)) return { url, driver };
  stop(driver, true);
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

const call = (fn: (...args: never[]) => unknown) => `return (${fn}).apply(null, arguments)`;

export async function openWebKit(origin: string, { reducedMotion = false }: EngineOptions = {}): Promise<EnginePage> {
  let xvfb: ChildProcess | undefined;
  let driverProcess: ChildProcess | undefined;
  let session: WebDriver | undefined;
  const config = gtkConfig({ reducedMotion });
  const stopAll = () => {
    stop(driverProcess, true);
    stop(xvfb);
    rmSync(config, { recursive: true, force: true });
  };
  // A test runner that exits on a failure does not wait for close(): nothing may outlive it.
  process.once('exit', stopAll);
  try {
    const x = await startXvfb();
    xvfb = x.xvfb;
    const started = await startDriver(x.display, { XDG_CONFIG_HOME: config });
    driverProcess = started.driver;
    session = await new Builder().usingServer(started.url).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    }).build();
  } catch (error) {
    stopAll();
    throw error;
  }
  const driver = session;
  await driver.manage().setTimeouts({ script: WAIT_MS, pageLoad: 30_000 });
  const drain = () => driver.executeScript<string[]>(`const problems = JSON.parse(sessionStorage.getItem('${WATCH_KEY}') || '[]'); sessionStorage.removeItem('${WATCH_KEY}'); return problems;`);

  // The watch script marks each page it runs in; the mark is taken away at once, so the next page
  // must set it again.
  const assertWatched = async (what: string) => {
    const watched = await driver.executeScript<string | null>(`const page = sessionStorage.getItem('${WATCHED_PAGE_KEY}'); sessionStorage.removeItem('${WATCHED_PAGE_KEY}'); return page;`);
    if (!watched) throw new Error(`WebKit: the watch script did not run in ${what}, so its errors would go unseen`);
  };

  return {
    phoneWidth: PHONE_WIDTH,
    async goto(path) {
      await driver.get(`${origin}${path}`);
      await assertWatched(path);
    },
    async reload() {
      await driver.navigate().refresh();
      await assertWatched('the reloaded page');
    },
    async resize(width, height) {
      await driver.manage().window().setRect({ width, height });
    },
    evaluate: (fn, ...args) => driver.executeScript(call(fn as never), ...args),
    async waitFor(what, fn, ...args) {
      await driver.wait(() => driver.executeScript<boolean>(call(fn as never), ...args), WAIT_MS, `WebKit: gave up waiting for ${what}`, 50);
    },
    async click(selector) {
      // WebKit's automation finds no point to click on an element inside content it skips
      // (content-visibility: auto far from the viewport), so it is brought into view and drawn first.
      const element = await driver.findElement(By.css(selector));
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" }); return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))', element);
      await element.click();
    },
    hover: async (selector) => driver.actions().move({ origin: await driver.findElement(By.css(selector)) }).perform(),
    pressEscape: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    takeProblems: drain,
    async close() {
      try {
        await driver.quit();
      } finally {
        stopAll();
        process.off('exit', stopAll);
      }
    },
  };
}
