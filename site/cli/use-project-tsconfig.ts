/**
 * build.ts's first import: run from another folder, the command starts again with the project's
 * tsconfig.json (project-tsconfig.ts) before any of the modules after it, the pages' JSX among
 * them, is compiled. Only for a command of this project; a process that merely imports build.ts
 * (a test) is left as it is.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restartWithProjectTsconfig } from './project-tsconfig.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (path.dirname(script) === root) restartWithProjectTsconfig(root);
