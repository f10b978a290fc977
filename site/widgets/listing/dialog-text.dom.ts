/**
 * A post's dialog holds its excerpt at first and fetches the whole text from the post's own page
 * when first opened. So /blog carries each post's text once (on its page) instead of twice, and
 * its HTML stays small however long the blog grows. Offline or on an error the excerpt stays,
 * with 'Read as a page' under it, and the next opening tries again.
 *
 * The post page marks its text with data-post-text (site/pages/resources/BlogPostPage.tsx).
 */
import { decodeOrKeep } from '../../lib/text.ts';
export async function loadDialogText(dialog: HTMLDialogElement): Promise<void> {
  const holder = dialog.querySelector<HTMLElement>('[data-listing-text]');
  if (!holder || holder.hasAttribute('aria-busy') || holder.hasAttribute('data-listing-text-loaded')) return;
  holder.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(holder.dataset.listingText!);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    // DOMParser runs no script and loads nothing; the nodes are adopted, not re-parsed.
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const text = page.querySelector('[data-post-text]');
    if (!text) throw new Error('the page has no [data-post-text]');
    holder.replaceChildren(...Array.from(text.childNodes, (node) => document.adoptNode(node)));
    // A post in another language marks its text so (site/model/language.ts).
    const lang = text.getAttribute('lang');
    if (lang) holder.setAttribute('lang', lang);
    scopeIds(holder, `${dialog.getAttribute('data-listing-dialog') ?? 'post'}-text`);
    holder.setAttribute('data-listing-text-loaded', '');
  } catch (error) {
    console.warn(`The post's text could not be loaded (${holder.dataset.listingText}): the excerpt stays.`, error);
  } finally {
    holder.removeAttribute('aria-busy');
  }
}

/**
 * The ids in a post's text (its headings', its tables' captions) made the dialog's own: on /blog
 * several posts' texts may be open at once, beside the page's own ids. What refers to them inside
 * the text (a figure named by its caption, a link to a heading) follows.
 */
export function scopeIds(root: Element, prefix: string): void {
  const renamed = new Map<string, string>();
  for (const element of root.querySelectorAll('[id]')) {
    renamed.set(element.id, `${prefix}-${element.id}`);
    element.id = `${prefix}-${element.id}`;
  }
  for (const name of ['aria-labelledby', 'aria-describedby']) {
    for (const element of root.querySelectorAll(`[${name}]`)) {
      element.setAttribute(name, element.getAttribute(name)!.split(/\s+/).map((id) => renamed.get(id) ?? id).join(' '));
    }
  }
  for (const link of root.querySelectorAll('a[href^="#"]')) {
    const target = renamed.get(decodeOrKeep(link.getAttribute('href')!.slice(1)));
    if (target) link.setAttribute('href', `#${target}`);
  }
}
