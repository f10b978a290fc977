/**
 * npm start, after its build: serves the built site (dist/) on loopback as a static host would,
 * with the site's own serve.json; the host's files answer 404 (site/cli/serve-dist.ts).
 *
 *   node --import tsx serve.ts [--dist dist] [--port 3000] [--host 127.0.0.1]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOrExit, parseStartArgs, START_COMMAND } from './site/cli/cli-options.ts';
import { runServerCommand } from './site/cli/server-command.ts';
import { startDistServer } from './site/cli/serve-dist.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const { distDir, port, host } = parseOrExit(START_COMMAND, () => parseStartArgs(process.argv.slice(2)));
await runServerCommand(START_COMMAND, root, () => startDistServer({ root, dist: distDir ?? path.join(root, 'dist'), port, host }));
