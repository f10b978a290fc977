/**
 * What every dialog of the site does (markup: Dialog.tsx): open as a modal (the browser traps
 * focus and closes on Escape) with focus on its title, close from any [data-dialog-close] button
 * or a click on the backdrop, and give focus back to whatever opened it.
 */
export function wireDialog(dialog: HTMLDialogElement, onClose?: () => void): void {
  if (dialog.hasAttribute('data-dialog-wired')) return;
  dialog.setAttribute('data-dialog-wired', '');
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The dialog has no padding and one child holding its content, so a click whose target is
    // the dialog element itself landed on the backdrop.
    if (target === dialog || target.closest('[data-dialog-close]')) dialog.close();
  });
  dialog.addEventListener('close', () => onClose?.());
}

/** Opens the dialog; `click` is the click that opened it, a pointer's (detail > 0) or a key's (0). */
export function openDialog(dialog: HTMLDialogElement, opener: HTMLElement | null, click: MouseEvent): void {
  wireDialog(dialog);
  dialog.addEventListener('close', () => opener?.focus(), { once: true });
  dialog.showModal();
  // The title, not what the browser finds first (in Chromium the scrolling panel, whose ring the
  // dialog's rounded corners clip): a screen reader reads what opened, and the keys scroll the panel.
  // Its ring shows only when a key opened it: WebKit would ring it after a pointer's click too.
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  if (title && dialog.contains(title)) {
    title.tabIndex = -1;
    title.focus({ focusVisible: click.detail === 0 });
  }
}
