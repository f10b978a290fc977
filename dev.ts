/**
 * The developer loop: builds the site into memory, serves it on loopback, and rebuilds and
 * reloads the open tab on every edit under site/, content/ and static/ (site/dev/dev-server.ts).
 *
 *   tsx dev.ts [--content content] [--port 4000] [--host 127.0.0.1]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from './site/dev/dev-server.ts';
import { DEV_COMMAND, parseDevArgs, parseOrExit } from './site/cli/cli-options.ts';

// A wrong option ends here, with exit code 2, before anything starts (the parser is shared with build.ts).
const { contentDir, port, host } = parseOrExit(DEV_COMMAND, () => parseDevArgs(process.argv.slice(2)));
const server = await startDevServer({
  root: path.dirname(fileURLToPath(import.meta.url)),
  contentDir,
  port,
  host,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
