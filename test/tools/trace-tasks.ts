/**
 * The main-thread tasks of a Chromium trace, each with its CPU time scaled to a slower CPU and the
 * kind of work that filled most of it. Pure: trace events in, tasks out (npm run longtasks reads
 * the trace; test/unit/trace-tasks.unit.test.ts feeds it made-up events).
 */
export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, where the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string; processId?: number; frames?: TraceFrame[] } };
}

interface TraceFrame {
  frame: string;
  processId: number;
  isOutermostMainFrame?: boolean;
}

export type TaskKind = 'navigation' | 'parsing' | 'style and layout' | 'script' | 'other';

export interface TimedTask {
  /** When it started, in ms after the navigation started (or the trace's first task). */
  at: number;
  /** Its CPU time, times the slowdown. */
  ms: number;
  kind: TaskKind;
  beforePaint: boolean;
  /** Its biggest pieces of work, e.g. "Layout 31 ms, UpdateLayoutTree 20 ms". */
  detail: string;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const KIND_OF: Record<string, TaskKind> = {
  ParseHTML: 'parsing', ParseAuthorStyleSheet: 'parsing',
  UpdateLayoutTree: 'style and layout', Layout: 'style and layout', PrePaint: 'style and layout', Paint: 'style and layout', Layerize: 'style and layout',
  EvaluateScript: 'script', 'v8.evaluateModule': 'script', 'v8.compileModule': 'script', FunctionCall: 'script', FireAnimationFrame: 'script',
  TimerFire: 'script', EventDispatch: 'script', RunMicrotasks: 'script', FireIdleCallback: 'script',
};
const NAVIGATION = 'DocumentLoader::CommitNavigation';

const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
const within = (inner: TraceEvent, outer: TraceEvent) => inner !== outer && inner.ts >= outer.ts && end(inner) <= end(outer);

/**
 * The renderer processes that hosted the page's main frame: the one it had when tracing started and
 * each one a navigation committed it to. Chromium runs its own pages in renderers too (headless
 * Chromium loads its omnibox popup, chrome://omnibox-popup.top-chrome, during a visit), whose
 * work is not the page's. A trace without these events (made up, or from an older Chromium) keeps
 * every renderer.
 */
function pageProcesses(events: TraceEvent[]): Set<number> | null {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames ?? [];
  const mainFrames = new Set(started.filter((f) => f.isOutermostMainFrame).map((f) => f.frame));
  const pids = started.filter((f) => mainFrames.has(f.frame)).map((f) => f.processId);
  for (const e of events) {
    const data = e.args?.data;
    if (e.name === 'FrameCommittedInBrowser' && data?.frame && mainFrames.has(data.frame) && data.processId) pids.push(data.processId);
  }
  return pids.length ? new Set(pids) : null;
}

/** Every task of the page's renderer main threads, at `slowdown` times its CPU time, if over `minMs` then. */
export function longTasksOf(events: TraceEvent[], slowdown: number, minMs: number): TimedTask[] {
  const pagePids = pageProcesses(events);
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (!pagePids || pagePids.has(e.pid))).map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
  const candidates = onMain.filter((e) => TASK_NAMES.has(e.name));
  // Chromium nests a RunTask in a ThreadControllerImpl::RunTask: only the outermost is a task.
  const tasks = candidates.filter((t) => !candidates.some((o) => o.tid === t.tid && o.pid === t.pid && within(t, o)));
  const onPage = (name: string) => events.filter((e) => e.name === name && mainThreads.has(`${e.pid}:${e.tid}`));
  // The last navigation: the new page's, not the blank page's that the tab opened with.
  const start = onPage('navigationStart').at(-1)?.ts ?? Math.min(...tasks.map((t) => t.ts));
  const paint = onPage('firstContentfulPaint')[0]?.ts ?? Infinity;
  return tasks
    .filter((t) => (cpu(t) / 1000) * slowdown > minMs)
    .map((task) => {
      const inside = onMain.filter((e) => e.tid === task.tid && e.pid === task.pid && within(e, task) && !TASK_NAMES.has(e.name));
      const top = inside.filter((e) => !inside.some((o) => within(e, o)));
      const sums = new Map<TaskKind, number>();
      for (const e of top) {
        const kind = KIND_OF[e.name] ?? 'other';
        sums.set(kind, (sums.get(kind) ?? 0) + cpu(e));
      }
      const mostly = [...sums].filter(([kind]) => kind !== 'other').sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
      const scaled = (e: TraceEvent) => `${Math.round((cpu(e) / 1000) * slowdown)} ms`;
      const label = (e: TraceEvent) => [e.name, e.args?.data?.url?.split('/').pop(), e.args?.data?.functionName].filter(Boolean).join(' ');
      return {
        at: Math.round((task.ts - start) / 1000),
        ms: (cpu(task) / 1000) * slowdown,
        kind: inside.some((e) => e.name === NAVIGATION) ? 'navigation' : mostly,
        beforePaint: task.ts < paint,
        detail: [...top].sort((a, b) => cpu(b) - cpu(a)).slice(0, 3).map((e) => `${label(e)} ${scaled(e)}`).join(', '),
      } satisfies TimedTask;
    });
}
