/**
 * Text at 200%, as a phone's text-size setting or a browser's text-only zoom gives it: the page's
 * text grows while media queries in rem keep the browser's default size (WCAG 2.2, 1.4.4).
 */
import type { Page } from 'playwright-core';

export const ENLARGED_TEXT = 'html { font-size: 200% !important; }';

/** Enlarges the text of every page `page` loads from now on, with the stylesheets themselves: it holds without scripts too. */
export async function enlargeText(page: Page): Promise<void> {
  await page.route('**/*.css', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n${ENLARGED_TEXT}` });
  });
}
