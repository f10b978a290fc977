/**
 * For the dev-server tests: a dev server over a scratch copy of the project (content/, site/,
 * static/, so tests may edit any of them), and its Server-Sent Events read as a tab reads them.
 */
import { cp, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer, type DevServer } from '../../site/dev/dev-server.ts';
import type { DevEvent } from '../../site/dev/site-server.ts';
import type { Failure } from '../../site/dev/session.ts';
import { scratchProject } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

export type Hello = { type: 'hello'; build: number; failure: Failure | null };
export type AnyEvent = DevEvent | Hello;

/** A guard against a hung test, not a timing assertion: a rebuild takes well under a second. */
const GIVE_UP_MS = 60_000;

export async function devProject(log: (line: string) => void = () => {}): Promise<{ server: DevServer; root: string; edit: (file: string, from: string | RegExp, to: string) => Promise<void>; cleanup: () => Promise<void> }> {
  const project = await scratchProject();
  for (const part of ['site', 'static', 'tsconfig.client.json']) await cp(path.join(projectRoot, part), path.join(project.dir, part), { recursive: true });
  await symlink(path.join(projectRoot, 'node_modules'), path.join(project.dir, 'node_modules'));
  const server = await startDevServer({ root: project.dir, contentDir: project.content, port: 0, log });
  return {
    server,
    root: project.dir,
    /** Edits a file of the copy (`content/site.ts`, `site/styles/main.css`) as editors save: a whole new file renamed over the old. */
    async edit(file, from, to) {
      const target = path.join(project.dir, file);
      const text = await readFile(target, 'utf8');
      const next = text.replace(from, to);
      if (next === text) throw new Error(`edit: "${from}" not found in ${file}`);
      await writeFile(`${target}.saving`, next);
      await rename(`${target}.saving`, target);
    },
    async cleanup() {
      await server.close();
      await project.cleanup();
    },
  };
}

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
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no matching "${type}" event came; events so far:\n${events.map((e) => JSON.stringify(e).slice(0, 300)).join('\n')}`)), GIVE_UP_MS);
      });
      try {
        for (;;) {
          while (read < events.length) {
            const event = events[read++];
            if (event.type === type && match(event as Extract<AnyEvent, { type: T }>)) return event as Extract<AnyEvent, { type: T }>;
          }
          await Promise.race([new Promise<void>((resolve) => (wake = resolve)), giveUp]);
        }
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => controller.abort(),
  };
}
