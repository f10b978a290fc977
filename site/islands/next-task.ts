/**
 * Runs `run` in a task of its own. All IntersectionObserver callbacks of a frame run in one task,
 * so widgets that come on screen together would start in one long task on a slow phone; each
 * start in its own task lets the browser paint and answer input in between. A message, not a
 * timer: it runs as soon as the thread is free, with no clamp.
 */
export function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
