/**
 * The recording core of the dev server's read tracking (site/dev/track-reads.ts): which content
 * keys a render reads. It lives here, not in site/dev/, because components note reads too: a
 * render-once cache hit (site/components/render-once/) reads nothing itself and replays what its
 * first render read.
 */
let reading: Set<string> | null = null;

/** Notes that the running recording, if any, read `key`. */
export function noteRead(key: string): void {
  reading?.add(key);
}

/** Notes each of `keys` as read, as if they were read again now. */
export function noteReads(keys: Iterable<string>): void {
  if (reading) for (const key of keys) reading.add(key);
}

/**
 * Runs `render` (synchronous, as renderToString is) and returns what it read. Recordings nest: what
 * an inner one reads, the recording around it read too.
 */
export function recordReads<T>(render: () => T): { result: T; reads: Set<string> } {
  const outer = reading;
  const reads = new Set<string>();
  reading = reads;
  try {
    return { result: render(), reads };
  } finally {
    reading = outer;
    noteReads(reads);
  }
}
