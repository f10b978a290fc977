/**
 * Text at 200%, as a phone's text-size setting or a browser's text-only zoom gives it: the page's
 * text grows while media queries in rem keep the browser's default size (WCAG 2.2, 1.4.4).
 */
import type { Page } from 'playwright-core';

export const ENLARGED_TEXT = 'html { font-size: 200% !important; }';

/**
 * Every section laid out at once: the height each stands in at until it nears the viewport is
 * for text at normal size, so a scroll to the Gratify phone or a showcase card would stop short of
 * it once the sections above had taken their enlarged heights: the phone would never start, and a
 * card would be read while its section was still skipped, at its stand-in height.
 */
export const ALL_LAID_OUT = 'main *, main { content-visibility: visible !important; }';

/** A phone's and a desktop's browser, where a test adds the enlarged text as a style tag (the site's CSP allows none). */
export const ZOOM_PHONE = { isMobile: true, hasTouch: true, bypassCSP: true } as const;
export const ZOOM_DESKTOP = { bypassCSP: true } as const;

/** Enlarges the text of every page `page` loads from now on, with the stylesheets themselves: it holds without scripts too. */
export async function enlargeText(page: Page): Promise<void> {
  await page.route('**/*.css', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n${ENLARGED_TEXT}` });
  });
}
