/** The island mechanism on a linkedom DOM: start once, isolation of failures, loading rules. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHTML } from 'linkedom';
import { defineIsland } from '../../site/islands/define-island.ts';
import { islandsIn } from '../../site/islands/markup.ts';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback[] = [];
let mediaListeners: ((e: { matches: boolean }) => void)[] = [];

function mount(html: string) {
  const { window, document } = parseHTML(`<html><body>${html}</body></html>`);
  observed = [];
  mediaListeners = [];
  Object.assign(globalThis, {
    document,
    window: Object.assign(window, {
      matchMedia: () => ({ matches: false, addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => mediaListeners.push(fn), removeEventListener: () => {} }),
    }),
    IntersectionObserver: class {
      constructor(private callback: Callback) {}
      observe() { observed.push(this.callback); }
      disconnect() {}
    },
  });
  return document as unknown as Document;
}

test('islandsIn lists each island name once, in order', () => {
  assert.equal(islandsIn('<div data-island="b"></div><div data-island="a"></div><div data-island="b"></div>'), ['b', 'a']);
});

test('each root starts once, however often the entry runs, and is marked', () => {
  const document = mount('<div data-island="demo" data-load="load"></div><div data-island="demo"></div>');
  const started: Element[] = [];
  defineIsland('demo', (root) => void started.push(root));
  defineIsland('demo', (root) => void started.push(root));
  assert.is(started.length, 2);
  assert.is(document.querySelectorAll('[data-demo-init]').length, 2);
});

test('a widget that throws does not stop the next one, and is left unmarked', () => {
  const document = mount('<div data-island="flaky" id="a"></div><div data-island="flaky" id="b"></div>');
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  const started: string[] = [];
  try {
    defineIsland('flaky', (root) => {
      if (root.id === 'a') throw new Error('boom');
      started.push(root.id);
    });
  } finally {
    console.error = original;
  }
  assert.equal(started, ['b']);
  assert.is(errors.length, 1);
  assert.not.ok(document.getElementById('a')!.hasAttribute('data-flaky-init'));
});

/** Resolves after the tasks queued so far by site/islands/next-task.ts have run. */
const afterQueuedTasks = () => new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => (channel.port1.close(), resolve());
  channel.port2.postMessage(null);
});

test('"visible" waits for the root to intersect the viewport, then starts in a task of its own', async () => {
  mount('<div data-island="lazy" data-load="visible"></div>');
  let started = 0;
  defineIsland('lazy', () => void started++);
  assert.is(started, 0);
  observed[0]([{ isIntersecting: false }]);
  await afterQueuedTasks();
  assert.is(started, 0);
  observed[0]([{ isIntersecting: true }]);
  assert.is(started, 0, 'not inside the observer callback');
  await afterQueuedTasks();
  assert.is(started, 1);
});

test('"media:<query>" waits until the query matches', () => {
  mount('<div data-island="wide" data-load="media:(min-width: 64rem)"></div>');
  let started = 0;
  defineIsland('wide', () => void started++);
  assert.is(started, 0);
  mediaListeners[0]({ matches: true });
  assert.is(started, 1);
});

test.run();
