/**
 * The editor's config.yml is derived from the model's JSON Schemas (site/editor/): each field
 * carries the rules of its schema. The schemas here are made with zod's toJSONSchema from small
 * objects, as the model's are, so the tests hold for any content; expectations are read from the
 * schema, never from today's files.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { parse } from 'yaml';
import { fieldsFor, labelFor, type DecapField, type JsonSchema } from '../../site/editor/decap-fields.ts';
import { editorConfig, editorConfigYaml, MEDIA, MEDIA_FOLDER } from '../../site/editor/editor-config.ts';
import { COLLECTIONS } from '../../site/editor/collections.ts';
import { editorSettings } from '../../site/editor/editor-settings.ts';
import { editorSecurityPolicy } from '../../site/editor/admin-page.ts';
import { BuildRefusedError } from '../../site/errors.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../helpers/server.ts';

const model = z.object({
  title: z.string().min(1).max(70).describe('The headline, as cards and the page show it'),
  summary: z.string().max(400).describe('A paragraph under the headline'),
  code: z.string().regex(/^[a-z]+(-[a-z]+)*$/).describe('Lower-case words joined by hyphens'),
  color: z.enum(['blue', 'green', 'orange']),
  rank: z.number().int().min(1).max(9),
  share: z.number().min(0).max(1).optional(),
  featured: z.boolean().optional(),
  tags: z.array(z.string().max(20)).min(1).max(3),
  image: z.string().optional().describe('A file in content/images/'),
  people: z.array(z.object({ name: z.string(), role: z.string().optional() })).max(4),
  page: z.discriminatedUnion('template', [
    z.object({ template: z.literal('standard'), challenges: z.array(z.string()).length(3) }),
    z.object({ template: z.literal('simple'), features: z.array(z.string()) }),
  ]),
});
const schema = z.toJSONSchema(model) as JsonSchema;
const fields = fieldsFor(schema, schema, MEDIA);
const field = (name: string, list: DecapField[] = fields) => list.find((f) => f.name === name)!;
const accepts = (f: DecapField, text: string) => new RegExp(f.pattern![0]).test(text);

test('a field for each property, in order, and only the optional ones marked not required', () => {
  assert.equal(fields.map((f) => f.name), Object.keys(schema.properties!));
  for (const f of fields) assert.is(f.required === false, !schema.required!.includes(f.name), f.name);
});

test("each field's hint is its description in the model", () => {
  for (const [name, property] of Object.entries(schema.properties!)) assert.is(field(name).hint, property.description, name);
});

test('a text limit becomes a pattern that takes the limit and refuses one character more', () => {
  const max = schema.properties!.title.maxLength!;
  assert.ok(accepts(field('title'), 'x'.repeat(max)));
  assert.not.ok(accepts(field('title'), 'x'.repeat(max + 1)));
  assert.match(field('title').pattern![1], String(max));
  assert.is(field('title').widget, 'string');
  assert.is(field('summary').widget, 'text', 'a long limit gets a box of several lines');
});

test("the model's own pattern is kept, within the length limit when both are set", () => {
  const code = field('code');
  assert.ok(accepts(code, 'field-sales'));
  assert.not.ok(accepts(code, 'Field Sales'));
  const tag = field('tags').field!;
  assert.ok(accepts(tag, 'x'.repeat(schema.properties!.tags.items!.maxLength!)));
  assert.not.ok(accepts(tag, 'x'.repeat(schema.properties!.tags.items!.maxLength! + 1)));
});

test('a choice is a select of exactly its values', () => {
  assert.is(field('color').widget, 'select');
  assert.equal(field('color').options, schema.properties!.color.enum);
});

test('numbers keep their bounds and whether they are whole', () => {
  const rank = field('rank');
  assert.equal([rank.widget, rank.value_type, rank.min, rank.max], ['number', 'int', schema.properties!.rank.minimum, schema.properties!.rank.maximum]);
  assert.is(field('share').value_type, 'float');
  assert.is(field('featured').widget, 'boolean');
});

test('lists keep their counts; a list of records has a field for each of its fields', () => {
  const tags = field('tags');
  assert.equal([tags.widget, tags.min, tags.max], ['list', schema.properties!.tags.minItems, schema.properties!.tags.maxItems]);
  const people = field('people');
  assert.is(people.max, schema.properties!.people.maxItems);
  assert.equal(people.fields!.map((f) => f.name), Object.keys(schema.properties!.people.items!.properties!));
  assert.is(field('role', people.fields).required, false);
});

test("a picture's file name is an image widget that uploads into the media folder", () => {
  assert.is(field('image').widget, 'image');
  const config = editorConfig((kind) => (kind === 'industry' ? schema : undefined), editorSettings({}), 'https://www.example.com').config as { collections: { fields: DecapField[] }[] };
  const image = config.collections[0].fields.find((f) => f.name === 'image') as DecapField & { public_folder: string };
  assert.equal([image.media_folder, image.public_folder], [`/${MEDIA_FOLDER}`, ''], 'stores the bare file name the content names');
});

test('a record the model leaves optional asks for none of its fields: Decap checks them even when it is left empty', () => {
  const withQuote = z.toJSONSchema(z.object({ quote: z.object({ text: z.string(), by: z.object({ name: z.string() }) }).optional(), lead: z.object({ text: z.string() }) })) as JsonSchema;
  const [quote, lead] = fieldsFor(withQuote, withQuote, MEDIA);
  assert.equal([quote.required, ...quote.fields!.map((f) => f.required), quote.fields![1].fields![0].required], [false, false, false, false]);
  assert.is(lead.fields![0].required, undefined, 'a required record keeps its fields required');
});

test('new files and pictures are named in ASCII, which the backend and the build take', () => {
  const config = editorConfig(() => schema, editorSettings({}), 'https://www.example.com').config;
  assert.equal(config.slug, { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
});

test('several shapes of a record become one, its fixed key a select of the shapes', () => {
  const page = field('page');
  const variants = (schema.properties!.page.oneOf ?? schema.properties!.page.anyOf)!;
  assert.is(page.widget, 'object');
  assert.equal(field('template', page.fields).options, variants.map((v) => v.properties!.template.const));
  assert.is(field('challenges', page.fields).required, false, 'a field of one shape only is not required in the others');
  assert.is(field('challenges', page.fields).min, 3);
});

test("a post's category offers the names listed in the blog categories' entry, which exists in the editor and holds that list", async () => {
  const own = (kind: string) => JSON.parse(readFileSync(path.join(projectRoot, 'schemas', `${kind}.schema.json`), 'utf8')) as JsonSchema;
  const collections = editorConfig(own, editorSettings({}), 'https://www.example.com').config.collections as { name: string; fields?: DecapField[]; files?: { name: string; fields: DecapField[] }[] }[];
  const category = collections.find((c) => c.name === 'posts')!.fields!.find((f) => f.name === 'category')!;
  assert.is(category.widget, 'relation');
  assert.is(category.required, undefined, 'required, as the model says');
  const [list, , key] = category.value_field!.split('.');
  const target = collections.find((c) => c.name === category.collection)!.files!.find((f) => f.name === category.file)!;
  const listField = target.fields.find((f) => f.name === list)!;
  assert.is(listField.widget, 'list');
  assert.ok(listField.fields!.some((f) => f.name === key), `its items have a ${key}`);
  assert.equal([category.search_fields, category.display_fields], [[category.value_field], [category.value_field]]);
});

test('labels are words, not identifiers', () => {
  assert.is(labelFor('demoUrl'), 'Demo URL');
  assert.is(labelFor('imageAlt'), 'Image alt');
});

test('a collection for each kind the schemas give, and the others named as missing', () => {
  const given = new Set(['blog-post', 'industry', 'company']);
  const { config, missing } = editorConfig((kind) => (given.has(kind) ? schema : undefined), editorSettings({}), 'https://www.example.com');
  const collections = config.collections as { name: string; folder?: string; extension?: string; fields?: DecapField[]; files?: { file: string }[] }[];
  const kinds = [...new Set(COLLECTIONS.flatMap((c) => (c.kind === 'files' ? c.files.map((f) => f.schema) : [c.schema])))];
  assert.equal(missing.sort(), kinds.filter((k) => !given.has(k)).sort());
  const posts = collections.find((c) => c.name === 'posts')!;
  assert.equal([posts.extension, posts.fields!.at(-1)!.widget], ['md', 'markdown'], 'a Markdown folder ends with its text');
  assert.is(collections.find((c) => c.name === 'industries')!.extension, 'yml');
  assert.equal(collections.find((c) => c.name === 'pages')!.files!.map((f) => f.file), ['content/company.yml']);
});

test('the YAML written is the configuration, with an editorial workflow and a loopback-only local backend', () => {
  const { config } = editorConfig(() => schema, editorSettings({ EDITOR_REPO: 'acme/website' }), 'https://www.example.com');
  const read = parse(editorConfigYaml(config));
  assert.equal(read, config);
  assert.is(read.publish_mode, 'editorial_workflow');
  assert.equal(read.backend, { name: 'github', repo: 'acme/website', branch: 'main' });
  assert.ok(read.local_backend.allowed_hosts.every((h: string) => ['localhost', '127.0.0.1', '[::1]'].includes(h)));
});

test("the editor's policy lets it reach GitHub only when a repository is configured, and read a picture chosen for upload (blob:) always", () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);
  const local = editorSecurityPolicy(editorSettings({}));
  const github = editorSecurityPolicy(editorSettings({ EDITOR_REPO: 'acme/website' }));
  assert.not.match(local, 'github');
  assert.equal(directive(local, 'connect-src'), ["'self'", 'blob:']);
  assert.equal(directive(github, 'connect-src'), ["'self'", 'blob:', 'https://api.github.com']);
  assert.ok(directive(github, 'img-src').includes('https://avatars.githubusercontent.com'));
});

test('repository settings are checked as what they become, naming the variable', () => {
  assert.equal(editorSettings({ EDITOR_REPO: 'acme/site', EDITOR_BRANCH: 'release/web', EDITOR_OAUTH_URL: 'https://auth.example.workers.dev', EDITOR_OAUTH_ENDPOINT: 'auth' }).backend, { name: 'github', repo: 'acme/site', branch: 'release/web', base_url: 'https://auth.example.workers.dev', auth_endpoint: 'auth' });
  const refused = (env: Record<string, string>, variable: string) => {
    try {
      editorSettings(env);
    } catch (error) {
      assert.instance(error, BuildRefusedError);
      return assert.match((error as Error).message, variable);
    }
    assert.unreachable(`${JSON.stringify(env)} was accepted`);
  };
  refused({ EDITOR_REPO: 'acme' }, 'EDITOR_REPO');
  refused({ EDITOR_REPO: 'acme/site; rm' }, 'EDITOR_REPO');
  refused({ EDITOR_REPO: 'acme/site', EDITOR_OAUTH_URL: 'http://auth.example.dev' }, 'EDITOR_OAUTH_URL');
  refused({ EDITOR_REPO: 'acme/site', EDITOR_OAUTH_URL: 'https://auth.example.dev/x?y' }, 'EDITOR_OAUTH_URL');
  refused({ EDITOR_REPO: 'acme/site', EDITOR_OAUTH_URL: 'https://user@auth.example.dev' }, 'EDITOR_OAUTH_URL');
  refused({ EDITOR_REPO: 'acme/site', EDITOR_OAUTH_ENDPOINT: '../auth' }, 'EDITOR_OAUTH_ENDPOINT');
  refused({ EDITOR_BRANCH: 'a..b' }, 'EDITOR_BRANCH');
  refused({ EDITOR_BRANCH: '-f' }, 'EDITOR_BRANCH');
});

test.run();
