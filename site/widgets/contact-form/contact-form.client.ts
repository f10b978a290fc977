/**
 * Enhances the server-rendered contact form. Takes over validation (novalidate): on submit, inline
 * messages tied to each field, aria-invalid, and an error summary that receives focus; a message
 * clears as soon as its field is corrected. A valid submit either posts to the configured endpoint
 * with fetch, or opens the visitor's e-mail program with a composed mailto: link, and then says in
 * the page what happened.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { validateField, validateFields, type FieldRule } from '../../lib/form-validation.ts';
import { contactFields, contactMailto, errorId, fieldId, type ContactValues } from './contact-fields.ts';

/** A slow endpoint should not leave the visitor waiting for ever. */
const SEND_TIMEOUT_MS = 20_000;

interface Field {
  rule: FieldRule;
  control: HTMLInputElement | HTMLTextAreaElement;
  error: HTMLElement;
  label: HTMLElement;
  /** The message shown for it, if any. */
  message?: string;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
}

const mailLink = (address: string) => el('a', address, { href: `mailto:${address}` });

function start(form: HTMLFormElement): void {
  const address = form.dataset.email!;
  const endpoint = form.dataset.endpoint;
  const summary = form.querySelector<HTMLElement>('[data-contact-summary]')!;
  const summaryList = summary.querySelector<HTMLElement>('[data-contact-summary-list]')!;
  const status = form.querySelector<HTMLElement>('[data-contact-status]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const fields: Field[] = contactFields.map((rule) => ({
    rule,
    control: form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${fieldId(rule.name)}`)!,
    error: form.querySelector<HTMLElement>(`#${errorId(rule.name)}`)!,
    label: form.querySelector<HTMLElement>(`label[for="${fieldId(rule.name)}"]`)!,
  }));
  let sending = false;

  // From here on the island validates; the browser's bubbles were the fallback without JavaScript.
  form.noValidate = true;

  const values = () => Object.fromEntries(fields.map((f) => [f.rule.name, f.control.value])) as ContactValues;

  function setError(field: Field, message: string | undefined): void {
    field.message = message;
    field.error.textContent = '';
    if (message) field.error.append(el('span', 'Error: ', { class: 'visually-hidden' }), message);
    field.error.hidden = !message;
    if (message) field.control.setAttribute('aria-invalid', 'true');
    else field.control.removeAttribute('aria-invalid');
  }

  function renderSummary(): void {
    summaryList.textContent = '';
    for (const field of fields) {
      if (!field.message) continue;
      const item = el('li');
      item.append(el('a', field.message, { href: `#${field.control.id}` }));
      summaryList.append(item);
    }
    summary.hidden = !summaryList.firstChild;
  }

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
    const data = values();
    const errors = validateFields(contactFields, data);
    for (const field of fields) setError(field, errors[field.rule.name]);
    renderSummary();
    status.textContent = '';
    delete status.dataset.state;
    if (!summary.hidden) {
      summary.focus();
      return;
    }
    if (endpoint) void post(data);
    else openEmailProgram(data);
  });

  // A message goes as soon as its field is corrected; leaving a field that is still wrong updates
  // the message (empty → wrong format). No new messages appear while someone is still typing.
  const recheck = (field: Field, onlyClear: boolean) => {
    if (!field.message) return;
    const message = validateField(field.rule, field.control.value);
    if (message && onlyClear) return;
    setError(field, message);
    renderSummary();
  };
  for (const field of fields) {
    field.control.addEventListener('input', () => recheck(field, true));
    field.control.addEventListener('blur', () => recheck(field, false));
  }

  // Like GOV.UK's error summary: a link focuses its field and scrolls its label into view too.
  summaryList.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    const field = link && fields.find((f) => link.getAttribute('href') === `#${f.control.id}`);
    if (!field) return;
    event.preventDefault();
    field.label.scrollIntoView();
    field.control.focus({ preventScroll: true });
  });
}

defineIsland('contact-form', (root) => start(root as HTMLFormElement));
