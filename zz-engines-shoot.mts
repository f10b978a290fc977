// Scratch (review-engines): full-page screenshots in chromium / firefox / webkit. Delete when done.
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as netServer } from 'node:net';
import { startWatchProxy } from './test/engines/watch-proxy.ts';

const ORIGIN = 'http://127.0.0.1:5081';
const OUT = '/tmp/review-engines/shots';
const engine = process.argv[2] as 'chromium' | 'firefox' | 'webkit';
const only = process.argv[3]?.split(',');
const PAGES: Record<string, string> = {
  home: '/',
  gratify: '/solutions/Gratify',
  xdr: '/solutions/AcmeXDR',
  agretech: '/industries/agretech',
  realestate: '/industries/real-estate',
  cases: '/case-studies',
  case: '/case-studies/fmcg-distribution',
  blog: '/blog',
  post: '/blog/why-dealer-payouts-run-late',
  papers: '/resources/whitepapers',
  paper: '/resources/whitepapers/ai-loyalty',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  notfound: '/no-such-page-xyz',
};
const WIDTHS = [375, 1280];
const THEMES = ['light', 'dark'];
const HEIGHT = 800;

// In-page: scroll slowly to the bottom and back, then collect findings.
const SCROLL_AND_MEASURE = `
(async () => {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  for (let i = 0; i < 100 && !document.documentElement.hasAttribute('data-islands-loaded'); i++) await sleep(50);
  let y = 0;
  while (y < document.documentElement.scrollHeight) { y += Math.round(innerHeight * 0.5); window.scrollTo(0, y); await sleep(180); }
  await sleep(1200);
  window.scrollTo(0, 0);
  await sleep(900);
  const root = document.documentElement;
  const overflow = root.scrollWidth - root.clientWidth;
  const wide = [];
  if (overflow > 0) for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.right > root.clientWidth + 1 && r.width > 0) { wide.push(el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' right=' + Math.round(r.right)); if (wide.length > 8) break; } }
  const badImages = [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.currentSrc || i.src);
  const hiddenReveal = [...document.querySelectorAll('[data-reveal]')].map((el) => el.getAttribute('data-reveal') + ':' + (el.className || el.id));
  const invisible = [...document.querySelectorAll('main h2, main h3, main p, main img, main svg')].filter((el) => { const s = getComputedStyle(el); let o = 1; for (let e = el; e && e !== document.body; e = e.parentElement) o *= +getComputedStyle(e).opacity; return el.getClientRects().length && (o < 0.05 || s.visibility === 'hidden'); }).slice(0, 10).map((el) => el.tagName + '.' + (el.className?.baseVal ?? el.className) + ' ' + (el.textContent || '').trim().slice(0, 40));
  done({ overflow, wide, badImages, hiddenReveal, invisible, innerWidth, scrollHeight: root.scrollHeight, theme: root.getAttribute('data-theme'), bg: getComputedStyle(document.body).backgroundColor, loaded: root.hasAttribute('data-islands-loaded') });
})();
`;

const results: Record<string, unknown> = {};
mkdirSync(`${OUT}/${engine}`, { recursive: true });

async function freePort(): Promise<number> {
  return new Promise((resolve) => { const s = netServer(); s.listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => resolve(port)); }); });
}

interface Shooter { shoot(path: string, width: number, theme: string, file: string): Promise<unknown>; close(): Promise<void>; }

async function chromium(): Promise<Shooter> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  return {
    async shoot(path, width, theme, file) {
      const ctx = await browser.newContext({ viewport: { width, height: HEIGHT }, colorScheme: theme as 'light' | 'dark' });
      await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(ORIGIN + path, { waitUntil: 'load' });
      const info = await page.evaluate(`new Promise((done) => { ${SCROLL_AND_MEASURE} })`);
      await page.screenshot({ path: file, fullPage: true });
      await ctx.close();
      return { ...(info as object), errors };
    },
    close: () => browser.close(),
  };
}

