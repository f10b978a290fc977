/**
 * The command lines of build.ts, dev.ts and serve.ts (site/cli/cli-options.ts): one strict parser, each
 * mistake a UsageError naming the option; and dev.ts itself ends with exit code 2 before it starts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { thrown } from '../helpers/thrown.ts';
import path from 'node:path';
import { BUILD_COMMAND, DEV_COMMAND, parseBuildArgs, parseDevArgs, parseStartArgs, START_COMMAND, usage } from '../../site/cli/cli-options.ts';
import { UsageError } from '../../site/errors.ts';
import { projectRoot } from '../helpers/server.ts';
import { scratchSite } from '../helpers/scratch-site.ts';
import { snapshotTree } from '../helpers/snapshot.ts';

const mistake = (run: () => unknown): string => thrown(UsageError, run, 'the command line').message;

const build = (...args: string[]) => parseBuildArgs(args, projectRoot);
const dev = (...args: string[]) => parseDevArgs(args, projectRoot);
const start = (...args: string[]) => parseStartArgs(args, projectRoot);

test('the build reads --content and --out relative to the folder it runs in, in either spelling', () => {
  assert.equal(build(), { help: false, contentDir: undefined, outDir: undefined });
  assert.equal(build('--content', 'content', '--out=public'), { help: false, contentDir: path.join(projectRoot, 'content'), outDir: path.join(projectRoot, 'public') });
  assert.equal(build('-h').help, true);
});

test('the dev server reads --content, --port and --host', () => {
  assert.equal(dev('--port', '0', '--host', '0.0.0.0', '--content', 'content'), { help: false, contentDir: path.join(projectRoot, 'content'), port: 0, host: '0.0.0.0' });
  assert.is(dev('--port=65535').port, 65535);
});

test('an unknown option is named, with the option meant or the other command that takes it', () => {
  assert.match(mistake(() => dev('--out', 'dist')), 'unknown option --out');
  assert.match(mistake(() => dev('--out', 'dist')), 'npm run build -- --out');
  assert.match(mistake(() => build('--port', '80')), 'npm run dev -- --port');
  assert.match(mistake(() => build('--ouput', 'x')), 'unknown option --ouput');
  assert.match(mistake(() => build('--output', 'x')), 'did you mean --out?');
  assert.match(mistake(() => build('-o', 'x')), 'unknown option -o');
});

test('a missing value is named, also when the next argument is another option', () => {
  assert.match(mistake(() => build('--out')), '--out needs a value');
  assert.match(mistake(() => build('--out', '--content', 'content')), '--out needs a value, but is followed by the option --content');
  assert.match(mistake(() => dev('--port')), '--port needs a value');
  assert.match(mistake(() => build('--out=')), '--out is empty');
});

test('values without an option, values given to --help and repeated options are refused', () => {
  assert.match(mistake(() => build('public')), 'unexpected argument "public"');
  assert.match(mistake(() => build('--help=yes')), '--help takes no value');
  assert.match(mistake(() => build('--out', 'a', '--out', 'b')), '--out is given more than once');
});

test('--port must be a whole number from 0 to 65535', () => {
  for (const port of ['abc', '-1', '65536', '4000.5', '1e3', ' 80']) assert.match(mistake(() => dev(`--port=${port}`)), `--port "${port}" is not a port number`);
});

test('--host must be a name or an address alone', () => {
  for (const host of ['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0', 'my-laptop.local']) assert.is(dev('--host', host).host, host);
  for (const host of ['http://localhost', 'localhost:4000', 'a b', 'evil.example/x', '-x.example']) {
    assert.match(mistake(() => dev(`--host=${host}`)), `--host ${JSON.stringify(host)} is not a host name or address`);
  }
});

test('npm start reads --dist, --port and --host as the dev server reads its own', () => {
  assert.equal(start('--dist', 'content', '--port', '0', '--host', '0.0.0.0'), { help: false, distDir: path.join(projectRoot, 'content'), port: 0, host: '0.0.0.0' });
  assert.match(mistake(() => start('--dist', 'no-such-build')), '--dist "no-such-build": no such folder');
  assert.match(mistake(() => start('--port', '99999')), '--port "99999" is not a port number');
  assert.match(mistake(() => start('--out', 'dist')), 'to serve another build, give --dist <folder>');
});

test('--content must be an existing folder', () => {
  assert.match(mistake(() => build('--content', 'no-such-folder')), '--content "no-such-folder": no such folder');
  assert.match(mistake(() => dev('--content', 'package.json')), '--content "package.json" is a file, not a folder');
});

test('the usage lists every option of the command', () => {
  for (const command of [BUILD_COMMAND, DEV_COMMAND, START_COMMAND]) {
    for (const name of Object.keys(command.options)) assert.match(usage(command), `--${name}`);
  }
});

test('dev.ts with a wrong option exits with code 2, names it, and starts nothing', async () => {
  const site = await scratchSite();
  try {
    const before = await snapshotTree(site.root, (name) => name !== 'node_modules');
    for (const [args, says] of [[['--out', 'dist'], 'unknown option --out'], [['--port', 'http'], '--port "http" is not a port number'], [['--port'], '--port needs a value']] as const) {
      const { code, stderr, stdout } = await site.run('dev.ts', [...args]);
      assert.is(code, 2, `${args.join(' ')}\n${stdout}${stderr}`);
      assert.match(stderr, `npm run dev: ${says}`);
      assert.not.match(stdout, /http:\/\//, 'no server was started');
    }
    assert.equal(await snapshotTree(site.root, (name) => name !== 'node_modules'), before, 'nothing was written');
  } finally {
    await site.cleanup();
  }
});

test.run();
