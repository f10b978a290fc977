/**
 * Form rules shared by the server components (labels, `required`, `type=email`) and the client
 * islands (the checks and their messages), for the contact, whitepaper and newsletter forms.
 * Pure: plain strings in, plain strings out; no DOM, no Node.
 *
 * Messages follow GOV.UK's pattern: say what to do, not what went wrong ("Enter your name").
 */

export interface FieldRule {
  /** The control's `name`, and the key in the values and in the errors. */
  name: string;
  /** The visible label, e.g. 'Email address'. The default "missing" message is built from it. */
  label: string;
  required: boolean;
  /** 'email' adds the format check (and the server renders `type="email"`). */
  type?: 'email';
  /** Overrides the default "Enter your <label>" when the label does not read well there. */
  missing?: string;
}

export const EMAIL_FORMAT_MESSAGE = 'Enter an email address in the correct format, like name@example.com';

/** "Email address" → "email address", but "GST number" stays as it is. */
const lowerFirst = (label: string) => (/^[A-Z][^A-Z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label);

export const missingMessage = (rule: FieldRule): string => rule.missing ?? `Enter your ${lowerFirst(rule.label)}`;

// The local part is what browsers accept for type=email (WHATWG); the domain must have a dot and a
// top-level domain of letters (or punycode), as a real reply address does. Letters beyond ASCII
// are allowed in the domain, as Chromium accepts them (it converts them to punycode).
const LOCAL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/i;
const LABEL = /^[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?$/i;
const TOP_LEVEL = /^(?:[a-z\u00a1-\uffff]{2,63}|xn--[a-z0-9-]+)$/i;

export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= 63 && LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1])
  );
}

/**
 * The HTML `pattern` that holds a field to the same rule without scripts, as far as a pattern can:
 * some character other than a space, and for an e-mail address a domain with a dot. (A textarea
 * takes no pattern: there `required` alone guards it.)
 */
export function inputPattern(rule: FieldRule): string | undefined {
  if (rule.type === 'email') return '\\s*[^@\\s]+@[^@\\s]+\\.[^@\\s]{2,}\\s*';
  return rule.required ? '.*\\S.*' : undefined;
}

/** The message for one field, or undefined when its value is acceptable. Surrounding spaces are ignored. */
export function validateField(rule: FieldRule, value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (!text) return rule.required ? missingMessage(rule) : undefined;
  if (rule.type === 'email' && !isEmailAddress(text)) return EMAIL_FORMAT_MESSAGE;
  return undefined;
}

/**
 * A message for each invalid field, keyed by field name, in the order of `rules` (which is the order
 * of the form, so an error summary built from it reads top to bottom). Empty when all is well.
 */
export function validateFields(rules: readonly FieldRule[], values: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const rule of rules) {
    const message = validateField(rule, values[rule.name]);
    if (message) errors[rule.name] = message;
  }
  return errors;
}

/** Replaces unpaired surrogates (which encodeURIComponent refuses) with U+FFFD. */
function wellFormed(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text[i] + text[i + 1];
        i++;
      } else out += '\ufffd';
    } else if (code >= 0xdc00 && code <= 0xdfff) out += '\ufffd';
    else out += text[i];
  }
  return out;
}

/** Percent-encodes a header value for a mailto: URL (RFC 6068): spaces as %20, line breaks as %0D%0A. */
const encodeValue = (text: string) => encodeURIComponent(wellFormed(text).replace(/\r\n|\r|\n/g, '\r\n'));

/**
 * A mailto: URL to `to` with the subject and body filled in. The address keeps its "@"; everything
 * else that could end or split the URL ("?", "&", "#", "%", spaces, line breaks) is percent-encoded.
 */
export function mailtoHref(to: string, subject?: string, body?: string): string {
  const address = encodeURIComponent(wellFormed(to.trim())).replace(/%40/g, '@');
  const fields = [subject && `subject=${encodeValue(subject)}`, body && `body=${encodeValue(body)}`].filter(Boolean);
  return `mailto:${address}${fields.length ? `?${fields.join('&')}` : ''}`;
}
