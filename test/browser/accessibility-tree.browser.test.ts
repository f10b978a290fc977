/**
 * What a screen reader gets from content that is laid out late: the home sections, inner pages'
 * sections after the hero (the legal texts among them) and the footer are rendered only as they
 * near the viewport (content-visibility: auto), and a closed hero
 * tooltip not at all (content-visibility: hidden). Chromium runs here in the full accessibility
 * mode a screen reader turns on; in it, all of that must still be in the accessibility tree, with
 * names and descriptions, before the visitor scrolls. (axe-core reads the DOM, so it cannot tell.)
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CDPSession } from 'playwright-core';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';

const browser = await launchBrowser({ args: ['--force-renderer-accessibility'] });

interface AXNode { role?: { value: string }; name?: { value: string }; description?: { value: string }; ignored: boolean }

/** The accessibility node of each element matching `selector`. */
async function axNodes(cdp: CDPSession, selector: string): Promise<AXNode[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const nodes: AXNode[] = [];
  for (const nodeId of nodeIds) {
    const { nodes: found } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    nodes.push(found[0] as AXNode);
  }
  return nodes;
}

if (browser) {
  const server = await serveDist();
  test('home sections, the footer and closed hero tooltips are in the tree before scrolling', async () => {
    const { page, problems } = await openPage(browser, server.origin, { viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(`${server.origin}/`);
    const cdp = await page.context().newCDPSession(page);

    const headings = await page.locator('main section h2').allTextContents();
    const exposed = await axNodes(cdp, 'main section h2');
    assert.ok(headings.length >= 8, 'the home page has its section headings');
    assert.equal(exposed.map((n) => [n.role?.value, n.name?.value]), headings.map((h) => ['heading', h.trim()]));

    const footerLinks = await axNodes(cdp, '.site-footer a');
    assert.ok(footerLinks.length > 10);
    assert.ok(footerLinks.every((n) => !n.ignored && n.role?.value === 'link' && n.name?.value), 'every footer link has its role and name');

    const summaries = await page.locator('.hd-tip__text').allTextContents();
    const productLinks = await axNodes(cdp, '.hd-product__link');
    assert.equal(productLinks.map((n) => n.description?.value), summaries, 'each product is described by its closed tooltip');

    assert.equal(problems, []);
    await page.context().close();
  });
  test('an inner page\'s later sections and the legal texts\' numbered sections are in the tree before scrolling', async () => {
    for (const path of ['/careers', '/terms']) {
      const { page, problems } = await openPage(browser, server.origin, { viewport: { width: 375, height: 800 } });
      await page.goto(`${server.origin}${path}`);
      const cdp = await page.context().newCDPSession(page);
      const selector = 'main > .page-hero ~ section h2, .legal-doc__section h3';
      const headings = await page.locator(selector).allTextContents();
      assert.ok(headings.length >= 2, `${path} has section headings`);
      const exposed = await axNodes(cdp, selector);
      assert.equal(exposed.map((n) => [n.role?.value, n.name?.value]), headings.map((h) => ['heading', h.trim()]), path);
      assert.equal(problems, []);
      await page.context().close();
    }
  });
  test.after(async () => {
    await browser.close();
    server.close();
  });
}

test.run();
