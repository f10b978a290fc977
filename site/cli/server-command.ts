/**
 * What the two long-running commands, `npm run dev` (dev.ts) and `npm start` (serve.ts), share
 * around their servers: a server that cannot start ends the command with a message and an exit
 * code (2 for a wrong command line, 1 otherwise), never a stack; a running one stops cleanly, its
 * port, build worker and child processes released, on Ctrl-C (SIGINT), SIGTERM, SIGHUP (the
 * terminal closed), and when the process that started it (npm) has gone without passing a signal on.
 */
import { HintedError, UsageError } from '../errors.ts';
import { wrongCommandLine, type Command } from './cli-options.ts';
import { describeUnexpected } from './unexpected-error.ts';
import { STOP_SIGNALS } from './interrupt.ts';

/** How often the command checks that the process that started it is still there. */
const PARENT_CHECK_MS = 1000;
/** How long a stop may take before the process ends regardless (a build in progress is waited for). */
const STOP_GIVE_UP_MS = 15_000;

/** The message and exit code of a server command that could not start. */
export function startFailure(command: Command, error: unknown, root: string): { code: number; text: string } {
  const name = command.name.replace(/ --$/, '');
  if (error instanceof UsageError) return wrongCommandLine(command, error);
  if (error instanceof HintedError) return { code: 1, text: `${name}: ${error.message}` };
  return { code: 1, text: `${name} could not start: ${describeUnexpected(error, root)}` };
}

interface Stoppable {
  close: () => Promise<void>;
}

/**
 * Starts a server with `start`, or prints why it could not and exits. A stop signal, or the parent
 * process going, closes it and exits with 0: the signals are heeded from the first moment, and one
 * that comes while the server starts closes it as soon as it has.
 */
export async function runServerCommand(command: Command, root: string, start: () => Promise<Stoppable>): Promise<void> {
  let server: Stoppable | undefined;
  let stopping = false;
  const close = (running: Stoppable) =>
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`  Could not stop cleanly: ${describeUnexpected(error, root)}`);
        process.exit(1);
      },
    );
  const stop = (why: string) => {
    // npm passes Ctrl-C on to a process the terminal already told: the second one is the same stop.
    if (stopping) return;
    stopping = true;
    console.log(`\n  Stopping (${why}).`);
    setTimeout(() => process.exit(1), STOP_GIVE_UP_MS).unref();
    if (server) void close(server);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  // A parent that is killed, or gets a signal it does not pass on (npm and SIGHUP), leaves this
  // process to another parent: it stops then, rather than hold its port with nobody to stop it.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop('the command that started it has ended'), PARENT_CHECK_MS).unref();
  try {
    server = await start();
  } catch (error) {
    const { code, text } = startFailure(command, error, root);
    console.error(text);
    process.exit(code);
  }
  if (stopping) void close(server);
}
