/** Shows or hides the home industries beyond the first six, and keeps the button's label honest. */
import { defineIsland } from '../../islands/define-island.ts';
import { INDUSTRIES_SHOWN, SHOW_LESS, SHOW_MORE } from './industry-toggle-labels.ts';

defineIsland('industry-toggle', (root) => {
  const list = root.querySelector<HTMLElement>('[data-industry-list]')!;
  const button = root.querySelector<HTMLButtonElement>('[data-industry-toggle]')!;
  button.addEventListener('click', () => {
    const expanded = !list.hasAttribute('data-expanded');
    list.toggleAttribute('data-expanded', expanded);
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? SHOW_LESS : SHOW_MORE;
    // Focus the first newly shown card so keyboard users land on what appeared.
    if (expanded) list.children[INDUSTRIES_SHOWN]?.querySelector<HTMLElement>('a')?.focus();
  });
});
