/** The 'Download whitepaper' form's fields and what it remembers (docs/site.md §16). */
import type { FieldRule } from '../../lib/form-validation.ts';

export const WHITEPAPER_PREFIX = 'whitepaper';

export const whitepaperFields = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email address', required: true, type: 'email' },
  { name: 'company', label: 'Company', required: true, missing: 'Enter your company name' },
  { name: 'location', label: 'Location', required: true, missing: 'Enter your city or location' },
] as const satisfies readonly FieldRule[];

/** The one thing the site stores: these values, to fill the form in next time. */
export const PREFILL_KEY = 'whitepaper-download';

type FieldName = (typeof whitepaperFields)[number]['name'];

/**
 * The values stored under PREFILL_KEY, read defensively: anything but a JSON object (a stored
 * `null`, a list, text another script left, invalid JSON) gives no values, and only this form's
 * fields holding text are kept, so that whatever the storage holds, the download link still works.
 */
export function rememberedValues(stored: string | null): Partial<Record<FieldName, string>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const record = parsed as Record<string, unknown>;
  const values: Partial<Record<FieldName, string>> = {};
  for (const { name } of whitepaperFields) {
    if (typeof record[name] === 'string') values[name] = record[name];
  }
  return values;
}
