/**
 * Runs an animation only while its element is on screen (docs/decisions.md §14): `play`
 * when it enters the viewport, `pause` when it leaves. Hidden elements count as off screen.
 */
import { inNextTask } from './next-task.ts';

export interface Playable {
  play(): void;
  pause(): void;
}

export function whileVisible(root: Element, playable: Playable, threshold = 0.15): () => void {
  let visible = false;
  let playing = false;
  // Applied in a task of its own, and only the latest state: a quick in-and-out does nothing.
  const apply = () => {
    if (visible === playing) return;
    playing = visible;
    if (playing) playable.play();
    else playable.pause();
  };
  const observer = new IntersectionObserver((entries) => {
    visible = entries[entries.length - 1].isIntersecting;
    inNextTask(apply);
  }, { threshold });
  observer.observe(root);
  return () => observer.disconnect();
}
