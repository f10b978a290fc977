/** The YAML edits tests make to content files (test/helpers/yaml-edits.ts): each changes what it names and nothing else. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentDir } from '../helpers/content.ts';
import { deleteField, editList, editYaml, extendText, fieldLine, pathOf, replaceItem, setField, valueAt } from '../helpers/yaml-edits.ts';

const TEXT = `# The brand.
company: Acme
forms: {}
address:
  city: New Delhi # where the office is
  postalCode: "110001"
groups:
  - title: Retail
    industries:
      - retail
      - ecommerce
  - title: Health
    industries:
      - healthcare
`;

const linesChanged = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  return a.map((line, i) => (line === b[i] ? -1 : i + 1)).filter((i) => i > 0);
};

test('a path is read as the build\'s messages write it', () => {
  assert.equal(pathOf('facts.leadership[0].photo'), ['facts', 'leadership', 0, 'photo']);
  assert.equal(pathOf('[1].from'), [1, 'from']);
  assert.equal(pathOf(['a', 2]), ['a', 2]);
});

test('setting a value changes its line only, keeping comments and quotes elsewhere', () => {
  const edited = setField(TEXT, 'address.city', "Bengaluru's east");
  assert.equal(parse(edited).address, { city: "Bengaluru's east", postalCode: '110001' });
  assert.equal(linesChanged(TEXT, edited), [5]);
  assert.ok(edited.includes('# where the office is') && edited.includes('# The brand.'));
  assert.equal(parse(setField(TEXT, 'forms.contact', 'https://x.example/a')).forms, { contact: 'https://x.example/a' });
});

test('a text is extended, a field deleted, a list item removed, replaced or added', () => {
  assert.is(parse(extendText(TEXT, 'company', ' Deeptech')).company, 'Acme Deeptech');
  assert.not.ok('city' in parse(deleteField(TEXT, 'address.city')).address);
  assert.equal(parse(replaceItem(TEXT, 'groups[0].industries', 'retail')).groups[0].industries, ['ecommerce']);
  assert.equal(parse(replaceItem(TEXT, 'groups[0].industries', 'ecommerce', 'online-retail')).groups[0].industries, ['retail', 'online-retail']);
  const groups = parse(editList(TEXT, 'groups', { removeFirst: true, add: [{ title: 'New', industries: ['x'] }] })).groups;
  assert.equal(groups.map((g: { title: string }) => g.title), ['Health', 'New']);
  assert.equal(parse(editList(TEXT, 'groups[1].industries', { add: ['{{company}} care'], atStart: true })).groups[1].industries, ['{{company}} care', 'healthcare']);
  assert.is(parse(editYaml(TEXT, (doc) => doc.setIn(['company'], 'B'))).company, 'B');
});

test('a path that is not in the file is an error, never a field created elsewhere', () => {
  assert.throws(() => setField(TEXT, 'adress.city', 'x'), /no field "adress"/);
  assert.throws(() => deleteField(TEXT, 'address.town'), /no field "address.town"/);
  assert.throws(() => replaceItem(TEXT, 'groups[0].industries', 'telecom'), /does not hold "telecom"/);
  assert.throws(() => editList(TEXT, 'address', { add: [1] }), /"address" is not a list/);
});

test('a value and its line are found by path', () => {
  assert.is(valueAt(TEXT, 'groups[1].industries[0]'), 'healthcare');
  assert.is(fieldLine(TEXT, 'company'), 2);
  assert.is(fieldLine(TEXT, 'groups[1].title'), 12);
  assert.is(fieldLine(TEXT, 'groups[0].industries[1]'), 11);
});

test('every YAML file of content/ is written back byte for byte when nothing is edited', () => {
  const files = [...readdirSync(contentDir).map((f) => path.join(contentDir, f)), ...readdirSync(path.join(contentDir, 'industries')).map((f) => path.join(contentDir, 'industries', f))]
    .filter((f) => f.endsWith('.yml'));
  assert.ok(files.length > 0, 'content/ holds YAML files');
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    assert.is(editYaml(text, () => {}), text, file);
  }
});

test.run();
