/**
 * A card's dialog, built when it is first opened from the listing's one dialog <template> and the
 * card itself, for listings whose dialog shows nothing the card does not (/blog: the dialog then
 * fetches the post's text, dialog-text.dom.ts). So /blog carries each post once, as its card,
 * instead of twice, and its HTML (and the build's work on it) grows half as fast with the blog.
 *
 * The template's elements marked data-dialog-part="<name>" receive copies of the children of the
 * card's element marked with the same name, and its language (`lang`), and a slot's data-dialog-sizes becomes the `sizes` of
 * the photo sources copied into it (the dialog draws a photo wider than the card does);
 * data-dialog-href links go where the card's link goes; data-listing-text learns the page to fetch
 * the text from. Also run by the output tests, on the built HTML, so what they check is what a
 * visitor's dialog holds.
 */
const TEMPLATE_SELECTOR = 'template[data-listing-dialog-template]';

export function dialogFromCard(root: ParentNode, opener: HTMLAnchorElement): HTMLDialogElement | null {
  const template = root.querySelector<HTMLTemplateElement>(TEMPLATE_SELECTOR);
  const card = opener.closest<HTMLElement>('[data-listing-item]');
  const id = opener.getAttribute('data-listing-open');
  if (!template || !card || !id) return null;
  const dialog = template.content.firstElementChild!.cloneNode(true) as HTMLDialogElement;
  dialog.setAttribute('data-listing-dialog', id);
  for (const name of Array.from(card.classList)) if (name.startsWith('tint-')) dialog.classList.add(name);
  for (const slot of dialog.querySelectorAll<HTMLElement>('[data-dialog-part]')) {
    const part = card.querySelector(`[data-dialog-part="${slot.getAttribute('data-dialog-part')}"]`);
    slot.replaceChildren(...Array.from(part?.childNodes ?? [], (node) => node.cloneNode(true)));
    const lang = part?.getAttribute('lang');
    if (lang) slot.setAttribute('lang', lang);
    const sizes = slot.getAttribute('data-dialog-sizes');
    if (sizes) for (const source of slot.querySelectorAll('source[sizes]')) source.setAttribute('sizes', sizes);
  }
  const title = dialog.querySelector('[data-dialog-part="title"]');
  if (title) {
    title.id = `${id}-dialog-title`;
    dialog.setAttribute('aria-labelledby', title.id);
  }
  const href = opener.getAttribute('href')!;
  for (const link of dialog.querySelectorAll('a[data-dialog-href]')) link.setAttribute('href', href);
  dialog.querySelector('[data-listing-text]')?.setAttribute('data-listing-text', href);
  template.parentNode!.insertBefore(dialog, template);
  return dialog;
}
