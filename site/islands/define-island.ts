/**
 * Client side of the island mechanism. A widget's entry calls defineIsland(name, start); every
 * root marked data-island="<name>" is started once, when its loading rule says so, and a widget
 * that throws cannot stop the others.
 */
import { onLoad } from './rules/on-load.ts';
import { onIdle } from './rules/on-idle.ts';
import { onVisible } from './rules/on-visible.ts';
import { onMedia } from './rules/on-media.ts';

export type StartIsland = (root: HTMLElement) => void;
type Rule = (root: HTMLElement, start: () => void, argument: string) => void;

const rules: Record<string, Rule> = { load: onLoad, idle: onIdle, visible: onVisible, media: onMedia };

export function defineIsland(name: string, start: StartIsland): void {
  const flag = `data-${name}-init`;
  document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`).forEach((root) => {
    if (root.hasAttribute(flag)) return;
    const [ruleName, ...rest] = (root.dataset.load ?? 'load').split(':');
    const rule = rules[ruleName] ?? onLoad;
    rule(root, () => {
      if (root.hasAttribute(flag)) return;
      root.setAttribute(flag, '');
      try {
        start(root);
      } catch (error) {
        root.removeAttribute(flag);
        console.error(`Island "${name}" failed to start`, error);
      }
    }, rest.join(':'));
  });
}
