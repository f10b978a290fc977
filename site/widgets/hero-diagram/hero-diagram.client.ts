/**
 * The hero diagram's island. Every part is drawn from the first frame; the island adds motion,
 * once, when the diagram is first on screen: 0 (data flows from the sources into the core), 1 at
 * 0.8 s (the products pop and a pulse runs down each spoke), 2 at 1.8 s (the dashboard's figures
 * tick in). Nothing is hidden at any stage. Stages change on
 * setTimeout from site/lib/hero-diagram.ts, so a fake clock drives them; GSAP, fetched on start,
 * only tweens the visuals in between. Replay plays it again. Under reduced motion the server's
 * final stage stays and nothing moves. Tooltips open on hover, focus and tap in every case.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { whileVisible } from '../../islands/while-visible.ts';
import { inNextTask } from '../../islands/next-task.ts';
import { loadGsap, type Gsap, type Tween } from '../../islands/gsap.ts';
import { FIRST_STAGE, msUntilNextStage } from '../../lib/hero-diagram.ts';

defineIsland('hero-diagram', (root) => {
  tooltips(root);
  if (prefersReducedMotion()) return;

  const parts = (name: string) => root.querySelectorAll(`[data-hero-diagram-part="${name}"]`);
  const replay = root.querySelector<HTMLButtonElement>('[data-hero-diagram-replay]');
  const items = root.querySelectorAll('[data-hero-diagram-product]');
  let stage: number = FIRST_STAGE;
  let timer: number | undefined;
  let onScreen = false;
  let gsap: Gsap | undefined;
  let tweens: Tween[] = [];
  // The next stage's tweens, made paused ahead of its timer (prepare), and those still to make.
  let prepared: { stage: number; tweens: Tween[]; makers: (() => Tween)[] } | undefined;
  let animated = -1; // the stage whose entrance has played

  // A stage's entrance, as the makers of its tweens. A tween's from-values apply as it is made,
  // to parts the stage before still hides.
  const entrance = (g: Gsap, of: number): (() => Tween)[] => {
    const done = { clearProps: 'all' };
    if (of === 0) {
      return [
        () => g.fromTo(parts('core'), { scale: 0.8 }, { scale: 1, duration: 0.7, ease: 'back.out(3)', ...done }),
        () => g.fromTo(parts('flow'), { strokeDashoffset: 0 }, { strokeDashoffset: -1, duration: 1.2, ease: 'none', repeat: 2 }),
      ];
    }
    if (of === 1) {
      return [
        // The items, not their tiles: the tiles have a CSS transition of their own (hover), which would fight GSAP.
        () => g.fromTo(items, { scale: 0.85 }, { scale: 1, duration: 0.5, stagger: 0.08, ease: 'back.out(1.7)', ...done }),
        // A pulse runs down each spoke: a dash and a gap as long as the spoke, so the line is whole before and after.
        () => g.fromTo(parts('spoke'), { strokeDasharray: '0.7 0.3', strokeDashoffset: 0 }, { strokeDashoffset: -1, duration: 0.6, stagger: 0.08, ease: 'power2.out', ...done }),
      ];
    }
    return [
      // The figures refresh: each dips and rises back, never out of sight.
      () => g.fromTo(parts('figure'), { y: 4, opacity: 0.55 }, { y: 0, opacity: 1, duration: 0.4, stagger: 0.06, ...done }),
    ];
  };

  // Making a tween reads computed styles between its writes, and on a slow phone that is most of
  // a stage change's work: the next stage's tweens are made ahead, paused, each in a task of its
  // own once the styles are clean again, and its timer only starts them and changes data-stage.
  const prepare = () => {
    const next = stage + 1;
    if (!gsap || !onScreen || msUntilNextStage(stage) === null || prepared?.stage === next) return;
    const ahead = { stage: next, tweens: [] as Tween[], makers: entrance(gsap, next) };
    prepared = ahead;
    const makeOne = () => {
      if (prepared !== ahead || !ahead.makers.length) return;
      ahead.tweens.push(ahead.makers.shift()!().pause());
      inNextTask(makeOne);
    };
    makeOne();
  };

  // Visuals only, once per stage and on screen: data-stage already shows the stage, with or without GSAP.
  const animate = () => {
    const g = gsap;
    if (!g || !onScreen || animated === stage) return;
    animated = stage;
    const ahead = prepared?.stage === stage ? prepared : { tweens: [], makers: entrance(g, stage) };
    prepared = undefined;
    // Whatever is not made yet is made now: its from-values must be in before the stage shows.
    tweens.push(...ahead.tweens.map((t) => t.play()), ...ahead.makers.map((make) => make()));
    // In the first task after the next frame, when this stage's styles are in.
    requestAnimationFrame(() => inNextTask(prepare));
  };

  // The tweens first, then the stage: GSAP reads computed styles as it starts a tween, which is
  // cheap while styles are clean and costly (a forced restyle of the diagram) just after
  // data-stage changed.
  const show = (next: number) => {
    stage = next;
    animate();
    root.dataset.stage = String(next);
  };

  // data-playing says a stage change is pending: tests wait for it, nothing styles it.
  const schedule = () => {
    clearTimeout(timer);
    const wait = msUntilNextStage(stage);
    if (wait === null || !onScreen) return root.removeAttribute('data-playing');
    root.setAttribute('data-playing', '');
    timer = window.setTimeout(() => {
      show(stage + 1);
      schedule();
    }, wait);
  };

  show(FIRST_STAGE);
  loadGsap().then((g) => {
    gsap = g;
    animate();
  }, () => {}); // without GSAP the stages still change, only without tweens

  whileVisible(root, {
    play() {
      onScreen = true;
      tweens.forEach((t) => t.resume());
      animate();
      schedule();
    },
    pause() {
      onScreen = false;
      tweens.forEach((t) => t.pause());
      schedule();
    },
  });

  if (!replay) return;
  replay.hidden = false;
  replay.addEventListener('click', () => {
    [...tweens, ...(prepared?.tweens ?? [])].forEach((t) => t.kill());
    tweens = [];
    prepared = undefined;
    animated = -1;
    show(FIRST_STAGE);
    schedule();
  });
});

/** Hover, focus and tap: one product open at a time (data-open), the others dimmed (data-active). */
function tooltips(root: HTMLElement) {
  const items = Array.from(root.querySelectorAll<HTMLElement>('[data-hero-diagram-product]'));
  let touch = false;
  let wasOpen = false;
  const open = (item: HTMLElement | null) => {
    items.forEach((el) => el.toggleAttribute('data-open', el === item));
    if (item) root.dataset.active = item.dataset.heroDiagramProduct;
    else root.removeAttribute('data-active');
  };
  const mouse = (e: PointerEvent) => e.pointerType === 'mouse';

  root.addEventListener('pointerenter', (e) => mouse(e) && root.setAttribute('data-hover', ''));
  root.addEventListener('pointerleave', (e) => {
    if (!mouse(e)) return;
    root.removeAttribute('data-hover');
    open(null);
  });
  root.addEventListener('keydown', (e) => {
    touch = false;
    if (e.key === 'Escape') open(null);
  });
  document.addEventListener('pointerdown', (e) => !root.contains(e.target as Node) && open(null));

  for (const item of items) {
    item.addEventListener('pointerenter', (e) => mouse(e) && open(item));
    item.addEventListener('pointerleave', (e) => mouse(e) && !item.contains(document.activeElement) && open(null));
    item.addEventListener('focusin', () => open(item));
    item.addEventListener('focusout', (e) => !item.contains(e.relatedTarget as Node) && open(null));
    // On touch the first tap opens the tooltip (a tap also focuses, so remember the state before).
    item.addEventListener('pointerdown', (e) => {
      touch = e.pointerType === 'touch';
      wasOpen = item.hasAttribute('data-open');
    });
    item.querySelector('a')?.addEventListener('click', (e) => {
      if (!touch || wasOpen) return;
      e.preventDefault();
      open(item);
    });
  }
  // The tooltip the stylesheet showed before the island ran (focus, or the mouse over it) stays open.
  open(items.find((el) => el.contains(document.activeElement)) ?? items.find((el) => el.matches(':hover')) ?? null);
}
