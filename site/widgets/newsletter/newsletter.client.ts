/**
 * Enhances the server-rendered newsletter form. Validation is the site's shared form-errors module
 * (novalidate, the inline message tied to the field, focus on it, the message gone as soon as the
 * address is right). A valid submit posts to the configured endpoint with fetch, or opens the
 * visitor's e-mail program with a composed mailto: link; the role=status line then says which.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { bindFormErrors } from '../form/form-errors.dom.ts';
import { bindFormSubmit, mailLink } from '../form/form-submit.dom.ts';
import { NEWSLETTER_PREFIX, newsletterField, newsletterMailto } from '../../lib/newsletter.ts';

function start(form: HTMLFormElement): void {
  const address = form.dataset.email!;
  const endpoint = form.dataset.endpoint;
  const errors = bindFormErrors(form, [newsletterField], NEWSLETTER_PREFIX);
  const submit = bindFormSubmit(form, form.querySelector<HTMLElement>('[data-newsletter-status]')!);

  submit.onValidSubmit(() => errors.check(), async () => {
    const email = errors.values()[newsletterField.name].trim();
    if (!endpoint) {
      submit.openEmailProgram(newsletterMailto(address, email));
      return submit.say('sent', 'Your e-mail program should have opened with your subscription request, ready to send. If it did not, write to ', mailLink(address), ' with the subject ‘Subscribe’.');
    }
    if (await submit.post(endpoint)) submit.say('sent', `Thank you. ${email} is on our list for new articles.`);
    else submit.say('failed', 'We could not add your address. Please try again, or write to us at ', mailLink(address), '.');
  });
}

defineIsland('newsletter', (root) => start(root as HTMLFormElement));
