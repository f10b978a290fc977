/**
 * What the testimonials carousel's tests share (test/browser/testimonials*.browser.test.ts): its
 * selectors, its track's animation as computed, the home page opened with the carousel on screen,
 * and axe in the section.
 */
import type { Page } from 'playwright-core';
import { untilRendered } from './waits.ts';
import { axeViolations } from './axe.ts';

export const section = '.testimonials';
export const viewport = '.testimonials__viewport';
export const track = '.testimonials__track';
export const card = '.testimonials__track > li';
export const button = '[data-testimonials-toggle]';

export const animation = (page: Page) =>
  page.locator(track).evaluate((el) => {
    const s = getComputedStyle(el);
    return { name: s.animationName, duration: s.animationDuration, timing: s.animationTimingFunction, iterations: s.animationIterationCount, state: s.animationPlayState, running: el.getAnimations().length };
  });
export const playState = async (page: Page) => (await animation(page)).state;

/** Opens the home page at `origin`, brings the carousel on screen and waits for its island. */
export async function openCarousel(page: Page, origin: string) {
  await page.goto(origin);
  await page.locator(section).scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testimonials-init]', { state: 'attached' });
  // The testimonials after the third are rendered a frame after the rest (render-later).
  await untilRendered(page, '.testimonial:not(.testimonial--copy) h3');
  await page.mouse.move(1, 1);
}

export const axeInCarousel = (page: Page) => axeViolations(page, section);
