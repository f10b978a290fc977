import { chromium } from 'playwright-core';
import { serveConfiguredSite, COVERS } from './test/helpers/configured-site.ts';
const s = await serveConfiguredSite();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const w of [375, 768, 1280]) {
  const page = await b.newPage({ viewport: { width: w, height: 900 } });
  await page.goto(s.origin + '/blog');
  await page.waitForSelector('[data-listing-init], [data-island="listing"][data-listing-init]', { state: 'attached' }).catch(() => {});
  await page.waitForTimeout(1000);
  await page.click(`a[data-listing-open][href="${COVERS.post.page}"]`);
  await page.waitForSelector('dialog[open] picture img');
  await page.waitForTimeout(800);
  console.log(w, await page.evaluate(() => { const img = document.querySelector<HTMLImageElement>('dialog[open] picture img')!; return [img.offsetWidth, img.offsetHeight, img.currentSrc.split('/').pop(), img.parentElement!.querySelector('source')!.getAttribute('sizes')]; }));
  await page.screenshot({ path: `/tmp/shots/dlg-${w}.png` });
  await page.close();
}
await b.close(); await s.close();
