/**
 * The site runs under the Content-Security-Policy it ships (docs/decisions.md §12): the served
 * headers are enforced in every browser test, and openPage reports any violation.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, openPage, withPage } from '../helpers/browser.ts';
import { networkSettled } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';

const browser = await launchBrowser();

if (browser) {
  const server = await serveDist();

  test('the served pages carry the CSP, with no inline script allowed', async () => {
    const csp = (await fetch(`${server.origin}/`)).headers.get('content-security-policy') ?? '';
    // 'wasm-unsafe-eval': Pagefind's WebAssembly, for the site search (docs/decisions.md §21); it runs no script text.
    assert.match(csp, /script-src 'self' 'sha256-[^']+' 'wasm-unsafe-eval'(;|$)/);
    assert.not.match(csp, /unsafe-inline|'unsafe-eval'/);
  });

  test('an injected inline script is refused and reported as a violation', async () => {
    const { page, problems } = await openPage(browser, server.origin);
    await page.goto(`${server.origin}/`);
    const ran = await page.evaluate(async () => {
      const refused = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      await refused;
      return 'injected' in window;
    });
    assert.is(ran, false);
    assert.ok(problems.some((p) => p.startsWith('CSP violation: script-src')), problems.join('\n'));
    await page.context().close();
  });

  test('the home page runs every island to the end of the page with no violation', () =>
    withPage(browser, server.origin, async (page) => {
      await page.goto(`${server.origin}/`);
      const islands = page.locator('[data-island]:not([data-load^="media"])');
      const count = await islands.count();
      assert.ok(count > 10, `${count} islands`);
      for (let i = 0; i < count; i++) {
        const island = islands.nth(i);
        await island.scrollIntoViewIfNeeded();
        // Started islands carry data-<name>-init (site/islands/define-island.ts).
        await island.evaluate((el) => new Promise<void>((resolve) => {
          if (el.getAttributeNames().some((n) => n.endsWith('-init'))) return resolve();
          new MutationObserver((_, observer) => {
            if (el.getAttributeNames().some((n) => n.endsWith('-init'))) observer.disconnect(), resolve();
          }).observe(el, { attributes: true });
        }));
      }
      await networkSettled(page);
    }));

  test.after(async () => {
    await browser.close();
    server.close();
  });
}

test.run();
