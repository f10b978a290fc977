/**
 * The command lines of `npm run build` (build.ts), `npm run dev` (dev.ts) and `npm start`
 * (serve.ts), read by one parser:
 * node:util's parseArgs in strict mode, whose refusals are reworded here to name the option and
 * say how to put it right. Any mistake is a UsageError (exit code 2) before anything is written.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from '../errors.ts';
import { closestName } from '../lib/closest-name.ts';
import { parseHost } from '../dev/host-check.ts';

interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** How the value is shown in the usage, e.g. `folder`. */
  value?: string;
  help: string;
}

export interface Command {
  /** How the user runs it, e.g. `npm run build --`. */
  name: string;
  options: Record<string, OptionSpec>;
  /** Said when an option of the other command is given to this one. */
  elsewhere?: Record<string, string>;
}

const content: OptionSpec = { type: 'string', value: 'folder', help: 'the content to build (default: content)' };
const help: OptionSpec = { type: 'boolean', short: 'h', help: 'print this help' };

export const BUILD_COMMAND: Command = {
  name: 'npm run build --',
  options: {
    content,
    out: { type: 'string', value: 'folder', help: 'where the site is written (default: dist); a new or empty folder, or an earlier build' },
    help,
  },
  elsewhere: {
    port: 'the build serves nothing; to serve the site, run npm run dev -- --port <number>, or npm start after a build',
    host: 'the build serves nothing; to serve the site, run npm run dev -- --host <address>',
  },
};

export const DEV_COMMAND: Command = {
  name: 'npm run dev --',
  options: {
    content,
    port: { type: 'string', value: 'number', help: 'the first port to try, 0 to 65535 (default: 4000; 0 for any free port)' },
    host: { type: 'string', value: 'address', help: 'the address to listen on (default: 127.0.0.1)' },
    help,
  },
  elsewhere: {
    out: 'the dev server builds into memory and writes no folder; to write the site, run npm run build -- --out <folder>',
  },
};

export const START_COMMAND: Command = {
  name: 'npm start --',
  options: {
    dist: { type: 'string', value: 'folder', help: 'the built site to serve (default: dist)' },
    port: { type: 'string', value: 'number', help: 'the first port to try, 0 to 65535 (default: 3000; 0 for any free port)' },
    host: { type: 'string', value: 'address', help: 'the address to listen on (default: 127.0.0.1; 0.0.0.0 for every network interface)' },
    help,
  },
  elsewhere: {
    out: 'npm start serves dist/ after building it there; to serve another build, give --dist <folder>',
    content: 'npm start serves the site built from content/; to preview other content, run npm run dev -- --content <folder>',
  },
};

export function usage(command: Command): string {
  const lines = Object.entries(command.options).map(([name, spec]) => {
    const flag = `${spec.short ? `-${spec.short}, ` : ''}--${name}${spec.value ? ` <${spec.value}>` : ''}`;
    return `  ${flag.padEnd(22)}${spec.help}`;
  });
  return `Usage: ${command.name} [options]\n${lines.join('\n')}`;
}

const optionList = (command: Command) => Object.keys(command.options).map((name) => `--${name}`).join(', ');

/** An option the user may have meant (site/lib/closest-name.ts). */
const closest = (command: Command, typed: string) => closestName(typed.replace(/^-+/, '').split('=')[0], Object.keys(command.options));

/** Rewords a refusal of strict parseArgs, finding the argument at fault in a lenient pass over the same arguments. */
function explain(command: Command, args: string[], error: NodeJS.ErrnoException): UsageError {
  const { tokens } = parseArgs({ args, options: command.options, strict: false, allowPositionals: true, tokens: true });
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const token = tokens.find((t) => t.kind === 'option' && !(t.name in command.options));
    const raw = token?.kind === 'option' ? token.rawName : 'an option';
    const name = token?.kind === 'option' ? token.name : '';
    const meant = closest(command, raw);
    const hint = command.elsewhere?.[name] ?? (meant ? `did you mean --${meant}? The options are ${optionList(command)}` : `the options are ${optionList(command)}`);
    return new UsageError(`unknown option ${raw}`, hint);
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    for (const token of tokens) {
      if (token.kind !== 'option' || !(token.name in command.options)) continue;
      const spec = command.options[token.name];
      if (spec.type === 'boolean' && token.value !== undefined) return new UsageError(`${token.rawName} takes no value (given "${token.value}")`, `write ${token.rawName} alone`);
      if (spec.type === 'string' && token.value === undefined) return new UsageError(`${token.rawName} needs a value`, `write ${token.rawName} <${spec.value}>`);
      if (spec.type === 'string' && !token.inlineValue && token.value?.startsWith('-')) {
        return new UsageError(`${token.rawName} needs a value, but is followed by the option ${token.value}`, `give ${token.rawName} its <${spec.value}>, or write ${token.rawName}=${token.value} if that is the value you mean`);
      }
    }
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const token = tokens.find((t) => t.kind === 'positional');
    const value = token?.kind === 'positional' ? token.value : '';
    return new UsageError(`unexpected argument "${value}"`, `every value follows its option, e.g. ${command.name} --${Object.keys(command.options)[0]} ${value}; the options are ${optionList(command)}`);
  }
  return new UsageError(error.message, `the options are ${optionList(command)}`);
}

