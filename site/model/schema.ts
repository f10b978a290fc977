/**
 * The content model's schema language, on zod 4. Content is written by marketers, so every record
 * is checked at build time; the TypeScript types of the content model are inferred from these
 * schemas, and the JSON Schema of each content file is emitted from them (site/model/json-schemas.ts),
 * so a shape is written once. Zod's own checks carry the rules a JSON Schema can say (lengths of
 * lists, patterns, choices, ranges, no unknown field); refinements carry the rest (emoji, `refuse`,
 * a text's length as a reader counts it). Every message is the project's own, written here.
 */
import { z } from 'zod';
import { closestName } from '../lib/closest-name.ts';
import { EMOJI_COST, emojiIn, quoteEmoji } from './emoji.ts';

// Without zod's compiled parsers (new Function for each record's shape): a build reads the content
// once, and compiling cost more than it saved (the checks' CPU time fell from about 100 to 45 ms).
z.config({ jitless: true });

export interface Issue {
  /** Where in the record, e.g. `products[2].features`. */
  path: string;
  message: string;
}

export type Schema<T = unknown> = z.ZodType<T>;
export type Infer<S extends z.ZodType> = z.output<S>;

/** What zod hands an error function: the issue, with the value it is about. */
type RawIssue = z.core.$ZodRawIssue;

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;

/** " (did you mean "x"?)" when a known name is close to what was written, else nothing. */
function didYouMean(typed: string, known: readonly string[]): string {
  const meant = closestName(typed, known);
  return meant === undefined ? '' : ` (did you mean "${meant}"?)`;
}

