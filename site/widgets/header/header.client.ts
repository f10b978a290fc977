/**
 * Enhances the server-rendered header: dropdowns that open on hover and close 150 ms after the
 * pointer leaves, click/Enter/Space toggles, Escape closes and returns focus, the scrolled state,
 * a mobile panel that closes on Escape, on a link, when focus or a tap leaves it (it covers the
 * page: what is under it must not take focus unseen), and when the window grows to desktop, and the
 * colour theme switches in the bar and the panel.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { CLOSE_DELAY_MS, isScrolled } from './header-timing.ts';
import { startThemeSwitches } from '../theme-switch/theme-switch.dom.ts';

interface Menu {
  item: HTMLElement;
  trigger: HTMLButtonElement;
  panel: HTMLElement;
  closeTimer?: number;
  /** Opened by the mouse resting on it: the click that usually follows keeps it open rather than closing it. */
  openedByHover?: boolean;
}

function startDropdowns(root: HTMLElement): void {
  const menus: Menu[] = Array.from(root.querySelectorAll<HTMLElement>('[data-header-menu]'), (item) => ({
    item,
    trigger: item.querySelector<HTMLButtonElement>('[data-header-trigger]')!,
    panel: item.querySelector<HTMLElement>('[data-header-panel]')!,
  }));

  const setOpen = (menu: Menu, open: boolean) => {
    window.clearTimeout(menu.closeTimer);
    menu.openedByHover = false;
    menu.trigger.setAttribute('aria-expanded', String(open));
    if (open) menus.forEach((other) => other !== menu && setOpen(other, false));
  };

  for (const menu of menus) {
    menu.trigger.setAttribute('aria-expanded', 'false');
    menu.item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(menu.closeTimer);
      if (menu.trigger.getAttribute('aria-expanded') === 'true') return;
      setOpen(menu, true);
      menu.openedByHover = true;
    });
    menu.item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(menu.closeTimer);
      menu.closeTimer = window.setTimeout(() => setOpen(menu, false), CLOSE_DELAY_MS);
    });
    menu.trigger.addEventListener('click', (event) => {
      // A pointer click (detail > 0) on a menu the hover just opened confirms it; Enter and Space toggle.
      if (menu.openedByHover && event.detail > 0) menu.openedByHover = false;
      else setOpen(menu, menu.trigger.getAttribute('aria-expanded') !== 'true');
    });
    menu.item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || menu.trigger.getAttribute('aria-expanded') !== 'true') return;
      setOpen(menu, false);
      menu.trigger.focus();
    });
    menu.item.addEventListener('focusout', (event) => {
      if (!menu.item.contains(event.relatedTarget as Node | null)) setOpen(menu, false);
    });
  }

  document.addEventListener('click', (event) => {
    for (const menu of menus) if (!menu.item.contains(event.target as Node)) setOpen(menu, false);
  });
}

function startScrollState(root: HTMLElement): void {
  let queued = false;
  const update = () => {
    queued = false;
    root.toggleAttribute('data-scrolled', isScrolled(window.scrollY));
  };
  window.addEventListener('scroll', () => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(update);
    }
  }, { passive: true });
  update();
}

function startMobilePanel(root: HTMLElement): void {
  const details = root.querySelector<HTMLDetailsElement>('[data-header-mobile]');
  if (!details) return;
  const close = () => {
    details.open = false;
  };
  details.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    close();
    details.querySelector('summary')?.focus();
  });
  details.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close();
  });
  details.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (to && !details.contains(to)) close();
  });
  // A tap outside the open panel only closes it: the tap is not also a tap on what lay under it
  // (a card that would open, a link that would leave). The press decides; its click is dropped.
  let dismissing = false;
  document.addEventListener('pointerdown', (event) => {
    dismissing = details.open && !details.contains(event.target as Node);
    if (dismissing) close();
  }, true);
  document.addEventListener('click', (event) => {
    if (!dismissing) return;
    dismissing = false;
    event.preventDefault();
    event.stopPropagation();
  }, true);
  // Where the bar takes the menus and hides this panel (header.css).
  const desktop = window.matchMedia(`(min-width: ${root.classList.contains('site-header--long-name') ? 70 : 64}rem)`);
  desktop.addEventListener('change', (event) => event.matches && close());
}

defineIsland('header', (root) => {
  startDropdowns(root);
  startScrollState(root);
  startMobilePanel(root);
  startThemeSwitches(root);
});
