/**
 * The contact form's fields and the e-mail it composes, defined once for ContactForm.tsx (labels,
 * required, type) and contact-form.client.ts (validation, the mailto: link).
 */
import { mailtoHref, type FieldRule } from '../../lib/form-validation.ts';

export const contactFields = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email address', required: true, type: 'email' },
  { name: 'message', label: 'Message', required: true },
] as const satisfies readonly FieldRule[];

export type ContactValues = Record<(typeof contactFields)[number]['name'], string>;

/** The subject without JavaScript (the form's own mailto: action cannot know the name). */
export const CONTACT_SUBJECT = 'Website enquiry';

export const contactSubject = (name: string): string => `${CONTACT_SUBJECT} from ${name.trim()}`;

export function contactBody({ name, email, message }: ContactValues): string {
  return `Name: ${name.trim()}\nEmail: ${email.trim()}\n\n${message.trim()}\n`;
}

/** The e-mail the visitor's program opens with, when no endpoint is configured. */
export const contactMailto = (to: string, values: ContactValues): string => mailtoHref(to, contactSubject(values.name), contactBody(values));

/** Prefix of the form's ids: contact-name, contact-name-error, contact-summary… */
export const CONTACT_PREFIX = 'contact';
