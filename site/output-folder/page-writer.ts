/**
 * Writes files below a folder through Node's thread pool, a few at a time, while the caller goes on
 * (the render stage renders the next page): `write` waits only while `inFlight` writes are under
 * way, so only those pages' text is held. After a write fails, the next `write` throws its error;
 * `finish` waits for every write and throws the first failure; `settled` waits and throws nothing
 * (for a stage that failed otherwise: its folder is removed only once nothing writes in it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface PageWriter {
  write(file: string, data: string): Promise<void>;
  finish(): Promise<void>;
  settled(): Promise<void>;
}

export function createPageWriter(dir: string, inFlight: number): PageWriter {
  const writing = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const settled = async () => void (await Promise.all(writing));
  return {
    async write(file, data) {
      if (failure) throw failure.error;
      const target = path.join(dir, file);
      // Each page has a folder of its own (/blog/ is blog/index.html): made with the write.
      const written: Promise<void> = mkdir(path.dirname(target), { recursive: true })
        .then(() => writeFile(target, data))
        .catch((error: unknown) => void (failure ??= { error }))
        .finally(() => writing.delete(written));
      writing.add(written);
      if (writing.size >= inFlight) await Promise.race(writing);
    },
    async finish() {
      await settled();
      if (failure) throw failure.error;
    },
    settled,
  };
}
