/**
 * The editor's form fields, made from the content model's JSON Schema (schemas/<kind>.schema.json,
 * emitted from the zod model): each field carries the model's rules (required, choices, list
 * lengths, text limits, patterns) and its one-line description as the hint. The model still checks
 * every saved value when the site builds; these rules only let Decap stop most mistakes early.
 */

/** The part of JSON Schema (draft 2020-12, as zod's toJSONSchema writes it) that the fields read. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  contentMediaType?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as config.yml lists it. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  default?: unknown;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  fields?: DecapField[];
  field?: DecapField;
  collapsed?: boolean;
  summary?: string;
  choose_url?: boolean;
  media_folder?: string;
  /** The relation widget's: the entry whose list it offers, and the list's field (`categories.*.name`). */
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
}

/** Where uploaded pictures go and how a content file names one (docs/content.md §12). */
export interface MediaRules {
  /** Field names that hold a picture's file name: an image widget uploads into the media folder. */
  imageFields: readonly string[];
}

/** Texts allowed more characters than this are edited in a box of several lines; names and titles on one. */
const ONE_LINE = 120;

/** `heroImage` → `Hero image`, `demoUrl` → `Demo URL`. */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase().split(' ');
  const spelled = words.map((w) => ({ url: 'URL', seo: 'SEO', cta: 'CTA', og: 'OG', id: 'ID', xdr: 'XDR', esg: 'ESG' })[w] ?? w);
  const text = spelled.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The schema with a `$ref` to its definitions followed, and `null` alternatives (nullable) dropped. */
function resolved(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    if (!target) throw new Error(`the schema refers to "${schema.$ref}", which it does not define`);
    return resolved({ ...target, ...withoutRef(schema) }, root);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const real = alternatives.filter((a) => a.type !== 'null');
    if (real.length === 1) return resolved({ ...withoutAlternatives(schema), ...real[0] }, root);
  }
  if (schema.allOf?.length === 1) return resolved({ ...schema, allOf: undefined, ...schema.allOf[0] }, root);
  return schema;
}

const withoutRef = ({ $ref: _ref, ...rest }: JsonSchema): JsonSchema => rest;
const withoutAlternatives = ({ anyOf: _a, oneOf: _o, ...rest }: JsonSchema): JsonSchema => rest;
const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/**
 * Several shapes of one object (a discriminated union: an industry page's `template`) as one
 * object: the key every shape fixes becomes a select of its values, and a field that only some
 * shapes have is optional, its hint saying which. The model checks which fields go with which choice.
 */
function mergedShapes(shapes: JsonSchema[], root: JsonSchema): JsonSchema | undefined {
  const objects = shapes.map((s) => resolved(s, root));
  if (!objects.every((o) => typeOf(o) === 'object' && o.properties)) return undefined;
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o.properties!)))];
  const tag = keys.find((k) => objects.every((o) => o.properties![k]?.const !== undefined || o.properties![k]?.enum?.length === 1));
  const properties: Record<string, JsonSchema> = {};
  for (const key of keys) {
    const owners = objects.filter((o) => key in o.properties!);
    if (key === tag) {
      properties[key] = { type: 'string', enum: objects.map((o) => o.properties![key].const ?? o.properties![key].enum![0]), description: owners[0].properties![key].description };
      continue;
    }
    const first = owners[0].properties![key];
    const only = owners.length < objects.length && tag ? ` (only for ${tag}: ${owners.map((o) => o.properties![tag].const ?? o.properties![tag].enum![0]).join(', ')})` : '';
    properties[key] = { ...first, description: `${first.description ?? labelFor(key)}${only}` };
  }
  const required = keys.filter((k) => objects.every((o) => o.required?.includes(k)));
  return { type: 'object', properties, required };
}

