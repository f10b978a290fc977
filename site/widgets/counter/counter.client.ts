/**
 * Counts the figures up from 0 when they come into view: 1000 ms at 0, then one of 50 steps every
 * 40 ms, ending on the exact text the server rendered. Under reduced motion it leaves the final
 * values alone. Only the aria-hidden copy changes; screen readers keep the final text.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { COUNT_DELAY_MS, COUNT_STEPS, COUNT_STEP_MS, countUpValue, formatCounter } from '../../lib/count-up.ts';

defineIsland('counter', (root) => {
  if (prefersReducedMotion()) return;
  const numbers = Array.from(root.querySelectorAll<HTMLElement>('[data-counter-value]'));
  let step = 0;
  const show = () => {
    for (const el of numbers) {
      const { counterValue, counterPrefix: prefix, counterSuffix: suffix } = el.dataset;
      el.textContent = formatCounter({ prefix, suffix }, countUpValue(Number(counterValue), step));
    }
  };
  show();
  setTimeout(() => {
    const timer = setInterval(() => {
      if (++step >= COUNT_STEPS) clearInterval(timer);
      show();
    }, COUNT_STEP_MS);
  }, COUNT_DELAY_MS);
});
