/**
 * A tiny runtime schema language. Content is written by marketers and run through tsx, which does
 * not type-check, so every record is checked at build time too. The TypeScript types of the
 * content model are inferred from these schemas, so a shape is written once.
 */
import { closestName } from '../lib/closest-name.ts';
import { EMOJI_COST, emojiIn, quoteEmoji } from './emoji.ts';

export interface Issue {
  /** Where in the record, e.g. `products[2].features`. */
  path: string;
  message: string;
}

export interface Schema<T> {
  /** Appends a problem for every way `value` breaks the schema. */
  check(value: unknown, path: string, issues: Issue[]): void;
  readonly optional?: boolean;
  /** Phantom field carrying the inferred type; never set. */
  readonly type?: T;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;

/** " (did you mean "x"?)" when a known name is close to what was written, else nothing. */
function didYouMean(typed: string, known: readonly string[]): string {
  const meant = closestName(typed, known);
  return meant === undefined ? '' : ` (did you mean "${meant}"?)`;
}

const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/**
 * Text. `refuse` is a check of its own: it returns the whole message when the value is refused,
 * and runs before `pattern`, whose message is then only the fallback. `max` is a length in
 * characters as a reader counts them (a card's text, site/model/card-text.ts), `why` what it follows.
 */
export function string(rules: { min?: number; max?: number; why?: string; pattern?: RegExp; hint?: string; refuse?: (value: string) => string | undefined } = {}): Schema<string> {
  const min = rules.min ?? 1;
  return {
    check(value, path, issues) {
      if (typeof value !== 'string') return void issues.push({ path, message: `must be text, got ${describe(value)}` });
      const emoji = emojiIn(value);
      const refused = rules.refuse?.(value);
      const length = [...value.trim()].length;
      if (length < min) issues.push({ path, message: min === 1 ? 'must not be empty' : `must be at least ${min} characters` });
      else if (rules.max !== undefined && length > rules.max) issues.push({ path, message: `is ${length} characters long, over its limit of ${rules.max}${rules.why ? `: ${rules.why}` : ''}` });
      else if (refused) issues.push({ path, message: refused });
      else if (rules.pattern && !rules.pattern.test(value)) issues.push({ path, message: `must be ${rules.hint ?? `like ${rules.pattern}`}, got "${value}"` });
      else if (emoji.length) issues.push({ path, message: `must not contain an emoji ${quoteEmoji(emoji)}: ${EMOJI_COST}; use an icon (site/model/icons.ts)` });
    },
  };
}

export function number(rules: { min?: number; max?: number; integer?: boolean } = {}): Schema<number> {
  return {
    check(value, path, issues) {
      if (typeof value !== 'number' || !Number.isFinite(value)) return void issues.push({ path, message: `must be a number, got ${describe(value)}` });
      if (rules.integer && !Number.isInteger(value)) issues.push({ path, message: `must be a whole number, got ${value}` });
      if (rules.min !== undefined && value < rules.min) issues.push({ path, message: `must be at least ${rules.min}, got ${value}` });
      if (rules.max !== undefined && value > rules.max) issues.push({ path, message: `must be at most ${rules.max}, got ${value}` });
    },
  };
}

export function boolean(): Schema<boolean> {
  return {
    check(value, path, issues) {
      if (typeof value !== 'boolean') issues.push({ path, message: `must be true or false, got ${describe(value)}` });
    },
  };
}

export function oneOf<const T extends readonly string[]>(values: T, what = 'one of'): Schema<T[number]> {
  return {
    check(value, path, issues) {
      if (!values.includes(value as string)) issues.push({ path, message: `must be ${what} ${values.map((v) => `"${v}"`).join(', ')}; got ${describe(value)}${typeof value === 'string' ? didYouMean(value, values) : ''}` });
    },
  };
}

/**
 * A list. `length` is an exact count (a layout drawn for that many); `min` and `max` a range, said
 * whole in the message whichever end is passed; `why` says what the count follows.
 */
export function array<T>(item: Schema<T>, rules: { length?: number; min?: number; max?: number; why?: string } = {}): Schema<T[]> {
  const { min, max } = rules;
  const items = (n: number | undefined) => (n === 1 ? 'item' : 'items');
  const range = min !== undefined && max !== undefined ? `${min} to ${max} items` : min !== undefined ? `at least ${min} ${items(min)}` : `at most ${max} ${items(max)}`;
  const because = rules.why ? `: ${rules.why}` : '';
  return {
    check(value, path, issues) {
      if (!Array.isArray(value)) return void issues.push({ path, message: `must be a list, got ${describe(value)}` });
      const n = value.length;
      if (rules.length !== undefined && n !== rules.length) issues.push({ path, message: `must have exactly ${rules.length} items (has ${n}): the page is laid out for ${rules.length} (docs/content.md §2), so change one by replacing it, not by adding or removing one` });
      if ((min !== undefined && n < min) || (max !== undefined && n > max)) issues.push({ path, message: `must have ${range} (has ${n})${because}` });
      value.forEach((entry, i) => item.check(entry, at(path, i), issues));
    },
  };
}

export function optional<T>(schema: Schema<T>): Schema<T | undefined> {
  return {
    optional: true,
    check(value, path, issues) {
      if (value !== undefined) schema.check(value, path, issues);
    },
  };
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : undefined extends Infer<S[K]> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type InferShape<S extends Shape> = Simplify<
  { readonly [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { readonly [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

export function object<S extends Shape>(shape: S): Schema<InferShape<S>> & { shape: S } {
  return {
    shape,
    check(value, path, issues) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return void issues.push({ path, message: `must be an object, got ${describe(value)}` });
      }
      const record = value as Record<string, unknown>;
      for (const [key, schema] of Object.entries(shape)) {
        if (record[key] === undefined && !schema.optional) issues.push({ path: at(path, key), message: 'is missing' });
        else schema.check(record[key], at(path, key), issues);
      }
      for (const key of Object.keys(record)) {
        // Own keys only: `in` would take "constructor" or "toString" for fields, from Object.prototype.
        if (!Object.hasOwn(shape, key)) issues.push({ path: at(path, key), message: `is not a known field${didYouMean(key, Object.keys(shape))} (known: ${Object.keys(shape).join(', ')})` });
      }
    },
  };
}

/** A union told apart by one field, e.g. an industry page's `template`. */
export function variant<K extends string, V extends Record<string, Schema<object>>>(key: K, variants: V): Schema<{ [T in keyof V]: Infer<V[T]> & { readonly [P in K]: T } }[keyof V]> {
  return {
    check(value, path, issues) {
      const tag = (value as Record<string, unknown> | null)?.[key];
      const chosen = typeof tag === 'string' && Object.hasOwn(variants, tag) ? variants[tag] : undefined;
      if (!chosen) return void issues.push({ path: at(path, key), message: `must be one of ${Object.keys(variants).map((v) => `"${v}"`).join(', ')}; got ${describe(tag)}${typeof tag === 'string' ? didYouMean(tag, Object.keys(variants)) : ''}` });
      chosen.check(value, path, issues);
    },
  };
}

/** Runs a schema and returns its problems, each prefixed with the record's path. */
export function validate<T>(schema: Schema<T>, value: unknown, path = ''): Issue[] {
  const issues: Issue[] = [];
  schema.check(value, path, issues);
  return issues;
}
