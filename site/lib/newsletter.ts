/**
 * The newsletter form's one field and the e-mail it composes, defined once for Newsletter.tsx
 * (label, required, type) and newsletter.client.ts (validation, the mailto: link).
 */
import { mailtoHref, type FieldRule } from './form-validation.ts';

export const newsletterField = { name: 'email', label: 'Email address', required: true, type: 'email' } as const satisfies FieldRule;

/** Ids are `newsletter-email`, `newsletter-email-error`, `newsletter-email-hint` (site/widgets/form/). */
export const NEWSLETTER_PREFIX = 'newsletter';
export const newsletterHintId = `${NEWSLETTER_PREFIX}-${newsletterField.name}-hint`;

/** Without an endpoint, an e-mail to the site address with this subject (docs/site.md §16). */
export const NEWSLETTER_SUBJECT = 'Subscribe';

/** The e-mail the visitor's program opens with: the address to add, in case it sends from another. */
export const newsletterMailto = (to: string, email: string): string =>
  mailtoHref(to, NEWSLETTER_SUBJECT, `Please add ${email.trim()} to your newsletter.\n`);
