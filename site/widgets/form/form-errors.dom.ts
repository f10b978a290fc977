/**
 * The client half of the site's forms (a .dom.ts module: browser code that is not an island entry):
 * inline messages, aria-invalid, the error summary that takes focus on a failed submit, and
 * messages that clear as soon as a field is corrected. Each form island validates through this and
 * decides itself what a valid submit does.
 */
import { validateField, validateFields, type FieldRule } from '../../lib/form-validation.ts';
import { errorId, fieldId } from './form-ids.ts';

interface Field {
  rule: FieldRule;
  control: HTMLInputElement | HTMLTextAreaElement;
  error: HTMLElement;
  label: HTMLElement;
  message?: string;
}

export interface FormErrors {
  /** The fields' current values, by name. */
  values(): Record<string, string>;
  /** Shows every problem (or clears them); returns true when the form is valid. */
  check(): boolean;
  /** Removes every message, e.g. when a dialog is cancelled. */
  clear(): void;
}

export function bindFormErrors(form: HTMLFormElement, rules: readonly FieldRule[], prefix: string): FormErrors {
  const summary = form.querySelector<HTMLElement>('[data-form-summary]');
  const summaryList = summary?.querySelector<HTMLElement>('[data-form-summary-list]');
  const fields: Field[] = rules.map((rule) => ({
    rule,
    control: form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${fieldId(prefix, rule.name)}`)!,
    error: form.querySelector<HTMLElement>(`#${errorId(prefix, rule.name)}`)!,
    label: form.querySelector<HTMLElement>(`label[for="${fieldId(prefix, rule.name)}"]`)!,
  }));
  // From here on the island validates; the browser's own bubbles were the fallback without JavaScript.
  form.noValidate = true;

  // One item per field with a message, in the fields' order. Items change one at a time, in place:
  // the summary is a live region, and a link that focus is on (or moving to) must not be replaced.
  const items = new Map<Field, HTMLLIElement>();
  const updateSummaryItem = (field: Field) => {
    if (!summary || !summaryList) return;
    let item = items.get(field);
    if (!field.message) {
      item?.remove();
      items.delete(field);
    } else if (!item) {
      item = document.createElement('li');
      const link = document.createElement('a');
      link.href = `#${field.control.id}`;
      link.textContent = field.message;
      item.append(link);
      const next = fields.slice(fields.indexOf(field) + 1).map((f) => items.get(f)).find(Boolean) ?? null;
      summaryList.insertBefore(item, next);
      items.set(field, item);
    } else if (item.firstElementChild!.textContent !== field.message) {
      item.firstElementChild!.textContent = field.message;
    }
    summary.hidden = items.size === 0;
  };

  /** A field's message: beside it, in its aria-invalid, and in the summary. */
  const setError = (field: Field, message: string | undefined) => {
    field.message = message;
    field.error.textContent = '';
    if (message) {
      const prefixText = document.createElement('span');
      prefixText.className = 'visually-hidden';
      prefixText.textContent = 'Error: ';
      field.error.append(prefixText, message);
    }
    field.error.hidden = !message;
    if (message) field.control.setAttribute('aria-invalid', 'true');
    else field.control.removeAttribute('aria-invalid');
    updateSummaryItem(field);
  };

  // A message goes as soon as its field is corrected; leaving a field that is still wrong updates
  // the message (empty → wrong format). No new message appears while someone is still typing.
  const recheck = (field: Field, onlyClear: boolean) => {
    if (!field.message) return;
    const message = validateField(field.rule, field.control.value);
    if (message === field.message || (message && onlyClear)) return;
    setError(field, message);
  };
  for (const field of fields) {
    field.control.addEventListener('input', () => recheck(field, true));
    field.control.addEventListener('blur', () => recheck(field, false));
  }

  // Like GOV.UK's error summary: a link focuses its field and scrolls its label into view too.
  summaryList?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    const field = link && fields.find((f) => link.getAttribute('href') === `#${f.control.id}`);
    if (!field) return;
    event.preventDefault();
    field.label.scrollIntoView();
    field.control.focus({ preventScroll: true });
  });

  const values = () => Object.fromEntries(fields.map((f) => [f.rule.name, f.control.value]));
  return {
    values,
    check() {
      const errors = validateFields(rules, values());
      for (const field of fields) setError(field, errors[field.rule.name]);
      const first = fields.find((f) => f.message);
      if (first) (summary ?? first.control).focus();
      return !first;
    },
    clear() {
      for (const field of fields) setError(field, undefined);
    },
  };
}
