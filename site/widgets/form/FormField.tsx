/**
 * One labelled form field with an optional hint and an error slot tied by aria-describedby, and
 * the error summary a form shows above its fields. Shared by every form of the site; the client
 * side is form-errors.ts. Ids are `<prefix>-<name>` and `<prefix>-<name>-error`.
 */
import { inputPattern, type FieldRule } from '../../lib/form-validation.ts';
import { errorId, fieldId, summaryId } from './form-ids.ts';

export function FormField({ prefix, rule, hint, autoComplete, multiline }: { prefix: string; rule: FieldRule; hint?: string; autoComplete?: string; multiline?: boolean }) {
  const id = fieldId(prefix, rule.name);
  const hintId = `${id}-hint`;
  const common = {
    className: 'form__control',
    id,
    name: rule.name,
    required: rule.required,
    'aria-describedby': [hint && hintId, errorId(prefix, rule.name)].filter(Boolean).join(' '),
  };
  return (
    <div className="form__field">
      <label className="form__label" htmlFor={id}>{rule.label}</label>
      {hint && <p className="form__hint" id={hintId}>{hint}</p>}
      <p className="form__error" id={errorId(prefix, rule.name)} hidden />
      {multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={rule.type ?? 'text'} pattern={inputPattern(rule)} autoComplete={autoComplete} spellCheck={rule.type === 'email' ? false : undefined} />
      )}
    </div>
  );
}

/** Hidden until a submit fails; then it lists each problem as a link to its field, and takes focus. */
export function ErrorSummary({ prefix }: { prefix: string }) {
  const id = summaryId(prefix);
  return (
    <div className="form__summary" id={id} role="alert" aria-labelledby={`${id}-title`} tabIndex={-1} hidden data-form-summary="">
      <h2 className="form__summary-title" id={`${id}-title`}>There is a problem</h2>
      <ul className="form__summary-list" data-form-summary-list="" />
    </div>
  );
}