/** The options as given (strings and booleans), each at most once. The measuring tools read theirs with it too (test/tools/measured-pages.ts). */
export function parseCommandLine(command: Command, args: string[]): Record<string, string | boolean | undefined> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: command.options, strict: true, allowPositionals: false, tokens: true });
  } catch (error) {
    throw explain(command, args, error as NodeJS.ErrnoException);
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once`, `give it once`);
    seen.add(token.name);
  }
  for (const [name, value] of Object.entries(parsed.values)) {
    if (value === '') throw new UsageError(`--${name} is empty`, `write --${name} <${command.options[name].value}>`);
  }
  return parsed.values;
}

/** `value` resolved against `cwd`, which must be an existing folder. */
function existingFolder(option: string, value: string, cwd: string): string {
  const dir = path.resolve(cwd, value);
  let stats;
  try {
    stats = statSync(dir, { throwIfNoEntry: false });
  } catch (error) {
    throw new UsageError(`--${option} "${value}" cannot be read (${(error as NodeJS.ErrnoException).code})`, 'give a folder you may read');
  }
  if (!stats) throw new UsageError(`--${option} "${value}": no such folder (looked for ${dir})`, 'check the spelling; the path is relative to the folder the command runs in');
  if (!stats.isDirectory()) throw new UsageError(`--${option} "${value}" is a file, not a folder`, `give a folder, e.g. --${option} ${option}`);
  return dir;
}

/** How a command ends on a wrong command line: the mistake, and where the options are listed (exit code 2). */
export const wrongCommandLine = (command: Command, error: UsageError): { code: number; text: string } => ({
  code: 2,
  text: `${command.name.replace(/ --$/, '')}: ${error.message}\nNothing was done. For the options: ${command.name} --help`,
});

/**
 * A command line read with `parse`: its options, or how the command ends instead: after --help
 * with the usage (exit code 0), after a mistake with the mistake named (exit code 2).
 */
export function readCommandLine<T extends { help: boolean }>(command: Command, parse: () => T): { options: T } | { end: { code: number; text: string } } {
  let options: T;
  try {
    options = parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { end: wrongCommandLine(command, error) };
  }
  return options.help ? { end: { code: 0, text: usage(command) } } : { options };
}

/** Reads a command line with `parse` (readCommandLine), or prints why not and ends the process. */
export function parseOrExit<T extends { help: boolean }>(command: Command, parse: () => T): T {
  const read = readCommandLine(command, parse);
  if ('options' in read) return read.options;
  (read.end.code === 0 ? console.log : console.error)(read.end.text);
  process.exit(read.end.code);
}

export interface BuildArgs {
  help: boolean;
  contentDir?: string;
  outDir?: string;
}

export function parseBuildArgs(args: string[], cwd = process.cwd()): BuildArgs {
  const values = parseCommandLine(BUILD_COMMAND, args);
  return {
    help: values.help === true,
    contentDir: typeof values.content === 'string' ? existingFolder('content', values.content, cwd) : undefined,
    outDir: typeof values.out === 'string' ? path.resolve(cwd, values.out) : undefined,
  };
}

/** What the two server commands, dev.ts and serve.ts, read alike. */
interface ServerArgs {
  help: boolean;
  port?: number;
  host?: string;
}

export interface DevArgs extends ServerArgs {
  contentDir?: string;
}

/** `--port` and `--host` of a server command, as given: a port number, and a name or address without scheme or port (which the listen itself checks further: site/cli/listen.ts). */
function portAndHost(values: Record<string, string | boolean | undefined>): Omit<ServerArgs, 'help'> {
  const port = typeof values.port === 'string' ? values.port : undefined;
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) <= 65535)) {
    throw new UsageError(`--port "${port}" is not a port number`, 'give a whole number from 0 to 65535 (0 picks any free port), e.g. --port 4000');
  }
  const host = typeof values.host === 'string' ? values.host : undefined;
  if (host !== undefined && !parseHost(host, false)) {
    throw new UsageError(`--host ${JSON.stringify(host)} is not a host name or address`, 'give a name or an address alone, without http:// or a port, e.g. --host 127.0.0.1, --host ::1 or --host my-laptop.local');
  }
  return { port: port === undefined ? undefined : Number(port), host };
}

export function parseDevArgs(args: string[], cwd = process.cwd()): DevArgs {
  const values = parseCommandLine(DEV_COMMAND, args);
  return {
    help: values.help === true,
    contentDir: typeof values.content === 'string' ? existingFolder('content', values.content, cwd) : undefined,
    ...portAndHost(values),
  };
}

export interface StartArgs extends ServerArgs {
  distDir?: string;
}

export function parseStartArgs(args: string[], cwd = process.cwd()): StartArgs {
  const values = parseCommandLine(START_COMMAND, args);
  return {
    help: values.help === true,
    distDir: typeof values.dist === 'string' ? existingFolder('dist', values.dist, cwd) : undefined,
    ...portAndHost(values),
  };
}
