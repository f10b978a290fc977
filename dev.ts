/**
 * The developer loop: builds the site into memory, serves it on loopback, and rebuilds and
 * reloads the open tab on every edit under site/, content/ and static/ (site/dev/dev-server.ts).
 *
 *   node --import tsx dev.ts [--content content] [--port 4000] [--host 127.0.0.1]
 *
 * A wrong option, a --host that is not this machine's or a port that cannot be had ends it with a
 * message and exit code 2 or 1; Ctrl-C, SIGTERM and SIGHUP stop it, build worker and all
 * (site/cli/server-command.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from './site/dev/dev-server.ts';
import { DEV_COMMAND, parseDevArgs, parseOrExit } from './site/cli/cli-options.ts';
import { runServerCommand } from './site/cli/server-command.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
// A wrong option ends here, with exit code 2, before anything starts (the parser is shared with build.ts).
const { contentDir, port, host } = parseOrExit(DEV_COMMAND, () => parseDevArgs(process.argv.slice(2)));
await runServerCommand(DEV_COMMAND, root, () => startDevServer({ root, contentDir, port, host }));
