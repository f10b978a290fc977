/**
 * npm run schemas: writes the JSON Schema of each kind of content file into schemas/, from the
 * content model (site/model/json-schemas.ts), and .vscode/settings.json, which maps them to the files. Run it after changing the model; a unit test fails
 * while schemas/ differs from what the model gives (test/unit/json-schemas.unit.test.ts).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { FILE_KINDS, jsonSchemaText, schemaFile, vscodeSettingsText, type FileKindName } from '../../site/model/json-schemas.ts';

const kinds = Object.keys(FILE_KINDS) as FileKindName[];
await mkdir('schemas', { recursive: true });
// A kind the model no longer has leaves no schema behind.
const wanted = new Set(kinds.map((kind) => schemaFile(kind)));
for (const name of await readdir('schemas')) if (name.endsWith('.schema.json') && !wanted.has(`schemas/${name}`)) await rm(`schemas/${name}`);
for (const kind of kinds) await writeFile(schemaFile(kind), jsonSchemaText(kind));
await mkdir('.vscode', { recursive: true });
await writeFile('.vscode/settings.json', vscodeSettingsText());
console.log(`wrote ${kinds.length} JSON Schemas in schemas/ (${kinds.join(', ')}) and .vscode/settings.json`);
