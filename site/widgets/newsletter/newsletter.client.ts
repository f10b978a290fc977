/**
 * Enhances the server-rendered newsletter form. Takes over validation (novalidate): on submit an
 * inline message tied to the field (aria-describedby, aria-invalid) and the focus on the field;
 * the message goes as soon as the address is right. A valid submit posts to the configured
 * endpoint with fetch, or opens the visitor's e-mail program with a composed mailto: link, and
 * then says in the role=status line what happened. The contact form works the same way.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { validateField, validateFields } from '../../lib/form-validation.ts';
import { NEWSLETTER_IDS as ids, newsletterField as rule, newsletterMailto } from '../../lib/newsletter.ts';

/** A slow endpoint should not leave the visitor waiting for ever. */
const SEND_TIMEOUT_MS = 20_000;

function start(form: HTMLFormElement): void {
  const address = form.dataset.email!;
  const endpoint = form.dataset.endpoint;
  const input = form.querySelector<HTMLInputElement>(`#${ids.field}`)!;
  const error = form.querySelector<HTMLElement>(`#${ids.error}`)!;
  const status = form.querySelector<HTMLElement>('[data-newsletter-status]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  let message: string | undefined;
  let sending = false;

  // From here on the island validates; the browser's bubbles were the fallback without JavaScript.
  form.noValidate = true;

  function setError(text: string | undefined): void {
    message = text;
    error.textContent = '';
    if (text) {
      const prefix = document.createElement('span');
      prefix.className = 'visually-hidden';
      prefix.textContent = 'Error: ';
      error.append(prefix, text);
      input.setAttribute('aria-invalid', 'true');
    } else input.removeAttribute('aria-invalid');
    error.hidden = !text;
  }

  function say(state: 'sent' | 'failed', ...parts: (string | Node)[]): void {
    status.textContent = '';
    status.append(...parts);
    status.dataset.state = state;
  }

  const mailLink = () => {
    const link = document.createElement('a');
    link.href = `mailto:${address}`;
    link.textContent = address;
    return link;
  };

  async function post(email: string): Promise<void> {
    sending = true;
    // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
    submit.setAttribute('aria-disabled', 'true');
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
    try {
      const response = await fetch(endpoint!, { method: 'POST', body: new FormData(form), headers: { Accept: 'application/json' }, signal: controller.signal });
      if (!response.ok) throw new Error(`The endpoint answered ${response.status}`);
      form.reset();
      say('sent', `Thank you. ${email} is on our list for new articles.`);
    } catch {
      say('failed', 'We could not add your address. Please try again, or write to us at ', mailLink(), '.');
    } finally {
      window.clearTimeout(timer);
      submit.removeAttribute('aria-disabled');
      sending = false;
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    const email = input.value.trim();
    setError(validateFields([rule], { email })[rule.name]);
    status.textContent = '';
    delete status.dataset.state;
    if (message) {
      input.focus();
      return;
    }
    if (endpoint) {
      void post(email);
      return;
    }
    // The page stays: the browser hands a mailto: URL to the e-mail program instead of loading it.
    window.location.href = newsletterMailto(address, email);
    say('sent', 'Your e-mail program should have opened with your subscription request, ready to send. If it did not, write to ', mailLink(), ' with the subject ‘Subscribe’.');
  });

  // The message goes as soon as the address is right; leaving the field updates it (empty → wrong
  // format). No new message appears while someone is still typing.
  input.addEventListener('input', () => message && !validateField(rule, input.value) && setError(undefined));
  input.addEventListener('blur', () => message && setError(validateField(rule, input.value)));
}

defineIsland('newsletter', (root) => start(root as HTMLFormElement));
