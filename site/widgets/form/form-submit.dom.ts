/**
 * What a valid submit does, for the site's forms that talk to a configured endpoint or hand over
 * to the visitor's e-mail program: post with a timeout (the button marked busy meanwhile), and
 * say in the form's role=status line what happened, with the address to write to if it failed.
 */

/** A slow endpoint should not leave the visitor waiting for ever. */
const SEND_TIMEOUT_MS = 20_000;

export function mailLink(address: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `mailto:${address}`;
  link.textContent = address;
  return link;
}

export interface FormSubmit {
  say(state: 'sent' | 'failed', ...parts: (string | Node)[]): void;
  clearStatus(): void;
  /** Posts the form's fields; resolves true when the endpoint accepted them. */
  post(endpoint: string, busyLabel?: string): Promise<boolean>;
  /** Hands a mailto: URL to the e-mail program; the page stays where it is. */
  openEmailProgram(href: string): void;
  /**
   * Handles the form's submits: each clears the last status, and runs `send` when the fields pass
   * `valid` (which shows what is wrong otherwise) and no post is under way (a second submit while
   * one is sending is ignored).
   */
  onValidSubmit(valid: () => boolean, send: () => unknown): void;
}

export function bindFormSubmit(form: HTMLFormElement, status: HTMLElement): FormSubmit {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  let sending = false;
  const setSending = (on: boolean, label?: string) => {
    sending = on;
    // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
    if (on) submit.setAttribute('aria-disabled', 'true');
    else submit.removeAttribute('aria-disabled');
    if (on) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    if (label !== undefined) submit.textContent = label;
  };
  const clearStatus = () => {
    status.textContent = '';
    delete status.dataset.state;
  };
  return {
    say(state, ...parts) {
      status.textContent = '';
      status.append(...parts);
      status.dataset.state = state;
    },
    clearStatus,
    async post(endpoint, busyLabel) {
      const label = submit.textContent ?? '';
      const body = new FormData(form);
      setSending(true, busyLabel);
      const controller = new AbortController();
      const timer = window.setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
      try {
        const response = await fetch(endpoint, { method: 'POST', body, headers: { Accept: 'application/json' }, signal: controller.signal });
        if (response.ok) form.reset();
        return response.ok;
      } catch {
        return false;
      } finally {
        window.clearTimeout(timer);
        setSending(false, busyLabel === undefined ? undefined : label);
      }
    },
    openEmailProgram(href) {
      window.location.href = href;
    },
    onValidSubmit(valid, send) {
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        if (sending) return;
        clearStatus();
        if (valid()) void send();
      });
    },
  };
}
