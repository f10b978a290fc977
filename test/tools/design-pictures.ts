/**
 * npm run design-pictures: the pictures of docs/design.md. A specimen of the design tokens, read
 * from the stylesheets that define them (type scale, colours, illustration palette, spacing, radii,
 * elevation), and crops of the components from the built pages, each in light and dark side by
 * side. Writes docs/design/<name>.png; run it after changing a token or a component, and look.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { networkSettled } from '../helpers/waits.ts';
import { projectRoot } from '../helpers/server.ts';
import { distFolder, toolOptions } from './measured-pages.ts';
import { componentPictures } from './design-components.ts';
import { specimenHtml } from './design-specimen.ts';
import { photographSite, runTool } from './picture-session.ts';
import { realContent } from '../helpers/content.ts';

const options = toolOptions('design-pictures', {
  out: { fallback: 'docs/design', help: 'the folder the pictures are written to (emptied first)' },
});

type Theme = 'light' | 'dark';

/** One picture in each theme, joined side by side (light left), shrunk to at most 1600 px wide. */
async function sideBySide(shots: Record<Theme, Buffer>, file: string): Promise<void> {
  const [light, dark] = await Promise.all([sharp(shots.light).metadata(), sharp(shots.dark).metadata()]);
  const gap = 16;
  const width = light.width! + gap + dark.width!;
  const height = Math.max(light.height!, dark.height!);
  const joined = await sharp({ create: { width, height, channels: 3, background: '#94a3b8' } })
    .composite([{ input: shots.light, left: 0, top: 0 }, { input: shots.dark, left: light.width! + gap, top: 0 }])
    .png().toBuffer();
  await sharp(joined).resize({ width: Math.min(width, 1600), withoutEnlargement: true }).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
}

async function shoot(browser: Browser, theme: Theme, width: number, take: (page: Page) => Promise<Buffer | null>): Promise<Buffer | null> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme, reducedMotion: 'reduce' });
  try {
    return await take(await context.newPage());
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dist = distFolder(options.dist);
  const out = path.resolve(projectRoot, options.out);
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(await readFile(path.join(dist, 'index.html'), 'utf8'))?.[1];
  if (!stylesheet) throw new Error(`No stylesheet link in ${path.join(dist, 'index.html')}.`);
  const tokens = (await Promise.all(['site/styles/tokens.css', 'site/styles/illustration.css'].map((f) => readFile(path.join(projectRoot, f), 'utf8')))).join('\n');
  const content = await realContent();
  await photographSite('pictures', dist, out, async (browser, origin) => {
    const specimen = async (page: Page) => {
      await page.route(`${origin}/__design/`, (route) => route.fulfill({ contentType: 'text/html', body: specimenHtml(tokens, stylesheet) }));
      await page.goto(`${origin}/__design/`);
      await page.evaluate(() => document.fonts.ready);
      return page.screenshot({ fullPage: true });
    };
    const pictures: { name: string; take: (page: Page) => Promise<Buffer | null>; width: number }[] = [
      { name: 'tokens', take: specimen, width: 900 },
      ...componentPictures.map(({ name, path: at, selector, width = 1280, open }) => ({
        name, width,
        take: async (page: Page) => {
          await page.goto(`${origin}${typeof at === 'string' ? at : at(content)}`);
          await networkSettled(page);
          const element = page.locator(selector).first();
          if (!(await element.count())) return null;
          await page.evaluate(() => document.fonts.ready);
          if (open) {
            await page.locator(open).first().click();
            return page.screenshot();
          }
          await element.scrollIntoViewIfNeeded();
          return element.screenshot();
        },
      })),
    ];
    for (const { name, take, width } of pictures) {
      const light = await shoot(browser, 'light', width, take);
      const dark = await shoot(browser, 'dark', width, take);
      if (!light || !dark) {
        console.warn(`  ! ${name}: nothing matched on its page; no picture`);
        continue;
      }
      const file = path.join(out, `${name}.png`);
      await sideBySide({ light, dark }, file);
      console.log(path.relative(projectRoot, file));
    }
  });
}

runTool(main);