const at = (path: string, key: PropertyKey): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${String(key)}` : String(key);

/** The message for a value of the wrong type; a field left out reaches its schema as undefined. */
const wrongType = (what: string) => ({ error: (iss: RawIssue) => (iss.input === undefined ? 'is missing' : `must be ${what}, got ${describe(iss.input)}`) });

/** A text's length as a reader counts it: characters, not UTF-16 units, without the spaces around it. */
const readLength = (value: string) => [...value.trim()].length;

/** The emoji message, or nothing. */
function emojiRefusal(value: string): string | undefined {
  const emoji = emojiIn(value);
  return emoji.length ? `must not contain an emoji ${quoteEmoji(emoji)}: ${EMOJI_COST}; use an icon (site/model/icons.ts)` : undefined;
}

/**
 * A check of our own: `rule` gives the message of a refused value. It runs only while the value has
 * no problem yet, so a text gets one message, the first that applies.
 */
const ourCheck = (rule: (value: string) => string | undefined) => (payload: z.core.ParsePayload<string>) => {
  if (payload.issues.length) return;
  const message = rule(payload.value);
  if (message) payload.issues.push({ code: 'custom', message, input: payload.value, continue: true });
};

/**
 * Text. `refuse` is a check of its own: it returns the whole message when the value is refused,
 * and runs before `pattern`, whose message is then only the fallback. `max` is a length in
 * characters as a reader counts them (a card's text, site/model/card-text.ts), `why` what it follows.
 * The lengths are our check, as zod counts the spaces around a text; the JSON Schema says them as
 * `minLength` and `maxLength`. Each of our rules in one check: a build checks thousands of texts.
 */
export function string(rules: { min?: number; max?: number; why?: string; pattern?: RegExp; hint?: string; refuse?: (value: string) => string | undefined } = {}) {
  const { max, pattern, refuse } = rules;
  const min = rules.min ?? 1;
  const tooShort = min === 1 ? 'must not be empty' : `must be at least ${min} characters`;
  const beforePattern = (value: string): string | undefined => {
    const length = readLength(value);
    if (length < min) return tooShort;
    if (max !== undefined && length > max) return `is ${length} characters long, over its limit of ${max}${rules.why ? `: ${rules.why}` : ''}`;
    return refuse?.(value);
  };
  const text = z.string(wrongType('text')).meta({ ...(min > 0 ? { minLength: min } : {}), ...(max !== undefined ? { maxLength: max } : {}) });
  if (!pattern) return text.check(ourCheck((value) => beforePattern(value) ?? emojiRefusal(value)));
  return text.check(ourCheck(beforePattern))
    // zod runs `when` on every check; its types list it on refinements only.
    .regex(pattern, { ...{ when: (payload: { issues: unknown[] }) => payload.issues.length === 0 }, error: (iss) => `must be ${rules.hint ?? `like ${pattern}`}, got "${iss.input as string}"` })
    .check(ourCheck(emojiRefusal));
}

export function number(rules: { min?: number; max?: number; integer?: boolean } = {}) {
  let figure = z.number(wrongType('a number'));
  // multipleOf(1), not int(): an int() check stops the range checks, and a figure breaks each rule it breaks.
  if (rules.integer) figure = figure.multipleOf(1, { error: (iss) => `must be a whole number, got ${iss.input as number}` });
  if (rules.min !== undefined) figure = figure.min(rules.min, { error: (iss) => `must be at least ${rules.min}, got ${iss.input as number}` });
  if (rules.max !== undefined) figure = figure.max(rules.max, { error: (iss) => `must be at most ${rules.max}, got ${iss.input as number}` });
  return figure;
}

export function boolean() {
  return z.boolean({ error: (iss) => (iss.input === undefined ? 'is missing' : `must be true or false, got ${describe(iss.input)}`) });
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, what = 'one of') {
  return z.enum(values, {
    error: (iss) => (iss.input === undefined ? 'is missing' : `must be ${what} ${values.map((v) => `"${v}"`).join(', ')}; got ${describe(iss.input)}${typeof iss.input === 'string' ? didYouMean(iss.input, values) : ''}`),
  });
}

/**
 * A list. `length` is an exact count (a layout drawn for that many); `min` and `max` a range, said
 * whole in the message whichever end is passed; `why` says what the count follows.
 */
export function array<T extends z.ZodType>(item: T, rules: { length?: number; min?: number; max?: number; why?: string } = {}) {
  const { min, max } = rules;
  const items = (n: number | undefined) => (n === 1 ? 'item' : 'items');
  const range = min !== undefined && max !== undefined ? `${min} to ${max} items` : min !== undefined ? `at least ${min} ${items(min)}` : `at most ${max} ${items(max)}`;
  const because = rules.why ? `: ${rules.why}` : '';
  // A count is a list's alone: zod would count the letters of a text written where the list goes.
  // (zod runs `when` on every check; its types list it on refinements only.)
  const aList = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };
  const outOfRange = { ...aList, error: (iss: RawIssue) => `must have ${range} (has ${(iss.input as unknown[]).length})${because}` };
  // A list over its maximum would not have its items read (zod's guard against huge input, which
  // reads the counts first unless another check comes before them): a writer sees every problem at once.
  let list = z.array(item, wrongType('a list')).check(() => {});
  if (rules.length !== undefined) {
    const n = rules.length;
    list = list.length(n, { ...aList, error: (iss) => `must have exactly ${n} items (has ${(iss.input as unknown[]).length}): the page is laid out for ${n} (docs/content.md §2), so change one by replacing it, not by adding or removing one` });
  }
  if (min !== undefined) list = list.min(min, outOfRange);
  if (max !== undefined) list = list.max(max, outOfRange);
  return list;
}

export function optional<T extends z.ZodType>(schema: T) {
  return schema.optional();
}

/**
 * A record: every field of `shape`, and no other (a field that is not known is named, with the
 * closest known one). Zod reports the unknown fields of a record together; `validate` names each.
 */
export function object<S extends z.ZodRawShape>(shape: S) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (iss) => iss.code === 'unrecognized_keys'
      ? iss.keys.map((key) => `is not a known field${didYouMean(key, known)} (known: ${known.join(', ')})`).join('\n')
      : iss.input === undefined ? 'is missing' : `must be an object, got ${describe(iss.input)}`,
  });
}

/** A union told apart by one field, e.g. an industry page's `template`. */
export function variant<K extends string, V extends Record<string, z.ZodObject>>(key: K, variants: V) {
  const tags = Object.keys(variants);
  const options = Object.values(variants) as [V[keyof V], ...V[keyof V][]];
  return z.discriminatedUnion(key, options, {
    error: (iss) => {
      if (iss.code !== 'invalid_union') return iss.input === undefined ? 'is missing' : `must be an object, got ${describe(iss.input)}`;
      const tag = (iss.input as Record<string, unknown>)[key];
      return `must be one of ${tags.map((v) => `"${v}"`).join(', ')}; got ${describe(tag)}${typeof tag === 'string' ? didYouMean(tag, tags) : ''}`;
    },
  });
}

/** The one message zod gives a record with several unknown fields, one per field (object() writes one a line). */
function eachUnknownField(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'unrecognized_keys') return [issue];
  const messages = issue.message.split('\n');
  return issue.keys.map((key, i) => ({ ...issue, path: [...issue.path, key], message: messages[i] }));
}

/** Reports a field that is left out the same way whichever schema it has. */
const missing = (iss: RawIssue) => (iss.code === 'invalid_type' && iss.input === undefined ? 'is missing' : undefined);

/**
 * Runs a schema and returns its problems, each prefixed with the record's path. A list's own
 * problem (its count) is put before its items', as a reader of the list meets them.
 */
export function validate(schema: z.ZodType, value: unknown, path = ''): Issue[] {
  const result = schema.safeParse(value, { error: missing });
  if (result.success) return [];
  const issues = result.error.issues.flatMap(eachUnknownField).map((issue) => ({ path: issue.path.reduce<string>(at, path), message: issue.message }));
  for (let i = 1; i < issues.length; i++) {
    const inside = `${issues[i].path}[`;
    let j = i;
    while (j > 0 && issues[j - 1].path.startsWith(inside)) j--;
    if (j < i) issues.splice(j, 0, ...issues.splice(i, 1));
  }
  return issues;
}
