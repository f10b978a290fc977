/**
 * The JSON Schemas of schemas/ (site/model/json-schemas.ts): the files are what the content model
 * gives, the project's own content passes them as a code editor reads it (ajv, draft 2020-12), and
 * what the model refuses for a count, a length, a choice or an unknown field they refuse too.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { FILE_KINDS, jsonSchemaOf, jsonSchemaText, schemaFile, vscodeSettingsText, type FileKindName } from '../../site/model/json-schemas.ts';
import { validate } from '../../site/model/schema.ts';
import { parseFrontMatter } from '../../site/content-loader/front-matter.ts';
import { CARD_LIMITS } from '../../site/model/card-text.ts';
import { iconNames } from '../../site/model/icons.ts';
import { projectRoot } from '../helpers/server.ts';

const kinds = Object.keys(FILE_KINDS) as FileKindName[];
const ajv = new Ajv2020({ allErrors: true, strict: false });
const checkerOf = (kind: FileKindName) => ajv.compile(jsonSchemaOf(kind));

/** The files a kind's glob names (`content/industries/*.yml`), from the project's root. */
function filesOf(kind: FileKindName): string[] {
  const [before, after = ''] = FILE_KINDS[kind].files.split('*');
  if (!FILE_KINDS[kind].files.includes('*')) return [before];
  const dir = before.replace(/\/$/, '');
  return readdirSync(path.join(projectRoot, dir)).filter((name) => name.endsWith(after)).map((name) => `${dir}/${name}`);
}

/** A file as its kind's schema reads it: a YAML file whole, a Markdown file's header as the build reads it. */
function valueOf(kind: FileKindName, file: string): unknown {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  return 'header' in FILE_KINDS[kind] ? parseFrontMatter(text, []).data : parse(text);
}

const errorsOf = (kind: FileKindName, value: unknown) => {
  const check = checkerOf(kind);
  return check(value) ? [] : check.errors!.map((e) => `${e.instancePath} ${e.message}`);
};

test('schemas/ holds exactly what the content model gives (after a change to the model, run npm run schemas)', () => {
  for (const kind of kinds) {
    let committed: string | undefined;
    try {
      committed = readFileSync(path.join(projectRoot, schemaFile(kind)), 'utf8');
    } catch {
      assert.unreachable(`${schemaFile(kind)} is missing: run npm run schemas`);
    }
    assert.ok(committed === jsonSchemaText(kind), `${schemaFile(kind)} is not what the content model gives: run npm run schemas`);
  }
  const written = readdirSync(path.join(projectRoot, 'schemas')).filter((name) => name.endsWith('.schema.json')).sort();
  assert.equal(written, kinds.map((kind) => path.basename(schemaFile(kind))).sort(), 'a schema in schemas/ that no kind of file has: run npm run schemas');
  assert.ok(readFileSync(path.join(projectRoot, '.vscode/settings.json'), 'utf8') === vscodeSettingsText(), '.vscode/settings.json does not map schemas/ to the content files: run npm run schemas');
});

test('every YAML file of content/ has a schema, which .vscode/settings.json maps to it', () => {
  const yamlKinds = kinds.filter((kind) => !('header' in FILE_KINDS[kind]));
  const covered = new Set(yamlKinds.flatMap(filesOf));
  const yamlFiles = (dir: string): string[] => readdirSync(path.join(projectRoot, dir), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? yamlFiles(`${dir}/${entry.name}`) : /\.ya?ml$/.test(entry.name) ? [`${dir}/${entry.name}`] : []));
  assert.equal(yamlFiles('content').filter((file) => !covered.has(file)), [], 'a YAML file no schema checks');
  const mapped = JSON.parse(vscodeSettingsText())['yaml.schemas'] as Record<string, string>;
  for (const kind of yamlKinds) assert.is(mapped[`./${schemaFile(kind)}`], FILE_KINDS[kind].files, kind);
});

test('every content file passes its JSON Schema, as a code editor reads it', () => {
  for (const kind of kinds) {
    const files = filesOf(kind);
    assert.ok(files.length > 0, `no file for ${FILE_KINDS[kind].files}`);
    for (const file of files) assert.equal(errorsOf(kind, valueOf(kind, file)), [], file);
  }
});

test('every field has a hint: a description for the editor and the code editor', () => {
  const undescribed: string[] = [];
  const walk = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    for (const [key, value] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
      if (!value.description) undescribed.push(`${where}.${key}`);
      walk(value, `${where}.${key}`);
    }
    for (const list of ['anyOf', 'oneOf'] as const) (schema[list] as unknown[] | undefined)?.forEach((option) => walk(option, where));
    walk(schema.items, `${where}[]`);
  };
  for (const kind of kinds) walk(jsonSchemaOf(kind), kind);
  assert.equal(undescribed, []);
});

/** The first card of the home page's infrastructure section, whatever its words. */
const home = () => valueOf('home', filesOf('home')[0]) as { infrastructure: { items: Record<string, unknown>[] } };

test('what the model refuses, the JSON Schema refuses too: a text over its limit, a name not in the list, an unknown field, a count', () => {
  const cases: [string, (h: ReturnType<typeof home>) => void, string][] = [
    ['a card title over its limit', (h) => void (h.infrastructure.items[0].title = 'x'.repeat(CARD_LIMITS.title + 1)), '/infrastructure/items/0/title'],
    ['an icon not in the list', (h) => void (h.infrastructure.items[0].icon = `${iconNames[0]}-not`), '/infrastructure/items/0/icon'],
    ['an unknown field', (h) => void (h.infrastructure.items[0].colour = 'blue'), '/infrastructure/items/0'],
    ['a card too many', (h) => void h.infrastructure.items.push(h.infrastructure.items[0]), '/infrastructure/items'],
  ];
  for (const [name, change, where] of cases) {
    const value = home();
    change(value);
    assert.ok(validate(FILE_KINDS.home.schema, value).length > 0, `the model takes ${name}`);
    assert.ok(errorsOf('home', value).some((e) => e.startsWith(`${where} `)), `the JSON Schema takes ${name}: ${errorsOf('home', value).join('; ')}`);
  }
});

test('a pattern takes a text with a brand token, which the build fills in before judging it, and refuses what breaks it', () => {
  const products = () => valueOf('products', filesOf('products')[0]) as { products: Record<string, unknown>[] };
  const withSlug = (slug: string) => {
    const value = products();
    value.products[0].slug = slug;
    return errorsOf('products', value).filter((e) => e.startsWith('/products/0/slug '));
  };
  assert.equal(withSlug('{{xdr}}'), []);
  assert.is(withSlug('two words').length, 1);
});

test('a photo needs its text alternative and an alternative its photo, as the build says (coverIssues, portraitIssues)', () => {
  const company = valueOf('company', filesOf('company')[0]) as { facts: { leadership: Record<string, unknown>[] } };
  const [leader] = company.facts.leadership;
  delete leader.photo;
  delete leader.photoAlt;
  assert.equal(errorsOf('company', company), []);
  leader.photo = 'leader.jpg';
  assert.ok(errorsOf('company', company).some((e) => e.startsWith('/facts/leadership/0 ') && e.includes('photoAlt')));
  const post = valueOf('blog-post', filesOf('blog-post')[0]) as Record<string, unknown>;
  delete post.image;
  post.imageAlt = 'A dealer meet';
  assert.ok(errorsOf('blog-post', post).some((e) => e.includes('image')));
});

test.run();
