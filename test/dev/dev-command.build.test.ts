/**
 * `npm run dev` as a command, over a scratch copy of the project: a --host or --port it cannot
 * have ends it with a message and an exit code before any build, never a stack; and however it is
 * stopped (SIGTERM to npm, SIGHUP to npm or to the server itself) nothing is left holding its port.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:net';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { startCommand, type RunningCommand } from '../helpers/server.ts';
import { untilAnswering } from '../helpers/waits.ts';

let site: ScratchSite;

test.before(async () => {
  site = await scratchSite();
});

test.after(() => site?.cleanup());

const NO_STACK = /^\s+at .+:\d+:\d+\)?$/m;

/** Runs dev.ts in the copy with `args`, expecting it to end at once with `code` and say `says`. */
async function refused(args: string[], code: number, says: string): Promise<void> {
  const { code: exit, stdout, stderr } = await site.run('dev.ts', args);
  const output = `${stdout}${stderr}`;
  assert.is(exit, code, `${args.join(' ')}:\n${output}`);
  assert.match(stderr, `npm run dev: ${says}`);
  assert.not.match(output, NO_STACK, 'no stack trace');
  assert.not.match(output, /first build|Dev server:/, 'nothing was built or served');
}

test('a --host that is not an address of this machine (8.8.8.8): exit code 2, before any build', async () => {
  await refused(['--host', '8.8.8.8', '--port', '0'], 2, '--host "8.8.8.8" is not an address of this machine');
});

test('a --host no name server knows (evil.example): exit code 2', async () => {
  await refused(['--host', 'evil.example', '--port', '0'], 2, '--host "evil.example" is not a name this machine can find');
});

test('a --host written as a URL: exit code 2, with what to write', async () => {
  await refused(['--host', 'http://localhost:4000'], 2, '--host "http://localhost:4000" is not a host name or address');
});

test('a --port out of range: exit code 2', async () => {
  await refused(['--port', '70000'], 2, '--port "70000" is not a port number');
});

test('a --port in use with no port after it to try (65535): exit code 1, naming it', async () => {
  // Held here for the test; if something else holds it already, it is in use all the same.
  const holder: Server = createServer();
  await new Promise<void>((resolve) => holder.once('error', () => resolve()).listen(65535, '127.0.0.1', () => resolve()));
  try {
    await refused(['--port', '65535'], 1, 'port 65535 is in use on 127.0.0.1');
  } finally {
    holder.close();
  }
});

/** Starts `npm run dev` in the copy on a free port; resolves with it and the origin it serves. */
async function npmRunDev(): Promise<{ dev: RunningCommand; origin: string }> {
  const dev = startCommand('npm', ['--prefix', site.root, 'run', 'dev', '--', '--port', '0'], { cwd: site.root });
  const [, origin] = await dev.next(/Dev server: (http:\/\/\S+?)\/?\s/, 0);
  assert.ok(await untilAnswering(origin, 5_000), 'it serves');
  return { dev, origin };
}

/** Whether any process of the group `pgid` (the command and all it started) still runs. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const refusesConnections = (origin: string) => fetch(origin).then(() => false, () => true);

/**
 * Sends `signal` to npm alone (not its process group), waits (with a bound) until nothing npm
 * started runs, then stops whatever is left so that a failing test leaves nothing behind.
 */
async function signalNpm(signal: NodeJS.Signals): Promise<{ gone: boolean; origin: string; output: string }> {
  const { dev, origin } = await npmRunDev();
  process.kill(dev.pid!, signal);
  // The server checks for its parent once a second: waited for, with a bound, not slept.
  const gone = await untilGone(dev.pid!, 10_000);
  const { output } = await dev.stop({ group: true });
  return { gone, origin, output };
}

test('SIGTERM to npm run dev stops the server too: nothing npm started runs, and the port is free', async () => {
  const { gone, origin, output } = await signalNpm('SIGTERM');
  assert.ok(gone, `a process npm started still ran:\n${output}`);
  assert.match(output, 'Stopping (SIGTERM)');
  assert.ok(await refusesConnections(origin), 'the port is free');
});

test('SIGHUP to npm alone, which npm does not pass on: the server sees npm gone and stops', async () => {
  const { gone, origin, output } = await signalNpm('SIGHUP');
  assert.ok(gone, `the dev server outlived npm:\n${output}`);
  assert.ok(await refusesConnections(origin), 'the port is free');
});

test('SIGHUP to the dev server itself (its terminal closed): it stops, with exit code 0', async () => {
  const dev = startCommand(process.execPath, ['--import', 'tsx', 'dev.ts', '--port', '0'], { cwd: site.root });
  const [, origin] = await dev.next(/Dev server: (http:\/\/\S+?)\/?\s/, 0);
  const { code, output } = await dev.stop({ signal: 'SIGHUP' });
  assert.is(code, 0, output);
  assert.match(output, 'Stopping (SIGHUP)');
  assert.ok(await refusesConnections(origin), 'the port is free');
});

/** Resolves to true once no process of the group `pgid` runs, or to false after `ms`. */
async function untilGone(pgid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!groupAlive(pgid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !groupAlive(pgid);
}

test.run();
