/**
 * Enhances the server-rendered contact form. Takes over validation (novalidate): on submit, inline
 * messages tied to each field, aria-invalid, and an error summary that receives focus; a message
 * clears as soon as its field is corrected. A valid submit either posts to the configured endpoint
 * with fetch, or opens the visitor's e-mail program with a composed mailto: link, and then says in
 * the page what happened.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { bindFormErrors } from '../form/form-errors.dom.ts';
import { CONTACT_PREFIX, contactFields, contactMailto, type ContactValues } from './contact-fields.ts';

/** A slow endpoint should not leave the visitor waiting for ever. */
const SEND_TIMEOUT_MS = 20_000;

function mailLink(address: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `mailto:${address}`;
  link.textContent = address;
  return link;
}

function start(form: HTMLFormElement): void {
  const address = form.dataset.email!;
  const endpoint = form.dataset.endpoint;
  const status = form.querySelector<HTMLElement>('[data-contact-status]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const errors = bindFormErrors(form, contactFields, CONTACT_PREFIX);
  let sending = false;

  function say(state: 'sent' | 'failed', ...parts: (string | Node)[]): void {
    status.textContent = '';
    status.append(...parts);
    status.dataset.state = state;
  }

  function setSending(on: boolean, label: string): void {
    sending = on;
    // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
    if (on) submit.setAttribute('aria-disabled', 'true');
    else submit.removeAttribute('aria-disabled');
    if (on) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    submit.textContent = label;
  }

  function openEmailProgram(data: ContactValues): void {
    // The page stays: the browser hands a mailto: URL to the e-mail program instead of loading it.
    window.location.href = contactMailto(address, data);
    say('sent', 'Your e-mail program should have opened with your message, ready to send. If it did not, write to us at ', mailLink(address), '.');
  }

  async function post(data: ContactValues): Promise<void> {
    const label = submit.textContent ?? '';
    const body = new FormData(form);
    setSending(true, 'Sending…');
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
    try {
      const response = await fetch(endpoint!, { method: 'POST', body, headers: { Accept: 'application/json' }, signal: controller.signal });
      if (!response.ok) throw new Error(`The endpoint answered ${response.status}`);
      form.reset();
      say('sent', `Thank you, ${data.name.trim()}. Your message has been sent, and we will reply to ${data.email.trim()}.`);
    } catch {
      say('failed', 'Your message could not be sent. Please try again, or write to us at ', mailLink(address), '.');
    } finally {
      window.clearTimeout(timer);
      setSending(false, label);
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    status.textContent = '';
    delete status.dataset.state;
    if (!errors.check()) return;
    const data = errors.values() as ContactValues;
    if (endpoint) void post(data);
    else openEmailProgram(data);
  });
}

defineIsland('contact-form', (root) => start(root as HTMLFormElement));
