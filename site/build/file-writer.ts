/**
 * A thread that writes the build's files. On this machine the kernel spends about half a
 * millisecond creating each file or folder (1,000 pages in their own folders: 0.6 to 1.5 s),
 * work that more writing threads do not speed up (the parent folder is locked) but that can go on
 * while the build renders and checks links on the other core. Writes are done in the order they
 * are sent; flush() resolves once every write sent before it is on disk, or rejects with the
 * first that failed.
 */
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';

// Plain JavaScript, so the thread starts at once, without the TypeScript loader.
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const folders = new Set();
let failure = null;
function serve(port) {
  port.on('message', (message) => {
    if (message.port) return serve(message.port);
    if ('flush' in message) return port.postMessage({ flushed: message.flush, failure });
    if (failure) return;
    try {
      const target = path.join(workerData, message.file);
      const folder = path.dirname(target);
      if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
      folders.add(folder);
      writeFileSync(target, message.data);
    } catch (error) {
      failure = error.message;
    }
  });
}
serve(parentPort);
`;

export interface FileSink {
  /** Queues a file, by its path below the output folder; parent folders are made as needed. */
  write(file: string, data: string | Uint8Array): void;
  flush(): Promise<void>;
}

type Port = Pick<MessagePort, 'postMessage'> & { on(event: 'message', listener: (message: { flushed: number; failure: string | null }) => void): unknown };

/** Writes through `port`: the writer itself, or a channel to it handed to another thread. */
export function sinkThrough(port: Port): FileSink {
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let next = 0;
  port.on('message', ({ flushed, failure }) => {
    const flush = waiting.get(flushed)!;
    waiting.delete(flushed);
    if (failure) flush.reject(new Error(`Writing the output failed: ${failure}`));
    else flush.resolve();
  });
  return {
    write: (file, data) => port.postMessage({ file, data }),
    flush: () =>
      new Promise<void>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        port.postMessage({ flush: id });
      }),
  };
}

export function startFileWriter(dir: string) {
  // Without the parent's flags, which under tsx would load its loader into this thread for nothing.
  const worker = new Worker(WRITER, { eval: true, workerData: dir, execArgv: [] });
  return {
    ...sinkThrough(worker),
    /** A port for another thread to write through this writer (transfer it to that thread). */
    channel(): MessagePort {
      const { port1, port2 } = new MessageChannel();
      worker.postMessage({ port: port1 }, [port1]);
      return port2;
    },
    stop: () => worker.terminate(),
  };
}
