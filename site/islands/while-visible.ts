/**
 * Runs an animation only while its element is on screen (DESIGN.md section 3, Motion): `play`
 * when it enters the viewport, `pause` when it leaves. Hidden elements count as off screen.
 */
export interface Playable {
  play(): void;
  pause(): void;
}

export function whileVisible(root: Element, playable: Playable, threshold = 0.15): () => void {
  let visible = false;
  const observer = new IntersectionObserver((entries) => {
    const now = entries[entries.length - 1].isIntersecting;
    if (now === visible) return;
    visible = now;
    if (now) playable.play();
    else playable.pause();
  }, { threshold });
  observer.observe(root);
  return () => observer.disconnect();
}