async function firefox(): Promise<Shooter> {
  const puppeteer = (await import('puppeteer-core')).default;
  return {
    async shoot(path, width, theme, file) {
      // One browser per theme so prefers-color-scheme matches too.
      const browser = await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true, extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': theme === 'dark' ? 0 : 1, 'ui.systemUsesDarkTheme': theme === 'dark' ? 1 : 0 } });
      try {
        const page = (await browser.pages())[0] ?? await browser.newPage();
        await page.setViewport({ width, height: HEIGHT });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(ORIGIN + '/robots.txt');
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        await page.goto(ORIGIN + path, { waitUntil: 'load' });
        const info = await page.evaluate(`new Promise((done) => { ${SCROLL_AND_MEASURE} })`);
        await page.screenshot({ path: file as `${string}.png`, fullPage: true });
        return { ...(info as object), errors };
      } finally {
        await browser.close();
      }
    },
    close: async () => {},
  };
}

async function webkit(): Promise<Shooter> {
  const { Builder, By } = await import('selenium-webdriver');
  const proxy = await startWatchProxy(ORIGIN);
  const children: ChildProcess[] = [];
  const stopAll = () => { for (const c of children) { try { process.kill(-c.pid!, 'SIGTERM'); } catch { try { c.kill(); } catch { /* gone */ } } } proxy.close(); };
  process.once('exit', stopAll);
  const xvfb = spawn('/usr/bin/Xvfb', ['-displayfd', '3', '-screen', '0', '2000x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'], detached: true });
  children.push(xvfb);
  const display = await new Promise<string>((resolve) => xvfb.stdio[3]!.once('data', (c) => resolve(`:${String(c).trim()}`)));
  const sessions: Record<string, { driver: import('selenium-webdriver').WebDriver }> = {};
  async function session(theme: string) {
    if (sessions[theme]) return sessions[theme].driver;
    const port = await freePort();
    const proc = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', detached: true, env: { ...process.env, DISPLAY: display } });
    children.push(proc);
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 200; i++) { if (await fetch(`${url}/status`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 50)); }
    const driver = await new Builder().usingServer(url).withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', args: ['--automation', ...(theme === 'dark' ? ['--dark-mode'] : [])] } }).build();
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 30_000 });
    sessions[theme] = { driver };
    return driver;
  }
  return {
    async shoot(path, width, theme, file) {
      const driver = await session(theme);
      await driver.manage().window().setRect({ width, height: HEIGHT });
      await driver.get(proxy.origin + '/robots.txt');
      await driver.executeScript(`localStorage.setItem('theme', '${theme}'); sessionStorage.clear();`);
      await driver.get(proxy.origin + path);
      const info = await driver.executeAsyncScript('const done = arguments[arguments.length - 1];' + SCROLL_AND_MEASURE) as Record<string, unknown>;
      const errors = await driver.executeScript(`const p = JSON.parse(sessionStorage.getItem('engine-watch-problems') || '[]'); sessionStorage.removeItem('engine-watch-problems'); return p;`);
      const png = await driver.findElement(By.css('html')).takeScreenshot();
      writeFileSync(file, Buffer.from(png, 'base64'));
      return { ...info, errors };
    },
    async close() {
      for (const s of Object.values(sessions)) await s.driver.quit().catch(() => {});
      stopAll();
    },
  };
}

const shooter = await ({ chromium, firefox, webkit })[engine]();
try {
  for (const [name, path] of Object.entries(PAGES)) {
    if (only && !only.includes(name)) continue;
    for (const theme of THEMES) for (const width of WIDTHS) {
      const file = `${OUT}/${engine}/${name}-${width}-${theme}.png`;
      const t0 = Date.now();
      try {
        results[`${name}-${width}-${theme}`] = await shooter.shoot(path, width, theme, file);
      } catch (error) {
        results[`${name}-${width}-${theme}`] = { failed: String(error) };
      }
      console.log(engine, name, width, theme, Date.now() - t0, 'ms', JSON.stringify(results[`${name}-${width}-${theme}`]).slice(0, 300));
    }
    writeFileSync(`${OUT}/${engine}/results${only ? '-' + only.join('_') : ''}.json`, JSON.stringify(results, null, 1));
  }
} finally {
  await shooter.close();
}
process.exit(0);