/** A regular expression that holds a text to `min`…`max` characters, beside the model's own pattern. */
function lengthPattern(min: number | undefined, max: number | undefined, pattern: string | undefined): string | undefined {
  const length = max !== undefined ? `(?=[\\s\\S]{${min ?? 0},${max}}$)` : min !== undefined && min > 1 ? `(?=[\\s\\S]{${min},}$)` : '';
  if (!length) return pattern;
  return pattern ? `^${length}(?:${pattern.replace(/^\^/, '').replace(/\$$/, '')})$` : `^${length}`;
}

function textRules(schema: JsonSchema): Pick<DecapField, 'pattern' | 'widget'> {
  const { minLength: min, maxLength: max, pattern } = schema;
  const regex = lengthPattern(min, max, pattern);
  const limits = [max !== undefined && `at most ${max} characters`, pattern && 'in the form the hint says'].filter(Boolean).join(', ');
  const widget = max !== undefined && max > ONE_LINE ? 'text' : 'string';
  return { widget, ...(regex ? { pattern: [regex, limits ? `Must be ${limits}` : 'Not in the form the model takes'] as [string, string] } : {}) };
}

/** The Decap field for one property of the model. */
export function fieldFor(name: string, property: JsonSchema, required: boolean, root: JsonSchema, media: MediaRules): DecapField {
  const schema = resolved(property, root);
  const hint = schema.description?.trim();
  const base: DecapField = { name, label: schema.title ?? labelFor(name), widget: 'string', ...(required ? {} : { required: false }), ...(hint ? { hint } : {}) };
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const merged = mergedShapes(alternatives, root);
    if (merged) return fieldFor(name, { ...merged, description: schema.description, title: schema.title }, required, root, media);
    return { ...base, widget: 'text', hint: `${hint ? `${hint} ` : ''}(one of several forms; the site's build checks it)` };
  }
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const };
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(String) };
  switch (typeOf(schema)) {
    case 'object': {
      const fields = fieldsFor(schema, root, media);
      return { ...base, widget: 'object', collapsed: false, fields: required ? fields : fields.map(optional) };
    }
    case 'array': {
      const item = resolved(schema.items ?? {}, root);
      const counts = { ...(schema.minItems !== undefined ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
      const list = { ...base, widget: 'list', ...counts };
      if (typeOf(item) === 'object' || item.anyOf || item.oneOf) {
        const each = fieldFor(name, item, true, root, media);
        if (each.fields) return { ...list, fields: each.fields, collapsed: true, ...(each.fields[0] ? { summary: `{{fields.${each.fields[0].name}}}` } : {}) };
      }
      const { hint: _hint, label: _label, ...each } = fieldFor(singular(name), item, true, root, media);
      return { ...list, field: { ...each, label: labelFor(singular(name)) } };
    }
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: typeOf(schema) === 'integer' ? 'int' : 'float',
        ...(schema.minimum ?? schema.exclusiveMinimum) !== undefined ? { min: schema.minimum ?? schema.exclusiveMinimum } : {},
        ...(schema.maximum ?? schema.exclusiveMaximum) !== undefined ? { max: schema.maximum ?? schema.exclusiveMaximum } : {},
      };
    case 'boolean':
      return { ...base, widget: 'boolean', ...(required ? {} : { default: false }) };
    default:
      if (media.imageFields.includes(name) || schema.contentMediaType?.startsWith('image/')) return { ...base, widget: 'image', choose_url: false };
      return { ...base, ...textRules(schema) };
  }
}

/**
 * A field inside an optional record (a client's `quote`): Decap checks an object's fields even when
 * it is left empty, so none may be required there, or no entry without the record could be saved.
 * The model still checks a record given in part when the save is tried (docs/content.md §18).
 */
function optional(field: DecapField): DecapField {
  const { required: _required, ...rest } = field;
  return { ...rest, required: false, ...(field.fields ? { fields: field.fields.map(optional) } : {}) };
}

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

/** The fields of an object schema, in the model's order. */
export function fieldsFor(schema: JsonSchema, root: JsonSchema, media: MediaRules): DecapField[] {
  const object = resolved(schema, root);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => fieldFor(name, property, required.has(name), root, media));
}
