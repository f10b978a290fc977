/**
 * Opens the download dialog from any whitepaper link marked [data-whitepaper-link], prefilled
 * from localStorage. Download now validates, posts the four fields to the form's endpoint when the
 * site sets one, stores the values, clears and closes the form and downloads the paper's PDF (opens
 * its page when the link names none); a failed send says so in the dialog and keeps what was typed.
 * Cancel clears and closes.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { openDialog, wireDialog } from '../../components/dialog/dialog.dom.ts';
import { bindFormErrors } from '../form/form-errors.dom.ts';
import { bindFormSubmit, mailLink } from '../form/form-submit.dom.ts';
import { PREFILL_KEY, rememberedValues, WHITEPAPER_PREFIX, whitepaperFields } from './whitepaper-fields.ts';

/** What the form remembers (whitepaper-fields.ts reads it); storage that is blocked gives nothing. */
function remembered(): ReturnType<typeof rememberedValues> {
  try {
    return rememberedValues(localStorage.getItem(PREFILL_KEY));
  } catch {
    return {};
  }
}

defineIsland('whitepaper-download', (root) => {
  const dialog = root as HTMLDialogElement;
  const form = dialog.querySelector<HTMLFormElement>('[data-whitepaper-form]')!;
  const title = dialog.querySelector<HTMLElement>('[data-whitepaper-title]')!;
  const errors = bindFormErrors(form, whitepaperFields, WHITEPAPER_PREFIX);
  const submit = bindFormSubmit(form, form.querySelector<HTMLElement>('[data-whitepaper-status]')!);
  const endpoint = form.dataset.endpoint;
  let target = '';
  let pdf: string | undefined;

  const clear = () => {
    form.reset();
    errors.clear();
    submit.clearStatus();
  };
  wireDialog(dialog, clear);

  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-whitepaper-link]');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    target = link.href;
    pdf = link.dataset.whitepaperPdf;
    title.textContent = link.dataset.whitepaperLink ?? '';
    const saved = remembered();
    for (const rule of whitepaperFields) {
      const control = form.elements.namedItem(rule.name) as HTMLInputElement;
      control.value = saved[rule.name] ?? '';
    }
    openDialog(dialog, link, event);
  });

  dialog.querySelector('[data-whitepaper-cancel]')!.addEventListener('click', () => dialog.close());

  submit.onValidSubmit(() => errors.check(), async () => {
    const values = errors.values();
    if (endpoint && !(await submit.post(endpoint, 'Sending…'))) {
      submit.say('failed', 'We could not send your details, so the paper has not opened. Please try again, or write to us at ', mailLink(form.dataset.email!), '.');
      return;
    }
    if (!dialog.open) return; // closed while sending: the visitor no longer asks for the paper
    try {
      localStorage.setItem(PREFILL_KEY, JSON.stringify(values));
    } catch {
      // Storage may be full or blocked; the download must not depend on it.
    }
    dialog.close();
    if (!pdf) return void window.location.assign(target);
    // A download, not a navigation: the visitor stays on the list, and the browser saves the file.
    const download = document.createElement('a');
    download.href = pdf;
    download.download = '';
    download.click();
  });
});
