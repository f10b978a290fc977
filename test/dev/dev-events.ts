/**
 * For the dev-server tests: a dev server over a scratch copy of the whole project (so tests may
 * edit, move or remove anything in it, and run its build.ts to compare), and its Server-Sent
 * Events read as a tab reads them.
 */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DevServer } from '../../site/dev/dev-server.ts';
import type { DevEvent } from '../../site/dev/site-server.ts';
import type { Failure } from '../../site/dev/session.ts';
import { editFile, scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { deadline } from '../helpers/waits.ts';

export type Hello = { type: 'hello'; build: number; failure: Failure | null };
export type AnyEvent = DevEvent | Hello;

/** A guard against a hung test, not a timing assertion: a rebuild takes well under a second. */
const GIVE_UP_MS = 60_000;

export interface DevProject {
  server: DevServer;
  root: string;
  /** The scratch copy, to run its build.ts. */
  site: ScratchSite;
  edit: (file: string, from: string | RegExp, to: string) => Promise<void>;
  cleanup: () => Promise<void>;
}

/**
 * Start it in a suite's `before` hook and close it in its `after` hook, never on import: while it
 * runs, this process's TSX_TSCONFIG_PATH names its copy (below), so two at once would clash.
 */
export async function devProject(log: (line: string) => void = () => {}): Promise<DevProject> {
  const site = await scratchSite();
  // The copy's own dev server, as `npm run dev` there runs it: its build worker renders with the
  // copy's site/, so that a test may edit pages and components too. npm runs it in the copy's
  // folder, where tsx finds the copy's tsconfig.json (JSX); this process runs elsewhere, so tsx is
  // told where it is (workers read it when they start), until cleanup.
  const tsconfigBefore = process.env.TSX_TSCONFIG_PATH;
  process.env.TSX_TSCONFIG_PATH = path.join(site.root, 'tsconfig.json');
  const { startDevServer } = (await import(pathToFileURL(path.join(site.root, 'site/dev/dev-server.ts')).href)) as typeof import('../../site/dev/dev-server.ts');
  const server = await startDevServer({ root: site.root, contentDir: path.join(site.root, 'content'), port: 0, log });
  return {
    server,
    root: site.root,
    site,
    /** Edits a file of the copy (`content/site.yml`, `site/styles/main.css`) as editors save: a whole new file renamed over the old. */
    edit: (file, from, to) => editFile(path.join(site.root, file), from, to, async (target, text) => {
      await writeFile(`${target}.saving`, text);
      await rename(`${target}.saving`, target);
    }),
    async cleanup() {
      await server.close();
      if (tsconfigBefore === undefined) delete process.env.TSX_TSCONFIG_PATH;
      else process.env.TSX_TSCONFIG_PATH = tsconfigBefore;
      await site.cleanup();
    },
  };
}

export type DevEvents = Awaited<ReturnType<typeof devEvents>>;

/** The events a tab receives, from connecting on; `next` waits for the first one after the last it returned that matches. */
export async function devEvents(origin: string) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/__dev/events`, { signal: controller.signal });
  const events: AnyEvent[] = [];
  let wake = () => {};
  void (async () => {
    let buffer = '';
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data[1]) as AnyEvent);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
  })();
  let read = 0;
  return {
    async next<T extends AnyEvent['type']>(type: T, match: (event: Extract<AnyEvent, { type: T }>) => boolean = () => true): Promise<Extract<AnyEvent, { type: T }>> {
      const giveUp = deadline(GIVE_UP_MS, () => `no matching "${type}" event came; events so far:\n${events.map((e) => JSON.stringify(e).slice(0, 300)).join('\n')}`);
      try {
        for (;;) {
          while (read < events.length) {
            const event = events[read++];
            if (event.type === type && match(event as Extract<AnyEvent, { type: T }>)) return event as Extract<AnyEvent, { type: T }>;
          }
          await Promise.race([new Promise<void>((resolve) => (wake = resolve)), giveUp.expired]);
        }
      } finally {
        giveUp.stop();
      }
    },
    close: () => controller.abort(),
  };
}
