/**
 * Enhances the server-rendered newsletter form. Validation is the site's shared form-errors module
 * (novalidate, the inline message tied to the field, focus on it, the message gone as soon as the
 * address is right). A valid submit posts to the configured endpoint with fetch, or opens the
 * visitor's e-mail program with a composed mailto: link; the role=status line then says which.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { bindFormErrors } from '../form/form-errors.dom.ts';
import { NEWSLETTER_PREFIX, newsletterField, newsletterMailto } from '../../lib/newsletter.ts';

/** A slow endpoint should not leave the visitor waiting for ever. */
const SEND_TIMEOUT_MS = 20_000;

function start(form: HTMLFormElement): void {
  const address = form.dataset.email!;
  const endpoint = form.dataset.endpoint;
  const status = form.querySelector<HTMLElement>('[data-newsletter-status]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const errors = bindFormErrors(form, [newsletterField], NEWSLETTER_PREFIX);
  let sending = false;

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
    status.textContent = '';
    delete status.dataset.state;
    if (!errors.check()) return;
    const email = errors.values()[newsletterField.name].trim();
    if (endpoint) return void post(email);
    // The page stays: the browser hands a mailto: URL to the e-mail program instead of loading it.
    window.location.href = newsletterMailto(address, email);
    say('sent', 'Your e-mail program should have opened with your subscription request, ready to send. If it did not, write to ', mailLink(), ' with the subject ‘Subscribe’.');
  });
}

defineIsland('newsletter', (root) => start(root as HTMLFormElement));
