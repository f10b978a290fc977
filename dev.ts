/**
 * The developer loop: builds the site into memory, serves it on loopback, and rebuilds and
 * reloads the open tab on every edit under site/, content/ and static/ (site/dev/dev-server.ts).
 *
 *   tsx dev.ts [--content content] [--port 4000] [--host 127.0.0.1]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from './site/dev/dev-server.ts';

const value = (flag: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const server = await startDevServer({
  root: path.dirname(fileURLToPath(import.meta.url)),
  contentDir: value('--content'),
  port: value('--port') === undefined ? undefined : Number(value('--port')),
  host: value('--host'),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
