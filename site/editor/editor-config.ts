/**
 * The editor's config.yml, made from the collections (collections.ts), the model's JSON Schemas and
 * the repository settings the site owner gives the build (editor-settings.ts). Nothing in it is
 * written by hand: a field the model gains appears in the editor at the next build.
 */
import { COLLECTIONS, type CollectionSpec, type Relation } from './collections.ts';
import { fieldsFor, type DecapField, type JsonSchema, type MediaRules } from './decap-fields.ts';
import type { EditorSettings } from './editor-settings.ts';

/** Where uploads go, as the repository names it, and the fields that name a picture (docs/content.md §12). */
export const MEDIA_FOLDER = 'content/images';
export const MEDIA: MediaRules = { imageFields: ['image', 'logo', 'photo'] };

/** The model's JSON Schema of a kind, or undefined when schemas/ has none for it. */
export type SchemaSource = (kind: string) => JsonSchema | undefined;

export interface EditorConfig {
  config: Record<string, unknown>;
  /** The kinds whose collections are left out because schemas/ holds no <kind>.schema.json. */
  missing: string[];
}

/** A picture field stores the bare file name the content names (`image: dealer-meet.jpg`), uploaded into content/images/. */
function withMediaFolder(fields: DecapField[]): DecapField[] {
  return fields.map((f) => {
    if (f.widget === 'image') return { ...f, media_folder: `/${MEDIA_FOLDER}`, public_folder: '' } as DecapField;
    if (f.fields) return { ...f, fields: withMediaFolder(f.fields) };
    if (f.field) return { ...f, field: withMediaFolder([f.field])[0] };
    return f;
  });
}

const body: DecapField = { name: 'body', label: 'Text', widget: 'markdown', hint: 'Markdown: headings with ##, links, lists; pictures by file name (docs/content.md §7 and §12)' };

/** A field that names an item of another entry's list, as a relation widget offering that list (its rules and hint kept). */
function withRelations(fields: DecapField[], relations: Record<string, Relation> = {}): DecapField[] {
  return fields.map((f) => {
    const relation = relations[f.name];
    if (!relation) return f;
    const { pattern: _pattern, ...rest } = f;
    const path = `${relation.list}.*.${relation.key}`;
    return { ...rest, widget: 'relation', collection: relation.collection, file: relation.file, value_field: path, search_fields: [path], display_fields: [path] };
  });
}

/** The fields of one kind, from its schema; `only`/`except` pick top-level fields. */
function fieldsOf(schema: JsonSchema, pick: { only?: readonly string[]; except?: readonly string[] } = {}): DecapField[] {
  const fields = withMediaFolder(fieldsFor(schema, schema, MEDIA));
  return fields.filter((f) => (!pick.only || pick.only.includes(f.name)) && !pick.except?.includes(f.name));
}

function collection(spec: CollectionSpec, schemaOf: SchemaSource, missing: string[]): Record<string, unknown> | undefined {
  const need = (kind: string) => {
    const schema = schemaOf(kind);
    if (!schema && !missing.includes(kind)) missing.push(kind);
    return schema;
  };
  if (spec.kind === 'files') {
    const files = spec.files.flatMap((file) => {
      const schema = need(file.schema);
      if (!schema) return [];
      const fields = fieldsOf(schema, file);
      return [{ name: file.name, label: file.label, file: file.file, ...(file.markdown ? { format: 'frontmatter' } : {}), fields: file.markdown ? [...fields, body] : fields }];
    });
    return files.length ? { name: spec.name, label: spec.label, files } : undefined;
  }
  const schema = need(spec.schema);
  if (!schema) return undefined;
  const markdown = spec.kind === 'markdown-folder';
  return {
    name: spec.name,
    label: spec.label,
    label_singular: spec.singular,
    folder: spec.folder,
    create: true,
    extension: markdown ? 'md' : 'yml',
    format: markdown ? 'frontmatter' : 'yml',
    slug: '{{slug}}',
    identifier_field: spec.title,
    summary: `{{${spec.title}}}`,
    fields: [...withRelations(fieldsOf(schema), spec.relations), ...(markdown ? [body] : [])],
  };
}

/** The whole configuration, as an object (written out as YAML by `editorConfigYaml`). */
export function editorConfig(schemaOf: SchemaSource, settings: EditorSettings, siteUrl: string): EditorConfig {
  const missing: string[] = [];
  const collections = COLLECTIONS.map((spec) => collection(spec, schemaOf, missing)).filter(Boolean);
  const config = {
    backend: settings.backend,
    publish_mode: 'editorial_workflow',
    // The admin page points local_backend at the dev server's origin when opened on loopback (admin.client.ts).
    local_backend: { allowed_hosts: ['localhost', '127.0.0.1', '[::1]'] },
    media_folder: MEDIA_FOLDER,
    public_folder: '',
    // New files (and uploaded pictures) are named in ASCII, accents made plain and anything else (a
    // title's en dash or %) a "-": the backend and the build take only letters, digits, "-", "_" and ".".
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    site_url: siteUrl,
    display_url: siteUrl,
    collections,
  };
  return { config: JSON.parse(JSON.stringify(config)), missing };
}

/**
 * config.yml's text. It is written as JSON, which is YAML too (Decap reads it with a YAML parser):
 * the yaml package takes a few hundred milliseconds to write 110 KB of fields, JSON one.
 */
export const editorConfigYaml = (config: Record<string, unknown>): string =>
  `# Generated by the build from the content model (site/editor/); do not edit by hand.\n${JSON.stringify(config, null, 1)}\n`;
