/** Serves a built dist/ with `serve` and its emitted serve.json, as `npm start` does, on a free port. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** TEST_DIST serves another build (e.g. one made with `tsx build.ts --out`) to the same tests. */
export async function serveDist(dist = process.env.TEST_DIST ?? path.join(projectRoot, 'dist')): Promise<{ origin: string; close: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(projectRoot, 'node_modules/serve/build/main.js'), dist, '--no-clipboard', '--no-port-switching', '-l', `tcp://127.0.0.1:${port}`], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(origin).then(() => true, () => false);
    if (up) return { origin, close: () => child.kill() };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error(`serve did not start on ${origin}`);
}
