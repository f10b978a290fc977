/**
 * How npm run longtasks reads a Chromium trace (test/tools/trace-tasks.ts): which events are
 * tasks, their CPU time on the slower CPU, and the kind of work that filled them.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { longTasksOf, type TraceEvent } from '../tools/trace-tasks.ts';

const MAIN = { pid: 7, tid: 1 };
const thread = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid, args: { name } });
// ts and durations in microseconds, as in a trace; tdur is the CPU time.
const slice = (name: string, ts: number, dur: number, tdur = dur, where = MAIN, url?: string): TraceEvent => ({
  name, ph: 'X', ts, dur, tdur, ...where, ...(url ? { args: { data: { url, functionName: 'start' } } } : {}),
});

const trace: TraceEvent[] = [
  thread(1, 'CrRendererMain'),
  thread(2, 'Compositor'),
  { name: 'navigationStart', ts: 1_000_000, pid: 7, tid: 1 },
  // The navigation commit: 15 ms of CPU.
  slice('ThreadControllerImpl::RunTask', 1_000_000, 20_000, 15_000),
  slice('RunTask', 1_000_100, 19_000, 14_900),
  slice('DocumentLoader::CommitNavigation', 1_000_200, 18_000, 14_000),
  // The first layout, before the first paint: 20 ms of CPU, in 30 ms of wall time.
  slice('ThreadControllerImpl::RunTask', 1_100_000, 30_000, 20_000),
  slice('UpdateLayoutTree', 1_100_100, 8_000, 6_000),
  slice('Layout', 1_108_200, 15_000, 11_000),
  slice('Paint', 1_123_300, 3_000, 2_000),
  { name: 'firstContentfulPaint', ts: 1_140_000, pid: 7, tid: 1 },
  // A script that forces a restyle inside its call: script, not style.
  slice('ThreadControllerImpl::RunTask', 1_500_000, 14_000),
  slice('FunctionCall', 1_500_100, 13_000, 13_000, MAIN, 'http://127.0.0.1:8080/assets/hero-diagram-AB12.js'),
  slice('UpdateLayoutTree', 1_505_000, 6_000),
  // A short task, and a long one on another thread: neither is reported.
  slice('ThreadControllerImpl::RunTask', 1_600_000, 2_000),
  slice('ThreadControllerImpl::RunTask', 1_700_000, 90_000, 90_000, { pid: 7, tid: 2 }),
];

test('each main-thread task once, its CPU time times the slowdown, over the threshold', () => {
  const tasks = longTasksOf(trace, 4, 50);
  assert.equal(tasks.map((t) => [t.at, t.ms]), [[0, 60], [100, 80], [500, 56]]);
});

test('the kind of work: the navigation commit, style and layout, a script with what it forced', () => {
  const [navigation, layout, script] = longTasksOf(trace, 4, 50);
  assert.is(navigation.kind, 'navigation');
  assert.is(layout.kind, 'style and layout');
  assert.is(layout.detail, 'Layout 44 ms, UpdateLayoutTree 24 ms, Paint 8 ms');
  assert.is(script.kind, 'script');
  assert.is(script.detail, 'FunctionCall hero-diagram-AB12.js start 52 ms');
});

test('tasks before the first contentful paint are marked so', () => {
  assert.equal(longTasksOf(trace, 4, 50).map((t) => t.beforePaint), [true, true, false]);
});

test('at full speed, none of these is over 50 ms', () => {
  assert.equal(longTasksOf(trace, 1, 50), []);
});

test("another renderer's tasks are not the page's: only the processes that hosted its main frame count", () => {
  const frame = 'F1';
  const browserEvent = (name: string, data: TraceEvent['args']): TraceEvent => ({ name, ph: 'I', ts: 900_000, pid: 1, tid: 1, args: data });
  const withChromiumsOwn: TraceEvent[] = [
    browserEvent('TracingStartedInBrowser', { data: { frames: [{ frame, processId: 6, isOutermostMainFrame: true }] } }),
    browserEvent('FrameCommittedInBrowser', { data: { frame, processId: 7 } }),
    ...trace,
    // Chromium's omnibox popup, a page of its own in a renderer of its own: 100 ms at 4x.
    { name: 'thread_name', ph: 'M', ts: 0, pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
    slice('ThreadControllerImpl::RunTask', 1_800_000, 25_000, 25_000, { pid: 9, tid: 1 }),
  ];
  assert.equal(longTasksOf(withChromiumsOwn, 4, 50).map((t) => t.at), [0, 100, 500]);
  // Without the browser's frame events every renderer counts, that one too.
  assert.equal(longTasksOf(withChromiumsOwn.slice(2), 4, 50).map((t) => t.at), [0, 100, 500, 800]);
});

test.run();
